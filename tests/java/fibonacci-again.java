/* fibonacci-again: HDU 1848 */
import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) {
        int[] fib = new int[32];
        fib[0] = 1;
        fib[1] = 2;
        int nfib = 2;
        while (fib[nfib - 1] + fib[nfib - 2] <= 1000) {
            fib[nfib] = fib[nfib - 1] + fib[nfib - 2];
            nfib++;
        }
        int[] sg = new int[1001];
        for (int x = 1; x <= 1000; x++) {
            boolean[] seen = new boolean[nfib + 1];
            for (int i = 0; i < nfib && fib[i] <= x; i++)
                if (sg[x - fib[i]] <= nfib) seen[sg[x - fib[i]]] = true;
            int g = 0;
            while (seen[g]) g++;
            sg[x] = g;
        }
        Scanner sc = new Scanner(System.in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (sc.hasNextInt()) {
            int m = sc.nextInt();
            if (!sc.hasNextInt()) break;
            int n = sc.nextInt();
            if (!sc.hasNextInt()) break;
            int p = sc.nextInt();
            if (m == 0 && n == 0 && p == 0) break;
            out.println((sg[m] ^ sg[n] ^ sg[p]) != 0 ? "Fibo" : "Nacci");
        }
        out.flush();
    }
}
