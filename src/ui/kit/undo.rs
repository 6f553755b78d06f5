//! Undo and redo built on whole snapshots, so they are always right.

/// Memory the undo history of one tab may hold, in bytes (big rows and graphs keep fewer steps).
pub const UNDO_BUDGET_BYTES: usize = 64 << 20;

/// How many bytes a snapshot takes, roughly (for the memory budget of the history).
pub trait SnapshotSize {
    fn snapshot_bytes(&self) -> usize;
}

impl<T> SnapshotSize for Vec<T> {
    fn snapshot_bytes(&self) -> usize {
        24 + self.len() * std::mem::size_of::<T>()
    }
}

impl SnapshotSize for u64 {
    fn snapshot_bytes(&self) -> usize {
        8
    }
}

impl SnapshotSize for (u64, i64) {
    fn snapshot_bytes(&self) -> usize {
        16
    }
}

/// A history of snapshots of some state `T`, at most `limit` steps and about
/// [`UNDO_BUDGET_BYTES`] of memory (the oldest steps go first; the last one always stays).
#[derive(Debug, Clone)]
pub struct UndoStack<T> {
    undo: Vec<T>,
    redo: Vec<T>,
    limit: usize,
}

impl<T: Clone + PartialEq + SnapshotSize> UndoStack<T> {
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
        self.redo.clear();
        let mut bytes: usize = self.undo.iter().map(SnapshotSize::snapshot_bytes).sum();
        while self.undo.len() > 1 && (self.undo.len() > self.limit || bytes > UNDO_BUDGET_BYTES) {
            bytes -= self.undo[0].snapshot_bytes();
            self.undo.remove(0);
        }
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
    fn big_snapshots_keep_fewer_steps() {
        let mut h = UndoStack::new(200);
        let big = vec![0u64; UNDO_BUDGET_BYTES / 8 / 4];
        for _ in 0..10 {
            h.push(big.clone());
        }
        // each snapshot is a quarter of the budget: at most 4 (the same snapshot twice in a row
        // is stored once, so push distinct ones)
        let mut h = UndoStack::new(200);
        for k in 0..10u64 {
            let mut v = big.clone();
            v[0] = k;
            h.push(v);
        }
        assert!(h.undo.len() <= 4, "{}", h.undo.len());
        assert!(h.can_undo());
    }

    #[test]
    fn undo_redo_round_trip() {
        let mut h = UndoStack::new(3);
        let mut state = 0u64;
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
