//! The look: dark or light, and presentation mode (View › Presentation) for a projector: text
//! readable from the back of a room, thicker lines and tokens, and a light theme with strong
//! contrast. Views ask [`scale`] how much larger to draw what they paint themselves (cell
//! numbers, nodes, edges) and [`pending`] for the colour of cells not filled yet.

use egui::{Color32, Context, FontFamily, FontId, Id, Stroke, Style, TextStyle, Theme, Visuals};

/// How much larger presentation mode draws painted things (cell numbers, nodes, lines).
pub const PRESENT_SCALE: f32 = 1.7;

/// Body text in presentation mode (points; at least 24 px on a 1920 × 1080 projector).
pub const PRESENT_BODY: f32 = 24.0;

/// The smallest text presentation mode draws (points): readable from the back row of a room.
/// Painted labels that would need a smaller size are left out (or drawn every few cells).
pub const PRESENT_MIN_TEXT: f32 = 18.0;

/// The smallest size of the labels presentation mode paints itself (points): node numbers,
/// captions, edge labels, keys, row and column numbers, as large as the DP table's numbers
/// (issue 24: at 18 points their capitals were 12 px high, unread from a class's back row).
pub const PRESENT_LABEL: f32 = 22.0;

fn key() -> Id {
    Id::unique("gamedp_presentation")
}

/// Set the styles and the theme: `dark` or light, or the projector look when `presentation`.
pub fn apply(ctx: &Context, dark: bool, presentation: bool) {
    ctx.data_mut(|d| d.insert_temp(key(), presentation));
    for theme in [Theme::Dark, Theme::Light] {
        ctx.set_style_of(theme, style(theme, presentation));
    }
    ctx.set_theme(if presentation || !dark {
        Theme::Light
    } else {
        Theme::Dark
    });
}

/// True in presentation mode.
pub fn presentation(ctx: &Context) -> bool {
    ctx.data(|d| d.get_temp(key())).unwrap_or(false)
}

/// How much larger to paint cell numbers, nodes and lines (1 outside presentation mode).
pub fn scale(ctx: &Context) -> f32 {
    if presentation(ctx) {
        PRESENT_SCALE
    } else {
        1.0
    }
}

/// The smallest size painted text may have: [`PRESENT_MIN_TEXT`] in presentation mode, else
/// `normal`.
pub fn min_text(ctx: &Context, normal: f32) -> f32 {
    if presentation(ctx) {
        PRESENT_MIN_TEXT
    } else {
        normal
    }
}

/// The smallest size a painted label may have: [`PRESENT_LABEL`] in presentation mode, else
/// `normal`.
pub fn min_label(ctx: &Context, normal: f32) -> f32 {
    if presentation(ctx) {
        PRESENT_LABEL
    } else {
        normal
    }
}

/// The size of a painted text of `size` points: larger in presentation mode ([`scale`]) and
/// never below [`PRESENT_LABEL`] there.
pub fn text_size(ctx: &Context, size: f32) -> f32 {
    if presentation(ctx) {
        (size * PRESENT_SCALE).max(PRESENT_LABEL)
    } else {
        size
    }
}

/// In presentation mode, `ui`'s secondary text read from the back row like its body text: the
/// small text style at the body's size and weak text in the text colour (issue 24: the side
/// panel's "Plain O(n³) table: 0.7 ms, 5050 cells", the lesson's "Step 3 of 6" and the file's
/// name beside the title were small and grey on a projector). Nothing outside presentation mode.
pub fn plain_secondary(ui: &mut egui::Ui) {
    if !presentation(ui.ctx()) {
        return;
    }
    let style = ui.style_mut();
    if let Some(body) = style.text_styles.get(&TextStyle::Body).cloned() {
        style.text_styles.insert(TextStyle::Small, body);
    }
    style.visuals.weak_text_color = Some(style.visuals.text_color());
}

/// The colour of a table cell not filled yet: a light grey on light backgrounds, so that a
/// projected table is not a block of dark cells.
pub fn pending(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(60, 60, 66)
    } else {
        Color32::from_rgb(222, 224, 230)
    }
}

/// Colour of captions drawn on the background (tree edge labels, table headers): readable in
/// both themes, unlike egui's weak text colour.
pub fn caption(visuals: &Visuals) -> Color32 {
    if visuals.dark_mode {
        Color32::from_gray(190)
    } else {
        Color32::from_gray(60)
    }
}

/// The contrast text needs on the projector's white ([`projector`]): 7 : 1 (WCAG's AAA), as a
/// projector washes colours out (issue 24: the ochre step lines at 4.5 : 1 were hard to read).
pub const PROJECTOR_TEXT_CONTRAST: f32 = 7.0;

