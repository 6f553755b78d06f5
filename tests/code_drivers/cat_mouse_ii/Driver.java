// Driver of the Cat and Mouse II listing: "cat_jump mouse_jump row ..." -> true/false.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.Arrays;

class Driver {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        for (String line; (line = in.readLine()) != null;) {
            String[] w = line.trim().split("\\s+");
            String[] grid = Arrays.copyOfRange(w, 2, w.length);
            int catJump = Integer.parseInt(w[0]), mouseJump = Integer.parseInt(w[1]);
            out.append(new Solution().canMouseWin(grid, catJump, mouseJump)).append('\n');
        }
        System.out.print(out);
    }
}
