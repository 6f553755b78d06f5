//! The integration tests, one crate: one binary to build and link instead of one per file (the
//! test build of the whole GUI stack was linked 19 times). `tests/ui_memory.rs` stays apart: it
//! counts every live allocation of its process with its own global allocator.

/// The largest allocation of the current thread (the global allocator of this binary).
mod alloc_tracking;
#[cfg(feature = "gui")]
mod common;

mod can_i_win_props;
mod cat_mouse_props;
mod cli;
mod cli_figure;
mod code_listings;
mod custom_errors;
mod custom_examples;
mod custom_peers;
mod custom_props;
mod figure_slides;
mod guess_number_props;
mod palette;
mod registry;
mod reliability;
mod stone_props;
mod ui_app;
mod ui_bars;
mod ui_can_i_win;
mod ui_can_i_win_quiz;
mod ui_cat_mouse;
mod ui_cat_mouse_ii;
mod ui_cat_mouse_play_verdict;
mod ui_cat_mouse_quiz_hints;
mod ui_cat_mouse_quiz_reach;
mod ui_clipboard;
mod ui_code;
mod ui_custom;
mod ui_custom_quiz_layout;
mod ui_custom_quiz_leaks;
mod ui_guess_number;
mod ui_lessons;
mod ui_lessons_safe;
mod ui_present;
mod ui_present_layout;
mod ui_present_lessons;
mod ui_present_p14;
mod ui_present_p17;
mod ui_present_p18;
mod ui_present_p21;
mod ui_present_p22;
mod ui_present_p25;
mod ui_present_p26;
mod ui_present_p27;
mod ui_present_p28;
mod ui_present_play_fold;
mod ui_quiz;
mod ui_quiz_controls;
mod ui_quiz_exam;
mod ui_quiz_exam_guard;
mod ui_quiz_fresh;
mod ui_quiz_honest;
mod ui_quiz_issue23_s1;
mod ui_quiz_issue23_s1b;
mod ui_quiz_leaks;
mod ui_quiz_moves_wait;
mod ui_quiz_play_told;
mod ui_quiz_review;
mod ui_quiz_score_rule;
mod ui_quiz_seen_edits;
mod ui_quiz_seen_runs;
mod ui_quiz_shown;
mod ui_quiz_teach;
mod ui_quiz_wrap;
mod ui_status;
mod ui_stone;
mod ui_stone_exercise;
mod ui_truth;
mod ui_windows;
mod wording;
