/* empty-and-divide: local */
import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        if (sc.hasNextInt()) {
            int t = sc.nextInt();
            while (t-- > 0 && sc.hasNextLong()) {
                long a = sc.nextLong();
                if (!sc.hasNextLong()) break;
                long b = sc.nextLong();
                out.println(a % 2 == 0 || b % 2 == 0 ? "First" : "Second");
            }
        }
        out.flush();
    }
}
