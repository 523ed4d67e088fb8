/* find-the-winning-move: POJ 1568 / ZOJ 1703 */
import java.util.*;
import java.io.*;

public class Main {
    static final int FULL = 0xFFFF;
    static final int[] LINES = {0x000F, 0x00F0, 0x0F00, 0xF000, 0x1111, 0x2222, 0x4444, 0x8888, 0x8421, 0x1248};
    static int[] closing = new int[FULL + 1];
    static int[] freeLines = new int[FULL + 1];
    static int[] power3 = new int[16];
    static byte[] outcomes = new byte[(43046721 + 3) / 4];

    static boolean hasLine(int marks) {
        for (int l : LINES)
            if ((marks & l) == l) return true;
        return false;
    }

    static int cellOf(int cell) {
        return Integer.numberOfTrailingZeros(cell);
    }

    static boolean oLoses(int xs, int os, int board) {
        int empty = FULL & ~(xs | os);
        if (empty == 0 || (closing[os] & ~xs) != 0) return false;
        int threats = closing[xs] & ~os;
        if ((threats & (threats - 1)) != 0) return true;
        if (freeLines[os] < 2) return false;
        if (threats != 0) return xForces(xs, os | threats, board + 2 * power3[cellOf(threats)]);
        for (int i = 0, cell = 1; i < 16; i++, cell <<= 1)
            if ((empty & cell) != 0 && (freeLines[os | cell] < 2 || !xForces(xs, os | cell, board + 2 * power3[i])))
                return false;
        return true;
    }

    static boolean xForces(int xs, int os, int board) {
        int empty = FULL & ~(xs | os);
        int shift = (board % 4) * 2;
        if ((closing[xs] & ~os) != 0) return true;
        int threats = closing[os] & ~xs;
        if ((threats & (threats - 1)) != 0 || freeLines[os] < 2) return false;
        int known = (outcomes[board / 4] >> shift) & 3;
        if (known != 0) return known == 2;
        boolean won = false;
        if (threats != 0)
            won = oLoses(xs | threats, os, board + power3[cellOf(threats)]);
        else
            for (int i = 0, cell = 1; i < 16 && !won; i++, cell <<= 1)
                if ((empty & cell) != 0 && oLoses(xs | cell, os, board + power3[i])) won = true;
        outcomes[board / 4] |= (byte) ((won ? 2 : 1) << shift);
        return won;
    }

    public static void main(String[] args) {
        power3[0] = 1;
        for (int i = 1; i < 16; i++) power3[i] = 3 * power3[i - 1];
        for (int marks = 0; marks <= FULL; marks++) {
            int cells = 0, unblocked = 0;
            for (int l : LINES) {
                int missing = l & ~marks;
                if (missing != 0 && (missing & (missing - 1)) == 0) cells |= missing;
                if ((l & marks) == 0) unblocked++;
            }
            closing[marks] = cells;
            freeLines[marks] = unblocked;
        }
        Scanner sc = new Scanner(System.in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (sc.hasNext() && sc.next().charAt(0) == '?') {
            int xs = 0, os = 0;
            for (int r = 0; r < 4; r++) {
                String row = sc.next();
                for (int c = 0; c < 4; c++) {
                    if (row.charAt(c) == 'x') xs |= 1 << (4 * r + c);
                    else if (row.charAt(c) == 'o') os |= 1 << (4 * r + c);
                }
            }
            int board = 0;
            for (int i = 0; i < 16; i++) board += ((xs >> i) & 1) * power3[i] + ((os >> i) & 1) * 2 * power3[i];
            int found = 16;
            for (int i = 0, cell = 1; i < 16; i++, cell <<= 1)
                if (((xs | os) & cell) == 0 && (hasLine(xs | cell) || oLoses(xs | cell, os, board + power3[i]))) {
                    found = i;
                    break;
                }
            out.println(found < 16 ? "(" + found / 4 + "," + found % 4 + ")" : "#####");
        }
        out.flush();
    }
}
