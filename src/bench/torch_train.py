# The PyTorch reference of `paperfit bench train`: the same architecture, batch, precision (fp32)
# and optimizer (AdamW) on random CPU data; prints {"samples_per_sec": [...], "torch": ...}.
# Models: small_cnn (conv 3x3 -> GroupNorm -> GELU -> max-pool 2x2 per stage, global average
# pool, linear) and the ViT/DeiT family (timm's VisionTransformer layout, written out here so no
# timm is needed).
import json
import sys
import time

import torch
import torch.nn as nn
import torch.nn.functional as F

spec = json.loads(sys.argv[1])
torch.manual_seed(0)
torch.set_num_threads(spec["threads"])


class SmallCnn(nn.Module):
    def __init__(self, channels, classes):
        super().__init__()
        stages, c_in = [], 3
        for c in channels:
            stages += [nn.Conv2d(c_in, c, 3, padding=1), nn.GroupNorm(max(c // 8, 1), c), nn.GELU(), nn.MaxPool2d(2)]
            c_in = c
        self.stages = nn.Sequential(*stages)
        self.head = nn.Linear(c_in, classes)

    def forward(self, x):
        return self.head(self.stages(x).mean(dim=(2, 3)))


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
    def __init__(self, patch, dim, depth, heads, size, classes):
        super().__init__()
        self.proj = nn.Conv2d(3, dim, patch, stride=patch)
        self.cls = nn.Parameter(torch.zeros(1, 1, dim))
        self.pos = nn.Parameter(torch.zeros(1, 1 + (size // patch) ** 2, dim))
        self.blocks = nn.Sequential(*[Block(dim, heads) for _ in range(depth)])
        self.norm = nn.LayerNorm(dim, eps=1e-6)
        self.head = nn.Linear(dim, classes)

    def forward(self, x):
        x = self.proj(x).flatten(2).transpose(1, 2)
        x = torch.cat([self.cls.expand(x.shape[0], -1, -1), x], 1) + self.pos
        return self.head(self.norm(self.blocks(x))[:, 0])


VITS = {"vit_b16": (16, 768, 12, 12), "vit_b32": (32, 768, 12, 12), "deit_base": (16, 768, 12, 12),
        "deit_small": (16, 384, 12, 6), "deit_tiny": (16, 192, 12, 3)}
name, size, classes = spec["model"], spec["size"], spec["classes"]
if name == "small_cnn":
    model = SmallCnn(spec["channels"], classes)
elif name in VITS:
    model = Vit(*VITS[name], size, classes)
else:
    print(json.dumps({"error": f"no reference for {name}"}))
    sys.exit(0)
opt = torch.optim.AdamW(model.parameters(), lr=1e-4, weight_decay=0.05)
micro, accumulation = spec["micro_batch"], spec["accumulation_steps"]
x = torch.randn(micro, 3, size, size)
y = torch.randint(0, classes, (micro,))
rates = []
for step in range(spec["warmup"] + spec["steps"]):
    start = time.perf_counter()
    for _ in range(accumulation):
        loss = F.cross_entropy(model(x), y) / accumulation
        loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    opt.step()
    opt.zero_grad(set_to_none=True)
    if step >= spec["warmup"]:
        rates.append(micro * accumulation / (time.perf_counter() - start))
print(json.dumps({"samples_per_sec": rates, "torch": torch.__version__}))
