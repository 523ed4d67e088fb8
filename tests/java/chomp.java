/* chomp: local */
import java.io.*;

public class Main {
    static final int N = 8;
    static int[] known = new int[1 << (2 * N)];

    static int firstWinningBite(int[] rows) {
        int code = 0;
        for (int i = 0; i < N; i++) code |= 1 << (rows[i] + N - 1 - i);
        if (known[code] != 0) return known[code];
        known[code] = -1;
        int[] after = new int[N];
        for (int i = 0; i < N && known[code] < 0; i++)
            for (int j = (i == 0 ? 1 : 0); j < rows[i] && known[code] < 0; j++) {
                for (int k = 0; k < N; k++) after[k] = k >= i && rows[k] > j ? j : rows[k];
                if (firstWinningBite(after) < 0) known[code] = 1 + N * i + j;
            }
        return known[code];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        int[] rows = new int[N];
        if (in.nextToken() != StreamTokenizer.TT_EOF) {
            int t = (int) in.nval;
            while (t-- > 0 && in.nextToken() != StreamTokenizer.TT_EOF) {
                int m = (int) in.nval;
                if (m < 1 || m > N) break;
                java.util.Arrays.fill(rows, 0);
                boolean bad = false;
                for (int i = 0; i < m; i++) {
                    in.nextToken();
                    rows[i] = (int) in.nval;
                    if (rows[i] > N) bad = true;
                }
                if (bad) break;
                int bite = firstWinningBite(rows) - 1;
                if (bite >= 0) out.println("First " + (bite / N + 1) + " " + (bite % N + 1));
                else out.println("Second");
            }
        }
        out.flush();
    }
}
