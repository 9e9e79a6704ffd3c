# The PyTorch reference of `paperfit bench parity`: trains the plan's model from paperfit's
# initial weights on the exact batches paperfit fed (one safetensors file per optimizer step,
# every micro-batch in paperfit's order), with the recipe rebuilt here from the plan by the
# libraries' own code: timm's weight-decay groups, timm's / open_clip's / PyTorch's scheduler,
# torch.optim, clip_grad_norm_, F.cross_entropy with label smoothing. The architecture is
# timm's (ViT, DeiT, SE-ResNeXt), torchvision's (ResNet) or open_clip's (CLIP), or a
# transcription here where no library has it (the small CNN, DCAL's branches on timm's ViT,
# FS-CT's head and ProFOCT's VIC terms).
#
# Prints its result as JSON: per-step loss / lr / gradient norm of its own trajectory in float32
# and (for nets without BatchNorm) float64, whose final weights it writes
# (torch-final[-f64].safetensors), and for each one-step check the weights after one step from
# paperfit's state (weights, buffers, optimizer state) in float64 and in float32 by each of
# PyTorch's CPU paths (F32_PATHS, torch-after-<step>-f32-<i>.safetensors). The draws it
# cannot make itself (DCAL's PWCA partners, FLYP's captions) it reads from paperfit's batches.
#
# A half-precision plan (spec "autocast": "bfloat16" or "float16") is trained as PyTorch's mixed
# precision is: float32 master weights and optimizer, the forward under
# torch.autocast(device, dtype) on the plan's device ("device": "cpu" or "cuda"), the loss in
# float32 from the half-precision logits, float16 with torch.amp.GradScaler at paperfit's
# scaler settings. Its float32 trajectory without autocast runs too (torch-final-fp32): how far
# half precision itself moves the run.
#
# PAPERFIT_PARITY_PERTURB changes one ingredient on this side only, so that a test can show the
# comparison catches it: gelu_tanh, decay_all, no_clip, no_label_smoothing, warmup_prefix;
# pwca_self_partner (DCAL's PWCA pairs each image with itself, not paperfit's partner), no_vic
# (ProFOCT without its VIC terms), one_sided_contrastive (FLYP's loss image-to-text only); with
# autocast: head_in_float32 (the small CNN's classifier out of autocast, in float32),
# no_master_weights (half precision throughout: no float32 master weights or optimizer).
import contextlib
import json
import math
import os
import sys

import torch
import torch.nn as nn
import torch.nn.functional as F
from safetensors.torch import load_file, save_file

spec = json.loads(open(sys.argv[1]).read())
plan = spec["plan"]
workdir = spec["dir"]
PERTURB = os.environ.get("PAPERFIT_PARITY_PERTURB", "")
if PERTURB not in ("", "gelu_tanh", "decay_all", "no_clip", "no_label_smoothing", "warmup_prefix",
                   "pwca_self_partner", "no_vic", "one_sided_contrastive", "head_in_float32",
                   "no_master_weights"):
    sys.exit(f"unknown PAPERFIT_PARITY_PERTURB={PERTURB}")
torch.set_num_threads(spec["threads"])
torch.manual_seed(0)
m = plan["model"]
arch = m["name"]
# A regression loss has one output (paperfit's head_outputs).
classes = 1 if plan["loss"]["name"] == "mse" else m["num_classes"]
height, width = spec["height"], spec["width"]
reference = None
GELU = "tanh" if PERTURB == "gelu_tanh" else "none"
DEVICE = spec.get("device") or "cpu"
AUTOCAST = getattr(torch, spec["autocast"]) if spec.get("autocast") else None


def autocast(on):
    """The forward's context: PyTorch's mixed precision when the plan computes in half
    precision and `on`, else nothing."""
    if AUTOCAST is None or not on:
        return contextlib.nullcontext()
    return torch.autocast(DEVICE, dtype=AUTOCAST)


