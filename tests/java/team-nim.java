/* team-nim: POJ 2068 */
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        StringBuilder out = new StringBuilder();
        while (in.nextToken() != StreamTokenizer.TT_EOF) {
            int n = (int) in.nval;
            if (n == 0) break;
            in.nextToken();
            int s = (int) in.nval, seats = 2 * n;
            int[] m = new int[seats];
            for (int i = 0; i < seats; i++) { in.nextToken(); m[i] = (int) in.nval; }
            boolean[][] win = new boolean[s + 1][seats];
            for (int i = 0; i < seats; i++) win[0][i] = true;
            for (int k = 1; k <= s; k++)
                for (int i = 0; i < seats; i++)
                    for (int t = 1; t <= m[i] && t <= k; t++)
                        if (!win[k - t][(i + 1) % seats]) { win[k][i] = true; break; }
            out.append(win[s][0] ? "1" : "0").append('\n');
        }
        System.out.print(out);
    }
}
