//! Quiz mode's outcome question: a position is shown on the graph without outcome colours; the
//! student picks who wins it (mouse, cat, draw); then the colours, the verdict and, after a
//! wrong pick, the solver's reason are shown. The question and its checking are
//! [`crate::quiz::outcome::cat_mouse`]'s.

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use egui::{RichText, Ui};

use super::board::{outcome_legend, plain_board, position_text, verdict_text};
use super::{CatMouseSolved, Draft, outcome_color, outcome_text};
use crate::games::cat_mouse::{Outcome, Position, Turn};
use crate::games::rng::SplitMix64;
use crate::i18n::fill;
use crate::i18n::quiz::tr as quiz_tr;
use crate::quiz::Tries;
use crate::quiz::outcome::Committed;
use crate::quiz::outcome::cat_mouse::{Reason, candidates, is_reachable, pick_position, reason};
use crate::ui::kit::quiz::{Feedback, Quiz, feedback_ui};
use crate::ui::kit::quiz_pending::{OutcomeAsked, OutcomeGame, outcome_shown};

/// The largest set of the outcome quiz: the reachable positions first, as they are asked, the
/// rest in the next sets (a 7-node graph asked 55 questions in one set, too long a sitting: s1
/// and s2 stop 42b).
pub const SET_MAX: u32 = 15;

/// State of the outcome question.
pub struct QuizView {
    /// The position asked about.
    pub position: Option<Position>,
    /// The outcome picked, once the question is over (answered right, or the answer shown).
    pub picked: Option<Outcome>,
    /// Wrong picks so far (their buttons are off).
    pub wrong_picks: Vec<Outcome>,
    /// The tries at the question (graded hints).
    pub tries: Tries,
    /// The verdict on the pick.
    pub feedback: Option<Feedback>,
    /// The graph canvas.
    pub canvas: crate::ui::kit::graph_editor::GraphEditorState,
    /// The positions whose outcome was answered or shown (hint 2 and Play's gate read it).
    pub committed: Committed<Position>,
    /// The positions asked in this game, in order (none twice while others are left).
    pub asked: Vec<Position>,
    rng: SplitMix64,
    for_rev: Option<u64>,
    /// The positions that can arise from the start in the game of a graph revision
    /// ([`crate::games::cat_mouse::Solution::reachable_from_start`]), found once per graph.
    reach: Option<(u64, Vec<bool>)>,
}

impl Default for QuizView {
    fn default() -> Self {
        QuizView {
            position: None,
            picked: None,
            wrong_picks: Vec::new(),
            tries: Tries::default(),
            feedback: None,
            canvas: Default::default(),
            committed: Committed::default(),
            asked: Vec::new(),
            rng: SplitMix64::new(913),
            for_rev: None,
            reach: None,
        }
    }
}

/// The solver's reason in words.
pub fn reason_text(r: Reason, turn: Turn) -> String {
    let q = quiz_tr();
    let who = match turn {
        Turn::Mouse => q.the_mouse,
        Turn::Cat => q.the_cat,
    };
    match r {
        Reason::Wins { to, moves } => {
            fill(q.reason_wins, &[("who", &who), ("to", &to), ("d", &moves)])
        }
        // a move that loses at once (onto the cat) is no "defence"
        Reason::EveryMoveLoses { to, moves } => {
            let text = if moves <= 1 {
                q.reason_loses_at_once
            } else {
                q.reason_loses
            };
            fill(text, &[("who", &who), ("to", &to), ("d", &moves)])
        }
        Reason::Draw { to } => fill(q.reason_draw, &[("who", &who), ("to", &to)]),
        Reason::Stuck => fill(q.reason_stuck, &[("who", &who)]),
    }
}

impl QuizView {
    /// A new question: no pick, no wrong picks, no tries, no feedback yet.
    fn reset_question(&mut self) {
        self.picked = None;
        self.wrong_picks.clear();
        self.tries = Tries::default();
        self.feedback = None;
    }

    /// The positions that can arise from the start in the game of `solved` (one flag per
    /// position index), found once per graph.
    fn reach(&mut self, solved: &CatMouseSolved) -> &[bool] {
        if self
            .reach
            .as_ref()
            .is_none_or(|(rev, _)| *rev != solved.graph_rev)
        {
            self.reach = Some((solved.graph_rev, solved.solution.reachable_from_start()));
        }
        self.reach.as_ref().map_or(&[][..], |(_, r)| r.as_slice())
    }

