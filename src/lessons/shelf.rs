//! Where the student's own work goes while lessons show their examples, without drawing.
//!
//! The rule: whenever a lesson step is about to replace what a tab holds, and that content is
//! not what a lesson itself put there (the student's own, or edited or loaded since), it is kept
//! here first. A new copy replaces an older copy of the same tab only when the older one is not
//! unsaved work; unsaved copies are never replaced, so a tab can have several. Bringing work
//! back takes the newest copy of each tab.
//!
//! `W` is the work (the app keeps the scenario, its file and its unsaved flag); `F` is what tells
//! whether a tab still holds what the lesson put there (the app uses the scenario as JSON).

use crate::games::GameKind;

/// One copy of a tab's own work, set aside.
#[derive(Debug, Clone, PartialEq)]
pub struct Kept<W> {
    pub game: GameKind,
    pub work: W,
    /// It had unsaved changes (only the copy here holds them).
    pub unsaved: bool,
}

/// The set-aside copies, oldest first, and what the lessons last put into each tab.
#[derive(Debug, Clone)]
pub struct Shelf<W, F> {
    kept: Vec<Kept<W>>,
    placed: Vec<(GameKind, F)>,
}

impl<W, F> Default for Shelf<W, F> {
    fn default() -> Self {
        Shelf {
            kept: Vec::new(),
            placed: Vec::new(),
        }
    }
}

impl<W, F: PartialEq> Shelf<W, F> {
    /// Nothing set aside, nothing placed.
    pub fn new() -> Self {
        Self::default()
    }

    /// True when `game`'s tab holds `now` because a lesson put it there (so replacing it loses
    /// nothing of the student's).
    pub fn is_lessons(&self, game: GameKind, now: &F) -> bool {
        self.placed.iter().any(|(g, f)| *g == game && f == now)
    }

    /// A lesson put `content` into `game`'s tab.
    pub fn placed(&mut self, game: GameKind, content: F) {
        self.placed.retain(|(g, _)| *g != game);
        self.placed.push((game, content));
    }

    /// `game`'s tab no longer holds a lesson's content (the student's work came back).
    pub fn unplace(&mut self, game: GameKind) {
        self.placed.retain(|(g, _)| *g != game);
    }

    /// Set `work` aside. An older copy of the same tab is dropped only when it was not unsaved
    /// (it is returned); an unsaved one stays beside the new copy.
    pub fn put(&mut self, game: GameKind, work: W, unsaved: bool) -> Option<Kept<W>> {
        let dropped = self
            .kept
            .iter()
            .position(|k| k.game == game && !k.unsaved)
            .map(|i| self.kept.remove(i));
        self.kept.push(Kept {
            game,
            work,
            unsaved,
        });
        dropped
    }

    /// Take the newest copy of `game`'s work (to bring it back).
    pub fn take_newest(&mut self, game: GameKind) -> Option<Kept<W>> {
        let i = self.kept.iter().rposition(|k| k.game == game)?;
        Some(self.kept.remove(i))
    }

    /// The newest copy of `game`'s work.
    pub fn newest(&self, game: GameKind) -> Option<&Kept<W>> {
        self.kept.iter().rev().find(|k| k.game == game)
    }

    /// Drop every copy of `game`'s work (the student chose to, on its tab).
    pub fn forget(&mut self, game: GameKind) -> Vec<Kept<W>> {
        let (gone, kept) = std::mem::take(&mut self.kept)
            .into_iter()
            .partition(|k| k.game == game);
        self.kept = kept;
        gone
    }

    /// Drop every copy (the student chose to).
    pub fn clear(&mut self) -> Vec<Kept<W>> {
        std::mem::take(&mut self.kept)
    }

    /// Every copy, oldest first.
    pub fn kept(&self) -> &[Kept<W>] {
        &self.kept
    }

    /// True when nothing is set aside.
    pub fn is_empty(&self) -> bool {
        self.kept.is_empty()
    }

    /// The tabs with work set aside, each once, in the order their first copy was kept.
    pub fn games(&self) -> Vec<GameKind> {
        let mut games = Vec::new();
        for k in &self.kept {
            if !games.contains(&k.game) {
                games.push(k.game);
            }
        }
        games
    }

