//! The paste parsers (stone rows, Cat and Mouse graphs, Cat and Mouse II grids) on arbitrary text: never panic; what they accept formats back to text that
//! parses to the same thing.
#![no_main]

use gamedp::games::cat_mouse::Graph;
use gamedp::games::cat_mouse_ii::Grid;
use gamedp::games::cat_mouse_ii::draft::parse_pasted;
use gamedp::games::stone::{format_row, parse_row};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(row) = parse_row(text, 10_000) {
        assert_eq!(parse_row(&format_row(&row), 10_000).expect("round trip"), row);
    }
    if let Ok(graph) = Graph::parse_leetcode(text) {
        let back = Graph::parse_leetcode(&graph.to_leetcode_string()).expect("round trip");
        assert_eq!(back, graph);
        let edges = Graph::parse_edge_list(&graph.to_edge_list_string(), Some(graph.n()))
            .expect("edge list round trip");
        assert_eq!(edges.n(), graph.n());
    }
    let _ = Graph::parse_edge_list(text, None);
    if let Ok(pasted) = parse_pasted(text)
        && let Ok(grid) = Grid::parse(&pasted.rows)
    {
        let again = parse_pasted(&format!("{:?}", grid.to_rows())).expect("grid round trip");
        assert_eq!(Grid::parse(&again.rows).expect("still a grid"), grid);
    }
});
