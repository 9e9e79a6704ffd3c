//! What a model table must satisfy to be built, checked once: the rules every architecture
//! shares, each family's own (its entry's `check`), the losses it trains with and the input
//! sizes it takes. The plan reports a failure at its key (exit code 2); a model built without a
//! plan (tests, benchmarks) fails with the same words, as the builder (`models::build`) runs
//! the same checks.

use super::{built_on, entry};
use crate::config::keys;
use crate::config::layers::format_float;
use crate::config::schema::{DcalSpec, LossName, ModelArch, ModelSpec};
use crate::models::build_error::SpecProblem;
use crate::models::configs::heads_of_64;

pub(super) type Checked = std::result::Result<(), SpecProblem>;

/// Whether the model table `spec` can be built: a backbone exactly where the architecture
/// wraps one, and never a wrapper; the per-architecture tables (`[model.dcal]`, `channels`)
/// only on their architecture; what the architecture's own entry requires; and an input size
/// the model can take ([`check_input_size`]).
pub(crate) fn check(spec: &ModelSpec) -> Checked {
    let name = spec.name.as_str();
    let wraps = |arch| entry(arch).wraps_backbone();
    match (wraps(spec.name), spec.backbone) {
        (true, None) => {
            return Err(SpecProblem::new(
                keys::MODEL_NAME,
                format!("`{name}` needs a backbone"),
                "model.backbone = \"vit_b16\", say",
            ))
        }
        (false, Some(_)) => {
            return Err(SpecProblem::new(
                keys::MODEL_BACKBONE,
                format!("`{name}` takes no backbone"),
                "no model.backbone",
            ))
        }
        (true, Some(b)) if wraps(b) => {
            return Err(SpecProblem::new(
                keys::MODEL_BACKBONE,
                format!("`{}` cannot be a backbone", b.as_str()),
                "a plain architecture such as vit_b16 or resnet34",
            ))
        }
        _ => {}
    }
    if spec.dcal.is_some() && spec.name != ModelArch::Dcal {
        return Err(SpecProblem::new(
            keys::MODEL_DCAL,
            format!("[model.dcal] applies to dcal, not {name}"),
            "no [model.dcal]",
        ));
    }
    if spec.channels.is_some() && spec.name != ModelArch::SmallCnn {
        return Err(SpecProblem::new(
            keys::MODEL_CHANNELS,
            format!("`channels` applies to small_cnn, not {name}"),
            "no channels",
        ));
    }
    (entry(spec.name).check)(spec)?;
    check_input_size(spec).map_err(|why| {
        SpecProblem::new(
            keys::MODEL_IMAGE_SIZE,
            why,
            "an input size the model can take",
        )
    })
}

/// Nothing beyond the shared checks.
pub(super) fn no_requirements(_: &ModelSpec) -> Checked {
    Ok(())
}

/// The small CNN's stage widths, when the table gives them.
pub(super) fn check_small_cnn(spec: &ModelSpec) -> Checked {
    match &spec.channels {
        Some(ch) if ch.is_empty() || ch.contains(&0) => Err(SpecProblem::new(
            keys::MODEL_CHANNELS,
            "channels must be a non-empty list of positive widths",
            "e.g. [16, 32, 64]",
        )),
        _ => Ok(()),
    }
}

/// A transformer's width override splits into heads of 64 channels.
pub(super) fn check_transformer(spec: &ModelSpec) -> Checked {
    match spec.width {
        Some(width) => heads_of_64(width).map(|_| ()),
        None => Ok(()),
    }
}

