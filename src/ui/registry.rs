//! Every game tab, in tab order: one line per game. The app knows tabs only through this list.

use crate::jobs::Waker;
use crate::ui::GameTab;
use crate::ui::tab::{GameView, Tab};

/// Makes one game's tab.
pub type MakeTab = fn(Waker) -> Box<dyn GameTab>;

/// The tabs, in the order of [`crate::games::GameKind::ALL`].
pub const TABS: &[MakeTab] = &[
    make::<crate::ui::stone::StoneView>,
    make::<crate::ui::cat_mouse::CatMouseView>,
    make::<crate::ui::guess_number::GuessNumberView>,
    make::<crate::ui::can_i_win::CanIWinView>,
    make::<crate::ui::cat_mouse_ii::CatMouseIIView>,
];

fn make<V: GameView>(waker: Waker) -> Box<dyn GameTab> {
    Box::new(Tab::<V>::new(waker))
}

/// Every tab, each waking the UI with `waker`.
pub fn tabs(waker: &Waker) -> Vec<Box<dyn GameTab>> {
    TABS.iter().map(|make| make(waker.clone())).collect()
}
