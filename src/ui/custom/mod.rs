//! The Game Lab tab (`custom`): the rules of a game written as a small program (Starlark), run
//! and solved on the job runner; every position reachable from the start with its outcome or
//! value, moves to the end and Grundy value, and an inspector that says why a position's value
//! follows from its moves.

mod code_focus;
mod examples;
pub mod highlight;
mod indent;
pub mod play;
pub mod positions;
pub mod quiz_box;
pub mod sum_view;
pub mod table;

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use std::sync::Arc;
use std::time::{Duration, Instant};

use egui::{RichText, Ui};

use crate::games::GameKind;
use crate::games::custom::shape::{Ranges, Shape};
use crate::games::custom::{self, Setup};
use crate::i18n::custom::tr as game_tr;
use crate::i18n::{fill, tr};
use crate::jobs::Waker;
use crate::quiz::custom::Shown;
use crate::scenario::Game;
use crate::ui::framework::tab::{Change, GameView, SolveJob, Tab, TabCore};
use crate::ui::framework::{ExportError, ExportJob, ExportKind, TabEnv};
use crate::ui::kit::quiz::Quiz;
use crate::ui::kit::undo::SnapshotSize;
use crate::ui::kit::{palette, widgets};

pub use crate::lessons::custom::CustomPane;
pub use examples::EXAMPLES;

/// A finished solve.
pub struct CustomSolved {
    /// The explored and solved game.
    pub game: custom::Solved,
    /// How its positions lay out as a table (and a strip's period).
    pub shape: Shape,
    /// The ranges of its numbers (colour scales).
    pub ranges: Ranges,
    /// The positions in layers by depth (the Positions view's game graph), laid out on the
    /// worker.
    pub layers: custom::layout::Layers,
    /// The Table view's first picture of a large table, drawn on the worker (taken once).
    pub picture: std::sync::Mutex<Option<table::Picture>>,
    /// Wall time of the solve.
    pub elapsed: Duration,
    /// Which content revision this result belongs to.
    pub revision: u64,
}

/// The Game Lab tab.
pub type CustomTab = Tab<CustomView>;

/// What the Game Lab tab holds of its own: the pane, the views and Quiz mode.
pub struct CustomView {
    /// The view shown in the central panel.
    pub pane: CustomPane,
    /// The list of positions and the inspector; its selection is the tab's selected position.
    pub positions: positions::PositionsView,
    /// The table: a heatmap of pairs, a strip of numbers, or the list.
    pub table: table::TableView,
    /// The game against the computer.
    pub play: play::PlayView,
    /// Sums of games.
    pub sum: sum_view::SumView,
    /// Quiz mode: on or off, and the score.
    pub quiz: Quiz,
    /// Quiz mode's questions.
    pub quiz_box: quiz_box::QuizBox,
}

impl SnapshotSize for Setup {
    fn snapshot_bytes(&self) -> usize {
        std::mem::size_of::<Setup>() + self.rules.len()
    }
}

impl CustomTab {
    /// The rules being edited.
    pub fn rules(&self) -> &str {
        &self.content().rules
    }
}

/// The line an error message of the rules names ("rules line 3: …"), if any.
pub fn error_line(message: &str) -> Option<usize> {
    let at = message.find("line ")?;
    let digits: String = message[at + 5..]
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    digits.parse().ok()
}

/// The title of the library's example whose rules `rules` are (with English or Chinese
/// comments), in the interface's language.
fn example_named(rules: &str) -> Option<String> {
    use crate::games::custom::examples::EXAMPLES;
    use crate::i18n::Language;
    let rules = rules.trim();
    EXAMPLES
        .iter()
        .find(|e| {
            [Language::English, Language::Chinese]
                .into_iter()
                .any(|lang| e.rules_in(lang).trim() == rules)
        })
        .map(|e| e.title().to_string())
}

/// A comment of the library's examples in the interface's language (a comment of none as it is).
fn comment_in_language(comment: &str) -> &str {
    use crate::games::custom::examples::EXAMPLES;
    use crate::i18n::{Language, language};
    let chinese = language() == Language::Chinese;
    EXAMPLES
        .iter()
        .flat_map(|e| e.comments_zh.iter())
        .find(|(en, zh)| comment == *en || comment == *zh)
        .map_or(comment, |&(en, zh)| if chinese { zh } else { en })
}

