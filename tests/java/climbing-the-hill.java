/* climbing-the-hill: HDU 4315 */
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        StringBuilder out = new StringBuilder();
        while (in.nextToken() != StreamTokenizer.TT_EOF) {
            int n = (int) in.nval;
            in.nextToken();
            int k = (int) in.nval;
            long[] a = new long[n + 1];
            for (int i = 1; i <= n; i++) { in.nextToken(); a[i] = (long) in.nval; }
            boolean alice;
            if (k == 1) alice = true;
            else {
                int start = 1;
                if (n % 2 == 1) { a[0] = k == 2 ? 0 : -1; start = 0; }
                long x = 0;
                for (int i = start; i + 1 <= n; i += 2) x ^= a[i + 1] - a[i] - 1;
                alice = x != 0;
            }
            out.append(alice ? "Alice" : "Bob").append('\n');
        }
        System.out.print(out);
    }
}
