//! Can I Win (LeetCode 464).
//!
//! Two players alternately take an unused integer from `1..=max_choosable` and add it to a
//! running total; whoever brings the total to `>= desired_total` wins. By the contract,
//! `desired_total <= 0` is won by the first player before any move, and if
//! `1 + 2 + … + max_choosable < desired_total` the first player cannot win (nobody can).
//!
//! # States
//!
//! A position is the **set of used numbers**, a bitmask: bit `x - 1` set means `x` was taken.
//! Both players add to the same running total, so the total is simply the sum of the used
//! numbers, and who is to move is the parity of how many were used (even: the first player).
//! Nothing else matters, so the mask alone is the state and `2^m` masks cover the game.
//!
//! The player to move wins at `mask` iff some unused `x` either reaches the total at once
//! (`total + x >= desired_total`) or leads to a mask where the opponent does not win. This is
//! the seed article's memoised minimax.
//!
//! # Solving
//!
//! [`solve`] first applies the rules that need no search, for any `max_choosable` and without
//! allocating: `desired_total <= 0` → true; sum < desired → false; `max_choosable >= desired`
//! → true (take `desired_total` at once). Otherwise:
//!
//! * `m <= 25` ([`BITMASK_MAX_M`]): the result of *every* set of used numbers is computed
//!   bottom-up, 64 sets to a word (`table.rs`): 1 bit per mask, 4 MiB at m = 25, about 20 ms
//!   for m = 25 whatever the total. Every position query is then a lookup.
//!   ([`solve_by_search`] instead runs the depth-first search below with 2 bits per mask, 8 MiB
//!   at m = 25; it is the reference the tests check the table against.)
//! * `26 <= m <= 64` ([`HASH_MAX_M`]): a depth-first search with a memo. Only *live* masks (sum below `desired_total`) are ever
//!   stored; their number is counted exactly beforehand by a subset-sum DP, and if it is at most
//!   [`HASH_MAX_STATES`] a hash map memo is used. This is exact, just slower per state; it makes
//!   games such as `(40, 100)` possible.
//! * Otherwise [`SolveError::TooBig`], before allocating: with the live-state count and
//!   [`HASH_MAX_STATES`] for `m <= 64`, with `2^m` states and the limit `2^25` beyond.
//!
//! The depth-first search first checks whether the largest unused number reaches the total,
//! then tries the moves from the largest down and stops at the first winning one, so the number
//! of states it visits ([`CanIWin::states_visited`]) is usually well below `2^m`, but a query
//! about a position it skipped searches again (for (25, 200) the winning first moves cost
//! more than the answer itself; hence the table). (Largest first visits fewer
//! states than smallest first on the hard instances: `(25, 200)` 9.7 M against 15.9 M.)
//!
//! # Exploring
//!
//! [`CanIWin::wins`], [`CanIWin::winning_moves`] and [`CanIWin::computer_move`] take any mask,
//! reachable or not; masks the solve did not visit are searched on demand (hence `&mut self`),
//! never longer than a solve from scratch. They work for trivially decided instances too as long
//! as the memo would be allowed (m <= 64 and the limits above); otherwise they return the same
//! [`SolveError::TooBig`] a solve would. [`CanIWin::total`], [`CanIWin::first_to_move`] and
//! [`CanIWin::is_over`] need no search.

mod csv_table;
mod file;
mod memo;
pub mod position;
mod presets;
mod solution;
mod table;

pub use file::Setup;
pub use presets::PRESETS;
pub use solution::TABLE_EXPORT_MAX;

pub use csv_table::{STATES_CSV_MAX_M, StatesCsvError, states_csv};

use memo::{BitMemo, HashMemo, MemoStore, live_states};
use table::WinTable;

use crate::games::{Control, MEMORY_BUDGET, NoControl, SolveError};

/// Largest `max_choosable` searched with the 2-bit-per-mask memo (2^25 masks = 8 MiB).
pub const BITMASK_MAX_M: u64 = 25;

/// Largest `max_choosable` the hash-map memo accepts (masks are `u64`).
pub const HASH_MAX_M: u64 = 64;