/// The short description of a program for a title: the comment it starts with (`# Nim`), else
/// nothing (code makes no title: "Game Lab: start = 20" says nothing).
fn summary(rules: &str) -> String {
    let first = rules
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .and_then(|l| l.strip_prefix('#'))
        .map(|c| comment_in_language(c.trim_start_matches('#').trim()))
        .unwrap_or("");
    const MAX: usize = 48;
    if first.chars().count() > MAX {
        let cut: String = first.chars().take(MAX).collect();
        format!("{cut}…")
    } else {
        first.to_string()
    }
}

impl crate::ui::framework::tab::GameUi for Setup {
    type View = CustomView;
    const QUIZ_PANES: &'static [Self::Pane] =
        &[CustomPane::Positions, CustomPane::Table, CustomPane::Play];
    const OPEN_PANES: &'static [Self::Pane] = &[CustomPane::Guide];
    const SHOWCASE: &'static str = "custom-subtraction-1-3-4.json";
    fn auto_title(&self) -> String {
        let t = game_tr();
        // an example of the library (in either language's comments) is named by its title in
        // the interface's language, and a comment of one is said in it ("自定义博弈：Tic-tac-toe"
        // on a Chinese screen)
        let summary = example_named(&self.rules).unwrap_or_else(|| summary(&self.rules));
        if summary.is_empty() {
            return t.tab.to_string();
        }
        fill(t.auto_title, &[("game", &t.tab), ("summary", &summary)])
    }
}

impl CustomView {
    /// The central views of a result.
    fn views_ui(&mut self, ui: &mut Ui, solved: &Arc<CustomSolved>) {
        let game = &solved.game;
        let quiz_on = self.quiz.on;
        if quiz_on {
            self.quiz_box.ensure(game, solved.revision);
        } else {
            // every position on screen: another start of these rules gives them
            self.quiz_box.record_all(game, solved.revision);
        }
        let quiz_box = &mut self.quiz_box;
        let quiz = &mut self.quiz;
        // what may be shown: everything, or in Quiz mode what was given or asked already
        match self.pane {
            CustomPane::Positions => {
                if quiz_on && let Some(p) = quiz_box.ui(ui, game, solved.revision, quiz) {
                    self.positions.selected = Some(p);
                }
                let qb = &*quiz_box;
                let quiz = &*quiz;
                let shows = |p, what| {
                    qb.shows(quiz_on, p, what)
                        && (what != Shown::BestMoves || !quiz_on || quiz.move_scored(p))
                };
                self.positions.ui_with_graph(
                    ui,
                    game,
                    &solved.layers,
                    solved.revision,
                    &shows,
                    quiz_on,
                );
            }
            CustomPane::Table => {
                let quiz_shown = quiz_box.shown(quiz_on);
                // (a copy: the question box below draws with the questions borrowed)
                let questions = if quiz_on {
                    quiz_box.questions.clone()
                } else {
                    None
                };
                // (the best moves of a position: once Play scored the move from there)
                let scored = quiz.scored_moves();
                let shows = move |p: custom::PosId, what| {
                    !quiz_on
                        || (questions.as_ref().is_some_and(|(_, q)| q.shows(p, what))
                            && (what != Shown::BestMoves || scored.contains(p)))
                };
                let mut ask = |ui: &mut Ui| {
                    if quiz_on {
                        quiz_box.ui(ui, game, solved.revision, quiz)
                    } else {
                        None
                    }
                };
                self.table.ui(
                    ui,
                    solved,
                    &mut self.positions,
                    &shows,
                    quiz_shown,
                    &mut ask,
                );
            }
            CustomPane::Play => {
                let qb = &*quiz_box;
                let told = |p| qb.shows(quiz_on, p, crate::quiz::custom::Shown::Outcome);
                self.play.ui(ui, game, self.positions.selected, quiz, &told);
                // what Play showed is given: the positions the game went through
                if quiz_on && !self.play.moves.is_empty() {
                    let seen = self.play.moves.iter().flat_map(|m| [m.from, m.to]);
                    quiz_box.give(game, solved.revision, seen);
                }
            }
            CustomPane::Sum => {
                let qb = &*quiz_box;
                let shows = |p, what| qb.shows(quiz_on, p, what);
                self.sum.ui(ui, solved, self.positions.selected, &shows);
            }
            CustomPane::Guide => {}
        }
    }

