//! Quiz mode's question box of the Game Lab (above the inspector in Positions and Table):
//! "is this position a win, a loss or a draw?", "what is its Grundy value?", "what is its
//! value?"; the answer is shown once the student commits. The questions themselves are
//! [`crate::quiz::custom::Questions`].

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Ui};

use crate::games::custom::{Outcome, PosId, Solved};
use crate::i18n::custom::tr as game_tr;
use crate::i18n::quiz::tr as quiz_tr;
use crate::i18n::{Both, fill};

/// Longest position text a missed question is named by in the set's report.
const REPORT_NAME_MAX: usize = 24;
use crate::quiz::custom::{Ask, Questions, Shown, Worth};
use crate::quiz::{Kind, Step, Tries, parse_number};
use crate::ui::kit::quiz::{Feedback, Quiz, answer_field, feedback_ui};

/// The questions of the current result and the answer being typed.
#[derive(Debug, Default)]
pub struct QuizBox {
    /// The questions, for the result of `revision`.
    pub questions: Option<(u64, Questions)>,
    /// The typed answer.
    pub typed: String,
    /// The verdict on the last answer.
    pub feedback: Option<Feedback>,
    /// How many quizzes were started (each gets its own questions).
    started: u64,
    /// The question last shown in the inspector.
    pointed: Option<PosId>,
    /// The tries at the question asked now (graded hints).
    tries: Tries,
    /// The outcomes picked wrong at the question asked now (greyed out).
    wrong_picks: Vec<Outcome>,
    /// The rules of the result shown, without their start ([`rules_key`]).
    rules: String,
    /// Per rules ([`rules_key`]), the positions whose answers were on screen in this session
    /// (with Quiz mode off, or answered): another start of the same rules gives them (shown,
    /// not asked). s2 stop 42 LEAK 2: Nim (3,3) seen, New exercise gave (3,1), every position
    /// of which had been on screen, scored.
    seen: std::collections::HashMap<String, std::collections::HashSet<String>>,
    /// The result whose every position was recorded as seen (Quiz mode off).
    recorded: Option<(String, u64)>,
}

/// The rules without their `start = …` line (and the misère flag): the positions of two
/// starts of the same rules are the same positions. Comments and blank lines change no
/// position either ([`rules_code`]).
pub fn rules_key(rules: &str, misere: bool) -> String {
    let mut key: String = rules_code(rules)
        .lines()
        .filter(|l| !l.trim_start().starts_with("start"))
        .map(|l| format!("{l}\n"))
        .collect();
    key.push_str(if misere { "misere" } else { "normal" });
    key
}

