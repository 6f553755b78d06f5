//! The optimal strategy as a decision tree: the first guess at the root, the answers "lower" and
//! "higher" as children. Nodes are collapsing headers that are only built when open, so the tree
//! costs what the user has opened, even for n = 2,000. Every node is read from the solver's table
//! ([`GuessTable::node`]).

use crate::ui::kit::cjk_wrap::CjkLabels as _;
use std::collections::HashSet;

use egui::{RichText, Ui};

use crate::games::guess_number::{GuessTable, StrategyNode};
use crate::i18n::fill;
use crate::i18n::guess_number::{GuessTexts, tr as game_tr};
use crate::ui::kit::{palette, widgets};

/// "Expand all" is offered up to this `n` (the tree has at most `n` guess nodes).
pub const EXPAND_ALL_MAX_N: usize = 127;

/// Which answer led to a node.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Branch {
    Root,
    Lower,
    Higher,
}

/// State of the tree view: which intervals are open.
#[derive(Debug, Clone, Default)]
pub struct TreeView {
    open: HashSet<(usize, usize)>,
    /// The number whose search path "Show the path" opens.
    pub path_target: usize,
    /// Where the diagram drew each node last frame (tests click there).
    pub(super) node_rects: Vec<((usize, usize), egui::Rect)>,
    /// Presentation mode shows one of the outline and the diagram at a time: the outline
    /// when this is set.
    pub show_outline: bool,
    /// The view was shown in presentation mode (the first time it opens a small tree).
    presented: bool,
    /// The node the diagram scrolls to at its next frame ("Expand all": the root; "Show its
    /// path": the number's node). A large tree spreads far past the room's right edge, and
    /// without this the room showed none of it.
    pub(super) scroll_to: Option<(usize, usize)>,
    /// "Show its path" draws the path alone, fitted to the room (the diagram's levels of
    /// n = 100 did not fit 300 px: the root stood far above the room); a click on a node,
    /// "Collapse all" or "Expand all" bring the whole tree back.
    pub(super) fit_path: bool,
}

/// Presentation mode opens the whole tree, the first time, up to this `n` (it fits the width).
pub const PRESENT_EXPAND_MAX_N: usize = 15;

impl TreeView {
    /// Close everything (a new `n`).
    pub fn reset(&mut self) {
        self.open.clear();
    }

    /// Whether the node of interval `lo..=hi` is open.
    pub fn is_open(&self, lo: usize, hi: usize) -> bool {
        self.open.contains(&(lo, hi))
    }

    /// Open or close the node of `lo..=hi`.
    pub fn set_open(&mut self, lo: usize, hi: usize, open: bool) {
        if open {
            self.open.insert((lo, hi));
        } else {
            self.open.remove(&(lo, hi));
        }
    }

    /// Open every node on the way to the number `x`: the guesses an optimal player makes when
    /// the secret is `x`. Returns those guesses.
    pub fn open_path(&mut self, table: &GuessTable, x: usize) -> Vec<usize> {
        let path = search_path(table, x);
        for node in &path {
            if node.lo < node.hi {
                self.open.insert((node.lo, node.hi));
            }
        }
        path.iter().map(|n| n.guess).collect()
    }

    /// Open every node (small `n` only, see [`EXPAND_ALL_MAX_N`]).
    pub fn expand_all(&mut self, table: &GuessTable) {
        if table.n() > EXPAND_ALL_MAX_N {
            return;
        }
        let mut stack = vec![(1, table.n())];
        while let Some((lo, hi)) = stack.pop() {
            let Some(node) = table.node(lo, hi) else {
                continue;
            };
            if lo < hi {
                self.open.insert((lo, hi));
            }
            stack.extend(node.lower);
            stack.extend(node.higher);
        }
    }

    /// Screen position of the diagram's node for `lo..=hi`, as drawn last frame.
    pub fn node_center(&self, lo: usize, hi: usize) -> Option<egui::Pos2> {
        self.node_rects
            .iter()
            .find(|(iv, _)| *iv == (lo, hi))
            .map(|(_, r)| r.center())
    }

