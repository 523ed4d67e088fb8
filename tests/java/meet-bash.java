/* meet-bash: HDU 2897 */
import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (sc.hasNextInt()) {
            int n = sc.nextInt();
            if (!sc.hasNextInt()) break;
            int p = sc.nextInt();
            if (!sc.hasNextInt()) break;
            int q = sc.nextInt();
            int r = n % (p + q);
            out.println(r == 0 || r > p ? "WIN" : "LOST");
        }
        out.flush();
    }
}
