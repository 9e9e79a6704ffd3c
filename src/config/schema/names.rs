//! The names serde gives the schema's types: struct fields and enum variants, for
//! suggestions and for errors in words.

use std::fmt;

use serde::Deserialize;

use super::*;

/// The names a type's serde representation accepts: a struct's fields or an enum's variants
/// (used for "belongs in [train]" hints and to list valid values in errors).
fn serde_names<'de, T: Deserialize<'de>>() -> &'static [&'static str] {
    struct Probe(Option<&'static [&'static str]>);
    #[derive(Debug)]
    struct Stop;
    impl fmt::Display for Stop {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("name probe")
        }
    }
    impl std::error::Error for Stop {}
    impl serde::de::Error for Stop {
        fn custom<M: fmt::Display>(_: M) -> Self {
            Stop
        }
    }
    impl<'de> serde::Deserializer<'de> for &mut Probe {
        type Error = Stop;
        fn deserialize_any<V: serde::de::Visitor<'de>>(self, _: V) -> Result<V::Value, Stop> {
            Err(Stop)
        }
        fn deserialize_struct<V: serde::de::Visitor<'de>>(
            self,
            _: &'static str,
            fields: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Stop> {
            self.0 = Some(fields);
            Err(Stop)
        }
        fn deserialize_enum<V: serde::de::Visitor<'de>>(
            self,
            _: &'static str,
            variants: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Stop> {
            self.0 = Some(variants);
            Err(Stop)
        }
        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
            option unit unit_struct newtype_struct seq tuple tuple_struct map identifier
            ignored_any
        }
    }
    let mut probe = Probe(None);
    let _ = T::deserialize(&mut probe);
    probe.0.unwrap_or(&[])
}

/// The fields of a struct of the schema.
pub(crate) fn field_names<'de, T: Deserialize<'de>>() -> &'static [&'static str] {
    serde_names::<T>()
}

/// The sections a key can live in, with their keys (for "belongs in [train]" hints and
/// suggestions for mistyped keys).
pub(crate) fn section_fields() -> [(&'static str, &'static [&'static str]); 4] {
    [
        ("paper", field_names::<PaperSpec>()),
        ("model", field_names::<ModelSpec>()),
        ("data", field_names::<DataSpec>()),
        ("train", field_names::<TrainSpec>()),
    ]
}

/// What a schema type accepts, by the name serde reports in type errors (`enum ModelArch`,
/// `struct OptimizerSpec`), in words a user can act on.
pub(crate) fn describe_schema_type(serde_expected: &str) -> Option<String> {
    let quoted = |names: &[&str]| {
        names
            .iter()
            .map(|n| format!("`{n}`"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let one_of = |names: &[&str]| Some(format!("one of {}", quoted(names)));
    let table = |names: &[&str]| Some(format!("a table with keys {}", quoted(names)));
    match serde_expected.strip_prefix("enum ").or_else(|| serde_expected.strip_prefix("struct ")) {
        Some("LrScaling") => one_of(serde_names::<LrScaling>()),
        Some("Precision") => one_of(serde_names::<Precision>()),
        Some("OptimizerName") => one_of(serde_names::<OptimizerName>()),
        Some("ScheduleName") => one_of(serde_names::<ScheduleName>()),
        Some("ScheduleConvention") => one_of(serde_names::<ScheduleConvention>()),
        Some("LrUpdate") => one_of(serde_names::<LrUpdate>()),
        Some("LossName") => one_of(serde_names::<LossName>()),
        Some("ModelArch") => one_of(serde_names::<ModelArch>()),
        Some("DataFormat") => one_of(serde_names::<DataFormat>()),
        Some("SourceKind") => one_of(serde_names::<SourceKind>()),
        Some("DeviceKind") => one_of(serde_names::<DeviceKind>()),
        Some("OptimizerSpec") => table(serde_names::<OptimizerSpec>()),
        Some("ScheduleSpec") => table(serde_names::<ScheduleSpec>()),
        Some("LossSpec") => table(serde_names::<LossSpec>()),
        Some("DcalSpec") => table(serde_names::<DcalSpec>()),
        Some("ClipSpec") => table(serde_names::<ClipSpec>()),
        Some("VicSpec") => table(serde_names::<VicSpec>()),
        Some("SamplingSpec") => Some("a table { kind = \"pk\", identities = .., images_per_identity = .. } or { kind = \"episodes\", n_way = .., k_shot = .., n_query = .. }".into()),
        Some("ModelSpec") => table(serde_names::<ModelSpec>()),
        Some("DataSpec") => table(serde_names::<DataSpec>()),
        Some("PaperSpec") => table(serde_names::<PaperSpec>()),
        Some("TrainSpec") => table(serde_names::<TrainSpec>()),
        Some("SourceNote") => Some("a table { source = \"paper\" | \"authors_code\" | \"unofficial\" | \"assumed\", note = \"...\" }".into()),
        Some("PresetInfo") => table(serde_names::<PresetInfo>()),
        Some("ExperimentConfig") => table(serde_names::<ExperimentConfig>()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_names_lists_struct_fields() {
        let f = field_names::<TrainSpec>();
        assert!(f.contains(&"micro_batch"));
        assert!(f.contains(&"gradient_checkpointing"));
        assert!(!f.contains(&"effective_batch"));
        assert!(field_names::<PaperSpec>().contains(&"effective_batch"));
    }

    #[test]
    fn schema_types_are_described_in_words() {
        let d = describe_schema_type("enum ModelArch").unwrap();
        assert!(d.contains("`resnet34`") && d.contains("`dcal`"), "{d}");
        let d = describe_schema_type("struct OptimizerSpec").unwrap();
        assert!(d.starts_with("a table with keys `name`"), "{d}");
        assert_eq!(describe_schema_type("u32"), None);
    }
}
