#!/usr/bin/env bash
# What a GPU machine should record for paperfit, in stages each meant to fit one 10-minute command:
#   first       the first look at a card, in at most 8 minutes with the binary built beforehand:
#               the environment (nvidia-smi, the CUDA libraries the binary finds, driver and
#               toolkit versions), `paperfit doctor`, three optimizer steps at three paper shapes
#               the doctor never reaches (DCAL ViT-B/16 448 px under the 16gb preset as planned,
#               SE-ResNeXt50 256 px micro-batch 32, FS-CT 5-way 5-shot) with the estimate beside
#               the measured peak, and `bench train` for ViT-B/16 224 px batch 64 and
#               SE-ResNeXt50 256 px batch 32 against PyTorch; every command under `timeout`,
#               the whole stage under FIRST_DEADLINE seconds (default 480), its results in
#               OUT_DIR/first.tar.gz;
#   doctor      `paperfit doctor` (text and JSON): kernels against their CPU twins, memory rows,
#               NCCL at world size 1 (builds with `nccl`);
#   train-16gb  every shipped experiment trained for 3 optimizer steps at the paper's shapes on
#   train-80gb  built-in synthetic data under that preset (the run log and summary of each);
#   memory      peak memory against the estimate for the runs docs/memory.md tracks;
#   speed       training speed and memory against PyTorch on the same card (`bench train`), and
#               FS-CT episodes' throughput from a training run;
#   profile     a kernel-time breakdown of one timed step of ViT-B/16 and SE-ResNeXt50, paperfit
#               and PyTorch side by side (Nsight Compute; scripts/kernel-times.py);
#               PROFILE_MODELS=seresnext profiles one of them;
#   attention   the fused attention against the composed one (PAPERFIT_ATTENTION), in at most
#               ATTENTION_DEADLINE seconds (default 480) with the binary built beforehand: the
#               doctor's attention, linear, drop-path, layer-norm (with the fused residual sum),
#               GELU, image-upload and GLCA-query rows under each path (layer norm and GELU:
#               the 16-byte loads; the image upload: 8-bit batches normalised on the device;
#               DCAL's queries: chosen on the device; the linear rows
#               include the cuBLASLt path's against the composed one), and `bench train` for
#               ViT-B/16 224 px 64 x 1, DeiT-Tiny 224 px and DCAL 448 px under each (PyTorch
#               eager beside the composed run; the linear layer on its default, cuBLASLt),
#               ViT-B/16 also with PAPERFIT_LINEAR=composed; its results in
#               OUT_DIR/attention.tar.gz.
#   conv        the two cuDNN interfaces side by side (PAPERFIT_CUDNN=legacy|graph, a binary
#               built with `cudnn`) in at most CONV_DEADLINE seconds (default 480): the
#               doctor's convolution rows under each (`doctor --only convolution`, the graph
#               path with PAPERFIT_LOG_CUDNN=1: every engine and the engines it rejected; the
#               legacy run also the batch-norm, gate, residual, spatial-mean and group-norm
#               rows: the fused block ends and the 16-byte-pack kernels),
#               `bench train` of SE-ResNeXt50 256 px 32 x 1, ResNet-50 224 px 64 x 1 and
#               ResNet-34 at FS-CT's 5-way 5-shot episode (105 images of 224 px) on each, the
#               legacy run with PyTorch default and deterministic beside it, and a one-step
#               kernel-time table of SE-ResNeXt50 on the graph path with the time left
#               (the legacy path's is the profile stage's); its results in
#               OUT_DIR/conv.tar.gz. Not in the default list.
#   targets     the speed issues' targets, most telling first, in at most TARGETS_DEADLINE
#               seconds (default 540) with the binary built beforehand: `paperfit doctor`
#               (every row) with PAPERFIT_CUDNN=graph (PAPERFIT_LOG_CUDNN=1) and
#               PAPERFIT_LINEAR=cublaslt (the fused attention's rows run whatever the switch
#               says, against its CPU twin); `bench train` of ViT-B/16 224 px 64 x 1
#               on cuBLASLt beside timm eager, then composed alone; one step of ViT-B/16's
#               faster path under Nsight Compute without cache flushes (its kernel time against
#               the timed step's wall time gives the GPU-idle share); ResNet-50 224 px 64 x 1,
#               ResNet-34 at FS-CT's 5-way 5-shot episode and SE-ResNeXt50 256 px 32 x 1 on the
#               graph path beside PyTorch eager and deterministic; SE-ResNeXt50's peak memory
#               against its estimate (`bench memory`); then, with the time left, `bench parity`
#               of DeiT-Tiny, DCAL 448 px, ViT-B/16 with the fused attention and `bench parity`
#               of the small CNN. Its results in OUT_DIR/targets.tar.gz. Not in the default list.
#   vit         the transformer's target alone, in at most VIT_DEADLINE seconds (default 360):
#               `paperfit doctor` (every row, the default paths), `bench train` of ViT-B/16
#               224 px 64 x 1 on cuBLASLt beside timm eager and composed alone, one step of the
#               faster under Nsight Compute (as `targets`), ViT-B/16's peak memory against its
#               estimate (`bench memory`), `bench parity` of DeiT-Tiny and DCAL 448 px; its
#               results in OUT_DIR/vit.tar.gz. Not in the default list.
#   parity      `bench parity` on the card in the preset's half precision against the same PyTorch
#               model under torch.autocast (float32 master weights): DeiT-Tiny and the small CNN at
#               the parity tests' tiny sizes, 8 steps each, in at most PARITY_DEADLINE seconds
#               (default 300) with the binary built beforehand; its results (JSON reports) in
#               OUT_DIR/parity.tar.gz. Not in the default list.
#
#   scripts/gpu-check.sh [--dry-run] [PAPERFIT] [PYTHON_WITH_TORCH] [OUT_DIR] [STAGE ...]
#
# No stage named runs all but `first`, `attention`, `conv`, `parity`, `targets` and `vit`. Run from the repository root (it reads experiments/).
# Every command's output goes to OUT_DIR, and OUT_DIR/summary.txt gets a line per command with
# its exit code and seconds; a failing command is recorded and the script goes on. The
# precision is the preset's on the card (bf16, or fp16 where the card or the build has no
# bf16), never forced. The script adds the `lib` folders of the Python environment's
# `nvidia/*` packages to LD_LIBRARY_PATH (the binary loads its CUDA libraries from there when
# the system has none), and sets a writable CUDA_CACHE_PATH so every command reuses the
# driver's compiled kernels. NCU names
# Nsight Compute (default: `ncu` on the PATH, else /usr/local/cuda/bin/ncu). `--dry-run`
# prints the commands instead of running them. DOCTOR_LIMIT, TRAIN_LIMIT and PROFILE_LIMIT
# bound those commands in seconds; DOCTOR_TEXT_ONLY=1 skips the doctor's JSON run;
# TRAIN_MATCH (a glob on the experiment's name) picks the experiments the train stages run.
set -uo pipefail
dry_run=0
if [ "${1:-}" = --dry-run ]; then
  dry_run=1
  shift
