//! `model.pretrained`: a local safetensors file, or a file of a Hugging Face Hub repository
//! named the way timm names one (`hf-hub:owner/name`), optionally pinned to a revision
//! (`@revision`) and naming a file other than `model.safetensors` (`#file`).

use std::fmt;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

/// The prefix timm gives hub ids (`timm.create_model("hf-hub:timm/...")`).
pub(crate) const HUB_PREFIX: &str = "hf-hub:";
/// The file read from a hub repository when the id names none.
pub(crate) const HUB_DEFAULT_FILE: &str = "model.safetensors";
/// The revision read when the id pins none: the repository's default branch.
pub(crate) const HUB_DEFAULT_REVISION: &str = "main";

/// Where pretrained weights come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pretrained {
    /// A safetensors file on this machine (relative paths are relative to the working
    /// directory). An empty path means no weights (`--set model.pretrained=""`).
    Local(PathBuf),
    /// A file of a Hugging Face Hub model repository.
    Hub(HubId),
}

/// `hf-hub:OWNER/NAME[@REVISION][#FILE]`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct HubId {
    /// `owner/name` (or a bare `name`, as the hub's oldest repositories are called).
    pub repo: String,
    /// A branch, tag or commit; `None`: the default branch (`main`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revision: Option<String>,
    /// The file's path in the repository; `None`: `model.safetensors`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
}

impl HubId {
    /// Parses what follows `hf-hub:`; the error says what is wrong, for a located message.
    pub(crate) fn parse(rest: &str) -> Result<HubId, String> {
        let (rest, file) = match rest.split_once('#') {
            Some((rest, file)) => (rest, Some(file)),
            None => (rest, None),
        };
        let (repo, revision) = match rest.split_once('@') {
            Some((repo, revision)) => (repo, Some(revision)),
            None => (rest, None),
        };
        if repo.is_empty() {
            return Err("it names no repository".into());
        }
        let parts: Vec<&str> = repo.split('/').collect();
        if parts.len() > 2 {
            return Err(format!(
                "`{repo}` is not a repository name (`owner/name`); a file goes after `#`"
            ));
        }
        for part in &parts {
            let valid = !part.is_empty()
                && part.len() <= 96
                && part
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
                && !part.starts_with(['-', '.'])
                && !part.ends_with(['-', '.'])
                && !part.contains("..")
                && !part.contains("--");
            if !valid {
                return Err(format!(
                    "`{part}` in `{repo}` is not a valid owner or repository name (letters, \
                     digits, `-`, `_` and `.`, not at either end, no `--` or `..`)"
                ));
            }
        }
        if let Some(revision) = revision {
            if revision.is_empty()
                || revision.contains("..")
                || revision.chars().any(|c| c.is_whitespace() || c == '\\')
            {
                return Err(format!(
                    "`{revision}` is not a revision (a branch, tag or commit)"
                ));
            }
        }
        if let Some(file) = file {
            let bad = file.is_empty()
                || file.starts_with('/')
                || file.contains('\\')
                || file
                    .split('/')
                    .any(|c| c.is_empty() || c == "." || c == "..");
            if bad {
                return Err(format!("`{file}` is not a file path inside the repository"));
            }
        }
        Ok(HubId {
            repo: repo.to_string(),
            revision: revision.map(str::to_string),
            file: file.map(str::to_string),
        })
    }

    /// The revision to read: the pinned one, or `main`.
    pub(crate) fn revision(&self) -> &str {
        self.revision.as_deref().unwrap_or(HUB_DEFAULT_REVISION)
    }

    /// The file to read: the named one, or `model.safetensors`.
    pub(crate) fn file(&self) -> &str {
        self.file.as_deref().unwrap_or(HUB_DEFAULT_FILE)
    }
}

