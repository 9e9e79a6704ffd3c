// A batch's 8-bit pixels made into the model's input on the device (paperfit_kernels::images;
// its CPU twin there gives the same bits): torchvision's F.to_tensor then F.normalize in single
// precision, then random erasing's rectangles overwritten.
#include "common.cuh"

// out[i] = (pixels[i] / 255 - mean[c]) / std[c] over `count` elements of CHW images, c the
// channel of element i: a correctly rounded division, subtraction and division (no contraction
// into a fused multiply-add), as the CPU twin, then one rounding to T.
template <typename T>
__device__ void normalize_u8(const uint8_t* pixels, T* out, float mean0, float mean1, float mean2,
                             float std0, float std1, float std2, uint32_t plane,
                             uint64_t count) {
  for_each_index(count, [&](auto i) {
    const uint32_t c = (uint32_t)((i / plane) % 3);
    const float mean = c == 0 ? mean0 : (c == 1 ? mean1 : mean2);
    const float sd = c == 0 ? std0 : (c == 1 ? std1 : std2);
    const float x = __fdiv_rn((float)pixels[i], 255.0f);
    out[i] = from_f<T>(__fdiv_rn(__fsub_rn(x, mean), sd));
  });
}

#define NORMALIZE_PARAMS(T)                                                                    \
  (const uint8_t* pixels, T* out, float mean0, float mean1, float mean2, float std0, float std1, \
   float std2, uint32_t plane, uint64_t count)
PAPERFIT_FOR_DTYPES(normalize_u8, normalize_u8, NORMALIZE_PARAMS,
                    (pixels, out, mean0, mean1, mean2, std0, std1, std2, plane, count))

// Block g overwrites the rectangles of rows starts[g] .. starts[g + 1] of `rects` (all of one
// image), in order: a later rectangle of an image overwrites an earlier one where they overlap,
// as on the CPU, and no two blocks write one element. A row is (image, top, left, height,
// width, offset): the rectangle's 3 x height x width elements in (channel, row, column) order
// take values[offset ..], or zeros where offset is -1.
template <typename T>
__device__ void erase_rects(T* out, const int* rects, const int* starts, const float* values,
                            int height, int width) {
  for (int r = starts[blockIdx.x]; r < starts[blockIdx.x + 1]; ++r) {
    const int* row = rects + 6 * r;
    const int image = row[0], top = row[1], left = row[2], eh = row[3], ew = row[4];
    const int offset = row[5], area = eh * ew;
    for (int i = threadIdx.x; i < 3 * area; i += blockDim.x) {
      const int c = i / area, y = (i % area) / ew, x = i % ew;
      const size_t at = (((size_t)image * 3 + c) * height + top + y) * width + left + x;
      out[at] = from_f<T>(offset < 0 ? 0.0f : values[offset + i]);
    }
    __syncthreads();
  }
}

#define ERASE_PARAMS(T) \
  (T * out, const int* rects, const int* starts, const float* values, int height, int width)
PAPERFIT_FOR_DTYPES(erase_rects, erase_rects, ERASE_PARAMS,
                    (out, rects, starts, values, height, width))
