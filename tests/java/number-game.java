/* number-game: POJ 1143 */
import java.util.*;

public class Main {
    static byte[] known = new byte[1 << 19];

    static int after(int allowed, int x) {
        int forbidden = 0;
        for (int y = 2; y <= 20; y++)
            if ((allowed >> (y - 2) & 1) == 0 || y == x || (y - x >= 2 && (forbidden >> (y - x - 2) & 1) == 1))
                forbidden |= 1 << (y - 2);
        return ((1 << 19) - 1) & ~forbidden;
    }

    static boolean wins(int allowed) {
        if (known[allowed] != 0) return known[allowed] == 2;
        boolean won = false;
        for (int x = 2; x <= 20 && !won; x++)
            if ((allowed >> (x - 2) & 1) == 1 && !wins(after(allowed, x))) won = true;
        known[allowed] = (byte) (won ? 2 : 1);
        return won;
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        StringBuilder out = new StringBuilder();
        int k = 0;
        while (in.hasNextInt()) {
            int n = in.nextInt();
            if (n == 0) break;
            int allowed = 0;
            for (int i = 0; i < n; i++) allowed |= 1 << (in.nextInt() - 2);
            out.append("Test Case #").append(++k).append('\n');
            StringBuilder moves = new StringBuilder();
            for (int x = 2; x <= 20; x++)
                if ((allowed >> (x - 2) & 1) == 1 && !wins(after(allowed, x))) moves.append(' ').append(x);
            out.append(moves.length() > 0 ? "The winning moves are:" + moves : "There's no winning move.");
            out.append("\n\n");
        }
        System.out.print(out);
    }
}
