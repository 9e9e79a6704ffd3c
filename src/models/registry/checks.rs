//! What a model table must satisfy to be built, checked once: the rules every architecture
//! shares here, then its family's own (`ModelFamily::check`), ending with the input size its
//! model takes; and the losses it trains with. The plan reports a failure at its key (exit code
//! 2); a model built without a plan (tests, benchmarks) fails with the same words, as the
//! builder (`models::build`) asks the same check. A check that passes hands back a
//! [`CheckedSpec`] holding what the family resolved (the configuration with the table's
//! overrides, the patch grid, FS-CT's backbone), which builds the model: no constructor repeats
//! a rule or builds from an unchecked table.

use super::entry;
use crate::config::keys;
use crate::config::schema::{LossName, ModelArch, ModelSpec};
use crate::models::build_error::SpecProblem;
use crate::models::family::CheckedSpec;

/// Whether the model table `spec` can be built, and what it builds: a backbone exactly where
/// the architecture wraps one, and never a wrapper; the per-architecture tables
/// (`[model.dcal]`, `channels`) only on their architecture; an input size; then its family's
/// own rules, the input size the model can take last.
pub fn check(spec: &ModelSpec) -> Result<CheckedSpec<'_>, SpecProblem> {
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
    let image = spec
        .image_size
        .ok_or_else(|| SpecProblem::needs_input_size(spec))?;
    let blueprint = entry(spec.name)
        .family
        .check(spec, image, |arch| entry(arch).family)?;
    Ok(CheckedSpec::new(spec, image, blueprint))
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
    use crate::models::configs::{FsctBackbone, PatchGrid};
    use crate::models::dcal::DcalBlueprint;
    use crate::models::vit::VitBlueprint;
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
        let checked = check(&vit).unwrap();
        let VitBlueprint { config, grid } = checked.blueprint().expect("a ViT's");
        assert_eq!((config.dim, config.heads, config.depth), (128, 2, 2));
        assert_eq!((grid.patch(), grid.patches()), (16, 8));
        let mut dcal = spec(A::Dcal, Some(A::DeitTiny));
        dcal.image_size = Some(InputSize::square(48));
        let checked = check(&dcal).unwrap();
        let DcalBlueprint {
            backbone,
            grid,
            table,
        } = checked.blueprint().expect("DCAL's");
        assert_eq!((backbone.dim, backbone.patch), (192, 16));
        assert_eq!(grid.patches(), 9);
        assert_eq!(table.local_query_ratio, 0.1);
        assert!(checked.blueprint::<VitBlueprint>().is_none());
        for (backbone, expected) in [
            (A::Conv4, Some(FsctBackbone::Conv4)),
            (A::SmallCnn, Some(FsctBackbone::SmallCnn)),
            (A::Resnet50, None),
            (A::SeResNext50_32x4d, None),
            (A::DeitTiny, None),
        ] {
            assert_eq!(
                entry(backbone).family.kind().fsct_backbone(),
                expected,
                "{}",
                backbone.as_str()
            );
        }
        assert!(
            matches!(entry(A::Resnet34).family.kind().fsct_backbone(), Some(FsctBackbone::ResNet(c)) if c.layers == [3, 4, 6, 3])
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
        let resolved = format!("{:?}", check(&fsct).unwrap());
        assert!(resolved.contains("FsctBlueprint(Conv4)"), "{resolved}");
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
