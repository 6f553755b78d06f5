//! The widget kit: drawing pieces every tab may use (heatmaps, the graph editor and its
//! picture, steppers, formulas, the quiz bar, colours, themes, fonts, layout records). A widget
//! knows no tab and no game tab's types: it is given what it draws.

pub mod call_tree;
pub mod cjk_wrap;
pub mod code_view;
pub mod contrast;
pub mod fonts;
pub mod formula;
pub mod graph_editor;
pub mod graph_raster;
pub mod heatmap;
pub mod interval_grid;
pub mod layout;
pub mod palette;
pub mod quiz;
pub mod quiz_pending;
pub mod stepper;
pub mod theme;
pub mod tiles;
pub mod undo;
pub mod whole_rows;
pub mod widgets;