/// Whether `visuals` is presentation mode's projector theme (the only look with a pure white
/// panel).
pub fn projector(visuals: &Visuals) -> bool {
    !visuals.dark_mode && visuals.panel_fill == Color32::WHITE
}

/// `color` as the colour of text on the panel: on a light panel a pale colour such as sky blue
/// (2.3 : 1 against white) is darkened, keeping its hue, until it has 4.5 : 1 contrast against
/// the panel ([`PROJECTOR_TEXT_CONTRAST`] on the projector's white); on a dark panel it is kept.
pub fn text_colour(visuals: &Visuals, color: Color32) -> Color32 {
    if visuals.dark_mode {
        return color;
    }
    let needed = if projector(visuals) {
        PROJECTOR_TEXT_CONTRAST
    } else {
        4.5
    };
    let lin = |v: u8| {
        let v = v as f32 / 255.0;
        if v <= 0.039_28 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    let luminance = |c: Color32| 0.2126 * lin(c.r()) + 0.7152 * lin(c.g()) + 0.0722 * lin(c.b());
    let mut c = color;
    for _ in 0..40 {
        if (luminance(visuals.panel_fill) + 0.05) / (luminance(c) + 0.05) >= needed {
            break;
        }
        let d = |v: u8| (v as f32 * 0.92) as u8;
        c = Color32::from_rgb(d(c.r()), d(c.g()), d(c.b()));
    }
    c
}

/// The contrast a mark (a line, a frame, a dot, a field's border) needs against what it is drawn
/// on: WCAG's 3 : 1 for non-text.
pub const MARK_CONTRAST: f64 = 3.0;

/// `color` as a mark drawn on `grounds` (the panel, the fills under it): on a light panel (the
/// projector's white) it is made opaque and darkened, keeping its hue, until it has
/// [`MARK_CONTRAST`] against every ground (issue 24: the sky-blue trail, the pink rays and the
/// yellow "read" border vanished on a projector); on a dark panel it is kept.
pub fn mark_on(visuals: &Visuals, color: Color32, grounds: &[Color32]) -> Color32 {
    use crate::ui::kit::palette::{contrast, over};
    if visuals.dark_mode {
        return color;
    }
    let mut c = over(color, visuals.panel_fill);
    for _ in 0..60 {
        if grounds.iter().all(|g| contrast(c, *g) >= MARK_CONTRAST) {
            break;
        }
        let d = |v: u8| (v as f32 * 0.92) as u8;
        c = Color32::from_rgb(d(c.r()), d(c.g()), d(c.b()));
    }
    c
}

/// The band behind the Code pane's highlighted lines: a warm yellow (the lessons' colour) that
/// the code's text reads on, in the dark, light and projector themes.
pub fn code_band(visuals: &Visuals) -> Color32 {
    if visuals.dark_mode {
        Color32::from_rgba_unmultiplied(255, 190, 30, 56)
    } else {
        Color32::from_rgb(255, 232, 150)
    }
}

/// The colour of the code in the Code pane: the strong text colour in the dark theme (egui's
/// grey text has 3 : 1 on the dark band behind a highlighted line), else the text colour.
pub fn code_text(visuals: &Visuals) -> Color32 {
    if visuals.dark_mode {
        visuals.strong_text_color()
    } else {
        visuals.text_color()
    }
}

/// The colour of a comment line in the Code pane: a muted green, apart from the code in every
/// theme (never a faint grey on the projector's white).
pub fn code_comment(visuals: &Visuals) -> Color32 {
    if visuals.dark_mode {
        Color32::from_rgb(120, 170, 110)
    } else {
        text_colour(visuals, Color32::from_rgb(40, 110, 40))
    }
}

/// The marker beside a highlighted line in the Code pane's gutter, and its line number.
pub fn code_marker(visuals: &Visuals) -> Color32 {
    if visuals.dark_mode {
        crate::ui::kit::palette::LESSON
    } else {
        text_colour(visuals, Color32::from_rgb(176, 92, 0))
    }
}

/// The style of `theme`, in presentation mode or not.
pub fn style(theme: Theme, presentation: bool) -> Style {
    let mut style = Style {
        visuals: match theme {
            Theme::Dark => Visuals::dark(),
            Theme::Light => Visuals::light(),
        },
        ..Style::default()
    };
    // egui's small text is 9 points: too small for captions; 11 reads. In presentation mode
    // small text is body text: what views set small (the quiz's "Cell 1 of 45", a base case's
    // note, the details of a picture and what hovering it explains) is what the class is to
    // read (issue 24: at 18 points beside 24 it read as fine print from the back row)
    let sizes = if presentation {
        [PRESENT_BODY, PRESENT_BODY, PRESENT_BODY, 32.0, 22.0]
    } else {
        [11.0, 13.0, 13.0, 18.0, 13.0]
    };
    let [small, body, button, heading, mono] = sizes;
    style.text_styles = [
        (
            TextStyle::Small,
            FontId::new(small, FontFamily::Proportional),
        ),
        (TextStyle::Body, FontId::new(body, FontFamily::Proportional)),
        (
            TextStyle::Button,
            FontId::new(button, FontFamily::Proportional),
        ),
        (
            TextStyle::Heading,
            FontId::new(heading, FontFamily::Proportional),
        ),
        (
            TextStyle::Monospace,
            FontId::new(mono, FontFamily::Monospace),
        ),
    ]
    .into();
    {
        // every text at WCAG's 4.5 : 1 on the panel (`contrast::text_pairs`, checked by a test):
        // egui's weak grey (2.3 : 1 on the dark panel), its orange warnings (2.8 : 1 on the
        // light one), red errors and light blue links are not
        let v = &mut style.visuals;
        if v.dark_mode {
            v.weak_text_color = Some(Color32::from_gray(150));
            v.error_fg_color = Color32::from_rgb(255, 110, 100);
        } else {
            v.weak_text_color = Some(Color32::from_gray(100));
            v.warn_fg_color = text_colour(v, v.warn_fg_color);
            v.error_fg_color = text_colour(v, v.error_fg_color);
            v.hyperlink_color = text_colour(v, v.hyperlink_color);
        }
    }
    if presentation {
        let s = PRESENT_SCALE;
        style.spacing.item_spacing *= 1.4;
        style.spacing.button_padding *= 1.6;
        style.spacing.interact_size *= s;
        style.spacing.icon_width *= s;
        style.spacing.icon_width_inner *= s;
        style.spacing.icon_spacing *= s;
        style.spacing.scroll.bar_width *= 1.5;
        let v = &mut style.visuals;
        // the projector theme: white ground, black text, strong outlines
        v.panel_fill = Color32::WHITE;
        v.window_fill = Color32::WHITE;
        v.extreme_bg_color = Color32::from_gray(250);
        v.faint_bg_color = Color32::from_gray(240);
        v.override_text_color = None;
        // weak and disabled text stay dark enough to read on a projector (no faint grey)
        v.weak_text_color = Some(Color32::from_gray(85));
        // links (the Game Lab's moves) in a dark blue: egui's light blue is 2.8 : 1 on white
        v.hyperlink_color = Color32::from_rgb(0, 90, 181);
        // warnings, errors and links at the projector's contrast (text_colour knows the white)
        v.warn_fg_color = text_colour(v, v.warn_fg_color);
        v.error_fg_color = text_colour(v, v.error_fg_color);
        v.hyperlink_color = text_colour(v, v.hyperlink_color);
        v.disabled_alpha = 0.7;
        for w in [
            &mut v.widgets.noninteractive,
            &mut v.widgets.inactive,
            &mut v.widgets.hovered,
            &mut v.widgets.active,
            &mut v.widgets.open,
        ] {
            w.fg_stroke = Stroke::new(w.fg_stroke.width * 2.0, Color32::from_gray(15));
            w.bg_stroke.width *= 2.0;
        }
        v.widgets.noninteractive.bg_stroke = Stroke::new(2.0, Color32::from_gray(170));
        v.selection.stroke.width *= 2.0;
    }
    style
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presentation_text_is_large_and_the_theme_light() {
        let ctx = Context::default();
        apply(&ctx, true, true);
        assert!(presentation(&ctx));
        assert_eq!(ctx.theme(), Theme::Light);
        let body = ctx.global_style().text_styles[&TextStyle::Body].size;
        assert!(body >= 24.0, "body text {body}");
        // small text as large as the body (issue 24: the details were fine print)
        assert_eq!(
            ctx.global_style().text_styles[&TextStyle::Small].size,
            body,
            "small text"
        );
        assert!(
            pending(ctx.global_style().visuals.dark_mode).r() > 200,
            "unfilled cells are light"
        );
        apply(&ctx, true, false);
        assert!(!presentation(&ctx));
        assert_eq!(ctx.theme(), Theme::Dark);
        assert!(ctx.global_style().text_styles[&TextStyle::Small].size >= 11.0);
        assert_eq!(scale(&ctx), 1.0);
    }

    #[test]
    fn pale_text_is_darkened_on_light_panels_only() {
        let sky = Color32::from_rgb(86, 180, 233);
        let light = style(Theme::Light, true).visuals;
        let dark = style(Theme::Dark, false).visuals;
        let c = text_colour(&light, sky);
        assert!(
            c.r() < 60 && c.b() > c.g() && c.g() > c.r(),
            "{c:?} keeps its hue"
        );
        assert_eq!(text_colour(&dark, sky), sky);
        let black = Color32::from_rgb(10, 10, 10);
        assert_eq!(text_colour(&light, black), black);
    }
}
