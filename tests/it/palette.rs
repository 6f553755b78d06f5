//! One colour language (issue 24 item 3): the app (`ui::kit::palette`, egui colours) and the
//! figures (`figures::style::Palette`) give the same colour for the same meaning, in both themes,
//! and no token is drawn in an outcome's hue.
#![cfg(feature = "gui")]

use egui::Color32;
use gamedp::figures::style::{Palette, Rgb, Theme};
use gamedp::ui::kit::palette as app;

fn rgb(c: Color32) -> Rgb {
    Rgb(c.r(), c.g(), c.b())
}

/// Every meaning the app and the figures share, as (meaning, the app's colour, the figure's).
fn shared(theme: Theme) -> Vec<(&'static str, Rgb, Rgb)> {
    let f = Palette::of(theme);
    let dark = theme == Theme::Dark;
    let themed = app::themed(dark);
    let mut out = vec![
        ("positive", app::diverging(1.0), f.positive),
        ("negative", app::diverging(-1.0), f.negative),
        ("neutral", app::diverging(0.0), f.neutral),
        ("first player (stone)", app::PLAYER_A, f.positive),
        ("second player (stone)", app::PLAYER_B, f.negative),
        ("win / mouse wins", app::WIN_A, f.win),
        ("win / mouse wins", app::WIN_A, f.mouse_wins),
        ("lose / cat wins", app::WIN_B, f.lose),
        ("lose / cat wins", app::WIN_B, f.cat_wins),
        ("draw", app::DRAW, f.draw),
        ("mouse token", app::MOUSE_TOKEN, f.mouse_token),
        ("cat token", app::cat_token(dark), f.cat_token),
        // the quiz's current cell in the app, the answer cell and current step in the figures
        ("current cell frame", app::current_frame(dark), f.current),
        ("mouse path", app::MOUSE_PATH, f.mouse_path),
        ("cat path", app::CAT_PATH, f.cat_path),
        ("food", app::FOOD, f.food),
        ("left", app::LEFT, f.left),
        ("right", app::RIGHT, f.right),
        ("tie", app::TIE, f.tie),
    ]
    .into_iter()
    .map(|(m, a, b)| (m, rgb(a), b))
    .collect::<Vec<_>>();
    out.push(("wall", rgb(app::rgb(themed.wall)), f.wall));
    out.push(("floor", rgb(app::rgb(themed.floor)), f.floor));
    // steps the app's f32 and the figures' f64 both hold exactly
    for k in 0..=16 {
        let t = k as f64 / 16.0;
        out.push((
            "sequential scale",
            rgb(app::sequential(t as f32)),
            f.sequential(t, 0.0, 1.0),
        ));
        let d = (k - 8) as i64;
        out.push((
            "diverging scale",
            rgb(app::diverging(app::symmetric(d, -8, 8))),
            f.diverging(d, -8, 8),
        ));
    }
    out
}

#[test]
fn the_app_and_the_figures_give_the_same_colour_for_the_same_meaning() {
    for theme in [Theme::Light, Theme::Dark] {
        for (meaning, app, figure) in shared(theme) {
            assert_eq!(
                app, figure,
                "{meaning} ({theme:?}): app {app:?}, figure {figure:?}"
            );
        }
    }
}

#[test]
fn the_app_draws_its_tokens_and_parities_in_the_palettes_colours_never_an_outcomes_hue() {
    // (Cat and Mouse II's board checks its tokens in its own unit test)
    use gamedp::ui::cat_mouse;
    assert_eq!(cat_mouse::board::MOUSE_TOKEN, app::MOUSE_TOKEN);
    assert_eq!(cat_mouse::board::CAT_TOKEN, app::CAT_TOKEN);
    assert_eq!(app::cat_token(false), app::CAT_TOKEN);
    let outcomes = [app::WIN_A, app::WIN_B, app::DRAW];
    let tokens = [
        app::MOUSE_TOKEN,
        app::CAT_TOKEN,
        app::cat_token(true),
        cat_mouse::board::MOUSE_START_RING,
        cat_mouse::board::CAT_START_RING,
        app::MOUSE_PATH,
        app::CAT_PATH,
        gamedp::ui::stone::parity_view::EVEN,
        gamedp::ui::stone::parity_view::ODD,
    ];
    for t in tokens {
        for o in outcomes {
            if let Some(d) = gamedp::palette::hue_distance(rgb(t), rgb(o)) {
                assert!(d >= 30.0, "token {t:?} is {d:.0}° from the outcome {o:?}");
            }
        }
    }
}

