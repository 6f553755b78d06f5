//! Play in Quiz mode, the verdict kept back: a move whose verdict ("a best move") would tell the
//! outcome of the position it leads to waits until that position's question is committed. The
//! question is the tab's outcome quiz's, asked in Play before the computer replies and graded
//! the same wherever it is asked ([`OutcomeAsked`]). One machinery for every tab that keeps a
//! verdict back (913, 1728, Can I Win); the tab gives its positions, outcomes and words
//! ([`OutcomeGame`]).

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use std::hash::Hash;

use egui::{RichText, Ui};

use crate::i18n::quiz::tr as quiz_tr;
use crate::i18n::{Both, fill};
use crate::quiz::outcome::Committed;
use crate::quiz::{Kind, MoveOption, Step, Tries};
use crate::ui::kit::quiz::{Feedback, PlayScored, Quiz, feedback_ui, score_play_move};

/// A move of Play in Quiz mode whose verdict waits: the position it was made in, the move
/// (the node, cell or number taken) and the tries at its question (the hints asked for it).
#[derive(Debug, Clone, PartialEq)]
pub struct PendingMove<P, M> {
    pub before: P,
    pub mv: M,
    pub tries: Tries,
}

impl<P, M: PartialEq + Copy> PendingMove<P, M> {
    /// The verdict, scored now through the shared path ([`score_play_move`]) against
    /// `options` (those of `before`, with `class`; `at` the key of `before`). `reached_open`:
    /// the position the move reached is still an open question of the quiz (a right verdict
    /// then says so).
    pub fn score<D: Clone>(
        mut self,
        quiz: &mut Quiz,
        options: &[MoveOption<M, D>],
        class: impl Fn(&MoveOption<M, D>) -> i128,
        at: impl Hash,
        reached_open: bool,
    ) -> Option<PlayScored<M, D>> {
        score_play_move(
            quiz,
            &mut self.tries,
            options,
            self.mv,
            class,
            at,
            reached_open,
        )
    }
}

/// A tab's solved game as its outcome quiz asks it: the positions, the outcomes to pick from
/// and the words of the verdict, the reason and the hints.
pub trait OutcomeGame {
    /// A position (the key of the committed set).
    type Pos: Copy + Eq + Hash;
    /// What the student picks (who wins).
    type Outcome: Copy + PartialEq;
    /// The solve the committed set belongs to.
    fn rev(&self) -> u64;
    /// The real outcome of `pos` (`None`: not a question).
    fn outcome(&self, pos: Self::Pos) -> Option<Self::Outcome>;
    /// Two choices only (who wins): a wrong pick shows the answer at once (the other choice
    /// would be a free retry).
    fn two_choices(&self) -> bool;
    /// The position as the set's report names it.
    fn report_name(&self, pos: Self::Pos) -> String;
    /// The outcome in words.
    fn outcome_words(&self, o: Self::Outcome) -> String;
    /// The solver's reason for the outcome of `pos`, in words.
    fn why(&self, pos: Self::Pos) -> String;
    /// The position whose outcome [`OutcomeGame::why`] of `pos` tells too (the move it names:
    /// "the mouse wins by moving to 6" tells that the position reached is the mouse's): it
    /// counts as shown once the why is (`None`: the why names none).
    fn why_tells(&self, pos: Self::Pos) -> Option<Self::Pos> {
        let _ = pos;
        None
    }
    /// Hint `k` for `pos`; `committed` says which outcomes the hint may name.
    fn hint(&self, committed: &Committed<Self::Pos>, pos: Self::Pos, k: u8) -> String;
    /// What the why of `pos` ([`OutcomeGame::why`]) gives away besides `pos`'s outcome:
    /// whether it names the mover's best move (Play's move from `pos` was shown), and the
    /// positions whose outcome it settles (where that move leads; every position a move
    /// reaches when it says every move loses). Nothing by default.
    fn why_settles(&self, pos: Self::Pos) -> (bool, Vec<Self::Pos>) {
        let _ = pos;
        (false, Vec::new())
    }
}

/// The why of `pos` is on screen: what it settles is shown ([`OutcomeGame::why_settles`]): a
/// later question on it is practice (a student read "the mouse wins by moving to (2,1)" and
/// Play then scored that move, and the position after it).
fn why_shown<G: OutcomeGame>(quiz: &mut Quiz, game: &G, pos: G::Pos) {
    let (named, settled) = game.why_settles(pos);
    if named {
        quiz.mark_move_shown(pos);
    }
    for p in settled {
        quiz.mark_shown(outcome_key(game, p));
    }
}

