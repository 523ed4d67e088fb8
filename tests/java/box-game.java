/* box-game: UVa 12293 */
import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (sc.hasNextLong()) {
            long n = sc.nextLong();
            if (n == 0) break;
            out.println((n & (n + 1)) != 0 ? "Alice" : "Bob");
        }
        out.flush();
    }
}
