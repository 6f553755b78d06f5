//! Quiz mode's shared widgets: the switch, the score line, the answer box and the feedback line.
//! What a question is and how an answer scores lives in [`crate::quiz`]; the tabs draw it.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Ui};

use crate::i18n::quiz::tr as quiz_tr;
use crate::i18n::{Both, fill};
use crate::quiz::{
    Answer, InputError, Kind, MoveMiss, MoveOption, Score, Step, Tally, Tries, Verdict, check_move,
};
use crate::ui::kit::palette;

/// A tab's quiz: on or off, and its score by kind of question with the set under way (kept
/// while the app is open, not saved).
#[derive(Debug, Clone, Default)]
pub struct Quiz {
    pub on: bool,
    pub tally: Tally,
    /// The tab offers "New exercise" (it has a generator of small scenarios).
    pub exercises: bool,
    /// "New exercise" was clicked: the tab makes one and hands it to the app
    /// ([`request_exercise`]).
    pub exercise_asked: bool,
    exercise_seed: u64,
    /// A tab's word on its sets, after the set's tooltip (Can I Win: a set goes on in the next
    /// game), in the current language.
    pub set_note: Option<fn() -> &'static str>,
    /// Why the quiz is practice, when not because its answers were on screen (the tab's
    /// default line): another tab that can show them was opened. `None` for a new scenario.
    pub practice_why: Option<crate::i18n::Both>,
    /// The positions of this scenario whose move in Play was scored (by a hash of the tab's
    /// key): a move is scored once. Taking a move back or a new game and playing the move the
    /// feedback named had scored "Right!" again (two students farmed their score so).
    scored_moves: std::collections::HashSet<u64>,
    /// Reset score was clicked: the bar asks before the score goes (one mis-click beside By
    /// kind wiped a student's 4/5).
    confirm_reset: bool,
    /// The why that showed a Play move's answer ([`Quiz::mark_move_shown_in`]), by the move's
    /// key: the line of a move not scored so names it ("…shown in an earlier why" did not say
    /// which; s1, s2 stop 42b).
    shown_in: std::collections::HashMap<u64, Both>,
}

impl Quiz {
    /// A new scenario: its Play moves are scored afresh.
    pub fn forget_scored_moves(&mut self) {
        self.scored_moves.clear();
        self.shown_in.clear();
    }

    /// Whether Play scored the move from the position `at` (the key the tab gives
    /// [`score_play_move`]) in this scenario: a view that shows a position's best move shows it
    /// in Quiz mode only then (a finished table's "best guess" view was the answer sheet of
    /// every move Play was about to score).
    pub fn move_scored(&self, at: impl std::hash::Hash) -> bool {
        self.scored_moves.contains(&move_key(at))
    }

    /// Whether the question keyed `at` (a tab's key, such as a state Play asks about) was
    /// committed in this scenario: asked again (a new game reaching it), it is not scored again
    /// (a student scored the start's outcome once per New game).
    pub fn asked_before(&self, at: impl std::hash::Hash) -> bool {
        self.scored_moves.contains(&move_key(("asked", at)))
    }

    /// The question keyed `at` is committed ([`Quiz::asked_before`]).
    pub fn mark_asked(&mut self, at: impl std::hash::Hash) {
        self.scored_moves.insert(move_key(("asked", at)));
    }

    /// The question keyed `at` had its answer shown on screen before it was asked (a why that
    /// names the winning move or says every move loses, a hint's answer, a cell's Details): asked
    /// later, it is practice for that question (feedback and why, not scored), and says so
    /// ([`shown_note`]).
    pub fn mark_shown(&mut self, at: impl std::hash::Hash) {
        self.scored_moves.insert(move_key(("shown", at)));
    }

    /// Whether the question keyed `at` had its answer shown before ([`Quiz::mark_shown`]).
    pub fn shown_before(&self, at: impl std::hash::Hash) -> bool {
        self.scored_moves.contains(&move_key(("shown", at)))
    }

    /// Play's move from the position `at` (the key the tab gives [`score_play_move`]) was
    /// shown (a why named the winning move there): made, it is practice, not scored.
    pub fn mark_move_shown(&mut self, at: impl std::hash::Hash) {
        self.scored_moves.insert(move_key(("move_shown", at)));
    }

    /// Play's move from `at` is no longer counted as shown ([`Quiz::mark_move_shown`]): the
    /// why that named it came after the move was made (Play asked the position moved from
    /// before its verdict), so the move is scored all the same.
    pub fn unmark_move_shown(&mut self, at: impl std::hash::Hash) {
        let key = move_key(("move_shown", at));
        self.scored_moves.remove(&key);
        self.shown_in.remove(&key);
    }

    /// Play's move from `at` was shown by the why of `name` (a cell, "dp[1][10]"): as
    /// [`Quiz::mark_move_shown`], and the line of the move not scored names that why (the
    /// first one that showed it).
    pub fn mark_move_shown_in(&mut self, at: impl std::hash::Hash, name: Both) {
        let key = move_key(("move_shown", &at));
        self.scored_moves.insert(key);
        self.shown_in.entry(key).or_insert(name);
    }

    /// The why that showed Play's move from `at`, when one was named
    /// ([`Quiz::mark_move_shown_in`]).
    pub fn move_shown_in(&self, at: impl std::hash::Hash) -> Option<&Both> {
        self.shown_in.get(&move_key(("move_shown", at)))
    }

    /// Whether Play's move from `at` was shown ([`Quiz::mark_move_shown`]).
    pub fn move_shown(&self, at: impl std::hash::Hash) -> bool {
        self.scored_moves.contains(&move_key(("move_shown", at)))
    }

    /// A copy of the positions whose move Play scored (for a view that draws while the quiz is
    /// borrowed elsewhere); [`ScoredMoves::contains`] as [`Quiz::move_scored`].
    pub fn scored_moves(&self) -> ScoredMoves {
        ScoredMoves(self.scored_moves.clone())
    }

    /// How many positions' moves Play scored in this scenario (a view that draws
    /// [`Quiz::move_scored`] redraws when it changes).
    pub fn moves_scored(&self) -> usize {
        self.scored_moves.len()
    }

    /// The whole score (every kind).
    pub fn score(&self) -> Score {
        self.tally.score
    }

    /// A question of `kind` settled right or wrong.
    pub fn record(&mut self, kind: Kind, right: bool) {
        self.tally.record(kind, right);
    }

    /// A question of `kind` settled: right, wrong or hinted (its own count, not a miss).
    pub fn settle(&mut self, kind: Kind, verdict: Verdict) {
        self.tally.settle(kind, verdict);
    }

    /// [`Quiz::settle`] with the question's name as the tab names it (made in both languages
    /// only for a question missed or hinted: the set's report lists those by it).
    pub fn settle_named(&mut self, kind: Kind, verdict: Verdict, name: impl Fn() -> String) {
        let name = (verdict != Verdict::Right).then(|| Both::new(name));
        self.tally.settle_named(kind, verdict, name);
    }

    /// Count an answer checked by one of [`crate::quiz`]'s checks, and pass it on.
    pub fn count<W>(&mut self, kind: Kind, answer: Answer<W>) -> Answer<W> {
        self.record(kind, answer.is_right());
        answer
    }

