#!/usr/bin/env python3
"""Kernel-time breakdown of a profiled `paperfit bench train`, as a Markdown table.

    ncu --profile-from-start off --metrics gpu__time_duration.sum --csv --print-units base \
        paperfit bench train ... --steps S --python PYTHON > ncu.csv
    scripts/kernel-times.py ncu.csv --steps S [--top 15]

`bench train` marks its timed steps as the CUDA profiler's range on both sides (paperfit's
engine and the PyTorch reference), so the CSV holds exactly S steps of each process. Every
kernel is put in one category by its name (first matching pattern below); the table gives each
category's time per step and share, per process, then each process's longest kernels.
"""
import argparse
import csv
import io
import re
import sys
from collections import defaultdict

# (category, pattern on the kernel's name), first match wins. The order matters: attention
# kernels call softmax, cuDNN's convolution kernels contain "gemm".
CATEGORIES = [
    ("attention", r"attention|attn|fmha|flash|sdpa|row_lse|row_softmax|row_dot_heads|split_heads|merge_heads|probs_mean"),
    ("convolution", r"conv|cudnn|implicit_gemm|wgrad|dgrad|fprop|im2col|winograd"),
    ("matrix products", r"gemm|cublas|cutlass|nvjet|xmma|sm\d+_|matmul"),
    ("normalisation", r"layer_norm|layernorm|batch_norm|batchnorm|(^|[^a-z])(ln|bn)_|welford"),
    ("softmax / cross-entropy", r"softmax|cross_entropy|(^|[^a-z])ce_(fwd|bwd)|nll|label_smooth"),
    ("optimizer and gradient norm", r"adam|sgd|optimizer|multi_tensor|grad_norm|sum_squares|foreach|non_finite|amp_update|unscale"),
    ("activation", r"gelu|relu|silu|sigmoid|tanh|(^|[^a-z])act_(fwd|bwd)"),
    ("pooling and channel ops", r"pool|spatial_mean|channel_gate"),
    ("bias", r"bias_add|bias_grad|sum_rows"),
    # paperfit's sum of two operands (the residual stream, the gradients meeting at a node).
    ("element-wise", r"sum_pairs"),
    ("reductions", r"reduce|sum|mean|max|min|argmax"),
    ("casts and copies", r"copy|cast|convert|contiguous|transpose|permute|to_dtype|fill|zeros|memset|(^|[^a-z])cat"),
    ("element-wise", r"elementwise|affine|binary|unary|badd|bmul|bsub|bdiv|add|mul|sub|div|where|neg|sqrt|exp"),
]


def category(name):
    lowered = name.lower()
    for label, pattern in CATEGORIES:
        if re.search(pattern, lowered):
            return label
    return "other"


def read_rows(text):
    """(process, kernel name, nanoseconds) of each profiled kernel in ncu's CSV output."""
    # ncu prints its own lines ("==PROF== ...") and the program's output around the CSV.
    lines = [l for l in text.splitlines() if l.startswith('"')]
    if not lines:
        return []
    rows = []
    for r in csv.DictReader(io.StringIO("\n".join(lines))):
        if r.get("Metric Name") != "gpu__time_duration.sum":
            continue
        unit = (r.get("Metric Unit") or "").lower()
        value = float(r["Metric Value"].replace(",", ""))
        scale = {"nsecond": 1.0, "ns": 1.0, "usecond": 1e3, "us": 1e3, "msecond": 1e6, "ms": 1e6,
                 "second": 1e9, "s": 1e9}.get(unit)
        if scale is None:
            raise SystemExit(f"unknown unit {unit!r} for gpu__time_duration.sum")
        process = f'{r.get("Process Name", "?")} ({r.get("Process ID", "?")})'
        rows.append((process, r["Kernel Name"], value * scale))
    return rows


def table(rows, steps, top):
    out = []
    by_process = defaultdict(list)
    for process, name, ns in rows:
        by_process[process].append((name, ns))
    for process, kernels in by_process.items():
        total = sum(ns for _, ns in kernels)
        out.append(f"### {process}: {len(kernels) / steps:,.0f} kernels and "
                   f"{total / steps / 1e6:,.2f} ms of kernel time per step\n")
        out.append("| category | ms per step | share | kernels per step |")
        out.append("|---|---:|---:|---:|")
        per_category = defaultdict(lambda: [0.0, 0])
        for name, ns in kernels:
            c = per_category[category(name)]
            c[0] += ns
            c[1] += 1
        for label, (ns, count) in sorted(per_category.items(), key=lambda kv: -kv[1][0]):
            out.append(f"| {label} | {ns / steps / 1e6:,.2f} | {100 * ns / total:.1f}% | "
                       f"{count / steps:,.0f} |")
        out.append("")
        out.append(f"Longest kernels (of {len({n for n, _ in kernels})} distinct):\n")
        out.append("| kernel | category | ms per step | share | launches per step |")
        out.append("|---|---|---:|---:|---:|")
        per_kernel = defaultdict(lambda: [0.0, 0])
        for name, ns in kernels:
            k = per_kernel[name]
            k[0] += ns
            k[1] += 1
        for name, (ns, count) in sorted(per_kernel.items(), key=lambda kv: -kv[1][0])[:top]:
            short = name if len(name) <= 80 else name[:77] + "..."
            out.append(f"| `{short}` | {category(name)} | {ns / steps / 1e6:,.3f} | "
                       f"{100 * ns / total:.1f}% | {count / steps:,.0f} |")
        out.append("")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("csv", help="ncu --csv output (- for standard input)")
    ap.add_argument("--steps", type=int, required=True, help="timed steps that were profiled")
    ap.add_argument("--top", type=int, default=15, help="longest kernels listed per process")
    a = ap.parse_args()
    if a.steps < 1:
        raise SystemExit("--steps must be at least 1")
    text = sys.stdin.read() if a.csv == "-" else open(a.csv, encoding="utf-8", errors="replace").read()
    rows = read_rows(text)
    if not rows:
        raise SystemExit(f"{a.csv}: no gpu__time_duration.sum rows (was the profiler's range reached?)")
    print(table(rows, a.steps, a.top))


if __name__ == "__main__":
    main()
