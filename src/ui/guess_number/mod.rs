//! The Guess Number II tab.

use egui::Ui;

use crate::games::guess_number;
use crate::i18n::Texts;
use crate::jobs::Waker;
use crate::scenario::Game;
use crate::ui::{ExportJob, ExportKind, GameTab, TabEnv};

/// The Guess Number II tab.
pub struct GuessTab {
    n: u64,
    revision: u64,
    #[allow(dead_code)]
    waker: Waker,
}

impl GuessTab {
    /// A tab with the LeetCode example.
    pub fn new(waker: Waker) -> Self {
        GuessTab {
            n: 10,
            revision: 1,
            waker,
        }
    }
}

impl GameTab for GuessTab {
    fn game_name(&self) -> &'static str {
        "guess_number"
    }

    fn label(&self, _tr: &Texts) -> String {
        crate::i18n::guess_number::tr().tab.to_string()
    }

    fn load(&mut self, game: Game) {
        if let Game::GuessNumber { n } = game {
            self.n = n;
            self.revision += 1;
        }
    }

    fn game(&self) -> Game {
        Game::GuessNumber { n: self.n }
    }

    fn revision(&self) -> u64 {
        self.revision
    }

    fn reset(&mut self) {
        let fresh = GuessTab::new(self.waker.clone());
        self.load(fresh.game());
    }

    fn poll(&mut self, _env: &mut TabEnv) {}

    fn ui(&mut self, ui: &mut Ui, _env: &mut TabEnv) {
        ui.label(crate::i18n::guess_number::tr().tab);
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
use guess_number as _;