    /// How many copies of `game`'s work are set aside.
    pub fn count(&self, game: GameKind) -> usize {
        self.kept.iter().filter(|k| k.game == game).count()
    }

    /// True when `game` has unsaved work set aside.
    pub fn has_unsaved(&self, game: GameKind) -> bool {
        self.kept.iter().any(|k| k.game == game && k.unsaved)
    }

    /// True when any unsaved work is set aside.
    pub fn any_unsaved(&self) -> bool {
        self.kept.iter().any(|k| k.unsaved)
    }

    /// Unsaved copies that would still be set aside once the newest copy of every tab came
    /// back (closing the window cannot ask about those in the tabs).
    pub fn unsaved_beyond_newest(&self) -> usize {
        self.games()
            .into_iter()
            .map(|g| {
                let unsaved = self
                    .kept
                    .iter()
                    .filter(|k| k.game == g && k.unsaved)
                    .count();
                let newest_unsaved = self.newest(g).is_some_and(|k| k.unsaved);
                unsaved - usize::from(newest_unsaved)
            })
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const STONE: GameKind = GameKind::Stone;
    const GUESS: GameKind = GameKind::GuessNumber;

    #[test]
    fn what_the_lesson_put_there_is_its_own_anything_else_is_the_students() {
        let mut s: Shelf<&str, &str> = Shelf::new();
        assert!(!s.is_lessons(STONE, &"[3,9,1,2]"), "nothing placed yet");
        s.placed(STONE, "[3,9,1,2]");
        assert!(s.is_lessons(STONE, &"[3,9,1,2]"));
        assert!(
            !s.is_lessons(STONE, &"[8,8,1]"),
            "edited since: the student's"
        );
        assert!(!s.is_lessons(GUESS, &"[3,9,1,2]"), "per tab");
        s.placed(STONE, "[5,3,4,5]");
        assert!(
            !s.is_lessons(STONE, &"[3,9,1,2]"),
            "only the last one placed"
        );
        s.unplace(STONE);
        assert!(!s.is_lessons(STONE, &"[5,3,4,5]"));
    }

    #[test]
    fn unsaved_copies_are_never_replaced_saved_ones_are() {
        let mut s: Shelf<&str, ()> = Shelf::new();
        // the case: [5,1,7,4] set aside unsaved, later [8,8,1] unsaved: both kept
        assert_eq!(s.put(STONE, "[5,1,7,4]", true), None);
        assert_eq!(s.put(STONE, "[8,8,1]", true), None);
        assert_eq!(s.count(STONE), 2);
        assert_eq!(s.newest(STONE).unwrap().work, "[8,8,1]");
        assert_eq!(s.unsaved_beyond_newest(), 1);
        // a saved copy is replaced by a newer one ...
        assert_eq!(s.put(GUESS, "saved.json", false), None);
        let dropped = s.put(GUESS, "n = 12", true).unwrap();
        assert_eq!(dropped.work, "saved.json");
        assert_eq!(s.count(GUESS), 1);
        // ... but a newer saved copy does not replace an unsaved one
        assert_eq!(s.put(GUESS, "other.json", false), None);
        assert_eq!(s.count(GUESS), 2);
        assert_eq!(s.games(), [STONE, GUESS]);
        assert_eq!(
            s.unsaved_beyond_newest(),
            2,
            "[5,1,7,4] and n = 12 (the newest Guess Number copy is saved)"
        );
        assert!(s.has_unsaved(GUESS) && s.any_unsaved());
    }

    #[test]
    fn bringing_back_takes_the_newest_copy_first() {
        let mut s: Shelf<&str, ()> = Shelf::new();
        s.put(STONE, "[5,1,7,4]", true);
        s.put(GUESS, "n = 12", true);
        s.put(STONE, "[8,8,1]", true);
        assert_eq!(s.take_newest(STONE).unwrap().work, "[8,8,1]");
        assert_eq!(s.take_newest(STONE).unwrap().work, "[5,1,7,4]");
        assert_eq!(s.take_newest(STONE), None);
        assert_eq!(s.games(), [GUESS]);
        assert_eq!(s.clear().len(), 1);
        assert!(s.is_empty() && !s.any_unsaved());
    }
}
