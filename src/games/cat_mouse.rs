//! STUB — replaced by the real module.
pub const MAX_NODES: usize = 8_000;
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Graph {
    adj: Vec<Vec<u32>>,
}
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct GraphError(String);
impl Graph {
    pub fn new_validated(raw: &[Vec<i64>]) -> Result<Graph, GraphError> {
        Ok(Graph {
            adj: raw
                .iter()
                .map(|r| r.iter().map(|&x| x as u32).collect())
                .collect(),
        })
    }
    pub fn n(&self) -> usize {
        self.adj.len()
    }
    pub fn to_adjacency(&self) -> Vec<Vec<u32>> {
        self.adj.clone()
    }
}
