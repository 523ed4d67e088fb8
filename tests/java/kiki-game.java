/* kiki-game: HDU 2147 */
import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (sc.hasNextInt()) {
            int n = sc.nextInt();
            if (!sc.hasNextInt()) break;
            int m = sc.nextInt();
            if (n == 0 && m == 0) break;
            out.println(n % 2 == 1 && m % 2 == 1 ? "What a pity!" : "Wonderful!");
        }
        out.flush();
    }
}