/// Most live states (used sets with sum below `desired_total`) the hash-map memo accepts for
/// `26 <= m <= 64`. The map grows with the states actually visited; counting 64 bytes a state
/// (entry, control byte, load factor, a resize in flight) the worst case is 512 MiB, within
/// [`MEMORY_BUDGET`]. Measured (release build, m = 26..50 scanned): the search visits at most
/// about 60 % of the live states, and the slowest instance found below the limit, `(26, 124)`
/// (6.4 M live, 3.9 M visited), takes about 0.7 s and ~200 MiB.
pub const HASH_MAX_STATES: u64 = 1 << 23;

const _: () = assert!(HASH_MAX_STATES * HashMemo::BYTES_PER_STATE <= MEMORY_BUDGET);
const _: () = assert!(BitMemo::bytes(BITMASK_MAX_M as u32) <= MEMORY_BUDGET);
const _: () = assert!(WinTable::bytes(BITMASK_MAX_M as u32) <= MEMORY_BUDGET);

/// How the first player's result was decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DecidedBy {
    /// `desired_total <= 0`: the first player wins before any move.
    NothingToReach,
    /// `1 + … + max_choosable < desired_total`: nobody can reach it, the first player does not win.
    SumTooSmall,
    /// `max_choosable >= desired_total > 0`: the first player takes `desired_total` and wins.
    OneMoveReaches,
    /// A search: the bottom-up table for `max_choosable <= 25`, the memoised depth-first search
    /// beyond.
    Search,
}

/// Why the computer chose its move in [`CanIWin::computer_move`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveKind {
    /// The move reaches the desired total now.
    WinsNow,
    /// A winning move that does not end the game yet.
    Winning,
    /// The position is lost against best play; the move is one after which the opponent
    /// cannot reach the total at once. A heuristic to make the game last, not the
    /// exactly longest defence.
    Delaying,
    /// The position is lost and every move lets the opponent win at once: any number.
    AnyLegal,
}

/// A move chosen by the computer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct ComputerMove {
    /// The number to take.
    pub number: u64,
    /// Why.
    pub kind: MoveKind,
}

#[derive(Debug, Clone)]
enum Memo {
    /// Every set's result, filled bottom-up (m <= 25, the default).
    Table(WinTable),
    Bits(BitMemo),
    Hash(HashMemo),
}

/// How positions are solved for `m <= 25`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Method {
    /// The bottom-up table over every set of used numbers ([`solve`]).
    BottomUp,
    /// The memoised depth-first search from each asked position ([`solve_by_search`]).
    Search,
}

/// A solved Can I Win instance, with a memo for exploring positions.
#[derive(Debug, Clone)]
pub struct CanIWin {
    m: u64,
    desired: i64,
    first_player_wins: bool,
    decided_by: DecidedBy,
    memo: Option<Memo>,
    method: Method,
    states_visited: u64,
    states_memoised: u64,
}

/// `1 + 2 + … + m`, exact for every `u64`.
pub fn sum_to(m: u64) -> u128 {
    let m = u128::from(m);
    m * (m + 1) / 2
}

/// The result for the first player by the rules that need no search, if one applies.
/// Works for any `max_choosable` and allocates nothing.
pub fn trivial(max_choosable: u64, desired_total: i64) -> Option<(bool, DecidedBy)> {
    if desired_total <= 0 {
        return Some((true, DecidedBy::NothingToReach));
    }
    let desired = desired_total as u128;
    if sum_to(max_choosable) < desired {
        return Some((false, DecidedBy::SumTooSmall));
    }
    if u128::from(max_choosable) >= desired {
        return Some((true, DecidedBy::OneMoveReaches));
    }
    None
}

