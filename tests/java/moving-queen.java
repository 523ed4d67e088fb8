/* moving-queen: POJ 1067 / HDU 1527 */
import java.io.*;

public class Main {
    static boolean firstWins(long a, long b) {
        if (a > b) { long t = a; a = b; b = t; }
        if (a == 0) return b != 0;
        long k = b - a;
        if (2 * a - k < 0) return true;
        long lo = (2 * a - k) * (2 * a - k);
        long mid = 5 * k * k;
        long hi = (2 * a + 2 - k) * (2 * a + 2 - k);
        return !(lo < mid && mid < hi);
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (in.nextToken() != StreamTokenizer.TT_EOF) {
            long a = (long) in.nval;
            if (in.nextToken() == StreamTokenizer.TT_EOF) break;
            long b = (long) in.nval;
            out.println(firstWins(a, b) ? "1" : "0");
        }
        out.flush();
    }
}
