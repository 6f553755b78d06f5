// Driver of the Can I Win listing: "max_choosable desired_total" -> true/false.
import java.io.BufferedReader;
import java.io.InputStreamReader;

class Driver {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        for (String line; (line = in.readLine()) != null;) {
            String[] w = line.trim().split("\\s+");
            boolean wins = new Solution().canIWin(Integer.parseInt(w[0]), Integer.parseInt(w[1]));
            out.append(wins).append('\n');
        }
        System.out.print(out);
    }
}
