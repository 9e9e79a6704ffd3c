//! Recipe values the paper does not state, and who chose them (the experiment's `[sources]`
//! notes).

use super::resolve::{flatten, Resolver};
use super::UnstatedValue;
use crate::config::schema::SourceKind;

impl Resolver<'_> {
    pub(super) fn unstated(&self) -> Vec<UnstatedValue> {
        let flat = flatten(&serde_json::to_value(self.cfg).expect("config serialises"));
        self.cfg
            .sources
            .iter()
            .filter(|(_, n)| n.source != SourceKind::Paper)
            .map(|(key, note)| UnstatedValue {
                key: key.clone(),
                value: flat.get(key).cloned().unwrap_or_else(|| {
                    // A whole table: list its leaves.
                    let prefix = format!("{key}.");
                    flat.iter()
                        .filter(|(k, _)| k.starts_with(&prefix))
                        .map(|(k, v)| format!("{}={v}", &k[prefix.len()..]))
                        .collect::<Vec<_>>()
                        .join(", ")
                }),
                source: note.source,
                note: note.note.clone(),
            })
            .collect()
    }
}
