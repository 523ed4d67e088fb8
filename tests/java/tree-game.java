/* tree-game: HDU 3094 */
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        int[] degree = new int[100001], neighbours = new int[100001], grundy = new int[100001];
        int[] peel = new int[100000];
        if (in.nextToken() != StreamTokenizer.TT_EOF) {
            int t = (int) in.nval;
            while (t-- > 0 && in.nextToken() != StreamTokenizer.TT_EOF) {
                int n = (int) in.nval;
                for (int v = 1; v <= n; v++) degree[v] = neighbours[v] = grundy[v] = 0;
                for (int i = 1; i < n; i++) {
                    in.nextToken();
                    int a = (int) in.nval;
                    in.nextToken();
                    int b = (int) in.nval;
                    degree[a]++;
                    degree[b]++;
                    neighbours[a] ^= b;
                    neighbours[b] ^= a;
                }
                int waiting = 0, next = 0;
                for (int v = 2; v <= n; v++)
                    if (degree[v] == 1) peel[waiting++] = v;
                while (next < waiting) {
                    int v = peel[next++];
                    int parent = neighbours[v];
                    grundy[parent] ^= grundy[v] + 1;
                    neighbours[parent] ^= v;
                    if (--degree[parent] == 1 && parent != 1) peel[waiting++] = parent;
                }
                out.println(grundy[1] != 0 ? "Alice" : "Bob");
            }
        }
        out.flush();
    }
}
