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
        match summary.decided_by {
            DecidedBy::NothingToReach => return Focus::new(&["reached"], t.code_reached),
            DecidedBy::SumTooSmall => {
                let m = summary.m;
                let sum = m * (m + 1) / 2;
                let args: [(&str, &dyn std::fmt::Display); 3] =
                    [("m", &m), ("sum", &sum), ("total", &summary.desired)];
                return Focus::new(&["out_of_reach"], fill(t.code_out_of_reach, &args));
            }
            _ => {}
        }
        let mask = match self.pane {
            CanIWinPane::Explorer => self.explorer.mask,
            CanIWinPane::Play => self.play.mask,
        };
        match self.engine.position(mask) {
            // the start: the answer line, and why the start is won or lost
            Some(Ok(p)) if mask == 0 => {
                let state = state_focus(p, self.quiz.on);
                let mut marks = vec!["answer"];
                marks.extend(state.marks.iter().copied());
                Focus::new(&marks, format!("{} {}", t.code_answer, state.caption))
            }
            Some(Ok(p)) => state_focus(p, self.quiz.on),
            _ if mask == 0 => Focus::new(&["answer"], t.code_answer),
            // (asked of the solver, not answered yet)
            _ => Focus::new(&["move"], fill(t.code_quiz, &[("set", &set_text(mask))])),
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
        return Focus::new(&["move"], format!("{caption} {hidden}"));
    }
    if !p.wins {
        return Focus::new(&["move", "lose"], fill(t.code_lose, &[("set", &set)]));
    }
    // the listing tries the numbers in increasing order and stops at the first that wins
    let Some(&x) = p.winning_moves.first() else {
        return Focus::new(&["move"], "");
    };
    let now = p.moves.iter().any(|m| m.number == x && m.reaches);
    let (mark, text) = if now {
        ("win_now", t.code_win_now)
    } else {
        ("win_later", t.code_win_later)
    };
    // (the memo lines are not lit: they answer only a state met again, which the views do not
    // follow)
    Focus::new(&["move", mark], fill(text, &[("set", &set), ("x", &x)]))
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
        assert_eq!(f.marks[0], "move");
        let verdict = f.marks[1];
        if p.wins {
            assert!(["win_now", "win_later"].contains(&verdict), "{f:?}");
        } else {
            assert_eq!(verdict, "lose");
        }
        assert_eq!(state_focus(&p, true).marks, ["move"]);
        // {1, 2} used, total 3: taking 3 or 4 reaches 6 and wins now
        let p = super::super::engine::query(&mut game, 0b0011).unwrap();
        assert!(p.wins);
        assert_eq!(state_focus(&p, false).marks, ["move", "win_now"]);
        assert!(state_focus(&p, false).caption.contains("taking 3"));
    }
}
