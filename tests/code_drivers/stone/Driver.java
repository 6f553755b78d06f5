// Driver of the Stone Game listing: a line of piles -> "first second".
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.Arrays;

class Driver {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        for (String line; (line = in.readLine()) != null;) {
            long[] piles = Arrays.stream(line.trim().split("\\s+")).mapToLong(Long::parseLong)
                    .toArray();
            long[] totals = new Solution().stoneGame(piles);
            out.append(totals[0]).append(' ').append(totals[1]).append('\n');
        }
        System.out.print(out);
    }
}