    fn editor(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let t = game_tr();
        widgets::heading(ui, t.rules_heading);
        // presentation mode: the rules first, the introduction under them (above them it took
        // the panel's room: at 1366 × 740 a line and a half of the rules showed, issue 24)
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        if !present {
            widgets::problem_statement(ui, t.intro, t.start_here);
        }
        // in Quiz mode an example's statement, which may give its answer, is not shown
        let exam = self.quiz.on;
        ui.horizontal_wrapped(|ui| {
            ui.menu_button(t.examples, |ui| {
                for example in EXAMPLES {
                    // (during the quiz without the tag: "(draws)" would give an answer)
                    let title = if exam {
                        example.quiz_title()
                    } else {
                        example.title()
                    };
                    let button = ui.button(title);
                    let button = if exam {
                        button
                    } else {
                        button.on_hover_text(example.statement())
                    };
                    if button.clicked() {
                        // another game: a load (the views and the quiz's set start afresh)
                        core.import(example.setup());
                        ui.close();
                    }
                }
            });
            ui.add_space(8.0);
            core.undo_redo_buttons(ui);
        });
        let error = core.slot.error().map(str::to_string);
        let bad_line = error.as_deref().and_then(error_line);
        let mut rules = core.content().rules.clone();
        let lines = rules.lines().count().max(1) + usize::from(rules.ends_with('\n'));
        // presentation mode: the rules wrap at the panel's edge with a hanging indent (cut
        // sideways, or scrolled, a class read half lines: issue 24), their numbers beside each
        // line's first row
        let wrap = crate::ui::kit::theme::presentation(ui.ctx());
        let response = ui
            .horizontal_top(|ui| {
                // the line numbers, in the editor's font, the line of an error in red: painted
                // beside the first row of each line once the edit is laid out
                let mono = egui::TextStyle::Monospace.resolve(ui.style());
                let number_w = ui
                    .painter()
                    .layout_no_wrap("000".into(), mono.clone(), egui::Color32::BLACK)
                    .size()
                    .x;
                let (gutter, _) = ui.allocate_exact_size(
                    egui::vec2(number_w, ui.spacing().interact_size.y),
                    egui::Sense::hover(),
                );
                // Python-like colouring, the error's line tinted; wrapped (presentation mode)
                // with a hanging indent, else not: long lines scroll
                let mut layouter = |ui: &Ui, text: &dyn egui::TextBuffer, wrap_width: f32| {
                    let mono = egui::TextStyle::Monospace.resolve(ui.style());
                    let visuals = ui.visuals();
                    let job = highlight::layout_job(
                        ui.ctx(),
                        text.as_str(),
                        mono.clone(),
                        visuals.dark_mode,
                        visuals.text_color(),
                        bad_line,
                        visuals.error_fg_color.gamma_multiply(0.25),
                    );
                    if wrap {
                        hanging_layout(ui, text.as_str(), job, &mono, wrap_width)
                    } else {
                        ui.ctx().fonts_mut(|f| f.layout_job(job))
                    }
                };
                let output = if wrap {
                    egui::TextEdit::multiline(&mut rules)
                        .code_editor()
                        .desired_rows(10)
                        .desired_width(f32::INFINITY)
                        .layouter(&mut layouter)
                        .hint_text(t.rules_hint)
                        .show(ui)
                } else {
                    // The edit is as wide as its longest line (at least the room beside the
                    // numbers), so the scroll area knows how far the text goes: it scrolls to
                    // the cursor (egui scrolls a changed edit's cursor into view) and back when
                    // lines get shorter. (An edit only as wide as the room would paint its long
                    // lines past its edge, cut off, and leave the area scrolled.) Only the text
                    // scrolls sideways: the numbers stay, and the side panel scrolls both up
                    // and down.
                    let widest = {
                        let job = highlight::layout_job(
                            ui.ctx(),
                            &rules,
                            mono.clone(),
                            ui.visuals().dark_mode,
                            ui.visuals().text_color(),
                            bad_line,
                            ui.visuals().error_fg_color.gamma_multiply(0.25),
                        );
                        ui.ctx().fonts_mut(|f| f.layout_job(job)).size().x
                    };
                    // (the edit's margins and room for the cursor after the last letter)
                    let needed = widest + 4.0 * ui.spacing().item_spacing.x + 8.0;
                    // lines longer than the room: a solid scroll bar, always shown, says there
                    // is more to the right (a floating one appeared only on hover, and a
                    // student took the long lines for cut)
                    let longer = needed > ui.available_width();
                    if longer {
                        ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
                    }
                    let bar = if longer {
                        egui::scroll_area::ScrollBarVisibility::AlwaysVisible
                    } else {
                        egui::scroll_area::ScrollBarVisibility::VisibleWhenNeeded
                    };
                    egui::ScrollArea::horizontal()
                        .id_salt("custom_rules")
                        .scroll_bar_visibility(bar)
                        .auto_shrink([false, true])
                        .show(ui, |ui| {
                            egui::TextEdit::multiline(&mut rules)
                                .code_editor()
                                .desired_rows(10)
                                .desired_width(f32::INFINITY)
                                .min_size(egui::vec2(needed, 0.0))
                                .layouter(&mut layouter)
                                .hint_text(t.rules_hint)
                                .show(ui)
                        })
                        .inner
                };
                // each line's number beside its first row (the rows of a wrapped line after
                // the first have none); at least four numbers, as an empty edit has rows
                let painter = ui.painter_at(gutter.expand2(egui::vec2(0.0, 1e4)));
                let mut k = 1;
                let mut starts = true;
                let mut last_y = output.galley_pos.y;
                let row_h = ui.ctx().fonts_mut(|f| f.row_height(&mono));
                let number = |k: usize, y: f32| {
                    let colour = if Some(k) == bad_line {
                        ui.visuals().error_fg_color
                    } else {
                        ui.visuals().weak_text_color()
                    };
                    painter.text(
                        egui::pos2(gutter.right(), y),
                        egui::Align2::RIGHT_TOP,
                        k.to_string(),
                        mono.clone(),
                        colour,
                    );
                };
                for row in &output.galley.rows {
                    let y = output.galley_pos.y + row.pos.y;
                    if starts && k <= lines {
                        number(k, y);
                        k += 1;
                    }
                    last_y = y;
                    starts = row.ends_with_newline;
                }
                while k <= lines.max(4) {
                    last_y += row_h;
                    number(k, last_y);
                    k += 1;
                }
                output.response
            })
            .inner;
        if response.changed() {
            // Tab indents with spaces, Enter after ':' indents (the cursor follows)
            if let Some(mut state) = egui::TextEdit::load_state(ui.ctx(), response.id)
                && let Some(range) = state.cursor.char_range()
                && let Some(at) =
                    indent::tidy(&core.content().rules, &mut rules, range.primary.index.0)
            {
                let at = egui::text::CCursor::new(at);
                state
                    .cursor
                    .set_char_range(Some(egui::text::CCursorRange::one(at)));
                state.store(ui.ctx(), response.id);
            }
        }
        if response.changed() && rules != core.content().rules {
            let misere = core.content().misere;
            core.edit_joined(Setup { rules, misere }, response.has_focus());
            // the last solve's error is about the rules before this edit
            core.messages
                .push(crate::ui::framework::StatusMessage::Clear);
        }
        if response.lost_focus() {
            core.end_joined();
        }
        let mut misere = core.content().misere;
        if ui
            .checkbox(&mut misere, t.misere)
            .on_hover_text(t.misere_tip)
            .changed()
        {
            let rules = core.content().rules.clone();
            core.edit(Setup { rules, misere });
        }
        if let Some(message) = error {
            ui.add_space(4.0);
            ui.label_cjk(
                RichText::new(t.error_heading)
                    .strong()
                    .color(ui.visuals().error_fg_color),
            );
            if let Some(k) = bad_line
                && let Some(text) = core.content().rules.lines().nth(k.saturating_sub(1))
            {
                ui.label_cjk(
                    RichText::new(fill(t.error_line, &[("line", &k), ("text", &text.trim())]))
                        .monospace(),
                );
            }
            ui.label_cjk(message);
        }
        if present {
            widgets::problem_statement(ui, t.intro, t.start_here);
        }
    }
}

