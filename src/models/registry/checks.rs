//! What a model table must satisfy to be built, checked once: the rules every architecture
//! shares, its family's own, the losses it trains with and the input sizes it takes. The plan
//! reports a failure at its key (exit code 2); a model built without a plan (tests,
//! benchmarks) fails with the same words, as the builder (`models::build`) asks the same check.
//! A check that passes hands back a [`CheckedSpec`] holding what it resolved (the
//! configuration with the table's overrides, the patch grid, FS-CT's backbone): the
//! constructors take that, so none of them repeats a rule or builds from an unchecked table.

use super::{built_on, entry, vit_config, Family};
use crate::config::keys;
use crate::config::layers::format_float;
use crate::config::schema::{DcalSpec, InputSize, LossName, ModelArch, ModelSpec};
use crate::models::build_error::SpecProblem;
use crate::models::configs::{ClipConfig, PatchGrid, ResNetConfig, VitConfig, SMALL_CNN_CHANNELS};

type Checked<T> = std::result::Result<T, SpecProblem>;

/// A model table that passed [`check`] (its only maker), with what the check resolved.
#[derive(Debug, Clone)]
pub struct CheckedSpec<'a> {
    spec: &'a ModelSpec,
    image: InputSize,
    family: CheckedFamily<'a>,
}

impl<'a> CheckedSpec<'a> {
    /// The table as written.
    pub(crate) fn spec(&self) -> &'a ModelSpec {
        self.spec
    }

    /// The input size, which the model takes (a side its pools halve, patches that tile it).
    pub(crate) fn image(&self) -> InputSize {
        self.image
    }

    /// What its family builds.
    pub(crate) fn family(&self) -> &CheckedFamily<'a> {
        &self.family
    }
}

/// What the family of a checked table builds, as its checks resolved it.
#[derive(Debug, Clone)]
pub enum CheckedFamily<'a> {
    /// The stage widths: the table's, or the default.
    SmallCnn {
        channels: Vec<usize>,
    },
    Conv4,
    ResNet(ResNetConfig),
    /// The configuration with the table's width and depth, and the input's patches.
    Vit {
        config: VitConfig,
        grid: PatchGrid,
    },
    Clip {
        config: ClipConfig,
        grid: PatchGrid,
    },
    /// The ViT backbone's configuration with the table's overrides, its patches, the
    /// `[model.dcal]` table.
    Dcal {
        backbone: VitConfig,
        grid: PatchGrid,
        table: &'a DcalSpec,
    },
    Fsct(FsctBackbone),
    #[cfg(test)]
    ToyBn,
}

/// A backbone FS-CT builds on: its code's Conv4 and basic-block ResNets (ResNet-18 and -34),
/// and paperfit's small CNN.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum FsctBackbone {
    Conv4,
    ResNet(ResNetConfig),
    SmallCnn,
}

impl FsctBackbone {
    /// `arch` as FS-CT's backbone, if FS-CT builds on it: the one list of its backbones.
    pub(crate) fn of(arch: ModelArch) -> Option<FsctBackbone> {
        match entry(arch).family {
            Family::Conv4 => Some(FsctBackbone::Conv4),
            Family::ResNet(config) if !config.bottleneck => Some(FsctBackbone::ResNet(config)),
            Family::SmallCnn => Some(FsctBackbone::SmallCnn),
            Family::ResNet(_) | Family::Vit(_) | Family::Clip(_) | Family::Dcal | Family::Fsct => {
                None
            }
            #[cfg(test)]
            Family::ToyBn => None,
        }
    }

    /// How many times it halves its input with 2 x 2 max-pools (ResNets pad every stride-2
    /// layer, so any side maps to at least 1 x 1).
    fn halvings(self) -> usize {
        match self {
            FsctBackbone::Conv4 => CONV4_HALVINGS,
            FsctBackbone::ResNet(_) => 0,
            FsctBackbone::SmallCnn => SMALL_CNN_CHANNELS.len(),
        }
    }
}

/// Conv4's four blocks each end in a 2 x 2 max-pool.
const CONV4_HALVINGS: usize = 4;

/// Whether the model table `spec` can be built, and what it builds: a backbone exactly where
/// the architecture wraps one, and never a wrapper; the per-architecture tables
/// (`[model.dcal]`, `channels`) only on their architecture; an input size; then its family's
/// own rules, the input size the model can take last.
pub fn check(spec: &ModelSpec) -> Checked<CheckedSpec<'_>> {
    let name = spec.name.as_str();
    let wraps = |arch| entry(arch).wraps_backbone();
    match (wraps(spec.name), spec.backbone) {
        (true, None) => return Err(needs_backbone(spec)),
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
    let image = spec
        .image_size
        .ok_or_else(|| SpecProblem::needs_input_size(spec))?;
    let family = resolve(spec, image)?;
    Ok(CheckedSpec {
        spec,
        image,
        family,
    })
}

