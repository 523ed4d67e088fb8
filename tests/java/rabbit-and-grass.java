/* rabbit-and-grass: HDU 1849 */
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (in.nextToken() != StreamTokenizer.TT_EOF) {
            int m = (int) in.nval;
            if (m == 0) break;
            int x = 0;
            for (int i = 0; i < m && in.nextToken() != StreamTokenizer.TT_EOF; i++) x ^= (int) in.nval;
            out.println(x != 0 ? "Rabbit Win!" : "Grass Win!");
        }
        out.flush();
    }
}
