/* switch-lights: HDU 3404 */
import java.io.*;

public class Main {
    static int[][] bp = new int[256][256];

    static int product(int x, int y, int bits) {
        if (bits == 1) return x & y;
        int half = bits / 2, low = (1 << half) - 1;
        int a1 = x >> half, a0 = x & low, b1 = y >> half, b0 = y & low;
        int high = product(a1, b1, half);
        return ((high ^ product(a1, b0, half) ^ product(a0, b1, half)) << half)
            ^ product(a0, b0, half) ^ product(high, 1 << (half - 1), half);
    }

    static int lightValue(int x, int y) {
        int x1 = x >> 8, x0 = x & 255, y1 = y >> 8, y0 = y & 255;
        int high = bp[x1][y1];
        return ((high ^ bp[x1][y0] ^ bp[x0][y1]) << 8) ^ bp[x0][y0] ^ bp[high][128];
    }

    public static void main(String[] args) throws IOException {
        for (int x = 1; x < 256; x++) {
            int xLow = x & -x;
            for (int y = 1; y < 256; y++) {
                int yLow = y & -y;
                if (y != yLow) bp[x][y] = bp[x][y ^ yLow] ^ bp[x][yLow];
                else if (x != xLow) bp[x][y] = bp[x ^ xLow][y] ^ bp[xLow][y];
                else bp[x][y] = product(x, y, 8);
            }
        }
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        if (in.nextToken() != StreamTokenizer.TT_EOF) {
            int t = (int) in.nval;
            while (t-- > 0 && in.nextToken() != StreamTokenizer.TT_EOF) {
                int n = (int) in.nval;
                int value = 0;
                for (int i = 0; i < n; i++) {
                    in.nextToken();
                    int x = (int) in.nval;
                    in.nextToken();
                    int y = (int) in.nval;
                    value ^= lightValue(x, y);
                }
                out.println(value != 0 ? "Have a try, lxhgww." : "Don't waste your time.");
            }
        }
        out.flush();
    }
}
