//! Cat and Mouse in a scenario file: `"graph": [[int, ...], ...]` adjacency lists, and the
//! editor's node positions `"positions": [[x, y], ...]` (presentation only).
//!
//! Positions the editor cannot use are ignored with a warning and kept in the file as they are;
//! usable ones are written back exactly as the file wrote them while they are unchanged.

use serde_json::{Map, Value};

use super::{Graph, MAX_NODES};
use crate::games::fields::{FieldError, FileRead, int_i64, required, wrong_type};
use crate::games::{Control, GameKind, GameSpec, SolveError};

/// Cat and Mouse's inputs: the graph, and the editor's node positions (one `[x, y]` per node)
/// if the file has them.
#[derive(Debug, Clone, PartialEq)]
pub struct Setup {
    pub graph: Graph,
    pub positions: Option<Vec<[f32; 2]>>,
}

impl GameSpec for Setup {
    const KIND: GameKind = GameKind::CatMouse;
    const FIELDS: &'static [&'static str] = &["graph", "positions"];
    const LAYOUT_FIELDS: &'static [&'static str] = &["positions"];

    fn parse(obj: &Map<String, Value>, file: &mut FileRead) -> Result<Self, FieldError> {
        let graph = parse_graph(required(obj, "graph", Self::KIND.name())?)?;
        let positions = match obj.get("positions") {
            None => None,
            Some(Value::Null) => {
                file.keep("positions");
                None
            }
            Some(v) => match parse_positions(v, graph.n()) {
                Some(p) => {
                    file.remember("positions", v);
                    Some(p)
                }
                None => {
                    file.warn(format!(
                        "positions: not {} pairs of numbers [x, y]; the editor lays the graph out anew (the field is kept in the file)",
                        graph.n()
                    ));
                    file.keep("positions");
                    None
                }
            },
        };
        Ok(Setup { graph, positions })
    }

    fn write(&self, obj: &mut Map<String, Value>, written_as: &Map<String, Value>) {
        obj.insert("graph".into(), self.graph.to_adjacency().into());
        let Some(pos) = &self.positions else {
            return;
        };
        match written_as.get("positions") {
            // unchanged since loading: exactly as the file wrote them
            Some(original) if parse_positions(original, pos.len()).as_ref() == Some(pos) => {
                obj.insert("positions".into(), original.clone());
            }
            _ => {
                let list: Vec<Value> = pos
                    .iter()
                    .map(|&[x, y]| Value::from(vec![round3(x), round3(y)]))
                    .collect();
                obj.insert("positions".into(), list.into());
            }
        }
    }

    fn solution(&self, with_table: bool, control: &dyn Control) -> Result<Value, SolveError> {
        super::solution::solution(&self.graph, with_table, control)
    }
}

fn round3(x: f32) -> f64 {
    ((x as f64) * 1000.0).round() / 1000.0
}

fn parse_graph(v: &Value) -> Result<Graph, FieldError> {
    let Value::Array(rows) = v else {
        return Err(wrong_type("graph", "an array of adjacency lists", v));
    };
    if rows.len() > MAX_NODES {
        return Err(FieldError::TooMany {
            field: "graph".into(),
            count: rows.len(),
            what: "nodes",
            limit: MAX_NODES,
        });
    }
    let mut raw = Vec::with_capacity(rows.len());
    for (u, row) in rows.iter().enumerate() {
        let Value::Array(items) = row else {
            return Err(wrong_type(
                format!("graph[{u}]"),
                "an array of node numbers",
                row,
            ));
        };
        if items.len() > rows.len() {
            return Err(FieldError::Invalid {
                field: format!("graph[{u}]"),
                problem: format!(
                    "node {u} lists {} neighbours but the graph has only {} nodes",
                    items.len(),
                    rows.len()
                ),
            });
        }
        let list = items
            .iter()
            .enumerate()
            .map(|(k, item)| {
                // the common case without building the field's name (only an error needs it)
                if let Value::Number(n) = item
                    && let Some(i) = n.as_i64()
                {
                    return Ok(i);
                }
                int_i64(item, &format!("graph[{u}][{k}]"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        raw.push(list);
    }
    Graph::new_validated(&raw).map_err(|e| FieldError::Invalid {
        field: "graph".into(),
        problem: e.to_string(),
    })
}

/// Node positions are presentation only: unusable ones are ignored by the editor (which lays the
/// graph out anew) but kept in the file, with a warning.
fn parse_positions(v: &Value, n: usize) -> Option<Vec<[f32; 2]>> {
    let items = v.as_array()?;
    if items.len() != n {
        return None;
    }
    items
        .iter()
        .map(|p| {
            let xy = p.as_array()?;
            if xy.len() != 2 {
                return None;
            }
            let x = xy[0].as_f64()? as f32;
            let y = xy[1].as_f64()? as f32;
            (x.is_finite() && y.is_finite()).then_some([x, y])
        })
        .collect()
}