fi
bin=${1:-target/release/paperfit}
python=${2:-python3}
out=${3:-gpu-check}
shift $(($# < 3 ? $# : 3))
stages=${*:-doctor train-16gb train-80gb memory speed profile}
ncu=${NCU:-$(command -v ncu || echo /usr/local/cuda/bin/ncu)}
mkdir -p "$out/runs"
log() { echo "== $*" | tee -a "$out/summary.txt"; }
# run NAME [--limit SECONDS] COMMAND...: the command's output in OUT_DIR/NAME.out, its exit code
# and seconds in the summary; under `timeout` when a limit is given (exit 124 when it ran out).
run() {
  local name=$1 started=$SECONDS limit=
  shift
  if [ "${1:-}" = --limit ]; then
    limit=$2
    shift 2
  fi
  if [ "$dry_run" = 1 ]; then
    echo "$name: ${limit:+timeout $limit }$*"
    return 0
  fi
  if [ -n "$limit" ]; then
    if [ "$limit" -le 0 ]; then
      log "$name: skipped, no time left"
      return 0
    fi
    timeout --kill-after=10 "$limit" "$@" >"$out/$name.out" 2>&1
  else
    "$@" >"$out/$name.out" 2>&1
  fi
  local code=$?
  log "$name: exit $code, $((SECONDS - started)) s"
  return 0
}

# The CUDA libraries a CUDA build loads (at run time: it links none), also where only the
# Python environment has them: the `lib` folders of its `nvidia/*` packages (PyTorch's wheels
# bring cuBLAS, cuDNN, NCCL, ...) go on LD_LIBRARY_PATH after what is there already.
cuda_libraries() {
  local site extra=
  site=$("$python" -c 'import nvidia, os; print(os.path.dirname(list(nvidia.__path__)[0]))' 2>/dev/null) || return 0
  for dir in "$site"/nvidia/*/lib; do
    extra="$extra${extra:+:}$dir"
  done
  export LD_LIBRARY_PATH="${LD_LIBRARY_PATH:+$LD_LIBRARY_PATH:}$extra"
}
if [ "$dry_run" = 0 ]; then
  cuda_libraries
  export CUDA_CACHE_PATH=${CUDA_CACHE_PATH:-$out/cuda-cache}
  mkdir -p "$CUDA_CACHE_PATH"
fi
wanted() { [[ " $stages " == *" $1 "* ]]; }

stage_doctor() {
  run doctor --limit "${DOCTOR_LIMIT:-600}" "$bin" doctor
  [ -n "${DOCTOR_TEXT_ONLY:-}" ] || run doctor-json --limit "${DOCTOR_LIMIT:-600}" "$bin" doctor --format json
}

# A byte-level CLIP tokenizer.json (no merges): the CLIP experiments need one.
tokenizer="$out/tokenizer.json"
[ "$dry_run" = 1 ] || "$python" - "$tokenizer" <<'EOF'
import json, sys
printable = list(range(33, 127)) + list(range(0xA1, 0xAD)) + list(range(0xAE, 0x100))
chars, extra = printable[:], 0
for b in range(256):
    if b not in printable:
        printable.append(b); chars.append(256 + extra); extra += 1
order = [chr(c) for c in chars]
vocab = order + [c + "</w>" for c in order] + ["<|startoftext|>", "<|endoftext|>"]
special = lambda i, c: {"id": i, "content": c, "single_word": False, "lstrip": False,
                        "rstrip": False, "normalized": True, "special": True}
pattern = r"<\|startoftext\|>|<\|endoftext\|>|'s|'t|'re|'ve|'m|'ll|'d|[\p{L}]+|[\p{N}]|[^\s\p{L}\p{N}]+"
json.dump({"version": "1.0", "truncation": None, "padding": None,
           "added_tokens": [special(512, "<|startoftext|>"), special(513, "<|endoftext|>")],
           "normalizer": {"type": "Sequence", "normalizers": [{"type": "NFC"}, {"type": "Replace", "pattern": {"Regex": r"\s+"}, "content": " "}, {"type": "Lowercase"}]},
           "pre_tokenizer": {"type": "Sequence", "pretokenizers": [
               {"type": "Split", "pattern": {"Regex": pattern}, "behavior": "Removed", "invert": True},
               {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True, "use_regex": False}]},
           "post_processor": None, "decoder": None,
           "model": {"type": "BPE", "dropout": None, "unk_token": "<|endoftext|>", "continuing_subword_prefix": "",
                     "end_of_word_suffix": "</w>", "fuse_unk": False, "byte_fallback": False,
                     "vocab": {t: i for i, t in enumerate(vocab)}, "merges": []}},
          open(sys.argv[1], "w"))
EOF

# plan_value KEY EXPERIMENT ARGS...: a number from the plan's JSON (`paperfit plan --format json`).
plan_value() {
  local key=$1
  shift
  "$bin" plan "$@" --format json | tr -d ' \n' | grep -o "\"$key\":[0-9]*" | head -1 | cut -d: -f2
}

common=(--set 'data.format="synthetic"' --set 'model.pretrained=""' --set paper.epochs=1
        --set data.eval_samples=0 --set train.checkpoint_every=0 --set train.log_every=1)

# Every shipped experiment for 3 optimizer steps under preset $1.
stage_train() {
  local preset=$1 experiment name batch extra sized
  for experiment in experiments/*.toml; do
    name=$(basename "$experiment" .toml)
    # shellcheck disable=SC2053
    [[ $name == ${TRAIN_MATCH:-*} ]] || continue
    extra=()
    case $name in
      quickstart*) extra=(--set paper.schedule.warmup_epochs=0) ;;
      dcal_market1501) extra=(--set paper.schedule.warmup_epochs=0 --set model.num_classes=16 --set data.num_classes=16) ;;
      dcal_*) extra=(--set paper.schedule.warmup_epochs=0) ;;
      clip_*) extra=(--set paper.schedule.warmup_steps=0 --set "model.clip.tokenizer=\"$tokenizer\"") ;;
      fsct_*|profoct_*) extra=(--set paper.episodes_per_epoch=3) ;;
    esac
    case $name in
      # Episodes are drawn from the synthetic set's classes, which must keep enough images
      # each: its own size stays, and three episodes make the epoch.
      fsct_*|profoct_*) sized=() ;;
      *) batch=$(plan_value effective_batch "$experiment" --preset cpu "${common[@]}" "${extra[@]}")
         sized=(--set "data.train_samples=$((3 * batch))") ;;
    esac
    run "train-$name-$preset" --limit "${TRAIN_LIMIT:-300}" "$bin" train "$experiment" --preset "$preset" --plain \
      --out "$out/runs/$name-$preset" "${common[@]}" "${extra[@]}" "${sized[@]}"
    cp "$out/runs/$name-$preset/summary.json" "$out/runs/$name-$preset.summary.json" 2>/dev/null
  done
}

# The runs docs/memory.md compares with the estimate (H100 rows).
stage_memory() {
  local vit224=(experiments/quickstart_vit.toml --preset 80gb --set 'model.name="vit_b16"'
                --set paper.input_size=224 --set model.drop_path_rate=0.0 --set paper.epochs=1
                --set data.train_samples=192 --set paper.schedule.warmup_epochs=0)
  run memory-vit224-half "$bin" bench memory "${vit224[@]}" --micro-batch 64
  run memory-vit224-fp32 "$bin" bench memory "${vit224[@]}" --micro-batch 64 --set 'train.precision="fp32"'
  run memory-vit448-ckpt "$bin" bench memory experiments/quickstart_vit.toml --preset 80gb \
    --set 'model.name="vit_b16"' --set paper.input_size=448 --set paper.effective_batch=16 \
    --set data.train_samples=48 --set paper.schedule.warmup_epochs=0 \
    --set train.gradient_checkpointing=true --micro-batch 16
  run memory-seresnext "$bin" bench memory experiments/seresnext50_aptos.toml --preset 80gb \
    --set 'data.format="synthetic"' --set 'model.pretrained=""' --set paper.input_size=256 \
    --set paper.effective_batch=32 --set data.train_samples=96 --micro-batch 32
  local preset
  for preset in 8gb 16gb 24gb; do
    run "memory-dcal-$preset" "$bin" bench memory experiments/dcal_cub.toml --preset "$preset" \
      --set 'data.format="synthetic"' --set 'model.pretrained=""' --set data.train_samples=48 \
      --set paper.schedule.warmup_epochs=0 \
      --micro-batch "$(plan_value micro_batch experiments/dcal_cub.toml --preset "$preset")"
  done
}

# The shapes of the speed targets: ViT-B/16 224 px batch 64, SE-ResNeXt50 256 px batch 32, in
# the preset's half precision on the card (DCAL on the 16gb preset and FS-CT episodes in
# stage_speed).
vit224_speed=(experiments/quickstart_vit.toml --preset 80gb --set 'model.name="vit_b16"'
              --set paper.input_size=224 --set train.micro_batch=64 --set model.drop_path_rate=0.0)
seresnext_speed=(experiments/seresnext50_aptos.toml --preset 80gb --set 'data.format="synthetic"'
                 --set 'model.pretrained=""' --set paper.input_size=256 --set paper.effective_batch=32
                 --set train.micro_batch=32)

# Speed and memory against PyTorch eager + autocast on the same card (timm's own models), its
# deterministic run and its torch.compile'd model (five warm-up steps: compiling falls in them);
# FS-CT's episodes without
# a PyTorch reference (the median of the logged samples/s after three warm-up steps).
stage_speed() {
  run speed-vit224-half "$bin" bench train "${vit224_speed[@]}" --python "$python" --warmup 5
  run speed-seresnext-half "$bin" bench train "${seresnext_speed[@]}" --python "$python" --warmup 5
  run speed-dcal-16gb "$bin" bench train experiments/dcal_cub.toml --preset 16gb \
    --set 'data.format="synthetic"' --set 'model.pretrained=""' --steps 5 --python "$python"
  local fsct=fsct_miniimagenet_resnet34_5w5s
  run "speed-$fsct" "$bin" train "experiments/$fsct.toml" --preset 80gb --plain \
    --out "$out/runs/speed-$fsct" "${common[@]}" --set paper.episodes_per_epoch=20
  "$python" - "$out/runs/speed-$fsct/metrics.jsonl" <<'EOF' | tee -a "$out/summary.txt"
import json, statistics, sys
rates = [r["samples_per_sec"] for r in map(json.loads, open(sys.argv[1]))
         if r.get("kind") == "train" and r.get("samples_per_sec")]
timed = rates[3:] or rates
print(f"== FS-CT 5-way 5-shot episodes: median {statistics.median(timed):.1f} samples/s "
      f"over {len(timed)} logged steps")
EOF
}

# One timed step of each side under Nsight Compute (kernel durations only: one pass a kernel,
# no cache flush between kernels, so their sum compares with the step's wall time).
stage_profile() {
  if [ ! -x "$ncu" ]; then
    log "profile: no Nsight Compute at $ncu (set NCU)"
    return 0
  fi
  local name args
  for name in ${PROFILE_MODELS:-vit224 seresnext}; do
    if [ "$name" = vit224 ]; then args=("${vit224_speed[@]}"); else args=("${seresnext_speed[@]}"); fi
    run "profile-$name" --limit "${PROFILE_LIMIT:-280}" "$ncu" --profile-from-start off --cache-control none --metrics gpu__time_duration.sum \
      --csv --print-units base "$bin" bench train "${args[@]}" --steps 1 --warmup 2 --python "$python" \
      --pytorch eager
    "$python" scripts/kernel-times.py "$out/profile-$name.out" --steps 1 >"$out/kernels-$name.md" 2>&1
    log "kernels-$name.md: exit $?"
  done
}

# The two cuDNN interfaces side by side (see the top). Each command's limit is its own or what
# is left of CONV_DEADLINE, whichever is less.
conv_resnet50=(experiments/quickstart_vit.toml --preset 80gb --set 'model.name="resnet50"'
               --set paper.input_size=224 --set paper.effective_batch=64 --set train.micro_batch=64
               --set model.drop_path_rate=0.0)
# FS-CT's 5-way 5-shot episode through its ResNet-34: 5 x (5 + 16) images of 224 px.
conv_resnet34=(experiments/quickstart_vit.toml --preset 80gb --set 'model.name="resnet34"'
               --set paper.input_size=224 --set paper.effective_batch=105 --set train.micro_batch=105
               --set model.drop_path_rate=0.0)
stage_conv() {
  local deadline=$((SECONDS + ${CONV_DEADLINE:-480})) name path args
  left() { local want=$1 rest=$((deadline - SECONDS)); echo $((want < rest ? want : rest)); }
  local graph=(env PAPERFIT_CUDNN=graph PAPERFIT_LOG_CUDNN=1)
  # The legacy run also takes the batch-norm, gate, residual, spatial-mean and group-norm rows
  # (the fused block ends and the 16-byte-pack kernels; no convolution path changes them).
  run conv-doctor-legacy --limit "$(left 60)" env PAPERFIT_CUDNN=legacy "$bin" doctor --only convolution \
    --only batch --only gate --only residual --only spatial --only group
  run conv-doctor-graph --limit "$(left 40)" "${graph[@]}" "$bin" doctor --only convolution
  for name in seresnext resnet50 resnet34; do
    case $name in
      seresnext) args=("${seresnext_speed[@]}") ;;
      resnet50) args=("${conv_resnet50[@]}") ;;
      resnet34) args=("${conv_resnet34[@]}") ;;
    esac
    run "conv-speed-$name-legacy" --limit "$(left 75)" env PAPERFIT_CUDNN=legacy "$bin" bench train \
      "${args[@]}" --steps 5 --warmup 2 --python "$python" --pytorch deterministic
    run "conv-speed-$name-graph" --limit "$(left 35)" "${graph[@]}" "$bin" bench train \
      "${args[@]}" --steps 5 --warmup 2 --no-reference
  done
  if [ -x "$ncu" ] || [ "$dry_run" = 1 ]; then
    run conv-profile-seresnext-graph --limit "$(left 120)" env PAPERFIT_CUDNN=graph "$ncu" \
      --profile-from-start off --cache-control none --metrics gpu__time_duration.sum --csv --print-units base \
      "$bin" bench train "${seresnext_speed[@]}" --steps 1 --warmup 2 --no-reference
    [ "$dry_run" = 1 ] || {
      "$python" scripts/kernel-times.py "$out/conv-profile-seresnext-graph.out" --steps 1 \
        >"$out/kernels-conv-seresnext-graph.md" 2>&1
      log "kernels-conv-seresnext-graph.md: exit $?"
    }
  else
    log "conv-profile: no Nsight Compute at $ncu (set NCU)"
  fi
  if [ "$dry_run" = 0 ]; then
    tar -czf "$out/conv.tar.gz" -C "$out" summary.txt $(cd "$out" && ls conv-*.out kernels-conv-*.md 2>/dev/null)
    log "conv: $out/conv.tar.gz"
  fi
}

# The first look at a card (see the top). Each command's limit is its own or what is left of
# FIRST_DEADLINE, whichever is less, so the stage ends in time with what it has.
stage_first() {
  local deadline=$((SECONDS + ${FIRST_DEADLINE:-480}))
  left() { local want=$1 rest=$((deadline - SECONDS)); echo $((want < rest ? want : rest)); }
  if [ "$dry_run" = 0 ]; then
    {
      echo "# nvidia-smi"; nvidia-smi 2>&1
      echo "# driver and devices"; nvidia-smi --query-gpu=name,compute_cap,memory.total,driver_version --format=csv 2>&1
      echo "# nvcc"; command -v nvcc && nvcc --version 2>&1 | tail -2
      echo "# python"; "$python" -c 'import torch, timm, torchvision; print("torch", torch.__version__, "cuda", torch.version.cuda, "cudnn", torch.backends.cudnn.version(), "timm", timm.__version__, "torchvision", torchvision.__version__)' 2>&1
      echo "# LD_LIBRARY_PATH=${LD_LIBRARY_PATH:-}"
      echo "# CUDA_CACHE_PATH=$CUDA_CACHE_PATH"
      echo "# CUDA libraries (the binary loads them at run time; a plan for a CUDA preset names any missing)"
      "$bin" plan experiments/quickstart.toml --preset 80gb 2>&1 | grep -i "cannot load" || echo "all load"
      echo "# cpu"; grep -m1 'model name' /proc/cpuinfo; nproc
    } >"$out/environment.txt" 2>&1
    log "environment: CUDA libraries: $(grep -A1 '^# CUDA libraries' "$out/environment.txt" | tail -1)"
  fi
  run first-version --limit "$(left 30)" "$bin" --version
  run first-doctor --limit "$(left 270)" "$bin" doctor
  local micro
  micro=$(plan_value micro_batch experiments/dcal_cub.toml --preset 16gb)
  run first-shape-dcal-16gb --limit "$(left 90)" "$bin" bench memory experiments/dcal_cub.toml \
    --preset 16gb --set 'data.format="synthetic"' --set 'model.pretrained=""' \
    --set paper.schedule.warmup_epochs=0 --micro-batch "$micro"
  run first-shape-seresnext50-256 --limit "$(left 60)" "$bin" bench memory \
    experiments/seresnext50_aptos.toml --preset 80gb --set 'data.format="synthetic"' \
    --set 'model.pretrained=""' --micro-batch 32
  local fsct=experiments/fsct_miniimagenet_resnet34_5w5s.toml
  micro=$(plan_value micro_batch "$fsct" --preset 80gb)
  run first-shape-fsct-5w5s --limit "$(left 60)" "$bin" bench memory "$fsct" --preset 80gb \
    --set 'data.format="synthetic"' --set 'model.pretrained=""' --micro-batch "$micro"
  # The compiled reference is the speed stage's: compiling would not fit these limits.
  run first-speed-vit224 --limit "$(left 120)" "$bin" bench train "${vit224_speed[@]}" --python "$python" \
    --pytorch deterministic
  run first-speed-seresnext50 --limit "$(left 120)" "$bin" bench train "${seresnext_speed[@]}" --python "$python" \
    --pytorch deterministic
  if [ "$dry_run" = 0 ]; then
    tar -czf "$out/first.tar.gz" -C "$out" summary.txt environment.txt $(cd "$out" && ls first-*.out 2>/dev/null)
    log "first: $out/first.tar.gz"
  fi
}

# The fused attention against the composed one (see the top). Each command's limit is its own
# or what is left of ATTENTION_DEADLINE, whichever is less.
stage_attention() {
  local deadline=$((SECONDS + ${ATTENTION_DEADLINE:-480}))
  left() { local want=$1 rest=$((deadline - SECONDS)); echo $((want < rest ? want : rest)); }
  local path
  for path in composed fused; do
    run "attention-doctor-$path" --limit "$(left 100)" env PAPERFIT_ATTENTION=$path "$bin" doctor \
      --only attention --only linear --only drop-path --only "layer norm" --only GELU \
      --only "images uploaded" --only "GLCA queries"
  done
  local deit=(experiments/quickstart_vit.toml --preset 80gb --set paper.input_size=224)
  local dcal=(experiments/dcal_cub.toml --preset 80gb --set 'data.format="synthetic"'
              --set 'model.pretrained=""' --steps 5 --warmup 2)
  local model args
  for model in vit224 deit dcal448; do
    case $model in
      vit224) args=("${vit224_speed[@]}" --steps 10 --warmup 3) ;;
      deit) args=("${deit[@]}" --steps 10 --warmup 3) ;;
      dcal448) args=("${dcal[@]}") ;;
    esac
    run "attention-speed-$model-composed" --limit "$(left 90)" env PAPERFIT_ATTENTION=composed \
      "$bin" bench train "${args[@]}" --python "$python" --pytorch eager
    run "attention-speed-$model-fused" --limit "$(left 60)" env PAPERFIT_ATTENTION=fused \
      "$bin" bench train "${args[@]}" --no-reference
    # The linear layer composed beside its default, cuBLASLt (ViT-B/16 only: 13 steps of about
    # 50 ms and the model's start-up fit its 45 s).
    if [ "$model" = vit224 ]; then
      run "attention-speed-$model-linear-composed" --limit "$(left 45)" env PAPERFIT_ATTENTION=composed \
        PAPERFIT_LINEAR=composed "$bin" bench train "${args[@]}" --no-reference
    fi
  done
  if [ "$dry_run" = 0 ]; then
    tar -czf "$out/attention.tar.gz" -C "$out" summary.txt $(cd "$out" && ls attention-*.out 2>/dev/null)
    log "attention: $out/attention.tar.gz"
  fi
}

# Half precision against torch.autocast on the card (see the top): the parity tests' tiny DeiT
# and small CNN (tests/it/parity), under the 80gb preset's precision.
parity_deit=(experiments/quickstart_vit.toml --preset 80gb --set model.drop_path_rate=0
             --set model.width=128 --set model.depth=2 --set paper.input_size=32
             --set data.train_samples=64 --set paper.effective_batch=16 --set train.micro_batch=8
             --set train.grad_clip_norm=0.5)
parity_cnn=(experiments/quickstart.toml --preset 80gb --set 'model.channels=[8,16]'
            --set paper.input_size=16 --set data.train_samples=64 --set paper.effective_batch=16
            --set train.micro_batch=8)
stage_parity() {
  local deadline=$((SECONDS + ${PARITY_DEADLINE:-300}))
  left() { local want=$1 rest=$((deadline - SECONDS)); echo $((want < rest ? want : rest)); }
  run parity-deit --limit "$(left 150)" "$bin" bench parity "${parity_deit[@]}" --steps 8 \
    --python "$python" --format json
  run parity-small-cnn --limit "$(left 150)" "$bin" bench parity "${parity_cnn[@]}" --steps 8 \
    --python "$python" --format json
  if [ "$dry_run" = 0 ]; then
    tar -czf "$out/parity.tar.gz" -C "$out" summary.txt $(cd "$out" && ls parity-*.out 2>/dev/null)
    log "parity: $out/parity.tar.gz"
  fi
}

# The speed issues' targets in one command (see the top). Each command's limit is its own or
# what is left of TARGETS_DEADLINE, whichever is less.
stage_targets() {
  local deadline=$((SECONDS + ${TARGETS_DEADLINE:-540}))
  left() { local want=$1 rest=$((deadline - SECONDS)); echo $((want < rest ? want : rest)); }
  local new=(env PAPERFIT_CUDNN=graph PAPERFIT_LOG_CUDNN=1 PAPERFIT_LINEAR=cublaslt PAPERFIT_LOG_CUBLASLT=1)
  run targets-doctor-new-paths --limit "$(left 140)" "${new[@]}" "$bin" doctor
  vit_speed targets
  # The convolutional nets on cuDNN's graph interface beside PyTorch eager and deterministic.
  local model args
  for model in resnet50 resnet34 seresnext; do
    case $model in
      resnet50) args=("${conv_resnet50[@]}" --steps 5 --warmup 2) ;;
      resnet34) args=("${conv_resnet34[@]}" --steps 5 --warmup 2) ;;
      seresnext) args=("${seresnext_speed[@]}" --steps 10 --warmup 3) ;;
    esac
    run "targets-$model-graph" --limit "$(left 75)" env PAPERFIT_CUDNN=graph "$bin" bench train \
      "${args[@]}" --python "$python" --pytorch deterministic
  done
  run targets-memory-seresnext --limit "$(left 45)" "$bin" bench memory experiments/seresnext50_aptos.toml \
    --preset 80gb --set 'data.format="synthetic"' --set 'model.pretrained=""' --set paper.input_size=256 \
    --set paper.effective_batch=32 --set data.train_samples=96 --micro-batch 32
  run targets-parity-deit --limit "$(left 60)" "$bin" bench parity "${parity_deit[@]}" --steps 8 \
    --python "$python" --format json
  run targets-dcal448-composed --limit "$(left 45)" env PAPERFIT_ATTENTION=composed "$bin" bench train \
    experiments/dcal_cub.toml --preset 80gb --set 'data.format="synthetic"' --set 'model.pretrained=""' \
    --steps 5 --warmup 2 --no-reference
  run targets-vit224-fused --limit "$(left 40)" env PAPERFIT_ATTENTION=fused "$bin" bench train \
    "${vit224_speed[@]}" --steps 10 --warmup 3 --no-reference
  run targets-parity-small-cnn --limit "$(left 60)" "$bin" bench parity "${parity_cnn[@]}" --steps 8 \
    --python "$python" --format json
  archive targets
}

# The transformer's target alone (see the top): what a change to the attention or the linear
# layers needs measured, in at most VIT_DEADLINE seconds.
stage_vit() {
  local deadline=$((SECONDS + ${VIT_DEADLINE:-360}))
  left() { local want=$1 rest=$((deadline - SECONDS)); echo $((want < rest ? want : rest)); }
  run vit-doctor --limit "$(left 140)" "$bin" doctor
  vit_speed vit
  run vit-memory-vit224 --limit "$(left 45)" "$bin" bench memory "${vit224_speed[@]}" --set paper.epochs=1 \
    --set data.train_samples=192 --set paper.schedule.warmup_epochs=0 --micro-batch 64
  run vit-parity-deit --limit "$(left 60)" "$bin" bench parity "${parity_deit[@]}" --steps 8 \
    --python "$python" --format json
  run vit-dcal448-composed --limit "$(left 45)" "$bin" bench train experiments/dcal_cub.toml --preset 80gb \
    --set 'data.format="synthetic"' --set 'model.pretrained=""' --steps 5 --warmup 2 --no-reference
  archive vit
}

# The transformer's speed target, as STAGE's commands (the calling stage's `left` bounds them):
# ViT-B/16 224 px 64 x 1 on cuBLASLt (the default) beside timm eager, composed alone, then one profiled step
# of the faster (paperfit's row of each table: samples/s in the columns 41-52): kernel
# durations without flushing the caches between kernels, so their sum compares with the
# step's wall time (the GPU-idle share).
vit_speed() {
  local stage=$1 vit=("${vit224_speed[@]}" --steps 10 --warmup 3)
  run "$stage-vit224-cublaslt" --limit "$(left 90)" env PAPERFIT_ATTENTION=composed PAPERFIT_LINEAR=cublaslt \
    PAPERFIT_LOG_CUBLASLT=1 "$bin" bench train "${vit[@]}" --python "$python" --pytorch eager
  run "$stage-vit224-composed" --limit "$(left 40)" env PAPERFIT_ATTENTION=composed PAPERFIT_LINEAR=composed \
    "$bin" bench train "${vit[@]}" --no-reference
  targets_profile "$stage" vit224 "${vit224_speed[@]}"
}

# STAGE's outputs and the summary in OUT_DIR/STAGE.tar.gz.
archive() {
  [ "$dry_run" = 0 ] || return 0
  tar -czf "$out/$1.tar.gz" -C "$out" summary.txt $(cd "$out" && ls "$1"-*.out "$1"-*.md 2>/dev/null)
  log "$1: $out/$1.tar.gz"
}

# targets_profile STAGE MODEL ARGS...: one step of MODEL's fastest measured path under Nsight
# Compute (the stage's tables name the paths: STAGE-MODEL-PATH.out).
targets_profile() {
  local stage=$1 model=$2 best= best_rate=0 file path rate
  shift 2
  for file in "$out"/"$stage"-"$model"-*.out; do
    [ -e "$file" ] || continue
    path=${file##*/"$stage"-"$model"-}
    path=${path%.out}
    rate=$(awk '/^paperfit/ { print substr($0, 41, 12) + 0; exit }' "$file")
    if [ -n "$rate" ] && awk -v a="$rate" -v b="$best_rate" 'BEGIN { exit !(a > b) }'; then
      best=$path best_rate=$rate
    fi
  done
  local switches=()
  case $best in
    fused) switches=(PAPERFIT_ATTENTION=fused) ;;
    cublaslt) switches=(PAPERFIT_LINEAR=cublaslt) ;;
    composed) switches=(PAPERFIT_LINEAR=composed) ;;
    graph) switches=(PAPERFIT_CUDNN=graph) ;;
    legacy) switches=(PAPERFIT_CUDNN=legacy) ;;
    *) best=default ;;
  esac
  log "$stage: $model profiled on the $best path (${best_rate} samples/s)"
  if [ ! -x "$ncu" ] && [ "$dry_run" = 0 ]; then
    log "$stage: no Nsight Compute at $ncu (set NCU)"
    return 0
  fi
  run "$stage-profile-$model-$best" --limit "$(left 45)" env "${switches[@]}" "$ncu" --profile-from-start off \
    --cache-control none --metrics gpu__time_duration.sum --csv --print-units base "$bin" bench train "$@" \
    --steps 1 --warmup 2 --no-reference
  [ "$dry_run" = 1 ] || {
    "$python" scripts/kernel-times.py "$out/$stage-profile-$model-$best.out" --steps 1 \
      >"$out/$stage-kernels-$model-$best.md" 2>&1
    log "$stage-kernels-$model-$best.md: exit $?"
  }
}

for stage in $stages; do
  case $stage in
    first) stage_first ;;
    doctor) stage_doctor ;;
    train-16gb) stage_train 16gb ;;
    train-80gb) stage_train 80gb ;;
    memory) stage_memory ;;
    speed) stage_speed ;;
    profile) stage_profile ;;
    attention) stage_attention ;;
    conv) stage_conv ;;
    parity) stage_parity ;;
    targets) stage_targets ;;
    vit) stage_vit ;;
    *) log "unknown stage $stage (first doctor train-16gb train-80gb memory speed profile attention conv parity targets vit)"; exit 2 ;;
  esac
done
log "done: $out ($stages)"
