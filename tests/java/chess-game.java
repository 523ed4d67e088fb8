/* chess-game: HDU 1524 / POJ 2425 */
import java.io.*;

public class Main {
    static int[] start, to, g, nextEdge, stack, seen;
    static int stamp;

    static int grundy(int root) {
        if (g[root] >= 0) return g[root];
        int depth = 0;
        stack[depth++] = root;
        nextEdge[root] = start[root];
        while (depth > 0) {
            int v = stack[depth - 1];
            while (nextEdge[v] < start[v + 1] && g[to[nextEdge[v]]] >= 0) nextEdge[v]++;
            if (nextEdge[v] < start[v + 1]) {
                int w = to[nextEdge[v]];
                stack[depth++] = w;
                nextEdge[w] = start[w];
            } else {
                stamp++;
                for (int e = start[v]; e < start[v + 1]; e++) seen[g[to[e]]] = stamp;
                int value = 0;
                while (seen[value] == stamp) value++;
                g[v] = value;
                depth--;
            }
        }
        return g[root];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        start = new int[1001];
        to = new int[1000 * 999 / 2];
        g = new int[1000];
        nextEdge = new int[1000];
        stack = new int[1000];
        seen = new int[1001];
        while (in.nextToken() != StreamTokenizer.TT_EOF) {
            int n = (int) in.nval;
            int edges = 0;
            for (int v = 0; v < n; v++) {
                start[v] = edges;
                in.nextToken();
                int x = (int) in.nval;
                for (int i = 0; i < x; i++) {
                    in.nextToken();
                    to[edges++] = (int) in.nval;
                }
            }
            start[n] = edges;
            for (int v = 0; v < n; v++) g[v] = -1;
            while (in.nextToken() != StreamTokenizer.TT_EOF) {
                int m = (int) in.nval;
                if (m == 0) break;
                int value = 0;
                for (int i = 0; i < m; i++) {
                    in.nextToken();
                    value ^= grundy((int) in.nval);
                }
                out.println(value != 0 ? "WIN" : "LOSE");
            }
        }
        out.flush();
    }
}