    /// Screen rectangle of the diagram's node for `lo..=hi`, as drawn last frame.
    pub fn node_rect(&self, lo: usize, hi: usize) -> Option<egui::Rect> {
        self.node_rects
            .iter()
            .find(|(iv, _)| *iv == (lo, hi))
            .map(|(_, r)| *r)
    }

    /// Number of open nodes.
    pub fn open_count(&self) -> usize {
        self.open.len()
    }

    /// Draw the view.
    pub fn ui(&mut self, ui: &mut Ui, table: &GuessTable) {
        let g = game_tr();
        let n = table.n();
        if self.path_target == 0 || self.path_target > n {
            self.path_target = table.root().guess;
        }
        let present = crate::ui::kit::theme::presentation(ui.ctx());
        if present && !self.presented {
            // in front of a class the whole strategy is the picture: a small tree opens once
            // (closing it again is the user's choice)
            self.presented = true;
            if self.open.is_empty() && n <= PRESENT_EXPAND_MAX_N {
                self.expand_all(table);
            }
        }
        if present {
            // folded on a projector: the tree takes the height (its bottom leaves were cut at
            // 1024 × 768 in Chinese)
            egui::CollapsingHeader::new(g.tree_intro_fold)
                .id_salt("guess_tree_intro")
                .default_open(false)
                .show(ui, |ui| ui.label_cjk(g.tree_intro));
        } else {
            ui.label_cjk(g.tree_intro);
        }
        ui.horizontal_wrapped(|ui| {
            if ui.button(g.collapse_all).clicked() {
                self.open.clear();
                self.fit_path = false;
                self.scroll_to = Some((1, n));
            }
            if n <= EXPAND_ALL_MAX_N {
                if ui.button(g.expand_all).clicked() {
                    self.expand_all(table);
                    self.fit_path = false;
                    self.scroll_to = Some((1, n));
                }
            } else {
                ui.label_cjk(
                    RichText::new(fill(g.expand_all_too_big, &[("max", &EXPAND_ALL_MAX_N)]))
                        .small()
                        .weak(),
                );
            }
            ui.separator();
            ui.add(
                egui::DragValue::new(&mut self.path_target)
                    .prefix(g.path_to_prefix)
                    .range(1..=n),
            );
            if ui.button(g.show_path).clicked() {
                let target = self.path_target;
                self.open_path(table, target);
                self.fit_path = true;
                self.scroll_to = search_path(table, target).last().map(|p| (p.lo, p.hi));
            }
            if present {
                ui.separator();
                ui.toggle_value(&mut self.show_outline, g.outline_toggle);
            }
        });
        let path = search_path(table, self.path_target);
        if !path.is_empty() {
            let guesses: Vec<String> = path.iter().map(|p| p.guess.to_string()).collect();
            let paid = table.path_cost(self.path_target);
            let sentence = RichText::new(fill(
                g.path_text,
                &[
                    ("x", &self.path_target),
                    ("guesses", &guesses.join(" → ")),
                    ("paid", &paid),
                ],
            ));
            // the view's answer: on a projector at the body size (small it was 18 px)
            ui.label_cjk(if present { sentence } else { sentence.small() });
        }
        let path: Vec<(usize, usize)> = path.iter().map(|p| (p.lo, p.hi)).collect();
        ui.separator();
        if present {
            // one big view at a time on a projector: the diagram, or the outline
            let show_outline = self.show_outline;
            let this = std::cell::RefCell::new(self);
            crate::ui::kit::layout::columns_or_one(
                ui,
                "central",
                ("guess_tree", "guess_outline"),
                340.0,
                show_outline,
                |ui| super::diagram::diagram_ui(&mut this.borrow_mut(), ui, table, &path),
                |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt("guess_tree_scroll")
                        .auto_shrink([false, false])
                        .show(ui, |ui| {
                            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                            this.borrow_mut().node_ui(ui, g, table, 1, n, Branch::Root);
                        });
                },
            );
            return;
        }
        // the outline and the tree side by side, each in its own column; the outline's lines
        // wrap in it and it scrolls down
        let list_width = 340.0_f32.min(ui.available_width() * 0.4);
        let tree_width = ui.available_width() - list_width;
        let (mut left, mut right) = crate::ui::kit::layout::split_columns(
            ui,
            "central",
            ("guess_outline", "guess_tree"),
            tree_width,
        );
        egui::ScrollArea::vertical()
            .id_salt("guess_tree_scroll")
            .auto_shrink([false, false])
            .show(&mut left, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                self.node_ui(ui, g, table, 1, n, Branch::Root);
            });
        super::diagram::diagram_ui(self, &mut right, table, &path);
    }

    fn node_ui(
        &mut self,
        ui: &mut Ui,
        g: &GuessTexts,
        table: &GuessTable,
        lo: usize,
        hi: usize,
        branch: Branch,
    ) {
        let Some(node) = table.node(lo, hi) else {
            return;
        };
        let answer = match branch {
            Branch::Root => String::new(),
            Branch::Lower => format!("{} → ", g.answer_lower),
            Branch::Higher => format!("{} → ", g.answer_higher),
        };
        if lo == hi {
            // A leaf: only one number is possible, and guessing it is free.
            ui.horizontal(|ui| {
                ui.add_space(18.0);
                ui.label_cjk(
                    RichText::new(format!("{answer}{}", fill(g.node_leaf, &[("x", &lo)])))
                        .color(palette::WIN_A),
                );
            });
            return;
        }
        let text = format!(
            "{answer}{}",
            fill(
                g.node_label,
                &[
                    ("lo", &lo),
                    ("hi", &hi),
                    ("k", &node.guess),
                    ("cost", &node.cost)
                ]
            )
        );
        // The open set decides; a click changes the set and the header follows next frame.
        let is_open = self.is_open(lo, hi);
        let response = egui::CollapsingHeader::new(text)
            .id_salt(("guess_tree", lo, hi))
            .open(Some(is_open))
            .show(ui, |ui| self.children_ui(ui, g, table, &node));
        if response.header_response.clicked() {
            if is_open {
                self.open.remove(&(lo, hi));
            } else {
                self.open.insert((lo, hi));
            }
        }
    }

    fn children_ui(
        &mut self,
        ui: &mut Ui,
        g: &GuessTexts,
        table: &GuessTable,
        node: &StrategyNode,
    ) {
        let k = node.guess;
        let left = node.lower.and_then(|(a, b)| table.cost(a, b)).unwrap_or(0);
        let right = node.higher.and_then(|(a, b)| table.cost(a, b)).unwrap_or(0);
        widgets::formula(
            ui,
            &fill(
                g.node_formula,
                &[
                    ("k", &k),
                    ("left", &left),
                    ("right", &right),
                    ("cost", &node.cost),
                ],
            ),
        );
        ui.horizontal(|ui| {
            ui.add_space(18.0);
            ui.label_cjk(
                RichText::new(format!(
                    "{} → {}",
                    g.answer_correct,
                    fill(g.node_found, &[("x", &k)])
                ))
                .color(palette::WIN_A),
            );
        });
        if let Some((a, b)) = node.lower {
            self.node_ui(ui, g, table, a, b, Branch::Lower);
        }
        if let Some((a, b)) = node.higher {
            self.node_ui(ui, g, table, a, b, Branch::Higher);
        }
    }
}

/// The nodes an optimal player visits when the secret is `x`, from the root down to the guess
/// of `x` itself ([`GuessTable::path_to`]).
pub fn search_path(table: &GuessTable, x: usize) -> Vec<StrategyNode> {
    table.path_to(x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;

    #[test]
    fn paths_end_at_the_number_and_cost_at_most_the_minimum() {
        let t = GuessTable::solve(10, &NoControl).unwrap();
        for x in 1..=10 {
            let path = search_path(&t, x);
            assert_eq!(path.last().unwrap().guess, x);
            let paid: u64 = path[..path.len() - 1].iter().map(|p| p.guess as u64).sum();
            assert!(paid <= 16, "x = {x} pays {paid}");
        }
        // the worst case is exactly 16
        let worst = (1..=10)
            .map(|x| {
                let p = search_path(&t, x);
                p[..p.len() - 1].iter().map(|p| p.guess as u64).sum::<u64>()
            })
            .max();
        assert_eq!(worst, Some(16));
        let mut view = TreeView::default();
        view.expand_all(&t);
        assert!(view.is_open(1, 10));
        assert!(view.open_count() < 10);
    }
}
