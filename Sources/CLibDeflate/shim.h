// libdeflate (Debian's libdeflate-dev): whole-buffer inflate for decoding,
// SIMD Adler-32 and CRC-32 for Trellis's own PNG encoder (CPNG).
#include <libdeflate.h>
