//! The person re-identification layout: Market-1501 (and DukeMTMC-reID, MSMT17 in its naming).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use super::super::files::{Listing, Record};
use super::images_in;
use crate::error::{ConfigError, Origin};

/// Parse a Market-1501 style name `0002_c1s1_000451_03.jpg`: (identity, camera). Identity -1 is
/// junk, 0 a distractor.
pub(super) fn parse_reid_name(name: &str) -> Option<(i64, u32)> {
    let (pid, rest) = name.split_once('_')?;
    let pid: i64 = pid.parse().ok()?;
    let rest = rest.strip_prefix('c')?;
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    Some((pid, digits.parse().ok()?))
}

/// Market-1501 (and DukeMTMC-reID, MSMT17 in the same naming): `<split>/` of
/// `<pid>_c<camera>s<seq>_<frame>_<box>.jpg`. Junk images (identity -1) are left out;
/// identities are relabelled 0..P-1 in sorted order.
pub(super) fn market1501(root: &Path, split: &str) -> Result<Listing, ConfigError> {
    let dir = root.join(split);
    let mut parsed = Vec::new();
    for path in images_in(&dir)? {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        let (pid, camera) = parse_reid_name(&name).ok_or_else(|| {
            ConfigError::new(format!("cannot read identity and camera from `{name}`"))
                .origin(Origin::file(&path))
                .expected("`<identity>_c<camera>s<sequence>_<frame>_<box>.jpg`, e.g. 0002_c1s1_000451_03.jpg")
        })?;
        if pid < 0 {
            continue;
        }
        parsed.push((path, pid, camera));
    }
    let ids: Vec<i64> = parsed
        .iter()
        .map(|p| p.1)
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let index: BTreeMap<i64, u32> = ids
        .iter()
        .enumerate()
        .map(|(i, id)| (*id, i as u32))
        .collect();
    let records = parsed
        .into_iter()
        .map(|(path, pid, camera)| {
            let mut r = Record::new(path, index[&pid], format!("directory {}", dir.display()));
            r.identity = Some(pid);
            r.camera = Some(camera);
            r
        })
        .collect();
    Ok(Listing {
        records,
        classes: ids.iter().map(|i| format!("{i:04}")).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reid_names() {
        assert_eq!(parse_reid_name("0002_c1s1_000451_03.jpg"), Some((2, 1)));
        assert_eq!(parse_reid_name("-1_c3s2_012345_00.jpg"), Some((-1, 3)));
        assert_eq!(parse_reid_name("1501_c6s4_001877_02.jpg"), Some((1501, 6)));
        assert_eq!(parse_reid_name("nonsense.jpg"), None);
    }
}
