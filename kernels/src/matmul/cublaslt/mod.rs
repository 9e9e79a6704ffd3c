//! The linear layer's products on cuBLASLt (`PAPERFIT_LINEAR=cublaslt`): the forward
//! `y = x W^T + b` with the bias added in the product's epilogue (`CUBLASLT_EPILOGUE_BIAS`), and
//! the weight's gradient `dW = g^T x` whose epilogue also sums the bias's gradient over the
//! rows (`CUBLASLT_EPILOGUE_BGRADB`: the reduction runs over the product's k dimension, the
//! rows, of its B operand, `g`). No GELU epilogue: cuBLASLt's is the tanh approximation, and
//! the models use the exact erf GELU or QuickGELU.
//!
//! This module is the part that needs no GPU: the path switch, what identifies a product (its
//! [`LtKey`]), the candidates cuBLASLt's heuristic returns as plain values ([`Candidate`]), the
//! rule that picks one ([`choose`]), and the record of every shape's choice. The `cuda`
//! feature's [`run`] asks the heuristic once per key, keeps the chosen algorithm with its
//! descriptors and layouts, and runs it; a key without a surviving candidate runs the composed
//! path (candle's cuBLAS product and the bias kernels) from then on.
//!
//! The rule, in the order a candidate is checked: no split-K (`CUBLASLT_ALGO_CONFIG_SPLITK_NUM`
//! above 1: the partial sums' order then depends on the reduction), no reduction scheme other
//! than `CUBLASLT_REDUCTION_SCHEME_NONE`, no workspace beyond the one buffer of
//! [`WORKSPACE_BYTES`] each device holds; the first candidate left is taken. Never timed: the
//! same list gives the same choice.

use std::cell::RefCell;
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};

use candle_core::DType;

#[cfg(feature = "cuda")]
pub(crate) mod run;

/// The environment variable that picks the linear layer's path (`paperfit` reads it into the
/// plan).
pub const LINEAR_ENV: &str = "PAPERFIT_LINEAR";

/// Set to `1`, a CUDA build prints each cuBLASLt product's choice to stderr when it first
/// makes it, with every candidate ruled out before it and why.
pub const LOG_CUBLASLT_ENV: &str = "PAPERFIT_LOG_CUBLASLT";

/// The one cuBLASLt workspace a device holds (allocated at its first product), and the most a
/// chosen algorithm may ask for.
pub(crate) const WORKSPACE_BYTES: u64 = 4 << 20;

/// Which implementation runs the linear layer's products with a bias.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinearPath {
    /// candle's cuBLAS product, then the bias kernel; the bias gradient a column-sum kernel.
    Composed,
    /// cuBLASLt with the bias, and the bias gradient, in the epilogue; on the CPU the composed
    /// math (its CPU twin). A new plan's default.
    Cublaslt,
}

impl LinearPath {
    /// The values [`LINEAR_ENV`] takes.
    pub const NAMES: &'static [&'static str] = &["composed", "cublaslt"];

    /// The path a value of [`LINEAR_ENV`] names, if any.
    pub fn parse(value: &str) -> Option<LinearPath> {
        match value.trim() {
            "composed" => Some(LinearPath::Composed),
            "cublaslt" => Some(LinearPath::Cublaslt),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            LinearPath::Composed => "composed",
            LinearPath::Cublaslt => "cublaslt",
        }
    }
}

static CUBLASLT: AtomicBool = AtomicBool::new(false);

/// Sets the linear layer's path of this process.
pub fn set_linear_path(path: LinearPath) {
    CUBLASLT.store(path == LinearPath::Cublaslt, Ordering::Relaxed);
}

/// The linear layer's path of this process ([`set_linear_path`]; composed until set).
pub fn linear_path() -> LinearPath {
    match CUBLASLT.load(Ordering::Relaxed) {
        true => LinearPath::Cublaslt,
        false => LinearPath::Composed,
    }
}

/// Which of the linear layer's two products, each with its operand order and epilogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Pass {
    /// `y^T = W x^T + b` in cuBLASLt's column-major terms: A the weight (transposed), B the
    /// input's rows, `CUBLASLT_EPILOGUE_BIAS` over D's rows (the outputs).
    Forward,
    /// `dW^T = x^T g` : A the input's rows, B the incoming gradient (transposed),
    /// `CUBLASLT_EPILOGUE_BGRADB`: the bias gradient, B's sum over k (the rows).
    WeightGradient,
}