/// Whether an earlier why settled the outcome of `pos` ([`OutcomeGame::why_settles`]): asked,
/// it is practice. The outcome quizzes pick other positions first (a set of those scored
/// nothing).
pub fn outcome_shown<G: OutcomeGame>(quiz: &Quiz, game: &G, pos: G::Pos) -> bool {
    quiz.shown_before(outcome_key(game, pos))
}

/// The key of the outcome question on `pos` in [`Quiz::mark_shown`].
fn outcome_key<G: OutcomeGame>(game: &G, pos: G::Pos) -> (&'static str, u64, G::Pos) {
    ("outcome", game.rev(), pos)
}

/// The answer of the outcome question on `pos` in words, with the solver's why after it when
/// `with_why` ([`OutcomeAsked::why`]).
fn outcome_and_why<G: OutcomeGame>(
    game: &G,
    actual: G::Outcome,
    pos: G::Pos,
    with_why: bool,
) -> String {
    if with_why {
        format!("{} — {}", game.outcome_words(actual), game.why(pos))
    } else {
        game.outcome_words(actual)
    }
}

/// An outcome question under way: the position asked, the tries at it and the positions
/// committed (the outcome quiz's own, or Play's question asked before the computer replies:
/// both commit into the tab's outcome quiz). Graded the same wherever it is asked.
pub struct OutcomeAsked<'a, P> {
    pub pos: P,
    pub tries: &'a mut Tries,
    pub committed: &'a mut Committed<P>,
    /// Whether the feedback gives the solver's why. Play's question on the position the move
    /// was made from does not: that why names the best move there ("moving to 4 keeps the
    /// draw"), the answer of Play's own question whenever the game comes back to it (913's
    /// games cycle), and the move's verdict follows at once.
    pub why: bool,
}

impl<P: Copy + Eq + Hash> OutcomeAsked<'_, P> {
    /// The student picks `picked`: the feedback and whether the question is over
    /// (committed). `None` when nothing more is asked.
    pub fn pick<G: OutcomeGame<Pos = P>>(
        self,
        quiz: &mut Quiz,
        game: &G,
        picked: G::Outcome,
    ) -> Option<(Feedback, bool)> {
        let pos = self.pos;
        let actual = game.outcome(pos)?;
        let right = picked == actual;
        if quiz.shown_before(outcome_key(game, pos)) {
            // an earlier why settled it: practice, feedback and why, not scored
            *self.tries = Tries::default();
            self.committed.insert(game.rev(), pos);
            let with_why = self.why;
            if with_why {
                why_shown(quiz, game, pos);
            }
            let note = crate::ui::kit::quiz::shown_note;
            let fb = if right {
                Feedback::RightWhy(Both::new(|| {
                    if !with_why {
                        return note().to_string();
                    }
                    let why = fill(quiz_tr().right_why, &[("why", &game.why(pos))]);
                    format!("{why} {}", note())
                }))
            } else {
                Feedback::Wrong(Both::new(|| {
                    let actual = outcome_and_why(game, actual, pos, with_why);
                    let told = fill(quiz_tr().outcome_wrong, &[("actual", &actual)]);
                    format!("{told} {}", note())
                }))
            };
            return Some((fb, true));
        }
        let (step, settled) = if game.two_choices() {
            self.tries.answer_of_two(right)?
        } else {
            // three choices: a wrong pick gives hint 1 and the question goes on (the tab
            // greys the pick out; it already counts as wrong)
            self.tries.answer(right)?
        };
        if let Some(verdict) = settled {
            quiz.settle_named(Kind::Outcome, verdict, || game.report_name(pos));
        }
        self.show(quiz, game, step, true)
    }

    /// The Hint button: the next hint (after the last, the answer).
    pub fn hint<G: OutcomeGame<Pos = P>>(
        self,
        quiz: &mut Quiz,
        game: &G,
    ) -> Option<(Feedback, bool)> {
        let pos = self.pos;
        let (step, settled) = self.tries.hint()?;
        if let Some(verdict) = settled {
            quiz.settle_named(Kind::Outcome, verdict, || game.report_name(pos));
        }
        self.show(quiz, game, step, false)
    }

    fn show<G: OutcomeGame<Pos = P>>(
        self,
        quiz: &mut Quiz,
        game: &G,
        step: Step,
        after_wrong: bool,
    ) -> Option<(Feedback, bool)> {
        let pos = self.pos;
        let with_why = self.why;
        let actual = game.outcome(pos)?;
        Some(match step {
            Step::Right { .. } => {
                quiz.tally.question_over();
                self.committed.insert(game.rev(), pos);
                // the why names a move: the position it reaches is told as well (Play asked it
                // next, scored, a student's LEAK)
                if with_why {
                    if let Some(told) = game.why_tells(pos) {
                        self.committed.insert(game.rev(), told);
                    }
                    why_shown(quiz, game, pos);
                }
                let fb = Feedback::right_why(
                    quiz,
                    Both::new(|| {
                        if with_why {
                            fill(quiz_tr().right_why, &[("why", &game.why(pos))])
                        } else {
                            String::new()
                        }
                    }),
                );
                (fb, true)
            }
            Step::Hint(k) => {
                // hints used are the hints pressed for (one shown after a wrong pick is not)
                if !after_wrong {
                    quiz.hint_used(Kind::Outcome);
                }
                let committed = &*self.committed;
                let wrong_line = crate::ui::kit::quiz::hint_wrong_line(quiz);
                let fb = Feedback::Hint(Both::new(|| {
                    let q = quiz_tr();
                    let template = if after_wrong {
                        wrong_line()
                    } else {
                        q.hint_shown
                    };
                    let hint = game.hint(committed, pos, k);
                    fill(template, &[("k", &k), ("hint", &hint)])
                }));
                (fb, false)
            }
            Step::Answer => {
                quiz.tally.question_over();
                self.committed.insert(game.rev(), pos);
                if with_why {
                    if let Some(told) = game.why_tells(pos) {
                        self.committed.insert(game.rev(), told);
                    }
                    why_shown(quiz, game, pos);
                }
                let fb = Feedback::Wrong(Both::new(|| {
                    let actual = outcome_and_why(game, actual, pos, with_why);
                    fill(quiz_tr().outcome_wrong, &[("actual", &actual)])
                }));
                (fb, true)
            }
        })
    }
}

