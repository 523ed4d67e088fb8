/* multiplication-game: HDU 1517 / POJ 2505 / UVa 847 */
import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        String line;
        while ((line = in.readLine()) != null) {
            line = line.trim();
            if (line.isEmpty()) continue;
            long n = Long.parseLong(line);
            while (n > 18) n = (n + 17) / 18;
            out.println(n <= 9 ? "Stan wins." : "Ollie wins.");
        }
        out.flush();
    }
}
