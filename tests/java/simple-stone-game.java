/* simple-stone-game: HDU 2486 / HDU 2580 / POJ 3922 */
import java.util.*;
import java.io.*;

public class Main {
    static int[] a = new int[800000], b = new int[800000];

    static int firstMove(int n, int k) {
        a[0] = b[0] = 1;
        int i = 0, t = -1;
        while (a[i] < n) {
            int x = b[i] + 1;
            while (t + 1 <= i && a[t + 1] <= (x - 1) / k) t++;
            i++;
            a[i] = x;
            b[i] = t >= 0 ? x + b[t] : x;
        }
        if (a[i] == n) return 0;
        int x = n;
        while (true) {
            while (a[i] > x) i--;
            x -= a[i];
            if (x == 0) return a[i];
        }
    }

    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        if (sc.hasNextInt()) {
            int cases = sc.nextInt();
            for (int number = 1; number <= cases && sc.hasNextInt(); number++) {
                int n = sc.nextInt();
                int k = sc.nextInt();
                int move = firstMove(n, k);
                out.println("Case " + number + ": " + (move == 0 ? "lose" : String.valueOf(move)));
            }
        }
        out.flush();
    }
}
