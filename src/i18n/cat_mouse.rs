//! Texts of the Cat and Mouse tab (English, then Simplified Chinese).
//!
//! Terms follow the seed article: 必胜 / 必败 / 必和 (a forced win / loss / draw for the player to
//! move), 先手 (the mouse moves first) and 后手 (the cat).

crate::i18n::text_table! {
    CatMouseTexts, EN, ZH;
    tab: "Cat and Mouse", "猫和老鼠";
    auto_title: "{game}: {n} nodes, {m} edges", "{game}：{n} 个结点，{m} 条边";
    // ---- views ---------------------------------------------------------------------------
    rules: "An undirected graph. The mouse starts on node 1 and moves first, the cat starts on node 2; in turn each must move to a neighbouring node, and the cat may never enter the hole 0. The mouse wins by reaching the hole, the cat by landing on the mouse; a position that repeats is a draw. With perfect play, who wins? (LeetCode 913)", "一张无向图。老鼠从结点 1 出发并先走，猫从结点 2 出发；双方轮流移动到相邻结点，猫不能进入洞 0。老鼠到达洞则老鼠获胜，猫走到老鼠所在结点则猫获胜；局面重复则为平局。双方最优时谁会赢？（LeetCode 913）";
    start_here: "Start here: press ▶ under Optimal game to watch perfect play, or open Edit graph and click the canvas to add a node.", "从这里开始：在“最优对局与结果表”中按 ▶ 观看双方最优的对局；或者打开“编辑图”，点击画布添加结点。";
    start_here_quiz: "Start here: under Optimal game, say who wins from each position the quiz asks (the mouse, the cat or a draw); Play opens once the start is answered.", "从这里开始：在“最优对局与结果表”中回答测验问到的每个局面谁赢（老鼠、猫或平局）；答出起始局面后即可进入“对战”。";
    view_edit: "Edit graph", "编辑图";
    view_solution: "Optimal game", "最优对局与结果表";
    view_order: "Solving order", "求解顺序";
    view_compare: "Compare solvers", "比较求解方法";
    view_play: "Play", "对战";
    mouse: "mouse", "老鼠";
    cat: "cat", "猫";
    token_mouse: "M", "鼠";
    token_cat: "C", "猫";

    // ---- editor --------------------------------------------------------------------------
    graph_heading: "Graph", "图";
    graph_counts: "{n} nodes, {m} edges", "{n} 个结点，{m} 条边";
    valid_graph: "● A valid graph: ready to solve.", "● 图合法，可以求解。";
    invalid_graph: "Not a valid graph yet: {why}", "还不是合法的图：{why}";
    invalid_kept: "Nothing is solved until the graph is valid, and saving is refused; your edits stay in the editor. Fix it by clicking, or undo (Ctrl+Z).", "图合法之前不会求解，也不能保存；你的编辑都保留在编辑器里。可以继续点击修改，或撤销（Ctrl+Z）。";
    save_blocked: "The graph cannot be saved while it is invalid: {why}. Fix it in the editor (your edits are kept) or undo.", "图不合法，无法保存：{why}。请在编辑器中修改（你的编辑都已保留）或撤销。";
    selected_node: "Node {k} selected: click another node to add or remove the edge between them; Delete removes the node.", "已选中结点 {k}：再点击另一个结点即可添加或删除它们之间的边；按 Delete 删除该结点。";
    selected_edge: "Edge {u}–{v} selected: Delete removes it.", "已选中边 {u}–{v}：按 Delete 删除。";
    help_heading: "How to edit", "编辑方法";
    edit_help: "• Click empty canvas: a new node (the next number).\n• Click a node, then another: add the edge between them; the same again removes it.\n• Drag a node onto another: the same as clicking both.\n• Drag a node to empty space: move it.\n• Click a node or an edge and press Delete (or right-click it): remove it. Removing node k renumbers the nodes above it one lower (k+1 becomes k, and so on).\n• Escape clears the selection; Ctrl+Z and Ctrl+Y undo and redo every edit.\n• Node 0 is the hole, node 1 the mouse's start, node 2 the cat's start.", "• 点击空白处：新建一个结点（编号依次递增）。\n• 先点一个结点再点另一个：在两者之间加一条边；再做一次则删除这条边。\n• 把一个结点拖到另一个结点上：效果同上。\n• 把结点拖到空白处：移动它。\n• 点击结点或边后按 Delete（或右键单击）：删除。删除结点 k 后，编号大于 k 的结点依次减一（k+1 变成 k，以此类推）。\n• Esc 取消选择；Ctrl+Z 和 Ctrl+Y 撤销和重做每一次编辑。\n• 结点 0 是洞，结点 1 是老鼠的起点，结点 2 是猫的起点。";
    edit_gestures: "Click: add a node · click two nodes: add or remove the edge · drag: move · select + Delete, or right-click: remove", "点击空白：加结点 · 依次点击两个结点：加边或删边 · 拖动：移动 · 选中后按 Delete 或右键：删除";
    edit_gestures_toggle: "How to edit", "编辑方法";
    layout: "Layout:", "布局：";
    layout_circle: "Circle", "圆形";
    layout_force: "Force-directed", "力导向";
    laying_out: "Laying out the graph", "正在计算布局";
    paste_heading: "Paste or copy the graph", "粘贴或复制图";
    paste_label: "Graph text:", "图的文本：";
    use_leetcode: "Use as LeetCode list", "按 LeetCode 邻接表读取";
    use_edge_list: "Use as edge list", "按边列表读取";
    copy_leetcode: "Copy as LeetCode list", "复制为 LeetCode 邻接表";
    copy_edge_list: "Copy as edge list", "复制为边列表";
    paste_refused: "Not used: {why}", "未采用：{why}";
    random_heading: "Random graph", "随机图";
    random_nodes: "Nodes", "结点数";
    random_density: "Density", "边密度";
    random_edges: "About {m} edges (always connected; node 2 never hangs on the hole alone).", "约 {m} 条边（总是连通；结点 2 不会只连着洞）。";
    random_make: "Make a random graph", "生成随机图";
    random_too_many_edges: "Too many edges: {m} (the limit is {max}); lower the density or the number of nodes.", "边太多：{m} 条（上限 {max}）；请降低密度或结点数。";
    canvas_name: "Graph canvas", "图画布";
    menu_remove_node: "Remove node {k}", "删除结点 {k}";
    menu_remove_edge: "Remove edge {u}–{v}", "删除边 {u}–{v}";
    menu_add_node: "Add a node here", "在此处添加结点";
    note_added_node: "Added node {k}.", "已添加结点 {k}。";
    note_added_edge: "Added edge {u}–{v}.", "已添加边 {u}–{v}。";
    note_removed_edge: "Removed edge {u}–{v}.", "已删除边 {u}–{v}。";
    note_removed_node: "Removed node {k}.", "已删除结点 {k}。";
    note_removed_node_renumbered: "Removed node {k}; nodes {a}…{b} are renumbered {k}…{c}.", "已删除结点 {k}；结点 {a}…{b} 重新编号为 {k}…{c}。";
    note_removed_node_renumbered_one: "Removed node {k}; node {a} is now node {k}.", "已删除结点 {k}；结点 {a} 现在编号为 {k}。";
    role_hole: "hole", "洞";
    role_mouse_start: "mouse start", "老鼠起点";
    role_cat_start: "cat start", "猫起点";
    legend_hole: "0: the hole", "0：洞";
    legend_mouse_start: "1: the mouse's start", "1：老鼠的起点";
    legend_cat_start: "2: the cat's start (the cat never enters 0)", "2：猫的起点（猫不能进洞）";
    legend_mouse_token: "mouse", "老鼠";
    legend_cat_token: "cat", "猫";
    preset_lc1: "LeetCode example 1 (draw)", "LeetCode 示例 1（平局）";
    preset_lc1_about: "LeetCode 913's first example: neither side can force a win, so it is a draw.", "LeetCode 913 的第一个示例：双方都无法强制取胜，结果为平局。";
    preset_lc2: "LeetCode example 2 (mouse wins)", "LeetCode 示例 2（老鼠获胜）";
    preset_lc2_about: "LeetCode 913's second example: the mouse reaches the hole.", "LeetCode 913 的第二个示例：老鼠到达洞口。";
    preset_a: "Counterexample A to the 2n bound", "2n 上界的反例 A";
    preset_a_about: "Ten nodes where the mouse wins but needs 21 moves: a DP that stops at 2n = 20 turns wrongly calls it a draw.", "10 个结点，老鼠必胜但需要 21 步：在 2n = 20 步处截止的 DP 会误判为平局。";
    preset_b: "Counterexample B to the 2n bound", "2n 上界的反例 B";
    preset_b_about: "Ten nodes where the cat wins in 30 moves: a DP that stops at 2n = 20 turns wrongly calls it a draw.", "10 个结点，猫 30 步必胜：在 2n = 20 步处截止的 DP 会误判为平局。";
    preset_forced: "Forced capture", "被迫送上门";
    preset_quiz: "Graph {k}", "图 {k}";
    preset_forced_about: "The mouse's only move is onto the cat: the cat wins after one move.", "老鼠唯一的走法就是走到猫的位置：一步之后猫获胜。";

    // ---- result --------------------------------------------------------------------------
    result: "Result", "结果";
    outcome_mouse: "The mouse wins", "老鼠必胜";
    outcome_cat: "The cat wins", "猫必胜";
    outcome_draw: "Draw", "必和（平局）";
    outcome_mouse_short: "mouse wins", "老鼠必胜";
    outcome_cat_short: "cat wins", "猫必胜";
    outcome_draw_short: "draw", "平局";
    start_moves: "With perfect play from the start, the game lasts {d} moves (plies).", "从初始局面出发，双方最优时共 {d} 步结束。";
    start_one_move: "With perfect play from the start, the game lasts 1 move.", "从初始局面出发，双方最优时 1 步就结束。";
    start_draw_explain: "Neither side can force a win: with perfect play a position repeats.", "双方都无法强制取胜：最优对弈下局面会重复，判为平局。";
    first_move: "The mouse's best first move: to node {to}.", "老鼠最优的第一步：走到结点 {to}。";
    counts: "{all} positions: {mw} mouse wins, {cw} cat wins, {dr} draws", "共 {all} 个局面：老鼠必胜 {mw}，猫必胜 {cw}，必和 {dr}";
    solved_in: "Retrograde analysis in {ms} ms", "逆向分析用时 {ms} 毫秒";
    not_solved_invalid: "Not solved: the graph is not valid yet.", "未求解：图还不合法。";
    big_graph_solve: "Graphs with more than {max} nodes are solved when you press Solve.", "超过 {max} 个结点的图需要点击“求解”。";
    solving: "Solving Cat and Mouse", "正在求解猫和老鼠";
    comparing: "Comparing solvers", "正在比较求解方法";

    // ---- solution view -------------------------------------------------------------------
    heat_axes_short: "↓ mouse · → cat", "↓ 老鼠 · → 猫";
    heat_numbers: "numbers: moves to the end", "数字：到结束的步数";
    heat_axes: "Rows: the mouse's node · columns: the cat's node (column 0 stays empty: the cat never enters the hole). Numbers: moves to the end. Click a cell to put the tokens there.", "行：老鼠所在结点 · 列：猫所在结点（第 0 列为空：猫不能进洞）。数字：距离结束的步数。点击格子可把棋子放到该局面。";
    heat_mouse_to_move: "Mouse to move", "轮到老鼠";
    heat_cat_to_move: "Cat to move", "轮到猫";
    heat_cat_in_hole: "The cat can never be in the hole.", "猫不可能在洞里。";
    position: "mouse {m}, cat {c}, {who} to move", "老鼠在 {m}，猫在 {c}，轮到{who}";
    position_over: "mouse {m}, cat {c}, game over", "老鼠在 {m}，猫在 {c}，对局结束";
    verdict_win: "Forced win for the {who} to move; moves to the end: {d}.", "{who}必胜：还有 {d} 步结束。";
    verdict_loss: "Forced loss for the {who} to move; moves to the end: {d}.", "{who}必败：还有 {d} 步结束。";
    verdict_draw: "Draw with perfect play.", "必和：双方最优时为平局。";
    terminal_mouse: "The mouse is in the hole: the mouse has won.", "老鼠已进洞：老鼠获胜。";
    terminal_cat: "The cat is on the mouse: the cat has won.", "猫抓到了老鼠：猫获胜。";
    back_to_start: "Back to the start position", "回到初始局面";
    back_to_start_short: "Back to start", "回到初始局面";
    present_graph: "Graph", "图";
    present_tables: "Outcome tables", "结局表";
    present_details: "Details", "详情";
    line_from: "Optimal game from {pos}: move {k} of {total}", "从“{pos}”开始的最优对局：第 {k} / {total} 步";
    line_from_draw: "A draw. Start: {pos}. Move {k} of {total}. After these {total} moves the position ({rep}) comes back, and from there the game goes round for ever.", "从“{pos}”开始是平局：第 {k} / {total} 步。走完这 {total} 步，局面（{rep}）再次出现，此后对局会无限循环下去。";
    line_from_ended: "The game is already over at mouse {m}, cat {c}: there is no move to play.", "老鼠在 {m}、猫在 {c} 时对局已经结束：没有要走的步。";
    picked_start: "From the position you picked: {pos}", "从你选的局面开始：{pos}";
    lesson_start: "From the lesson's position: {pos}", "从课程给出的局面开始：{pos}";
    line_start: "The tokens are where the line starts.", "棋子位于对局的起始局面。";
    line_move: "Move {k}: the {who} goes {from} → {to}.", "第 {k} 步：{who}从 {from} 走到 {to}。";
    end_mouse_home: "The mouse reached the hole: the mouse wins.", "老鼠到达洞口：老鼠获胜。";
    end_caught: "The cat caught the mouse: the cat wins.", "猫抓住了老鼠：猫获胜。";
    end_repeated: "A position repeated: a draw.", "局面重复出现：平局。";
    end_stuck: "The player to move cannot move: a draw.", "轮到的一方无路可走：平局。";
    options_of: "The {who}'s moves:", "{who}的走法：";
    option_decided: "→ {to}: {o} in {d}", "→ {to}：{o}（{d} 步）";
    option_draw: "→ {to}: draw", "→ {to}：平局";
    option_into_hole: "→ {to}: into the hole", "→ {to}：直接进洞";
    option_caught: "→ {to}: caught at once", "→ {to}：立即被抓";

    // ---- solving order -------------------------------------------------------------------
    order_too_big: "The solving-order animation is offered up to {max} nodes.", "求解顺序动画最多支持 {max} 个结点。";
    order_intro: "Retrograde analysis starts from the ended games (mouse in the hole, cat on the mouse) and works backwards: a position is decided when the player to move has a move to a position won for them, or when every move leads to a position the opponent wins. Positions never decided are draws.", "逆向分析从已结束的局面（老鼠在洞里、猫抓到老鼠）出发向前倒推：如果轮到的一方有一步能走到自己必胜的局面，该局面必胜；如果每一步都走到对方必胜的局面，该局面必败。始终没有被确定的局面就是必和。";
    order_speed: "positions/s", "局面/秒";
    order_progress: "{k} of {total} decisions shown ({all} positions in all; those never decided are draws)", "已显示 {k} / {total} 次判定（共 {all} 个局面；从未被判定的是必和）";
    order_progress_short: "{k} of {total} decided", "已判定 {k} / {total}";
    order_decided: "Just decided: {pos}: {o}; moves to the end: {d}.", "刚确定：{pos}：{o}，还有 {d} 步结束。";
    order_pending: "not decided yet", "尚未确定";
    order_start_hint: "Press ▶ or → to light up the positions in the order the solver decides them.", "按 ▶ 或 → 按求解器确定的顺序逐个点亮局面。";
    order_finished: "Done. The {dr} positions never decided are draws.", "完成。始终未被确定的 {dr} 个局面都是必和。";
    why_terminal_mouse: "The game is over here: the mouse is in the hole.", "对局在此结束：老鼠在洞里。";
    why_terminal_cat: "The game is over here: the cat is on the mouse.", "对局在此结束：猫抓到了老鼠。";
    why_win: "The {who} can move to {to}, already decided as a win for them (moves left: {d}): a forced win.", "{who}可以走到 {to}，那里已确定是它的胜局（还剩 {d} 步）：必胜。";
    why_loss: "All {k} moves of the {who} lead to positions the {other} wins (the longest defence goes to {to}): a forced loss.", "{who}的全部 {k} 种走法都通向{other}获胜的局面（最顽强的防守是走到 {to}）：必败。";
    why_loss_one: "The {who}'s only move, to node {to}, leads to a position the {other} wins: a forced loss.", "{who}只有一种走法（走到结点 {to}），它通向{other}获胜的局面：必败。";

    // ---- compare solvers -----------------------------------------------------------------
    cmp_intro: "The turn-bounded DP dp[mouse][cat][turns] (a common LeetCode 913 solution) stops every game after a fixed number of turns and calls it a draw. With the bound 2n(n-1) it is exact; with 2n it is wrong on some graphs. Both run in the background and are compared with retrograde analysis.", "限定步数的 DP dp[mouse][cat][turns]（LeetCode 913 的常见解法）在固定步数后强制判为平局。取上界 2n(n-1) 时结果正确；取 2n 时在某些图上是错的。两者都在后台运行，并与逆向分析的结果对照。";
    cmp_try: "See it go wrong:", "看看它怎样出错：";
    cmp_load_a: "Load counterexample A", "载入反例 A";
    cmp_load_b: "Load counterexample B", "载入反例 B";
    cmp_second_bound: "Second bound:", "第二个上界：";
    cmp_naive: "2n = {b} turns", "2n = {b} 步";
    cmp_custom: "Custom", "自定义";
    cmp_custom_turns: "Turns:", "步数：";
    cmp_run: "Run the comparison", "开始比较";
    cmp_run_again: "Run again", "重新比较";
    cmp_estimate: "Work estimate: {safe} operations with the safe bound, {other} with the second bound; the limit is {limit}.", "工作量估计：用安全上界约需 {safe} 次运算，用第二个上界约需 {other} 次；上限为 {limit} 次。";
    cmp_col_solver: "Solver", "求解方法";
    cmp_col_bound: "Draw after", "判和步数";
    cmp_col_start: "From the start", "初始局面结果";
    cmp_col_disagree: "Wrong positions", "判错的局面";
    cmp_col_time: "Time", "用时";
    cmp_time: "{ms} ms", "{ms} 毫秒";
    cmp_time_tiny: "< 0.01 ms", "不到 0.01 毫秒";
    cmp_retrograde: "Retrograde (default)", "逆向分析（默认）";
    cmp_retrograde_bound: "never (repeat = draw)", "无上界，重复即平局";
    cmp_reference: "none (reference)", "无（基准）";
    cmp_safe: "Turn-bounded DP, 2n(n-1)", "按步数的 DP，2n(n-1)";
    cmp_row_naive: "Turn-bounded DP, 2n", "按步数的 DP，2n";
    cmp_row_custom: "Turn-bounded DP, custom", "按步数的 DP，自定义";
    cmp_turns: "{b} turns", "{b} 步";
    cmp_refused: "Refused", "已拒绝";
    cmp_disagree_count: "{k} of {all}", "{all} 个中有 {k} 个";
    cmp_wrong: "Wrong answer from the start", "初始局面的答案错误";
    cmp_outcome_in: "{o} in {d}", "{o}（{d} 步）";
    cmp_why_title: "Why the bound of {b} turns gives wrong answers", "为什么 {b} 步的上界会给出错误答案";
    cmp_why_start: "Retrograde analysis: {o}, {d} moves from the start. The DP declares a draw as soon as the turn count reaches {b}, before it looks at the position, so a game of {b} or more moves is cut off and called a draw: the bound must be larger than the longest forced win.", "逆向分析：{o}，从初始局面需要 {d} 步。DP 在步数达到 {b} 时不看局面就直接判和，所以 {b} 步或更长的对局都会被截断并判为平局：上界必须大于最长的必胜步数。";
    cmp_why_general: "A position is a draw only if neither side can force a win at all. Cutting every game after {b} turns turns each longer forced win into a false draw, and a loss that can be dragged past the bound too.", "只有双方都无法强制取胜时才是平局。在 {b} 步处截断，会把所有更长的必胜误判为平局，能拖过上界的必败也一样。";
    cmp_example: "{pos}: retrograde says {o} in {d}; the DP says {dp} (it looks {left} turns ahead).", "{pos}：逆向分析为{o}（{d} 步）；DP 给出{dp}（只向前看 {left} 步）。";
    cmp_why_safe: "Why 2n(n-1) = {safe} is safe: it is the number of positions (mouse on n nodes, cat on n-1, either to move). A forced win never repeats a position, so it never needs more moves than that.", "为什么 2n(n-1) = {safe} 是安全的：它就是局面总数（老鼠 n 个位置、猫 n-1 个位置、轮到双方之一）。必胜的最优走法不会重复局面，所以步数不会超过它。";

    // ---- play ----------------------------------------------------------------------------
    play_as: "You play:", "你执：";
    play_mouse: "the mouse (moves first)", "老鼠（先手）";
    play_cat: "the cat", "猫（后手）";
    take_back: "Take back", "悔棋";
    play_your_move: "Your move as the {who}: click a highlighted node.", "轮到你（{who}）：点击高亮的结点。";
    play_your_move_short: "Your move ({who}):", "轮到你（{who}）：";
    play_move_to: "Move to {to}", "走到 {to}";
    play_hint: "Hint: move to {to}. {verdict}", "提示：走到 {to}。{verdict}";
    play_fb_kept: "You moved to {to}; the outcome stays: {o}.", "你走到了 {to}；结果不变：{o}。";
    play_fb_changed: "You moved to {to}; the outcome changed from {before} to {after}. The best move was to {best}.", "你走到了 {to}；结果从{before}变成了{after}。最优走法是走到 {best}。";
    play_position: "Now: {pos} (after {k} moves)", "当前：{pos}（已走 {k} 步）";
    play_moves: "Moves:", "走法：";
    play_start_was: "With perfect play from the start: {o}.", "从初始局面双方都走最优时：{o}。";

    // ---- exports and errors --------------------------------------------------------------
    export_invalid: "The graph is not valid: fix it before exporting the solved scenario.", "图不合法：请先修正再导出求解后的场景。";
    csv_too_big: "The CSV export is limited to {max} nodes.", "CSV 导出最多支持 {max} 个结点。";
    gerr_too_few: "the graph has {n} node(s); it needs at least 3 (hole 0, mouse start 1, cat start 2)", "图只有 {n} 个结点；至少需要 3 个（洞 0、老鼠起点 1、猫起点 2）";
    gerr_too_many: "the graph has {n} nodes; the limit is {limit} nodes", "图有 {n} 个结点；上限为 {limit} 个";
    gerr_negative: "node {node} lists neighbour {v}, which is negative (nodes are 0–{last})", "结点 {node} 的邻居 {v} 是负数（结点编号为 0–{last}）";
    gerr_out_of_range: "node {node} lists neighbour {v}, which is not a node (nodes are 0–{last})", "结点 {node} 的邻居 {v} 不是结点（结点编号为 0–{last}）";
    gerr_self_loop: "node {node} lists itself as a neighbour (self loop)", "结点 {node} 把自己列为邻居（自环）";
    gerr_duplicate: "node {node} lists neighbour {v} more than once", "结点 {node} 多次列出邻居 {v}";
    gerr_asymmetric: "edge {node}–{v} is one-way: node {node} lists {v} but node {v} does not list {node}", "边 {node}–{v} 是单向的：结点 {node} 列出了 {v}，但结点 {v} 没有列出 {node}";
    gerr_mouse_isolated: "node 1 (the mouse's start) has no neighbour, so the mouse could not move", "结点 1（老鼠的起点）没有邻居，老鼠无法移动";
    gerr_cat_stuck: "node 2 (the cat's start) has no neighbour other than the hole 0, so the cat could not move", "结点 2（猫的起点）除了洞 0 以外没有邻居，猫无法移动";
    gerr_parse: "line {line}, column {column}: {msg}", "第 {line} 行第 {column} 列：{msg}";
    // ---- the Code pane's caption -------------------------------------------------------------
    code_answer: "The start: mouse at 1, cat at 2, mouse to move.", "起点：老鼠在 1，猫在 2，老鼠先走。";
    code_degree: "Before the first step: every position counts the moves of the player to move.", "第一步之前：每个局面数一数走的一方有几种走法。";
    code_terminal: "{pos}: an end position, decided first.", "{pos}：终局，最先确定。";
    code_win: "{pos}: the {who} can move into a win for them: a win.", "{pos}：{who}可以走进自己的胜局：必胜。";
    code_lose: "{pos}: every move of the {who} leads to a win for the {other}: a loss.", "{pos}：{who}的每一步都通向{other}的胜局：必败。";
    code_undecided: "{pos}: never decided, a draw.", "{pos}：从未被确定，和棋。";
    code_quiz: "{pos}: decided from the positions it moves to.", "{pos}：由它能走到的局面确定。";
}

/// The table of the current language.
pub fn tr() -> &'static CatMouseTexts {
    <CatMouseTexts as crate::i18n::Localized>::current()
}