impl GameView for CustomView {
    type Content = Setup;
    type Solved = CustomSolved;
    type Key = u64;
    type Job = CustomSolved;

    const KIND: GameKind = GameKind::Custom;
    type Setup = crate::games::custom::Setup;
    const SIDE_WIDTH: f32 = 420.0;
    /// A projector needs the width for the table, the positions and the sum: the answer goes
    /// above them (the rules are one click away).
    const PRESENT_FOLDS_SIDE: bool = true;

    /// A tab with the first example (a subtraction game).
    fn new(waker: &Waker) -> (Self, Setup) {
        let view = CustomView {
            pane: CustomPane::Positions,
            positions: Default::default(),
            table: Default::default(),
            play: Default::default(),
            sum: sum_view::SumView::new(waker.clone()),
            quiz: Quiz::default(),
            quiz_box: Default::default(),
        };
        (view, EXAMPLES[0].setup())
    }

    fn reset(&mut self) -> Setup {
        self.pane = CustomPane::Positions;
        EXAMPLES[0].setup()
    }

    fn import(&mut self, game: Game) -> Option<Setup> {
        let Game::Custom(setup) = game else {
            return None;
        };
        Some(setup)
    }

    fn to_game(&self, core: &TabCore<Self>) -> Game {
        Game::Custom(core.content().clone())
    }

