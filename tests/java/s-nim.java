/* s-nim: HDU 1536 */
import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        int[] g = new int[10001];
        int[] mark = new int[102];
        int[][] heaps = new int[100][];
        while (in.nextToken() != StreamTokenizer.TT_EOF) {
            int k = (int) in.nval;
            if (k == 0) break;
            int[] s = new int[k];
            for (int i = 0; i < k; i++) {
                in.nextToken();
                s[i] = (int) in.nval;
            }
            Arrays.sort(s);
            int kept = 0;
            for (int i = 0; i < k; i++)
                if (kept == 0 || s[kept - 1] != s[i]) s[kept++] = s[i];
            in.nextToken();
            int m = (int) in.nval;
            int top = 0;
            for (int i = 0; i < m; i++) {
                in.nextToken();
                int l = (int) in.nval;
                heaps[i] = new int[l];
                for (int j = 0; j < l; j++) {
                    in.nextToken();
                    heaps[i][j] = (int) in.nval;
                    top = Math.max(top, heaps[i][j]);
                }
            }
            Arrays.fill(mark, -1);
            for (int x = 0; x <= top; x++) {
                for (int i = 0; i < kept && s[i] <= x; i++) mark[g[x - s[i]]] = x;
                int v = 0;
                while (mark[v] == x) v++;
                g[x] = v;
            }
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < m; i++) {
                int value = 0;
                for (int h : heaps[i]) value ^= g[h];
                line.append(value != 0 ? 'W' : 'L');
            }
            out.println(line);
        }
        out.flush();
    }
}
