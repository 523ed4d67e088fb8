/* northcott: HDU 1730 */
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (in.nextToken() != StreamTokenizer.TT_EOF) {
            int n = (int) in.nval;
            in.nextToken();
            int x = 0;
            for (int i = 0; i < n; i++) {
                if (in.nextToken() == StreamTokenizer.TT_EOF) break;
                int t = (int) in.nval;
                in.nextToken();
                int j = (int) in.nval;
                x ^= Math.abs(t - j) - 1;
            }
            out.println(x != 0 ? "I WIN!" : "BAD LUCK!");
        }
        out.flush();
    }
}