    /// True when `pos` can arise from the start in the game of `solved`; a question about a
    /// position that cannot says so.
    pub fn can_arise(&mut self, solved: &CatMouseSolved, pos: Position) -> bool {
        is_reachable(&solved.solution, self.reach(solved), pos)
    }

    /// Ask about another position: the ones that can arise from the start first.
    pub fn next_question(&mut self, solved: &CatMouseSolved) {
        self.reach(solved);
        let reach = self.reach.as_ref().map_or(&[][..], |(_, r)| r.as_slice());
        self.position = pick_position(
            &solved.solution,
            &mut self.rng,
            self.position,
            &self.asked,
            reach,
        );
        if let Some(p) = self.position {
            self.note_asked(p);
        }
        self.reset_question();
    }

    /// [`QuizView::next_question`], past the positions an earlier why settled (asked, they are
    /// practice), while there are others.
    pub fn next_question_fresh(&mut self, solved: &CatMouseSolved, quiz: &Quiz) {
        for _ in 0..64 {
            self.next_question(solved);
            match self.position {
                Some(p) if outcome_shown(quiz, solved, p) => continue,
                _ => break,
            }
        }
    }

    /// `p` is asked now: a round of every position starts again once all were asked.
    fn note_asked(&mut self, p: Position) {
        if self.asked.contains(&p) {
            self.asked.clear();
        }
        self.asked.push(p);
    }

    /// Ask about `pos` now (Play's gate: the start position), in the game of `solved`.
    pub fn ask(&mut self, solved: &CatMouseSolved, pos: Position) {
        if self.for_rev != Some(solved.graph_rev) {
            self.asked.clear();
        }
        self.for_rev = Some(solved.graph_rev);
        self.position = Some(pos);
        if !self.asked.contains(&pos) {
            self.asked.push(pos);
        }
        self.reset_question();
    }

    /// Positions of the quiz on `solved` not settled in the score yet: those not committed,
    /// without the one asked now once a hint settled it (for
    /// [`crate::ui::kit::quiz::Quiz`]'s `tally.questions_left`: the last one ends its set).
    pub fn questions_left(&self, solved: &CatMouseSolved) -> usize {
        let open: Vec<Position> = candidates(&solved.solution)
            .into_iter()
            .filter(|p| !self.is_committed(solved, *p))
            .collect();
        let settled = self
            .position
            .is_some_and(|p| open.contains(&p) && self.tries.is_settled());
        open.len().saturating_sub(usize::from(settled))
    }

    /// True when every position of the quiz on `solved` is committed (answered or its answer
    /// shown): the Result hides no question any more.
    pub fn all_committed(&self, solved: &CatMouseSolved) -> bool {
        let all = candidates(&solved.solution);
        !all.is_empty() && all.iter().all(|p| self.is_committed(solved, *p))
    }

    /// True when the outcome of `pos` in the game of `solved` was answered or shown.
    pub fn is_committed(&self, solved: &CatMouseSolved, pos: Position) -> bool {
        self.committed.contains(solved.graph_rev, &pos)
    }

    /// The student picks `outcome` for the position asked: right ends the question, wrong
    /// gives the next hint (after the last, the answer) and is greyed out. Scored once.
    pub fn pick(&mut self, quiz: &mut Quiz, solved: &CatMouseSolved, outcome: Outcome) {
        let Some(pos) = self.position else { return };
        if self.picked.is_some() || self.wrong_picks.contains(&outcome) {
            return;
        }
        let asked = OutcomeAsked {
            pos,
            tries: &mut self.tries,
            committed: &mut self.committed,
            why: true,
        };
        if let Some((feedback, over)) = asked.pick(quiz, solved, outcome) {
            self.feedback = Some(feedback);
            self.picked = over.then(|| solved.solution.outcome(pos)).flatten();
            // a wrong pick of three is greyed out beside hint 1, as the Game Lab's (issue 23,
            // stop 40: one behaviour in every tab; the question already counts as wrong)
            if !over && solved.solution.outcome(pos) != Some(outcome) {
                self.wrong_picks.push(outcome);
            }
        }
    }