impl Pass {
    /// Whether cuBLASLt's A and B are transposed (`CUBLAS_OP_T`).
    pub(crate) fn transposes(self) -> (bool, bool) {
        match self {
            Pass::Forward => (true, false),
            Pass::WeightGradient => (false, true),
        }
    }

    pub(crate) fn epilogue_name(self) -> &'static str {
        match self {
            Pass::Forward => "BIAS",
            Pass::WeightGradient => "BGRADB",
        }
    }
}

/// What identifies one cuBLASLt product: the pass (operand order, transposes, epilogue), the
/// column-major sizes (D is m x n, the sum runs over k), the element type of A, B and D (f32
/// compute and scale; the bias in f32), and the largest power of two up to 256 dividing each
/// address (A, B, D, bias): an algorithm chosen for aligned buffers may not run on others.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct LtKey {
    pub(crate) pass: Pass,
    pub(crate) m: usize,
    pub(crate) n: usize,
    pub(crate) k: usize,
    pub(crate) dtype: DType,
    pub(crate) alignment: [u32; 4],
}

impl fmt::Display for LtKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (ta, tb) = self.pass.transposes();
        let op = |t: bool| if t { "T" } else { "N" };
        let [a, b, d, bias] = self.alignment;
        write!(
            f,
            "{} {:?} m={} n={} k={} A {} B {} epilogue {} alignment {a}/{b}/{d}/{bias}",
            match self.pass {
                Pass::Forward => "forward",
                Pass::WeightGradient => "weight gradient",
            },
            self.dtype,
            self.m,
            self.n,
            self.k,
            op(ta),
            op(tb),
            self.pass.epilogue_name()
        )
    }
}

/// The largest power of two up to 256 that divides `address`.
pub(crate) fn alignment(address: u64) -> u32 {
    match address {
        0 => 256,
        a => 1u32 << a.trailing_zeros().min(8),
    }
}

/// A reduction scheme as `cublasLtReductionScheme_t` numbers them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Reduction(pub(crate) u32);

impl Reduction {
    const NAMES: [(u32, &'static str); 4] = [
        (0, "NONE"),
        (1, "INPLACE"),
        (2, "COMPUTE_TYPE"),
        (4, "OUTPUT_TYPE"),
    ];

    pub(crate) const NONE: Reduction = Reduction(0);

    /// The scheme `CUBLASLT_REDUCTION_SCHEME_<name>` names (or a bare number): the tests read
    /// their lists with it.
    #[cfg(test)]
    pub(crate) fn from_name(name: &str) -> Option<Reduction> {
        let known = Self::NAMES.iter().find(|(_, n)| *n == name);
        known
            .map(|(v, _)| Reduction(*v))
            .or_else(|| name.parse().ok().map(Reduction))
    }
}

impl fmt::Display for Reduction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match Self::NAMES.iter().find(|(v, _)| *v == self.0) {
            Some((_, name)) => f.write_str(name),
            None => write!(f, "{}", self.0),
        }
    }
}

/// One algorithm of cuBLASLt's heuristic, by the configuration attributes that decide the rule
/// and the log (`CUBLASLT_ALGO_CONFIG_*`) and the workspace its result asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Candidate {
    pub(crate) id: i32,
    pub(crate) tile: u32,
    pub(crate) stages: u32,
    pub(crate) split_k: u32,
    pub(crate) reduction: Reduction,
    pub(crate) swizzle: u32,
    pub(crate) custom: u32,
    pub(crate) workspace: u64,
}

/// The log's line for a candidate; the tests' lists (`fixtures/*.algos`) are written in it.
impl fmt::Display for Candidate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "algo={} tile={} stages={} splitK={} reduction={} swizzle={} custom={} workspace={}",
            self.id,
            self.tile,
            self.stages,
            self.split_k,
            self.reduction,
            self.swizzle,
            self.custom,
            self.workspace
        )
    }
}

/// Why a candidate was not used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Rejection {
    /// The k dimension split over this many partial products.
    SplitK(u32),
    /// A reduction scheme other than NONE.
    Reduction(Reduction),
    Workspace {
        needed: u64,
        limit: u64,
    },
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::SplitK(n) => write!(
                f,
                "split-K over {n} parts: the partial sums' reduction may change the bits"
            ),
            Rejection::Reduction(r) => write!(
                f,
                "reduction scheme {r}: only NONE sums each output in one fixed order"
            ),
            Rejection::Workspace { needed, limit } => {
                write!(f, "workspace {needed} bytes over the {limit} held")
            }
        }
    }
}

