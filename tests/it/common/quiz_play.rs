//! Play a game in any tab's Play view with Quiz mode on, as a student would: the user's move
//! (scored by the tab's quiz), then the computer's reply (after its pause, in the frames).

use gamedp::app::GamedpApp;
use gamedp::games::GameKind;

/// What [`user_move`] found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Turn {
    /// The user moved.
    Moved,
    /// Not the user's turn (the computer's, or no position yet).
    Wait,
    /// The game is over.
    Over,
}

/// The user's move in `kind`'s Play view: legal move number `pick` (modulo the legal moves),
/// scored by the tab's quiz. Can I Win asks first whether the state is a win: it is answered
/// (`pick` even: yes) before the move.
pub fn user_move(app: &mut GamedpApp, kind: GameKind, pick: usize) -> Turn {
    match kind {
        GameKind::Stone => {
            use gamedp::games::stone::End;
            use gamedp::ui::stone::StoneTab;
            let tab = app.tab_mut::<StoneTab>().unwrap();
            let Some(table) = tab.solved().and_then(|s| s.table.clone()) else {
                return Turn::Wait;
            };
            let v = tab.view_mut();
            let Some(game) = &v.play_view.game else {
                return Turn::Wait;
            };
            if game.is_over() {
                return Turn::Over;
            }
            if game.to_move != v.play_view.user {
                return Turn::Wait;
            }
            let end = if pick.is_multiple_of(2) {
                End::Left
            } else {
                End::Right
            };
            v.play_view.quiz_move(&mut v.quiz, &table, end);
            Turn::Moved
        }
        GameKind::GuessNumber => {
            use gamedp::ui::guess_number::GuessNumberTab;
            let tab = app.tab_mut::<GuessNumberTab>().unwrap();
            let Some(table) = tab.solved().and_then(|s| s.table.clone()) else {
                return Turn::Wait;
            };
            let v = tab.view_mut();
            let Some(game) = &v.play_view.game else {
                return Turn::Wait;
            };
            if game.is_over() {
                return Turn::Over;
            }
            let (lo, hi) = game.interval();
            let x = lo + pick % (hi - lo + 1);
            v.play_view.quiz_guess(&mut v.quiz, &table, x);
            Turn::Moved
        }
        GameKind::CanIWin => {
            use gamedp::ui::can_i_win::CanIWinTab;
            let v = app.tab_mut::<CanIWinTab>().unwrap().view_mut();
            let Some(Ok(here)) = v.engine.position(v.play.mask).cloned() else {
                return Turn::Wait;
            };
            if here.over || here.moves.is_empty() {
                return Turn::Over;
            }
            if !v.play.users_turn() {
                return Turn::Wait;
            }
            v.play
                .quiz_state_answer(&mut v.quiz, &here, pick.is_multiple_of(2));
            // a wrong answer leaves the question open (a hint): the right one then
            v.play.quiz_state_answer(&mut v.quiz, &here, here.wins);
            let x = here.moves[pick % here.moves.len()].number;
            v.play.quiz_move(&mut v.quiz, &here, x);
            Turn::Moved
        }
        GameKind::CatMouse => {
            use gamedp::ui::cat_mouse::CatMouseTab;
            let tab = app.tab_mut::<CatMouseTab>().unwrap();
            let Some(solved) = tab.solved().cloned() else {
                return Turn::Wait;
            };
            let sol = &solved.solution;
            let v = tab.view_mut();
            let Some(game) = &v.play.game else {
                return Turn::Wait;
            };
            if game.is_over() {
                return Turn::Over;
            }
            if !v.play.users_turn() {
                return Turn::Wait;
            }
            let legal = game.legal_moves(sol.graph());
            if legal.is_empty() {
                return Turn::Over;
            }
            let to = legal[pick % legal.len()];
            v.play.quiz_move(&mut v.quiz, &v.quiz_view, &solved, to);
            // the position the move led to is asked before the computer replies: an answer
            // (`pick` chooses it; a wrong one gives a hint), then the right one
            answer_play_question(v, &solved, pick);
            Turn::Moved
        }
        GameKind::CatMouseII => {
            use gamedp::ui::cat_mouse_ii::CatMouseIITab;
            let tab = app.tab_mut::<CatMouseIITab>().unwrap();
            let Some(solved) = tab.solved().cloned() else {
                return Turn::Wait;
            };
            let sol = &solved.solution;
            let v = tab.view_mut();
            let Some((_, game)) = &v.play.game else {
                return Turn::Wait;
            };
            if game.end.is_some() {
                return Turn::Over;
            }
            if game.turn() != v.play.side {
                return Turn::Wait;
            }
            let legal = game.legal(sol);
            if legal.is_empty() {
                return Turn::Over;
            }
            let to = legal[pick % legal.len()].to;
            v.play.quiz_play(&mut v.quiz, &v.quiz_view, &solved, to);
            // the position the move led to is asked before the computer replies: an answer
            // (`pick` even: the mouse; a wrong one shows the answer)
            answer_play_question_ii(v, &solved, pick);
            Turn::Moved
        }
        GameKind::Custom => {
            use gamedp::ui::custom::CustomTab;
            let tab = app.tab_mut::<CustomTab>().unwrap();
            let Some(solved) = tab.current().cloned() else {
                return Turn::Wait;
            };
            let game = &solved.game;
            let v = tab.view_mut();
            let p = v.play.position(game);
            if gamedp::ui::custom::play::PlayView::over(game, p) {
                return Turn::Over;
            }
            if !v.play.users_turn() {
                return Turn::Wait;
            }
            let moves = game.moves(p);
            if moves.is_empty() {
                return Turn::Over;
            }
            let to = moves[pick % moves.len()];
            v.play.user_move(game, to, Some(&mut v.quiz));
            Turn::Moved
        }
    }
}

