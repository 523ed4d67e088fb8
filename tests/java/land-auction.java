/* land-auction: HDU 2149 */
import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        StringBuilder sb = new StringBuilder();
        int[] start = new int[1101];
        for (int x = 1; x <= 1099; x++) {
            start[x] = sb.length();
            sb.append(x).append(' ');
        }
        start[1100] = sb.length();
        String all = sb.toString();
        while (sc.hasNextInt()) {
            int m = sc.nextInt();
            if (!sc.hasNextInt()) break;
            int n = sc.nextInt();
            int lo, hi;
            if (n >= m) {
                lo = m;
                hi = n;
            } else {
                lo = hi = m % (n + 1);
            }
            if (lo == 0) {
                out.println("none");
            } else {
                out.write(all, start[lo], start[hi + 1] - 1 - start[lo]);
                out.println();
            }
        }
        out.flush();
    }
}
