//! Malformed inputs, part 2: negative and zero values, batches that do not divide, presets, and
//! missing files and keys.

use super::*;

corpus! {
    // ---------------------------------------------------------------- 5. negative and zero values
    zero_effective_batch => Case {
        files: experiment(with("effective_batch = 64", "effective_batch = 0")),
        expect: &["`paper.effective_batch` is 0", "e.toml:5:19", "key: paper.effective_batch", "at least 1"],
        ..Case::default()
    };
    negative_effective_batch => Case {
        files: experiment(with("effective_batch = 64", "effective_batch = -16")),
        expect: &["e.toml:5:19", "key: paper.effective_batch", "the integer -16", "non-negative whole number"],
        ..Case::default()
    };
    too_large_effective_batch => Case {
        files: experiment(with("effective_batch = 64", "effective_batch = 4294967296")),
        expect: &["e.toml:5:19", "key: paper.effective_batch", "4294967296", "(u32)"],
        ..Case::default()
    };
    zero_micro_batch_set => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.micro_batch=0"],
        expect: &["`train.micro_batch` is 0", "--set train.micro_batch=0", "key: train.micro_batch", "at least 1"],
        ..Case::default()
    };
    zero_loader_workers => Case {
        files: experiment(set_line(36, "num_workers = 0")),
        expect: &["`data.num_workers` is 0", "e.toml:36:15", "key: data.num_workers", "at least 1", "leave it out to size the loader to the machine"],
        ..Case::default()
    };
    zero_world_size => Case {
        files: experiment(with("log_every = 8", "world_size = 0")),
        expect: &["`train.world_size` is 0", "e.toml:40:14", "key: train.world_size", "at least 1"],
        ..Case::default()
    };
    zero_epochs => Case {
        files: experiment(with("epochs = 8", "epochs = 0")),
        expect: &["`paper.epochs` is 0", "e.toml:9:10", "key: paper.epochs", "at least 1"],
        ..Case::default()
    };
    zero_input_size => Case {
        files: experiment(with("input_size = 32", "input_size = 0")),
        expect: &["e.toml:10:14", "key: paper.input_size", "a positive integer"],
        ..Case::default()
    };
    negative_base_lr => Case {
        files: experiment(with("base_lr = 2e-3", "base_lr = -1")),
        expect: &["`paper.base_lr` = -1.0 is out of range", "e.toml:6:11", "key: paper.base_lr", "a positive learning rate"],
        ..Case::default()
    };
    nan_base_lr => Case {
        files: experiment(with("base_lr = 2e-3", "base_lr = nan")),
        expect: &["out of range", "e.toml:6:11", "key: paper.base_lr", "a positive learning rate"],
        ..Case::default()
    };
    percentage_eval_fraction => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "data.eval_fraction=20"],
        expect: &["`data.eval_fraction` = 20.0 is out of range", "--set data.eval_fraction=20", "key: data.eval_fraction", "in (0, 1), e.g. 0.2"],
        ..Case::default()
    };
    zero_eval_fraction => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "data.eval_fraction=0"],
        expect: &["`data.eval_fraction` = 0.0 is out of range", "key: data.eval_fraction", "set data.eval_samples = 0"],
        ..Case::default()
    };
    evaluation_on_the_training_split => Case {
        cwd: Cwd::Crate,
        args: &["plan", "experiments/dcal_cars.toml", "--preset", "16gb", "--set", "data.eval_split=train"],
        expect: &["the evaluation would read `train`, the training split's own images", "--set data.eval_split=train", "key: data.eval_split", "set data.eval_samples = 0"],
        ..Case::default()
    };
    evaluation_on_a_part_of_the_training_split => Case {
        cwd: Cwd::Crate,
        args: &["plan", "experiments/dcal_aircraft.toml", "--preset", "16gb", "--set", "data.eval_split=val"],
        expect: &["the evaluation would read `val`, and the training split `trainval` holds the same images", "key: data.eval_split"],
        ..Case::default()
    };
    gallery_as_the_queries => Case {
        cwd: Cwd::Crate,
        args: &["plan", "experiments/dcal_market1501.toml", "--preset", "16gb", "--set", "data.eval_split=bounding_box_test"],
        expect: &["each image would be ranked against itself", "key: data.eval_split", "the queries are `query`"],
        ..Case::default()
    };
    training_on_the_gallery => Case {
        cwd: Cwd::Crate,
        args: &["plan", "experiments/dcal_market1501.toml", "--preset", "16gb", "--set", "data.train_split=bounding_box_test"],
        expect: &["the training split `bounding_box_test` is the gallery", "key: data.train_split"],
        ..Case::default()
    };
    train_normalisation_not_evaluated => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "data.transforms.train=[{op=\"resize\", size=32}, {op=\"normalize\", mean=[0.5,0.5,0.5], std=[0.5,0.5,0.5]}]"],
        expect: &["training normalises with mean [0.5, 0.5, 0.5] and std [0.5, 0.5, 0.5] but evaluation with mean [0.485, 0.456, 0.406]", "(the default: no `eval` list is given)", "key: data.transforms.eval", "end both lists with the same `normalize`"],
        ..Case::default()
    };
    normalisation_in_byte_units => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "data.transforms.train=[{op=\"normalize\", mean=[123.675,116.28,103.53]}]"],
        expect: &["`normalize` with mean [123.675, 116.28, 103.53] and std [0.229, 0.224, 0.225] is not in the units of the decoded pixels", "key: data.transforms.train", "divide statistics stated for 0-255 pixels by 255"],
        ..Case::default()
    };
    transform_after_normalize => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "data.transforms.train=[{op=\"resize\", size=32}, {op=\"normalize\"}, {op=\"horizontal_flip\"}]"],
        expect: &["`horizontal_flip` comes after `normalize`: it would move or recolour the normalised tensor", "key: data.transforms.train", "one `normalize`, then any `random_erasing`"],
        ..Case::default()
    };
    affine_degrees_reversed => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "data.transforms.train=[{op=\"random_affine\", degrees=[10, -10]}, {op=\"resize\", size=32}, {op=\"normalize\"}]"],
        expect: &["`random_affine`'s `degrees` [10.0, -10.0] is not a [min, max] range", "key: data.transforms.train", "degrees [min, max]"],
        ..Case::default()
    };
    affine_shear_of_three_values => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "data.transforms.train=[{op=\"random_affine\", degrees=[0, 0], shear=[1, 2, 3]}, {op=\"resize\", size=32}, {op=\"normalize\"}]"],
        expect: &["`random_affine`'s `shear` [1.0, 2.0, 3.0] is not [min, max] along x", "key: data.transforms.train"],
        ..Case::default()
    };
    affine_translate_past_the_image => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "data.transforms.train=[{op=\"random_affine\", degrees=[0, 0], translate=[0.1, 1.5]}, {op=\"resize\", size=32}, {op=\"normalize\"}]"],
        expect: &["`random_affine`'s `translate` [0.1, 1.5] is not two shares", "key: data.transforms.train"],
        ..Case::default()
    };
    negative_weight_decay => Case {
        files: experiment(with("weight_decay = 0.01", "weight_decay = -inf")),
        expect: &["out of range", "e.toml:14:16", "key: paper.optimizer.weight_decay", ">= 0"],
        ..Case::default()
    };
    label_smoothing_too_large => Case {
        files: experiment(set_line(24, "label_smoothing = 1.5")),
        expect: &["`paper.loss.label_smoothing` = 1.5 is out of range", "e.toml:24:19", "key: paper.loss.label_smoothing", "[0, 1)"],
        ..Case::default()
    };
    negative_seed => Case {
        files: experiment(with("seed = 42", "seed = -1")),
        expect: &["e.toml:38:8", "key: train.seed", "the integer -1", "(u64)"],
        ..Case::default()
    };
    negative_lr_reference_batch_env => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_PAPER__LR_REFERENCE_BATCH", "-64")],
        expect: &["environment variable PAPERFIT_PAPER__LR_REFERENCE_BATCH=-64", "key: paper.lr_reference_batch", "non-negative whole number"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 6. batches that do not divide
    dcal_cub_micro_batch_3 => Case {
        cwd: Cwd::Crate,
        args: &["plan", "experiments/dcal_cub.toml", "--preset", "16gb", "--set", "train.micro_batch=3"],
        expect: &["micro_batch 3 does not divide the per-device batch 16", "--set train.micro_batch=3", "key: train.micro_batch", "micro_batch one of 1, 2, 4, 8, 16"],
        ..Case::default()
    };
    accumulation_3_set => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.accumulation_steps=3"],
        expect: &["accumulation_steps 3 does not divide the per-device batch 64", "--set train.accumulation_steps=3", "key: train.accumulation_steps", "1, 2, 4, 8, 16, 32, 64"],
        ..Case::default()
    };
    accumulation_3_in_preset_table => Case {
        files: experiment(with("micro_batch = 16", "accumulation_steps = 3")),
        expect: &["accumulation_steps 3 does not divide", "e.toml:46:22 in [presets.16gb]", "key: train.accumulation_steps", "1, 2, 4, 8, 16, 32, 64"],
        ..Case::default()
    };
    world_size_3 => Case {
        files: experiment(with("log_every = 8", "world_size = 3")),
        expect: &["world size 3 does not divide the effective batch 64", "e.toml:40:14", "key: train.world_size", "one of 1, 2, 4, 8, 16, 32, 64"],
        ..Case::default()
    };
    micro_batch_larger_than_batch => Case {
        files: experiment(with("micro_batch = 16", "micro_batch = 128")),
        expect: &["micro_batch 128 does not divide", "e.toml:46:15 in [presets.16gb]", "key: train.micro_batch", "micro_batch one of 1, 2, 4, 8, 16, 32, 64"],
        ..Case::default()
    };
    micro_batch_3_env => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_TRAIN__MICRO_BATCH", "3")],
        expect: &["micro_batch 3 does not divide", "environment variable PAPERFIT_TRAIN__MICRO_BATCH=3", "key: train.micro_batch", "1, 2, 4, 8, 16, 32, 64"],
        ..Case::default()
    };
    micro_and_accumulation_inconsistent_same_layer => Case {
        files: experiment(set_line(47, "accumulation_steps = 2")),
        expect: &["micro_batch 16 x accumulation_steps 2 x world_size 1 = 32 but the effective batch is 64", "e.toml:46:15 in [presets.16gb]", "key: train.micro_batch", "give only micro_batch"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 7. presets
    preset_wrong_case => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16GB"],
        expect: &["unknown preset `16GB`", "command line: --preset 16GB", "`8gb`, `16gb`", "did you mean `16gb`?"],
        ..Case::default()
    };
    preset_unknown_from_env => Case {
        files: experiment(base()),
        args: &["plan", "e.toml"],
        env: &[("PAPERFIT_PRESET", "16G")],
        expect: &["unknown preset `16G`", "environment variable PAPERFIT_PRESET=16G", "did you mean `16gb`?"],
        ..Case::default()
    };
    preset_table_unknown => Case {
        files: experiment(with("[presets.16gb]", "[presets.12gb]")),
        expect: &["[presets.12gb] names a preset that does not exist", "e.toml:45:10", "key: presets.12gb", "did you mean `16gb`?"],
        ..Case::default()
    };
    preset_table_paper_typo => Case {
        files: experiment(set_line(44, "paper = { epoch = 4 }")),
        expect: &["epoch", "did you mean `epochs`?", "e.toml:44"],
        ..Case::default()
    };
    preset_table_nested_train => Case {
        files: experiment(set_line(47, "train.micro_batch = 4")),
        expect: &["not in a nested [train] table", "e.toml:47:1", "key: presets.16gb.train", "[presets.16gb] micro_batch = 4"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 8. missing files and keys
    missing_experiment_file => Case {
        args: &["plan", "nope.toml", "--preset", "16gb"],
        expect: &["cannot read experiment nope.toml: no such file", "--> nope.toml"],
        ..Case::default()
    };
    missing_experiment_suggests_closest => Case {
        cwd: Cwd::Crate,
        args: &["plan", "experiments/quickstrt.toml", "--preset", "16gb"],
        expect: &["cannot read experiment experiments/quickstrt.toml: no such file", "did you mean `experiments/quickstart.toml`?"],
        ..Case::default()
    };
    directory_as_experiment => Case {
        files: vec![("sub/readme.txt", b"not an experiment\n".to_vec())],
        args: &["plan", "sub", "--preset", "16gb"],
        expect: &["cannot read experiment sub: it is not a file", "--> sub"],
        ..Case::default()
    };
    missing_presets_dir => Case {
        files: experiment(core()),
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "nodir"],
        expect: &["cannot read the presets directory nodir: no such file", "--> command line: --presets-dir nodir"],
        ..Case::default()
    };
    presets_dir_without_presets => Case {
        files: vec![("e.toml", core().into_bytes()), ("emptyp/readme.txt", b"no presets here\n".to_vec())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "emptyp"],
        expect: &["no preset files (*.toml) in emptyp", "--> emptyp"],
        ..Case::default()
    };
    missing_effective_batch => Case {
        files: experiment(with("effective_batch = 64", "")),
        expect: &["missing required key `paper.effective_batch`", "e.toml:1:2", "key: paper.effective_batch", "add `effective_batch = ...` under [paper]"],
        ..Case::default()
    };
    missing_model_num_classes => Case {
        files: experiment(with("num_classes = 8\nchannels", "\nchannels")),
        expect: &["missing required key `model.num_classes`", "e.toml:25:2", "key: model.num_classes", "add `num_classes = ...` under [model]"],
        ..Case::default()
    };
    missing_paper_table => Case {
        files: experiment(String::new()),
        expect: &["missing required key `paper`", "--> e.toml", "key: paper", "add a [paper] table"],
        ..Case::default()
    };
}