/// The rules without comment lines, blank lines and trailing spaces: what the game is (s1
/// stop 43: New exercise gave the example just seen solved, its comment lines gone, and it
/// was scored).
pub fn rules_code(rules: &str) -> String {
    rules
        .lines()
        .map(str::trim_end)
        .filter(|l| !l.is_empty() && !l.trim_start().starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// A position's name in the seen lists (its whole text).
fn seen_name(game: &Solved, p: PosId) -> String {
    game.position_text(p, usize::MAX)
}

impl QuizBox {
    /// The questions for the result `revision` of `game`, started if needed (the first
    /// question asked at once).
    pub fn ensure(&mut self, game: &Solved, revision: u64) -> &mut Questions {
        if self
            .questions
            .as_ref()
            .is_none_or(|(r, q)| *r != revision || !q.fits(game.positions()))
        {
            self.started += 1;
            let mut q = Questions::new(game, 0x5eed ^ self.started);
            // the positions of these rules seen already (another start, another result) are
            // given; this very result seen with Quiz mode off is a practice (the tab says so)
            let this_one = self.recorded.as_ref() == Some(&(self.rules.clone(), revision));
            if !this_one && let Some(seen) = self.seen.get(&self.rules) {
                for p in 0..game.positions() as PosId {
                    if seen.contains(&seen_name(game, p)) {
                        q.give_all(p);
                    }
                }
            }
            q.next(game);
            self.questions = Some((revision, q));
            self.typed.clear();
            self.feedback = None;
            self.pointed = None;
            self.tries = Tries::default();
            self.wrong_picks.clear();
        }
        &mut self.questions.as_mut().expect("just made").1
    }

    /// Whether `what` of position `p` may be shown (always when the quiz is off).
    pub fn shows(&self, quiz_on: bool, p: PosId, what: Shown) -> bool {
        !quiz_on
            || self
                .questions
                .as_ref()
                .is_some_and(|(_, q)| q.shows(p, what))
    }

    /// How many answers are shown while the quiz is on (every kind together).
    pub fn shown(&self, quiz_on: bool) -> Option<usize> {
        if !quiz_on {
            return None;
        }
        Some(self.questions.as_ref().map_or(0, |(_, q)| q.shown_total()))
    }

    /// Play's gate: ask the outcome (or value) of `p`, where Play starts, now.
    pub fn ask_at(&mut self, game: &Solved, revision: u64, p: PosId) {
        let questions = self.ensure(game, revision);
        questions.ask_about(Ask::choices(game)[0], p);
        self.typed.clear();
        self.feedback = None;
        self.pointed = None;
        self.tries = Tries::default();
        self.wrong_picks.clear();
    }

    /// Play showed the outcomes of `seen` (the positions of a game played in Quiz mode: the
    /// feedback on a move and the computer's best replies tell them): they are given from now
    /// on, never scored (s2 stop 42 LEAK 3: Play showed (3,0) a win, then its question scored).
    pub fn give(&mut self, game: &Solved, revision: u64, seen: impl IntoIterator<Item = PosId>) {
        let questions = self.ensure(game, revision);
        let asked = questions.current();
        let mut changed = false;
        for p in seen {
            changed |= questions.give(game, p);
        }
        if changed && questions.current() != asked {
            // the question asked now was given: the next one, afresh
            self.typed.clear();
            self.feedback = None;
            self.pointed = None;
            self.tries = Tries::default();
            self.wrong_picks.clear();
        }
    }

    /// The result shown is of rules `key` ([`rules_key`]).
    pub fn set_rules(&mut self, key: String) {
        self.rules = key;
    }

    /// Quiz mode is off: every position of the result `revision` is on screen (once per result).
    pub fn record_all(&mut self, game: &Solved, revision: u64) {
        let at = (self.rules.clone(), revision);
        if self.recorded.as_ref() == Some(&at) {
            return;
        }
        let seen = self.seen.entry(self.rules.clone()).or_default();
        seen.extend((0..game.positions() as PosId).map(|p| seen_name(game, p)));
        self.recorded = Some(at);
    }

    /// The quiz's answers shown (asked or given) are seen: kept for another start of the rules.
    pub fn record_shown(&mut self, game: &Solved) {
        let Some((_, q)) = &self.questions else {
            return;
        };
        if !q.fits(game.positions()) {
            return;
        }
        let seen = self.seen.entry(self.rules.clone()).or_default();
        for p in 0..game.positions() as PosId {
            if q.shows(p, Shown::Outcome) || q.shows(p, Shown::Grundy) {
                seen.insert(seen_name(game, p));
            }
        }
    }

    /// How many positions of `game` (of rules `key`) were not seen in this session.
    pub fn unseen(&self, key: &str, game: &Solved) -> usize {
        let seen = self.seen.get(key);
        (0..game.positions() as PosId)
            .filter(|&p| seen.is_none_or(|s| !s.contains(&seen_name(game, p))))
            .count()
    }

    /// Start the quiz again.
    pub fn restart(&mut self) {
        self.questions = None;
        self.pointed = None;
    }

    /// True when every position of the quiz of the result `revision` is committed (answered
    /// or its answer shown) for the kind asked: the result hides no question any more.
    pub fn all_committed(&self, revision: u64) -> bool {
        self.questions.as_ref().is_some_and(|(rev, q)| {
            let (k, n) = q.progress();
            *rev == revision && k >= n
        })
    }

    /// The questions of the other kinds still open while every one of the kind asked now is
    /// committed (the Result panel said "Every question answered" with six Grundy questions
    /// open, s1 stop 42b); 0 otherwise.
    pub fn others_open(&self, game: &Solved, revision: u64) -> usize {
        match &self.questions {
            Some((rev, q)) if *rev == revision && self.all_committed(revision) => {
                q.left(&crate::quiz::custom::Ask::choices(game))
            }
            _ => 0,
        }
    }

    /// The name of the kind asked now ("Grundy value"), as the kind's buttons read.
    pub fn kind_name(&self) -> &'static str {
        let t = game_tr();
        match self.questions.as_ref().map(|(_, q)| q.ask) {
            Some(Ask::Grundy) => t.by_grundy,
            Some(Ask::Value) => t.by_value,
            _ => t.by_outcome,
        }
    }

    /// Draw the box; returns the position asked about (for the inspector) when it changes.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        game: &Solved,
        revision: u64,
        quiz: &mut Quiz,
    ) -> Option<PosId> {
        let t = game_tr();
        let q = quiz_tr();
        let mut select = None;
        let mut restart = false;
        self.ensure(game, revision);
        let questions = &mut self.questions.as_mut().expect("ensured").1;
        let choices = Ask::choices(game);
        let asked_before = questions.ask;
        ui.group(|ui| {
            if choices.len() > 1 {
                // a question with a wrong try or a hint is finished first: switching the kind
                // moved on to another question, and the wrong try never counted (a student
                // skipped every question they were stuck on)
                let locked = self.tries.hints_used() > 0 && !self.tries.is_over();
                ui.horizontal_wrapped(|ui| {
                    ui.label_cjk(t.quiz_ask_kind);
                    for ask in &choices {
                        let name = match ask {
                            Ask::Outcome => t.by_outcome,
                            Ask::Grundy => t.by_grundy,
                            Ask::Value => t.by_value,
                        };
                        ui.add_enabled_ui(!locked, |ui| {
                            ui.selectable_value(&mut questions.ask, *ask, name)
                        })
                        .inner
                        .on_disabled_hover_text(t.quiz_ask_locked);
                    }
                });
            }
            if questions.ask != asked_before {
                // each kind is asked on its own: the next question of the kind chosen
                questions.next(game);
                self.feedback = None;
                self.typed.clear();
                self.tries = Tries::default();
                self.wrong_picks.clear();
                select = questions.current();
            }
            // (presentation mode: the note on the order is the progress line's tooltip, and the
            // hint stands on the answers' row: the graph below wants the height)
            let present = crate::ui::kit::theme::presentation(ui.ctx());
            // (said only when true: Play's gate asks the start out of order, its moves then
            // "not answered yet", s2 stop 42b Q6-17; a game with draws asks in a random order,
            // s2 stop 43 LEAK 2)
            let in_order = questions
                .current()
                .is_none_or(|p| game.moves(p).iter().all(|&q| questions.answered(q)));
            let order = if questions.random_order() {
                t.quiz_order_draws
            } else if in_order {
                t.quiz_order
            } else {
                t.quiz_order_jump
            };
            if !present {
                ui.label_cjk(RichText::new(order).small().weak());
            }
            // one count: the bar's "question k of n" (a practice has none: the positions)
            if quiz.tally.practice {
                let (k, n) = questions.progress();
                let progress = ui.label_cjk(
                    RichText::new(fill(t.quiz_progress, &[("k", &k), ("n", &n)]))
                        .small()
                        .weak(),
                );
                if present {
                    progress.on_hover_text(order);
                }
            }
            // (the feedback comes under the answer buttons, which keep their place: a line
            // above them moved them down after a wrong answer and a click fell on the wrong one)
            let Some(p) = questions.current() else {
                if let Some(fb) = &self.feedback {
                    feedback_ui(ui, fb);
                }
                ui.label_cjk(t.quiz_done);
                ui.horizontal_wrapped(|ui| {
                    if ui.button(q.start_again).clicked() {
                        restart = true;
                    }
                });
                return;
            };
            let name = game.position_text(p, super::positions::TEXT_MAX);
            let ask = match questions.ask {
                Ask::Outcome => t.quiz_ask_outcome,
                Ask::Grundy => t.quiz_ask_grundy,
                Ask::Value => t.quiz_ask_value,
            };
            // (s2 stop 44 read the answered positions in the panel as a leak: it is the
            // exercise, and the line says so; in presentation mode its rows at the large size
            // took the graph's room below, 25 points left at 1024 × 768, so it is the
            // question's tooltip there)
            let present = crate::ui::kit::theme::presentation(ui.ctx());
            // (a click shows the position's moves in the inspector)
            let link = ui.link(RichText::new(fill(ask, &[("p", &name)])).strong());
            let link = if present {
                link.on_hover_text(t.quiz_ask_backwards)
            } else {
                link
            };
            if link.clicked() {
                select = Some(p);
            }
            if !present {
                ui.label_cjk(RichText::new(t.quiz_ask_backwards).small());
            }
            let hint_enabled = !self.tries.is_over();
            let mut hint_clicked = false;
            // the answer given now: right or not, the pick (an outcome) or the typed number
            let mut answered: Option<(bool, Option<Outcome>, Option<i128>)> = None;
            if questions.ask == Ask::Outcome {
                let mut picked = None;
                ui.horizontal_wrapped(|ui| {
                    for (o, word) in [
                        (Outcome::Win, t.win),
                        (Outcome::Lose, t.lose),
                        (Outcome::Draw, t.draw),
                    ] {
                        // a wrong pick is greyed out while the question goes on (as 913's)
                        let open = !self.wrong_picks.contains(&o);
                        if ui.add_enabled(open, egui::Button::new(word)).clicked() {
                            picked = Some(o);
                        }
                    }
                    if present {
                        ui.separator();
                        hint_clicked =
                            crate::ui::kit::quiz::hint_button(ui, true, hint_enabled).clicked();
                    }
                });
                if let Some(o) = picked
                    && let Some(answer) = questions.check_outcome(game, o)
                {
                    answered = Some((answer.is_right(), Some(o), None));
                }
            } else if answer_field(ui, "custom_quiz_answer", &mut self.typed) {
                match parse_number(&self.typed) {
                    Err(e) => {
                        self.feedback = Some(Feedback::refused_keeping(self.feedback.take(), &e));
                    }
                    Ok(v) => {
                        if let Some(answer) = questions.check_number(game, v) {
                            answered = Some((answer.is_right(), None, Some(v)));
                            self.typed.clear();
                        }
                    }
                }
            }
            // graded as the tables: right ends the question; wrong gives hint 1, then hint 2,
            // then the answer (a first-time student finds no answer before committing)
            if let Some((right, pick, typed)) = answered
                && let Some((step, settled)) = self.tries.answer(right)
            {
                if let Some(verdict) = settled {
                    // (named in the set's report: "局面（答错）" did not say which)
                    let name = questions
                        .current()
                        .map(|p| game.position_text(p, REPORT_NAME_MAX))
                        .unwrap_or_default();
                    let ask = questions.ask;
                    quiz.settle_named(Kind::Position, verdict, move || report_name(ask, &name));
                }
                let ask = questions.ask;
                match step {
                    Step::Right { .. } => {
                        quiz.tally.question_over();
                        questions.show_answer();
                        let shown = &*questions;
                        self.feedback = Some(Feedback::right_why(
                            quiz,
                            Both::new(|| right_why(game, shown, p, ask)),
                        ));
                        questions.next(game);
                        self.tries = Tries::default();
                        self.wrong_picks.clear();
                        // on to the next question
                        select = questions.current().or(Some(p));
                    }
                    Step::Hint(k) => {
                        self.wrong_picks.extend(pick);
                        let shown = &*questions;
                        let wrong_line = crate::ui::kit::quiz::hint_wrong_line(quiz);
                        self.feedback = Some(Feedback::Hint(Both::new(|| {
                            let hint = hint_text(game, shown, p, k);
                            fill(wrong_line(), &[("k", &k), ("hint", &hint)])
                        })));
                        // the inspector shows the position's moves
                        select = Some(p);
                    }
                    Step::Answer => {
                        quiz.tally.question_over();
                        questions.show_answer();
                        let shown = &*questions;
                        self.feedback = Some(Feedback::Wrong(Both::new(|| {
                            let head = match (pick, typed) {
                                (_, Some(typed)) => fill(
                                    game_tr().quiz_wrong_number,
                                    &[
                                        ("typed", &typed),
                                        ("p", &name),
                                        (
                                            "expected",
                                            &answer_number(game, p, ask)
                                                .map(|v| v.to_string())
                                                .unwrap_or_default(),
                                        ),
                                    ],
                                ),
                                _ => fill(
                                    game_tr().quiz_wrong_outcome,
                                    &[
                                        ("p", &name),
                                        (
                                            "actual",
                                            &game
                                                .outcome(p)
                                                .map(super::positions::outcome_word)
                                                .unwrap_or_default(),
                                        ),
                                    ],
                                ),
                            };
                            format!("{head} {}", right_why(game, shown, p, ask))
                        })));
                        questions.next(game);
                        self.tries = Tries::default();
                        self.wrong_picks.clear();
                        // the inspector shows why
                        select = Some(p);
                    }
                }
            }
            let hint_on_row = present && questions.ask == Ask::Outcome;
            if !hint_on_row && questions.current() == Some(p) {
                hint_clicked = crate::ui::kit::quiz::hint_button(ui, true, hint_enabled).clicked();
            }
            if questions.current() == Some(p)
                && hint_clicked
                && let Some((step, settled)) = self.tries.hint()
            {
                if let Some(verdict) = settled {
                    // (named in the set's report: "局面（答错）" did not say which)
                    let name = questions
                        .current()
                        .map(|p| game.position_text(p, REPORT_NAME_MAX))
                        .unwrap_or_default();
                    let ask = questions.ask;
                    quiz.settle_named(Kind::Position, verdict, move || report_name(ask, &name));
                }
                match step {
                    Step::Hint(k) => {
                        quiz.hint_used(Kind::Position);
                        let questions = &*questions;
                        self.feedback = Some(Feedback::Hint(Both::new(|| {
                            let hint = hint_text(game, questions, p, k);
                            fill(quiz_tr().hint_shown, &[("k", &k), ("hint", &hint)])
                        })));
                    }
                    Step::Answer | Step::Right { .. } => {
                        quiz.tally.question_over();
                        let ask = questions.ask;
                        questions.show_answer();
                        let questions_now = &*questions;
                        self.feedback = Some(Feedback::Wrong(Both::new(|| {
                            let name = game.position_text(p, super::positions::TEXT_MAX);
                            let head = match ask {
                                Ask::Outcome => fill(
                                    quiz_tr().custom_answer,
                                    &[
                                        ("p", &name),
                                        (
                                            "actual",
                                            &game
                                                .outcome(p)
                                                .map(super::positions::outcome_word)
                                                .unwrap_or_default(),
                                        ),
                                    ],
                                ),
                                Ask::Grundy | Ask::Value => {
                                    let v = answer_number(game, p, ask);
                                    fill(
                                        quiz_tr().custom_answer_number,
                                        &[
                                            ("p", &name),
                                            (
                                                "expected",
                                                &v.map(|v| v.to_string()).unwrap_or_default(),
                                            ),
                                        ],
                                    )
                                }
                            };
                            format!("{head} {}", right_why(game, questions_now, p, ask))
                        })));
                        self.typed.clear();
                        questions.next(game);
                        self.tries = Tries::default();
                        self.wrong_picks.clear();
                        select = Some(p);
                    }
                }
            }
            if let Some(fb) = &self.feedback {
                feedback_ui(ui, fb);
            }
        });
        if restart {
            self.questions = None;
        }
        // the set under way ends with the quiz: its last position ends the set with its report
        if let Some((_, questions)) = &self.questions {
            quiz.tally
                .questions_left(questions.left(&Ask::choices(game)));
        }
        // a new question is shown in the inspector once; an answered position stays there (with
        // its answer and why) until the student clicks the next question
        let now = self.questions.as_ref().and_then(|(_, q)| q.current());
        if select.is_none() && now.is_some() && self.pointed.is_none() {
            select = now;
        }
        if select.is_some() {
            self.pointed = select;
        }
        select
    }
}