/// In the dark theme the cat's token stands out from the ground (the app's dark panel and the
/// figures' dark slide), not a black disc on near-black.
#[test]
fn the_dark_cat_stands_out_on_a_dark_ground() {
    let f = Palette::of(Theme::Dark);
    let cat = rgb(app::cat_token(true));
    assert_eq!(cat, f.cat_token);
    for ground in [f.background, f.floor, rgb(egui::Visuals::dark().panel_fill)] {
        assert!(
            (cat.luminance() - ground.luminance()).abs() >= 0.25,
            "cat {cat:?} on {ground:?}"
        );
    }
}

/// Issue 24: every text colour the app draws reaches WCAG contrast (4.5 : 1, 3 : 1 for large
/// bold text) on the fill it is drawn on, in the dark and light themes and on the projector
/// (`ui::kit::contrast::text_pairs`, the one list of them). A white "Draw" on the draw's grey
/// (3 : 1) failed here.
#[test]
fn every_text_reaches_wcag_contrast_on_its_fill() {
    use gamedp::ui::kit::theme;
    let mut bad = Vec::new();
    let mut checked = 0;
    for (look, presentation) in [
        (egui::Theme::Dark, false),
        (egui::Theme::Light, false),
        (egui::Theme::Light, true),
    ] {
        let visuals = theme::style(look, presentation).visuals;
        for p in gamedp::ui::kit::contrast::text_pairs(&visuals) {
            checked += 1;
            if !p.reads() {
                bad.push(format!(
                    "{look:?}{}: {} — text {:?} on {:?} is {:.2} : 1",
                    if presentation { " (presentation)" } else { "" },
                    p.what,
                    p.text,
                    p.fill,
                    p.ratio()
                ));
            }
        }
    }
    assert!(checked > 100, "only {checked} pairs");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_contrast_ratio_is_wcags() {
    use gamedp::palette::{Rgb, contrast_ratio};
    let black = Rgb(0, 0, 0);
    let white = Rgb(255, 255, 255);
    assert!((contrast_ratio(black, white) - 21.0).abs() < 1e-9);
    assert!((contrast_ratio(white, white) - 1.0).abs() < 1e-9);
    // the old "Draw" badge: white on the draw's grey
    let r = contrast_ratio(white, gamedp::palette::DRAW);
    assert!((2.9..3.0).contains(&r), "{r}");
}

/// Issue 24: the marks a projector showed pale (the Cat and Mouse II trail and jump rays, the
/// rolling array's "read" border, the quiz's answer box) reach WCAG's non-text contrast, 3 : 1,
/// against everything they are drawn on, in the projector theme: the colours the app draws
/// them in, each against the panel and the fills under it.
#[test]
fn projector_marks_reach_3_to_1_on_their_grounds() {
    use gamedp::ui::kit::{palette as app, theme};
    let ctx = egui::Context::default();
    theme::apply(&ctx, false, true);
    let visuals = ctx.global_style().visuals.clone();
    let floor = app::rgb(app::themed(false).floor);
    let outcomes = [
        floor,
        app::WIN_A,
        app::WIN_B,
        app::DRAW,
        app::rgb(gamedp::palette::LOSE_BY_RULE),
    ];
    let ray = gamedp::ui::cat_mouse_ii::ray_colour;
    let read = gamedp::ui::stone::rolling_view::read_colour(&ctx);
    let rolling = [
        visuals.panel_fill,
        gamedp::ui::stone::rolling_view::WRITTEN,
        gamedp::ui::stone::rolling_view::IN_ROW,
    ];
    let answer = gamedp::ui::kit::quiz::answer_box_border(&visuals);
    let marks: Vec<(&str, Color32, Vec<Color32>)> = vec![
        (
            "Cat and Mouse II mouse trail and rays",
            ray(&visuals, app::MOUSE_PATH),
            outcomes.to_vec(),
        ),
        (
            "Cat and Mouse II cat rays",
            ray(&visuals, app::CAT_PATH),
            outcomes.to_vec(),
        ),
        ("rolling array's read border", read, rolling.to_vec()),
        (
            "quiz answer box border",
            answer,
            vec![visuals.panel_fill, visuals.extreme_bg_color],
        ),
    ];
    let mut bad = Vec::new();
    for (what, mark, grounds) in &marks {
        assert_eq!(mark.a(), 255, "{what} is drawn opaque");
        for g in grounds {
            let r = app::contrast(*mark, *g);
            if r < 3.0 {
                bad.push(format!("{what}: {mark:?} on {g:?} is {r:.2} : 1"));
            }
        }
    }
    // the marks keep their meaning's hue (darkened, not turned grey or swapped)
    let mouse = ray(&visuals, app::MOUSE_PATH);
    let cat = ray(&visuals, app::CAT_PATH);
    assert!(
        mouse.b() > mouse.r(),
        "the mouse's rays stay blue: {mouse:?}"
    );
    assert!(cat.r() > cat.g(), "the cat's rays stay reddish: {cat:?}");
}

/// The figures' text on a coloured fill follows the app's WCAG rule (issue 24, f5 item 5): the
/// old brightness threshold put white on the win green at 3.4 : 1.
#[test]
fn figure_text_on_every_fill_reaches_wcag_contrast() {
    use gamedp::palette::{contrast_ratio, ink_on};
    let mut bad = Vec::new();
    for theme in [Theme::Light, Theme::Dark] {
        let p = Palette::of(theme);
        let mut fills: Vec<Rgb> = p.outcomes().to_vec();
        fills.extend([
            p.positive, p.negative, p.neutral, p.left, p.right, p.tie, p.food,
        ]);
        fills.extend([p.mouse_token, p.cat_token, p.floor, p.wall, p.empty, p.none]);
        fills.extend(p.sequential_stops());
        fills.extend(p.order_stops());
        for k in 0..=20 {
            fills.push(p.diverging(k - 10, -10, 10));
        }
        for fill in fills {
            let ink = p.text_on(fill);
            assert_eq!(
                ink,
                ink_on(fill),
                "{theme:?}: the figure and the app differ on {fill:?}"
            );
            let r = contrast_ratio(ink, fill);
            if r < 4.5 {
                bad.push(format!("{theme:?}: {ink:?} on {fill:?} is {r:.2} : 1"));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Brief p23 item 2: on the projector (presentation mode's white) every text colour drawn on
/// the panel reaches 7 : 1 (the Calls steps' ochre, the Parity words, the warnings and the
/// links were about 4.5 : 1 and washed out on a projector), and black text keeps its black.
#[test]
fn projector_text_on_the_panel_reaches_seven_to_one() {
    use gamedp::ui::kit::theme;
    let visuals = theme::style(egui::Theme::Light, true).visuals;
    let panel = visuals.panel_fill;
    let mut bad = Vec::new();
    let mut checked = 0;
    for p in gamedp::ui::kit::contrast::text_pairs(&visuals) {
        if p.fill != panel {
            continue;
        }
        checked += 1;
        if p.ratio() < 7.0 {
            bad.push(format!(
                "{}: {:?} on {:?} is {:.2} : 1",
                p.what,
                p.text,
                p.fill,
                p.ratio()
            ));
        }
    }
    assert!(checked >= 9, "only {checked} pairs on the panel");
    // the Calls steps' ochre and the Parity words, as the views colour them
    for colour in [
        gamedp::ui::kit::call_tree::OPEN,
        gamedp::ui::stone::parity_view::EVEN,
        gamedp::ui::stone::parity_view::ODD,
    ] {
        let c = theme::text_colour(&visuals, colour);
        let ratio = gamedp::ui::kit::palette::contrast(c, panel);
        if ratio < 7.0 {
            bad.push(format!("{colour:?} drawn as {c:?}: {ratio:.2} : 1"));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
