//! cuDNN's engine notes and knob types by the names and values of its headers
//! (`cudnn_graph.h` of cuDNN 9.2.1, as the vendored cudarc's `cudnn::sys` carries them; the
//! graph path checks at compile time that each value here is the binding's).

/// Declares a note enum with each variant's value and its cuDNN name.
macro_rules! notes {
    ($(#[$doc:meta])* $name:ident { $($variant:ident = $value:literal, $text:literal;)* }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub(crate) enum $name {
            $($variant = $value,)*
        }

        impl $name {
            const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// The note of cuDNN's value `value`, if this build knows it.
            pub(crate) fn from_value(value: u32) -> Option<$name> {
                Self::ALL.iter().copied().find(|n| *n as u32 == value)
            }

            /// The note named `name` (its cuDNN name), if this build knows it.
            #[cfg(test)]
            pub(crate) fn from_cudnn_name(name: &str) -> Option<$name> {
                Self::ALL.iter().copied().find(|n| n.cudnn_name() == name)
            }

            /// Its name in cuDNN's headers.
            pub(crate) fn cudnn_name(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)*
                }
            }
        }
    };
}

notes!(
    /// `cudnnBackendNumericalNote_t`.
    NumericalNote {
        TensorCore = 0, "CUDNN_NUMERICAL_NOTE_TENSOR_CORE";
        DownConvertInputs = 1, "CUDNN_NUMERICAL_NOTE_DOWN_CONVERT_INPUTS";
        ReducedPrecisionReduction = 2, "CUDNN_NUMERICAL_NOTE_REDUCED_PRECISION_REDUCTION";
        Fft = 3, "CUDNN_NUMERICAL_NOTE_FFT";
        NonDeterministic = 4, "CUDNN_NUMERICAL_NOTE_NONDETERMINISTIC";
        Winograd = 5, "CUDNN_NUMERICAL_NOTE_WINOGRAD";
        WinogradTile4x4 = 6, "CUDNN_NUMERICAL_NOTE_WINOGRAD_TILE_4x4";
        WinogradTile6x6 = 7, "CUDNN_NUMERICAL_NOTE_WINOGRAD_TILE_6x6";
        WinogradTile13x13 = 8, "CUDNN_NUMERICAL_NOTE_WINOGRAD_TILE_13x13";
        StrictNanProp = 9, "CUDNN_NUMERICAL_NOTE_STRICT_NAN_PROP";
    }
);

notes!(
    /// `cudnnBackendBehaviorNote_t`.
    BehaviourNote {
        RuntimeCompilation = 0, "CUDNN_BEHAVIOR_NOTE_RUNTIME_COMPILATION";
        RequiresFilterInt8x32Reorder = 1, "CUDNN_BEHAVIOR_NOTE_REQUIRES_FILTER_INT8x32_REORDER";
        RequiresBiasInt8x32Reorder = 2, "CUDNN_BEHAVIOR_NOTE_REQUIRES_BIAS_INT8x32_REORDER";
        SupportsCudaGraphNativeApi = 3, "CUDNN_BEHAVIOR_NOTE_SUPPORTS_CUDA_GRAPH_NATIVE_API";
        CublasltDependency = 4, "CUDNN_BEHAVIOR_NOTE_CUBLASLT_DEPENDENCY";
    }
);

impl NumericalNote {
    /// Whether the note alone rules a configuration out (the tensor-core note depends on the
    /// dtype: `Rules::notes_rejection`).
    pub(crate) fn rules_out(self) -> bool {
        matches!(
            self,
            NumericalNote::NonDeterministic
                | NumericalNote::DownConvertInputs
                | NumericalNote::ReducedPrecisionReduction
        )
    }

    /// Why a note that [`Self::rules_out`] does.
    pub(crate) fn why_rejected(self) -> &'static str {
        match self {
            NumericalNote::NonDeterministic => {
                "its result changes run to run (atomic accumulation), and paperfit's runs are bit-identical"
            }
            NumericalNote::DownConvertInputs => {
                "it converts the inputs to a narrower type than the plan's precision"
            }
            NumericalNote::ReducedPrecisionReduction => {
                "it sums in less than f32, which the plan's precision does not allow"
            }
            _ => "allowed",
        }
    }
}

impl BehaviourNote {
    /// Whether the note rules a configuration out: it needs the filter or bias reordered, which
    /// nothing does.
    pub(crate) fn rules_out(self) -> bool {
        matches!(
            self,
            BehaviourNote::RequiresFilterInt8x32Reorder | BehaviourNote::RequiresBiasInt8x32Reorder
        )
    }
}

/// `cudnnBackendKnobType_t`'s names without the `CUDNN_KNOB_TYPE_` prefix, by value.
const KNOB_NAMES: [&str; 44] = [
    "SPLIT_K",
    "SWIZZLE",
    "TILE_SIZE",
    "USE_TEX",
    "EDGE",
    "KBLOCK",
    "LDGA",
    "LDGB",
    "CHUNK_K",
    "SPLIT_H",
    "WINO_TILE",
    "MULTIPLY",
    "SPLIT_K_BUF",
    "TILEK",
    "STAGES",
    "REDUCTION_MODE",
    "CTA_SPLIT_K_MODE",
    "SPLIT_K_SLC",
    "IDX_MODE",
    "SLICED",
    "SPLIT_RS",
    "SINGLEBUFFER",
    "LDGC",
    "SPECFILT",
    "KERNEL_CFG",
    "WORKSPACE",
    "TILE_CGA",
    "TILE_CGA_M",
    "TILE_CGA_N",
    "BLOCK_SIZE",
    "OCCUPANCY",
    "ARRAY_SIZE_PER_THREAD",
    "NUM_C_PER_BLOCK",
    "SPLIT_COLS",
    "TILE_ROWS",
    "TILE_COLS",
    "LOAD_SIZE",
    "CTA_COUNT",
    "STREAM_K",
    "SPLIT_P_SLC",
    "TILE_M",
    "TILE_N",
    "WARP_SPEC_CFG",
    "SWAP_AB",
];

/// The knob type's name without `CUDNN_KNOB_TYPE_` ("SPLIT_K"), or its value for a type this
/// build does not know ("KNOB_50").
pub(crate) fn knob_name(kind: u32) -> String {
    KNOB_NAMES
        .get(kind as usize)
        .map_or_else(|| format!("KNOB_{kind}"), |n| n.to_string())
}

/// The knob type named `name` (without the prefix).
#[cfg(test)]
pub(crate) fn knob_kind(name: &str) -> Option<u32> {
    KNOB_NAMES.iter().position(|n| *n == name).map(|i| i as u32)
}