    /// The Hint button: the next hint (after the last, the answer).
    pub fn hint(&mut self, quiz: &mut Quiz, solved: &CatMouseSolved) {
        let Some(pos) = self.position else { return };
        if self.picked.is_some() {
            return;
        }
        let asked = OutcomeAsked {
            pos,
            tries: &mut self.tries,
            committed: &mut self.committed,
            why: true,
        };
        if let Some((feedback, over)) = asked.hint(quiz, solved) {
            self.feedback = Some(feedback);
            self.picked = over.then(|| solved.solution.outcome(pos)).flatten();
        }
    }

    /// Draw the question.
    pub fn ui(&mut self, ui: &mut Ui, solved: &CatMouseSolved, draft: &Draft, quiz: &mut Quiz) {
        let q = quiz_tr();
        if self.for_rev != Some(solved.graph_rev) {
            self.for_rev = Some(solved.graph_rev);
            self.position = None;
            self.asked.clear();
        }
        if self.position.is_none() {
            self.next_question_fresh(solved, quiz);
        }
        let Some(pos) = self.position else {
            ui.label_cjk(q.no_position);
            return;
        };
        let sol = &solved.solution;
        // the set under way ends with the quiz: its last position ends the set with its report
        quiz.tally.set_max = Some(SET_MAX);
        quiz.tally.questions_left(self.questions_left(solved));
        ui.label_cjk(RichText::new(q.outcome_ask).strong());
        ui.label_cjk(position_text(pos));
        if !self.can_arise(solved, pos) {
            ui.label_cjk(RichText::new(q.cannot_arise).weak());
        }
        let answered = self.picked.is_some();
        let mut pick = None;
        ui.horizontal_wrapped(|ui| {
            for (o, text) in [
                (Outcome::MouseWin, q.mouse_wins),
                (Outcome::CatWin, q.cat_wins),
                (Outcome::Draw, q.draw),
            ] {
                let mut button = egui::Button::new(text);
                if answered && self.picked == Some(o) {
                    button = button.selected(true);
                }
                let open = !answered && !self.wrong_picks.contains(&o);
                if ui.add_enabled(open, button).clicked() {
                    pick = Some(o);
                }
            }
            if !answered && crate::ui::kit::quiz::hint_button(ui, true, true).clicked() {
                self.hint(quiz, solved);
            }
            if answered && ui.button(q.next_position).clicked() {
                self.next_question_fresh(solved, quiz);
            }
        });
        if let Some(o) = pick {
            self.pick(quiz, solved, o);
        }
        if let Some(fb) = &self.feedback {
            feedback_ui(ui, fb);
        }
        let answered = self.picked.is_some();
        if answered && let Some(o) = sol.outcome(pos) {
            ui.horizontal_wrapped(|ui| {
                crate::ui::kit::widgets::pill(ui, outcome_text(o), outcome_color(o));
                ui.label_cjk(verdict_text(sol, pos));
            });
        }
        let Some(pos) = self.position else { return };
        crate::ui::kit::layout::with_footer(
            ui,
            "cm_quiz_legend",
            |ui| {
                let size = ui.available_size();
                let id = egui::Id::unique("cm_quiz_tokens");
                // the next nodes' outcome colours would answer the positions they lead to,
                // other questions of the quiz: only the answered position is coloured, a ring
                // of its outcome around the mover
                let answer = sol.outcome(pos).filter(|_| answered);
                let mover = pos.mover_node();
                let ring = |k: u32| {
                    answer
                        .filter(|_| k == mover)
                        .map(|o| egui::Stroke::new(4.0, outcome_color(o)))
                };
                plain_board(ui, &mut self.canvas, draft, pos, size, &ring, id);
            },
            outcome_legend,
        );
    }
}

/// The outcome quiz of 913 as the shared question asks it (here and in Play, before the
/// computer replies).
impl OutcomeGame for CatMouseSolved {
    type Pos = Position;
    type Outcome = Outcome;

    fn rev(&self) -> u64 {
        self.graph_rev
    }

    fn outcome(&self, pos: Position) -> Option<Outcome> {
        self.solution.outcome(pos)
    }

    fn two_choices(&self) -> bool {
        false
    }

    fn report_name(&self, pos: Position) -> String {
        fill(quiz_tr().report_brackets, &[("pos", &position_text(pos))])
    }

    fn outcome_words(&self, o: Outcome) -> String {
        outcome_text(o).to_string()
    }

    fn why(&self, pos: Position) -> String {
        reason(&self.solution, pos)
            .map(|r| reason_text(r, pos.turn))
            .unwrap_or_default()
    }

