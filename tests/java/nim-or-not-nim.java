/* nim-or-not-nim: HDU 3032 */
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        if (in.nextToken() != StreamTokenizer.TT_EOF) {
            int t = (int) in.nval;
            while (t-- > 0 && in.nextToken() != StreamTokenizer.TT_EOF) {
                int n = (int) in.nval;
                long x = 0;
                for (int i = 0; i < n; i++) {
                    in.nextToken();
                    long s = (long) in.nval;
                    if (s % 4 == 3) x ^= s + 1;
                    else if (s % 4 == 0) x ^= s - 1;
                    else x ^= s;
                }
                out.println(x != 0 ? "Alice" : "Bob");
            }
        }
        out.flush();
    }
}
