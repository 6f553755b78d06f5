//! Can I Win: the memoised search against a memo-free brute force, position queries, the hash
//! memo for large m, and the limits.

use std::collections::HashMap;

use gamedp::games::can_i_win::{
    BITMASK_MAX_M, DecidedBy, HASH_MAX_M, HASH_MAX_STATES, MoveKind, solve, solve_by_search,
    trivial,
};
use gamedp::games::{AtomicControl, NoControl, SolveError};
use proptest::prelude::*;

// ---- the largest allocation made by the current thread, to check refusals allocate nothing big
use crate::alloc_tracking::largest_allocation;

// ---- references

/// The player to move, `total` so far, wins? Plain recursion over the used numbers, no memo.
/// Only meaningful when the numbers can still reach `desired` (then every game has a winner).
fn brute_from(used: &mut [bool], total: i64, desired: i64) -> bool {
    for x in 1..=used.len() {
        if used[x - 1] {
            continue;
        }
        if total + x as i64 >= desired {
            return true;
        }
        used[x - 1] = true;
        let opponent_wins = brute_from(used, total + x as i64, desired);
        used[x - 1] = false;
        if !opponent_wins {
            return true;
        }
    }
    false
}

/// The contract's answer by brute force.
fn brute(m: usize, desired: i64) -> bool {
    if desired <= 0 {
        return true;
    }
    if ((m * (m + 1) / 2) as i64) < desired {
        return false;
    }
    brute_from(&mut vec![false; m], 0, desired)
}

/// A second, independent reference with a hash-map memo (for m too large for `brute`).
fn memo_ref(m: u32, mask: u64, remaining: i64, memo: &mut HashMap<u64, bool>) -> bool {
    if let Some(&v) = memo.get(&mask) {
        return v;
    }
    let mut win = false;
    for x in 1..=m {
        let bit = 1u64 << (x - 1);
        if mask & bit != 0 {
            continue;
        }
        if i64::from(x) >= remaining || !memo_ref(m, mask | bit, remaining - i64::from(x), memo) {
            win = true;
            break;
        }
    }
    memo.insert(mask, win);
    win
}

