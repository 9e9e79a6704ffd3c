#include "cuda.h"
#include "cublasLt.h"