    /// A new seed for an exercise (different in each run and each time).
    pub fn next_seed(&mut self) -> u64 {
        if self.exercise_seed == 0 {
            self.exercise_seed = crate::games::rng::clock_seed();
        }
        self.exercise_seed = self.exercise_seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        self.exercise_seed
    }

    /// A hint shown for a question of `kind`.
    pub fn hint_used(&mut self, kind: Kind) {
        self.tally.hint(kind);
    }

    /// A tab's view bar: a button per view (`panes`, named by `label`), then the quiz switch
    /// and score. Its text shrinks (never below the smallest legible size) to keep the views
    /// on one row; in presentation mode it keeps its size and the views that do not fit go
    /// into a "More ▼" menu ([`Quiz::present_view_bar`]).
    ///
    /// `code` (a flag and its button's name), where given, is one more button after the views:
    /// the tab shows its code in place of the views while the flag is set (presentation mode,
    /// where the two side by side leave neither readable); picking a view clears it.
    pub fn view_bar<P: Copy + PartialEq>(
        &mut self,
        ui: &mut Ui,
        panes: &[P],
        label: impl Fn(P) -> &'static str,
        current: &mut P,
        mut code: Option<(&mut bool, &'static str)>,
    ) {
        let presenting = crate::ui::kit::theme::presentation(ui.ctx());
        if presenting {
            self.present_view_bar(ui, panes, label, current, code);
            return;
        }
        // the views: the switch, New exercise, a button per view and Code
        let mut texts: Vec<String> = vec![quiz_tr().quiz_switch.to_string()];
        if self.on && self.exercises {
            texts.push(quiz_tr().new_exercise.to_string());
        }
        texts.extend(panes.iter().map(|&p| label(p).to_string()));
        if let Some((_, name)) = &code {
            texts.push(name.to_string());
        }
        // where the row does not fit, closer buttons first (then a smaller font, down to the
        // floor): the views share one row (at 1024 × 768 Cat and Mouse's Play went alone onto
        // a second row beside the side panel); the score follows on the row, or whole on the
        // next one
        let normal = ui.style().spacing.clone();
        let floor = NORMAL_MIN_BAR_TEXT;
        let size = row_text_size(ui, &texts, &normal, floor).map(|_| {
            let mut close = normal;
            close.button_padding.x = close.button_padding.x.min(3.0);
            // 3 points ran the unframed view buttons together ("最优对局对战奇偶")
            close.item_spacing.x = close.item_spacing.x.min(6.0);
            let size = row_text_size(ui, &texts, &close, floor);
            (close, size)
        });
        ui.horizontal_wrapped(|ui| {
            // a button that does not fit goes whole onto the next row: wrapped, its text broke
            // mid-word ("By kind" a column of letters beside the code panel, "按题型" in two)
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            if let Some((close, size)) = size {
                ui.spacing_mut().button_padding.x = close.button_padding.x;
                ui.spacing_mut().item_spacing.x = close.item_spacing.x;
                let size = size.unwrap_or(f32::INFINITY);
                for style in [egui::TextStyle::Button, egui::TextStyle::Body] {
                    if let Some(font) = ui.style_mut().text_styles.get_mut(&style) {
                        font.size = font.size.min(size);
                    }
                }
            }
            // the switch and New exercise first: the same place in every tab and language
            // (after the views they moved between rows with the tab's views and the words)
            self.switch_ui(ui);
            ui.separator();
            let front = code.as_ref().is_some_and(|(front, _)| **front);
            for &pane in panes {
                if ui
                    .selectable_label(!front && *current == pane, label(pane))
                    .clicked()
                {
                    *current = pane;
                    if let Some((front, _)) = code.as_mut() {
                        **front = false;
                    }
                }
            }
            if let Some((front, name)) = code.as_mut()
                && ui.selectable_label(**front, *name).clicked()
            {
                **front = true;
            }
            if self.on {
                ui.separator();
            }
            self.bar_ui(ui);
        });
    }

    /// The view bar in presentation mode: its text keeps the presentation size, never smaller
    /// (issue 24: beside the side panel or a lesson it shrank to 18 px and still wrapped onto
    /// two rows at 1024 × 768, unreadable from the back row). Closer buttons first; views that
    /// still do not fit the row go into a "More ▼" menu at its end (the view shown stays on the
    /// row). The score follows on the row, or whole on the next one.
    fn present_view_bar<P: Copy + PartialEq>(
        &mut self,
        ui: &mut Ui,
        panes: &[P],
        label: impl Fn(P) -> &'static str,
        current: &mut P,
        mut code: Option<(&mut bool, &'static str)>,
    ) {
        let q = quiz_tr();
        let more = crate::i18n::tr().view_more;
        let width = |ui: &Ui, spacing: &egui::style::Spacing, text: &str| {
            egui::WidgetText::from(text)
                .into_galley(
                    ui,
                    Some(egui::TextWrapMode::Extend),
                    f32::INFINITY,
                    egui::TextStyle::Button,
                )
                .size()
                .x
                + 2.0 * spacing.button_padding.x
                + spacing.item_spacing.x
        };
        // what stays on the row whatever the room: the switch, New exercise, the separator
        // (6 points and its gaps), Code; and the views
        let fixed = |ui: &Ui, spacing: &egui::style::Spacing| {
            let mut w = width(ui, spacing, q.quiz_switch) + 6.0 + 2.0 * spacing.item_spacing.x;
            if self.on && self.exercises {
                w += width(ui, spacing, q.new_exercise);
            }
            if let Some((_, name)) = &code {
                w += width(ui, spacing, name);
            }
            w
        };
        let views = |ui: &Ui, spacing: &egui::style::Spacing| -> Vec<f32> {
            panes
                .iter()
                .map(|&p| width(ui, spacing, label(p)))
                .collect()
        };
        // a little to spare: a row exactly full wraps its last button
        let room = ui.available_width() - 8.0;
        let mut spacing = ui.style().spacing.clone();
        let fits = |ui: &Ui, spacing: &egui::style::Spacing| {
            fixed(ui, spacing) + views(ui, spacing).iter().sum::<f32>() <= room
        };
        if !fits(ui, &spacing) {
            spacing.button_padding.x = spacing.button_padding.x.min(3.0);
            // 3 points ran the unframed view buttons together ("最优对局对战奇偶")
            spacing.item_spacing.x = spacing.item_spacing.x.min(6.0);
        }
        // the views on the row: all where they fit, else the one shown and those before the
        // first that does not fit, with the menu of the rest after them
        let mut shown: Vec<bool> = vec![true; panes.len()];
        if !fits(ui, &spacing) {
            let front = code.as_ref().is_some_and(|(front, _)| **front);
            let widths = views(ui, &spacing);
            let mut left = room - fixed(ui, &spacing) - width(ui, &spacing, more);
            let kept = panes.iter().position(|p| !front && p == current);
            if let Some(i) = kept {
                left -= widths[i];
            }
            let mut full = false;
            for (i, w) in widths.iter().enumerate() {
                if Some(i) == kept {
                    continue;
                }
                full |= *w > left;
                if full {
                    shown[i] = false;
                } else {
                    left -= w;
                }
            }
        }
        ui.horizontal_wrapped(|ui| {
            // a button that does not fit goes whole onto the next row: wrapped, its text broke
            // mid-word ("By kind" a column of letters beside the code panel, "按题型" in two)
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
            ui.spacing_mut().button_padding.x = spacing.button_padding.x;
            ui.spacing_mut().item_spacing.x = spacing.item_spacing.x;
            // the switch and New exercise first: the same place in every tab and language
            self.switch_ui(ui);
            ui.separator();
            let front = code.as_ref().is_some_and(|(front, _)| **front);
            let mut picked = None;
            for (&pane, _) in panes.iter().zip(&shown).filter(|(_, s)| **s) {
                if ui
                    .selectable_label(!front && *current == pane, label(pane))
                    .clicked()
                {
                    picked = Some(pane);
                }
            }
            if shown.iter().any(|s| !s) {
                ui.menu_button(more, |ui| {
                    for (&pane, _) in panes.iter().zip(&shown).filter(|(_, s)| !**s) {
                        if ui
                            .selectable_label(!front && *current == pane, label(pane))
                            .clicked()
                        {
                            picked = Some(pane);
                            ui.close();
                        }
                    }
                })
                .response
                .on_hover_text(crate::i18n::tr().view_more_tip);
            }
            if let Some(pane) = picked {
                *current = pane;
                if let Some((front, _)) = code.as_mut() {
                    **front = false;
                }
            }
            if let Some((front, name)) = code.as_mut()
                && ui.selectable_label(**front, *name).clicked()
            {
                **front = true;
            }
            if self.on {
                ui.separator();
            }
            self.bar_ui(ui);
        });
    }

    /// The quiz switch and, while the quiz is on, New exercise: the first buttons of a tab's
    /// view bar.
    pub fn switch_ui(&mut self, ui: &mut Ui) {
        let q = quiz_tr();
        ui.toggle_value(&mut self.on, q.quiz_switch)
            .on_hover_text(q.quiz_tip);
        if self.on && self.exercises {
            self.exercise_asked |= ui
                .button(q.new_exercise)
                .on_hover_text(q.new_exercise_tip)
                .clicked();
        }
    }

    /// While the quiz is on, the score: the end of a tab's view bar.
    pub fn bar_ui(&mut self, ui: &mut Ui) {
        let q = quiz_tr();
        if self.on {
            score_ui(ui, &self.tally.score);
            if let Some(place) = self.set_text() {
                // (the sizes from the tally: the text said 12 and 10 after they became 60 and 50)
                use crate::quiz::tally::{ONE_SET_MAX, SET_SIZE, SPLIT_SIZE};
                let (one, split) = self
                    .tally
                    .set_max
                    .map_or((ONE_SET_MAX, SPLIT_SIZE), |m| (m, m));
                let sizes = fill(
                    q.set_tip,
                    &[("one", &one), ("split", &split), ("size", &SET_SIZE)],
                );
                let tip = match self.set_note {
                    Some(note) => format!("{sizes} {}", note()),
                    None => sizes,
                };
                ui.add(egui::Label::new(place).wrap_mode(egui::TextWrapMode::Extend))
                    .on_hover_text(tip);
            }
            if self.tally.practice {
                ui.add(
                    egui::Label::new(RichText::new(q.practice_tag).strong())
                        .wrap_mode(egui::TextWrapMode::Extend),
                )
                .on_hover_text(practice_line(self));
            }
            // always there (greyed out before the first answer): the bar keeps its size when
            // the first answer comes (it grew a row then, and the view under it jumped)
            let any = self.tally.score.asked > 0;
            // the scope below does not move to the next row by itself: it would leave the window
            let width = egui::WidgetText::from(q.by_kind)
                .into_galley(
                    ui,
                    Some(egui::TextWrapMode::Extend),
                    f32::INFINITY,
                    egui::TextStyle::Button,
                )
                .size()
                .x
                + 2.0 * ui.spacing().button_padding.x;
            if width > ui.available_size_before_wrap().x {
                ui.end_row();
            }
            ui.add_enabled_ui(any, |ui| {
                ui.menu_button(q.by_kind, |ui| self.kinds_ui(ui));
            });
            self.reset_ui(ui, any);
            self.report_ui(ui.ctx());
        }
    }

    /// Reset score, set apart from By kind (a mis-click there hit it), and asking first:
    /// "Reset the score of N answers?" with Reset and Cancel in its place.
    fn reset_ui(&mut self, ui: &mut Ui, any: bool) {
        let q = quiz_tr();
        if !any {
            self.confirm_reset = false;
        }
        // apart from By kind, on the next row where it does not fit (it would leave the window)
        let gap = 3.0 * ui.spacing().item_spacing.x;
        let text = if self.confirm_reset {
            format!("{} {} {}", self.reset_question(), q.reset_yes, q.reset_no)
        } else {
            q.reset_score.to_string()
        };
        let width = egui::WidgetText::from(text)
            .into_galley(
                ui,
                Some(egui::TextWrapMode::Extend),
                f32::INFINITY,
                egui::TextStyle::Button,
            )
            .size()
            .x
            + 6.0 * ui.spacing().button_padding.x
            + 2.0 * ui.spacing().item_spacing.x;
        if gap + width > ui.available_size_before_wrap().x {
            ui.end_row();
        } else {
            ui.add_space(gap);
        }
        if !self.confirm_reset {
            self.confirm_reset = ui
                .add_enabled(any, egui::Button::new(q.reset_score).small())
                .on_hover_text(q.reset_score_tip)
                .clicked();
            return;
        }
        ui.add(
            egui::Label::new(RichText::new(self.reset_question()).strong())
                .wrap_mode(egui::TextWrapMode::Extend),
        );
        if ui.small_button(q.reset_yes).clicked() {
            self.tally.reset();
            self.confirm_reset = false;
        }
        if ui.small_button(q.reset_no).clicked() {
            self.confirm_reset = false;
        }
    }

    /// "Reset the score of N answers?"
    fn reset_question(&self) -> String {
        fill(quiz_tr().reset_confirm, &[("n", &self.tally.score.asked)])
    }

    /// "Set 2 · question 3 of 8": the set under way and where the student is in it (`None`
    /// once the tab's quiz has no question left). The set is named by its number: "Set: 2 of
    /// 4" beside the table's "Cell 1 of 3" read as two counters that disagree.
    fn set_text(&self) -> Option<String> {
        let (k, n) = self.tally.set_place()?;
        let s = self.tally.set_number();
        Some(fill(
            quiz_tr().set_place,
            &[("s", &s), ("k", &k), ("n", &n)],
        ))
    }

    /// The score of each kind asked, each with its Reset button.
    fn kinds_ui(&mut self, ui: &mut Ui) {
        let q = quiz_tr();
        for kind in Kind::ALL {
            let s = self.tally.of(kind);
            if s.asked == 0 && self.tally.hints_of(kind) == 0 {
                continue;
            }
            ui.horizontal(|ui| {
                ui.label_cjk(fill(
                    q.kind_line,
                    &[
                        ("kind", &kind_name(kind)),
                        ("right", &s.right),
                        ("wrong", &s.wrong()),
                        ("hinted", &s.hinted),
                        ("hints", &self.tally.hints_of(kind)),
                    ],
                ));
                if ui.small_button(q.reset_kind).clicked() {
                    self.tally.reset_kind(kind);
                }
            });
            // the questions missed or hinted, by name: the last few of each
            for (verdict, line) in [
                (Verdict::Wrong, q.kind_wrong),
                (Verdict::Hinted, q.kind_hinted),
            ] {
                let names = self.tally.named(kind, verdict, KIND_NAMED_MAX);
                if names.is_empty() {
                    continue;
                }
                let list: Vec<String> = names.iter().map(|n| n.get().to_string()).collect();
                ui.label_cjk(
                    RichText::new(fill(line, &[("list", &list.join(q.report_missed_sep))])).small(),
                );
            }
        }
        ui.label_cjk(RichText::new(q.report_legend).small().weak());
    }

    /// The report of a finished set, until it is closed.
    fn report_ui(&mut self, ctx: &egui::Context) {
        let Some(report) = self.tally.report.clone() else {
            return;
        };
        let q = quiz_tr();
        let mut close = false;
        egui::Window::new(q.report_title)
            .id(egui::Id::unique("quiz_report"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ctx, |ui| {
                for line in report_lines(&report) {
                    ui.label_cjk(line);
                }
                if let Some(line) = report_missed_line(&report) {
                    ui.label_cjk(line);
                }
                ui.label_cjk(RichText::new(report_takeaway(&report)).strong());
                ui.label_cjk(RichText::new(q.report_legend).small().weak());
                if ui.button(q.report_close).clicked() {
                    close = true;
                }
            });
        if close {
            self.tally.report = None;
        }
    }
}

/// The line of a wrong answer that shows the next hint, as the question counts: scored wrong
/// (a wrong answer counts as wrong, a hint before it or not), or not scored (a practice).
/// "Not yet. Hint 1 of 2" read as if another try were free (s1 stop 42b, Other 3; s2: 还不对
/// reads "still"). Called when the line is drawn (in the language of the moment).
pub fn hint_wrong_line(quiz: &Quiz) -> fn() -> &'static str {
    if quiz.tally.practice {
        || quiz_tr().hint_wrong_unscored
    } else {
        || quiz_tr().hint_wrong
    }
}

/// A practice ([`crate::quiz::Tally::practice`]): the line that says its answers are not
/// scored and how to get a scenario that is, above the tab's questions.
pub fn practice_ui(ui: &mut Ui, quiz: &Quiz) {
    if quiz.on && quiz.tally.practice {
        ui.label_cjk(RichText::new(practice_line(quiz)).strong());
    }
}

/// Why `quiz` is practice: [`Quiz::practice_why`], or that its answers were on screen.
pub fn practice_line(quiz: &Quiz) -> &str {
    quiz.practice_why
        .as_ref()
        .map_or(quiz_tr().practice, |why| why.get())
}

/// Quiz mode with no question to show (the input was solved without the table the quiz asks):
/// that the quiz is paused, `why`, and the answers kept; a button `resume` (where given) that
/// goes back to the table: true when clicked.
pub fn quiz_paused_ui(ui: &mut Ui, why: &str, resume: Option<&str>) -> bool {
    let q = quiz_tr();
    ui.add_space(8.0);
    ui.label_cjk(RichText::new(fill(q.paused, &[("why", &why)])).strong());
    ui.add_space(6.0);
    resume.is_some_and(|label| ui.button(label).clicked())
}

/// The top of a tab's Result section in Quiz mode: `true` (after "Hidden while Quiz is on.")
/// while it would answer questions of the quiz; once `all_committed` (every question of the
/// tab's quiz answered or its answer shown), a line that says so, and `false`: the result shows.
pub fn result_hidden_ui(ui: &mut Ui, quiz_on: bool, all_committed: bool) -> bool {
    if !quiz_on {
        return false;
    }
    if all_committed {
        ui.label_cjk(RichText::new(quiz_tr().all_answered).italics());
        return false;
    }
    ui.label_cjk(quiz_tr().hidden);
    true
}

/// The Hint button (`enabled` or greyed out). In Quiz mode it says that it counts ("Hint
/// (counts)") and its tooltip how; outside it is the plain "Hint".
pub fn hint_button(ui: &mut Ui, quiz_on: bool, enabled: bool) -> egui::Response {
    let q = quiz_tr();
    if quiz_on {
        ui.add_enabled(enabled, egui::Button::new(q.hint))
            .on_hover_text(q.hint_tip)
            .on_disabled_hover_text(q.hint_tip)
    } else {
        ui.add_enabled(enabled, egui::Button::new(crate::i18n::tr().hint))
    }
}

/// Quiz mode's gate on Play (see `GameView::play_gate`): the line saying which question opens
/// it, and a button that goes to that question; true when the button is clicked.
pub fn play_gate_ui(ui: &mut Ui, question: &str) -> bool {
    let t = crate::i18n::exam::tr();
    ui.add_space(12.0);
    ui.label_cjk(RichText::new(fill(t.play_gate, &[("question", &question)])).strong());
    ui.add_space(6.0);
    ui.button(t.play_gate_go).clicked()
}

/// The line after the feedback of a question whose answer an earlier why (or hint, or Details)
/// showed: it was practice, not scored ([`Quiz::mark_shown`]).
pub fn shown_note() -> &'static str {
    quiz_tr().shown_not_scored
}

/// Where a tab's new exercise waits for the app shell (within the frame).
fn exercise_id() -> egui::Id {
    egui::Id::unique("quiz_new_exercise")
}

/// Hand a new exercise to the app shell, which loads it into its tab as an import (undoable;
/// the student's own work set aside, as a lesson's example is).
pub fn request_exercise(ctx: &egui::Context, game: crate::scenario::Game) {
    ctx.data_mut(|d| d.insert_temp(exercise_id(), Some(game)));
}

/// The exercise a tab asked for this frame, if any (the app shell takes it).
pub fn take_exercise(ctx: &egui::Context) -> Option<crate::scenario::Game> {
    ctx.data_mut(|d| d.remove_temp::<Option<crate::scenario::Game>>(exercise_id()))
        .flatten()
}

/// The name of a kind of question.
pub fn kind_name(kind: Kind) -> &'static str {
    let q = quiz_tr();
    match kind {
        Kind::Cell => q.kind_cell,
        Kind::Move => q.kind_move,
        Kind::Outcome => q.kind_outcome,
        Kind::Position => q.kind_position,
    }
}

