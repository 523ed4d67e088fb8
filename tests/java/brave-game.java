/* brave-game: HDU 1846 */
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
                if (!sc.hasNextInt()) break;
                int m = sc.nextInt();
                out.println(n % (m + 1) != 0 ? "first" : "second");
            }
        }
        out.flush();
    }
}
