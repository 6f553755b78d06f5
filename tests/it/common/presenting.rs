//! Presentation-mode set-ups shared by the `ui_present_*` tests: the app presenting an example,
//! the texts a frame drew, the side panel unfolded, the strategy tree's path shown.

use super::{TestApp, app_with, example, settle, wait_until};
use egui_kittest::kittest::Queryable as _;
use gamedp::i18n::{Language, set_language};

/// The app on `file`, solved, in presentation mode at `size`, in `lang`.
pub(crate) fn presenting(file: &str, lang: Language, size: egui::Vec2) -> TestApp {
    let mut t = app_with(example(file), lang);
    let ctx = t.harness.ctx.clone();
    t.harness.state_mut().set_presentation(&ctx, true);
    t.harness.set_size(size);
    wait_until(&mut t.harness, 120, "solve", |app| {
        app.tabs[app.active].status().solved
    });
    settle(&mut t.harness);
    settle(&mut t.harness);
    set_language(lang);
    t
}

/// Every text the last frame drew: its words, its rows' rectangle and the clip it was drawn in.
pub(crate) fn drawn_texts(t: &TestApp) -> Vec<(String, egui::Rect, egui::Rect)> {
    fn walk(
        shape: &egui::Shape,
        clip: egui::Rect,
        out: &mut Vec<(String, egui::Rect, egui::Rect)>,
    ) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, clip, out)),
            egui::Shape::Text(text) if !text.galley.text().trim().is_empty() => {
                let rect = text
                    .galley
                    .rows
                    .iter()
                    .map(|r| r.rect())
                    .reduce(|a, b| a.union(b))
                    .unwrap_or(text.galley.rect)
                    .translate(text.pos.to_vec2());
                out.push((text.galley.text().to_string(), rect, clip));
            }
            _ => {}
        }
    }
    let output = t.harness.output();
    let screen = t.harness.ctx.content_rect();
    let mut out = Vec::new();
    for clipped in &output.shapes {
        walk(
            &clipped.shape,
            clipped.clip_rect.intersect(screen),
            &mut out,
        );
    }
    out
}

/// Open the side panel (Details) if it is folded.
pub(crate) fn unfold_side(t: &mut TestApp) {
    let folded = gamedp::i18n::tr().side_unfold;
    if t.harness.query_by_label(folded).is_some() {
        t.harness.get_by_label(folded).click();
        t.harness.run_steps(6);
    }
}

/// Guess Number's strategy tree: type `target` as the number and press "Show its path" (in
/// `lang`, which the set-up changed back to).
pub(crate) fn show_tree_path(t: &mut TestApp, target: usize, lang: Language) {
    t.harness
        .state_mut()
        .tab_mut::<gamedp::ui::guess_number::GuessNumberTab>()
        .expect("guess tab")
        .view_mut()
        .tree_view
        .path_target = target;
    settle(&mut t.harness);
    set_language(lang);
    t.harness
        .get_by_label(gamedp::i18n::guess_number::tr().show_path)
        .click();
    settle(&mut t.harness);
    settle(&mut t.harness);
}
