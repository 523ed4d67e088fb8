/* stone: HDU 4764 */
import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StreamTokenizer st = new StreamTokenizer(in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (st.nextToken() != StreamTokenizer.TT_EOF) {
            int n = (int) st.nval;
            if (st.nextToken() == StreamTokenizer.TT_EOF) break;
            int k = (int) st.nval;
            if (n == 0 && k == 0) break;
            out.println((n - 1) % (k + 1) != 0 ? "Tang" : "Jiang");
        }
        out.flush();
    }
}
