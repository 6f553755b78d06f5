//! The Cat and Mouse tab.

use egui::Ui;

use crate::games::cat_mouse;
use crate::i18n::Texts;
use crate::jobs::Waker;
use crate::scenario::Game;
use crate::ui::{ExportJob, ExportKind, GameTab, TabEnv};

/// The Cat and Mouse tab.
pub struct CatMouseTab {
    graph: cat_mouse::Graph,
    revision: u64,
    #[allow(dead_code)]
    waker: Waker,
}

impl CatMouseTab {
    /// A tab with the LeetCode example.
    pub fn new(waker: Waker) -> Self {
        CatMouseTab {
            graph: cat_mouse::Graph::new_validated(&[
                vec![2, 5],
                vec![3],
                vec![0, 4, 5],
                vec![1, 4, 5],
                vec![2, 3],
                vec![0, 2, 3],
            ])
            .expect("valid example"),
            revision: 1,
            waker,
        }
    }
}

impl GameTab for CatMouseTab {
    fn game_name(&self) -> &'static str {
        "cat_mouse"
    }

    fn label(&self, _tr: &Texts) -> String {
        crate::i18n::cat_mouse::tr().tab.to_string()
    }

    fn load(&mut self, game: Game) {
        if let Game::CatMouse { graph, .. } = game {
            self.graph = graph;
            self.revision += 1;
        }
    }

    fn game(&self) -> Game {
        Game::CatMouse {
            graph: self.graph.clone(),
            positions: None,
        }
    }

    fn revision(&self) -> u64 {
        self.revision
    }

    fn reset(&mut self) {
        let fresh = CatMouseTab::new(self.waker.clone());
        self.load(fresh.game());
    }

    fn poll(&mut self, _env: &mut TabEnv) {}

    fn ui(&mut self, ui: &mut Ui, _env: &mut TabEnv) {
        ui.label(crate::i18n::cat_mouse::tr().tab);
    }

    fn exports(&self) -> Vec<ExportKind> {
        vec![ExportKind::SolvedJson]
    }

    fn export(&self, _kind: ExportKind) -> Result<ExportJob, String> {
        Err(crate::i18n::tr().export_not_available.to_string())
    }

    fn busy(&self) -> Option<(String, Option<f32>)> {
        None
    }

    fn cancel(&mut self) {}

    fn is_solved(&self) -> bool {
        false
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
        self
    }
}

#[allow(unused_imports)]
use cat_mouse as _;