/// The lines of a set's report: the whole set, then each kind asked when the set asked more
/// than one kind (with one kind its line repeats the total and says nothing more).
pub fn report_lines(report: &crate::quiz::Report) -> Vec<String> {
    let q = quiz_tr();
    let t = report.total();
    let mut out = vec![fill(
        q.report_total,
        &[
            ("asked", &t.asked()),
            ("right", &t.right),
            ("wrong", &t.wrong),
            ("hinted", &t.hinted),
            ("hints", &t.hints),
        ],
    )];
    let kinds: Vec<Kind> = Kind::ALL
        .into_iter()
        .filter(|&kind| {
            let c = report.of(kind);
            c.asked() > 0 || c.hints > 0
        })
        .collect();
    if kinds.len() < 2 {
        return out;
    }
    for kind in kinds {
        let c = report.of(kind);
        {
            out.push(fill(
                q.report_kind,
                &[
                    ("kind", &kind_name(kind)),
                    ("right", &c.right),
                    ("wrong", &c.wrong),
                    ("hinted", &c.hinted),
                    ("hints", &c.hints),
                ],
            ));
        }
    }
    out
}

/// How many missed or hinted questions the report names before "and N more".
pub const REPORT_NAMED_MAX: usize = 8;

/// The report's list of the questions missed or hinted, by name ("Look again at: dp[1][3]
/// (wrong), dp[0][2] (hinted) … and 3 more."); `None` when every question was right.
pub fn report_missed_line(report: &crate::quiz::Report) -> Option<String> {
    if report.missed.is_empty() {
        return None;
    }
    let q = quiz_tr();
    let named: Vec<String> = report
        .missed
        .iter()
        .take(REPORT_NAMED_MAX)
        .map(|m| {
            let how = match m.verdict {
                Verdict::Hinted => q.report_how_hinted,
                _ => q.report_how_wrong,
            };
            let name = m
                .name
                .as_ref()
                .map_or_else(|| kind_name(m.kind).to_string(), |n| n.get().to_string());
            fill(q.report_missed_item, &[("name", &name), ("how", &how)])
        })
        .collect();
    let list = named.join(q.report_missed_sep);
    let more = report.missed.len().saturating_sub(REPORT_NAMED_MAX);
    Some(if more > 0 {
        fill(q.report_missed_more, &[("list", &list), ("more", &more)])
    } else {
        fill(q.report_missed, &[("list", &list)])
    })
}

