//! Playing the game move by move: the optimal line, and a game against the computer.

use super::{End, NetTable};

/// Which player: the one who moved first in the whole game, or the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Player {
    First,
    Second,
}

impl Player {
    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }
}

/// One move of a game, with everything a replay or a hint needs to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveRecord {
    /// Who moved.
    pub player: Player,
    /// Which end was taken.
    pub end: End,
    /// Index of the pile taken in the original row.
    pub index: usize,
    /// Its value.
    pub value: i64,
    /// The interval before the move.
    pub before: (usize, usize),
    /// Running totals after the move: (first player, second player).
    pub totals: (i64, i64),
    /// The end the optimal player would have taken here.
    pub best: End,
    /// How much net score the mover gave away compared with the best move (0 if optimal). It
    /// can reach twice the row's sum of absolute values, hence u64.
    pub cost: u64,
}

/// A game in progress on a solved row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayState {
    /// Remaining interval `[lo, hi]`, or `None` when every pile is taken.
    pub remaining: Option<(usize, usize)>,
    /// Who moves next.
    pub to_move: Player,
    /// Totals so far: (first player, second player).
    pub totals: (i64, i64),
    /// Moves made so far.
    pub history: Vec<MoveRecord>,
}

impl PlayState {
    /// A new game on a row of `n` piles (n >= 1).
    pub fn new(n: usize) -> Self {
        PlayState {
            remaining: (n > 0).then(|| (0, n - 1)),
            to_move: Player::First,
            totals: (0, 0),
            history: Vec::new(),
        }
    }

    /// True once every pile is taken.
    pub fn is_over(&self) -> bool {
        self.remaining.is_none()
    }

    /// The optimal move now, or `None` if the game is over.
    pub fn best_move(&self, table: &NetTable) -> Option<End> {
        self.remaining.map(|(i, j)| table.choice(i, j))
    }

    /// Make a move (ignored if the game is over). Returns the record of the move.
    pub fn play(&mut self, table: &NetTable, end: End) -> Option<MoveRecord> {
        let (i, j) = self.remaining?;
        let (left, right) = table.options(i, j);
        let best = table.choice(i, j);
        let chosen_value = if end == End::Left { left } else { right };
        let cost = left.max(right).abs_diff(chosen_value);
        let index = if end == End::Left { i } else { j };
        let value = table.piles()[index];
        match self.to_move {
            Player::First => self.totals.0 += value,
            Player::Second => self.totals.1 += value,
        }
        let record = MoveRecord {
            player: self.to_move,
            end,
            index,
            value,
            before: (i, j),
            totals: self.totals,
            best,
            cost,
        };
        self.remaining = match (i == j, end) {
            (true, _) => None,
            (false, End::Left) => Some((i + 1, j)),
            (false, End::Right) => Some((i, j - 1)),
        };
        self.to_move = self.to_move.other();
        self.history.push(record.clone());
        Some(record)
    }

    /// Take back the last move, if any.
    pub fn undo(&mut self) -> Option<MoveRecord> {
        let last = self.history.pop()?;
        match last.player {
            Player::First => self.totals.0 -= last.value,
            Player::Second => self.totals.1 -= last.value,
        }
        self.remaining = Some(last.before);
        self.to_move = last.player;
        Some(last)
    }

    /// What the player to move can still guarantee in net score from here, if both play
    /// optimally from now on (the value of the remaining interval).
    pub fn value_now(&self, table: &NetTable) -> Option<i64> {
        self.remaining.map(|(i, j)| table.net(i, j))
    }
}

/// The whole game played optimally by both sides from the full row.
pub fn optimal_line(table: &NetTable) -> Vec<MoveRecord> {
    let mut state = PlayState::new(table.n());
    let mut line = Vec::with_capacity(table.n());
    while let Some(end) = state.best_move(table) {
        if let Some(record) = state.play(table, end) {
            line.push(record);
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::NoControl;

    #[test]
    fn optimal_line_reaches_the_table_totals() {
        for piles in [
            vec![3, 9, 1, 2],
            vec![1, 100, 3],
            vec![5, 3, 4, 5],
            vec![-2, 0, 7, -9, 4],
        ] {
            let t = NetTable::solve(&piles, &NoControl).unwrap();
            let line = optimal_line(&t);
            assert_eq!(line.len(), piles.len());
            let o = t.outcome();
            assert_eq!(line.last().unwrap().totals, (o.first, o.second));
            assert!(line.iter().all(|m| m.cost == 0 && m.end == m.best));
        }
    }

    #[test]
    fn the_cost_of_a_move_never_overflows() {
        let big = 4_600_000_000_000_000_000;
        let t = NetTable::solve(&[big, -big], &NoControl).unwrap();
        let mut s = PlayState::new(2);
        let m = s.play(&t, End::Right).unwrap();
        // left is worth 2·big, right -2·big: taking the right gives away 4·big
        assert_eq!(m.cost, 4 * big as u64);
    }

    #[test]
    fn a_bad_move_costs_what_it_gives_away() {
        let t = NetTable::solve(&[3, 9, 1, 2], &NoControl).unwrap();
        let mut s = PlayState::new(4);
        // best is right (2 - (-5) = 7); left gives 3 - 8 = -5, a cost of 12
        let m = s.play(&t, End::Left).unwrap();
        assert_eq!((m.best, m.cost, m.value), (End::Right, 12, 3));
        assert_eq!(s.to_move, Player::Second);
        assert_eq!(s.remaining, Some((1, 3)));
        s.undo();
        assert_eq!(s, PlayState::new(4));
    }
}