/// DCAL: its `[model.dcal]` table (a local-query ratio in (0, 1], the paper's one GLCA block)
/// on a ViT backbone.
pub(super) fn check_dcal(spec: &ModelSpec) -> Checked {
    if !spec.backbone.is_some_and(|b| entry(b).is_vit()) {
        return Err(SpecProblem::new(
            keys::MODEL_BACKBONE,
            "DCAL needs a ViT backbone",
            "vit_b16, deit_small, ...",
        ));
    }
    let dcal = dcal_table(spec)?;
    let r = dcal.local_query_ratio;
    if !(r > 0.0 && r <= 1.0) {
        return Err(SpecProblem::new(
            keys::MODEL_DCAL_LOCAL_QUERY_RATIO,
            format!(
                "`{}` = {} is out of range",
                keys::MODEL_DCAL_LOCAL_QUERY_RATIO,
                format_float(r)
            ),
            "a fraction in (0, 1]",
        ));
    }
    if dcal.glca_blocks != 1 {
        return Err(SpecProblem::new(
            keys::MODEL_DCAL_GLCA_BLOCKS,
            format!(
                "{} GLCA blocks: the paper uses M = 1 and paperfit builds exactly one",
                dcal.glca_blocks
            ),
            "glca_blocks = 1",
        ));
    }
    check_transformer(spec)
}

/// DCAL's `[model.dcal]` table.
pub(crate) fn dcal_table(spec: &ModelSpec) -> std::result::Result<&DcalSpec, SpecProblem> {
    spec.dcal.as_ref().ok_or_else(|| {
        SpecProblem::new(
            keys::MODEL_NAME,
            "DCAL needs a [model.dcal] table",
            "[model.dcal] local_query_ratio = 0.1",
        )
    })
}

/// The backbones FS-CT is built on (its code's: Conv4, ResNet-18 and -34; and the small CNN).
const FSCT_BACKBONES: &[ModelArch] = &[
    ModelArch::Conv4,
    ModelArch::Resnet18,
    ModelArch::Resnet34,
    ModelArch::SmallCnn,
];

