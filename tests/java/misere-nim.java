/* misere-nim: HDU 1907 */
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        if (in.nextToken() != StreamTokenizer.TT_EOF) {
            int cases = (int) in.nval;
            while (cases-- > 0 && in.nextToken() != StreamTokenizer.TT_EOF) {
                int n = (int) in.nval;
                int x = 0;
                boolean big = false;
                for (int i = 0; i < n; i++) {
                    in.nextToken();
                    int a = (int) in.nval;
                    x ^= a;
                    if (a > 1) big = true;
                }
                boolean win = big ? x != 0 : n % 2 == 0;
                out.println(win ? "John" : "Brother");
            }
        }
        out.flush();
    }
}
