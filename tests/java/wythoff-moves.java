/* wythoff-moves: HDU 2177 */
import java.io.*;

public class Main {
    static final int MAX = 1000000;

    public static void main(String[] args) throws IOException {
        boolean[] upper = new boolean[MAX + 1];
        int[] partner = new int[MAX + 1];
        int[] lowerOf = new int[MAX + 2];
        java.util.Arrays.fill(lowerOf, -1);
        int k = 0;
        for (int x = 0; x <= MAX; x++) {
            if (upper[x]) continue;
            partner[x] = x + k;
            if (k > 0 && x + k <= MAX) {
                upper[x + k] = true;
                partner[x + k] = x;
            }
            lowerOf[k] = x;
            k++;
        }
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (in.nextToken() != StreamTokenizer.TT_EOF) {
            int a = (int) in.nval;
            if (in.nextToken() == StreamTokenizer.TT_EOF) break;
            int b = (int) in.nval;
            if (a == 0 && b == 0) break;
            if (partner[a] == b) {
                out.println("0");
                continue;
            }
            int d = b - a, ex = -1, ey = -1, n = 0;
            int[] ox = new int[2], oy = new int[2];
            int t = lowerOf[d];
            if (t >= 0 && t < a) {
                ex = t;
                ey = t + d;
            }
            int pa = partner[a], pb = partner[b];
            if (pa < b) {
                ox[n] = Math.min(pa, a);
                oy[n] = Math.max(pa, a);
                n++;
            }
            if (pb < a) {
                ox[n] = pb;
                oy[n] = b;
                if (n == 0 || ox[0] != ox[n] || oy[0] != oy[n]) n++;
            }
            if (n == 2 && (ox[1] < ox[0] || (ox[1] == ox[0] && oy[1] < oy[0]))) {
                t = ox[0]; ox[0] = ox[1]; ox[1] = t;
                t = oy[0]; oy[0] = oy[1]; oy[1] = t;
            }
            out.println("1");
            if (ex >= 0) out.println(ex + " " + ey);
            for (int i = 0; i < n; i++)
                if (ox[i] != ex || oy[i] != ey) out.println(ox[i] + " " + oy[i]);
        }
        out.flush();
    }
}
