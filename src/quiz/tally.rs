//! The score of a tab's quiz by kind of question, and sets of questions that end with a
//! report. The whole score ([`Score`]) is what the view bar shows; each kind keeps its own,
//! with the hints used; a set of questions ends with a [`Report`].
//!
//! How a quiz is split into sets ([`first_set`]): a quiz of at most [`ONE_SET_MAX`] questions is
//! one set, so a table's report comes when the table is done (students were puzzled by reports
//! in the middle of a table, "Set: 1 of 9" beside "Cell 1 of 36"); a longer one is split into
//! as few sets of at most [`SPLIT_SIZE`] as it takes, as even as can be, the longer ones first
//! (66 → 33 + 33, 300 → six of 50). The last question of the quiz always ends its set. A tab
//! that does not tell how many questions are left has sets of [`SET_SIZE`].

use super::{Score, Verdict};
use crate::i18n::Both;

/// Questions in a set of a tab that does not tell how many questions are left.
pub const SET_SIZE: u32 = 10;

/// A quiz of at most this many questions is one set (Guess Number n = 10 is 45 cells).
pub const ONE_SET_MAX: u32 = 60;

/// A longer quiz is split into sets of at most this many questions.
pub const SPLIT_SIZE: u32 = 50;

/// The size of the first set of a quiz with `left` questions left (see the module's doc).
pub fn first_set(left: u32) -> u32 {
    if left <= ONE_SET_MAX {
        return left;
    }
    let sets = left.div_ceil(SPLIT_SIZE);
    left.div_ceil(sets)
}

/// The size of the first set of a quiz with `left` questions left whose sets hold at most
/// `max` (a tab's [`Tally::set_max`]): as few sets as it takes, as even as can be (55 → four
/// of 14, 13, 14, 14).
pub fn first_set_at_most(left: u32, max: u32) -> u32 {
    let max = max.max(1);
    if left <= max {
        return left;
    }
    let sets = left.div_ceil(max);
    left.div_ceil(sets)
}

/// The kinds of question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// A cell of a table (stone, Guess Number).
    Cell,
    /// The best move of a position (Play).
    Move,
    /// The outcome of a position (Cat and Mouse).
    Outcome,
    /// A position's answer in the Game Lab (outcome, Grundy value, value).
    Position,
}

impl Kind {
    /// Every kind, in the order they are shown.
    pub const ALL: [Kind; 4] = [Kind::Cell, Kind::Move, Kind::Outcome, Kind::Position];

    fn index(self) -> usize {
        self as usize
    }
}

/// Right, wrong, hinted (settled with a hint: no miss) and hints used of one kind, in a set or
/// since the score was reset.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub right: u32,
    pub wrong: u32,
    pub hinted: u32,
    pub hints: u32,
}

impl Counts {
    fn add(&mut self, other: Counts) {
        self.right += other.right;
        self.wrong += other.wrong;
        self.hinted += other.hinted;
        self.hints += other.hints;
    }

    /// Questions counted.
    pub fn asked(&self) -> u32 {
        self.right + self.wrong + self.hinted
    }
}

/// A question of a set missed (answered wrong) or hinted: the report lists them to look at
/// again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Missed {
    pub kind: Kind,
    /// [`Verdict::Wrong`] or [`Verdict::Hinted`].
    pub verdict: Verdict,
    /// The question as its tab names it ("dp[1][3]", "(mouse 2, cat 3, mouse to move)"); `None`
    /// where the tab does not name it (the report names its kind).
    pub name: Option<Both>,
}

/// The report at the end of a set: right, wrong and hints used, per kind, and the questions
/// missed or hinted, in the order they were settled.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    pub by_kind: [Counts; 4],
    pub missed: Vec<Missed>,
}

impl Report {
    /// The counts of `kind`.
    pub fn of(&self, kind: Kind) -> Counts {
        self.by_kind[kind.index()]
    }

    /// The counts of every kind together.
    pub fn total(&self) -> Counts {
        let mut t = Counts::default();
        for c in &self.by_kind {
            t.add(*c);
        }
        t
    }