/// The family's own rules, ending with the input size its model takes.
fn resolve(spec: &ModelSpec, image: InputSize) -> Checked<CheckedFamily<'_>> {
    Ok(match entry(spec.name).family {
        Family::SmallCnn => {
            let channels = small_cnn_channels(spec)?;
            halves(spec, image, channels.len())?;
            CheckedFamily::SmallCnn { channels }
        }
        Family::Conv4 => {
            halves(spec, image, CONV4_HALVINGS)?;
            CheckedFamily::Conv4
        }
        Family::ResNet(config) => CheckedFamily::ResNet(config),
        Family::Vit(config) => {
            let config = config.with_spec(spec)?;
            let grid = patch_grid(spec, config.patch, image)?;
            CheckedFamily::Vit { config, grid }
        }
        Family::Clip(config) => {
            let config = config.with_spec(spec)?;
            let grid = patch_grid(spec, config.patch, image)?;
            CheckedFamily::Clip { config, grid }
        }
        Family::Dcal => {
            let (backbone, table) = check_dcal(spec)?;
            let grid = patch_grid(spec, backbone.patch, image)?;
            CheckedFamily::Dcal {
                backbone,
                grid,
                table,
            }
        }
        Family::Fsct => {
            let backbone = check_fsct(spec)?;
            halves(spec, image, backbone.halvings())?;
            CheckedFamily::Fsct(backbone)
        }
        #[cfg(test)]
        Family::ToyBn => CheckedFamily::ToyBn,
    })
}

/// The wrapper `spec` names has no backbone.
fn needs_backbone(spec: &ModelSpec) -> SpecProblem {
    SpecProblem::new(
        keys::MODEL_NAME,
        format!("`{}` needs a backbone", spec.name.as_str()),
        "model.backbone = \"vit_b16\", say",
    )
}

/// An input the model `spec` names (or wraps) cannot take.
fn bad_input(why: String) -> SpecProblem {
    SpecProblem::new(
        keys::MODEL_IMAGE_SIZE,
        why,
        "an input size the model can take",
    )
}

/// The `patch` x `patch` patches the model `spec` names (or wraps) cuts `image` into, if they
/// tile it.
fn patch_grid(spec: &ModelSpec, patch: usize, image: InputSize) -> Checked<PatchGrid> {
    PatchGrid::new(patch, image).ok_or_else(|| {
        bad_input(format!(
            "`{}` cuts its input into {patch} x {patch} patches: {} x {} is not a multiple of {patch}",
            built_on(spec).as_str(),
            image.height,
            image.width
        ))
    })
}

/// Every 2 x 2 max-pool of the `pools` the model `spec` names (or wraps) halves its input with
/// needs a side of at least 2.
fn halves(spec: &ModelSpec, image: InputSize, pools: usize) -> Checked<()> {
    // A side is at most u32::MAX: 32 pools or more need more than any side has.
    let least = 1u64.checked_shl(pools as u32).unwrap_or(u64::MAX);
    if u64::from(image.height) < least || u64::from(image.width) < least {
        return Err(bad_input(format!(
            "`{}` halves its input {pools} times: {} x {} is smaller than {least} x {least}",
            built_on(spec).as_str(),
            image.height,
            image.width
        )));
    }
    Ok(())
}

/// The small CNN's stage widths: the table's when it gives them (positive, at least one).
fn small_cnn_channels(spec: &ModelSpec) -> Checked<Vec<usize>> {
    match &spec.channels {
        Some(ch) if ch.is_empty() || ch.contains(&0) => Err(SpecProblem::new(
            keys::MODEL_CHANNELS,
            "channels must be a non-empty list of positive widths",
            "e.g. [16, 32, 64]",
        )),
        Some(ch) => Ok(ch.iter().map(|&c| c as usize).collect()),
        None => Ok(SMALL_CNN_CHANNELS.iter().map(|&c| c as usize).collect()),
    }
}

/// DCAL: its `[model.dcal]` table (a local-query ratio in (0, 1], the paper's one GLCA block)
/// on a ViT backbone, whose configuration (with the table's width and depth) it returns.
fn check_dcal(spec: &ModelSpec) -> Checked<(VitConfig, &DcalSpec)> {
    if !spec.backbone.is_some_and(|b| entry(b).is_vit()) {
        return Err(SpecProblem::new(
            keys::MODEL_BACKBONE,
            "DCAL needs a ViT backbone",
            "vit_b16, deit_small, ...",
        ));
    }
    let dcal = spec.dcal.as_ref().ok_or_else(|| {
        SpecProblem::new(
            keys::MODEL_NAME,
            "DCAL needs a [model.dcal] table",
            "[model.dcal] local_query_ratio = 0.1",
        )
    })?;
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
    Ok((vit_config(spec)?, dcal))
}

