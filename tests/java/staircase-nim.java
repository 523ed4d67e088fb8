/* staircase-nim: POJ 1704 */
import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        if (sc.hasNextInt()) {
            int cases = sc.nextInt();
            while (cases-- > 0 && sc.hasNextInt()) {
                int n = sc.nextInt();
                int[] p = new int[n + 1];
                for (int i = 0; i < n; i++) p[i + 1] = sc.nextInt();
                Arrays.sort(p, 1, n + 1);
                int from = n % 2 == 1 ? 0 : 1;
                int x = 0;
                for (int i = from; i <= n; i += 2) x ^= p[i + 1] - p[i] - 1;
                out.println(x != 0 ? "Georgia will win" : "Bob will win");
            }
        }
        out.flush();
    }
}