    /// The kind with the most questions missed or hinted (the earlier of [`Kind::ALL`] on a
    /// tie); `None` when nothing was missed or hinted.
    pub fn most_missed(&self) -> Option<Kind> {
        let mut best: Option<(Kind, u32)> = None;
        for kind in Kind::ALL {
            let c = self.of(kind);
            let n = c.wrong + c.hinted;
            if n > 0 && best.is_none_or(|(_, m)| n > m) {
                best = Some((kind, n));
            }
        }
        best.map(|(k, _)| k)
    }
}

/// A tab's score: the whole, per kind, the set under way and the last set's report.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tally {
    /// Every kind together (the view bar's line).
    pub score: Score,
    kinds: [Score; 4],
    hints: [u32; 4],
    set: Report,
    /// Questions in the set under way (0: [`SET_SIZE`]).
    set_size: u32,
    /// Questions of the quiz not settled yet, as the tab last told ([`Tally::questions_left`];
    /// `None`: it does not tell).
    left: Option<u32>,
    /// The report of the last finished set, until it is closed.
    pub report: Option<Report>,
    /// The report of a set whose last question is settled but still open (a hint settles a
    /// question, the student still answers it): shown once that question is over.
    pending: Option<Report>,
    /// The verdict of the question settled last (a right answer after a wrong one or a hint
    /// says how it counts).
    pub last_verdict: Option<Verdict>,
    /// Practice: the scenario's answers were on screen before it was quizzed (shown with Quiz
    /// mode off, or answered, then brought back by Undo, an example or a file). Its answers
    /// get their feedback, but nothing is counted: no score, no set, no report (students
    /// scored again, by Undo, answers they had been shown).
    pub practice: bool,
    /// Sets finished since the score was reset: the set under way is the next one.
    sets_done: u32,
    /// Questions of the set under way settled without being asked: an answer's why showed
    /// theirs (they count in the set's place, whose size stays what it was: "question 1 of 60"
    /// went to "2 of 59", "3 of 58" in Cat and Mouse, s1 and s2 stop 42).
    skipped: u32,
    /// The questions missed or hinted since the score was reset that their tab named, the
    /// latest [`NAMED_KEPT`] (By kind lists the last few of each kind).
    named: Vec<Missed>,
    /// A tab's largest set, instead of [`first_set`]'s (Cat and Mouse: 55 questions for a
    /// 7-node graph in one set was too long a sitting, s1 and s2 stop 42b).
    pub set_max: Option<u32>,
}

/// How many named questions missed or hinted the tally keeps for By kind.
pub const NAMED_KEPT: usize = 64;

impl Tally {
    /// The score of `kind`.
    pub fn of(&self, kind: Kind) -> Score {
        self.kinds[kind.index()]
    }

    /// The hints used in `kind` since its score was reset.
    pub fn hints_of(&self, kind: Kind) -> u32 {
        self.hints[kind.index()]
    }

    /// The set under way so far.
    pub fn set_so_far(&self) -> &Report {
        &self.set
    }

    /// The set's questions counted so far (Play's moves are in its report, not its size).
    fn set_questions(&self) -> u32 {
        let moves = self.set.of(Kind::Move).asked();
        self.set.total().asked().saturating_sub(moves)
    }

    /// Questions in the set under way.
    pub fn set_size(&self) -> u32 {
        if self.set_size == 0 {
            SET_SIZE
        } else {
            self.set_size
        }
    }

    /// A quiz with `rest` questions not settled yet (the one asked now included unless it is
    /// over already; a settled question counted here too was counted twice), told every frame.
    /// A set not begun takes its size from them ([`first_set`]); one under way ends with the
    /// quiz when that comes first.
    pub fn questions_left(&mut self, rest: usize) {
        let done = self.set_progress();
        let rest = u32::try_from(rest).unwrap_or(u32::MAX);
        self.left = Some(rest);
        if done == 0 {
            let size = match self.set_max {
                Some(max) => first_set_at_most(rest, max),
                None => first_set(rest),
            };
            self.set_size = size.max(1);
        } else {
            let size = done.saturating_add(rest).max(1);
            if size < self.set_size() {
                // questions settled by a why: passed, the set keeps its size
                self.skipped = self.skipped.saturating_add(self.set_size() - size);
            }
        }
    }