/// The report's takeaway: what the kind of question most missed asks to do (which kind, where
/// more than one was asked), or, with nothing missed, what to try next.
pub fn report_takeaway(report: &crate::quiz::Report) -> String {
    let q = quiz_tr();
    let Some(kind) = report.most_missed() else {
        return q.takeaway_none.to_string();
    };
    let c = report.of(kind);
    let advice = match kind {
        Kind::Cell => q.takeaway_cell,
        Kind::Move => q.takeaway_move,
        Kind::Outcome => q.takeaway_outcome,
        Kind::Position => q.takeaway_position,
    };
    // one kind of question asked: "most missed were Table cells" says nothing (both
    // students, stop 42); the cells are named in the line above
    let kinds = Kind::ALL
        .iter()
        .filter(|&&k| report.of(k).asked() > 0)
        .count();
    if kinds == 1 {
        return fill(q.takeaway_one_kind, &[("advice", &advice)]);
    }
    fill(
        q.takeaway,
        &[
            ("kind", &kind_name(kind)),
            ("missed", &(c.wrong + c.hinted)),
            ("asked", &c.asked()),
            ("advice", &advice),
        ],
    )
}

/// How many questions missed (and how many hinted) By kind names per kind, the latest.
pub const KIND_NAMED_MAX: usize = 6;