/// Check the limits for a memo over `m` numbers and `desired` (with `0 < desired <= sum`), and
/// make it: for `m <= 25` the bottom-up table, already filled (which a cancel can stop), or an
/// empty 2-bit memo for [`Method::Search`]. Refuses before allocating. Also returns the number
/// of live states.
fn new_memo(
    m: u64,
    desired: i64,
    method: Method,
    control: &dyn Control,
) -> Result<(Memo, u64), SolveError> {
    if m <= BITMASK_MAX_M {
        let m32 = m as u32;
        let live = live_states(m32, desired);
        let memo = match method {
            Method::BottomUp => Memo::Table(WinTable::build(m32, desired, control)?),
            Method::Search => Memo::Bits(BitMemo::new(m32)),
        };
        return Ok((memo, live));
    }
    if m > HASH_MAX_M {
        return Err(SolveError::TooBig {
            what: format!(
                "can_i_win with max_choosable = {m}, desired_total = {desired} (the search \
                 keeps the set of used numbers in 64 bits; games decided by the rules for \
                 desired_total <= 0, a sum below desired_total or max_choosable >= \
                 desired_total are answered for any size)"
            ),
            need: m,
            limit: HASH_MAX_M,
            unit: "numbers",
        });
    }
    let live = live_states(m as u32, desired);
    if live > HASH_MAX_STATES {
        return Err(SolveError::TooBig {
            what: format!(
                "can_i_win with max_choosable = {m}, desired_total = {desired}: \
                 game states (sets of used numbers with sum below desired_total, of 2^{m})"
            ),
            need: live,
            limit: HASH_MAX_STATES,
            unit: "states",
        });
    }
    Ok((Memo::Hash(HashMemo::default()), live))
}

/// Solve an instance: does the first player have a winning strategy?
///
/// `max_choosable = 0` is [`SolveError::Invalid`]. The trivial rules are applied for any size
/// without allocating; otherwise the search of the module docs runs, refusing instances over
/// the limits with [`SolveError::TooBig`] before allocating. For `max_choosable <= 25` that is
/// the bottom-up table of every set of used numbers (progress in sets done out of `2^m`, a
/// cancel checked every 2^18 sets), after which every position query is a lookup; beyond, the
/// memoised depth-first search (progress in states visited out of the live states, a cancel
/// checked every 65 536 states).
pub fn solve(
    max_choosable: u64,
    desired_total: i64,
    control: &dyn Control,
) -> Result<CanIWin, SolveError> {
    solve_with(max_choosable, desired_total, Method::BottomUp, control)
}

/// [`solve`] with the memoised depth-first search for every size (the method before the
/// bottom-up table: it visits only the states it needs, but each position query may search
/// again). The same answers; kept as the reference the tests compare the table against, and
/// for the benchmarks.
pub fn solve_by_search(
    max_choosable: u64,
    desired_total: i64,
    control: &dyn Control,
) -> Result<CanIWin, SolveError> {
    solve_with(max_choosable, desired_total, Method::Search, control)
}

fn solve_with(
    max_choosable: u64,
    desired_total: i64,
    method: Method,
    control: &dyn Control,
) -> Result<CanIWin, SolveError> {
    if max_choosable == 0 {
        return Err(SolveError::Invalid(
            "can_i_win: max_choosable must be at least 1".to_string(),
        ));
    }
    let mut game = CanIWin {
        m: max_choosable,
        desired: desired_total,
        first_player_wins: false,
        decided_by: DecidedBy::Search,
        memo: None,
        method,
        states_visited: 0,
        states_memoised: 0,
    };
    if let Some((wins, rule)) = trivial(max_choosable, desired_total) {
        game.first_player_wins = wins;
        game.decided_by = rule;
        return Ok(game);
    }
    let (memo, live) = new_memo(max_choosable, desired_total, method, control)?;
    if let Memo::Table(table) = &memo {
        // every live state was computed
        game.first_player_wins = table.wins(0);
        game.states_visited = live;
        game.memo = Some(memo);
        return Ok(game);
    }
    game.memo = Some(memo);
    let (wins, visited) = game.search(0, control, live)?;
    game.first_player_wins = wins;
    game.states_visited = visited;
    Ok(game)
}

/// The depth-first search over one memo.
struct Searcher<'a, M: MemoStore> {
    memo: &'a mut M,
    full: u64,
    visited: u64,
    next_check: u64,
    live: u64,
    control: &'a dyn Control,
    stop: bool,
}