class SmallCnnStage(nn.Module):
    def __init__(self, c_in, c):
        super().__init__()
        self.conv = nn.Conv2d(c_in, c, 3, padding=1)
        self.norm = nn.GroupNorm(max(c // 8, 1), c, eps=1e-5)

    def forward(self, x):
        return F.max_pool2d(F.gelu(self.norm(self.conv(x)), approximate=GELU), 2)


class SmallCnn(nn.Module):
    """paperfit's quickstart CNN (in no library): conv 3x3 -> GroupNorm -> GELU -> max-pool 2x2
    per stage, global average pool, linear."""

    def __init__(self, channels, classes):
        super().__init__()
        c_in, stages = 3, []
        for c in channels:
            stages.append(SmallCnnStage(c_in, c))
            c_in = c
        self.stages = nn.ModuleList(stages)
        self.head = nn.Linear(c_in, classes)

    def forward(self, x):
        for s in self.stages:
            x = s(x)
        x = x.mean(dim=(2, 3))
        if PERTURB == "head_in_float32":
            # The classifier out of autocast: its product in float32, not bfloat16.
            with torch.autocast(DEVICE, enabled=False):
                return self.head(x.float())
        return self.head(x)


# The library model of the architecture (and of its backbone), from paperfit's registry:
# {"library": "timm" | "torchvision" | "open_clip" | "transcription", "name": ...}.
PYTORCH = spec["pytorch"]
BACKBONE = spec.get("backbone_pytorch") or {}
VIT, BACKBONE_VIT = spec["vit"], spec["backbone_vit"]


class CosineDistLinear(nn.Module):
    """CloserLookFewShot's distLinear as FS-CT uses it: weight-normalised, bias-free, on an input
    divided by its L2 norm over dim 1 (+1e-5), times 2."""

    def __init__(self, indim, outdim):
        super().__init__()
        self.L = torch.nn.utils.weight_norm(nn.Linear(indim, outdim, bias=False), name="weight", dim=0)
        self.scale_factor = 2

    def forward(self, x):
        x_norm = torch.norm(x, p=2, dim=1).unsqueeze(1).expand_as(x)
        return self.scale_factor * self.L(x.div(x_norm + 0.00001))


def cosine_distance(x1, x2):
    dots = torch.matmul(x1, x2)
    scale = torch.einsum("bhi, bhj -> bhij", (torch.norm(x1, 2, dim=-1), torch.norm(x2, 2, dim=-2)))
    return dots / scale


class CosineAttention(nn.Module):
    def __init__(self, dim, heads, dim_head):
        super().__init__()
        self.heads = heads
        self.input_linear = nn.Sequential(nn.LayerNorm(dim), nn.Linear(dim, heads * dim_head, bias=False))
        self.output_linear = nn.Linear(heads * dim_head, dim)

    def forward(self, q, k, v):
        def split(t):
            t = self.input_linear(t)
            a, b, _ = t.shape
            return t.reshape(a, b, self.heads, -1).permute(2, 0, 1, 3)  # 'q n (h d) -> h q n d'
        f_q, f_k, f_v = split(q), split(k), split(v)
        out = torch.matmul(cosine_distance(f_q, f_k.transpose(-1, -2)), f_v)
        h, a, b, d = out.shape
        return self.output_linear(out.permute(1, 2, 0, 3).reshape(a, b, h * d))  # 'h q n d -> q n (h d)'


class Features(nn.Module):
    """The small CNN's stages and global average pooling (FS-CT's `small_cnn` backbone)."""

    def __init__(self, channels):
        super().__init__()
        c_in, stages = 3, []
        for c in channels:
            stages.append(SmallCnnStage(c_in, c))
            c_in = c
        self.stages = nn.ModuleList(stages)
        self.dim = c_in

    def forward(self, x):
        for s in self.stages:
            x = s(x)
        return x.mean(dim=(2, 3))


class FewShotTransformer(nn.Module):
    """FS-CT's FewShotTransformer (methods/transformer.py, variant "cosine", depth 1, 8 heads of
    64, MLP 512), transcribed; its loss is the cross-entropy of each query against its class's
    position in the episode."""

    def __init__(self, feature, n_way, k_shot, n_query):
        super().__init__()
        self.feature = feature
        dim = feature.dim
        self.n_way, self.k_shot, self.n_query = n_way, k_shot, n_query
        self.ATTN = CosineAttention(dim, 8, 64)
        self.sm = nn.Softmax(dim=-2)
        self.proto_weight = nn.Parameter(torch.ones(n_way, k_shot, 1))
        self.FFN = nn.Sequential(nn.LayerNorm(dim), nn.Linear(dim, 512), nn.GELU(), nn.Linear(512, dim))
        self.linear = nn.Sequential(nn.LayerNorm(dim), nn.Linear(dim, 64), CosineDistLinear(64, 1))

    def forward(self, x):
        z = self.feature(x)
        n, k, q = self.n_way, self.k_shot, self.n_query
        z_support = z[: n * k].contiguous().view(n, k, -1)
        z_query = z[n * k:].contiguous().view(n * q, -1).unsqueeze(1)
        proto = (z_support * self.sm(self.proto_weight)).sum(1)
        x = proto.unsqueeze(0)
        x = self.ATTN(q=x, k=z_query, v=z_query) + x
        x = self.FFN(x) + x
        self.parts = (z_support, proto, x)
        return self.linear(x).squeeze()

    def vic(self, vic):
        """ProFOCT's VIC terms as paperfit states them (VICReg's variance and covariance of the
        support embeddings, the mean squared distance of each to its class prototype; with
        on_attention, 0.5 x V and C of the block's output rows)."""
        z_support, proto, block = self.parts
        n, k, d = z_support.shape

        def variance(z):
            return F.relu(1 - torch.sqrt(z.var(dim=0) + 1e-4)).mean()

        def covariance(z):
            zc = z - z.mean(dim=0)
            c = zc.t() @ zc / (z.shape[0] - 1)
            return (c.pow(2).sum() - torch.diagonal(c).pow(2).sum()) / z.shape[1]

        support = z_support.reshape(n * k, d)
        total = (vic["variance"] * variance(support)
                 + vic["invariance"] * F.mse_loss(z_support, proto.unsqueeze(1).expand_as(z_support))
                 + vic["covariance"] * covariance(support))
        if vic.get("on_attention"):
            rows = block.reshape(-1, d)
            total = total + 0.5 * (vic["variance"] * variance(rows) + vic["covariance"] * covariance(rows))
        return total


class Dcal(nn.Module):
    """DCAL (Zhu et al., CVPR 2022; no official code) transcribed on timm's ViT and timm's
    Block: the SA stack; the rollout (the class token's row of the product of
    0.5 A_l + 0.5 I over the SA layers, A averaged over heads); GLCA, one block of its own whose
    queries are the class token and the top ceil(R x patches) patches by rollout (ties by
    position), keys and values every SA token; PWCA, a second stream through the same blocks
    whose keys and values are its own concatenated with the partner image's SA ones of the same
    layer (paperfit's partners, replayed); uncertainty weighting 0.5 sum_k (exp(-s_k) L_k + s_k).
    Parameter names are timm's, plus glca.*, glca_norm, glca_head and uncertainty."""

    def __init__(self, vit, classes, dcal, loss):
        super().__init__()
        from timm.models.vision_transformer import Block
        self.patch_embed, self.cls_token, self.pos_embed = vit.patch_embed, vit.cls_token, vit.pos_embed
        self.blocks, self.norm, self.head = vit.blocks, vit.norm, vit.head
        dim = vit.embed_dim
        heads = vit.blocks[0].attn.num_heads
        ratio = vit.blocks[0].mlp.fc1.out_features / dim
        self.glca = Block(dim, heads, mlp_ratio=ratio, qkv_bias=True)
        self.glca_norm = nn.LayerNorm(dim, eps=1e-6)
        self.glca_head = nn.Linear(dim, classes)
        self.pair_wise = dcal["pair_wise"]
        self.ratio = dcal["local_query_ratio"]
        self.uncertainty = nn.Parameter(torch.zeros(3 if self.pair_wise else 2))
        self.loss_name = loss["name"]
        self.margin = loss.get("triplet_margin") or 0.3
        self.partners = None

    def no_weight_decay(self):
        return {"pos_embed", "cls_token"}

    @staticmethod
    def qkv(block, t):
        b, n, c = t.shape
        h = block.attn.num_heads
        return block.attn.qkv(t).reshape(b, n, 3, h, c // h).permute(2, 0, 3, 1, 4).unbind(0)

    @staticmethod
    def attend(block, q, k, v):
        p = ((q * block.attn.scale) @ k.transpose(-2, -1)).softmax(dim=-1)
        out = p @ v
        b, h, n, d = out.shape
        return block.attn.proj(out.transpose(1, 2).reshape(b, n, h * d)), p

    def local_queries(self, rollout):
        patches = rollout.shape[-1] - 1
        k = min(max(math.ceil(self.ratio * patches), 1), patches)
        rows = rollout[:, 0, :].float().tolist()
        picked = []
        for row in rows:
            order = sorted(range(1, len(row)), key=lambda a: (-row[a], a))
            picked.append([0] + sorted(order[:k]))
        return torch.tensor(picked)

    def forward(self, x):
        x = self.patch_embed(x)
        sa = torch.cat([self.cls_token.expand(x.shape[0], -1, -1), x], dim=1) + self.pos_embed
        n, t, dim = sa.shape
        pwca = self.pair_wise and self.training
        stream = sa
        partners = torch.arange(n) if PERTURB == "pwca_self_partner" else self.partners
        eye = torch.eye(t, dtype=sa.dtype)
        rollout = eye.expand(n, t, t)
        for block in self.blocks:
            q, k, v = self.qkv(block, block.norm1(sa))
            a, p = self.attend(block, q, k, v)
            mid = sa + a
            sa_out = mid + block.mlp(block.norm2(mid))
            with torch.no_grad():
                rollout = (0.5 * p.mean(dim=1) + 0.5 * eye) @ rollout
            if pwca:
                pq, pk, pv = self.qkv(block, block.norm1(stream))
                keys = torch.cat([pk, k[partners]], dim=2)
                values = torch.cat([pv, v[partners]], dim=2)
                pa, _ = self.attend(block, pq, keys, values)
                smid = stream + pa
                stream = smid + block.mlp(block.norm2(smid))
            sa = sa_out
        index = self.local_queries(rollout).unsqueeze(-1).expand(-1, -1, dim)
        g = self.glca
        normed = g.norm1(sa)
        _, k, v = self.qkv(g, normed)
        q, _, _ = self.qkv(g, normed.gather(1, index))
        a, _ = self.attend(g, q, k, v)
        local = sa.gather(1, index) + a
        local = local + g.mlp(g.norm2(local))
        cls = [self.norm(sa)[:, 0], self.glca_norm(local)[:, 0]]
        heads = [self.head, self.glca_head]
        if pwca:
            cls.append(self.norm(stream)[:, 0])
            heads.append(self.head)
        return [(c, h(c)) for c, h in zip(cls, heads)]

    def weigh(self, losses, count):
        s = self.uncertainty
        return 0.5 * sum(torch.exp(-s[i]) * l + s[i] * count for i, l in enumerate(losses))

    def summed_loss(self, branches, y, smoothing):
        """dcal_uncertainty: each branch's summed cross-entropy, s_k once per sample."""
        ce = [F.cross_entropy(logits, y, label_smoothing=smoothing, reduction="sum") for _, logits in branches]
        return self.weigh(ce, y.shape[0])

    def window_loss(self, branches, y, smoothing):
        """triplet_cross_entropy over the whole window: per branch the mean cross-entropy plus
        the batch-hard triplet on the normed class token."""
        losses = []
        same = y[:, None] == y[None, :]
        eye = torch.eye(len(y), dtype=torch.bool)
        for features, logits in branches:
            ce = F.cross_entropy(logits, y, label_smoothing=smoothing)
            sq = (features * features).sum(1, keepdim=True)
            d = (sq + sq.t() - 2 * features @ features.t()).clamp(min=1e-12).sqrt()
            hardest_positive = d.masked_fill(~same | eye, -1e9).max(1).values
            hardest_negative = d.masked_fill(same, 1e9).min(1).values
            losses.append(ce + F.relu(hardest_positive - hardest_negative + self.margin).mean())
        return self.weigh(losses, 1)


CLIPS = {"clip_vit_b32": (32, 512, 768, 12), "clip_vit_b16": (16, 512, 768, 12)}


def build_clip(init):
    """open_clip's CLIP with OpenAI's layout (QuickGELU, as open_clip's force_quick_gelu=True
    builds OpenAI's towers) and Task Arithmetic's frozen zero-shot head as the buffer
    `classification_head.weight` (taken from paperfit's state: it is built from the text tower
    before training, and never changes)."""
    import open_clip
    global reference
    patch, embed, vision, layers = CLIPS[arch]
    text_width, text_heads = 512, 8
    if m.get("width"):
        embed = vision = text_width = m["width"]
        text_heads = max(m["width"] // 64, 1)
    if m.get("depth"):
        layers = m["depth"]
    vocab = init["model.token_embedding.weight"].shape[0]
    context = init["model.positional_embedding"].shape[0]
    vision_cfg = open_clip.model.CLIPVisionCfg(layers=layers, width=vision, head_width=64,
                                               patch_size=patch, image_size=height)
    text_cfg = open_clip.model.CLIPTextCfg(context_length=context, vocab_size=vocab, width=text_width,
                                           heads=text_heads, layers=layers)
    model = open_clip.model.CLIP(embed, vision_cfg, text_cfg, quick_gelu=True)
    if plan["loss"]["name"] == "contrastive":
        # FLYP fine-tunes both towers and the temperature with CLIP's own loss.
        reference = f"open_clip {open_clip.__version__} CLIP (OpenAI layout, QuickGELU), contrastive"
        return model
    head = init["model.classification_head.weight"]
    model.classification_head = nn.Module()
    model.classification_head.register_buffer("weight", torch.zeros_like(head))
    # Task Arithmetic fine-tunes the image tower only.
    for name, p in model.named_parameters():
        p.requires_grad_(name.startswith("visual."))
    reference = f"open_clip {open_clip.__version__} CLIP (OpenAI layout, QuickGELU) + zero-shot head"
    return model


def forward(model, x):
    if arch in CLIPS:
        return model.encode_image(x, normalize=True) @ model.classification_head.weight.t()
    return model(x)


def build(init=None):
    global reference
    if arch in CLIPS:
        return build_clip(init)
    if arch == "small_cnn":
        reference = "transcription (torch.nn)"
        return SmallCnn(m.get("channels") or [16, 32, 64], classes)
    if arch == "fsct":
        sampling = plan["sampling"]
        if m.get("backbone") != "small_cnn" or sampling.get("kind") != "episodes":
            sys.exit("bench parity covers FS-CT episodes on the small_cnn backbone")
        reference = "transcription of FS-CT's FewShotTransformer (cosine) on the small CNN"
        return FewShotTransformer(Features(m.get("channels") or [16, 32, 64]), sampling["n_way"],
                                  sampling["k_shot"], sampling["n_query"])
    if arch == "dcal":
        import timm
        if BACKBONE.get("library") != "timm" or not BACKBONE_VIT:
            sys.exit(f"bench parity covers DCAL on a timm ViT backbone, not `{m.get('backbone')}`")
        kwargs = dict(pretrained=False, num_classes=classes, img_size=(height, width), drop_path_rate=0.0)
        if m.get("width"):
            kwargs.update(embed_dim=m["width"], num_heads=max(m["width"] // 64, 1))
        if m.get("depth"):
            kwargs.update(depth=m["depth"])
        reference = f"transcription of DCAL on timm {timm.__version__} {BACKBONE['name']}"
        return Dcal(timm.create_model(BACKBONE["name"], **kwargs), classes, m["dcal"], plan["loss"])
    if PYTORCH["library"] == "torchvision":
        import torchvision
        reference = f"torchvision {torchvision.__version__} {PYTORCH['name']}"
        return getattr(torchvision.models, PYTORCH["name"])(weights=None, num_classes=classes)
    if PYTORCH["library"] == "timm":
        import timm
        kwargs = dict(pretrained=False, num_classes=classes)
        if VIT:
            kwargs.update(img_size=(height, width), drop_path_rate=0.0)
            if m.get("width"):
                kwargs.update(embed_dim=m["width"], num_heads=max(m["width"] // 64, 1))
            if m.get("depth"):
                kwargs.update(depth=m["depth"])
        reference = f"timm {timm.__version__} {PYTORCH['name']}"
        return timm.create_model(PYTORCH["name"], **kwargs)
    sys.exit(f"no PyTorch reference for model `{arch}` in bench parity")


def perturb_model(model):
    if PERTURB == "gelu_tanh":
        for name, module in list(model.named_modules()):
            for child, sub in list(module.named_children()):
                if isinstance(sub, nn.GELU):
                    setattr(module, child, nn.GELU(approximate="tanh"))
    return model


def load_model(state, dtype):
    model = perturb_model(build(state))
    weights = {k[len("model."):]: v for k, v in state.items() if k.startswith("model.")}
    missing, unexpected = model.load_state_dict(weights, strict=False)
    missing = [k for k in missing if not k.endswith("num_batches_tracked")]
    if missing or unexpected:
        sys.exit(f"paperfit's weights do not fit the reference: missing {missing}, unexpected {unexpected}")
    model = model.to(device=DEVICE, dtype=dtype).train()
    if m.get("freeze_batchnorm"):
        # Frozen BatchNorm: running statistics in training too; the affine weights still train.
        for module in model.modules():
            if isinstance(module, nn.modules.batchnorm._BatchNorm):
                module.eval()
    return model


def param_groups(model):
    """timm's param_groups_weight_decay: no decay for 1-d tensors, biases and the model's
    no_weight_decay() names, when the recipe exempts norms and biases."""
    o = plan["optimizer"]
    named = [(n, p) for n, p in model.named_parameters() if p.requires_grad]
    if not o["no_decay_norm_and_bias"] or PERTURB == "decay_all":
        return [{"params": [p for _, p in named], "weight_decay": o["weight_decay"]}], named
    if arch in CLIPS:
        # open_clip's training script: no decay for 0/1-d tensors, norms, biases, logit_scale
        # (its model's no_weight_decay() is for timm's optimizer factory, which it does not use).
        def exempt(n, p):
            return p.ndim < 2 or "bn" in n or "ln" in n or "bias" in n or "logit_scale" in n
    else:
        skip = set(model.no_weight_decay()) if hasattr(model, "no_weight_decay") else set()

        def exempt(n, p):
            return p.ndim <= 1 or n.endswith(".bias") or n in skip
    decay = [p for n, p in named if not exempt(n, p)]
    no_decay = [p for n, p in named if exempt(n, p)]
    return [{"params": no_decay, "weight_decay": 0.0},
            {"params": decay, "weight_decay": o["weight_decay"]}], named


def optimizer(groups):
    o = plan["optimizer"]
    lr = plan["lr"]
    if o["name"] == "sgd":
        return torch.optim.SGD(groups, lr=lr, momentum=o.get("momentum") or 0.0,
                               nesterov=bool(o.get("nesterov")))
    betas = tuple(o.get("betas") or (0.9, 0.999))
    eps = o.get("eps") or 1e-8
    cls = torch.optim.AdamW if o["name"] == "adamw" else torch.optim.Adam
    return cls(groups, lr=lr, betas=betas, eps=eps)


def schedule():
    """Every optimizer step's lr, from the scheduler of the plan's convention run in the loop
    its code uses."""
    s = plan["schedule"]
    peak = plan["lr"]
    opt = torch.optim.SGD([nn.Parameter(torch.zeros(1))], lr=peak)
    per_epoch = s["update"] != "step"
    spe = s["steps_per_epoch"]
    unit = spe if per_epoch else 1
    epochs = s["epochs"]
    total = epochs * spe // unit
    warmup = s["warmup_steps"] // unit
    convention = s["convention"]
    if PERTURB == "warmup_prefix" and convention == "timm":
        convention = "timm_warmup_prefix"
    lrs = []
    if convention.startswith("timm"):
        from timm.scheduler import CosineLRScheduler, MultiStepLRScheduler
        prefix = convention == "timm_warmup_prefix"
        kw = dict(warmup_t=warmup, warmup_lr_init=s["warmup_start_lr"], warmup_prefix=prefix)
        if s["name"] == "step":
            sched = MultiStepLRScheduler(opt, decay_t=[x // unit for x in s.get("milestone_steps", [])],
                                         decay_rate=s["gamma"], t_in_epochs=per_epoch, **kw)
        else:
            lr_min = peak if s["name"] == "constant" else s["min_lr"]
            sched = CosineLRScheduler(opt, t_initial=total - warmup if prefix else total, lr_min=lr_min,
                                      t_in_epochs=per_epoch, **kw)
        updates = 0
        for epoch in range(epochs):
            if s["update"] == "epoch_ahead":
                sched.step(epoch + 1)
            for _ in range(spe):
                lrs.append(opt.param_groups[0]["lr"])
                updates += 1
                sched.step_update(num_updates=updates)
            if s["update"] in ("step", "epoch"):
                sched.step(epoch + 1)
            elif s["update"] == "epoch_lagged":
                sched.step(epoch)
    elif convention == "open_clip":
        try:
            from open_clip_train.scheduler import cosine_lr, const_lr
        except ImportError:
            from training.scheduler import cosine_lr, const_lr
        make = cosine_lr if s["name"] == "cosine" else const_lr
        sched = make(opt, peak, warmup, epochs * spe)
        for step in range(epochs * spe):
            sched(step)
            lrs.append(opt.param_groups[0]["lr"])
    elif s["name"] == "constant":
        # PyTorch has no scheduler for a constant rate: the optimizer's own lr, every step.
        if warmup:
            sys.exit("bench parity has no PyTorch reference for a constant rate with warmup under the torch convention")
        lrs = [peak] * (epochs * spe)
    else:
        if s["name"] == "step":
            sched = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=[x // unit for x in s.get("milestone_steps", [])],
                                                         gamma=s["gamma"])
        else:
            sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=total, eta_min=s["min_lr"])
        for _ in range(epochs):
            for _ in range(spe):
                lrs.append(opt.param_groups[0]["lr"])
                opt.step()
                if not per_epoch:
                    sched.step()
            if per_epoch:
                sched.step()
    return lrs


LRS = schedule()
LOSS = plan["loss"]
SMOOTHING = 0.0 if PERTURB == "no_label_smoothing" else LOSS.get("label_smoothing", 0.0)
MAX_NORM = None if PERTURB == "no_clip" else plan.get("grad_clip_norm")


def summed_loss(out, y):
    if LOSS["name"] == "cross_entropy":
        return F.cross_entropy(out, y, label_smoothing=SMOOTHING, reduction="sum")
    if LOSS["name"] == "mse":
        return ((out.squeeze(1) - y.to(out.dtype)) ** 2).sum()
    sys.exit(f"no PyTorch reference for loss `{LOSS['name']}` in bench parity")


def train_step(model, named, opt, k, dtype, mixed=False, scaler=None):
    """One optimizer step on batch k: each micro-batch's summed loss over the window's sample
    count, accumulated; clipping; the update at the schedule's lr. With `mixed`, the forward
    under autocast (and `scaler`'s loss scaling, float16). Returns the mean loss and the
    gradient norm before clipping."""
    batch = {key: t.to(DEVICE) for key, t in load_file(os.path.join(workdir, f"batch-{k}.safetensors")).items()}
    micro = sorted({int(key.split(".")[1]) for key in batch})
    window = sum(batch[f"labels.{j}"].shape[0] for j in micro)
    for g in opt.param_groups:
        g["lr"] = LRS[k]
    total = 0.0
    if arch == "fsct":
        # The loss couples the episode: one forward over the whole window, in paperfit's order
        # (support class-major, then queries class-major); the mean over the queries.
        x = torch.cat([batch[f"images.{j}"] for j in micro]).to(dtype)
        target = torch.arange(model.n_way).repeat_interleave(model.n_query)
        loss = F.cross_entropy(model(x), target, label_smoothing=SMOOTHING)
        if LOSS.get("vic") and PERTURB != "no_vic":
            loss = loss + model.vic(LOSS["vic"])
        loss.backward()
        micro, total = [], loss.item() * window
    if arch in CLIPS and LOSS["name"] == "contrastive":
        # FLYP: each image with the caption paperfit drew for it; the symmetric InfoNCE over
        # every pair of the window, at logit_scale clamped to [0, ln 100] as open_clip's
        # training loop leaves it after every step.
        with torch.no_grad():
            model.logit_scale.clamp_(0, math.log(100))
        images, texts = [], []
        for j in micro:
            images.append(model.encode_image(batch[f"images.{j}"].to(dtype), normalize=True))
            texts.append(model.encode_text(batch[f"captions.{j}"].long(), normalize=True))
        image, text = torch.cat(images), torch.cat(texts)
        logits = model.logit_scale.exp() * image @ text.t()
        target = torch.arange(len(logits))
        loss = (F.cross_entropy(logits, target, label_smoothing=SMOOTHING)
                + F.cross_entropy(logits.t(), target, label_smoothing=SMOOTHING)) / 2
        if PERTURB == "one_sided_contrastive":
            loss = F.cross_entropy(logits, target, label_smoothing=SMOOTHING)
        loss.backward()
        micro, total = [], loss.item() * window
    if arch == "dcal":
        # Each micro-batch's PWCA partners as paperfit drew them; re-ID's loss couples the
        # window (triplets across micro-batches), the classification loss is per sample.
        parts = []
        for j in micro:
            model.partners = batch[f"partners.{j}"].long() if f"partners.{j}" in batch else None
            y = batch[f"labels.{j}"].long()
            branches = model(batch[f"images.{j}"].to(dtype))
            if LOSS["name"] == "dcal_uncertainty":
                loss = model.summed_loss(branches, y, SMOOTHING)
                (loss / window).backward()
                total += loss.item()
            else:
                parts.append((branches, y))
        if parts:
            y = torch.cat([y for _, y in parts])
            branches = [(torch.cat([b[i][0] for b, _ in parts]), torch.cat([b[i][1] for b, _ in parts]))
                        for i in range(len(parts[0][0]))]
            loss = model.window_loss(branches, y, SMOOTHING)
            loss.backward()
            total = loss.item() * window
        micro = []
    for j in micro:
        with autocast(mixed):
            out = forward(model, batch[f"images.{j}"].to(dtype))
        # The loss in float32 from the half-precision logits, as autocast runs cross_entropy.
        loss = summed_loss(out.float() if mixed else out, batch[f"labels.{j}"].long())
        (scaler.scale(loss / window) if scaler else loss / window).backward()
        total += loss.item()
    params = [p for _, p in named]
    if scaler:
        scaler.unscale_(opt)
    grads = {n: p.grad.detach().clone() for n, p in named}
    norm = torch.nn.utils.clip_grad_norm_(params, MAX_NORM if MAX_NORM else float("inf")).item()
    if scaler:
        scaler.step(opt)
        scaler.update()
    else:
        opt.step()
    opt.zero_grad(set_to_none=True)
    return total / window, norm, grads


def state_of(model):
    return {k: v.detach().cpu().contiguous() for k, v in model.state_dict().items()
            if not k.endswith("num_batches_tracked")}


result = {"reference": None, "torch": torch.__version__, "steps": [], "one_step": []}

# PyTorch's float32 takes a different path on each machine and thread count (oneDNN's kernels
# for the CPU's instruction set, the blocking of its sums), and its distance from float64 moves
# with the path: ProFOCT's first step, on one machine, 1.2e-5 by default, 1.9e-5 on one thread
# and 5.1e-5 with PyTorch's native kernels. Each one-step check takes the float32 step on each
# of these paths, and a trajectory with a float64 run is trained in float32 on each too;
# paperfit is held to the farthest (its own sums are fixed, so its distance is the same on
# every machine). The step-by-step values are the default path's.
F32_PATHS = (
    ("default", spec["threads"], True),
    ("one thread", 1, True),
    ("native kernels, no oneDNN", spec["threads"], False),
)


def on_path(path, run):
    """`run()` on one of F32_PATHS, then back on the default one."""
    _, threads, onednn = path
    torch.set_num_threads(threads)
    torch.backends.mkldnn.enabled = onednn
    try:
        return run()
    finally:
        torch.set_num_threads(spec["threads"])
        torch.backends.mkldnn.enabled = True


def loss_scaler():
    """paperfit's fp16 loss scaling as torch.amp.GradScaler: 2^16 at first, x2 after 2000
    clean steps, x0.5 and the step skipped on inf/NaN (its defaults)."""
    return torch.amp.GradScaler(DEVICE, init_scale=2.0 ** 16, growth_factor=2.0, backoff_factor=0.5,
                                growth_interval=2000)


def trajectory(dtype, final, mixed=False):
    """Every step from paperfit's initial weights in `dtype` (under autocast with `mixed`); the
    final weights go to <final>.safetensors. The steps' loss, learning rate and gradient norm."""
    if mixed and PERTURB == "no_master_weights":
        # Half precision without float32 masters: weights, gradients and optimizer state in
        # the compute dtype, no autocast.
        dtype, mixed = AUTOCAST, False
    model = load_model(init, dtype)
    groups, named = param_groups(model)
    opt = optimizer(groups)
    scaler = loss_scaler() if mixed and AUTOCAST == torch.float16 else None
    steps = []
    for k in range(spec["steps"]):
        loss, norm, _ = train_step(model, named, opt, k, dtype, mixed, scaler)
        steps.append({"loss": loss, "lr": LRS[k], "grad_norm": norm})
    save_file(state_of(model), os.path.join(workdir, f"{final}.safetensors"))
    return steps


# The trajectory: every step from paperfit's initial weights, in float32 and, where asked, in
# float64 too (how far PyTorch's own float32 strays from the exact trajectory), and then in
# float32 on PyTorch's other paths (torch-final-f32-<i>.safetensors).
init = {f"model.{k}": v for k, v in load_file(os.path.join(workdir, "init.safetensors")).items()}
if spec["trajectory"] and AUTOCAST is not None:
    result["steps"] = trajectory(torch.float32, "torch-final", mixed=True)
    result["reference"] = reference
    result["steps_fp32"] = trajectory(torch.float32, "torch-final-fp32")
elif spec["trajectory"]:
    result["steps"] = trajectory(torch.float32, "torch-final")
    result["reference"] = reference
    if spec["float64_trajectory"]:
        result["steps_f64"] = trajectory(torch.float64, "torch-final-f64")
        result["final_f32_paths"] = [name for name, _, _ in F32_PATHS]
        for i, path in enumerate(F32_PATHS[1:], 1):
            on_path(path, lambda i=i: trajectory(torch.float32, f"torch-final-f32-{i}"))


def one_step(state, k, dtype, tag, row):
    """One step in `dtype` from paperfit's state before step k; the weights after it go to
    torch-after-<k>-<tag>.safetensors, the loss and gradient norm to row[tag]."""
    model = load_model(state, dtype)
    groups, named = param_groups(model)
    opt = optimizer(groups)
    steps_done = int(state["optim.step"].item())
    for n, p in named:
        slot = {}
        for key in ("exp_avg", "exp_avg_sq", "momentum_buffer"):
            t = state.get(f"optim.{n}.{key}")
            if t is not None:
                slot[key] = t.to(dtype).clone()
        if slot:
            if "exp_avg" in slot:
                slot["step"] = torch.tensor(float(steps_done))
            opt.state[p] = slot
    loss, norm, grads = train_step(model, named, opt, k, dtype)
    row[tag] = {"loss": loss, "grad_norm": norm}
    save_file(state_of(model), os.path.join(workdir, f"torch-after-{k}-{tag}.safetensors"))
    if k == spec.get("gradients_step") and tag == "f32-0":
        save_file({n: g.contiguous() for n, g in grads.items()},
                  os.path.join(workdir, f"torch-gradients-{k}.safetensors"))


# One step from paperfit's own state (weights, buffers, optimizer state) before step k.
for k in spec["one_step"]:
    state = load_file(os.path.join(workdir, f"state-{k}.safetensors"))
    row = {"step": k, "f32_paths": [name for name, _, _ in F32_PATHS]}
    one_step(state, k, torch.float64, "f64", row)
    for i, path in enumerate(F32_PATHS):
        on_path(path, lambda i=i: one_step(state, k, torch.float32, f"f32-{i}", row))
    row["f32"] = row["f32-0"]
    result["one_step"].append(row)
    result["reference"] = reference

print(json.dumps(result))