/// FS-CT: one of its backbones (returned); its head's width is the backbone's, its depth at
/// least 1.
fn check_fsct(spec: &ModelSpec) -> Checked<FsctBackbone> {
    let arch = spec.backbone.ok_or_else(|| needs_backbone(spec))?;
    let Some(backbone) = FsctBackbone::of(arch) else {
        let mut names: Vec<&str> = ModelArch::ALL
            .iter()
            .filter(|&&a| FsctBackbone::of(a).is_some())
            .map(|a| a.as_str())
            .collect();
        names.sort_unstable();
        return Err(SpecProblem::new(
            keys::MODEL_BACKBONE,
            format!("fsct cannot use `{}` as its backbone", arch.as_str()),
            format!("one of {}", names.join(", ")),
        ));
    };
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
    Ok(backbone)
}

/// Whether this version can train the architecture `spec` names with `loss`; the reason when
/// it cannot.
pub fn check_model_supports_loss(
    spec: &ModelSpec,
    loss: LossName,
) -> std::result::Result<(), String> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::schema::{DcalSpec, InputSize};
    use crate::models::configs::PatchGrid;
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
            assert_eq!(check(&ok).map(|_| ()), Ok(()), "{}", ok.name.as_str());
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

    /// What a check resolves is what the constructors build: the table's overrides in the
    /// configuration, the patches of the input (a wrapper's through its backbone's), FS-CT's
    /// backbone; and the input every family takes is checked through its own pools or patches.
    #[test]
    fn a_check_hands_back_what_it_resolved() {
        let mut vit = spec(A::VitB16, None);
        vit.width = Some(128);
        vit.depth = Some(2);
        vit.image_size = Some(InputSize {
            height: 64,
            width: 32,
        });
        match check(&vit).unwrap().family() {
            CheckedFamily::Vit { config, grid } => {
                assert_eq!((config.dim, config.heads, config.depth), (128, 2, 2));
                assert_eq!((grid.patch(), grid.patches()), (16, 8));
            }
            other => panic!("{other:?}"),
        }
        let mut dcal = spec(A::Dcal, Some(A::DeitTiny));
        dcal.image_size = Some(InputSize::square(48));
        match check(&dcal).unwrap().family() {
            CheckedFamily::Dcal {
                backbone,
                grid,
                table,
            } => {
                assert_eq!((backbone.dim, backbone.patch), (192, 16));
                assert_eq!(grid.patches(), 9);
                assert_eq!(table.local_query_ratio, 0.1);
            }
            other => panic!("{other:?}"),
        }
        for (backbone, expected) in [
            (A::Conv4, Some(FsctBackbone::Conv4)),
            (A::SmallCnn, Some(FsctBackbone::SmallCnn)),
            (A::Resnet50, None),
            (A::SeResNext50_32x4d, None),
            (A::DeitTiny, None),
        ] {
            assert_eq!(
                FsctBackbone::of(backbone),
                expected,
                "{}",
                backbone.as_str()
            );
        }
        assert!(
            matches!(FsctBackbone::of(A::Resnet34), Some(FsctBackbone::ResNet(c)) if c.layers == [3, 4, 6, 3])
        );
        // Conv4 under FS-CT pools four times: 15 px is too small, 16 is not.
        let mut fsct = spec(A::Fsct, Some(A::Conv4));
        fsct.image_size = Some(InputSize::square(15));
        let problem = check(&fsct).unwrap_err();
        assert_eq!(problem.key, keys::MODEL_IMAGE_SIZE);
        assert!(
            problem
                .message
                .starts_with("`conv4` halves its input 4 times"),
            "{problem}"
        );
        fsct.image_size = Some(InputSize::square(16));
        assert!(matches!(
            check(&fsct).unwrap().family(),
            CheckedFamily::Fsct(FsctBackbone::Conv4)
        ));
        // More pools than a side has bits is refused, not an overflow.
        let mut deep = spec(A::SmallCnn, None);
        deep.channels = Some(vec![4; 70]);
        assert_eq!(check(&deep).unwrap_err().key, keys::MODEL_IMAGE_SIZE);
        let mut unsized_ = spec(A::Resnet18, None);
        unsized_.image_size = None;
        assert_eq!(check(&unsized_).unwrap_err().key, keys::MODEL_IMAGE_SIZE);
    }

    /// A grid exists only where its patches tile the input.
    #[test]
    fn a_patch_grid_tiles_its_input_or_is_not_made() {
        let grid = PatchGrid::new(
            16,
            InputSize {
                height: 224,
                width: 160,
            },
        )
        .unwrap();
        assert_eq!((grid.patch(), grid.patches()), (16, 14 * 10));
        for (patch, h, w) in [
            (16, 230, 224),
            (16, 224, 8),
            (16, 8, 8),
            (0, 16, 16),
            (32, 0, 32),
        ] {
            assert_eq!(
                PatchGrid::new(
                    patch,
                    InputSize {
                        height: h,
                        width: w
                    }
                ),
                None,
                "{patch} {h}x{w}"
            );
        }
    }
}