/// Play in Quiz mode: the line of a move whose verdict waits for the questions asked above it
/// (`reached_open`: the position it led to; `from_open`: the one it was made from).
pub fn verdict_later(reached_open: bool, from_open: bool) -> Feedback {
    Feedback::Hint(Both::new(move || {
        let q = quiz_tr();
        match (reached_open, from_open) {
            (true, true) => q.cm_move_verdict_later_both,
            (false, true) => q.cm_move_verdict_later_from,
            _ => q.cm_move_verdict_later,
        }
        .to_string()
    }))
}

/// Cat and Mouse's Play in Quiz mode: the line of a move not scored because every move there
/// leads to the same outcome. It says that some moves last longer (s2 stop 44 read "4 holds out
/// longest" in a why, then "every move there gives the same result" on a move that lost at
/// once) and that the quiz scores only who wins.
pub fn no_choice_line() -> Feedback {
    Feedback::Hint(Both::new(|| quiz_tr().cm_play_no_choice.to_string()))
}

/// Play's side of a kept-back verdict: the move waiting, the tries at the question of the
/// position it led to and that question's feedback (kept after it is answered, until the next
/// move).
#[derive(Debug, Clone, PartialEq)]
pub struct PendingVerdict<P, M> {
    pub pending: Option<PendingMove<P, M>>,
    pub ask_tries: Tries,
    pub ask_feedback: Option<Feedback>,
    /// The position [`PendingVerdict::ask_tries`] belong to: a second question (the position
    /// moved from, after the one reached) starts with fresh tries (with the first question's
    /// tries, over once it was answered, the second took no answer and the verdict never came).
    ask_pos: Option<P>,
}

impl<P, M> Default for PendingVerdict<P, M> {
    fn default() -> Self {
        PendingVerdict {
            pending: None,
            ask_tries: Tries::default(),
            ask_feedback: None,
            ask_pos: None,
        }
    }
}

impl<P: Copy + Eq + Hash, M> PendingVerdict<P, M> {
    /// No verdict waits and no question is asked (a new game, a move taken back, Quiz mode
    /// off).
    pub fn forget(&mut self) {
        *self = PendingVerdict::default();
    }

    /// The move `mv` from `before` waits for its verdict (with the `tries` of its question).
    pub fn hold(&mut self, before: P, mv: M, tries: Tries) {
        self.forget();
        self.pending = Some(PendingMove { before, mv, tries });
    }