/// The smallest text of the view bar's buttons outside presentation mode (where the views
/// would not share one row beside the side panel at 1024 × 768).
const NORMAL_MIN_BAR_TEXT: f32 = 11.5;

/// The text size at which buttons labelled `texts` fit one row of `ui` (at most the button
/// size, at least `floor`, the smallest legible size); `None` when they fit as they are.
fn row_text_size(
    ui: &Ui,
    texts: &[String],
    spacing: &egui::style::Spacing,
    floor: f32,
) -> Option<f32> {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let pads = texts.len() as f32 * (2.0 * spacing.button_padding.x + spacing.item_spacing.x)
        // the separator: its own 6 px and a gap either side, and a little to spare
        + 2.0 * spacing.item_spacing.x
        + 6.0
        + 8.0;
    let text: f32 = texts
        .iter()
        .map(|t| {
            ui.fonts_mut(|f| {
                f.layout_no_wrap(t.clone(), font.clone(), egui::Color32::WHITE)
                    .size()
                    .x
            })
        })
        .sum();
    let room = ui.available_width() - pads;
    if text <= room || text <= 0.0 {
        return None;
    }
    // the button font may still be the usual one in the frame presentation mode is switched
    // on (13 px, below the 18 px floor): never a floor above the font (clamp would panic)
    let min = floor.min(font.size);
    Some((font.size * room / text).clamp(min, font.size))
}

/// "Score: 3 right · 1 hinted · 1 wrong · streak 2 (best 3)": right, hinted and wrong
/// apart (a hinted answer is neither right nor wrong; "Score 1/3" beside it counted it as a
/// miss).
pub fn score_text(score: &Score) -> String {
    fill(
        quiz_tr().score,
        &[
            ("right", &score.right),
            ("hinted", &score.hinted),
            ("wrong", &score.wrong()),
            ("streak", &score.streak),
            ("best", &score.best_streak),
        ],
    )
}

/// The score as a strong label, kept on one line (a wrapping row moves it whole), with its
/// rule beside it: a hinted answer is neither right nor wrong.
/// In presentation mode the rule is on the score's hover: beside it, the bar took a third row
/// at 1024 × 768, the height the pictures need.
pub fn score_ui(ui: &mut Ui, score: &Score) {
    let rule = quiz_tr().score_rule;
    let shown = ui.add(
        egui::Label::new(RichText::new(score_text(score)).strong())
            .wrap_mode(egui::TextWrapMode::Extend),
    );
    if crate::ui::kit::theme::presentation(ui.ctx()) {
        shown.on_hover_text(rule);
    } else {
        ui.add(egui::Label::new(RichText::new(rule).weak()).wrap_mode(egui::TextWrapMode::Extend));
    }
}

/// Play's question in Quiz mode, above the move buttons: "which move is best here?" with how
/// it is scored; in presentation mode the short form (the long one, hints and all, on hover:
/// its rows pushed the move buttons below the window at 1024 × 768).
pub fn play_ask_ui(ui: &mut Ui) {
    play_ask_of_ui(ui, 2);
}

/// [`play_ask_ui`] for a position with `moves` moves: with only one, nothing is asked and the
/// line says so ("which move is best here? Your move is scored" stood over a single move,
/// s1 stop 44).
pub fn play_ask_of_ui(ui: &mut Ui, moves: usize) {
    let q = quiz_tr();
    if moves == 1 {
        ui.label_cjk(RichText::new(q.play_ask_only_move).strong());
    } else if crate::ui::kit::theme::presentation(ui.ctx()) {
        ui.label_cjk(RichText::new(q.play_ask_short).strong())
            .on_hover_text(q.play_ask_hints);
    } else {
        ui.label_cjk(RichText::new(q.play_ask_hints).strong());
    }
}

/// The question line of Play when its move is practice (`text`: the tab's reason, such as
/// "every position's answer is in the table you filled"): "Your move is scored" stood over
/// moves a why had shown, then "not scored" came after the move (s1 stop 44b).
pub fn play_ask_practice_ui(ui: &mut Ui, text: &str) {
    ui.label_cjk(RichText::new(text).strong());
}

/// The height [`play_ask_ui`] takes in `ui`'s width (a view keeps room for it).
pub fn play_ask_height(ui: &Ui) -> f32 {
    let q = quiz_tr();
    let text = if crate::ui::kit::theme::presentation(ui.ctx()) {
        q.play_ask_short
    } else {
        q.play_ask_hints
    };
    play_ask_text_height(ui, text)
}

