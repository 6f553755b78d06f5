// Driver of the Cat and Mouse listing: lists split by ';' -> 1 mouse, 2 cat, 0 draw.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.Arrays;

class Driver {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        for (String line; (line = in.readLine()) != null;) {
            String[] lists = line.split(";", -1);
            int[][] graph = new int[lists.length][];
            for (int i = 0; i < lists.length; i++) {
                String list = lists[i].trim();
                graph[i] = list.isEmpty() ? new int[0]
                        : Arrays.stream(list.split("\\s+")).mapToInt(Integer::parseInt).toArray();
            }
            out.append(new Solution().catMouseGame(graph)).append('\n');
        }
        System.out.print(out);
    }
}
