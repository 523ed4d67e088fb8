/* card-boxes: HDU 3389 */
import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StreamTokenizer tok = new StreamTokenizer(in);
        StringBuilder out = new StringBuilder();
        tok.nextToken();
        int t = (int) tok.nval;
        for (int k = 1; k <= t; k++) {
            tok.nextToken();
            int n = (int) tok.nval;
            int x = 0;
            for (int i = 1; i <= n; i++) {
                tok.nextToken();
                int c = (int) tok.nval;
                if (i % 6 == 0 || i % 6 == 2 || i % 6 == 5) x ^= c;
            }
            out.append("Case ").append(k).append(": ").append(x != 0 ? "Alice" : "Bob").append('\n');
        }
        System.out.print(out);
    }
}