/// The height of a Play question line of `text` in `ui`'s width ([`play_ask_practice_ui`]).
pub fn play_ask_text_height(ui: &Ui, text: &str) -> f32 {
    egui::WidgetText::from(RichText::new(text).strong())
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Wrap),
            ui.available_width(),
            egui::TextStyle::Body,
        )
        .size()
        .y
}

/// The feedback on the last answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Feedback {
    Right,
    /// Right, with why (the recurrence's line with its numbers, or the solver's reason): a right
    /// answer teaches too.
    RightWhy(Both),
    /// Right, after a wrong answer (`hinted`: after a hint only), with why: it counts as
    /// wrong (hinted), and says so ("Right!" beside a score that did not move read as unfair).
    RightLate {
        hinted: bool,
        why: Both,
    },
    /// Wrong, with the explanation (in every language: it follows a switch).
    Wrong(Both),
    /// A hint (after a wrong answer or the Hint button): the question goes on.
    Hint(Both),
    /// The typed text could not be read (nothing scored).
    Refused(Both),
    /// The typed text could not be read, said beside the feedback already on screen (s1 stop
    /// 43: "Type a number first." replaced the hint the student was reading).
    RefusedKeeping(Both, Box<Feedback>),
}

impl Feedback {
    /// The feedback of a right answer with `why`, as the question counted ([`Feedback::RightWhy`]
    /// for a clean right answer, [`Feedback::RightLate`] after a wrong answer or a hint).
    pub fn right_why(quiz: &Quiz, why: Both) -> Feedback {
        if quiz.tally.practice {
            // (nothing counts: "it counts as wrong" would not be true)
            return Feedback::RightWhy(why);
        }
        match quiz.tally.last_verdict {
            Some(Verdict::Wrong) => Feedback::RightLate { hinted: false, why },
            Some(Verdict::Hinted) => Feedback::RightLate { hinted: true, why },
            _ => Feedback::RightWhy(why),
        }
    }

    /// The feedback for a refused typed answer, keeping `shown` (the feedback on screen, such
    /// as a hint) beside it: a refusal scores nothing and takes nothing away.
    pub fn refused_keeping(shown: Option<Feedback>, e: &InputError) -> Feedback {
        let refused = Feedback::refused(e);
        let kept = match shown {
            Some(Feedback::RefusedKeeping(_, kept)) => Some(*kept),
            Some(Feedback::Refused(_)) | None => None,
            Some(other) => Some(other),
        };
        match (refused, kept) {
            (Feedback::Refused(text), Some(kept)) => Feedback::RefusedKeeping(text, Box::new(kept)),
            (refused, _) => refused,
        }
    }

    /// The feedback for a refused typed answer.
    pub fn refused(e: &InputError) -> Feedback {
        Feedback::Refused(Both::new(|| {
            let q = quiz_tr();
            match e {
                InputError::Empty => q.input_empty.to_string(),
                InputError::NotANumber(t) => fill(q.input_bad, &[("text", t)]),
            }
        }))
    }
}

/// Play in Quiz mode, the same in every tab: the Hint button for the move to make now. Counts
/// the hint (each hint shown is a hint used; the move counts as hinted once it is made) and
/// words the step: `words(Step::Hint(k))` is hint `k` (1: what to compare; 2: the better choice
/// named without a value), `words(Step::Answer)` the best move. `None` when the move's hints
/// are over (nothing counted). Play never shows a value or an outcome in Quiz mode: those are
/// the questions of the tab's table or outcome quiz.
pub fn play_hint(
    quiz: &mut Quiz,
    tries: &mut Tries,
    words: impl Fn(Step) -> String,
) -> Option<Feedback> {
    play_hint_of(quiz, Kind::Move, tries, words)
}

/// [`play_hint`] for a question of `kind` asked in Play (Can I Win asks whether the state is a
/// win before its move).
pub fn play_hint_of(
    quiz: &mut Quiz,
    kind: Kind,
    tries: &mut Tries,
    words: impl Fn(Step) -> String,
) -> Option<Feedback> {
    let (step, settled) = tries.hint()?;
    if let Some(verdict) = settled {
        quiz.settle(kind, verdict);
    }
    Some(match step {
        Step::Hint(k) => {
            quiz.hint_used(kind);
            Feedback::Hint(Both::new(|| {
                fill(quiz_tr().hint_shown, &[("k", &k), ("hint", &words(step))])
            }))
        }
        _ => {
            quiz.tally.question_over();
            Feedback::Hint(Both::new(|| words(step)))
        }
    })
}

/// Play in Quiz mode: the move committed, `right` when it was a best one, `forced` when it was
/// the only legal move (nothing to choose: "Only move", not scored; a hint shown on it counts
/// in the hints used). Settles the move's question (once: a move whose answer a hint showed
/// was counted then) and starts the next move's tries; the feedback says right, or wrong without naming
/// the better move (a tab tells where to look with [`play_wrong_told`]).
pub fn play_move(quiz: &mut Quiz, tries: &mut Tries, right: bool, forced: bool) -> Feedback {
    play_move_or(
        quiz,
        tries,
        right,
        forced.then_some(Unscored::OnlyMove),
        true,
    )
}

/// Why a move of Play is not scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unscored {
    /// The only legal move.
    OnlyMove,
    /// Every move gives the same (all lose, all win, or the same value).
    NoChoice,
    /// The move from this position was scored before in this scenario (`right`: this one is
    /// a best move).
    Again { right: bool },
    /// The best move from this position was shown before it was played (a why named it;
    /// `right`: this one is a best move).
    Shown { right: bool },
}

impl Unscored {
    /// The rule, one place for every tab: a move among `options` is scored only when there is
    /// a choice that matters: two moves or more, not all giving the same `class` (a tab's
    /// outcome or value of a move: every move loses, or every move wins). A move from a
    /// position where every move loses was scored "Right!" in the Game Lab.
    pub fn of<M, D>(
        options: &[MoveOption<M, D>],
        class: impl Fn(&MoveOption<M, D>) -> i128,
    ) -> Option<Unscored> {
        if options.len() <= 1 {
            Some(Unscored::OnlyMove)
        } else if options.windows(2).all(|w| class(&w[0]) == class(&w[1])) {
            Some(Unscored::NoChoice)
        } else {
            None
        }
    }

    fn words(self) -> &'static str {
        match self {
            Unscored::OnlyMove => quiz_tr().play_only_move,
            Unscored::NoChoice => quiz_tr().play_no_choice,
            Unscored::Again { right: true } => quiz_tr().play_again_right,
            Unscored::Again { right: false } => quiz_tr().play_again_wrong,
            Unscored::Shown { right: true } => quiz_tr().play_shown_right,
            Unscored::Shown { right: false } => quiz_tr().play_shown_wrong,
        }
    }
}

/// What [`score_play_move`] gives: the check of the move, whether it was scored, the feedback.
pub type PlayScored<M, D> = (Answer<MoveMiss<M, D>>, bool, Feedback);

