/* fibonacci-nim: HDU 2516 */
import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) {
        long[] fib = new long[64];
        fib[0] = 1;
        fib[1] = 2;
        int nfib = 2;
        while (fib[nfib - 1] + fib[nfib - 2] <= Integer.MAX_VALUE) {
            fib[nfib] = fib[nfib - 1] + fib[nfib - 2];
            nfib++;
        }
        Scanner sc = new Scanner(System.in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (sc.hasNextLong()) {
            long n = sc.nextLong();
            if (n == 0) break;
            boolean fibonacci = Arrays.binarySearch(fib, 0, nfib, n) >= 0;
            out.println(fibonacci ? "Second win" : "First win");
        }
        out.flush();
    }
}
