/* a-simple-nim: HDU 5795 */
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        if (in.nextToken() != StreamTokenizer.TT_EOF) {
            int t = (int) in.nval;
            while (t-- > 0 && in.nextToken() != StreamTokenizer.TT_EOF) {
                int n = (int) in.nval;
                int x = 0;
                for (int i = 0; i < n; i++) {
                    in.nextToken();
                    int s = (int) in.nval;
                    if (s % 8 == 7) x ^= s + 1;
                    else if (s % 8 == 0) x ^= s - 1;
                    else x ^= s;
                }
                out.println(x != 0 ? "First player wins." : "Second player wins.");
            }
        }
        out.flush();
    }
}