/// A move of Play in Quiz mode, the same in every tab: `played` checked against `options`
/// ([`check_move`]), not scored when [`Unscored::of`] says so (with `class`), otherwise scored
/// by [`play_move`]. `None` when `played` is not among the options. Returns the check, whether
/// the move was scored and the feedback.
///
/// `at` names the position moved from (any hashable key of the tab's): a position whose move
/// was scored once in this scenario is not scored again ([`Unscored::Again`]), after a take
/// back or in a new game.
///
/// `reached_open`: the position the move reached is still an open question of the quiz. Only
/// then does a best move's verdict say "(the position it leads to is one of the quiz's
/// questions)"; not once it is answered, nor where the move ended the game.
pub fn score_play_move<M: PartialEq + Copy, D: Clone>(
    quiz: &mut Quiz,
    tries: &mut Tries,
    options: &[MoveOption<M, D>],
    played: M,
    class: impl Fn(&MoveOption<M, D>) -> i128,
    at: impl std::hash::Hash,
    reached_open: bool,
) -> Option<PlayScored<M, D>> {
    let answer = check_move(options, played)?;
    let mut unscored = Unscored::of(options, class);
    let mut shown_in = None;
    if unscored.is_none() && quiz.move_shown(&at) {
        shown_in = quiz.move_shown_in(&at).cloned();
        unscored = Some(Unscored::Shown {
            right: answer.is_right(),
        });
        // Play has asked it: the views that wait for Play show this move now
        quiz.scored_moves.insert(move_key(&at));
    }
    if unscored.is_none() && !quiz.scored_moves.insert(move_key(at)) {
        unscored = Some(Unscored::Again {
            right: answer.is_right(),
        });
    }
    let mut feedback = play_move_or(quiz, tries, answer.is_right(), unscored, reached_open);
    if let Some(name) = shown_in {
        feedback = Feedback::Hint(shown_in_line(answer.is_right(), &name));
    }
    Some((answer, unscored.is_none(), feedback))
}

/// The line of a Play move not scored because the why of `name` showed its answer (`right`:
/// the move is a best one), in both languages.
pub fn shown_in_line(right: bool, name: &Both) -> Both {
    Both::new(|| {
        let template = if right {
            quiz_tr().play_shown_right_in
        } else {
            quiz_tr().play_shown_wrong_in
        };
        fill(template, &[("name", &name.get())])
    })
}

/// The positions whose move Play scored ([`Quiz::scored_moves`]).
#[derive(Debug, Clone, Default)]
pub struct ScoredMoves(std::collections::HashSet<u64>);

impl ScoredMoves {
    /// Whether Play scored the move from `at` ([`Quiz::move_scored`]).
    pub fn contains(&self, at: impl std::hash::Hash) -> bool {
        self.0.contains(&move_key(at))
    }
}

/// The key of a position in [`Quiz`]'s scored moves.
fn move_key(at: impl std::hash::Hash) -> u64 {
    use std::hash::Hasher;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    at.hash(&mut h);
    h.finish()
}

/// Quiz mode, under a view that shows best moves (a table's "best guess", "chosen end"): the
/// line saying that a position's best move shows once Play has asked it.
pub fn moves_after_play_ui(ui: &mut Ui) {
    ui.label_cjk(RichText::new(quiz_tr().moves_after_play).italics());
}

fn play_move_or(
    quiz: &mut Quiz,
    tries: &mut Tries,
    right: bool,
    unscored: Option<Unscored>,
    reached_open: bool,
) -> Feedback {
    let mut now = std::mem::take(tries);
    if let Some(why) = unscored {
        return Feedback::Hint(Both::new(move || why.words().to_string()));
    }
    if let Some(verdict) = now.commit(right) {
        quiz.settle(Kind::Move, verdict);
    }
    quiz.tally.question_over();
    if right && (quiz.tally.none_left() || !reached_open) {
        // (after a wrong try or a hint it says how it counts: a plain "Right!" right after a
        // hint read as a clean answer)
        Feedback::right_why(quiz, Both::new(|| quiz_tr().play_right_plain.to_string()))
    } else if right {
        Feedback::right_why(quiz, Both::new(|| quiz_tr().play_right.to_string()))
    } else {
        // never which move was best: that is a question (Hint names it, and counts as hinted)
        Feedback::Wrong(Both::new(|| quiz_tr().play_wrong.to_string()))
    }
}

/// The feedback of a best move when what it leads to is no question of the quiz: the quiz has
/// none left, or the move ends the game ("what it leads to is one of the quiz's questions"
/// showed after the winning move and with every question answered).
pub fn play_right_plain() -> Feedback {
    Feedback::RightWhy(Both::new(|| quiz_tr().play_right_plain.to_string()))
}

/// The feedback of a move that was not a best one, with `tell`: where the student finds why
/// (the question to answer) or, once that question is committed, the reason with its numbers.
pub fn play_wrong_told(tell: impl Fn() -> String) -> Feedback {
    Feedback::Wrong(Both::new(|| {
        fill(quiz_tr().play_wrong_told, &[("tell", &tell())])
    }))
}

/// Play in Quiz mode after the game: where the values are (the line that says what perfect
/// play would have given is kept for after the quiz).
pub fn play_over_ui(ui: &mut Ui, quiz: &Quiz) {
    // (once every question is answered the values are no longer hidden: a student saw "stay
    // hidden" under "every question answered: the result is shown")
    let text = if quiz.tally.none_left() {
        quiz_tr().play_over_all_answered
    } else {
        quiz_tr().play_over
    };
    ui.label_cjk(RichText::new(text).italics());
}

/// Quiz mode's count of the user's moves in a game of Play, and how many were best (the end
/// line says this, not the score: the score of perfect play is a question of the quiz).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MoveTally {
    /// Moves that were a best move.
    pub best: u32,
    /// Moves with a choice (scored, or scored before from the same position).
    pub moves: u32,
    /// Moves not scored (only one move, or every move gives the same).
    pub unscored: u32,
    /// Of `moves`, those made again from a position after Take back: the score keeps the
    /// first try there, the count the move that stands (s2 stop 44b: the count kept the move
    /// taken back, "0 of 2 best" after the best move was played).
    pub again: u32,
}

impl MoveTally {
    /// Count a scored move.
    pub fn record(&mut self, right: bool) {
        self.moves += 1;
        if right {
            self.best += 1;
        }
    }

    /// Count a move not scored (nothing to choose): the end line says it.
    pub fn skip(&mut self) {
        self.unscored += 1;
    }
}

/// Play in Quiz mode after the game: that it is over and how many of the user's moves were best
/// (no score: what the game gave, against perfect play, is a question of the quiz).
pub fn play_over_tally_ui(ui: &mut Ui, tally: MoveTally) {
    ui.label_cjk(RichText::new(play_over_tally_text(tally)).strong());
}

/// The words of [`play_over_tally_ui`]: that the game is over, how many moves were best, and
/// the moves not scored, said once with both reasons (only one move, or equally good moves).
pub fn play_over_tally_text(tally: MoveTally) -> String {
    // ("You played 0 of 0 moves best" read as a slip)
    let mut text = if tally.moves == 0 {
        quiz_tr().play_over_none_scored.to_string()
    } else {
        fill(
            quiz_tr().play_over_tally,
            &[("best", &tally.best), ("moves", &tally.moves)],
        )
    };
    if tally.unscored > 0 {
        text.push(' ');
        text.push_str(&fill(
            quiz_tr().play_over_unscored,
            &[("n", &tally.unscored)],
        ));
    }
    if tally.again > 0 {
        text.push(' ');
        text.push_str(&fill(quiz_tr().play_over_again, &[("n", &tally.again)]));
    }
    text
}

