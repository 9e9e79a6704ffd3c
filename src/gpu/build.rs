//! What this binary's CUDA code was built for, as the kernels' `build.rs` compiled it, and which cards it
//! therefore runs on.

use paperfit_kernels::build_info::KERNEL_BUILD;
use serde::Serialize;

use super::ComputeCapability;

/// What this binary's CUDA code runs on, as `build.rs` compiled it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CudaBuild {
    /// The lowest compute capability the binary runs on: candle's kernels are PTX for it
    /// (`CUDA_COMPUTE_CAP` at build time). `None`: built without CUDA.
    pub floor: Option<ComputeCapability>,
    /// paperfit's kernels as machine code for these capabilities...
    pub machine_code: Vec<ComputeCapability>,
    /// ... and as PTX of this one, which the driver compiles for newer cards.
    pub ptx: Option<ComputeCapability>,
}

impl CudaBuild {
    /// This binary's.
    pub fn current() -> Self {
        let parse = |text: Option<&str>| text.and_then(ComputeCapability::parse);
        CudaBuild {
            floor: parse(KERNEL_BUILD.floor),
            machine_code: KERNEL_BUILD
                .machine_code
                .split(',')
                .filter_map(ComputeCapability::parse)
                .collect(),
            ptx: parse(KERNEL_BUILD.ptx),
        }
    }

    /// The capabilities, as the doctor and error messages print them.
    pub fn describe(&self) -> String {
        match (self.floor, self.ptx) {
            (Some(floor), Some(ptx)) => format!(
                "this paperfit's CUDA code runs on compute capability {} (machine code for {}, PTX for {ptx} and newer{})",
                match Self::candle_ptx(floor) {
                    CandlePtx::Portable => format!("{floor} and newer"),
                    CandlePtx::ThisCard => format!("{floor} only"),
                    CandlePtx::ThisFamily => format!("{floor} and newer {}.x", floor.major),
                },
                self.machine_code
                    .iter()
                    .map(ComputeCapability::to_string)
                    .collect::<Vec<_>>()
                    .join(", "),
                match Self::candle_ptx(floor) {
                    CandlePtx::Portable => String::new(),
                    CandlePtx::ThisCard => format!(
                        "; candle's kernels are PTX for {floor} alone (compute_{}a)",
                        floor.digits()
                    ),
                    CandlePtx::ThisFamily => format!(
                        "; candle's kernels are PTX for the {}.x family (compute_{}f)",
                        floor.major,
                        floor.digits()
                    ),
                }
            ),
            _ => "this paperfit was built without CUDA".to_string(),
        }
    }

    /// Which cards candle's kernels, PTX for the floor, load on. candle-kernels compiles for
    /// `CUDA_COMPUTE_CAP` through cudaforge, which picks an architecture-specific target from
    /// 9.0 up (`compute_90a`, `compute_100a`, `compute_120a`: that capability alone, for its
    /// asynchronous and matrix instructions) and a family target above 12.0 (`compute_121f`:
    /// that major version, the same minor or later); below 9.0 plain PTX, which the driver
    /// compiles for any later card.
    fn candle_ptx(floor: ComputeCapability) -> CandlePtx {
        match floor.digits() {
            d if d < 90 => CandlePtx::Portable,
            d if d <= 120 => CandlePtx::ThisCard,
            _ => CandlePtx::ThisFamily,
        }
    }

    /// Why this binary cannot run on a card of capability `card`, with the command that builds
    /// one that can; `None` when it can. (Its caller opens a CUDA device.)
    #[cfg(any(feature = "cuda", test))]
    pub(crate) fn refuses(&self, card: ComputeCapability) -> Option<String> {
        let floor = self.floor?;
        let runs = match Self::candle_ptx(floor) {
            CandlePtx::Portable => card >= floor,
            CandlePtx::ThisCard => card == floor,
            CandlePtx::ThisFamily => card.major == floor.major && card >= floor,
        };
        (!runs).then(|| {
            format!(
                "this GPU has compute capability {card}, but {}; build one for this card with `CUDA_COMPUTE_CAP={} cargo build --release --features cuda`",
                self.describe(),
                card.digits()
            )
        })
    }

