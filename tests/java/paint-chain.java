/* paint-chain: HDU 3980 */
import java.io.*;


public class Main {
    static int[][] g = new int[1001][];

    static int[] table(int m) {
        if (g[m] == null) {
            int[] v = new int[1001];
            for (int l = m; l <= 1000; l++) {
                boolean[] seen = new boolean[l + 2];
                for (int a = 0; a + m <= l; a++) seen[v[a] ^ v[l - m - a]] = true;
                int x = 0;
                while (seen[x]) x++;
                v[l] = x;
            }
            g[m] = v;
        }
        return g[m];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int t = (int) in.nval;
        StringBuilder out = new StringBuilder();
        for (int k = 1; k <= t; k++) {
            in.nextToken();
            int n = (int) in.nval;
            in.nextToken();
            int m = (int) in.nval;
            boolean win = n >= m && table(m)[n - m] == 0;
            out.append("Case #").append(k).append(": ").append(win ? "aekdycoin" : "abcdxyzk").append('\n');
        }
        System.out.print(out);
    }
}