/// 913's Play in Quiz mode: the question of the position the user's move led to, while it is
/// asked (before the computer replies): answered as `pick` says (0 mouse, 1 cat, 2 draw,
/// modulo 3; a wrong answer gives a hint), then right. Nothing when no question is asked.
pub fn answer_play_question(
    v: &mut gamedp::ui::cat_mouse::CatMouseView,
    solved: &gamedp::ui::cat_mouse::CatMouseSolved,
    pick: usize,
) {
    use gamedp::games::cat_mouse::Outcome;
    // (two questions at most: where the move led, then where it was made from)
    for _ in 0..2 {
        let Some(pos) = v.play.asked_position(&v.quiz_view, solved) else {
            return;
        };
        let first = [Outcome::MouseWin, Outcome::CatWin, Outcome::Draw][pick % 3];
        v.play
            .quiz_ask_pick(&mut v.quiz, &mut v.quiz_view, solved, first);
        // (the right answer only while `pos` is still asked: once it is answered, the question
        // asked is the next one, which `pos`'s outcome would answer blindly)
        let still = v.play.asked_position(&v.quiz_view, solved) == Some(pos);
        if let Some(actual) = solved.solution.outcome(pos).filter(|_| still) {
            v.play
                .quiz_ask_pick(&mut v.quiz, &mut v.quiz_view, solved, actual);
        }
    }
}

/// 1728's Play in Quiz mode: the question of the position the user's move led to, while it is
/// asked: answered as `pick` says (even: the mouse wins; a wrong answer shows the answer).
/// Nothing when no question is asked.
pub fn answer_play_question_ii(
    v: &mut gamedp::ui::cat_mouse_ii::CatMouseIIView,
    solved: &gamedp::ui::cat_mouse_ii::CatMouseIISolved,
    pick: usize,
) {
    use gamedp::quiz::outcome::cat_mouse_ii::Winner;
    // (two questions at most: where the move led, then where it was made from)
    for _ in 0..2 {
        if v.play.asked_position(&v.quiz_view, solved).is_none() {
            return;
        }
        let w = if pick.is_multiple_of(2) {
            Winner::Mouse
        } else {
            Winner::Cat
        };
        let asked = v.play.asked_position(&v.quiz_view, solved);
        v.play
            .quiz_ask_pick(&mut v.quiz, &mut v.quiz_view, solved, w);
        // (two choices: a wrong answer shows the right one; a hint after it is not needed)
        if v.play.asked_position(&v.quiz_view, solved) == asked {
            v.play.quiz_ask_hint(&mut v.quiz, &mut v.quiz_view, solved);
        }
    }
}

