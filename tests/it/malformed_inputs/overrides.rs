//! Malformed inputs, part 3: `--set` syntax, the environment, and bad preset files.

use super::*;

corpus! {
    // ---------------------------------------------------------------- 9. bad --set syntax
    set_without_equals => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.micro_batch"],
        expect: &["`--set train.micro_batch` has no `=`", "command line: --set train.micro_batch", "--set <section>.<key>=<value>"],
        ..Case::default()
    };
    set_empty_key => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "=4"],
        expect: &["bad key in `--set =4`: the key is empty", "command line: --set =4", "--set <section>.<key>=<value>"],
        ..Case::default()
    };
    set_empty_segment => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train..micro_batch=4"],
        expect: &["`train..micro_batch` has an empty segment", "command line: --set train..micro_batch=4", "--set <section>.<key>=<value>"],
        ..Case::default()
    };
    set_key_with_space => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.micro batch=4"],
        expect: &["`micro batch` in `train.micro batch` is not a key name", "command line: --set train.micro batch=4"],
        ..Case::default()
    };
    set_key_without_section => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "micro_batch=4"],
        expect: &["`micro_batch` does not start with a section", "command line: --set micro_batch=4", "key: micro_batch", "did you mean `train.micro_batch`?"],
        ..Case::default()
    };
    set_paper_key_without_section => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "effective_batch=32"],
        expect: &["`effective_batch` does not start with a section", "--set effective_batch=32", "did you mean `paper.effective_batch`?"],
        ..Case::default()
    };
    set_misspelled_section => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "trian.micro_batch=4"],
        expect: &["`trian.micro_batch` does not start with a section", "--set trian.micro_batch=4", "did you mean `train`?"],
        ..Case::default()
    };
    set_per_preset_table => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "presets.16gb.micro_batch=4"],
        expect: &["--set cannot change per-preset tables", "command line: --set presets.16gb.micro_batch=4", "key: presets.16gb.micro_batch", "--set train.micro_batch=4"],
        ..Case::default()
    };
    set_unparseable_value => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "paper.input_size=[1,"],
        expect: &["bad value in `--set paper.input_size=[1,`", "`[1,` is not a TOML value", "key: paper.input_size", "a TOML value"],
        ..Case::default()
    };
    set_empty_value => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.micro_batch="],
        expect: &["the value is empty", "command line: --set train.micro_batch=", "key: train.micro_batch"],
        ..Case::default()
    };
    set_wrong_type => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "paper.effective_batch=sixteen"],
        expect: &["the string \"sixteen\"", "command line: --set paper.effective_batch=sixteen", "key: paper.effective_batch", "whole number"],
        ..Case::default()
    };
    set_value_under_scalar => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.micro_batch.x=4"],
        expect: &["found a table", "command line: --set train.micro_batch.x=4", "key: train.micro_batch", "whole number"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 10. environment
    env_unknown_variable => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_MICRO_BATCH", "4")],
        expect: &["unknown paperfit environment variable PAPERFIT_MICRO_BATCH", "environment variable PAPERFIT_MICRO_BATCH=4", "did you mean `PAPERFIT_TRAIN__MICRO_BATCH`?"],
        ..Case::default()
    };
    env_unknown_variable_lists_controls => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_PRESET_DIR", "x")],
        expect: &["unknown paperfit environment variable PAPERFIT_PRESET_DIR", "environment variable PAPERFIT_PRESET_DIR=x", "PAPERFIT_PRESETS_DIR"],
        ..Case::default()
    };
    env_bad_cudnn_path => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_CUDNN", "fast")],
        expect: &["PAPERFIT_CUDNN=\"fast\": expected `legacy`", "environment variable PAPERFIT_CUDNN=fast", "legacy or graph"],
        ..Case::default()
    };
    env_bad_value_type => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_TRAIN__MICRO_BATCH", "abc")],
        expect: &["`train.micro_batch` has the wrong type", "environment variable PAPERFIT_TRAIN__MICRO_BATCH=abc", "key: train.micro_batch", "whole number"],
        ..Case::default()
    };
    env_unparseable_value => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_TRAIN__MICRO_BATCH", "[1,")],
        expect: &["cannot read the value of PAPERFIT_TRAIN__MICRO_BATCH", "environment variable PAPERFIT_TRAIN__MICRO_BATCH=[1,", "key: train.micro_batch"],
        ..Case::default()
    };
    env_unknown_key => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_TRAIN__MICRO_BACH", "4")],
        expect: &["unknown key `micro_bach` in [train]", "environment variable PAPERFIT_TRAIN__MICRO_BACH=4", "did you mean `micro_batch`?"],
        ..Case::default()
    };
    env_enum_typo => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_PAPER__LR_SCALING", "linar")],
        expect: &["`linar` is not a valid value for `paper.lr_scaling`", "environment variable PAPERFIT_PAPER__LR_SCALING=linar", "did you mean `linear`?"],
        ..Case::default()
    };
    env_simulated_gpu_unreadable => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "auto"],
        env: &[("PAPERFIT_SIMULATE_GPU_MEMORY", "lots")],
        expect: &["cannot read `lots` as a memory size", "environment variable PAPERFIT_SIMULATE_GPU_MEMORY=lots", "`24GiB`"],
        ..Case::default()
    };
    env_simulated_gpu_without_unit => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "auto"],
        env: &[("PAPERFIT_SIMULATE_GPU_MEMORY", "24")],
        expect: &["cannot read `24` as a memory size", "environment variable PAPERFIT_SIMULATE_GPU_MEMORY=24", "a size with a unit"],
        ..Case::default()
    };
    env_simulated_gpu_too_small => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "auto"],
        env: &[("PAPERFIT_SIMULATE_GPU_MEMORY", "2GiB")],
        expect: &["simulated GPU (2GiB)", "less than any GPU preset", "command line: --preset auto", "--presets-dir"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 11. bad preset files
    preset_file_unknown_table => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", (PRESET_16GB.to_string() + "[trian]\n").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["unknown key `trian` in the top level", "pd/16gb.toml:10:2", "one of `preset`, `train`", "did you mean `train`?"],
        ..Case::default()
    };
    preset_file_usable_fraction_above_one => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("usable_fraction = 0.9", "usable_fraction = 1.5").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["usable_fraction must be in (0, 1], found 1.5", "pd/16gb.toml:4:19", "key: preset.usable_fraction"],
        ..Case::default()
    };
    preset_file_memory_zero => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("memory_gb = 16", "memory_gb = 0").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["memory_gb must be positive, found 0", "pd/16gb.toml:3:13", "key: preset.memory_gb"],
        ..Case::default()
    };
    preset_file_memory_negative_in_unused_preset => Case {
        files: vec![
            ("e.toml", core().into_bytes()),
            ("pd/16gb.toml", PRESET_16GB.as_bytes().to_vec()),
            ("pd/8gb.toml", preset_with("memory_gb = 16", "memory_gb = -8").into_bytes()),
        ],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["memory_gb must be positive, found -8", "pd/8gb.toml:3:13", "key: preset.memory_gb"],
        ..Case::default()
    };
    preset_file_missing_memory => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("memory_gb = 16", "").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["missing required key `preset.memory_gb`", "pd/16gb.toml:1:2", "add `memory_gb = ...` under [preset]"],
        ..Case::default()
    };
    preset_file_syntax_error => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("[preset]", "[preset").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["TOML syntax error", "pd/16gb.toml:1:8", "unclosed table"],
        ..Case::default()
    };
    preset_file_precision_fp8 => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("precision = \"fp16\"", "precision = \"fp8\"").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["`fp8` is not a valid value for `train.precision`", "pd/16gb.toml:8:13", "one of `fp32`, `bf16`, `fp16`"],
        ..Case::default()
    };
    preset_file_train_key_typo => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("gradient_checkpointing = false", "gradient_checkpoint = false").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["unknown key `gradient_checkpoint` in [train]", "pd/16gb.toml:9:1", "did you mean `gradient_checkpointing`?"],
        ..Case::default()
    };
    preset_file_micro_batch_not_divisor => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("gradient_checkpointing = false", "micro_batch = 3").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["micro_batch 3 does not divide", "pd/16gb.toml:9:15", "key: train.micro_batch", "1, 2, 4, 8, 16, 32, 64"],
        ..Case::default()
    };
    preset_file_paper_table => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", (PRESET_16GB.to_string() + "[paper]\nepochs = 4\n").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["unknown key `paper` in the top level", "pd/16gb.toml:10:2", "one of `preset`, `train`"],
        ..Case::default()
    };
}
