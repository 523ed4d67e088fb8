/* stone-game: HDU 1729 */
import java.util.*;
import java.io.*;

public class Main {
    static int[] threshold = new int[1000001];

    static int boxValue(int s, int c) {
        while (true) {
            int t = threshold[s];
            if (c > t) return s - c;
            if (c == t) return 0;
            s = t;
        }
    }

    public static void main(String[] args) {
        long t = 0;
        for (int s = 1; s <= 1000000; s++) {
            while ((t + 1) + (t + 1) * (t + 1) < s) t++;
            threshold[s] = (int) t;
        }
        Scanner sc = new Scanner(System.in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        int number = 0;
        while (sc.hasNextInt()) {
            int n = sc.nextInt();
            if (n == 0) break;
            int x = 0;
            for (int i = 0; i < n; i++) {
                int s = sc.nextInt();
                int c = sc.nextInt();
                x ^= boxValue(s, c);
            }
            out.println("Case " + (++number) + ":");
            out.println(x != 0 ? "Yes" : "No");
        }
        out.flush();
    }
}
