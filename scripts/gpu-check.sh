#!/usr/bin/env bash
# What a GPU machine should record for paperfit, in one run (about 15 minutes on an H100):
#   1. `paperfit doctor` (text and JSON);
#   2. every shipped experiment trained for 3 optimizer steps at the paper's shapes on built-in
#      synthetic data, under the 16gb and 80gb presets (the run log and summary of each);
#   3. peak memory against the estimate for the runs docs/memory.md tracks (`bench memory`);
#   4. training speed and memory against PyTorch on the same card (`bench train`).
#
#   scripts/gpu-check.sh [PAPERFIT] [PYTHON_WITH_TORCH] [OUT_DIR]
#
# Run from the repository root (it reads experiments/). Every command's output goes to OUT_DIR;
# a failing command is recorded and the script goes on.
set -uo pipefail
bin=${1:-target/release/paperfit}
python=${2:-python3}
out=${3:-gpu-check}
mkdir -p "$out/runs"
log() { echo "== $*" | tee -a "$out/summary.txt"; }
run() {
  local name=$1
  shift
  "$@" >"$out/$name.out" 2>&1
  local code=$?
  log "$name: exit $code"
  return 0
}

run doctor "$bin" doctor
run doctor-json "$bin" doctor --format json

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
  for preset in 16gb 80gb; do
    run "train-$name-$preset" "$bin" train "$experiment" --preset "$preset" --plain \
      --out "$out/runs/$name-$preset" "${common[@]}" "${extra[@]}" \
      --set "data.train_samples=$((3 * batch))"
    cp "$out/runs/$name-$preset/summary.json" "$out/runs/$name-$preset.summary.json" 2>/dev/null
  done
done

# The runs docs/memory.md compares with the estimate (H100 rows).
vit224=(experiments/quickstart_vit.toml --preset 80gb --set 'model.name="vit_b16"'
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
for preset in 8gb 16gb 24gb; do
  run "memory-dcal-$preset" "$bin" bench memory experiments/dcal_cub.toml --preset "$preset" \
    --set 'data.format="synthetic"' --set 'model.pretrained=""' --set data.train_samples=48 \
    --set paper.schedule.warmup_epochs=0 \
    --micro-batch "$("$bin" plan experiments/dcal_cub.toml --preset "$preset" --format json |
                     "$python" -c 'import json,sys; print(json.load(sys.stdin)["micro_batch"])')"
done

# Speed and memory against PyTorch eager + autocast on the same card.
run speed-vit224-bf16 "$bin" bench train experiments/quickstart_vit.toml --preset 80gb \
  --set 'model.name="vit_b16"' --set paper.input_size=224 --set train.micro_batch=64 \
  --set model.drop_path_rate=0.0 --set 'train.precision="bf16"' --python "$python"
run speed-seresnext-bf16 "$bin" bench train experiments/seresnext50_aptos.toml --preset 80gb \
  --set 'data.format="synthetic"' --set 'model.pretrained=""' --set paper.input_size=256 \
  --set paper.effective_batch=32 --set train.micro_batch=32 --set 'train.precision="bf16"' --python "$python"
run speed-dcal-16gb "$bin" bench train experiments/dcal_cub.toml --preset 16gb \
  --set 'data.format="synthetic"' --set 'model.pretrained=""' --steps 5 --python "$python"
log "done: $out"
