/* new-stone-game: POJ 1740 */
import java.util.*;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        StringBuilder out = new StringBuilder();
        while (in.hasNextInt()) {
            int n = in.nextInt();
            if (n == 0) break;
            int[] a = new int[n];
            for (int i = 0; i < n; i++) a[i] = in.nextInt();
            Arrays.sort(a);
            boolean paired = n % 2 == 0;
            for (int i = 0; paired && i < n; i += 2)
                if (a[i] != a[i + 1]) paired = false;
            out.append(paired ? "0" : "1").append('\n');
        }
        System.out.print(out);
    }
}