/// The number asked (`ask`: the Grundy value or the value) of position `p`.
fn answer_number(game: &Solved, p: PosId, ask: Ask) -> Option<i64> {
    if ask == Ask::Grundy {
        game.grundy(p).map(i64::from)
    } else {
        game.value(p)
    }
}

/// Hint `k` for position `p`: the positions it reads (where its moves lead), then what is
/// shown of them (given or asked already: the others are not named with an answer).
fn hint_text(game: &Solved, questions: &Questions, p: PosId, k: u8) -> String {
    let q = quiz_tr();
    let name = |x: PosId| game.position_text(x, super::positions::TEXT_MAX);
    let moves = game.moves(p);
    if k <= 1 {
        let list = moves
            .iter()
            .map(|&x| name(x))
            .collect::<Vec<_>>()
            .join(", ");
        return fill(q.custom_hint1, &[("p", &name(p)), ("list", &list)]);
    }
    let what = if questions.ask == Ask::Grundy {
        Shown::Grundy
    } else {
        Shown::Outcome
    };
    let mut known = Vec::new();
    let mut pending = 0;
    for &x in moves {
        if !questions.shows(x, what) {
            pending += 1;
            continue;
        }
        let p = name(x);
        let answer = match questions.ask {
            Ask::Outcome => game.outcome(x).map(|o| {
                let text = match o {
                    Outcome::Win => q.custom_hint_is_win,
                    Outcome::Lose => q.custom_hint_is_lose,
                    Outcome::Draw => q.custom_hint_is_draw,
                };
                fill(text, &[("p", &p)])
            }),
            Ask::Grundy => game
                .grundy(x)
                .map(|g| fill(q.custom_hint_has_grundy, &[("p", &p), ("g", &g)])),
            Ask::Value => game
                .value(x)
                .map(|v| fill(q.custom_hint_is_worth, &[("p", &p), ("v", &v)])),
        };
        known.extend(answer);
    }
    let mut out = Vec::new();
    if !known.is_empty() {
        out.push(fill(
            q.custom_hint2_known,
            &[("known", &known.join(q.custom_hint_sep))],
        ));
    }
    if pending > 0 {
        out.push(fill(q.custom_hint2_pending, &[("k", &pending)]));
    }
    // what hint 2 adds to the graph's colours: the rule that turns their answers into this one
    // (it said only "What is shown of them: (0, 0) lose.", s1 stop 42)
    out.push(
        match questions.ask {
            Ask::Outcome => q.custom_hint2_rule_outcome,
            Ask::Grundy => q.custom_hint2_rule_grundy,
            Ask::Value => q.custom_hint2_rule_value,
        }
        .to_string(),
    );
    let sep = if crate::i18n::language() == crate::i18n::Language::Chinese {
        ""
    } else {
        " "
    };
    out.join(sep)
}

