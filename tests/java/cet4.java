/* cet4: HDU 1847 */
import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        while (sc.hasNextInt()) {
            int n = sc.nextInt();
            out.println(n % 3 != 0 ? "Kiki" : "Cici");
        }
        out.flush();
    }
}
