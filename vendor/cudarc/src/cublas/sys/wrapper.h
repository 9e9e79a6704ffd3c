#include "cuda.h"
#include "cublas_v2.h"