fn mask_total(mask: u64) -> i64 {
    (0..64)
        .filter(|b| mask & (1 << b) != 0)
        .map(|b| b + 1)
        .sum()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn matches_memo_free_brute_force(m in 1usize..=10, desired in -5i64..=60) {
        let game = solve(m as u64, desired, &NoControl).expect("small");
        prop_assert_eq!(game.first_player_wins(), brute(m, desired));
    }

    /// Any position, reachable or not: wins / winning moves / computer move against brute force.
    #[test]
    fn positions_match_brute_force(m in 1usize..=10, desired in -5i64..=60, raw in any::<u64>()) {
        let mask = raw & ((1u64 << m) - 1);
        let mut game = solve(m as u64, desired, &NoControl).expect("small");
        let total = mask_total(mask);
        prop_assert_eq!(game.total(mask), Ok(total as u64));
        prop_assert_eq!(game.first_to_move(mask), Ok(mask.count_ones().is_multiple_of(2)));
        let over = total >= desired;
        prop_assert_eq!(game.is_over(mask), Ok(over));
        let reachable = (m * (m + 1) / 2) as i64 >= desired;
        let mut used: Vec<bool> = (0..m).map(|b| mask & (1 << b) != 0).collect();
        let want = if over {
            mask == 0
        } else if !reachable {
            false
        } else {
            brute_from(&mut used, total, desired)
        };
        prop_assert_eq!(game.wins(mask), Ok(want));
        let moves = game.winning_moves(mask).expect("moves");
        if over || !reachable {
            prop_assert!(moves.is_empty());
        } else {
            let mut expected = Vec::new();
            for x in 1..=m {
                if used[x - 1] {
                    continue;
                }
                used[x - 1] = true;
                if total + x as i64 >= desired || !brute_from(&mut used, total + x as i64, desired) {
                    expected.push(x as u64);
                }
                used[x - 1] = false;
            }
            prop_assert_eq!(&moves, &expected);
            prop_assert_eq!(want, !moves.is_empty());
        }
        match game.computer_move(mask).expect("move") {
            None => prop_assert!(over || mask.count_ones() as usize == m),
            Some(mv) => {
                prop_assert!(mask & (1 << (mv.number - 1)) == 0);
                match mv.kind {
                    MoveKind::WinsNow => prop_assert!(total + mv.number as i64 >= desired),
                    MoveKind::Winning => prop_assert!(moves.contains(&mv.number)),
                    MoveKind::Delaying | MoveKind::AnyLegal => prop_assert!(moves.is_empty()),
                }
            }
        }
        // every move the computer plays equally gladly: all reaching numbers, else all
        // winning moves, else all those leaving no number that reaches, else every number
        let choices = game.computer_choices(mask).expect("choices");
        prop_assert_eq!(choices.first().copied(), game.computer_move(mask).expect("move"));
        if !over {
            let free: Vec<u64> = (1..=m as u64).filter(|&x| !used[x as usize - 1]).collect();
            let reach = |x: u64| total + x as i64 >= desired;
            let now: Vec<u64> = free.iter().copied().filter(|&x| reach(x)).collect();
            let safe: Vec<u64> = free
                .iter()
                .copied()
                .filter(|&x| !free.iter().any(|&y| y != x && reach(x + y)))
                .collect();
            let (kind, want) = if !now.is_empty() {
                (MoveKind::WinsNow, now)
            } else if !moves.is_empty() {
                (MoveKind::Winning, moves.clone())
            } else if !safe.is_empty() {
                (MoveKind::Delaying, safe)
            } else {
                (MoveKind::AnyLegal, free)
            };
            let got: Vec<u64> = choices.iter().map(|c| c.number).collect();
            prop_assert_eq!(got, want);
            prop_assert!(choices.iter().all(|c| c.kind == kind));
        } else {
            prop_assert!(choices.is_empty());
        }
    }
}