    /// The set's questions settled so far: asked, or passed because a why showed them.
    fn set_progress(&self) -> u32 {
        self.set_questions().saturating_add(self.skipped)
    }

    /// True once the tab told that its quiz has no question left.
    pub fn none_left(&self) -> bool {
        self.left == Some(0)
    }

    /// Where the student is: (the question asked now, counted from 1; the questions of the
    /// set under way). `None` once the tab told that no question is left.
    pub fn set_place(&self) -> Option<(u32, u32)> {
        if self.left == Some(0) || self.practice {
            return None;
        }
        let size = self.set_size();
        Some(((self.set_progress() + 1).min(size), size))
    }

    /// The number of the set under way, from 1 ("Set 2 · question 1 of 3").
    pub fn set_number(&self) -> u32 {
        self.sets_done.saturating_add(1)
    }

    /// A question of `kind` answered right or wrong, and over. Ends the set after its last
    /// question.
    pub fn record(&mut self, kind: Kind, right: bool) {
        self.settle(kind, Verdict::of(right));
        self.question_over();
    }

    /// The question asked is over (answered right, or its answer shown): the report of a set
    /// it ended shows now.
    pub fn question_over(&mut self) {
        if let Some(report) = self.pending.take() {
            self.report = Some(report);
        }
    }

    /// A new scenario: the set under way starts again (its questions were about another
    /// scenario; the score stays).
    pub fn new_set(&mut self) {
        self.set = Report::default();
        self.set_size = 0;
        self.skipped = 0;
        self.pending = None;
    }

    /// Close the report (and forget one waiting for its question): a new exercise.
    pub fn close_report(&mut self) {
        self.report = None;
        self.pending = None;
    }

    /// A question of `kind` settled: right, wrong or hinted. Ends the set after its last
    /// question; the report waits until that question is over ([`Tally::question_over`]).
    /// A move of Play counts in the score and in the set's report (bar and report agree) but
    /// never ends a set: a set's report popped up over the board mid-game after the first move.
    pub fn settle(&mut self, kind: Kind, verdict: Verdict) {
        self.settle_named(kind, verdict, None);
    }

    /// [`Tally::settle`] with the question's name (as its tab names it): a question missed or
    /// hinted is listed by it in the set's report.
    pub fn settle_named(&mut self, kind: Kind, verdict: Verdict, name: Option<Both>) {
        self.last_verdict = Some(verdict);
        if self.practice {
            return;
        }
        if verdict != Verdict::Right {
            if name.is_some() {
                if self.named.len() >= NAMED_KEPT {
                    self.named.remove(0);
                }
                self.named.push(Missed {
                    kind,
                    verdict,
                    name: name.clone(),
                });
            }
            self.set.missed.push(Missed {
                kind,
                verdict,
                name,
            });
        }
        self.score.settle(verdict);
        self.kinds[kind.index()].settle(verdict);
        let c = &mut self.set.by_kind[kind.index()];
        match verdict {
            Verdict::Right => c.right += 1,
            Verdict::Wrong => c.wrong += 1,
            Verdict::Hinted => c.hinted += 1,
        }
        if kind != Kind::Move && self.set_progress() >= self.set_size() {
            self.pending = Some(std::mem::take(&mut self.set));
            self.set_size = 0;
            self.skipped = 0;
            self.sets_done = self.sets_done.saturating_add(1);
        }
    }

    /// A hint was shown for a question of `kind`.
    pub fn hint(&mut self, kind: Kind) {
        if self.practice {
            return;
        }
        self.hints[kind.index()] = self.hints[kind.index()].saturating_add(1);
        self.set.by_kind[kind.index()].hints += 1;
    }