/// Draw a feedback line. Its text wraps within what the pane shows (a row or a horizontal
/// scroll around it would let it run past the pane's right edge: presentation mode at 1024 × 768
/// cut "Why: …" lines), in a scroll area of its own when it is taller than half the pane (kept
/// at its end), and a new feedback scrolls the pane's own scroll area to it: the latest
/// feedback is in view.
pub fn feedback_ui(ui: &mut Ui, feedback: &Feedback) {
    let clip = ui.clip_rect();
    let left = ui.cursor().left();
    let width = ui
        .available_width()
        .min(clip.right() - left - ui.spacing().item_spacing.x)
        .max(120.0);
    let max_height = (clip.height() * 0.5).max(80.0);
    let salt = ui.next_auto_id();
    let shown = ui
        .allocate_ui_with_layout(
            egui::vec2(width, max_height),
            egui::Layout::top_down(egui::Align::Min),
            |ui| {
                ui.set_max_width(width);
                egui::ScrollArea::vertical()
                    .id_salt(salt)
                    .max_height(max_height)
                    .auto_shrink([false, true])
                    .stick_to_bottom(true)
                    .show(ui, |ui| {
                        ui.set_max_width(width);
                        feedback_labels(ui, feedback);
                    });
            },
        )
        .response
        .rect;
    // a new feedback (another text, or the same in another place) is brought into view once
    let key = salt.with("quiz_feedback_seen");
    let text = feedback_text(feedback);
    let seen = ui.ctx().data_mut(|d| {
        let old = d.get_temp::<String>(key);
        d.insert_temp(key, text.clone());
        old
    });
    if seen.as_ref() != Some(&text) {
        ui.scroll_to_rect(shown, None);
    }
}

/// The head of a right answer that came late: how it counts.
fn late_words(hinted: bool) -> &'static str {
    if hinted {
        quiz_tr().right_hinted
    } else {
        quiz_tr().right_late
    }
}

/// The words of `feedback` in the current language.
fn feedback_text(feedback: &Feedback) -> String {
    match feedback {
        Feedback::Right => quiz_tr().right.to_string(),
        Feedback::RightWhy(why) => format!("{} {}", quiz_tr().right, why.get()),
        Feedback::RightLate { hinted, why } => format!("{} {}", late_words(*hinted), why.get()),
        Feedback::Wrong(t) | Feedback::Hint(t) | Feedback::Refused(t) => t.get().to_string(),
        Feedback::RefusedKeeping(t, kept) => format!("{} {}", feedback_text(kept), t.get()),
    }
}

/// The labels of `feedback`, wrapping at the width of `ui`.
fn feedback_labels(ui: &mut Ui, feedback: &Feedback) {
    // Chinese lines end between words, not inside one (issue 24)
    let label = |ui: &mut Ui, text: &str, style: &dyn Fn(RichText) -> RichText| {
        let text = super::cjk_wrap::wrapped(ui, text);
        ui.add(egui::Label::new(style(RichText::new(text))).wrap());
    };
    let right = |r: RichText| r.color(palette::WIN_A).strong();
    let wrong = |r: RichText| r.color(palette::WIN_B);
    match feedback {
        Feedback::Right => label(ui, quiz_tr().right, &right),
        Feedback::RightWhy(why) => {
            label(ui, quiz_tr().right, &right);
            label(ui, why.get(), &|r| r);
        }
        Feedback::RightLate { hinted, why } => {
            label(ui, late_words(*hinted), &|r| r.color(palette::WIN_A));
            label(ui, why.get(), &|r| r);
        }
        Feedback::Wrong(text) => label(ui, text.get(), &wrong),
        Feedback::Hint(text) => label(ui, text.get(), &|r| r.strong()),
        Feedback::Refused(text) => label(ui, text.get(), &|r| wrong(r).italics()),
        Feedback::RefusedKeeping(text, kept) => {
            feedback_labels(ui, kept);
            label(ui, text.get(), &|r| wrong(r).italics());
        }
    }
}

/// The border of the answer box on a projector: a grey with 3 : 1 (WCAG's non-text contrast)
/// against the panel and the box's own fill.
pub fn answer_box_border(visuals: &egui::Visuals) -> egui::Color32 {
    let grounds = [visuals.panel_fill, visuals.extreme_bg_color];
    crate::ui::kit::theme::mark_on(visuals, egui::Color32::from_gray(170), &grounds)
}

/// A number field with a Check button; true when the student commits (button or Enter).
pub fn answer_field(ui: &mut Ui, id: &str, text: &mut String) -> bool {
    let q = quiz_tr();
    ui.horizontal(|ui| {
        let label = ui.label_cjk(q.answer_box);
        let mut edit = egui::TextEdit::singleline(text)
            .id_salt(id)
            .desired_width(90.0);
        if crate::ui::kit::theme::presentation(ui.ctx()) {
            // on a projector a box with a dark border (issue 24: the near-white box on white
            // was invisible)
            let visuals = ui.visuals();
            edit = edit.frame(
                egui::Frame::new()
                    .fill(visuals.extreme_bg_color)
                    .stroke(egui::Stroke::new(2.0, answer_box_border(visuals)))
                    .corner_radius(6)
                    .inner_margin(ui.spacing().button_padding),
            );
        }
        let field = ui.add(edit).labelled_by(label.id);
        // Enter in the field (it gives up the focus on the same frame)
        let enter = (field.has_focus() || field.lost_focus())
            && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let button = ui.button(q.check).clicked();
        enter || button
    })
    .inner
}

/// A table quiz's heading ("Quiz") with its counter ("Cell 3 of 21") on the same row when it
/// fits (wrapped under it when not): the counter on a row of its own took the height the
/// answer rows needed in presentation mode at 1024 × 740.
pub fn heading_with_progress(ui: &mut Ui, progress: Option<String>) {
    ui.horizontal_wrapped(|ui| {
        crate::ui::kit::widgets::heading(ui, quiz_tr().quiz);
        if let Some(p) = progress {
            ui.label_cjk(RichText::new(p).small().weak());
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::Report;
    use crate::quiz::tally::Counts;

    fn counts(right: u32, wrong: u32) -> Counts {
        Counts {
            right,
            wrong,
            ..Counts::default()
        }
    }

    /// The report's lines by kind come only when the set asked more than one kind (issue 23,
    /// q22: with one kind the line repeated the total).
    #[test]
    fn the_report_names_kinds_only_when_there_are_several() {
        let mut one = Report::default();
        one.by_kind[Kind::Cell as usize] = counts(3, 1);
        assert_eq!(report_lines(&one).len(), 1, "{:?}", report_lines(&one));
        let mut two = one.clone();
        two.by_kind[Kind::Move as usize] = counts(1, 0);
        let lines = report_lines(&two);
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert!(lines[1].contains(kind_name(Kind::Cell)), "{lines:?}");
        assert!(lines[2].contains(kind_name(Kind::Move)), "{lines:?}");
    }
}
