/* christmas-game: POJ 3710 */
import java.io.*;
import java.util.*;

public class Main {
    static int[] endOf = new int[1000], nextAt = new int[1000], firstAt = new int[100];
    static boolean[] used = new boolean[500], onCycle = new boolean[100];
    static int[] depth = new int[100], path = new int[100], grundy = new int[100];

    static void search(int v, int d) {
        depth[v] = d;
        path[d] = v;
        for (int h = firstAt[v]; h >= 0; h = nextAt[h]) {
            if (used[h / 2]) continue;
            used[h / 2] = true;
            int w = endOf[h];
            if (depth[w] < 0) {
                search(w, d + 1);
                if (!onCycle[w]) grundy[v] ^= grundy[w] + 1;
            } else {
                for (int i = depth[w] + 1; i <= d; i++) onCycle[path[i]] = true;
                grundy[w] ^= (d - depth[w] + 1) % 2;
            }
        }
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (in.nextToken() != StreamTokenizer.TT_EOF) {
            int n = (int) in.nval;
            int total = 0;
            for (int g = 0; g < n; g++) {
                in.nextToken();
                int m = (int) in.nval;
                in.nextToken();
                int k = (int) in.nval;
                for (int v = 1; v <= m; v++) {
                    firstAt[v] = -1;
                    depth[v] = -1;
                    onCycle[v] = false;
                    grundy[v] = 0;
                }
                for (int e = 0; e < k; e++) {
                    in.nextToken();
                    int a = (int) in.nval;
                    in.nextToken();
                    int b = (int) in.nval;
                    used[e] = false;
                    endOf[2 * e] = b;
                    nextAt[2 * e] = firstAt[a];
                    firstAt[a] = 2 * e;
                    endOf[2 * e + 1] = a;
                    nextAt[2 * e + 1] = firstAt[b];
                    firstAt[b] = 2 * e + 1;
                }
                search(1, 0);
                total ^= grundy[1];
            }
            out.println(total != 0 ? "Sally" : "Harry");
        }
        out.flush();
    }
}
