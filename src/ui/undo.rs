//! Undo and redo built on whole snapshots, so they are always right.

/// A history of snapshots of some state `T`.
#[derive(Debug, Clone)]
pub struct UndoStack<T> {
    undo: Vec<T>,
    redo: Vec<T>,
    limit: usize,
}

impl<T: Clone + PartialEq> UndoStack<T> {
    /// A history that keeps at most `limit` steps.
    pub fn new(limit: usize) -> Self {
        UndoStack {
            undo: Vec::new(),
            redo: Vec::new(),
            limit: limit.max(1),
        }
    }

    /// Record `before` (the state just before an edit). Clears the redo list.
    pub fn push(&mut self, before: T) {
        if self.undo.last() == Some(&before) {
            return;
        }
        self.undo.push(before);
        if self.undo.len() > self.limit {
            self.undo.remove(0);
        }
        self.redo.clear();
    }

    /// Undo: give the state to go back to, storing `current` for redo.
    pub fn undo(&mut self, current: T) -> Option<T> {
        let prev = self.undo.pop()?;
        self.redo.push(current);
        Some(prev)
    }

    /// Redo: give the state to go forward to, storing `current` for undo.
    pub fn redo(&mut self, current: T) -> Option<T> {
        let next = self.redo.pop()?;
        self.undo.push(current);
        Some(next)
    }

    /// True if there is something to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// True if there is something to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Forget everything (after loading a new scenario).
    pub fn clear(&mut self) {
        self.undo.clear();
        self.redo.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_redo_round_trip() {
        let mut h = UndoStack::new(3);
        let mut state = 0;
        for next in 1..=4 {
            h.push(state);
            state = next;
        }
        // limit 3: states 1, 2, 3 remain
        state = h.undo(state).unwrap();
        assert_eq!(state, 3);
        state = h.undo(state).unwrap();
        state = h.undo(state).unwrap();
        assert_eq!(state, 1);
        assert!(h.undo(state).is_none());
        state = h.redo(state).unwrap();
        assert_eq!(state, 2);
        h.push(state);
        assert!(!h.can_redo());
    }
}