    /// Start every score, the set and the streaks again from zero (a practice stays one).
    pub fn reset(&mut self) {
        *self = Tally {
            practice: self.practice,
            set_max: self.set_max,
            ..Tally::default()
        };
    }

    /// Start the score of `kind` again: its questions leave the whole score too.
    pub fn reset_kind(&mut self, kind: Kind) {
        let k = self.kinds[kind.index()];
        self.score.right = self.score.right.saturating_sub(k.right);
        self.score.asked = self.score.asked.saturating_sub(k.asked);
        self.score.hinted = self.score.hinted.saturating_sub(k.hinted);
        self.kinds[kind.index()] = Score::default();
        self.hints[kind.index()] = 0;
        self.set.by_kind[kind.index()] = Counts::default();
        self.set.missed.retain(|m| m.kind != kind);
        self.named.retain(|m| m.kind != kind);
    }

    /// The names of the last `max` questions of `kind` settled with `verdict` (wrong or
    /// hinted) since the score was reset, oldest first (those their tab named).
    pub fn named(&self, kind: Kind, verdict: Verdict, max: usize) -> Vec<&Both> {
        let all: Vec<&Both> = self
            .named
            .iter()
            .filter(|m| m.kind == kind && m.verdict == verdict)
            .filter_map(|m| m.name.as_ref())
            .collect();
        all[all.len().saturating_sub(max)..].to_vec()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn questions_a_why_settled_are_passed_and_the_set_keeps_its_size() {
        let mut t = Tally::default();
        t.questions_left(60);
        assert_eq!(t.set_place(), Some((1, 60)));
        // each answer's why also settles the next question
        t.record(Kind::Outcome, true);
        t.questions_left(58);
        assert_eq!(t.set_place(), Some((3, 60)), "the shown question is passed");
        t.record(Kind::Outcome, false);
        t.questions_left(56);
        assert_eq!(t.set_place(), Some((5, 60)));
        // a set of 12 whose 11th question a why settles ends with its 12th
        let mut t = Tally::default();
        t.questions_left(12);
        for left in (3..12).rev() {
            t.record(Kind::Outcome, true);
            t.questions_left(left);
        }
        assert_eq!(t.set_place(), Some((10, 12)));
        t.record(Kind::Outcome, true);
        t.questions_left(1);
        assert_eq!(t.set_place(), Some((12, 12)), "the 11th passed");
        t.record(Kind::Outcome, true);
        assert_eq!(t.set_number(), 2, "the set ended with its last question");
    }

    #[test]
    fn a_tab_s_set_max_splits_its_quiz_evenly() {
        assert_eq!(first_set_at_most(12, 15), 12);
        assert_eq!(first_set_at_most(15, 15), 15);
        assert_eq!(first_set_at_most(16, 15), 8);
        assert_eq!(first_set_at_most(55, 15), 14);
        assert_eq!(first_set_at_most(60, 15), 15);
        let mut t = Tally {
            set_max: Some(15),
            ..Tally::default()
        };
        t.questions_left(55);
        assert_eq!(t.set_place(), Some((1, 14)), "55 in four sets");
        for left in (41..55).rev() {
            t.record(Kind::Outcome, true);
            t.questions_left(left);
        }
        assert_eq!(t.set_number(), 2, "the first set ended after 14");
        assert_eq!(t.set_place(), Some((1, 14)), "41 left: 14 + 14 + 13");
        t.reset();
        assert_eq!(t.set_max, Some(15), "Reset score keeps the tab's size");
    }

    #[test]
    fn a_practice_counts_nothing() {
        let mut t = Tally {
            practice: true,
            ..Tally::default()
        };
        t.questions_left(3);
        t.record(Kind::Cell, true);
        t.settle(Kind::Cell, Verdict::Wrong);
        t.hint(Kind::Cell);
        t.question_over();
        assert_eq!(t.score, Score::default(), "no score");
        assert_eq!(t.hints_of(Kind::Cell), 0, "no hint counted");
        assert_eq!(t.set_so_far(), &Report::default(), "no set");
        assert!(t.report.is_none() && t.set_place().is_none());
        assert_eq!(
            t.last_verdict,
            Some(Verdict::Wrong),
            "the feedback still knows"
        );
    }

    #[test]
    fn the_score_is_kept_per_kind_and_in_all() {
        let mut t = Tally::default();
        t.record(Kind::Cell, true);
        t.record(Kind::Cell, false);
        t.hint(Kind::Cell);
        t.record(Kind::Move, true);
        t.settle(Kind::Move, Verdict::Hinted);
        assert_eq!((t.score.right, t.score.asked, t.score.hinted), (2, 4, 1));
        assert_eq!(t.set_so_far().of(Kind::Move).hinted, 1);
        assert_eq!(t.set_so_far().of(Kind::Move).wrong, 0, "hinted is no miss");
        t.reset_kind(Kind::Move);
        t.record(Kind::Move, true);
        assert_eq!((t.score.right, t.score.asked, t.score.hinted), (2, 3, 0));
        assert_eq!((t.of(Kind::Cell).right, t.of(Kind::Cell).asked), (1, 2));
        assert_eq!((t.of(Kind::Move).right, t.of(Kind::Move).asked), (1, 1));
        assert_eq!(t.hints_of(Kind::Cell), 1);
        t.reset_kind(Kind::Cell);
        assert_eq!(t.of(Kind::Cell), Score::default());
        assert_eq!((t.score.right, t.score.asked), (1, 1));
        assert_eq!(t.hints_of(Kind::Cell), 0);
        t.reset();
        assert_eq!(t, Tally::default());
    }

    #[test]
    fn a_set_of_ten_ends_with_a_report() {
        let mut t = Tally::default();
        for k in 0..9 {
            t.record(Kind::Outcome, k % 3 != 0);
        }
        t.hint(Kind::Outcome);
        assert!(t.report.is_none());
        t.record(Kind::Cell, true);
        let r = t.report.clone().expect("ten questions end a set");
        assert_eq!(
            r.of(Kind::Outcome),
            Counts {
                right: 6,
                wrong: 3,
                hinted: 0,
                hints: 1
            }
        );
        assert_eq!(r.of(Kind::Cell).right, 1);
        assert_eq!(r.total().asked(), 10);
        // the next set starts empty
        assert_eq!(t.set_so_far().total().asked(), 0);
    }

    #[test]
    fn a_hinted_last_question_shows_the_report_once_it_is_over() {
        let mut t = Tally::default();
        t.questions_left(2);
        t.settle(Kind::Cell, Verdict::Right);
        t.question_over();
        // the last cell: a hint settles it, the student still answers it
        t.questions_left(1);
        t.settle(Kind::Cell, Verdict::Hinted);
        t.hint(Kind::Cell);
        t.questions_left(0);
        assert!(t.report.is_none(), "the cell is still open");
        t.question_over();
        assert_eq!(t.report.as_ref().map(|r| r.total().asked()), Some(2));
        t.close_report();
        assert!(t.report.is_none());
    }

    #[test]
    fn a_move_of_play_never_ends_a_set() {
        let mut t = Tally::default();
        // the table is done: a set of one question would end at the next one counted
        t.questions_left(0);
        for _ in 0..12 {
            t.hint(Kind::Move);
            t.record(Kind::Move, true);
        }
        assert!(t.report.is_none(), "a Play move opened the report");
        assert_eq!(t.set_so_far().of(Kind::Move).asked(), 12);
        assert_eq!((t.of(Kind::Move).asked, t.score.asked), (12, 12));
        assert_eq!(t.hints_of(Kind::Move), 12);
        t.record(Kind::Cell, true);
        // the report counts what the bar counts: the moves too
        let r = t.report.clone().expect("the cell ends the set");
        assert_eq!((r.total().asked(), r.of(Kind::Cell).asked()), (13, 1));
        assert_eq!(r.total().asked(), t.score.asked);
    }

    /// Settle the questions of a quiz of `n` one by one as a tab does (telling what is left each
    /// frame): the sizes of the reports, in order.
    fn sets_of(n: usize) -> Vec<u32> {
        let mut t = Tally::default();
        let mut sizes = Vec::new();
        for k in 0..n {
            t.questions_left(n - k);
            assert_eq!(t.set_place().map(|(_, size)| size), t.set_size().into());
            t.record(Kind::Cell, true);
            if let Some(r) = t.report.take() {
                sizes.push(r.total().asked());
            }
        }
        t.questions_left(0);
        assert_eq!(t.set_place(), None, "nothing left: no set to show");
        sizes
    }

    #[test]
    fn a_quiz_is_split_into_even_sets_and_its_last_question_ends_one() {
        assert_eq!(sets_of(15), vec![15]);
        assert_eq!(
            sets_of(45),
            vec![45],
            "Guess Number n = 10: one report, at the end"
        );
        assert_eq!(sets_of(60), vec![60]);
        assert_eq!(sets_of(61), vec![31, 30]);
        assert_eq!(sets_of(66), vec![33, 33]);
        assert_eq!(sets_of(101), vec![34, 34, 33]);
        assert_eq!(sets_of(300), vec![50; 6]);
        assert_eq!(sets_of(3), vec![3]);
        assert_eq!(sets_of(1), vec![1]);
    }

    #[test]
    fn the_bar_says_where_the_student_is_in_the_set() {
        let mut t = Tally::default();
        assert_eq!(
            t.set_place(),
            Some((1, SET_SIZE)),
            "a tab that does not tell"
        );
        t.questions_left(66);
        assert_eq!(t.set_place(), Some((1, 33)));
        t.record(Kind::Cell, false);
        t.record(Kind::Move, true);
        t.questions_left(65);
        assert_eq!(
            t.set_place(),
            Some((2, 33)),
            "a Play move is no question of the set"
        );
    }

    #[test]
    fn the_report_lists_the_questions_missed_or_hinted_by_name() {
        let mut t = Tally::default();
        t.questions_left(4);
        let name = |s: &'static str| Some(Both::new(move || s.to_string()));
        t.settle_named(Kind::Cell, Verdict::Right, name("dp[0][1]"));
        t.settle_named(Kind::Cell, Verdict::Wrong, name("dp[1][2]"));
        t.record(Kind::Move, false);
        t.settle_named(Kind::Cell, Verdict::Hinted, name("dp[0][2]"));
        t.settle_named(Kind::Cell, Verdict::Wrong, name("dp[1][3]"));
        t.question_over();
        let r = t.report.clone().expect("four cells end the set");
        let listed: Vec<(Kind, Verdict, Option<String>)> = r
            .missed
            .iter()
            .map(|m| (m.kind, m.verdict, m.name.as_ref().map(|n| n.to_string())))
            .collect();
        assert_eq!(
            listed,
            vec![
                (Kind::Cell, Verdict::Wrong, Some("dp[1][2]".into())),
                (Kind::Move, Verdict::Wrong, None),
                (Kind::Cell, Verdict::Hinted, Some("dp[0][2]".into())),
                (Kind::Cell, Verdict::Wrong, Some("dp[1][3]".into())),
            ],
            "the right cell is not listed; the others in order"
        );
        assert_eq!(r.most_missed(), Some(Kind::Cell));
        assert!(
            t.set_so_far().missed.is_empty(),
            "the next set starts empty"
        );
        assert_eq!(Report::default().most_missed(), None);
    }

    #[test]
    fn a_set_ends_with_the_table_when_fewer_are_left() {
        let mut t = Tally::default();
        t.questions_left(3);
        assert_eq!(t.set_size(), 3);
        t.record(Kind::Cell, true);
        t.questions_left(2);
        t.record(Kind::Cell, true);
        assert!(t.report.is_none());
        t.questions_left(1);
        t.record(Kind::Cell, false);
        assert_eq!(t.report.as_ref().map(|r| r.total().asked()), Some(3));
        assert_eq!(t.set_size(), SET_SIZE);
    }
}
