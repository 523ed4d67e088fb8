/* daizhenyang-coin: HDU 3537 */
import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (in.nextToken() != StreamTokenizer.TT_EOF) {
            int n = (int) in.nval;
            if (n > 100) break;
            int[] heads = new int[n];
            for (int i = 0; i < n; i++) {
                in.nextToken();
                heads[i] = (int) in.nval;
            }
            Arrays.sort(heads);
            int value = 0;
            for (int i = 0; i < n; i++)
                if (i == 0 || heads[i] != heads[i - 1]) {
                    int x = heads[i];
                    value ^= Integer.bitCount(x) % 2 == 1 ? 2 * x : 2 * x + 1;
                }
            out.println(value == 0 ? "Yes" : "No");
        }
        out.flush();
    }
}