/// Why position `p` has the answer asked (`ask`), from the solved game: the Grundy value as the
/// mex of its moves' values; an outcome or value from its best move and what that move gives.
/// A position still to be asked (`questions`) is never named with its answer: the Grundy
/// values of such moves are left out (counted), and a best move to one is described, not named.
fn right_why(game: &Solved, questions: &Questions, p: PosId, ask: Ask) -> String {
    let q = quiz_tr();
    let name = |x: PosId| game.position_text(x, super::positions::TEXT_MAX);
    let why = if game.moves(p).is_empty() {
        fill(q.custom_why_end, &[("p", &name(p))])
    } else if ask == Ask::Grundy {
        let shown = |x: PosId| questions.shows(x, Shown::Grundy);
        let mut values: Vec<u32> = game
            .moves(p)
            .iter()
            .filter(|&&x| shown(x))
            .filter_map(|&x| game.grundy(x))
            .collect();
        let pending = game.moves(p).iter().filter(|&&x| !shown(x)).count();
        values.sort_unstable();
        values.dedup();
        let list = values
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        let g = game.grundy(p).map(|g| g.to_string()).unwrap_or_default();
        if pending == 0 {
            fill(
                q.custom_why_grundy,
                &[("p", &name(p)), ("list", &list), ("g", &g)],
            )
        } else {
            fill(
                q.custom_why_grundy_pending,
                &[("p", &name(p)), ("list", &list), ("k", &pending), ("g", &g)],
            )
        }
    } else {
        let options = crate::quiz::custom::move_options(game, p);
        let top = options.iter().map(|o| o.rank).max();
        let best: Vec<_> = options.iter().filter(|o| Some(o.rank) == top).collect();
        // of several best moves, the first shown (Play's computer plays the first best move:
        // the why named the last, 7 → 2, while the computer played 7 → 6), said as one of them
        let pick = best
            .iter()
            .find(|o| questions.shows(o.mv, Shown::Outcome))
            .or(best.first());
        let several = best.len() > 1;
        match pick {
            Some(best) => {
                // whose outcome it is: the player to move at `p` ("gives lose in 6 moves"
                // left a student asking whose loss)
                let worth = worth_whose(best.detail, &name(p));
                if questions.shows(best.mv, Shown::Outcome) {
                    // (in a lost position the best move only holds out longest: "the best
                    // move is to 8" read as a way out, s2 stop 44b)
                    let lost = matches!(best.detail, Worth::Outcome(Outcome::Lose, _));
                    let text = match (lost, several) {
                        (true, true) => q.custom_why_best_lose_one,
                        (true, false) => q.custom_why_best_lose,
                        (false, true) => q.custom_why_best_one,
                        (false, false) => q.custom_why_best,
                    };
                    fill(
                        text,
                        &[("p", &name(p)), ("to", &name(best.mv)), ("worth", &worth)],
                    )
                } else {
                    // the best move leads to a position still asked: what it does, not where
                    let text = match best.detail {
                        Worth::Value(_) => q.custom_why_pending_value,
                        Worth::Outcome(Outcome::Win, _) => q.custom_why_pending_win,
                        Worth::Outcome(Outcome::Lose, _) => q.custom_why_pending_lose,
                        Worth::Outcome(Outcome::Draw, _) => q.custom_why_pending_draw,
                    };
                    fill(text, &[("p", &name(p)), ("worth", &worth)])
                }
            }
            None => String::new(),
        }
    };
    fill(q.right_why, &[("why", &why)])
}