    fn solve_key(&self, core: &TabCore<Self>) -> u64 {
        core.revision()
    }

    fn solve_job(&self, core: &TabCore<Self>) -> Option<SolveJob<CustomSolved>> {
        let Setup { rules, misere } = core.content().clone();
        let revision = core.revision();
        Some(Box::new(move |control| {
            let started = Instant::now();
            let game = custom::solve(&rules, misere, control)?;
            let shape = Shape::of(&game, control)?;
            let ranges = Ranges::of(&game);
            let picture = std::sync::Mutex::new(table::prebuild(&game, &shape, &ranges));
            let layers = custom::layout::Layers::of(
                &game,
                custom::layout::GRAPH_MAX_POSITIONS,
                custom::layout::GRAPH_MAX_MOVES,
            );
            Ok(CustomSolved {
                game,
                shape,
                ranges,
                layers,
                picture,
                elapsed: started.elapsed(),
                revision,
            })
        }))
    }

    fn on_change(&mut self, core: &mut TabCore<Self>, change: Change) {
        core.slot.invalidate();
        if change == Change::Load {
            self.positions = Default::default();
            self.table = Default::default();
        }
    }

    fn on_result(&mut self, previous: Option<&Arc<CustomSolved>>, solved: &Arc<CustomSolved>) {
        // another game (or the same rules again): the inspector starts at the start
        let same = previous.is_some_and(|p| p.revision == solved.revision);
        if !same {
            self.positions.selected = None;
        }
        self.positions.on_new_result(solved.game.positions());
        self.table.on_new_result();
        self.play.on_new_result();
        self.sum.on_new_result(same);
        // what the quiz showed of the last result stays seen (another start of its rules)
        if let Some(previous) = previous {
            self.quiz_box.record_shown(&previous.game);
        }
        self.quiz_box.restart();
    }

    fn poll(&mut self, core: &mut TabCore<Self>, env: &mut TabEnv) {
        let _ = (core, env);
        self.sum.poll();
    }

    fn busy(&self) -> Option<(String, Option<f32>)> {
        self.sum.busy()
    }

    fn cancel(&mut self) {
        self.sum.cancel();
    }

    fn quiz_on(&self) -> bool {
        self.quiz.on
    }

    fn play_gate(&self, core: &TabCore<Self>) -> Option<String> {
        // a game played best to its end shows how the position it starts from ends (first or
        // second: the computer's first move answers which move wins), a question of the quiz
        if !self.quiz.on || self.pane != CustomPane::Play {
            return None;
        }
        let solved = core.slot.result()?;
        let game = &solved.game;
        let from = self.play.from.unwrap_or(game.start());
        let answered = self.quiz_box.questions.as_ref().is_some_and(|(rev, q)| {
            *rev == solved.revision && q.shows(from, crate::quiz::custom::Shown::Outcome)
        });
        (!answered).then(|| game.position_text(from, positions::TEXT_MAX))
    }

    fn open_gate_question(&mut self, core: &mut TabCore<Self>) {
        let Some(solved) = core.slot.result().cloned() else {
            return;
        };
        let game = &solved.game;
        let from = self.play.from.unwrap_or(game.start());
        self.quiz_box.ask_at(game, solved.revision, from);
        self.positions.selected = Some(from);
        self.pane = CustomPane::Positions;
    }

    fn set_quiz(&mut self, on: bool) {
        self.quiz.on = on;
    }

