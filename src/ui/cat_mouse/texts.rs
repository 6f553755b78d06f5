//! Cat and Mouse words in the current language: outcomes, their colours and graph errors.

use crate::games::cat_mouse::{GraphError, Outcome};
use crate::i18n::cat_mouse::tr as game_tr;
use crate::i18n::fill;
use crate::ui::kit::palette;

/// "The mouse wins" / "The cat wins" / "Draw" in the current language.
pub fn outcome_text(o: Outcome) -> &'static str {
    let t = game_tr();
    match o {
        Outcome::MouseWin => t.outcome_mouse,
        Outcome::CatWin => t.outcome_cat,
        Outcome::Draw => t.outcome_draw,
    }
}

/// "mouse wins" / "cat wins" / "draw" in the current language, for use inside sentences.
pub fn outcome_short(o: Outcome) -> &'static str {
    let t = game_tr();
    match o {
        Outcome::MouseWin => t.outcome_mouse_short,
        Outcome::CatWin => t.outcome_cat_short,
        Outcome::Draw => t.outcome_draw_short,
    }
}

/// The palette colour of an outcome.
pub fn outcome_color(o: Outcome) -> egui::Color32 {
    match o {
        Outcome::MouseWin => palette::WIN_A,
        Outcome::CatWin => palette::WIN_B,
        Outcome::Draw => palette::DRAW,
    }
}

/// A graph error in the current language, naming the node or edge at fault.
pub fn describe_graph_error(e: &GraphError) -> String {
    let t = game_tr();
    match e {
        GraphError::TooFewNodes { n } => fill(t.gerr_too_few, &[("n", n)]),
        GraphError::TooManyNodes { n, limit } => {
            fill(t.gerr_too_many, &[("n", n), ("limit", limit)])
        }
        GraphError::NegativeNeighbour { node, neighbour, n } => fill(
            t.gerr_negative,
            &[
                ("node", node),
                ("v", neighbour),
                ("last", &n.saturating_sub(1)),
            ],
        ),
        GraphError::NeighbourOutOfRange { node, neighbour, n } => fill(
            t.gerr_out_of_range,
            &[
                ("node", node),
                ("v", neighbour),
                ("last", &n.saturating_sub(1)),
            ],
        ),
        GraphError::SelfLoop { node } => fill(t.gerr_self_loop, &[("node", node)]),
        GraphError::DuplicateNeighbour { node, neighbour } => {
            fill(t.gerr_duplicate, &[("node", node), ("v", neighbour)])
        }
        GraphError::Asymmetric { node, neighbour } => {
            fill(t.gerr_asymmetric, &[("node", node), ("v", neighbour)])
        }
        GraphError::MouseIsolated => t.gerr_mouse_isolated.to_string(),
        GraphError::CatStuck => t.gerr_cat_stuck.to_string(),
        GraphError::Parse {
            line,
            column,
            message,
        } => fill(
            t.gerr_parse,
            &[("line", line), ("column", column), ("msg", message)],
        ),
    }
}