impl<M: MemoStore> Searcher<'_, M> {
    const CHECK_EVERY: u64 = 1 << 16;

    /// Does the player to move at `mask` win, `remaining > 0` short of the desired total?
    fn wins(&mut self, mask: u64, remaining: i64) -> bool {
        if self.stop {
            return false;
        }
        if let Some(known) = self.memo.get(mask) {
            return known;
        }
        let free = self.full & !mask;
        let win = if free == 0 {
            false
        } else if i64::from(64 - free.leading_zeros()) >= remaining {
            // The largest free number reaches the total now.
            true
        } else {
            let mut rest = free;
            let mut found = false;
            while rest != 0 {
                let top = 63 - rest.leading_zeros();
                let bit = 1u64 << top;
                let x = i64::from(top) + 1;
                if !self.wins(mask | bit, remaining - x) {
                    found = true;
                    break;
                }
                rest &= !bit;
            }
            found
        };
        if self.stop {
            return false;
        }
        self.memo.set(mask, win);
        self.visited += 1;
        if self.visited >= self.next_check {
            self.next_check += Self::CHECK_EVERY;
            self.control.progress(self.visited, self.live);
            if self.control.cancelled() {
                self.stop = true;
            }
        }
        win
    }
}

impl CanIWin {
    /// The `max_choosable` of the instance.
    pub fn max_choosable(&self) -> u64 {
        self.m
    }

    /// The `desired_total` of the instance.
    pub fn desired_total(&self) -> i64 {
        self.desired
    }

    /// The answer to LeetCode 464: can the first player force a win?
    pub fn first_player_wins(&self) -> bool {
        self.first_player_wins
    }

    /// Which rule decided [`Self::first_player_wins`].
    pub fn decided_by(&self) -> DecidedBy {
        self.decided_by
    }

    /// How many states (masks) the solve computed and stored; 0 when a trivial rule decided.
    /// With the bottom-up table (m <= 25) that is every live state.
    pub fn states_visited(&self) -> u64 {
        self.states_visited
    }

    /// How many states are stored now: the solve's plus those later queries searched.
    pub fn states_memoised(&self) -> u64 {
        self.states_visited + self.states_memoised
    }

    /// `2^max_choosable`, the number of masks, or `None` when it does not fit in `u64`.
    pub fn state_space(&self) -> Option<u64> {
        u32::try_from(self.m).ok().and_then(|m| 1u64.checked_shl(m))
    }

    /// The live states: sets of used numbers with sum below `desired_total` (the only ones the
    /// search can meet). `None` unless `max_choosable <= 64` and
    /// `0 < desired_total <= 1 + … + max_choosable`.
    pub fn live_states(&self) -> Option<u64> {
        if self.m > HASH_MAX_M || self.desired <= 0 || sum_to(self.m) < self.desired as u128 {
            return None;
        }
        Some(live_states(self.m as u32, self.desired))
    }

    /// [`SolveError::Invalid`] unless `mask` only uses numbers `1..=max_choosable`.
    fn check_mask(&self, mask: u64) -> Result<(), SolveError> {
        let ok = self.m >= 64 || mask >> self.m == 0;
        if ok {
            Ok(())
        } else {
            Err(SolveError::Invalid(format!(
                "can_i_win: mask {mask:#b} uses a number above max_choosable = {}",
                self.m
            )))
        }
    }

    /// True when all numbers together stay below `desired_total`: nobody can ever win.
    fn unreachable(&self) -> bool {
        self.desired > 0 && sum_to(self.m) < self.desired as u128
    }

    /// [`SolveError::TooBig`] when positions of this instance cannot be searched (m > 64).
    fn check_explorable(&self) -> Result<(), SolveError> {
        if self.m > HASH_MAX_M {
            return new_memo(self.m, self.desired, self.method, &NoControl).map(|_| ());
        }
        Ok(())
    }

    /// The running total at `mask`: the sum of the used numbers (bit `x - 1` ↔ number `x`).
    pub fn total(&self, mask: u64) -> Result<u64, SolveError> {
        self.check_mask(mask)?;
        Ok((0..64)
            .filter(|b| mask & (1u64 << b) != 0)
            .map(|b| b + 1)
            .sum())
    }

    /// Whether the first player is to move at `mask` (an even number of numbers used).
    pub fn first_to_move(&self, mask: u64) -> Result<bool, SolveError> {
        self.check_mask(mask)?;
        Ok(mask.count_ones().is_multiple_of(2))
    }

