// Driver of the Guess Number listing: a line "n" -> the least cost.
import java.io.BufferedReader;
import java.io.InputStreamReader;

class Driver {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        for (String line; (line = in.readLine()) != null;) {
            int n = Integer.parseInt(line.trim());
            out.append(new Solution().getMoneyAmount(n)).append('\n');
        }
        System.out.print(out);
    }
}
