/* gg-and-mm: HDU 3595 */
import java.io.*;

public class Main {
    static int step(int a, int b) {
        if (b == 0) return 0;
        if (a % b == 0) return 1;
        int s = step(b, a % b);
        if (a - b < b) return s + 1;
        return s % 2 == 1 ? s + 2 : s + 1;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (in.nextToken() != StreamTokenizer.TT_EOF) {
            int n = (int) in.nval;
            int largest = 0;
            for (int i = 0; i < n; i++) {
                in.nextToken();
                int p = (int) in.nval;
                in.nextToken();
                int q = (int) in.nval;
                int s = p >= q ? step(p, q) : step(q, p);
                largest = Math.max(largest, s);
            }
            out.println(largest % 2 == 1 ? "MM" : "GG");
        }
        out.flush();
    }
}
