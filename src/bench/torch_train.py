# The PyTorch reference of `paperfit bench train`: the same architecture, micro-batch x
# accumulation, optimizer, gradient clipping, precision and device as the plan, on one fixed
# random batch; prints {"samples_per_sec": [...], "torch": ..., "peak_rss_bytes": ...}.
#
# Precision: fp32 as is; bf16 / fp16 with torch.autocast (and a GradScaler for fp16), PyTorch's
# standard mixed precision. Models: small_cnn (conv 3x3 -> GroupNorm -> GELU -> max-pool 2x2 per
# stage, global average pool, linear), the ViT/DeiT family (timm's VisionTransformer layout,
# written out here so no timm is needed), torchvision's resnet18/34/50 and timm's
# seresnext50_32x4d (when torchvision / timm are installed). Checkpointing recomputes each block
# (torch.utils.checkpoint), as paperfit checkpoints each segment.
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


class Block(nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        self.norm1 = nn.LayerNorm(dim, eps=1e-6)
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.norm2 = nn.LayerNorm(dim, eps=1e-6)
        self.fc1 = nn.Linear(dim, 4 * dim)
        self.fc2 = nn.Linear(4 * dim, dim)
        self.heads = heads

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(self.norm1(x)).reshape(b, t, 3, self.heads, d // self.heads).permute(2, 0, 3, 1, 4)
        a = (q @ k.transpose(-2, -1)) * (d // self.heads) ** -0.5
        x = x + self.proj((a.softmax(-1) @ v).transpose(1, 2).reshape(b, t, d))
        return x + self.fc2(F.gelu(self.fc1(self.norm2(x))))


class Vit(nn.Module):
    def __init__(self, patch, dim, depth, heads, height, width, classes):
        super().__init__()
        self.proj = nn.Conv2d(3, dim, patch, stride=patch)
        self.cls = nn.Parameter(torch.zeros(1, 1, dim))
        self.pos = nn.Parameter(torch.zeros(1, 1 + (height // patch) * (width // patch), dim))
        self.blocks = nn.ModuleList([Block(dim, heads) for _ in range(depth)])
        self.norm = nn.LayerNorm(dim, eps=1e-6)
        self.head = nn.Linear(dim, classes)

    def forward(self, x):
        x = self.proj(x).flatten(2).transpose(1, 2)
        x = torch.cat([self.cls.expand(x.shape[0], -1, -1), x], 1) + self.pos
        return self.head(self.norm(run_blocks(self.blocks, x))[:, 0])


# patch, width, depth, heads (timm's configurations).
VITS = {"vit_b16": (16, 768, 12, 12), "vit_b32": (32, 768, 12, 12), "deit_base": (16, 768, 12, 12),
        "deit_small": (16, 384, 12, 6), "deit_tiny": (16, 192, 12, 3)}
name, classes = spec["model"], spec["classes"]
height, width = spec["height"], spec["width_px"]
if name == "small_cnn":
    model = SmallCnn(spec["channels"], classes)
elif name in VITS:
    patch, dim, depth, heads = VITS[name]
    dim = spec["width"] or dim
    depth = spec["depth"] or depth
    model = Vit(patch, dim, depth, heads, height, width, classes)
elif name in ("resnet18", "resnet34", "resnet50"):
    try:
        import torchvision
    except ImportError:
        print(json.dumps({"error": "torchvision is not installed"}))
        sys.exit(0)
    model = getattr(torchvision.models, name)(num_classes=classes)
elif name == "seresnext50_32x4d":
    try:
        import timm
    except ImportError:
        print(json.dumps({"error": "timm is not installed"}))
        sys.exit(0)
    model = timm.create_model(name, num_classes=classes)
else:
    print(json.dumps({"error": f"no PyTorch reference for {name}"}))
    sys.exit(0)
model = model.to(device).train()

o = spec["optimizer"]
if o["name"] == "sgd":
    opt = torch.optim.SGD(model.parameters(), lr=o["lr"], momentum=o["momentum"], weight_decay=o["weight_decay"])
elif o["name"] == "adam":
    opt = torch.optim.Adam(model.parameters(), lr=o["lr"], weight_decay=o["weight_decay"])
else:
    opt = torch.optim.AdamW(model.parameters(), lr=o["lr"], weight_decay=o["weight_decay"])
scaler = torch.amp.GradScaler(device.type) if precision == "fp16" else None
micro, accumulation = spec["micro_batch"], spec["accumulation_steps"]
x = torch.randn(micro, 3, height, width, device=device)
y = torch.randint(0, classes, (micro,), device=device)


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
            loss = F.cross_entropy(model(x), y) / accumulation
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
    # ru_maxrss is in KiB on Linux.
    "peak_rss_bytes": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024,
    "cuda_max_reserved_bytes": torch.cuda.max_memory_reserved() if device.type == "cuda" else None,
}))
