/* treblecross: UVa 10561 */
import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) {
        int[] g = new int[201];
        for (int n = 0; n <= 200; n++) {
            boolean[] seen = new boolean[202];
            for (int j = 0; j < n; j++) seen[g[Math.max(0, j - 2)] ^ g[Math.max(0, n - j - 3)]] = true;
            int v = 0;
            while (seen[v]) v++;
            g[n] = v;
        }
        Scanner sc = new Scanner(System.in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        if (sc.hasNextInt()) {
            int t = sc.nextInt();
            while (t-- > 0 && sc.hasNext()) {
                char[] b = sc.next().toCharArray();
                int n = b.length;
                List<Integer> win = new ArrayList<Integer>();
                for (int i = 0; i < n; i++) {
                    if (b[i] != '.') continue;
                    int run = 1;
                    for (int k = i - 1; k >= 0 && b[k] == 'X'; k--) run++;
                    for (int k = i + 1; k < n && b[k] == 'X'; k++) run++;
                    if (run >= 3) win.add(i);
                }
                if (win.isEmpty()) {
                    boolean[] near = new boolean[n];
                    for (int i = 0; i < n; i++)
                        if (b[i] == 'X')
                            for (int k = i - 2; k <= i + 2; k++)
                                if (k >= 0 && k < n) near[k] = true;
                    int total = 0;
                    for (int i = 0, len; i < n; i += len + 1) {
                        for (len = 0; i + len < n && !near[i + len]; len++) ;
                        total ^= g[len];
                    }
                    for (int i = 0, len; i < n; i += len + 1) {
                        for (len = 0; i + len < n && !near[i + len]; len++) ;
                        for (int k = 0; k < len; k++)
                            if ((total ^ g[len] ^ g[Math.max(0, k - 2)] ^ g[Math.max(0, len - k - 3)]) == 0)
                                win.add(i + k);
                    }
                }
                if (win.isEmpty()) {
                    out.println("LOSING");
                    out.println();
                    continue;
                }
                out.println("WINNING");
                StringBuilder line = new StringBuilder();
                for (int i = 0; i < win.size(); i++) {
                    if (i > 0) line.append(' ');
                    line.append(win.get(i) + 1);
                }
                out.println(line);
            }
        }
        out.flush();
    }
}
