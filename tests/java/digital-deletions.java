/* digital-deletions: HDU 1404 / ZOJ 1104 */
import java.io.*;

public class Main {
    static boolean[][] lost = new boolean[7][];
    static int[] power = {1, 10, 100, 1000, 10000, 100000, 1000000};

    static boolean hasWinningMove(int len, int v) {
        for (int i = 0; i < len; i++) {
            int place = power[len - 1 - i];
            int d = v / place % 10;
            if (d == 0 && lost[i][v / power[len - i]]) return true;
            for (int lower = 1; lower <= d; lower++)
                if (lost[len][v - lower * place]) return true;
        }
        return false;
    }

    public static void main(String[] args) throws IOException {
        lost[0] = new boolean[]{true};
        for (int len = 1; len <= 6; len++) {
            lost[len] = new boolean[power[len]];
            for (int v = 0; v < power[len]; v++) lost[len][v] = !hasWinningMove(len, v);
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        String line;
        while ((line = in.readLine()) != null) {
            String s = line.trim();
            if (s.isEmpty()) continue;
            out.println(lost[s.length()][Integer.parseInt(s)] ? "No" : "Yes");
        }
        out.flush();
    }
}
