/* tic-tac-toe: local */
import java.util.*;
import java.io.*;

public class Main {
    static final int[][] LINES = {
        {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
    };
    static int[] memo = new int[19683];
    static int[] cells = new int[9];

    static int winner() {
        for (int[] l : LINES)
            if (cells[l[0]] != 0 && cells[l[0]] == cells[l[1]] && cells[l[1]] == cells[l[2]])
                return cells[l[0]];
        return 0;
    }

    static int value(int side, int code) {
        if (memo[code] != 2) return memo[code];
        int w = winner();
        if (w != 0) return memo[code] = (w == 1 ? 1 : -1);
        int best = side == 1 ? -2 : 2;
        boolean any = false;
        for (int i = 0, p = 1; i < 9; i++, p *= 3) {
            if (cells[i] == 0) {
                any = true;
                cells[i] = side;
                int v = value(3 - side, code + side * p);
                cells[i] = 0;
                if ((side == 1 && v > best) || (side == 2 && v < best)) best = v;
            }
        }
        return memo[code] = any ? best : 0;
    }

    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        String[] words = {"o", "draw", "x"};
        Arrays.fill(memo, 2);
        if (!sc.hasNextInt()) { out.flush(); return; }
        int t = sc.nextInt();
        while (t-- > 0 && sc.hasNext()) {
            String[] row = new String[3];
            for (int r = 0; r < 3; r++) row[r] = sc.next();
            int code = 0, xs = 0, os = 0;
            for (int i = 0, p = 1; i < 9; i++, p *= 3) {
                char ch = row[i / 3].charAt(i % 3);
                cells[i] = ch == 'x' ? 1 : ch == 'o' ? 2 : 0;
                code += cells[i] * p;
                if (cells[i] == 1) xs++;
                if (cells[i] == 2) os++;
            }
            int side = xs == os ? 1 : 2;
            int result = value(side, code);
            for (int i = 0, p = 1; i < 9; i++, p *= 3) {
                if (cells[i] == 0) {
                    cells[i] = side;
                    if (value(3 - side, code + side * p) == result) {
                        out.println(words[result + 1] + " " + (i / 3 + 1) + " " + (i % 3 + 1));
                        break;
                    }
                    cells[i] = 0;
                }
            }
        }
        out.flush();
    }
}
