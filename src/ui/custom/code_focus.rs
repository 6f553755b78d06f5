//! What the Code pane highlights in the Game Lab: the position the inspector explains (the
//! Positions, Table and Sum views share it) or the game against the computer is at; an end
//! position first, then a win or a loss as the solve decided it, a draw never decided; in a
//! scoring game the best of the points minus the value after the move. The start (`answer`)
//! when nothing is selected. Quiz mode keeps every verdict and value to itself.

use crate::code::Focus;
use crate::games::custom::{Outcome, PosId, Solved};
use crate::i18n::custom::tr as game_tr;
use crate::i18n::fill;
use crate::ui::framework::tab::TabCore;

use super::{CustomPane, CustomView};

/// Positions are named in the caption up to about this many characters.
const POSITION_CHARS: usize = 40;

impl CustomView {
    /// The Code pane's focus (see `GameView::code_focus`).
    pub(super) fn focus(&self, core: &TabCore<Self>) -> Focus {
        let Some(solved) = core.slot.result() else {
            return Focus::default();
        };
        let game = &solved.game;
        let at = match self.pane {
            CustomPane::Positions | CustomPane::Table | CustomPane::Sum => self.positions.selected,
            CustomPane::Play => self.play.at.or(self.play.from),
            CustomPane::Guide => None,
        };
        match at.filter(|&p| (p as usize) < game.positions()) {
            Some(p) => position_focus(game, p, self.quiz.on),
            None if game.is_scoring() => Focus::new(&["value"], game_tr().code_answer),
            None => Focus::new(&["answer"], game_tr().code_answer),
        }
    }
}

/// Position `id` as the solve decided it.
fn position_focus(game: &Solved, id: PosId, quiz: bool) -> Focus {
    let t = game_tr();
    let pos = game.position_text(id, POSITION_CHARS);
    let hidden = || crate::i18n::code::tr().quiz_hidden;
    if game.is_scoring() {
        return match game.value(id) {
            Some(v) if !quiz => {
                Focus::new(&["score"], fill(t.code_score, &[("pos", &pos), ("v", &v)]))
            }
            _ => Focus::new(
                &["score"],
                format!("{} {}", fill(t.code_quiz, &[("pos", &pos)]), hidden()),
            ),
        };
    }
    if game.moves(id).is_empty() || game.ended(id).is_some() {
        return Focus::new(&["terminal"], fill(t.code_terminal, &[("pos", &pos)]));
    }
    if quiz {
        let caption = fill(t.code_quiz, &[("pos", &pos)]);
        return Focus::new(&["parents"], format!("{caption} {}", hidden()));
    }
    match game.outcome(id) {
        Some(Outcome::Win) => Focus::new(&["parents", "win"], fill(t.code_win, &[("pos", &pos)])),
        Some(Outcome::Lose) => {
            Focus::new(&["parents", "lose"], fill(t.code_lose, &[("pos", &pos)]))
        }
        _ => Focus::new(&["undecided"], fill(t.code_undecided, &[("pos", &pos)])),
    }
}