/// FS-CT: one of its backbones; its head's width is the backbone's, its depth at least 1.
pub(super) fn check_fsct(spec: &ModelSpec) -> Checked {
    let names = FSCT_BACKBONES
        .iter()
        .map(|a| a.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    if let Some(b) = spec.backbone.filter(|b| !FSCT_BACKBONES.contains(b)) {
        return Err(SpecProblem::new(
            keys::MODEL_BACKBONE,
            format!("fsct cannot use `{}` as its backbone", b.as_str()),
            format!("one of {names}"),
        ));
    }
    if spec.width.is_some() {
        return Err(SpecProblem::new(
            keys::MODEL_WIDTH,
            "fsct has no `width` setting: the head's width is the backbone's",
            "no model.width",
        ));
    }
    if spec.depth == Some(0) {
        return Err(SpecProblem::new(
            keys::MODEL_DEPTH,
            "fsct needs a transformer depth of at least 1",
            "model.depth = 1 (the code's)",
        ));
    }
    Ok(())
}

/// Whether this version can train `spec` with `loss`; the reason when it cannot.
pub fn check_model_supports_loss(
    spec: &ModelSpec,
    loss: LossName,
) -> std::result::Result<(), String> {
    if spec.name == ModelArch::Fsct {
        check_fsct(spec).map_err(|p| p.to_string())?;
    }
    let supported = entry(spec.name).losses;
    if supported.contains(&loss) {
        Ok(())
    } else {
        Err(format!(
            "model `{}` trains with {}, not `{}`",
            spec.name.as_str(),
            supported
                .iter()
                .map(|l| format!("`{}`", l.as_str()))
                .collect::<Vec<_>>()
                .join(", "),
            loss.as_str()
        ))
    }
}

/// Why `spec`'s input size cannot go through its model, if it cannot: every max-pool needs a
/// side of at least its window, a patch embedding a multiple of its patch. Checked when the
/// plan is made, so a run never fails at its first step for it.
pub(crate) fn check_input_size(spec: &ModelSpec) -> std::result::Result<(), String> {
    let Some(size) = spec.image_size else {
        return Ok(());
    };
    let (h, w) = (size.height as usize, size.width as usize);
    let arch = built_on(spec);
    let family = entry(arch).family;
    if let Some(p) = family.patch() {
        if h % p != 0 || w % p != 0 || h < p || w < p {
            return Err(format!(
                "`{}` cuts its input into {p} x {p} patches: {h} x {w} is not a multiple of {p}",
                arch.as_str()
            ));
        }
        return Ok(());
    }
    let pools = family.halvings(spec);
    let least = 1usize << pools;
    if h < least || w < least {
        return Err(format!(
            "`{}` halves its input {pools} times: {h} x {w} is smaller than {least} x {least}",
            arch.as_str()
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::schema::{DcalSpec, InputSize};
    use ModelArch as A;

    fn spec(name: ModelArch, backbone: Option<ModelArch>) -> ModelSpec {
        let mut spec = ModelSpec::new(name, 4, InputSize::square(32));
        spec.backbone = backbone;
        if name == A::Dcal {
            spec.dcal = Some(DcalSpec {
                local_query_ratio: 0.1,
                glca_blocks: 1,
                pair_wise: true,
            });
        }
        spec
    }

    /// Each rule of `check` refuses its table at its key, and the tables the shipped
    /// experiments use pass.
    #[test]
    fn each_check_refuses_its_table_at_its_key() {
        for ok in [
            spec(A::SmallCnn, None),
            spec(A::DeitTiny, None),
            spec(A::Dcal, Some(A::VitB16)),
            spec(A::Fsct, Some(A::Resnet34)),
            spec(A::ClipVitB32, None),
        ] {
            assert_eq!(check(&ok), Ok(()), "{}", ok.name.as_str());
        }
        let with = |mut s: ModelSpec, f: &dyn Fn(&mut ModelSpec)| {
            f(&mut s);
            s
        };
        let refused = [
            (spec(A::Dcal, None), keys::MODEL_NAME),
            (spec(A::SmallCnn, Some(A::Resnet18)), keys::MODEL_BACKBONE),
            (spec(A::Fsct, Some(A::Dcal)), keys::MODEL_BACKBONE),
            (spec(A::Dcal, Some(A::Resnet50)), keys::MODEL_BACKBONE),
            (
                with(spec(A::Dcal, Some(A::VitB16)), &|s| s.dcal = None),
                keys::MODEL_NAME,
            ),
            (
                with(spec(A::Dcal, Some(A::VitB16)), &|s| {
                    s.dcal.as_mut().unwrap().glca_blocks = 2
                }),
                keys::MODEL_DCAL_GLCA_BLOCKS,
            ),
            (
                with(spec(A::Dcal, Some(A::VitB16)), &|s| {
                    s.dcal.as_mut().unwrap().local_query_ratio = 0.0
                }),
                keys::MODEL_DCAL_LOCAL_QUERY_RATIO,
            ),
            (
                with(spec(A::Dcal, Some(A::VitB16)), &|s| s.width = Some(129)),
                keys::MODEL_WIDTH,
            ),
            (
                with(spec(A::DeitTiny, None), &|s| s.width = Some(129)),
                keys::MODEL_WIDTH,
            ),
            (
                with(spec(A::DeitTiny, None), &|s| s.channels = Some(vec![8])),
                keys::MODEL_CHANNELS,
            ),
            (
                with(spec(A::SmallCnn, None), &|s| s.channels = Some(vec![])),
                keys::MODEL_CHANNELS,
            ),
            (spec(A::Fsct, Some(A::Resnet50)), keys::MODEL_BACKBONE),
            (
                with(spec(A::Fsct, Some(A::Conv4)), &|s| s.width = Some(64)),
                keys::MODEL_WIDTH,
            ),
            (
                with(spec(A::Fsct, Some(A::Conv4)), &|s| s.depth = Some(0)),
                keys::MODEL_DEPTH,
            ),
        ];
        for (bad, key) in refused {
            let problem = check(&bad).expect_err(bad.name.as_str());
            assert_eq!(problem.key, key, "{problem}");
        }
    }
}
