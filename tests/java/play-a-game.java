/* play-a-game: HDU 1564 */
import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (sc.hasNextInt()) {
            int n = sc.nextInt();
            if (n == 0) break;
            out.println(n % 2 == 0 ? "8600" : "ailyanlu");
        }
        out.flush();
    }
}
