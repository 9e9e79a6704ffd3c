# The PyTorch reference of `paperfit bench train`: the same architecture, micro-batch x
# accumulation, optimizer, gradient clipping, precision and device as the plan, on one fixed
# random batch; prints {"samples_per_sec": [...], "torch": ..., "peak_rss_bytes": ...}.
#
# Precision: fp32 as is; bf16 / fp16 with torch.autocast (and a GradScaler for fp16), PyTorch's
# standard mixed precision. Models are what a user would pick instead of paperfit: timm's own
# model for the ViT/DeiT family (`timm.create_model`: fused scaled-dot-product attention, the
# plan's drop-path rate and any width/depth override) and SE-ResNeXt50, torchvision's
# resnet18/34/50, and for small_cnn (paperfit's own model) a transcription (conv 3x3 ->
# GroupNorm -> GELU -> max-pool 2x2 per stage, global average pool, linear). The optimizer is
# timm's `create_optimizer_v2` where timm is installed (weight decay off for biases and norms
# when the plan says so), torch.optim otherwise. Checkpointing recomputes each block
# (torch.utils.checkpoint, or timm's `set_grad_checkpointing`), as paperfit checkpoints each
# segment. With "compile", the model is `torch.compile`d (the warm-up steps include compiling).
import json
import resource
import sys
import time

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.checkpoint import checkpoint

spec = json.loads(sys.argv[1])
torch.manual_seed(0)
torch.set_num_threads(spec["threads"])
device = torch.device(spec["device"])
if spec.get("deterministic"):
    # PyTorch's reproducibility switches: deterministic algorithms only (an error where an op
    # has none), cuDNN without autotuning; CUBLAS_WORKSPACE_CONFIG comes from the caller.
    torch.use_deterministic_algorithms(True)
    torch.backends.cudnn.deterministic = True
    torch.backends.cudnn.benchmark = False
if device.type == "cuda" and not torch.cuda.is_available():
    print(json.dumps({"error": f"torch {torch.__version__} has no CUDA device"}))
    sys.exit(0)
precision = spec["precision"]
autocast_dtype = {"fp32": None, "bf16": torch.bfloat16, "fp16": torch.float16}[precision]
recompute = spec["checkpointing"]


def run_blocks(blocks, x):
    for block in blocks:
        x = checkpoint(block, x, use_reentrant=False) if recompute and x.requires_grad else block(x)
    return x


class SmallCnn(nn.Module):
    def __init__(self, channels, classes):
        super().__init__()
        stages, c_in = [], 3
        for c in channels:
            stages.append(nn.Sequential(nn.Conv2d(c_in, c, 3, padding=1), nn.GroupNorm(max(c // 8, 1), c),
                                        nn.GELU(), nn.MaxPool2d(2)))
            c_in = c
        self.stages = nn.ModuleList(stages)
        self.head = nn.Linear(c_in, classes)

    def forward(self, x):
        return self.head(run_blocks(self.stages, x).mean(dim=(2, 3)))


name, classes = spec["model"], spec["classes"]
height, width = spec["height"], spec["width_px"]
# The library model the registry names for the architecture (none: paperfit's own small CNN).
reference = spec["pytorch"] or {}
timm_name = reference["name"] if reference.get("library") == "timm" else None


def need(module):
    try:
        return __import__(module)
    except ImportError:
        print(json.dumps({"error": f"{module} is not installed"}))
        sys.exit(0)


if name == "small_cnn":
    model = SmallCnn(spec["channels"], classes)
elif timm_name:
    timm = need("timm")
    overrides = {"drop_path_rate": spec["drop_path_rate"]}
    if spec["vit"]:
        overrides["img_size"] = (height, width)
        if spec["width"]:
            overrides["embed_dim"] = spec["width"]
        if spec["depth"]:
            overrides["depth"] = spec["depth"]
    model = timm.create_model(timm_name, num_classes=classes, **overrides)
    if recompute:
        model.set_grad_checkpointing(True)
elif reference.get("library") == "torchvision":
    model = getattr(need("torchvision").models, reference["name"])(num_classes=classes)
else:
    print(json.dumps({"error": f"no PyTorch reference for {name}"}))
    sys.exit(0)
model = model.to(device).train()

o = spec["optimizer"]
try:
    import timm.optim

    # timm's names: "momentum" is SGD with momentum, "sgd" / "nesterov" add Nesterov's.
    timm_opt = {"sgd": "nesterov" if o["nesterov"] else "momentum", "adam": "adam", "adamw": "adamw"}[o["name"]]
    opt = timm.optim.create_optimizer_v2(model, opt=timm_opt, lr=o["lr"], weight_decay=o["weight_decay"],
                                         momentum=o["momentum"], filter_bias_and_bn=o["no_decay_norm_and_bias"])
    optimizer_builder = "timm"
except ImportError:
    if o["name"] == "sgd":
        opt = torch.optim.SGD(model.parameters(), lr=o["lr"], momentum=o["momentum"], nesterov=o["nesterov"],
                              weight_decay=o["weight_decay"])
    elif o["name"] == "adam":
        opt = torch.optim.Adam(model.parameters(), lr=o["lr"], weight_decay=o["weight_decay"])
    else:
        opt = torch.optim.AdamW(model.parameters(), lr=o["lr"], weight_decay=o["weight_decay"])
    optimizer_builder = "torch.optim"
parameters = sum(p.numel() for p in model.parameters() if p.requires_grad)
if spec.get("compile"):
    model = torch.compile(model)
scaler = torch.amp.GradScaler(device.type) if precision == "fp16" else None
micro, accumulation = spec["micro_batch"], spec["accumulation_steps"]
x = torch.randn(micro, 3, height, width, device=device)
if spec.get("regression"):
    # A regression head (one output) under a squared error, as the plan's model trains.
    y = torch.randn(micro, classes, device=device)
    criterion = F.mse_loss
else:
    y = torch.randint(0, classes, (micro,), device=device)
    criterion = F.cross_entropy


def sync():
    if device.type == "cuda":
        torch.cuda.synchronize()


rates = []
for step in range(spec["warmup"] + spec["steps"]):
    if step == spec["warmup"] and device.type == "cuda":
        # The timed steps are the profiler's range, as on paperfit's side (a no-op unless a
        # profiler such as `ncu --profile-from-start off` is attached).
        torch.cuda.profiler.start()
    sync()
    start = time.perf_counter()
    for _ in range(accumulation):
        with torch.autocast(device.type, dtype=autocast_dtype, enabled=autocast_dtype is not None):
            loss = criterion(model(x).float(), y) / accumulation
        (scaler.scale(loss) if scaler else loss).backward()
    if scaler:
        scaler.unscale_(opt)
    if o["clip"]:
        torch.nn.utils.clip_grad_norm_(model.parameters(), o["clip"])
    if scaler:
        scaler.step(opt)
        scaler.update()
    else:
        opt.step()
    opt.zero_grad(set_to_none=True)
    sync()
    if step >= spec["warmup"]:
        rates.append(micro * accumulation / (time.perf_counter() - start))
if device.type == "cuda":
    torch.cuda.profiler.stop()
print(json.dumps({
    "samples_per_sec": rates,
    "torch": torch.__version__,
    "model": f"timm {timm_name}" if timm_name else name,
    "optimizer": optimizer_builder,
    "parameters": parameters,
    # ru_maxrss is in KiB on Linux.
    "peak_rss_bytes": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024,
    "cuda_max_reserved_bytes": torch.cuda.max_memory_reserved() if device.type == "cuda" else None,
}))