/// Why `candidate` may not run under a workspace of `limit` bytes, if it may not.
pub(crate) fn rejection(candidate: &Candidate, limit: u64) -> Option<Rejection> {
    if candidate.split_k > 1 {
        return Some(Rejection::SplitK(candidate.split_k));
    }
    if candidate.reduction != Reduction::NONE {
        return Some(Rejection::Reduction(candidate.reduction));
    }
    (candidate.workspace > limit).then_some(Rejection::Workspace {
        needed: candidate.workspace,
        limit,
    })
}

/// What [`choose`] made of a candidate list: the index of the first candidate the rule allows
/// (none when every one is ruled out), and each one ruled out before it with its reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Choice {
    pub(crate) chosen: Option<usize>,
    pub(crate) rejected: Vec<(usize, Rejection)>,
}

/// The first of `candidates` (the heuristic's order) the rule allows under a workspace of
/// `limit` bytes.
pub(crate) fn choose(candidates: &[Candidate], limit: u64) -> Choice {
    let mut rejected = Vec::new();
    for (i, candidate) in candidates.iter().enumerate() {
        match rejection(candidate, limit) {
            Some(why) => rejected.push((i, why)),
            None => {
                return Choice {
                    chosen: Some(i),
                    rejected,
                }
            }
        }
    }
    Choice {
        chosen: None,
        rejected,
    }
}

/// The record line of `key`'s choice from `candidates`: the algorithm, or the fallback.
pub(crate) fn choice_line(key: &LtKey, candidates: &[Candidate], choice: &Choice) -> String {
    match choice.chosen {
        Some(i) => format!("cuBLASLt {key}: {}", candidates[i]),
        None => format!(
            "cuBLASLt {key}: composed path ({} candidates, none without split-K, a reduction or over {WORKSPACE_BYTES} bytes of workspace)",
            candidates.len()
        ),
    }
}

/// The log text of `key`'s choice: the record line, then each candidate ruled out with why.
pub(crate) fn log_text(key: &LtKey, candidates: &[Candidate], choice: &Choice) -> String {
    let mut text = choice_line(key, candidates, choice);
    for (i, why) in &choice.rejected {
        text += &format!("\n  rejected {}: {why}", candidates[*i]);
    }
    text
}

/// One shape's cuBLASLt choice as recorded: its line, and whether an algorithm was chosen (else
/// the shape runs the composed path).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LtChoice {
    pub line: String,
    pub algorithm: bool,
}

thread_local! {
    /// Every cuBLASLt choice on this thread so far, in order (for the doctor's rows and the run
    /// directory's `cublaslt.txt`).
    static CHOSEN: RefCell<Vec<LtChoice>> = const { RefCell::new(Vec::new()) };
}

/// Records a shape's choice, and prints it with its rejections when [`LOG_CUBLASLT_ENV`] is
/// `1`.
pub(crate) fn record(key: &LtKey, candidates: &[Candidate], choice: &Choice) {
    if std::env::var(LOG_CUBLASLT_ENV).is_ok_and(|v| v == "1") {
        let mut text = log_text(key, candidates, choice);
        text.push('\n');
        let _ = std::io::Write::write_all(&mut std::io::stderr().lock(), text.as_bytes());
    }
    let line = choice_line(key, candidates, choice);
    let algorithm = choice.chosen.is_some();
    CHOSEN.with(|c| c.borrow_mut().push(LtChoice { line, algorithm }));
}

/// Records that cuBLASLt's heuristic refused `key`'s descriptor with `status` (the key runs the
/// composed path), and prints it when [`LOG_CUBLASLT_ENV`] is `1`.
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
pub(crate) fn record_refusal(key: &LtKey, status: &str) {
    let line =
        format!("cuBLASLt {key}: composed path (the heuristic refused the descriptor: {status})");
    if std::env::var(LOG_CUBLASLT_ENV).is_ok_and(|v| v == "1") {
        let _ = std::io::Write::write_all(
            &mut std::io::stderr().lock(),
            format!("{line}\n").as_bytes(),
        );
    }
    CHOSEN.with(|c| {
        c.borrow_mut().push(LtChoice {
            line,
            algorithm: false,
        })
    });
}

/// The cuBLASLt choices this thread has made so far, one per product key, in order: none on
/// the CPU, without the `cuda` feature or on the composed path.
pub fn chosen_cublaslt_algorithms() -> Vec<LtChoice> {
    CHOSEN.with(|c| c.borrow().clone())
}

#[cfg(test)]
mod tests;
