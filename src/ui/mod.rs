//! The user interface, in three rooms:
//!
//! * [`kit`] — the widget kit: shared widgets that know no tab;
//! * [`framework`] — the tab framework: [`framework::GameTab`] as the app sees a tab, and
//!   [`framework::tab::Tab`], the shared piece around each game's
//!   [`framework::tab::GameView`];
//! * one folder per game tab (`stone`, `cat_mouse`, …), and [`registry`], which lists the tabs
//!   from the one list of games. The app knows tabs only through the registry.
//!
//! Tabs ask the solvers (in [`crate::games`]) for results through the [`crate::jobs`] runner and
//! draw them; they never re-derive results themselves.

pub mod can_i_win;
pub mod cat_mouse;
pub mod cat_mouse_ii;
pub mod custom;
pub mod framework;
pub mod guess_number;
pub mod kit;
pub mod registry;
pub mod stone;
