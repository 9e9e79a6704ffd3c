//! What every CPU twin shares: element types and the precision they compute in, typed views
//! of candle's CPU storage, and row-parallel loops.
//!
//! A twin reads its inputs in their storage dtype, computes in [`Acc`] (f32 for f32, f16 and
//! bf16, as the CUDA kernels do; f64 for f64, so gradient checks by finite differences run in
//! f64 end to end) and writes its outputs in their dtype.

use candle_core::{bail, CpuStorage, DType, Layout, Result, Storage, Tensor, WithDType};
use half::{bf16, f16};

/// The precision a twin computes in.
pub trait Acc:
    Copy
    + Send
    + Sync
    + PartialOrd
    + std::fmt::Debug
    + std::ops::Add<Output = Self>
    + std::ops::Sub<Output = Self>
    + std::ops::Mul<Output = Self>
    + std::ops::Div<Output = Self>
    + std::ops::Neg<Output = Self>
    + std::ops::AddAssign
    + std::iter::Sum
    + 'static
{
    const ZERO: Self;
    const ONE: Self;
    const NEG_INFINITY: Self;
    fn from_f64(v: f64) -> Self;
    fn to_f64(self) -> f64;
    fn exp(self) -> Self;
    fn ln(self) -> Self;
    fn sqrt(self) -> Self;
    /// The exact GELU of each value in place (with `derivative`, its derivative).
    fn gelu_in_place(values: &mut [Self], derivative: bool);
    fn max(self, other: Self) -> Self;
    fn is_finite(self) -> bool;
}

impl Acc for f32 {
    const ZERO: Self = 0.0;
    const ONE: Self = 1.0;
    const NEG_INFINITY: Self = f32::NEG_INFINITY;
    fn from_f64(v: f64) -> Self {
        v as f32
    }
    fn to_f64(self) -> f64 {
        self as f64
    }
    fn exp(self) -> Self {
        f32::exp(self)
    }
    fn ln(self) -> Self {
        f32::ln(self)
    }
    fn sqrt(self) -> Self {
        f32::sqrt(self)
    }
    fn gelu_in_place(values: &mut [Self], derivative: bool) {
        crate::vector_math::gelu_in_place(values, derivative);
    }
    fn max(self, other: Self) -> Self {
        f32::max(self, other)
    }
    fn is_finite(self) -> bool {
        f32::is_finite(self)
    }
}

impl Acc for f64 {
    const ZERO: Self = 0.0;
    const ONE: Self = 1.0;
    const NEG_INFINITY: Self = f64::NEG_INFINITY;
    fn from_f64(v: f64) -> Self {
        v
    }
    fn to_f64(self) -> f64 {
        self
    }
    fn exp(self) -> Self {
        f64::exp(self)
    }
    fn ln(self) -> Self {
        f64::ln(self)
    }
    fn sqrt(self) -> Self {
        f64::sqrt(self)
    }
    fn gelu_in_place(values: &mut [Self], derivative: bool) {
        crate::vector_math::gelu_in_place_f64(values, derivative);
    }
    fn max(self, other: Self) -> Self {
        f64::max(self, other)
    }
    fn is_finite(self) -> bool {
        f64::is_finite(self)
    }
}

/// A storage element and the precision it is computed in.
pub trait Elem: WithDType + Send + Sync {
    type A: Acc;
    fn load(self) -> Self::A;
    fn store(v: Self::A) -> Self;
}

impl Elem for f32 {
    type A = f32;
    fn load(self) -> f32 {
        self
    }
    fn store(v: f32) -> Self {
        v
    }
}

impl Elem for f64 {
    type A = f64;
    fn load(self) -> f64 {
        self
    }
    fn store(v: f64) -> Self {
        v
    }
}

impl Elem for f16 {
    type A = f32;
    fn load(self) -> f32 {
        self.to_f32()
    }
    fn store(v: f32) -> Self {
        f16::from_f32(v)
    }
}

impl Elem for bf16 {
    type A = f32;
    fn load(self) -> f32 {
        self.to_f32()
    }
    fn store(v: f32) -> Self {
        bf16::from_f32(v)
    }
}

/// The elements of a contiguous `layout` of `storage` as `T`.
pub(crate) fn slice<'a, T: WithDType>(
    storage: &'a CpuStorage,
    layout: &Layout,
    what: &str,
) -> Result<&'a [T]> {
    let Some((start, end)) = layout.contiguous_offsets() else {
        bail!(
            "{what}: the operand must be contiguous (got strides {:?})",
            layout.stride()
        );
    };
    Ok(&storage.as_slice::<T>()?[start..end])
}

/// Runs `f` on the CPU storage of `t`, a tensor an op keeps beside its operands (saved
/// statistics, a weight).
pub(crate) fn with_cpu<R>(
    t: &Tensor,
    what: &str,
    f: impl FnOnce(&CpuStorage, &Layout) -> Result<R>,
) -> Result<R> {
    let (guard, layout) = t.storage_and_layout();
    match &*guard {
        Storage::Cpu(s) => f(s, layout),
        _ => bail!("{what}: kept on another device than the op's operands"),
    }
}

/// The dtype a master weight of compute dtype `dtype` has: f64 in gradient checks, else f32.
pub fn master_dtype(dtype: DType) -> DType {
    if dtype == DType::F64 {
        DType::F64
    } else {
        DType::F32
    }
}

/// Rows of `cols` elements handled per task: enough work to be worth a thread.
fn rows_per_task(cols: usize) -> usize {
    (16_384 / cols.max(1)).max(1)
}

/// At least this many rows per rayon task: enough work per task to be worth a thread.
pub(crate) fn min_rows(cols: usize) -> usize {
    rows_per_task(cols)
}

/// Dispatches `$body` with `$t` bound to the element type of a compute-dtype storage, and
/// `$w` to the matching master dtype (f64 with f64, f32 otherwise).
macro_rules! with_elem {
    ($dtype:expr, |$t:ident| $body:expr) => {
        $crate::cpu::with_elem!($dtype, |$t, __Master| $body)
    };
    ($dtype:expr, |$t:ident, $w:ident| $body:expr) => {
        match $dtype {
            candle_core::DType::F32 => {
                #[allow(dead_code)]
                type $w = f32;
                type $t = f32;
                $body
            }
            candle_core::DType::F64 => {
                #[allow(dead_code)]
                type $w = f64;
                type $t = f64;
                $body
            }
            candle_core::DType::F16 => {
                #[allow(dead_code)]
                type $w = f32;
                type $t = half::f16;
                $body
            }
            candle_core::DType::BF16 => {
                #[allow(dead_code)]
                type $w = f32;
                type $t = half::bf16;
                $body
            }
            other => {
                candle_core::bail!("fused ops compute in f32, f64, f16 or bf16, not {other:?}")
            }
        }
    };
}

pub(crate) use with_elem;
