//! What the Code pane highlights in the Can I Win tab: the state the explorer or the game shows
//! (its used numbers), looked up in the memo and decided by trying every unused number: a win now,
//! a win later or a loss, as the solver says of that state; the start (`answer`) when nothing is
//! used, `trivial` when the game was decided before any search. Quiz mode keeps the verdict to
//! itself.

use crate::code::Focus;
use crate::games::can_i_win::DecidedBy;
use crate::i18n::can_i_win::tr as game_tr;
use crate::i18n::fill;
use crate::ui::framework::tab::TabCore;

use super::engine::Position;
use super::explorer::set_text;
use super::{CanIWinPane, CanIWinView};

impl CanIWinView {
    /// The Code pane's focus (see `GameView::code_focus`).
    pub(super) fn focus(&self, core: &TabCore<Self>) -> Focus {
        let t = game_tr();
        let Some(summary) = core.slot.current(core.revision()) else {
            return Focus::default();
        };
        if matches!(
            summary.decided_by,
            DecidedBy::NothingToReach | DecidedBy::SumTooSmall
        ) {
            return Focus::new(&["trivial"], t.code_trivial);
        }
        let mask = match self.pane {
            CanIWinPane::Explorer => self.explorer.mask,
            CanIWinPane::Play => self.play.mask,
        };
        if mask == 0 {
            return Focus::new(&["answer"], t.code_answer);
        }
        match self.engine.position(mask) {
            Some(Ok(p)) => state_focus(p, self.quiz.on),
            // (asked of the solver, not answered yet)
            _ => Focus::new(
                &["memo", "move"],
                fill(t.code_quiz, &[("set", &set_text(mask))]),
            ),
        }
    }
}

/// A state with some numbers used, as the solver decided it.
fn state_focus(p: &Position, quiz: bool) -> Focus {
    let t = game_tr();
    let set = set_text(p.mask);
    if p.over {
        // the game is over: the move into this state reached the total
        return Focus::new(&["win_now"], fill(t.code_over, &[("set", &set)]));
    }
    if quiz {
        let caption = fill(t.code_quiz, &[("set", &set)]);
        let hidden = crate::i18n::code::tr().quiz_hidden;
        return Focus::new(&["memo", "move"], format!("{caption} {hidden}"));
    }
    if !p.wins {
        return Focus::new(
            &["memo", "move", "lose"],
            fill(t.code_lose, &[("set", &set)]),
        );
    }
    // the listing tries the numbers in increasing order and stops at the first that wins
    let Some(&x) = p.winning_moves.first() else {
        return Focus::new(&["memo", "move"], "");
    };
    let now = p.moves.iter().any(|m| m.number == x && m.reaches);
    let (mark, text) = if now {
        ("win_now", t.code_win_now)
    } else {
        ("win_later", t.code_win_later)
    };
    Focus::new(
        &["memo", "move", mark],
        fill(text, &[("set", &set), ("x", &x)]),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;
    use crate::games::can_i_win;

    #[test]
    fn a_state_is_highlighted_as_the_solver_decided_it() {
        crate::i18n::set_language(crate::i18n::Language::English);
        let mut game = can_i_win::solve(4, 6, &NoControl).unwrap();
        // {1} used, total 1: the next player takes 4 and wins at once? 1 + 4 = 5 < 6; the
        // solver decides; the marks follow its answer
        let p = super::super::engine::query(&mut game, 0b0001).unwrap();
        let f = state_focus(&p, false);
        assert_eq!(&f.marks[..2], ["memo", "move"]);
        let verdict = f.marks[2];
        if p.wins {
            assert!(["win_now", "win_later"].contains(&verdict), "{f:?}");
        } else {
            assert_eq!(verdict, "lose");
        }
        assert_eq!(state_focus(&p, true).marks, ["memo", "move"]);
        // {1, 2} used, total 3: taking 3 or 4 reaches 6 and wins now
        let p = super::super::engine::query(&mut game, 0b0011).unwrap();
        assert!(p.wins);
        assert_eq!(state_focus(&p, false).marks, ["memo", "move", "win_now"]);
        assert!(state_focus(&p, false).caption.contains("taking 3"));
    }
}