    /// Why bf16 cannot be computed on a card of capability `card` (unknown: `None`) with this
    /// binary; `None` when it can, or when nothing says it cannot.
    pub(crate) fn bf16_unavailable(
        &self,
        card: Option<(&str, ComputeCapability)>,
    ) -> Option<String> {
        if let Some((name, cc)) = card.filter(|(_, cc)| !cc.has_bf16()) {
            return Some(format!(
                "{name} has compute capability {cc}, and bf16 needs {} (Ampere) or newer",
                ComputeCapability::BF16
            ));
        }
        let floor = self.floor.filter(|f| !f.has_bf16())?;
        Some(format!(
            "this paperfit's CUDA kernels were built for compute capability {floor} (CUDA_COMPUTE_CAP={}), whose kernels have no bf16; a build with CUDA_COMPUTE_CAP=80 or higher has them",
            floor.digits()
        ))
    }
}

/// Which cards candle's kernels in a build load on ([`CudaBuild::candle_ptx`]).
enum CandlePtx {
    /// The floor and every later capability.
    Portable,
    /// The floor's capability alone.
    ThisCard,
    /// The floor's major version, from its minor on.
    ThisFamily,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_build_refuses_cards_below_its_floor_and_names_the_build_that_serves_them() {
        let cc = |t: &str| ComputeCapability::parse(t).unwrap();
        let build = CudaBuild {
            floor: Some(cc("8.0")),
            machine_code: ["8.0", "8.6", "9.0"].map(cc).to_vec(),
            ptx: Some(cc("9.0")),
        };
        assert_eq!(build.refuses(cc("8.6")), None);
        assert_eq!(build.refuses(cc("12.0")), None);
        let why = build.refuses(cc("7.5")).unwrap();
        assert!(why.contains("compute capability 7.5"), "{why}");
        assert!(
            why.contains("CUDA_COMPUTE_CAP=75 cargo build --release --features cuda"),
            "{why}"
        );
        assert!(build
            .describe()
            .contains("machine code for 8.0, 8.6, 9.0, PTX for 9.0"));
        // bf16: the card decides, then the build's floor.
        assert_eq!(build.bf16_unavailable(Some(("A10", cc("8.6")))), None);
        assert_eq!(build.bf16_unavailable(None), None);
        let why = build
            .bf16_unavailable(Some(("TITAN RTX", cc("7.5"))))
            .unwrap();
        assert!(
            why.contains("TITAN RTX has compute capability 7.5"),
            "{why}"
        );
        let turing_build = CudaBuild {
            floor: Some(cc("7.5")),
            ..build
        };
        let why = turing_build
            .bf16_unavailable(Some(("A10", cc("8.6"))))
            .unwrap();
        assert!(why.contains("CUDA_COMPUTE_CAP=75"), "{why}");
        let cpu = CudaBuild {
            floor: None,
            machine_code: Vec::new(),
            ptx: None,
        };
        assert_eq!(cpu.refuses(cc("5.0")), None);
        assert_eq!(cpu.describe(), "this paperfit was built without CUDA");
    }

    /// candle's kernels in a build for 9.0 are `compute_90a` PTX, which loads on 9.0 alone: a
    /// B200 (10.0) or an RTX 50 (12.0) is refused at the start with the build that serves it,
    /// not at the first kernel.
    #[test]
    fn an_architecture_specific_floor_runs_on_its_own_card_alone() {
        let cc = |t: &str| ComputeCapability::parse(t).unwrap();
        let hopper = CudaBuild {
            floor: Some(cc("9.0")),
            machine_code: ["9.0", "10.0", "12.0"].map(cc).to_vec(),
            ptx: Some(cc("12.0")),
        };
        assert_eq!(hopper.refuses(cc("9.0")), None);
        for other in ["8.6", "10.0", "12.0"] {
            let why = hopper.refuses(cc(other)).unwrap();
            assert!(
                why.contains(&format!(
                    "CUDA_COMPUTE_CAP={} cargo build",
                    cc(other).digits()
                )),
                "{why}"
            );
        }
        let said = hopper.describe();
        assert!(said.contains("compute capability 9.0 only"), "{said}");
        assert!(said.contains("compute_90a"), "{said}");
        // A family target (above 12.0) runs on its major version from its minor on.
        let spark = CudaBuild {
            floor: Some(cc("12.1")),
            machine_code: vec![cc("12.1")],
            ptx: Some(cc("12.1")),
        };
        assert_eq!(spark.refuses(cc("12.1")), None);
        assert_eq!(spark.refuses(cc("12.3")), None);
        assert!(spark.refuses(cc("12.0")).is_some());
        assert!(spark.refuses(cc("13.0")).is_some());
    }
}