    fn editor_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        self.editor(core, ui);
    }

    fn result_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let t = game_tr();
        let revision = core.revision();
        core.result_section(
            ui,
            t.result,
            t.results_outdated,
            |solved| solved.revision != revision,
            |ui, solved| {
                let all = self.quiz_box.all_committed(solved.revision);
                let open = self.quiz_box.others_open(&solved.game, solved.revision);
                if self.quiz.on && open > 0 {
                    // the kind asked now is done, another is not: the line says which
                    let kind = self.quiz_box.kind_name();
                    ui.label_cjk(
                        RichText::new(fill(t.quiz_kind_done, &[("kind", &kind), ("n", &open)]))
                            .italics(),
                    );
                } else if crate::ui::kit::quiz::result_hidden_ui(ui, self.quiz.on, all) {
                    return;
                }
                let g = &solved.game;
                let start = g.start();
                // in Quiz mode each answer of the start waits for its own question: every
                // outcome answered showed "Grundy value of the start: 5" while the Grundy
                // questions were still open (s1 stop 42 LEAK 1)
                let quiz_on = self.quiz.on;
                let shown = |what| self.quiz_box.shows(quiz_on, start, what);
                if let Some(v) = g.value(start)
                    && shown(Shown::Outcome)
                {
                    let colour = if v > 0 {
                        palette::WIN_A
                    } else if v < 0 {
                        palette::WIN_B
                    } else {
                        palette::DRAW
                    };
                    widgets::pill(ui, &fill(t.value_is, &[("v", &v)]), colour);
                } else if g.value(start).is_none()
                    && let Some(o) = g.outcome(start)
                {
                    let (text, colour) = match o {
                        custom::Outcome::Win => (t.first_wins, palette::WIN_A),
                        custom::Outcome::Lose => (t.first_loses, palette::WIN_B),
                        custom::Outcome::Draw => (t.first_draws, palette::DRAW),
                    };
                    if shown(Shown::Outcome) {
                        widgets::pill(ui, text, colour);
                        if let Some(k) = g.moves_to_end(start) {
                            ui.label_cjk(fill(t.ends_in, &[("k", &k)]));
                        }
                    }
                    if let Some(gr) = g.grundy(start) {
                        if shown(Shown::Grundy) {
                            ui.label_cjk(fill(t.grundy_is, &[("g", &gr)]));
                        }
                    } else {
                        ui.label_cjk(RichText::new(t.no_grundy).small().weak());
                    }
                }
                ui.label_cjk(fill(
                    t.counts,
                    &[("n", &g.positions()), ("m", &g.move_count())],
                ));
                let ms = widgets::format_ms(solved.elapsed);
                ui.label_cjk(
                    RichText::new(fill(t.solved_in, &[("ms", &ms)]))
                        .small()
                        .weak(),
                );
            },
        );
    }

    fn quiz_all_committed(&self, solved: &Self::Solved) -> bool {
        self.quiz_box.all_committed(solved.revision)
    }

    fn result_line_ui(&mut self, ui: &mut Ui, solved: &Arc<Self::Solved>) {
        let t = game_tr();
        let g = &solved.game;
        let start = g.start();
        if let Some(v) = g.value(start) {
            let colour = if v > 0 {
                palette::WIN_A
            } else if v < 0 {
                palette::WIN_B
            } else {
                palette::DRAW
            };
            widgets::pill(ui, &fill(t.value_is, &[("v", &v)]), colour);
        } else if let Some(o) = g.outcome(start) {
            let (text, colour) = match o {
                custom::Outcome::Win => (t.first_wins, palette::WIN_A),
                custom::Outcome::Lose => (t.first_loses, palette::WIN_B),
                custom::Outcome::Draw => (t.first_draws, palette::DRAW),
            };
            widgets::pill(ui, text, colour);
            if let Some(k) = g.moves_to_end(start) {
                ui.label_cjk(fill(t.ends_in, &[("k", &k)]));
            }
        }
    }

    fn pane(&self) -> CustomPane {
        self.pane
    }

    fn view_bar_state(&mut self) -> (&mut Quiz, &mut CustomPane) {
        (&mut self.quiz, &mut self.pane)
    }

    const EXERCISES: bool = true;
    const SOLVES_OTHER_GAMES: bool = true;

    fn exercise(&mut self, seed: u64) -> Option<Game> {
        // an exercise with positions not on screen yet in this session, if one of a few draws
        // has some (s2 stop 42 LEAK 2: (3,1) after (3,3) had shown every one of its positions)
        let mut first = None;
        for k in 0..16u64 {
            let setup = crate::quiz::exercise::custom(seed.wrapping_add(k.wrapping_mul(0x9e37)));
            let key = quiz_box::rules_key(&setup.rules, setup.misere);
            let fresh = custom::solve(&setup.rules, setup.misere, &crate::games::NoControl)
                .is_ok_and(|g| self.quiz_box.unseen(&key, &g) > 0);
            if fresh {
                return Some(Game::Custom(setup));
            }
            first.get_or_insert(setup);
        }
        first.map(Game::Custom)
    }

    fn exercise_key(game: &Game) -> Game {
        match game {
            Game::Custom(setup) => Game::Custom(custom::Setup {
                rules: quiz_box::rules_code(&setup.rules),
                misere: setup.misere,
            }),
            other => other.clone(),
        }
    }

    fn central_ui(&mut self, core: &mut TabCore<Self>, ui: &mut Ui) {
        let tr = tr();
        let t = game_tr();
        if self.pane == CustomPane::Guide {
            // presentation mode: the text as large as fills the room (24 to 40 points), the
            // view's picture
            let present = crate::ui::kit::theme::presentation(ui.ctx());
            let size = if present {
                guide_size(
                    ui,
                    t.guide,
                    ui.available_rect_before_wrap().size() - egui::vec2(16.0, 8.0),
                )
            } else {
                egui::TextStyle::Body.resolve(ui.style()).size
            };
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    // (Chinese lines end where a word does: "减对⏎方的总分", "距结束的步⏎数")
                    let family = egui::TextStyle::Body.resolve(ui.style()).family;
                    let font = egui::FontId::new(size, family);
                    let width = ui.available_width();
                    let text = crate::ui::kit::cjk_wrap::wrap_for(ui, t.guide, &font, width);
                    let shown = ui.label_cjk(RichText::new(text).size(size));
                    if present {
                        crate::ui::kit::layout::picture(ui, shown.rect);
                    }
                });
            return;
        }
        let Some(solved) = core.slot.result().cloned() else {
            ui.vertical_centered(|ui| {
                ui.add_space(ui.available_height() * 0.4);
                if core.slot.is_running() {
                    widgets::calm_spinner(ui);
                    ui.label_cjk(tr.solving);
                } else if let Some(err) = core.slot.error() {
                    ui.label_cjk(err);
                } else {
                    ui.label_cjk(tr.not_solved_yet);
                }
            });
            return;
        };
        if solved.revision != core.revision() {
            ui.label_cjk(RichText::new(t.results_outdated).italics());
        }
        let content = core.content();
        self.quiz_box
            .set_rules(quiz_box::rules_key(&content.rules, content.misere));
        self.views_ui(ui, &solved);
    }

    fn code_focus(&self, core: &TabCore<Self>) -> crate::code::Focus {
        self.focus(core)
    }

    fn show_lesson_step(&mut self, core: &mut TabCore<Self>, step: &crate::lessons::Step) {
        let _ = core;
        self.pane = step
            .view
            .as_deref()
            .and_then(CustomPane::from_lesson_name)
            .unwrap_or(CustomPane::Positions);
    }

    fn exports(&self, _core: &TabCore<Self>) -> Vec<ExportKind> {
        Vec::new()
    }

    fn export(&self, _core: &TabCore<Self>, _kind: ExportKind) -> Result<ExportJob, ExportError> {
        Err(ExportError::NotNow(tr().not_solved_yet.to_string()))
    }
}

