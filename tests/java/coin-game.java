/* coin-game: HDU 3951 */
import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        if (sc.hasNextInt()) {
            int cases = sc.nextInt();
            for (int number = 1; number <= cases && sc.hasNextLong(); number++) {
                long n = sc.nextLong();
                if (!sc.hasNextLong()) break;
                long k = sc.nextLong();
                boolean first = k >= n || (k == 1 && n % 2 == 1);
                out.println("Case " + number + ": " + (first ? "first" : "second"));
            }
        }
        out.flush();
    }
}
