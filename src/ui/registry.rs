//! Every game tab, generated from the one list of games ([`crate::with_games!`]): the app knows
//! tabs only through this module. A game's tab is named by [`GameUi`] on its `Setup`,
//! implemented in the game's own `src/ui/<game>/`; its panes are its [`LessonGame::Pane`].

use crate::games::{Game, GameKind};
use crate::jobs::Waker;
use crate::lessons::{LessonGame, Pane};
use crate::ui::framework::GameTab;
use crate::ui::framework::tab::{GameUi, GameView, Tab};

/// Makes one game's tab.
pub type MakeTab = fn(Waker) -> Box<dyn GameTab>;

fn make<V: GameView>(waker: Waker) -> Box<dyn GameTab> {
    Box::new(Tab::<V>::new(waker))
}

/// The labels of a pane type's panes, in selector order.
fn labels<P: Pane>() -> Vec<&'static str> {
    P::ALL.iter().map(|p| p.label()).collect()
}

macro_rules! tabs {
    ($( $(#[$doc:meta])* $variant:ident($module:ident) = $name:literal, )+) => {
        /// The tabs, in the order of [`GameKind::ALL`].
        pub const TABS: &[MakeTab] = &[
            $( make::<<crate::games::$module::Setup as GameUi>::View>, )+
        ];

        $(
            // each tab's `GameView::KIND` is the game it is listed for
            const _: () = assert!(
                <<crate::games::$module::Setup as GameUi>::View as GameView>::KIND as usize
                    == GameKind::$variant as usize
            );
        )+

        /// The labels of the panes of a game's tab (the buttons along the top of its central
        /// area), in the current language.
        pub fn pane_labels(kind: GameKind) -> Vec<&'static str> {
            match kind {
                $( GameKind::$variant => {
                    labels::<<crate::games::$module::Setup as LessonGame>::Pane>()
                } )+
            }
        }

        /// The names of the panes of a game's tab (the names lessons and `--view` use), in
        /// the order of [`pane_labels`].
        pub fn pane_names(kind: GameKind) -> Vec<&'static str> {
            match kind {
                $( GameKind::$variant => {
                    <<crate::games::$module::Setup as LessonGame>::Pane as Pane>::ALL
                        .iter()
                        .map(|p| p.lesson_name())
                        .collect()
                } )+
            }
        }

        /// The labels of the panes in which Quiz mode asks questions ([`GameUi::QUIZ_PANES`]).
        pub fn quiz_pane_labels(kind: GameKind) -> Vec<&'static str> {
            match kind {
                $( GameKind::$variant => {
                    <crate::games::$module::Setup as GameUi>::QUIZ_PANES
                        .iter()
                        .map(|p| p.label())
                        .collect()
                } )+
            }
        }

        /// The labels of the panes that show no answer and stay usable in Quiz mode
        /// ([`GameUi::OPEN_PANES`]); the panes in neither list are locked while it is on.
        pub fn open_pane_labels(kind: GameKind) -> Vec<&'static str> {
            match kind {
                $( GameKind::$variant => {
                    <crate::games::$module::Setup as GameUi>::OPEN_PANES
                        .iter()
                        .map(|p| p.label())
                        .collect()
                } )+
            }
        }

        /// A game's showcase example ([`GameUi::SHOWCASE`]).
        pub fn showcase(kind: GameKind) -> &'static str {
            match kind {
                $( GameKind::$variant => <crate::games::$module::Setup as GameUi>::SHOWCASE, )+
            }
        }

        /// The title the app makes for a game ([`GameUi::auto_title`]).
        pub fn auto_title(game: &Game) -> String {
            match game {
                $( Game::$variant(setup) => setup.auto_title(), )+
            }
        }
    };
}

crate::with_games!(tabs);

/// Every tab, each waking the UI with `waker`.
pub fn tabs(waker: &Waker) -> Vec<Box<dyn GameTab>> {
    TABS.iter().map(|make| make(waker.clone())).collect()
}