    /// Whether the game is over at `mask`: the total has reached `desired_total`. (With
    /// `desired_total <= 0` even the empty mask is over.)
    pub fn is_over(&self, mask: u64) -> Result<bool, SolveError> {
        let total = self.total(mask)?;
        Ok(i128::from(total) >= i128::from(self.desired))
    }

    /// Whether taking the unused number `x` at `mask` brings the running total to
    /// `desired_total`, so that the mover wins at once. [`SolveError::Invalid`] unless `mask`
    /// only uses numbers `1..=max_choosable` and `x` is one of them (at most 64), not used yet.
    pub fn reaches(&self, mask: u64, x: u64) -> Result<bool, SolveError> {
        let total = self.total(mask)?;
        if x == 0 || x > self.m.min(64) || mask & (1u64 << (x - 1)) != 0 {
            return Err(SolveError::Invalid(format!(
                "can_i_win: {x} is not an unused number at mask {mask:#b}"
            )));
        }
        Ok(i128::from(total) + i128::from(x) >= i128::from(self.desired))
    }

    /// Does the player to move at `mask` have a winning strategy?
    ///
    /// At a finished game (see [`Self::is_over`]) the player to move has lost — the previous
    /// move reached the total — except at the empty mask with `desired_total <= 0`, which the
    /// contract gives to the first player. When the numbers cannot reach `desired_total` at all,
    /// nobody wins and this is false for every mask. Otherwise someone always wins, so `false`
    /// means the opponent can force a win.
    pub fn wins(&mut self, mask: u64) -> Result<bool, SolveError> {
        self.check_explorable()?;
        if self.is_over(mask)? {
            return Ok(mask == 0);
        }
        let (wins, visited) = self.search(mask, &NoControl, 0)?;
        self.states_memoised += visited;
        Ok(wins)
    }

    /// The moves that win for the player to move at `mask`, in increasing order: numbers that
    /// reach the total at once, and numbers after which the opponent does not win. Empty when
    /// the game is over, the position is lost, or nobody can reach the total.
    pub fn winning_moves(&mut self, mask: u64) -> Result<Vec<u64>, SolveError> {
        self.check_explorable()?;
        if self.is_over(mask)? || self.unreachable() {
            return Ok(Vec::new());
        }
        let remaining = self.desired - self.total(mask)? as i64;
        let mut moves = Vec::new();
        for x in self.free_numbers(mask) {
            if x as i64 >= remaining || !self.wins(mask | 1 << (x - 1))? {
                moves.push(x);
            }
        }
        Ok(moves)
    }

    /// The winning first moves ([`Self::winning_moves`] of the empty mask).
    pub fn winning_first_moves(&mut self) -> Result<Vec<u64>, SolveError> {
        self.winning_moves(0)
    }

    /// The computer's move at `mask`, or `None` when the game is over or no number is left:
    /// the first (smallest) of [`Self::computer_choices`].
    pub fn computer_move(&mut self, mask: u64) -> Result<Option<ComputerMove>, SolveError> {
        Ok(self.computer_choices(mask)?.first().copied())
    }

    /// Every move the computer plays equally gladly at `mask`, increasing (empty when the game
    /// is over or no number is left): the numbers reaching the total now if any
    /// ([`MoveKind::WinsNow`]), else the winning moves ([`MoveKind::Winning`]), else those after
    /// which the opponent cannot reach the total at once ([`MoveKind::Delaying`]), else every
    /// number ([`MoveKind::AnyLegal`]). Play picks one at random: always the smallest would tell
    /// a student whether the computer is winning (it skips smaller numbers only then).
    pub fn computer_choices(&mut self, mask: u64) -> Result<Vec<ComputerMove>, SolveError> {
        self.check_explorable()?;
        if self.is_over(mask)? {
            return Ok(Vec::new());
        }
        let remaining = self.desired - self.total(mask)? as i64;
        let free = self.free_numbers(mask);
        let with = |kind: MoveKind, numbers: Vec<u64>| {
            numbers
                .into_iter()
                .map(|number| ComputerMove { number, kind })
                .collect::<Vec<_>>()
        };
        let now: Vec<u64> = free
            .iter()
            .copied()
            .filter(|&x| x as i64 >= remaining)
            .collect();
        if !now.is_empty() {
            return Ok(with(MoveKind::WinsNow, now));
        }
        let winning = self.winning_moves(mask)?;
        if !winning.is_empty() {
            return Ok(with(MoveKind::Winning, winning));
        }
        // Lost: avoid handing the opponent an immediate win if possible.
        let delaying: Vec<u64> = free
            .iter()
            .copied()
            .filter(|&x| {
                let largest_left = free.iter().rev().find(|&&y| y != x).copied().unwrap_or(0);
                (largest_left as i64) < remaining - x as i64
            })
            .collect();
        if !delaying.is_empty() {
            return Ok(with(MoveKind::Delaying, delaying));
        }
        Ok(with(MoveKind::AnyLegal, free))
    }

