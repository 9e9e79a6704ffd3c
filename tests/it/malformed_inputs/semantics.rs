//! Malformed inputs, part 4: values each valid alone that break a rule together, and defects
//! once reported at the wrong place.

use super::*;

corpus! {
    // ---------------------------------------------------------------- 12. semantic errors
    num_classes_mismatch => Case {
        files: experiment(with("num_classes = 8\nchannels", "num_classes = 10\nchannels")),
        expect: &["the model has 10 classes but the data has 8", "e.toml:27:15", "key: model.num_classes", "model.num_classes = 8"],
        ..Case::default()
    };
    dcal_without_dcal_table => Case {
        files: experiment(
            with("name = \"small_cnn\"", "name = \"dcal\"")
                .replace("channels = [16, 32, 64]", "backbone = \"vit_b16\""),
        ),
        expect: &["DCAL needs a [model.dcal] table", "e.toml:26:8", "key: model.name", "local_query_ratio"],
        ..Case::default()
    };
    dcal_with_resnet_backbone => Case {
        files: experiment(
            with("name = \"small_cnn\"", "name = \"dcal\"")
                .replace("channels = [16, 32, 64]", "backbone = \"resnet50\""),
        ),
        expect: &["DCAL needs a ViT backbone", "e.toml:28:12", "key: model.backbone", "vit_b16"],
        ..Case::default()
    };
    backbone_on_small_cnn => Case {
        files: experiment(set_line(29, "backbone = \"resnet18\"")),
        expect: &["`small_cnn` takes no backbone", "e.toml:29:12", "key: model.backbone"],
        ..Case::default()
    };
    dcal_with_two_glca_blocks => Case {
        files: experiment(set_line_in(
            &with("name = \"small_cnn\"", "name = \"dcal\"")
                .replace("channels = [16, 32, 64]", "backbone = \"vit_b16\""),
            29,
            "dcal = { local_query_ratio = 0.1, glca_blocks = 2 }",
        )),
        expect: &["2 GLCA blocks", "exactly one", "e.toml:29:", "key: model.dcal.glca_blocks", "glca_blocks = 1"],
        ..Case::default()
    };
    vit_width_that_no_head_count_divides => Case {
        files: experiment(
            with("name = \"small_cnn\"", "name = \"deit_tiny\"")
                .replace("channels = [16, 32, 64]", "width = 129"),
        ),
        expect: &["width 129 does not split into 2 heads of 64 channels", "e.toml:28:9", "key: model.width", "e.g. 128"],
        ..Case::default()
    };
    fsct_on_a_backbone_it_has_no_code_for => Case {
        files: experiment(
            with("name = \"small_cnn\"", "name = \"fsct\"")
                .replace("channels = [16, 32, 64]", "backbone = \"resnet50\""),
        ),
        expect: &["fsct cannot use `resnet50` as its backbone", "e.toml:28:12", "key: model.backbone", "one of conv4, resnet18, resnet34, small_cnn"],
        ..Case::default()
    };
    betas_with_sgd => Case {
        files: experiment(
            with("name = \"adamw\"", "name = \"sgd\"")
                .replace("no_decay_norm_and_bias = true", "betas = [0.9, 0.999]"),
        ),
        expect: &["`betas` apply to adam and adamw only", "e.toml:15:9", "key: paper.optimizer.betas", "use momentum"],
        ..Case::default()
    };
    momentum_with_adamw => Case {
        files: experiment(set_line(16, "momentum = 0.9")),
        expect: &["`momentum` applies to sgd only", "e.toml:16:12", "key: paper.optimizer.momentum"],
        ..Case::default()
    };
    step_milestone_outside_run => Case {
        files: experiment(
            with("name = \"cosine\"", "name = \"step\"")
                .replace("warmup_epochs = 1", "milestones = [4, 10]")
                .replace("min_lr = 1e-5", "gamma = 0.1"),
        ),
        expect: &["milestone epoch 10 is outside 1..=8", "e.toml:19:14", "key: paper.schedule.milestones"],
        ..Case::default()
    };
    bounding_box_crop_on_a_layout_without_boxes => Case {
        files: experiment(set_line_in(&with("\"synthetic\"", "\"image_folder\""), 36, "bounding_box_crop = true")),
        expect: &["data.bounding_box_crop is set, but the `image_folder` layout does not read it", "e.toml:36:", "key: data.bounding_box_crop", "`cub200` and `stanford_cars`"],
        ..Case::default()
    };
    split_name_on_a_layout_without_named_splits => Case {
        files: experiment(set_line_in(&with("\"synthetic\"", "\"cub200\""), 36, "eval_split = \"test\"")),
        expect: &["data.eval_split is set, but the `cub200` layout does not read it", "e.toml:36:", "key: data.eval_split", "`mini_imagenet`"],
        ..Case::default()
    };
    csv_column_on_another_layout => Case {
        files: experiment(set_line_in(&with("\"synthetic\"", "\"aptos2019\""), 36, "label_column = \"grade\"")),
        expect: &["data.label_column is set, but the `aptos2019` layout does not read it", "e.toml:36:", "key: data.label_column", "only with `csv`"],
        ..Case::default()
    };
    evaluation_episodes_without_episodes => Case {
        files: experiment(set_line(11, "eval_episodes = 600")),
        expect: &["eval_episodes is set, but paper.sampling is not episodic", "e.toml:11:", "key: paper.eval_episodes"],
        ..Case::default()
    };
    retrieval_features_misspelt => Case {
        files: experiment(set_line(11, "retrieval_features = \"normalised\"")),
        expect: &["e.toml:11:", "normalized", "raw"],
        ..Case::default()
    };
    result_split_on_a_layout_without_named_splits => Case {
        files: experiment(set_line_in(
            &with("\"synthetic\"", "\"cub200\""),
            11,
            "results = [{ metric = \"accuracy\", value = 50.0, protocol = \"p\", source = \"s\", split = \"test\" }]",
        )),
        expect: &["result 1 names the split it is measured on, but the cub200 layout does not name its splits", "e.toml:11:", "key: paper.results.0.split"],
        ..Case::default()
    };
    step_milestones_not_increasing => Case {
        files: experiment(
            with("name = \"cosine\"", "name = \"step\"")
                .replace("warmup_epochs = 1", "milestones = [6, 4]")
                .replace("min_lr = 1e-5", "gamma = 0.1"),
        ),
        expect: &["milestones must increase", "e.toml:19:14", "key: paper.schedule.milestones"],
        ..Case::default()
    };
    step_gamma_above_one => Case {
        files: experiment(
            with("name = \"cosine\"", "name = \"step\"")
                .replace("warmup_epochs = 1", "milestones = [4, 6]")
                .replace("min_lr = 1e-5", "gamma = 2.0"),
        ),
        expect: &["`paper.schedule.gamma` = 2.0 is out of range", "e.toml:20:9", "(0, 1]"],
        ..Case::default()
    };
    gamma_with_cosine => Case {
        files: experiment(set_line(21, "gamma = 0.1")),
        expect: &["gamma applies to the step schedule, not cosine", "e.toml:21:9", "key: paper.schedule.gamma"],
        ..Case::default()
    };
    warmup_epochs_and_steps => Case {
        files: experiment(set_line(21, "warmup_steps = 10")),
        expect: &["give warmup_epochs or warmup_steps, not both", "e.toml:21:16", "key: paper.schedule.warmup_steps"],
        ..Case::default()
    };
    warmup_longer_than_run => Case {
        files: experiment(with("warmup_epochs = 1", "warmup_epochs = 9")),
        expect: &["out of range", "e.toml:19:17", "key: paper.schedule.warmup_epochs", "between 0 and the 8 training epochs"],
        ..Case::default()
    };
    warmup_steps_longer_than_run => Case {
        files: experiment(with("warmup_epochs = 1", "warmup_steps = 100000")),
        expect: &["warmup of 100000 steps is longer than the run (512 steps)", "e.toml:19:16", "key: paper.schedule.warmup_steps", "at most 512 steps"],
        ..Case::default()
    };
    schedule_convention_misspelt => Case {
        files: experiment(set_line(21, "convention = \"timmm\"")),
        expect: &["`timmm` is not a valid value for `paper.schedule.convention`", "e.toml:21:14", "did you mean `timm`?"],
        ..Case::default()
    };
    open_clip_cosine_with_a_floor => Case {
        files: experiment(set_line(21, "convention = \"open_clip\"")),
        expect: &["open_clip's cosine_lr decays to 0", "e.toml:20:10", "key: paper.schedule.min_lr", "convention = \"timm\""],
        ..Case::default()
    };
    torch_scheduler_with_warmup => Case {
        files: experiment(set_line(21, "convention = \"torch\"")),
        expect: &["PyTorch's MultiStepLR and CosineAnnealingLR have no warmup", "e.toml:19:17", "key: paper.schedule.warmup_epochs"],
        ..Case::default()
    };
    per_epoch_update_with_warmup_steps => Case {
        files: experiment(set_line_in(&with("warmup_epochs = 1", "warmup_steps = 10"), 21, "update = \"epoch\"")),
        expect: &["updated once per epoch counts its warmup in epochs", "e.toml:19:16", "key: paper.schedule.warmup_steps", "warmup_epochs = <whole epochs>"],
        ..Case::default()
    };
    per_epoch_update_with_a_fraction_of_an_epoch => Case {
        files: experiment(set_line_in(&with("warmup_epochs = 1", "warmup_epochs = 1.5"), 21, "update = \"epoch_lagged\"")),
        expect: &["warms up over whole epochs", "e.toml:19:17", "key: paper.schedule.warmup_epochs"],
        ..Case::default()
    };
    dataset_without_root => Case {
        files: experiment(with("format = \"synthetic\"", "format = \"cub200\"")),
        expect: &["`cub200` data needs `data.root`", "e.toml:32:10", "key: data.format", "--set data.root="],
        ..Case::default()
    };
    drop_last_leaves_no_step => Case {
        files: experiment(
            with("train_samples = 4096", "train_samples = 10")
                .replace("eval_samples = 1024", "drop_last = true"),
        ),
        expect: &["leaves no step", "e.toml:35:13", "key: data.drop_last"],
        ..Case::default()
    };
    channels_with_zero_width => Case {
        files: experiment(with("channels = [16, 32, 64]", "channels = [16, 0]")),
        expect: &["channels must be a non-empty list of positive widths", "e.toml:28:12", "key: model.channels"],
        ..Case::default()
    };
    sources_names_missing_value => Case {
        files: experiment(core() + "[sources]\n\"paper.schedule.warmup_epoch\" = { source = \"assumed\", note = \"x\" }\n"),
        expect: &["[sources] names `paper.schedule.warmup_epoch`, which is not a value of this experiment", "e.toml:43:1", "sources.\"paper.schedule.warmup_epoch\"", "did you mean `paper.schedule.warmup_epochs`?"],
        ..Case::default()
    };
    sources_unknown_source_kind => Case {
        files: experiment(core() + "[sources]\n\"paper.base_lr\" = { source = \"papr\", note = \"x\" }\n"),
        expect: &["`papr` is not a valid value", "e.toml:43:30", "one of `paper`, `authors_code`, `unofficial`, `assumed`", "did you mean `paper`?"],
        ..Case::default()
    };

    // ---------------------------------------------------------------- 13. formerly mis-located
    step_without_milestones_points_at_the_schedule => Case {
        files: experiment(
            with("name = \"cosine\"", "name = \"step\"")
                .replace("warmup_epochs = 1", "gamma = 0.1")
                .replace("min_lr = 1e-5", ""),
        ),
        expect: &["a step schedule needs milestones", "e.toml:17:", "key: paper.schedule.milestones"],
        ..Case::default()
    };
    step_without_gamma_points_at_the_schedule => Case {
        files: experiment(
            with("name = \"cosine\"", "name = \"step\"")
                .replace("warmup_epochs = 1", "milestones = [4, 6]")
                .replace("min_lr = 1e-5", ""),
        ),
        expect: &["a step schedule needs gamma", "e.toml:17:", "key: paper.schedule.gamma"],
        ..Case::default()
    };
    negative_element_in_channels => Case {
        files: experiment(with("channels = [16, 32, 64]", "channels = [16, -1]")),
        expect: &["e.toml:28:17", "key: model.channels[1]", "non-negative whole number"],
        ..Case::default()
    };
    string_element_in_betas => Case {
        files: experiment(set_line(16, "betas = [\"a\", 0.9]")),
        expect: &["e.toml:16:10", "key: paper.optimizer.betas[0]", "the string \"a\"", "a number"],
        ..Case::default()
    };
    negative_input_size_element => Case {
        files: experiment(with("input_size = 32", "input_size = [-1, 2]")),
        expect: &["e.toml:10:15", "key: paper.input_size[0]"],
        ..Case::default()
    };
    zero_input_size_pair => Case {
        files: experiment(with("input_size = 32", "input_size = [0, 0]")),
        expect: &["height and width must both be positive", "e.toml:10:14", "key: paper.input_size"],
        ..Case::default()
    };
    three_betas => Case {
        files: experiment(set_line(16, "betas = [0.9, 0.99, 0.999]")),
        expect: &["`betas` has 3 values", "e.toml:16:9", "key: paper.optimizer.betas", "two values"],
        ..Case::default()
    };
    preset_file_bad_device => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("device = \"cuda\"", "device = \"gpu\"").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["`gpu` is not a valid value for `preset.device`", "pd/16gb.toml:5:10", "one of `cpu`, `cuda`"],
        ..Case::default()
    };
    preset_file_unknown_info_key => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("description = \"test card\"", "descripton = \"test card\"").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["unknown key `descripton` in [preset]", "pd/16gb.toml:2:1", "key: preset.descripton", "did you mean `description`?"],
        ..Case::default()
    };
    preset_file_memory_as_string => Case {
        files: vec![("e.toml", core().into_bytes()), ("pd/16gb.toml", preset_with("memory_gb = 16", "memory_gb = \"16\"").into_bytes())],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["`preset.memory_gb` has the wrong type", "pd/16gb.toml:3:13", "a number"],
        ..Case::default()
    };
    unused_preset_file_is_checked_too => Case {
        files: vec![
            ("e.toml", core().into_bytes()),
            ("pd/16gb.toml", PRESET_16GB.as_bytes().to_vec()),
            ("pd/8gb.toml", preset_with("gradient_checkpointing = false", "gradient_checkpoint = true").into_bytes()),
        ],
        args: &["plan", "e.toml", "--preset", "16gb", "--presets-dir", "pd"],
        expect: &["unknown key `gradient_checkpoint` in [train]", "pd/8gb.toml:9:1", "did you mean `gradient_checkpointing`?"],
        ..Case::default()
    };
    presets_dir_from_environment_is_named => Case {
        files: experiment(core()),
        env: &[("PAPERFIT_PRESETS_DIR", "nodir")],
        expect: &["cannot read the presets directory nodir", "environment variable PAPERFIT_PRESETS_DIR=nodir"],
        ..Case::default()
    };
    set_section_without_key => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train=4"],
        expect: &["names the section [train], not a key in it", "--set train=4", "--set train.<key>=<value>"],
        ..Case::default()
    };
    env_single_underscore_suggests_full_name => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_TRAIN_MICRO_BATCH", "4")],
        expect: &["unknown paperfit environment variable PAPERFIT_TRAIN_MICRO_BATCH", "did you mean `PAPERFIT_TRAIN__MICRO_BATCH`?"],
        ..Case::default()
    };
    env_misspelt_section_suggests_full_name => Case {
        files: experiment(base()),
        env: &[("PAPERFIT_TRIAN__MICRO_BATCH", "4")],
        expect: &["PAPERFIT_TRIAN__MICRO_BATCH", "did you mean `PAPERFIT_TRAIN__MICRO_BATCH`?"],
        ..Case::default()
    };
    model_name_as_number_lists_the_models => Case {
        files: experiment(with("name = \"small_cnn\"", "name = 4")),
        expect: &["e.toml:26:8", "key: model.name", "`small_cnn`", "`resnet34`"],
        ..Case::default()
    };
    optimizer_as_string_describes_the_table => Case {
        files: experiment(base()),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "paper.optimizer=adam"],
        expect: &["--set paper.optimizer=adam", "key: paper.optimizer", "a table with keys `name`, `weight_decay`"],
        ..Case::default()
    };
    source_note_as_string_describes_the_table => Case {
        files: experiment(core() + "[sources]\n\"paper.base_lr\" = \"paper\"\n"),
        expect: &["e.toml:43:", "key: sources.\"paper.base_lr\"", "source = \"paper\""],
        ..Case::default()
    };
    source_note_without_note_quotes_the_dotted_key => Case {
        files: experiment(core() + "[sources]\n\"paper.base_lr\" = { source = \"paper\" }\n"),
        expect: &["missing required key `sources.\"paper.base_lr\".note`", "e.toml:43:", "under [sources.\"paper.base_lr\"]"],
        ..Case::default()
    };
    huge_batch_with_impossible_split_is_quick => Case {
        files: experiment(with("effective_batch = 64", "effective_batch = 4294967291")),
        args: &["plan", "e.toml", "--preset", "16gb", "--set", "train.micro_batch=2"],
        expect: &["micro_batch 2 does not divide the per-device batch 4294967291", "micro_batch one of 1, 4294967291"],
        ..Case::default()
    };
}
