/* cutting-game: POJ 2311 */
import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) {
        int[][] g = new int[201][201];
        for (int w = 2; w <= 200; w++)
            for (int h = w; h <= 200; h++) {
                boolean[] seen = new boolean[16];
                for (int i = 2; i <= w - 2; i++) seen[g[i][h] ^ g[w - i][h]] = true;
                for (int i = 2; i <= h - 2; i++) seen[g[w][i] ^ g[w][h - i]] = true;
                int v = 0;
                while (seen[v]) v++;
                g[w][h] = g[h][w] = v;
            }
        Scanner sc = new Scanner(System.in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (sc.hasNextInt()) {
            int w = sc.nextInt();
            if (!sc.hasNextInt()) break;
            int h = sc.nextInt();
            out.println(g[w][h] != 0 ? "WIN" : "LOSE");
        }
        out.flush();
    }
}