    fn why_tells(&self, pos: Position) -> Option<Position> {
        match reason(&self.solution, pos)? {
            Reason::Wins { to, .. } | Reason::EveryMoveLoses { to, .. } | Reason::Draw { to } => {
                Some(pos.after_move(to))
            }
            Reason::Stuck => None,
        }
    }

    fn hint(&self, committed: &Committed<Position>, pos: Position, k: u8) -> String {
        hint_text(self, committed, pos, k)
    }

    fn why_settles(&self, pos: Position) -> (bool, Vec<Position>) {
        let moves = self.solution.moves(pos);
        match reason(&self.solution, pos) {
            // "the mouse wins by moving to 5" (or keeps the draw so): that move, and where it
            // leads
            Some(Reason::Wins { to, .. } | Reason::Draw { to }) => (
                true,
                moves
                    .iter()
                    .filter(|m| m.to == to)
                    .map(|m| m.position)
                    .collect(),
            ),
            // "every move of the cat loses": every position a move reaches
            Some(Reason::EveryMoveLoses { .. }) => {
                (false, moves.iter().map(|m| m.position).collect())
            }
            _ => (false, Vec::new()),
        }
    }
}

/// Hint `k` for `pos`: 1 names the moves of the mover (the positions the outcome reads), 2
/// gives the outcome of each (the solver's) whose outcome is no open question: a position that
/// ends the game, or one `committed` (answered or shown). Where some are open (the start, the
/// first question, has all of them open), hint 2 names each position they reach and says the
/// rule that decides from them, instead of "not answered yet" alone (issue 23).
fn hint_text(
    solved: &CatMouseSolved,
    committed: &Committed<Position>,
    pos: Position,
    k: u8,
) -> String {
    if k <= 1 {
        return hint_text_of(&solved.solution, pos, k);
    }
    let q = quiz_tr();
    let moves = solved.solution.moves(pos);
    let known = |m: &crate::games::cat_mouse::MoveInfo| {
        m.position.terminal_outcome().is_some() || committed.contains(solved.graph_rev, &m.position)
    };
    if moves.iter().all(known) {
        let list = moves
            .iter()
            .map(|m| format!("{} → {}", m.to, super::outcome_short(m.outcome)))
            .collect::<Vec<_>>()
            .join(q.list_sep);
        return fill(q.cm_hint2, &[("list", &list)]);
    }
    let turn_word = |t: Turn| match t {
        Turn::Mouse => q.the_mouse,
        Turn::Cat => q.the_cat,
    };
    // a line each, the note on open ones once (s1 stop 44b: one paragraph was hard to read)
    let mut lines = vec![q.cm_hint2_head.to_string()];
    for m in &moves {
        let p = m.position;
        let at = fill(
            q.start_position,
            &[("m", &p.mouse), ("c", &p.cat), ("who", &turn_word(p.turn))],
        );
        lines.push(if known(m) {
            fill(
                q.cm_hint2_line_known,
                &[
                    ("to", &m.to),
                    ("pos", &at),
                    ("what", &super::outcome_short(m.outcome)),
                ],
            )
        } else {
            fill(q.cm_hint2_line, &[("to", &m.to), ("pos", &at)])
        });
    }
    lines.push(q.cm_hint2_open.to_string());
    lines.push(fill(
        q.cm_hint2_rule,
        &[
            ("who", &turn_word(pos.turn)),
            ("other", &turn_word(pos.turn.other())),
        ],
    ));
    lines.join("\n")
}

/// Hint 1 for `pos` (the mover's moves), from the solution (Play's hint 1 asks the same of
/// the position to move from; hint 2 is [`hint_text`]'s, which names only committed outcomes).
pub(super) fn hint_text_of(
    sol: &crate::games::cat_mouse::Solution,
    pos: Position,
    _k: u8,
) -> String {
    let q = quiz_tr();
    let moves = sol.moves(pos);
    let (who, from) = match pos.turn {
        Turn::Mouse => (q.the_mouse, pos.mouse),
        Turn::Cat => (q.the_cat, pos.cat),
    };
    let list = moves
        .iter()
        .map(|m| m.to.to_string())
        .collect::<Vec<_>>()
        .join(crate::i18n::tr().list_sep);
    fill(
        q.cm_hint1,
        &[("who", &who), ("from", &from), ("list", &list)],
    )
}