    /// The unused numbers at `mask`, increasing (needs `max_choosable <= 64`).
    fn free_numbers(&self, mask: u64) -> Vec<u64> {
        let m = self.m.min(64);
        (1..=m).filter(|x| mask & (1u64 << (x - 1)) == 0).collect()
    }

    /// Search from a mask that is not over; makes the memo on first use (which may be refused).
    /// Returns the result and the number of states newly stored.
    fn search(
        &mut self,
        mask: u64,
        control: &dyn Control,
        live_hint: u64,
    ) -> Result<(bool, u64), SolveError> {
        // Nobody can reach the total: no search needed.
        if self.unreachable() {
            return Ok((false, 0));
        }
        let total = self.total(mask)?;
        let remaining = self.desired - total as i64;
        if remaining <= 0 {
            return Ok((mask == 0, 0));
        }
        let mut built = 0;
        if self.memo.is_none() {
            let (memo, live) = new_memo(self.m, self.desired, self.method, control)?;
            if matches!(memo, Memo::Table(_)) {
                built = live;
            }
            self.memo = Some(memo);
        }
        let full = if self.m >= 64 {
            u64::MAX
        } else {
            (1u64 << self.m) - 1
        };
        let (wins, visited, stopped) = match self.memo.as_mut() {
            Some(Memo::Table(table)) => (table.wins(mask), built, false),
            Some(Memo::Bits(memo)) => run(memo, full, mask, remaining, live_hint, control),
            Some(Memo::Hash(memo)) => run(memo, full, mask, remaining, live_hint, control),
            None => return Err(SolveError::Invalid("can_i_win: no memo".to_string())),
        };
        if stopped {
            return Err(SolveError::Cancelled);
        }
        Ok((wins, visited))
    }
}

fn run<M: MemoStore>(
    memo: &mut M,
    full: u64,
    mask: u64,
    remaining: i64,
    live: u64,
    control: &dyn Control,
) -> (bool, u64, bool) {
    let mut searcher = Searcher {
        memo,
        full,
        visited: 0,
        next_check: Searcher::<M>::CHECK_EVERY,
        live,
        control,
        stop: false,
    };
    let wins = searcher.wins(mask, remaining);
    (wins, searcher.visited, searcher.stop)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reaches_is_taking_a_number_that_ends_the_game() {
        let game = solve(10, 11, &NoControl).unwrap();
        // 1 is used (total 1): 10 reaches 11, 9 does not
        assert_eq!(game.reaches(1, 10), Ok(true));
        assert_eq!(game.reaches(1, 9), Ok(false));
        // from the empty mask nothing reaches 11 at once
        assert!((1..=10).all(|x| game.reaches(0, x) == Ok(false)));
        // only unused numbers of the game can be taken
        for (mask, x) in [(1, 1), (0, 0), (0, 11), (1 << 10, 1)] {
            assert!(
                matches!(game.reaches(mask, x), Err(SolveError::Invalid(_))),
                "{mask:#b}, {x}"
            );
        }
        // it agrees with the game being over after the move, everywhere
        let game = solve(5, 9, &NoControl).unwrap();
        for mask in 0..32u64 {
            if game.is_over(mask).unwrap() {
                continue;
            }
            for x in game.free_numbers(mask) {
                let after = mask | 1 << (x - 1);
                assert_eq!(game.reaches(mask, x), game.is_over(after), "{mask:#b}, {x}");
            }
        }
    }
}
