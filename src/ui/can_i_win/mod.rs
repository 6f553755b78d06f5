//! The Can I Win tab.

use egui::Ui;

use crate::games::can_i_win;
use crate::i18n::Texts;
use crate::jobs::Waker;
use crate::scenario::Game;
use crate::ui::{ExportJob, ExportKind, GameTab, TabEnv};

/// The Can I Win tab.
pub struct CanIWinTab {
    max_choosable: u64,
    desired_total: i64,
    revision: u64,
    #[allow(dead_code)]
    waker: Waker,
}

impl CanIWinTab {
    /// A tab with the LeetCode example.
    pub fn new(waker: Waker) -> Self {
        CanIWinTab {
            max_choosable: 10,
            desired_total: 11,
            revision: 1,
            waker,
        }
    }
}

impl GameTab for CanIWinTab {
    fn game_name(&self) -> &'static str {
        "can_i_win"
    }

    fn label(&self, _tr: &Texts) -> String {
        crate::i18n::can_i_win::tr().tab.to_string()
    }

    fn load(&mut self, game: Game) {
        if let Game::CanIWin {
            max_choosable,
            desired_total,
        } = game
        {
            self.max_choosable = max_choosable;
            self.desired_total = desired_total;
            self.revision += 1;
        }
    }

    fn game(&self) -> Game {
        Game::CanIWin {
            max_choosable: self.max_choosable,
            desired_total: self.desired_total,
        }
    }

    fn revision(&self) -> u64 {
        self.revision
    }

    fn reset(&mut self) {
        let fresh = CanIWinTab::new(self.waker.clone());
        self.load(fresh.game());
    }

    fn poll(&mut self, _env: &mut TabEnv) {}

    fn ui(&mut self, ui: &mut Ui, _env: &mut TabEnv) {
        ui.label(crate::i18n::can_i_win::tr().tab);
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
use can_i_win as _;
