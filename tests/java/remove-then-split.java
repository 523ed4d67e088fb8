/* remove-then-split: HDU 5011 */
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (in.nextToken() != StreamTokenizer.TT_EOF) {
            int n = (int) in.nval;
            long x = 0;
            for (int i = 0; i < n; i++) {
                in.nextToken();
                x ^= (long) in.nval;
            }
            out.println(x != 0 ? "Win" : "Lose");
        }
        out.flush();
    }
}
