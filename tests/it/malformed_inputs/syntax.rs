//! Malformed inputs, part 1: TOML syntax errors, values of the wrong type, unknown keys and
//! unknown enum values.

use super::*;

corpus! {
    // ---------------------------------------------------------------- 1. TOML syntax errors
    syntax_unclosed_table_header => Case {
        files: experiment(with("[model]", "[model")),
        expect: &["TOML syntax error", "unclosed table", "e.toml:25:", "[model", "valid TOML"],
        ..Case::default()
    };
    syntax_missing_value => Case {
        files: experiment(with("effective_batch = 64", "effective_batch = ")),
        expect: &["TOML syntax error", "e.toml:5:19", "effective_batch = "],
        ..Case::default()
    };
    syntax_unterminated_string => Case {
        files: experiment(with("name = \"quickstart\"", "name = \"quickstart")),
        expect: &["TOML syntax error", "e.toml:2:", "invalid basic string", "expected `\"`"],
        ..Case::default()
    };
    syntax_duplicate_key => Case {
        files: experiment(with("base_lr = 2e-3", "effective_batch = 32")),
        expect: &["TOML syntax error", "duplicate key", "e.toml:6:1", "effective_batch = 32"],
        ..Case::default()
    };
    syntax_duplicate_table => Case {
        files: experiment(with("[train]", "[model]")),
        expect: &["TOML syntax error", "duplicate key", "e.toml:37:"],
        ..Case::default()
    };
    syntax_bad_inline_table => Case {
        files: experiment(set_line(29, "dcal = { local_query_ratio = 0.1 glca_blocks = 1 }")),
        expect: &["TOML syntax error", "e.toml:29:", "expected `,`"],
        ..Case::default()
    };
    syntax_key_without_equals => Case {
        files: experiment(with("train_samples = 4096", "train_samples 4096")),
        expect: &["TOML syntax error", "e.toml:34:", "expected `=`"],
        ..Case::default()
    };
    syntax_unquoted_string_value => Case {
        files: experiment(with("format = \"synthetic\"", "format = synthetic")),
        expect: &["TOML syntax error", "e.toml:32:10", "must be quoted"],
        ..Case::default()
    };
    syntax_not_utf8 => Case {
        files: vec![("e.toml", b"[paper]\nname = \"\xff\xfe\"\n".to_vec())],
        expect: &["cannot read e.toml", "not valid UTF-8"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 2. wrong types
    type_effective_batch_string => Case {
        files: experiment(with("effective_batch = 64", "effective_batch = \"16\"")),
        expect: &["e.toml:5:19", "key: paper.effective_batch", "wrong type", "the string \"16\"", "whole number"],
        ..Case::default()
    };
    type_base_lr_string => Case {
        files: experiment(with("base_lr = 2e-3", "base_lr = \"fast\"")),
        expect: &["e.toml:6:11", "key: paper.base_lr", "the string \"fast\"", "expected: a number"],
        ..Case::default()
    };
    type_gradient_checkpointing_string => Case {
        files: experiment(with("log_every = 8", "gradient_checkpointing = \"yes\"")),
        expect: &["e.toml:40:26", "key: train.gradient_checkpointing", "the string \"yes\"", "`true` or `false`"],
        ..Case::default()
    };
    type_micro_batch_float_in_preset_table => Case {
        files: experiment(with("micro_batch = 16", "micro_batch = 4.5")),
        expect: &["e.toml:46:15 in [presets.16gb]", "key: train.micro_batch", "the number 4.5", "whole number"],
        ..Case::default()
    };
    type_micro_batch_float_set => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.micro_batch=4.5"],
        expect: &["--set train.micro_batch=4.5", "key: train.micro_batch", "wrong type", "whole number"],
        ..Case::default()
    };
    type_input_size_three_elements => Case {
        files: experiment(with("input_size = 32", "input_size = [1, 2, 3]")),
        expect: &["e.toml:10:14", "key: paper.input_size", "3 elements", "[height, width]"],
        ..Case::default()
    };
    type_epochs_bool => Case {
        files: experiment(with("epochs = 8", "epochs = true")),
        expect: &["e.toml:9:10", "key: paper.epochs", "the boolean true", "whole number"],
        ..Case::default()
    };
    type_data_name_integer => Case {
        files: experiment(with("name = \"synthetic shapes\"", "name = 5")),
        expect: &["e.toml:31:8", "key: data.name", "the integer 5", "a string"],
        ..Case::default()
    };
    type_channels_string => Case {
        files: experiment(with("channels = [16, 32, 64]", "channels = \"16,32\"")),
        expect: &["e.toml:28:12", "key: model.channels", "the string \"16,32\"", "a sequence"],
        ..Case::default()
    };
    type_epochs_date => Case {
        files: experiment(with("epochs = 8", "epochs = 1979-05-27")),
        expect: &["e.toml:9:10", "key: paper.epochs", "1979-05-27", "whole number"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 3. unknown keys
    unknown_top_level_table => Case {
        files: experiment(with("[train]", "[trian]")),
        expect: &["unknown key `trian` in the top level", "e.toml:37:2", "key: trian", "did you mean `train`?"],
        ..Case::default()
    };
    unknown_paper_key => Case {
        files: experiment(with("effective_batch = 64", "effectve_batch = 64")),
        expect: &["unknown key `effectve_batch` in [paper]", "e.toml:5:1", "key: paper.effectve_batch", "did you mean `effective_batch`?"],
        ..Case::default()
    };
    unknown_train_key => Case {
        files: experiment(with("log_every = 8", "micro_bach = 4")),
        expect: &["unknown key `micro_bach` in [train]", "e.toml:40:1", "key: train.micro_bach", "did you mean `micro_batch`?"],
        ..Case::default()
    };
    unknown_nested_key => Case {
        files: experiment(with("weight_decay = 0.01", "weight_decy = 0.01")),
        expect: &["[paper.optimizer]", "e.toml:14:1", "key: paper.optimizer.weight_decy", "did you mean `weight_decay`?"],
        ..Case::default()
    };
    unknown_key_in_wrong_section => Case {
        files: experiment(set_line(11, "micro_batch = 4")),
        expect: &["unknown key `micro_batch` in [paper]", "e.toml:11:1", "key: paper.micro_batch", "`micro_batch` belongs in [train]"],
        ..Case::default()
    };
    unknown_key_in_selected_preset_table => Case {
        files: experiment(with("micro_batch = 16", "micro_bach = 4")),
        expect: &["unknown key `micro_bach`", "e.toml:46:1 in [presets.16gb]", "micro_bach", "did you mean `micro_batch`?"],
        ..Case::default()
    };
    unknown_key_in_other_preset_table => Case {
        files: experiment(with("micro_batch = 8", "micro_bach = 4")),
        expect: &["unknown key `micro_bach`", "e.toml:43:1 in [presets.8gb]", "did you mean `micro_batch`?"],
        ..Case::default()
    };
    unknown_key_in_preset_table_data => Case {
        files: experiment(set_line(47, "data.num_workerz = 4")),
        expect: &["unknown key `num_workerz` in [data]", "e.toml:47:6 in [presets.16gb]", "key: data.num_workerz", "did you mean `num_workers`?"],
        ..Case::default()
    };
    unknown_key_set => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.micro_bach=4"],
        expect: &["unknown key `micro_bach` in [train]", "--set train.micro_bach=4", "key: train.micro_bach", "did you mean `micro_batch`?"],
        ..Case::default()
    };
    unknown_key_shortened => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.checkpointing=true"],
        expect: &["unknown key `checkpointing` in [train]", "--set train.checkpointing=true", "did you mean `gradient_checkpointing`?"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 4. unknown enum values
    enum_lr_scaling => Case {
        files: experiment(with("lr_scaling = \"linear\"", "lr_scaling = \"linar\"")),
        expect: &["`linar` is not a valid value for `paper.lr_scaling`", "e.toml:8:14", "key: paper.lr_scaling", "did you mean `linear`?"],
        ..Case::default()
    };
    enum_precision_fp8 => Case {
        files: experiment(with("log_every = 8", "precision = \"fp8\"")),
        expect: &["`fp8` is not a valid value for `train.precision`", "e.toml:40:13", "key: train.precision", "one of `fp32`, `bf16`, `fp16`"],
        ..Case::default()
    };
    enum_precision_typo_in_preset_table => Case {
        files: experiment(set_line(47, "precision = \"bf61\"")),
        expect: &["e.toml:47:13 in [presets.16gb]", "key: train.precision", "did you mean `bf16`?"],
        ..Case::default()
    };
    enum_optimizer_adamx => Case {
        files: experiment(with("name = \"adamw\"", "name = \"adamx\"")),
        expect: &["`adamx` is not a valid value for `paper.optimizer.name`", "e.toml:13:8", "one of `adam`, `adamw`, `sgd`", "did you mean `adam`?"],
        ..Case::default()
    };
    enum_model_name => Case {
        files: experiment(with("name = \"small_cnn\"", "name = \"smal_cnn\"")),
        expect: &["`smal_cnn` is not a valid value for `model.name`", "e.toml:26:8", "key: model.name", "did you mean `small_cnn`?"],
        ..Case::default()
    };
    enum_schedule_name => Case {
        files: experiment(with("name = \"cosine\"", "name = \"cosin\"")),
        expect: &["e.toml:18:8", "key: paper.schedule.name", "one of `constant`, `cosine`, `step`", "did you mean `cosine`?"],
        ..Case::default()
    };
    enum_data_format => Case {
        files: experiment(with("format = \"synthetic\"", "format = \"synthetc\"")),
        expect: &["e.toml:32:10", "key: data.format", "did you mean `synthetic`?"],
        ..Case::default()
    };
}
