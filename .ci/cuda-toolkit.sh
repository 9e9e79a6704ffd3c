#!/usr/bin/env bash
# Assemble a minimal CUDA 13.0 toolkit from NVIDIA's PyPI wheels, so the `cuda` feature can be
# compiled on a machine without a GPU or an NVIDIA package repository.
#
#   .ci/cuda-toolkit.sh DEST          nvcc, headers, runtime: enough for `cargo build --features
#                                     cuda`, `cudnn` and `nccl` (a CUDA build links no CUDA
#                                     library: cudarc loads them when first used)
#   .ci/cuda-toolkit.sh DEST full     + cuBLAS, NVRTC, cuRAND, cuDNN, NCCL: the libraries a
#                                     CUDA build loads at run time (DEST/lib), for a machine
#                                     that has the driver but not these
#
# Then: PATH="DEST/bin:$PATH" CUDA_ROOT=DEST CUDA_COMPUTE_CAP=90 cargo build --release --features cudnn
# and, where the machine lacks them, LD_LIBRARY_PATH=DEST/lib for the `full` libraries.
set -euo pipefail
dest=${1:?usage: cuda-toolkit.sh DEST [full]}
full=${2:-}
if [ -x "$dest/bin/nvcc" ] && { [ "$full" != full ] || [ -e "$dest/lib/libnccl.so.2" ]; }; then
  "$dest/bin/nvcc" --version | tail -1
  exit 0
fi
pkgs=(nvidia-cuda-nvcc==13.0.88 nvidia-cuda-crt==13.0.88 nvidia-nvvm==13.0.88
      nvidia-cuda-cccl==13.0.85 nvidia-cuda-runtime==13.0.96)
if [ "$full" = full ]; then
  pkgs+=(nvidia-cublas==13.0.2.14 nvidia-cuda-nvrtc==13.0.88 nvidia-curand==10.4.0.35
         nvidia-cudnn-cu13==9.27.0.42 nvidia-nccl-cu13==2.30.7)
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
for own in cudnn nccl; do
  # cuDNN's and NCCL's wheels have their own trees: their libraries join the toolkit's.
  if [ -d "$work/unpacked/nvidia/$own" ]; then
    cp -a "$work/unpacked/nvidia/$own/lib/." "$dest/lib/"
    cp -a "$work/unpacked/nvidia/$own/include/." "$dest/include/"
  fi
done
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
"$dest/bin/nvcc" --version | tail -1
