//! The DP tables as a LaTeX `tabular` and as Markdown (see [`table_latex`], [`table_markdown`]).
