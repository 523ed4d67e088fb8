/* kayles: local */
import java.io.*;

public class Main {
    static int[] g = new int[96];

    static int grundy(long n) {
        if (n <= 95) return g[(int) n];
        return g[(int) (84 + (n - 84) % 12)];
    }

    public static void main(String[] args) throws IOException {
        for (int n = 0; n <= 95; n++) {
            boolean[] seen = new boolean[16];
            for (int knocked = 1; knocked <= 2; knocked++)
                for (int left = 0; left + knocked <= n; left++)
                    seen[g[left] ^ g[n - knocked - left]] = true;
            int v = 0;
            while (seen[v]) v++;
            g[n] = v;
        }
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        long[] rows = new long[100];
        if (in.nextToken() != StreamTokenizer.TT_EOF) {
            int t = (int) in.nval;
            while (t-- > 0 && in.nextToken() != StreamTokenizer.TT_EOF) {
                int k = (int) in.nval;
                if (k < 1 || k > 100) break;
                int x = 0;
                for (int i = 0; i < k; i++) {
                    in.nextToken();
                    rows[i] = (long) in.nval;
                    x ^= grundy(rows[i]);
                }
                if (x == 0) {
                    out.println("Second");
                    continue;
                }
                int r = 0;
                while ((grundy(rows[r]) ^ x) >= grundy(rows[r])) r++;
                long n = rows[r];
                int target = grundy(n) ^ x;
                String answer = null;
                for (int knocked = 1; knocked <= 2 && answer == null; knocked++)
                    for (long small = 0; small < 83 && small + knocked <= n && answer == null; small++) {
                        long[] lefts = {small, n - knocked - small};
                        for (int i = 0; i < 2 && answer == null; i++) {
                            long left = lefts[i];
                            if ((grundy(left) ^ grundy(n - knocked - left)) == target)
                                answer = "First " + (r + 1) + " " + (left + 1) + " " + (left + knocked);
                        }
                    }
                out.println(answer);
            }
        }
        out.flush();
    }
}