    /// True while a verdict waits.
    pub fn is_waiting(&self) -> bool {
        self.pending.is_some()
    }

    /// The position whose outcome Play asks now, while a verdict waits: `reached` (where the
    /// move led, `None` once the game is over) while its outcome is not `committed`; then the
    /// position the move was made from, while its outcome is not committed. A verdict tells
    /// that one too: "not a best move" says a better outcome was there, "a best move" that it
    /// is the outcome reached (s1 stop 44: a move from a position never asked to one answered
    /// "the cat wins" got "not a best move": so the cat did not win there).
    pub fn asked(&self, reached: Option<P>, committed: impl Fn(P) -> bool) -> Option<P> {
        let before = self.pending.as_ref()?.before;
        reached
            .filter(|p| !committed(*p))
            .or_else(|| Some(before).filter(|p| !committed(*p)))
    }

    /// True when the position Play asks now ([`PendingVerdict::asked`]) is the one the move
    /// was made from (its question says so: "who wins from here" would name the wrong one).
    pub fn asks_moved_from(&self, asked: Option<P>) -> bool {
        self.pending
            .as_ref()
            .is_some_and(|p| asked == Some(p.before))
    }

    /// The student picks `picked` at Play's question about `pos` (graded as the outcome
    /// quiz's and committed there, in `committed`).
    pub fn ask_pick<G: OutcomeGame<Pos = P>>(
        &mut self,
        quiz: &mut Quiz,
        game: &G,
        committed: &mut Committed<P>,
        pos: P,
        picked: G::Outcome,
    ) {
        self.tries_for(pos);
        let made = self.made_before_the_why(quiz, pos);
        let why = !self.is_moved_from(pos);
        let asked = OutcomeAsked {
            pos,
            tries: &mut self.ask_tries,
            committed,
            why,
        };
        if let Some((feedback, _)) = asked.pick(quiz, game, picked) {
            self.ask_feedback = Some(feedback);
        }
        if made {
            quiz.unmark_move_shown(pos);
        }
    }

    /// The tries at Play's question are `pos`'s: fresh when the question moves on to another
    /// position.
    fn tries_for(&mut self, pos: P) {
        if self.ask_pos != Some(pos) {
            self.ask_pos = Some(pos);
            self.ask_tries = Tries::default();
        }
    }

    /// True when `pos` is the position the move waiting was made from and its best move was
    /// not shown then: a why of `pos` shown now (it names the best move) came after the move,
    /// which is scored all the same.
    fn is_moved_from(&self, pos: P) -> bool {
        self.pending.as_ref().is_some_and(|p| p.before == pos)
    }

    fn made_before_the_why(&self, quiz: &Quiz, pos: P) -> bool {
        self.pending.as_ref().is_some_and(|p| p.before == pos) && !quiz.move_shown(pos)
    }

    /// The Hint button of Play's question about `pos`.
    pub fn ask_hint<G: OutcomeGame<Pos = P>>(
        &mut self,
        quiz: &mut Quiz,
        game: &G,
        committed: &mut Committed<P>,
        pos: P,
    ) {
        self.tries_for(pos);
        let made = self.made_before_the_why(quiz, pos);
        let why = !self.is_moved_from(pos);
        let asked = OutcomeAsked {
            pos,
            tries: &mut self.ask_tries,
            committed,
            why,
        };
        if let Some((feedback, _)) = asked.hint(quiz, game) {
            self.ask_feedback = Some(feedback);
        }
        if made {
            quiz.unmark_move_shown(pos);
        }
    }
}

/// Play in Quiz mode once the computer has replied to the student's move: the feedback of that
/// move (the answer to its question, its verdict, "not scored"), drawn under a heading that
/// says whose it is. A tab draws it above its new prompt: under "Which move is best here?" a
/// "Right!" read as feedback on a move not made yet, and "This move is not scored" after "The
/// computer won" as said of the game (issue 23).
pub fn last_turn_ui<'a>(ui: &mut Ui, feedbacks: impl IntoIterator<Item = &'a Feedback>) {
    let mut feedbacks = feedbacks.into_iter().peekable();
    if feedbacks.peek().is_none() {
        return;
    }
    ui.label_cjk(RichText::new(quiz_tr().play_last_turn).small().italics());
    for fb in feedbacks {
        feedback_ui(ui, fb);
    }
}