/// The rules laid out at `width` with a hanging indent, as the Code pane's listing wraps
/// ([`crate::ui::kit::code_view`]): a wrapped line's later rows start past its own indentation
/// (by four more characters). The whole text wraps a hang narrower than `width` (the widest
/// hang of its long lines, at most a third of the width), so that a shifted row still ends
/// inside it; the rows stay the text's rows (the cursor and clicks still find their letters).
fn hanging_layout(
    ui: &Ui,
    text: &str,
    mut job: egui::text::LayoutJob,
    mono: &egui::FontId,
    width: f32,
) -> Arc<egui::Galley> {
    let char_w = ui.fonts_mut(|f| f.glyph_width(mono, '0')).max(1.0);
    let indent = |line: &str| {
        line.chars()
            .take_while(|c| c.is_whitespace())
            .map(|c| if c == '\t' { 4 } else { 1 })
            .sum::<usize>()
    };
    let hang_of = |line: &str| ((indent(line) + 4) as f32 * char_w).min(width / 3.0);
    // the hang of the lines too long for the width (a letter wider than a digit: CJK in a
    // comment counts twice)
    let long = |line: &str| {
        let w: usize = line.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum();
        w as f32 * char_w > width
    };
    let most = text
        .split('\n')
        .filter(|l| long(l))
        .map(hang_of)
        .fold(0.0_f32, f32::max);
    job.wrap.max_width = (width - most).max(char_w * 12.0);
    let mut galley = ui.ctx().fonts_mut(|f| f.layout_job(job));
    if most <= 0.0 {
        return galley;
    }
    let g = Arc::make_mut(&mut galley);
    let mut lines = text.split('\n');
    let mut hang = 0.0;
    let mut first = true;
    for row in &mut g.rows {
        if first {
            hang = lines.next().map_or(0.0, hang_of).min(most);
        } else {
            row.pos.x += hang;
            g.rect = g.rect.union(egui::Rect::from_min_size(row.pos, row.size));
            g.mesh_bounds = g
                .mesh_bounds
                .union(row.visuals.mesh_bounds.translate(row.pos.to_vec2()));
        }
        first = row.ends_with_newline;
    }
    galley
}

