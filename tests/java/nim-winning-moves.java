/* nim-winning-moves: HDU 1850 */
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        int[] a = new int[100];
        while (in.nextToken() != StreamTokenizer.TT_EOF) {
            int m = (int) in.nval;
            if (m <= 0 || m > 100) break;
            int x = 0;
            for (int i = 0; i < m; i++) {
                in.nextToken();
                a[i] = (int) in.nval;
                x ^= a[i];
            }
            int moves = 0;
            for (int i = 0; i < m; i++)
                if ((a[i] ^ x) < a[i]) moves++;
            out.println(moves);
        }
        out.flush();
    }
}
