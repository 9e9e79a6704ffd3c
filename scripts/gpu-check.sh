#!/usr/bin/env bash
# What a GPU machine should record for paperfit, in stages each meant to fit one 10-minute command:
#   doctor      `paperfit doctor` (text and JSON): kernels against their CPU twins, memory rows,
#               NCCL at world size 1 (builds with `nccl`);
#   train-16gb  every shipped experiment trained for 3 optimizer steps at the paper's shapes on
#   train-80gb  built-in synthetic data under that preset (the run log and summary of each);
#   memory      peak memory against the estimate for the runs docs/memory.md tracks;
#   speed       training speed and memory against PyTorch on the same card (`bench train`), and
#               FS-CT episodes' throughput from a training run;
#   profile     a kernel-time breakdown of one timed step of ViT-B/16 and SE-ResNeXt50, paperfit
#               and PyTorch side by side (Nsight Compute; scripts/kernel-times.py).
#
#   scripts/gpu-check.sh [PAPERFIT] [PYTHON_WITH_TORCH] [OUT_DIR] [STAGE ...]
#
# No stage named runs them all (not yet timed on a GPU). Run from the repository root (it
# reads experiments/). Every command's output goes to OUT_DIR, and OUT_DIR/summary.txt gets a
# line per command with its exit code and seconds; a failing command is recorded and the script
# goes on. NCU names Nsight Compute (default /usr/local/cuda/bin/ncu).
set -uo pipefail
bin=${1:-target/release/paperfit}
python=${2:-python3}
out=${3:-gpu-check}
shift $(($# < 3 ? $# : 3))
stages=${*:-doctor train-16gb train-80gb memory speed profile}
ncu=${NCU:-/usr/local/cuda/bin/ncu}
mkdir -p "$out/runs"
log() { echo "== $*" | tee -a "$out/summary.txt"; }
run() {
  local name=$1 started=$SECONDS
  shift
  "$@" >"$out/$name.out" 2>&1
  local code=$?
  log "$name: exit $code, $((SECONDS - started)) s"
  return 0
}
wanted() { [[ " $stages " == *" $1 "* ]]; }

stage_doctor() {
  run doctor "$bin" doctor
  run doctor-json "$bin" doctor --format json
}

# A byte-level CLIP tokenizer.json (no merges): the CLIP experiments need one.
tokenizer="$out/tokenizer.json"
"$python" - "$tokenizer" <<'EOF'
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

common=(--set 'data.format="synthetic"' --set 'model.pretrained=""' --set paper.epochs=1
        --set data.eval_samples=0 --set train.checkpoint_every=0 --set train.log_every=1)

# Every shipped experiment for 3 optimizer steps under preset $1.
stage_train() {
  local preset=$1 experiment name batch extra
  for experiment in experiments/*.toml; do
    name=$(basename "$experiment" .toml)
    extra=()
    case $name in
      quickstart*) extra=(--set paper.schedule.warmup_epochs=0) ;;
      dcal_market1501) extra=(--set paper.schedule.warmup_epochs=0 --set model.num_classes=16 --set data.num_classes=16) ;;
      dcal_*) extra=(--set paper.schedule.warmup_epochs=0) ;;
      clip_*) extra=(--set paper.schedule.warmup_steps=0 --set "model.clip.tokenizer=\"$tokenizer\"") ;;
      fsct_*|profoct_*) extra=(--set paper.episodes_per_epoch=3) ;;
    esac
    batch=$("$bin" plan "$experiment" --preset cpu --format json "${common[@]}" "${extra[@]}" |
            "$python" -c 'import json,sys; print(json.load(sys.stdin)["effective_batch"])')
    run "train-$name-$preset" "$bin" train "$experiment" --preset "$preset" --plain \
      --out "$out/runs/$name-$preset" "${common[@]}" "${extra[@]}" \
      --set "data.train_samples=$((3 * batch))"
    cp "$out/runs/$name-$preset/summary.json" "$out/runs/$name-$preset.summary.json" 2>/dev/null
  done
}

# The runs docs/memory.md compares with the estimate (H100 rows).
stage_memory() {
  local vit224=(experiments/quickstart_vit.toml --preset 80gb --set 'model.name="vit_b16"'
                --set paper.input_size=224 --set model.drop_path_rate=0.0 --set paper.epochs=1
                --set data.train_samples=192 --set paper.schedule.warmup_epochs=0)
  run memory-vit224-bf16 "$bin" bench memory "${vit224[@]}" --micro-batch 64 --set 'train.precision="bf16"'
  run memory-vit224-fp32 "$bin" bench memory "${vit224[@]}" --micro-batch 64 --set 'train.precision="fp32"'
  run memory-vit448-ckpt "$bin" bench memory experiments/quickstart_vit.toml --preset 80gb \
    --set 'model.name="vit_b16"' --set paper.input_size=448 --set paper.effective_batch=16 \
    --set data.train_samples=48 --set paper.schedule.warmup_epochs=0 --set 'train.precision="bf16"' \
    --set train.gradient_checkpointing=true --micro-batch 16
  run memory-seresnext "$bin" bench memory experiments/seresnext50_aptos.toml --preset 80gb \
    --set 'data.format="synthetic"' --set 'model.pretrained=""' --set paper.input_size=256 \
    --set paper.effective_batch=32 --set data.train_samples=96 --set 'train.precision="bf16"' --micro-batch 32
  local preset
  for preset in 8gb 16gb 24gb; do
    run "memory-dcal-$preset" "$bin" bench memory experiments/dcal_cub.toml --preset "$preset" \
      --set 'data.format="synthetic"' --set 'model.pretrained=""' --set data.train_samples=48 \
      --set paper.schedule.warmup_epochs=0 \
      --micro-batch "$("$bin" plan experiments/dcal_cub.toml --preset "$preset" --format json |
                       "$python" -c 'import json,sys; print(json.load(sys.stdin)["micro_batch"])')"
  done
}

# The shapes of the speed targets: ViT-B/16 224 px batch 64 bf16, SE-ResNeXt50 256 px batch 32
# bf16 (DCAL on the 16gb preset and FS-CT episodes in stage_speed).
vit224_speed=(experiments/quickstart_vit.toml --preset 80gb --set 'model.name="vit_b16"'
              --set paper.input_size=224 --set train.micro_batch=64 --set model.drop_path_rate=0.0
              --set 'train.precision="bf16"')
seresnext_speed=(experiments/seresnext50_aptos.toml --preset 80gb --set 'data.format="synthetic"'
                 --set 'model.pretrained=""' --set paper.input_size=256 --set paper.effective_batch=32
                 --set train.micro_batch=32 --set 'train.precision="bf16"')

# Speed and memory against PyTorch eager + autocast on the same card; FS-CT's episodes without
# a PyTorch reference (the median of the logged samples/s after three warm-up steps).
stage_speed() {
  run speed-vit224-bf16 "$bin" bench train "${vit224_speed[@]}" --python "$python"
  run speed-seresnext-bf16 "$bin" bench train "${seresnext_speed[@]}" --python "$python"
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

# One timed step of each side under Nsight Compute (kernel durations only: one pass a kernel).
stage_profile() {
  if [ ! -x "$ncu" ]; then
    log "profile: no Nsight Compute at $ncu (set NCU)"
    return 0
  fi
  local name args
  for name in vit224 seresnext; do
    if [ "$name" = vit224 ]; then args=("${vit224_speed[@]}"); else args=("${seresnext_speed[@]}"); fi
    run "profile-$name" timeout 280 "$ncu" --profile-from-start off --metrics gpu__time_duration.sum \
      --csv --print-units base "$bin" bench train "${args[@]}" --steps 1 --warmup 2 --python "$python"
    "$python" scripts/kernel-times.py "$out/profile-$name.out" --steps 1 >"$out/kernels-$name.md" 2>&1
    log "kernels-$name.md: exit $?"
  done
}

for stage in $stages; do
  case $stage in
    doctor) stage_doctor ;;
    train-16gb) stage_train 16gb ;;
    train-80gb) stage_train 80gb ;;
    memory) stage_memory ;;
    speed) stage_speed ;;
    profile) stage_profile ;;
    *) log "unknown stage $stage (doctor train-16gb train-80gb memory speed profile)"; exit 2 ;;
  esac
done
log "done: $out ($stages)"
