/* moore-nim: local */
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        int[] count = new int[31];
        if (in.nextToken() != StreamTokenizer.TT_EOF) {
            int t = (int) in.nval;
            while (t-- > 0 && in.nextToken() != StreamTokenizer.TT_EOF) {
                int n = (int) in.nval;
                in.nextToken();
                int k = (int) in.nval;
                java.util.Arrays.fill(count, 0);
                for (int i = 0; i < n; i++) {
                    in.nextToken();
                    long heap = (long) in.nval;
                    for (int b = 0; heap != 0; b++, heap >>= 1) count[b] += (int) (heap & 1);
                }
                boolean win = false;
                for (int b = 0; b < 31; b++)
                    if (count[b] % (k + 1) != 0) win = true;
                out.println(win ? "First" : "Second");
            }
        }
        out.flush();
    }
}