/// Commit the question `kind`'s Play gate asked for (its button selected it): the answer shown
/// after the hints (913, 1728), or an answer given (the Game Lab); in the stone and Guess Number
/// tables, whose start cell is the last of the fill order, every cell up to it (each answer shown
/// after the hints). True when that question is the position Play starts from.
pub fn commit_gate_question(app: &mut GamedpApp, kind: GameKind) -> bool {
    match kind {
        GameKind::CatMouse => {
            use gamedp::ui::cat_mouse::CatMouseTab;
            let tab = app.tab_mut::<CatMouseTab>().unwrap();
            let solved = tab.solved().cloned().unwrap();
            let v = tab.view_mut();
            let start = v.quiz_view.position == Some(gamedp::games::cat_mouse::Position::START);
            for _ in 0..3 {
                v.quiz_view.hint(&mut v.quiz, &solved);
            }
            start
        }
        GameKind::CatMouseII => {
            use gamedp::ui::cat_mouse_ii::CatMouseIITab;
            let tab = app.tab_mut::<CatMouseIITab>().unwrap();
            let solved = tab.solved().cloned().unwrap();
            let v = tab.view_mut();
            let start = v.quiz_view.position == Some(solved.solution.start());
            for _ in 0..3 {
                v.quiz_view.hint(&mut v.quiz, &solved);
            }
            start
        }
        GameKind::Custom => {
            use gamedp::quiz::custom::Ask;
            use gamedp::ui::custom::CustomTab;
            let tab = app.tab_mut::<CustomTab>().unwrap();
            let solved = tab.current().cloned().unwrap();
            let game = &solved.game;
            let v = tab.view_mut();
            let Some((_, q)) = v.quiz_box.questions.as_mut() else {
                return false;
            };
            let start = q.current() == Some(v.play.from.unwrap_or(game.start()));
            match q.ask {
                Ask::Outcome => {
                    q.answer_outcome(game, gamedp::games::custom::Outcome::Win);
                }
                Ask::Grundy | Ask::Value => {
                    q.answer_number(game, 0);
                }
            }
            start
        }
        GameKind::Stone => {
            use gamedp::ui::stone::{StonePane, StoneTab};
            let tab = app.tab_mut::<StoneTab>().unwrap();
            let n = tab.piles().len();
            let v = tab.view_mut();
            let on_table = v.pane == StonePane::Table;
            let Some(fill) = v.table_view.quiz.fill.as_mut() else {
                return false;
            };
            reveal_up_to_the_start(fill, n);
            on_table && v.table_view.quiz.start_committed(n)
        }
        GameKind::GuessNumber => {
            use gamedp::ui::guess_number::{GuessNumberPane, GuessNumberTab};
            let tab = app.tab_mut::<GuessNumberTab>().unwrap();
            let n = tab
                .solved()
                .and_then(|s| s.table.as_ref())
                .map_or(0, |t| t.n());
            let v = tab.view_mut();
            let on_table = v.pane == GuessNumberPane::Table;
            let Some(fill) = v.table_view.quiz.fill.as_mut() else {
                return false;
            };
            reveal_up_to_the_start(fill, n);
            on_table && v.table_view.quiz.start_committed(n)
        }
        _ => false,
    }
}

/// In Quiz mode on `kind`'s Play view, gated until the start's question is committed: go to
/// that question, commit it ([`commit_gate_question`]), start the score again and come back to
/// Play. Panics if Play was not gated or the gate did not open.
#[cfg(feature = "gui")]
pub fn pass_play_gate(h: &mut egui_kittest::Harness<'static, GamedpApp>, kind: GameKind) {
    use egui_kittest::kittest::Queryable as _;
    let exam = gamedp::i18n::exam::tr();
    h.get_by_label(exam.play_gate_go).click();
    super::settle(h);
    assert!(
        commit_gate_question(h.state_mut(), kind),
        "{kind:?}: the gate's question"
    );
    super::settle(h);
    h.get_by_label("Reset score").click();
    super::settle(h);
    // Reset score asks first
    if let Some(yes) = h.query_by_label("Reset") {
        yes.click();
        super::settle(h);
    }
    assert!(super::click_or_more(h, "Play"), "{kind:?}: no Play");
    super::settle(h);
    super::settle(h);
    assert!(
        h.query_all_by_label(exam.play_gate_go).next().is_none(),
        "{kind:?}: Play still gated"
    );
}

/// Reveal (by hints) the questions of a fill-order quiz up to its start cell `(0, n − 1)`.
fn reveal_up_to_the_start(fill: &mut gamedp::quiz::fill::FillQuiz, n: usize) {
    while fill.current().is_some() && !fill.shown(0, n - 1) {
        if fill.is_revealed() {
            fill.next();
        } else {
            fill.hint();
        }
    }
}
