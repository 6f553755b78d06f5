//! Texts of the call-tree views (memoised recursion), shared by the stone and Guess Number tabs.

crate::i18n::text_table! {
    CallTexts, EN, ZH;
    counts: "With the memo: {memo} calls for {entries} intervals ({hits} of them cache hits). Without the memo: {plain} calls.", "有备忘录：{memo} 次调用，{entries} 个区间（其中 {hits} 次缓存命中）。没有备忘录：{plain} 次调用。";
    about: "about {m} × 10{e}", "约 {m} × 10{e}";
    start: "Press ▶ or → to make the first call.", "按 ▶ 或 → 开始第一次调用。";
    event_call: "Step {k}: solve{iv} is called; it is not in the memo, so it calls its subproblems.", "第 {k} 步：调用 solve{iv}；备忘录里没有，于是继续调用子问题。";
    event_base: "Step {k}: solve{iv} is called: a base case, it calls nothing and returns next.", "第 {k} 步：调用 solve{iv}：这是基本情况，不再调用别的函数，下一步直接返回。";
    event_return: "Step {k}: solve{iv} returns {v} and writes memo{iv} = {v}.", "第 {k} 步：solve{iv} 返回 {v}，写入 memo{iv} = {v}。";
    event_hit: "Step {k}: solve{iv} is in the memo: {v} at once (cache hit, no further calls).", "第 {k} 步：solve{iv} 已在备忘录中：立即得到 {v}（缓存命中，不再继续调用）。";
    so_far: "So far: {calls} calls, cache hits: {hits}, memo entries written: {written}.", "目前：{calls} 次调用，缓存命中 {hits} 次，已写入 {written} 个备忘录条目。";
    legend_open: "being computed", "计算中";
    legend_returned: "returned", "已返回";
    legend_hit: "cache hit", "缓存命中";
    legend_written: "memo entry written", "已写入备忘录";
    hit_tag: "memo", "命中";
    selected: "{iv}: called {count} times, {hits} of them cache hits. Click a cell to follow its calls.", "{iv}：被调用 {count} 次，其中 {hits} 次缓存命中。点击格子可跟踪它的调用。";
    click_cell: "Click a cell of the table to mark the calls of its interval.", "点击表格中的格子，标出该区间的所有调用。";
    speed: "steps/s", "步/秒";
    tree: "Call tree", "调用树";
    memo_table: "Memo (the table)", "备忘录（即 DP 表）";
    memo_short: "Memo", "备忘录";
    tree_of: "Call tree of solve{iv}", "solve{iv} 的调用树";
}

/// The table of the current language.
pub fn tr() -> &'static CallTexts {
    <CallTexts as crate::i18n::Localized>::current()
}