/// The bottom-up table (`solve`) against the memoised depth-first search (`solve_by_search`):
/// every m <= 12, every total from below 0 to above the sum, every position.
#[test]
fn bottom_up_matches_the_memo_search_everywhere() {
    for m in 1..=12u64 {
        let sum = (m * (m + 1) / 2) as i64;
        for desired in -2..=sum + 2 {
            let mut table = solve(m, desired, &NoControl).expect("small");
            let mut search = solve_by_search(m, desired, &NoControl).expect("small");
            assert_eq!(
                (table.first_player_wins(), table.decided_by()),
                (search.first_player_wins(), search.decided_by()),
                "({m}, {desired})"
            );
            for mask in 0..1u64 << m {
                assert_eq!(
                    table.wins(mask),
                    search.wins(mask),
                    "({m}, {desired}) at {mask:#b}"
                );
                if m <= 8 {
                    assert_eq!(table.winning_moves(mask), search.winning_moves(mask));
                    assert_eq!(table.computer_move(mask), search.computer_move(mask));
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Larger games: the answer, the winning first moves and random positions agree.
    #[test]
    fn bottom_up_matches_the_memo_search_larger(
        m in 13u64..=21,
        frac in 0.0f64..=1.0,
        raws in proptest::collection::vec(any::<u64>(), 8),
    ) {
        let sum = (m * (m + 1) / 2) as i64;
        let desired = m as i64 + 1 + ((sum - m as i64 - 1) as f64 * frac) as i64;
        let mut table = solve(m, desired, &NoControl).expect("m <= 25");
        let mut search = solve_by_search(m, desired, &NoControl).expect("m <= 25");
        prop_assert_eq!(table.decided_by(), DecidedBy::Search);
        prop_assert_eq!(table.first_player_wins(), search.first_player_wins());
        prop_assert_eq!(table.winning_first_moves(), search.winning_first_moves());
        // every live state was computed, at least as many as the search visited
        prop_assert_eq!(Some(table.states_visited()), table.live_states());
        prop_assert!(search.states_visited() <= table.states_visited());
        for raw in raws {
            let mask = raw & ((1 << m) - 1);
            prop_assert_eq!(table.wins(mask), search.wins(mask), "{:#b}", mask);
            prop_assert_eq!(table.winning_moves(mask), search.winning_moves(mask));
        }
    }
}

/// The hard m = 25 instance: the table and the search agree on the answer and first moves.
#[test]
fn bottom_up_matches_the_memo_search_at_25_200() {
    let mut table = solve(25, 200, &NoControl).expect("m = 25");
    let mut search = solve_by_search(25, 200, &NoControl).expect("m = 25");
    assert!(table.first_player_wins() && search.first_player_wins());
    let moves = table.winning_first_moves().expect("moves");
    assert_eq!(moves, vec![2, 4, 19, 20, 21, 22, 23, 24, 25]);
    assert_eq!(Ok(moves), search.winning_first_moves());
}

/// Every m <= 8 and every desired in -5..=60, exhaustively.
#[test]
fn exhaustive_small() {
    for m in 1..=8usize {
        for desired in -5..=60i64 {
            let game = solve(m as u64, desired, &NoControl).expect("small");
            assert_eq!(
                game.first_player_wins(),
                brute(m, desired),
                "({m}, {desired})"
            );
        }
    }
}

#[test]
fn known_values() {
    let answer = |m: u64, d: i64| {
        solve(m, d, &NoControl)
            .expect("solvable")
            .first_player_wins()
    };
    assert!(!answer(10, 11));
    assert!(answer(10, 0));
    assert!(answer(10, 1));
    assert!(!answer(5, 50));
    assert!(!answer(20, 210)); // LeetCode: all numbers are needed, the 20th move is the second's
    assert!(answer(25, 325)); // same argument, 25 moves: the first player's
    // (18, 79): checked against the independent memo reference before asserting the value.
    let reference = memo_ref(18, 0, 79, &mut HashMap::new());
    assert!(reference);
    assert_eq!(answer(18, 79), reference);
    assert_eq!(answer(20, 150), memo_ref(20, 0, 150, &mut HashMap::new()));
}

#[test]
fn decided_by_rules_without_search() {
    let cases = [
        (10u64, 0i64, true, DecidedBy::NothingToReach),
        (10, -7, true, DecidedBy::NothingToReach),
        (1, i64::MIN, true, DecidedBy::NothingToReach),
        (5, 50, false, DecidedBy::SumTooSmall),
        (1, i64::MAX, false, DecidedBy::SumTooSmall),
        (10, 1, true, DecidedBy::OneMoveReaches),
        (10, 10, true, DecidedBy::OneMoveReaches),
        (u64::MAX, i64::MAX, true, DecidedBy::OneMoveReaches),
        (1_000_000, 999_999, true, DecidedBy::OneMoveReaches),
        // sum(1..=2^32 - 1) = 2^63 - 2^31 < i64::MAX: nobody can reach it.
        ((1 << 32) - 1, i64::MAX, false, DecidedBy::SumTooSmall),
    ];
    for (m, d, wins, rule) in cases {
        let (game, big) = largest_allocation(|| solve(m, d, &NoControl));
        let game = game.expect("trivial");
        assert_eq!(
            (game.first_player_wins(), game.decided_by()),
            (wins, rule),
            "({m}, {d})"
        );
        assert_eq!(trivial(m, d), Some((wins, rule)));
        assert_eq!(game.states_visited(), 0);
        assert!(big < 4096, "({m}, {d}) allocated {big} bytes");
    }
    assert_eq!(trivial(10, 11), None);
}

#[test]
fn hash_memo_for_large_m_is_exact() {
    for (m, d) in [(26u64, 60i64), (30, 70), (40, 80), (64, 75), (33, 90)] {
        let game = solve(m, d, &NoControl).expect("within the hash limit");
        assert_eq!(game.decided_by(), DecidedBy::Search);
        let want = memo_ref(m as u32, 0, d, &mut HashMap::new());
        assert_eq!(game.first_player_wins(), want, "({m}, {d})");
        let live = game.live_states().expect("m <= 64");
        assert!(live <= HASH_MAX_STATES);
        assert!(game.states_visited() > 0 && game.states_visited() <= live);
    }
    // Position queries on a hash-memo instance.
    let mut game = solve(40, 80, &NoControl).expect("solvable");
    let mask = 1u64 << 39 | 1 << 0; // 40 and 1 used, total 41
    let want = memo_ref(40, mask, 39, &mut HashMap::new());
    assert_eq!(game.wins(mask), Ok(want));
    let before = game.states_memoised();
    assert!(before >= game.states_visited());
}

#[test]
fn hard_bitmask_instance_and_statistics() {
    let mut game = solve(BITMASK_MAX_M, 300, &NoControl).expect("m = 25");
    assert!(game.first_player_wins());
    assert_eq!(game.state_space(), Some(1 << 25));
    assert!(game.states_visited() > 0 && game.states_visited() <= 1 << 25);
    let first = game.winning_first_moves().expect("moves");
    assert!(!first.is_empty());
    // Each winning first move leaves the opponent lost.
    for &x in &first {
        assert_eq!(game.wins(1 << (x - 1)), Ok(false), "after {x}");
    }
}

#[test]
fn queries_on_trivial_instances() {
    // (10, 5) is decided by "one move reaches", but its positions can still be explored.
    let mut game = solve(10, 5, &NoControl).expect("trivial");
    // Taking x < 5 leaves 5 - x <= 4, which the opponent then takes: only 5..=10 win.
    assert_eq!(game.winning_first_moves(), Ok(vec![5, 6, 7, 8, 9, 10]));
    assert_eq!(game.states_visited(), 0);
    assert!(game.states_memoised() > 0);
    // desired <= 0: over before any move, won by the first player.
    let mut game = solve(4, 0, &NoControl).expect("trivial");
    assert_eq!(game.is_over(0), Ok(true));
    assert_eq!(game.wins(0), Ok(true));
    assert_eq!(game.winning_moves(0), Ok(vec![]));
    assert_eq!(game.computer_move(0), Ok(None));
    // Unreachable total: nobody wins anywhere.
    let mut game = solve(4, 11, &NoControl).expect("trivial");
    assert_eq!(game.wins(0), Ok(false));
    assert_eq!(game.wins(0b0101), Ok(false));
    // Huge m: answered, but positions cannot be searched.
    let mut game = solve(1_000, 7, &NoControl).expect("trivial");
    assert!(game.first_player_wins());
    assert!(matches!(game.wins(1), Err(SolveError::TooBig { .. })));
    assert!(matches!(
        game.winning_moves(0),
        Err(SolveError::TooBig { .. })
    ));
    // Masks naming numbers above m are refused.
    let mut game = solve(5, 12, &NoControl).expect("small");
    assert!(matches!(game.wins(1 << 5), Err(SolveError::Invalid(_))));
    assert!(matches!(game.total(1 << 7), Err(SolveError::Invalid(_))));
}

#[test]
fn computer_plays_perfectly_against_itself() {
    // From a winning start the computer, moving for both sides, keeps the win, whichever of
    // its equally good moves it picks (Play picks at random).
    for (seed, (m, d)) in [(10u64, 40i64), (12, 50), (15, 100), (9, 30)]
        .into_iter()
        .flat_map(|g| (0..8u64).map(move |seed| (seed, g)))
    {
        let mut rng = gamedp::games::rng::SplitMix64::new(seed);
        let mut game = solve(m, d, &NoControl).expect("small");
        let first_wins = game.first_player_wins();
        let mut mask = 0u64;
        let mut mover_first = true;
        let mut winner_first = None;
        loop {
            let choices = game.computer_choices(mask).expect("choices");
            if choices.is_empty() {
                break;
            }
            let mv = choices[rng.below(choices.len() as u64) as usize];
            mask |= 1 << (mv.number - 1);
            if game.is_over(mask).expect("mask") {
                winner_first = Some(mover_first);
                break;
            }
            mover_first = !mover_first;
        }
        assert_eq!(winner_first, Some(first_wins), "({m}, {d})");
    }
}

#[test]
fn limits_refuse_before_allocating() {
    const SMALL: usize = 64 * 1024;
    // m = 40 with a hard total: far too many live states.
    let (res, big) = largest_allocation(|| solve(40, 500, &NoControl));
    match res {
        Err(SolveError::TooBig { need, limit, .. }) => {
            assert_eq!(limit, HASH_MAX_STATES);
            assert!(need > limit);
        }
        other => panic!("expected TooBig, got {other:?}"),
    }
    assert!(big < SMALL, "allocated {big}");
    // m = 100 (beyond 64-bit masks) and not trivial.
    let (res, big) = largest_allocation(|| solve(100, 2_000, &NoControl));
    match res {
        // the message gives the real size against the real limit: numbers in a 64-bit set
        Err(
            e @ SolveError::TooBig {
                need, limit, unit, ..
            },
        ) => {
            assert_eq!((need, limit, unit), (100, HASH_MAX_M, "numbers"));
            assert!(e.to_string().contains("64 bits"), "{e}");
        }
        other => panic!("expected TooBig, got {other:?}"),
    }
    assert!(big < SMALL);
    // sum(1..=2^32) = 2^63 + 2^31 >= i64::MAX: a search over 2^(2^32) states, refused.
    let (res, big) = largest_allocation(|| solve(1 << 32, i64::MAX, &NoControl));
    match res {
        Err(SolveError::TooBig { need, .. }) => assert_eq!(need, 1 << 32),
        other => panic!("expected TooBig, got {other:?}"),
    }
    assert!(big < SMALL);
    // m = 26 at the top of its range.
    assert!(matches!(
        solve(26, 300, &NoControl),
        Err(SolveError::TooBig { .. })
    ));
    assert!(matches!(
        solve(0, 5, &NoControl),
        Err(SolveError::Invalid(_))
    ));
}

#[test]
fn cancel_stops_the_search() {
    let control = AtomicControl::default();
    control
        .cancel
        .store(true, std::sync::atomic::Ordering::Relaxed);
    assert!(matches!(
        solve(25, 300, &control),
        Err(SolveError::Cancelled)
    ));
    assert!(matches!(
        solve_by_search(25, 300, &control),
        Err(SolveError::Cancelled)
    ));
    assert!(matches!(
        solve(26, 124, &control),
        Err(SolveError::Cancelled)
    ));
    // Trivial answers need no search and are not cancelled.
    assert!(solve(25, 10, &control).is_ok());
}

/// Student trial (s2-stop41, 4): New exercise gave (4, 10), where 1 + 2 + 3 + 4 = 10: every
/// number as good as another, none of Play scored. Every exercise has a choice that matters in
/// its first moves.
#[test]
fn can_i_win_exercises_give_play_a_choice() {
    use gamedp::quiz::exercise::{can_i_win, can_i_win_has_choice};
    assert!(!can_i_win_has_choice(4, 10), "(4, 10): every move the same");
    for seed in 0..300 {
        let (m, total) = can_i_win(seed);
        assert!(
            can_i_win_has_choice(m, total),
            "seed {seed}: ({m}, {total}) has no choice in Play"
        );
    }
}
