/* chess-rows: HDU 5724 */
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] value = new byte[1 << 20];
        for (int mask = (1 << 20) - 1; mask >= 0; mask--) {
            int reached = 0;
            for (int b = 0; b < 20; b++) {
                if ((mask >> b & 1) == 0) continue;
                int q = b + 1;
                while (q < 20 && (mask >> q & 1) == 1) q++;
                if (q < 20) reached |= 1 << value[(mask & ~(1 << b)) | (1 << q)];
            }
            int v = 0;
            while ((reached >> v & 1) == 1) v++;
            value[mask] = (byte) v;
        }
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        StringBuilder out = new StringBuilder();
        in.nextToken();
        int t = (int) in.nval;
        while (t-- > 0) {
            in.nextToken();
            int n = (int) in.nval, x = 0;
            for (int r = 0; r < n; r++) {
                in.nextToken();
                int m = (int) in.nval, mask = 0;
                for (int i = 0; i < m; i++) { in.nextToken(); mask |= 1 << ((int) in.nval - 1); }
                x ^= value[mask];
            }
            out.append(x != 0 ? "YES" : "NO").append('\n');
        }
        System.out.print(out);
    }
}
