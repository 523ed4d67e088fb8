/* euclid-game: HDU 1525 / POJ 2348 */
import java.util.*;
import java.io.*;

public class Main {
    static boolean firstWins(long a, long b) {
        if (a < b) { long t = a; a = b; b = t; }
        boolean first = true;
        while (true) {
            long rest = a - b;
            if (rest == 0 || rest >= b) return first;
            a = b;
            b = rest;
            first = !first;
        }
    }

    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (sc.hasNextLong()) {
            long a = sc.nextLong();
            if (!sc.hasNextLong()) break;
            long b = sc.nextLong();
            if (a == 0 || b == 0) break;
            out.println(firstWins(a, b) ? "Stan wins" : "Ollie wins");
        }
        out.flush();
    }
}
