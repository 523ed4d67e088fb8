/* simple-game: HDU 1851 */
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
                int x = 0;
                for (int i = 0; i < n && sc.hasNextInt(); i++) {
                    int m = sc.nextInt();
                    int l = sc.nextInt();
                    x ^= m % (l + 1);
                }
                out.println(x == 0 ? "Yes" : "No");
            }
        }
        out.flush();
    }
}
