/* calendar-game: HDU 1079 / POJ 1082 */
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        if (in.nextToken() != StreamTokenizer.TT_EOF) {
            int cases = (int) in.nval;
            while (cases-- > 0) {
                if (in.nextToken() == StreamTokenizer.TT_EOF) break;
                in.nextToken();
                int month = (int) in.nval;
                in.nextToken();
                int day = (int) in.nval;
                boolean win = (month + day) % 2 == 0 || ((month == 9 || month == 11) && day == 30);
                out.println(win ? "YES" : "NO");
            }
        }
        out.flush();
    }
}