/// The largest text size from presentation mode's body size up to 40 points at which `text`,
/// wrapped to `room`'s width, fits its height (the body size when none does: it scrolls).
fn guide_size(ui: &Ui, text: &str, room: egui::Vec2) -> f32 {
    let body = crate::ui::kit::theme::PRESENT_BODY;
    let height = |size: f32| {
        ui.painter()
            .layout(
                text.to_string(),
                egui::FontId::proportional(size),
                egui::Color32::BLACK,
                room.x,
            )
            .size()
            .y
    };
    let (mut fits, mut too_big) = (body, 40.0_f32);
    if height(too_big) <= room.y {
        return too_big;
    }
    if height(body) > room.y {
        return body;
    }
    for _ in 0..6 {
        let mid = (fits + too_big) / 2.0;
        if height(mid) <= room.y {
            fits = mid;
        } else {
            too_big = mid;
        }
    }
    fits.floor()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_names_its_line_and_a_title_its_first_comment() {
        assert_eq!(error_line("rules line 3: name `x` is not defined"), Some(3));
        assert_eq!(error_line("rules: no `moves`"), None);
        assert_eq!(
            summary("# Nim, three heaps\nstart = (1, 2, 3)"),
            "Nim, three heaps"
        );
        // code is no title, nor a comment after code
        assert_eq!(summary("\nstart = 7\n"), "");
        assert_eq!(summary("start = 20 # twenty\n# Nim\n"), "");
        assert!(summary(&format!("# {}", "x".repeat(100))).ends_with('…'));
        let code = Setup {
            rules: "start = 20\n".into(),
            misere: false,
        };
        use crate::ui::framework::tab::GameUi as _;
        assert_eq!(code.auto_title(), game_tr().tab);
    }

    /// Issue 24 (p18 item 3): the Game Lab's tic-tac-toe, its rules with English comments, was
    /// titled "自定义博弈：Tic-tac-toe…" on a Chinese screen: an example is named by its title in
    /// the interface's language, and an example's comment is said in it.
    #[test]
    fn an_example_is_titled_in_the_interface_language() {
        use crate::games::custom::examples::EXAMPLES;
        use crate::i18n::{Language, set_language};
        use crate::ui::framework::tab::GameUi as _;
        let ttt = EXAMPLES.iter().find(|e| e.name == "tic-tac-toe").unwrap();
        for rules_lang in [Language::English, Language::Chinese] {
            let setup = ttt.setup_in(rules_lang);
            set_language(Language::Chinese);
            let zh = setup.auto_title();
            assert_eq!(zh, "自定义博弈：井字棋（平局与提前结束）", "{rules_lang:?}");
            set_language(Language::English);
            let en = setup.auto_title();
            assert_eq!(
                en, "Game Lab: Tic-tac-toe (draws and early ends)",
                "{rules_lang:?}"
            );
        }
        // an example's first comment over rules of one's own
        let own =
            "# Tic-tac-toe: a position is the board as 9 characters, X moves first\nstart = 1\n";
        set_language(Language::Chinese);
        assert!(summary(own).starts_with("井字棋"), "{}", summary(own));
        set_language(Language::English);
        assert!(summary(own).starts_with("Tic-tac-toe"));
    }
}