impl fmt::Display for HubId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{HUB_PREFIX}{}", self.repo)?;
        if let Some(revision) = &self.revision {
            write!(f, "@{revision}")?;
        }
        if let Some(file) = &self.file {
            write!(f, "#{file}")?;
        }
        Ok(())
    }
}

impl Pretrained {
    /// Reads a configuration value: `hf-hub:...` is a hub id, anything else a local path.
    pub(crate) fn parse(value: &str) -> Result<Pretrained, String> {
        match value.strip_prefix(HUB_PREFIX) {
            Some(rest) => HubId::parse(rest).map(Pretrained::Hub).map_err(|why| {
                format!(
                    "`{value}` is not a Hugging Face Hub id: {why}; expected \
                     `hf-hub:OWNER/NAME[@REVISION][#FILE]`, e.g. \
                     `hf-hub:timm/vit_base_patch16_224.augreg_in21k`"
                )
            }),
            None => Ok(Pretrained::Local(PathBuf::from(value))),
        }
    }

    /// Whether this names no weights at all (an empty path).
    pub fn is_none(&self) -> bool {
        matches!(self, Pretrained::Local(path) if path.as_os_str().is_empty())
    }
}

impl fmt::Display for Pretrained {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pretrained::Local(path) => write!(f, "{}", path.display()),
            Pretrained::Hub(id) => id.fmt(f),
        }
    }
}

impl Serialize for Pretrained {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl schemars::JsonSchema for Pretrained {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Pretrained".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A local safetensors file, `hf-hub:owner/name[@revision][#file]` on the Hugging Face Hub, or \"\" for no weights.",
            "type": "string"
        })
    }
}

impl<'de> Deserialize<'de> for Pretrained {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let value = String::deserialize(d)?;
        Pretrained::parse(&value).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hub_ids_parse_with_revision_and_file() {
        let id = |s: &str| match Pretrained::parse(s).unwrap() {
            Pretrained::Hub(id) => id,
            other => panic!("{other:?}"),
        };
        let plain = id("hf-hub:timm/vit_base_patch16_224.augreg_in21k");
        assert_eq!(plain.repo, "timm/vit_base_patch16_224.augreg_in21k");
        assert_eq!(
            (plain.revision(), plain.file()),
            ("main", "model.safetensors")
        );
        let pinned = id("hf-hub:openai/clip-vit-base-patch32@3d74acf9#sub/dir/w.safetensors");
        assert_eq!(pinned.repo, "openai/clip-vit-base-patch32");
        assert_eq!(pinned.revision(), "3d74acf9");
        assert_eq!(pinned.file(), "sub/dir/w.safetensors");
        assert_eq!(
            pinned.to_string(),
            "hf-hub:openai/clip-vit-base-patch32@3d74acf9#sub/dir/w.safetensors"
        );
        assert_eq!(id("hf-hub:gpt2").repo, "gpt2");
    }

    #[test]
    fn malformed_hub_ids_say_what_is_wrong() {
        for (value, why) in [
            ("hf-hub:", "names no repository"),
            ("hf-hub:@main", "names no repository"),
            ("hf-hub:a/b/c", "a file goes after `#`"),
            ("hf-hub:a//b", "is not a repository name"),
            ("hf-hub:/b", "not a valid owner"),
            ("hf-hub:a/b c", "not a valid owner"),
            ("hf-hub:a/b@", "not a revision"),
            ("hf-hub:a/b#", "not a file path"),
            ("hf-hub:a/b#../x", "not a file path"),
        ] {
            let err = Pretrained::parse(value).unwrap_err();
            assert!(err.contains(why), "{value}: {err}");
            assert!(err.contains("hf-hub:OWNER/NAME"), "{value}: {err}");
        }
    }

    #[test]
    fn anything_else_is_a_local_path() {
        assert_eq!(
            Pretrained::parse("weights/x.safetensors").unwrap(),
            Pretrained::Local("weights/x.safetensors".into())
        );
        assert!(Pretrained::parse("").unwrap().is_none());
    }
}
