/* be-the-winner: HDU 2509 */
import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (sc.hasNextInt()) {
            int n = sc.nextInt();
            int x = 0;
            boolean big = false;
            for (int i = 0; i < n; i++) {
                int size = sc.nextInt();
                x ^= size;
                if (size > 1) big = true;
            }
            boolean win = x != 0 ? big : !big;
            out.println(win ? "Yes" : "No");
        }
        out.flush();
    }
}
