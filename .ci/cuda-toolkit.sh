#!/usr/bin/env bash
# Assemble a minimal CUDA 13.0 toolkit from NVIDIA's PyPI wheels, so the `cuda` feature can be
# compiled on a machine without a GPU or an NVIDIA package repository.
#
#   .ci/cuda-toolkit.sh DEST          nvcc, headers, runtime: enough for `cargo check --features cuda`
#   .ci/cuda-toolkit.sh DEST full     + cuBLAS, NVRTC, cuRAND, cuDNN: enough for
#                                     `cargo build --features cuda` and `--features cudnn`
#
# Then: PATH="DEST/bin:$PATH" CUDA_ROOT=DEST CUDA_COMPUTE_CAP=90 cargo build --release --features cudnn
set -euo pipefail
dest=${1:?usage: cuda-toolkit.sh DEST [full]}
full=${2:-}
if [ -x "$dest/bin/nvcc" ] && { [ "$full" != full ] || [ -e "$dest/lib/libcudnn.so.9" ]; }; then
  "$dest/bin/nvcc" --version | tail -1
  exit 0
fi
pkgs=(nvidia-cuda-nvcc==13.0.88 nvidia-cuda-crt==13.0.88 nvidia-nvvm==13.0.88
      nvidia-cuda-cccl==13.0.85 nvidia-cuda-runtime==13.0.96)
if [ "$full" = full ]; then
  pkgs+=(nvidia-cublas==13.0.2.14 nvidia-cuda-nvrtc==13.0.88 nvidia-curand==10.4.0.35
         nvidia-cudnn-cu13==9.27.0.42)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m pip download --quiet --no-deps --dest "$work/wheels" "${pkgs[@]}"
for wheel in "$work"/wheels/*.whl; do
  python3 -m zipfile -e "$wheel" "$work/unpacked/"
done
rm -rf "$dest"
mkdir -p "$(dirname "$dest")"
mv "$work/unpacked/nvidia/cu13" "$dest"
if [ -d "$work/unpacked/nvidia/cudnn" ]; then
  # cuDNN's wheel has its own tree: its libraries join the toolkit's, where cudarc's build
  # script looks for them (CUDA_ROOT/lib).
  cp -a "$work/unpacked/nvidia/cudnn/lib/." "$dest/lib/"
  cp -a "$work/unpacked/nvidia/cudnn/include/." "$dest/include/"
fi
cd "$dest"
chmod +x bin/* nvvm/bin/*
# nvcc.profile looks for targets/x86_64-linux/{include,lib}.
mkdir -p targets/x86_64-linux
ln -sfn ../../include targets/x86_64-linux/include
ln -sfn ../../lib targets/x86_64-linux/lib
ln -sfn lib lib64
cd lib
for l in cublas cublasLt cudart nvrtc; do
  if [ -e "lib$l.so.13" ]; then ln -sf "lib$l.so.13" "lib$l.so"; fi
done
if [ -e libcurand.so.10 ]; then ln -sf libcurand.so.10 libcurand.so; fi
if [ -e libcudnn.so.9 ]; then ln -sf libcudnn.so.9 libcudnn.so; fi
if [ "$full" = full ]; then
  # Linking needs libcuda.so, which only the NVIDIA driver ships: build a stub exporting the
  # driver API symbols cudarc references (it is never loaded at run time).
  src=$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/cudarc-0.19.* 2>/dev/null | head -1 || true)
  if [ -z "$src" ]; then
    echo "cudarc sources not found: run \`cargo fetch\` first" >&2
    exit 1
  fi
  mkdir -p stubs
  grep -oE '^\s+fn (cu[A-Za-z0-9_]+)\(' "$src/src/driver/sys/mod.rs" | sed -E 's/^\s+fn //; s/\($//' | sort -u \
    | sed 's/.*/void &(void) {}/' > stubs/libcuda_stub.c
  cc -shared -fPIC -Wl,-soname,libcuda.so.1 -o stubs/libcuda.so stubs/libcuda_stub.c
fi
"$dest/bin/nvcc" --version | tail -1