/// What a best move from the position named `p` gives, said for whom: "a loss for the player
/// to move at 9, in 6 moves".
fn worth_whose(w: Worth, p: &str) -> String {
    let q = quiz_tr();
    match w {
        Worth::Value(v) => fill(q.custom_worth_value, &[("v", &v), ("p", &p)]),
        Worth::Outcome(Outcome::Win, Some(k)) => fill(q.custom_worth_win, &[("k", &k), ("p", &p)]),
        Worth::Outcome(Outcome::Lose, Some(k)) => {
            fill(q.custom_worth_lose, &[("k", &k), ("p", &p)])
        }
        Worth::Outcome(o, _) => super::positions::outcome_word(o).to_string(),
    }
}

/// A question's name in the set's report, with its kind: "outcome of 2", "Grundy of 1" ("局面 2、
/// 局面 1" lumped the outcome and the Grundy questions, s2 stop 42b).
fn report_name(ask: Ask, name: &str) -> String {
    let t = game_tr();
    let template = match ask {
        Ask::Outcome => t.report_outcome_of,
        Ask::Grundy => t.report_grundy_of,
        Ask::Value => t.report_value_of,
    };
    fill(template, &[("p", &name)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::custom::{Pos, solve};

    /// Issue 23 (q22): with several best moves the why says "one of the best moves" and names
    /// the one Play's computer makes (the first), not another (it named 7 → 2 while the
    /// computer played 7 → 6).
    #[test]
    fn the_why_of_several_best_moves_names_the_one_played() {
        crate::i18n::set_language(crate::i18n::Language::English);
        // 3 → 1 and 3 → 0: both end the game at once (a win in 1 move either way)
        let rules = "start = 3\nmoves = lambda p: [p - 2, p - 3] if p >= 3 else []\n";
        let g = solve(rules, false, &NoControl).unwrap();
        let id = |n: i64| g.find(&Pos::Int(n)).unwrap();
        let best = g.best_moves(id(3));
        assert_eq!(best.len(), 2, "{best:?}");
        let questions = Questions::new(&g, 1);
        let why = right_why(&g, &questions, id(3), Ask::Outcome);
        let played = g.position_text(best[0], super::super::positions::TEXT_MAX);
        assert!(why.contains("one of the best moves"), "{why}");
        assert!(why.contains(&format!("is to {played},")), "{why}");
    }
}
