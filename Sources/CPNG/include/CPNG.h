// PNG decoding and encoding through libpng, with every error returned as a
// message instead of a longjmp (Swift cannot call setjmp or survive a
// longjmp through its frames; the setjmp lives in these C functions).
//
// Used by TrellisDiff (reading and writing compared images) and by
// TrellisRender (encoding rendered pictures), so both write the same bytes.
// The usual file is decoded and every file encoded without libpng
// (fastdecode.c, fastencode.c, with libdeflate); libpng reads the rest.
#ifndef TRELLIS_CPNG_H
#define TRELLIS_CPNG_H

#include <stddef.h>
#include <stdint.h>

#define TRELLIS_PNG_MESSAGE_SIZE 256

/// Decodes a whole PNG file held in memory to 8-bit straight RGBA, into
/// `pixels` (`width * height * 4` bytes, allocated by the caller from the
/// IHDR it has already checked: nothing is allocated here for pixels, so
/// the caller's size limit is the only one).
///
/// Every colour type and depth: grey 1/2/4/8/16, grey+alpha 8/16, palette
/// 1/2/4/8 (tRNS becomes alpha), RGB 8/16 (tRNS becomes alpha), RGBA 8/16;
/// Adam7 interlace. Sub-byte grey is scaled by bit replication (2-bit 1 -> 85),
/// 16-bit samples keep their high byte (PIL's and libpng's strip_16). Gamma,
/// sRGB and ICC chunks are ignored (as by PIL and pixelmatch's pngjs).
///
/// `crc_checked`: the caller has verified every chunk's CRC, so libpng skips
/// computing them again.
/// Returns 0 on success, else non-zero with `message` (TRELLIS_PNG_MESSAGE_SIZE bytes) set.
int trellis_png_decode(const uint8_t *bytes, size_t count, uint32_t width, uint32_t height, int crc_checked,
                       uint8_t *pixels, char *message);

/// How the rows handed to trellis_png_encode are laid out (4 bytes a pixel).
typedef enum trellis_png_layout {
    TRELLIS_PNG_RGBA = 0,  ///< R, G, B, A: written as an RGBA PNG
    TRELLIS_PNG_RGBX = 1,  ///< R, G, B, ignored: written as an RGB PNG
    TRELLIS_PNG_BGRX = 2,  ///< B, G, R, ignored (Cairo RGB24 on little-endian): written as an RGB PNG
} trellis_png_layout;

/// Encoded bytes: malloc'd; release `bytes` with trellis_png_free.
typedef struct trellis_png_buffer {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
    char message[TRELLIS_PNG_MESSAGE_SIZE];
} trellis_png_buffer;

/// Encodes 8-bit pixels as a non-interlaced PNG with no ancillary chunks, so
/// the same pixels, settings, libpng and zlib always give the same bytes.
/// `level`: zlib level 0...9; `filters`: an OR of PNG_FILTER_NONE/SUB/UP/AVG/PAETH
/// (libpng picks one per row among them, deterministically).
/// Returns 0 on success, else non-zero with `out->message` set and no memory held.
/// `strategy`: zlib's (0 default, 1 filtered, 2 Huffman only, 3 RLE).
int trellis_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t row_bytes,
                       trellis_png_layout layout, int level, int filters, int strategy, trellis_png_buffer *out);

/// Trellis's own encoder (fastencode.c), which every Trellis PNG is written
/// with: filter None, deflate with two kinds of match only (the row above, a
/// run of one colour) and dynamic Huffman codes per block, no ancillary
/// chunks. Its bytes depend on the pixels alone, not on a zlib or libpng
/// version, and a rendered picture is encoded several times faster than by
/// zlib at any level (docs/PERFORMANCE.md). `layout` as for trellis_png_encode.
/// Returns 0 on success, else non-zero with `out->message` set and no memory held.
int trellis_png_encode_fast(const uint8_t *pixels, uint32_t width, uint32_t height, size_t row_bytes,
                            trellis_png_layout layout, trellis_png_buffer *out);

/// Readies a large, freshly allocated buffer before it is first written
/// (Linux: transparent huge pages where aligned, and all pages faulted in with
/// one call); a no-op elsewhere or for small buffers.
void trellis_prepare_pages(void *pointer, size_t count);

/// `count` zeroed bytes for a picture, ready to be drawn into (Linux: fresh
/// pages, 2 MiB-aligned, huge pages where possible, faulted in at once; a
/// 3x iPad render is 40 MB). Release with trellis_free_pixels(pointer, count).
void *trellis_alloc_pixels(size_t count);
void trellis_free_pixels(void *pointer, size_t count);

/// 1 when every pixel of `pixels` RGBA pixels has alpha 255 (written as RGB).
int trellis_png_opaque(const uint8_t *rgba, size_t pixels);

/// The buffer trellis_png_decode_fast needs for a width x height image:
/// `width * height * 4` bytes of pixels and room to inflate the rows in place.
size_t trellis_png_decode_capacity(uint32_t width, uint32_t height);

/// Decodes the common PNG (8-bit RGB or RGBA, not interlaced, no tRNS) to
/// straight RGBA in `pixels` (`capacity` >= trellis_png_decode_capacity bytes;
/// the first `width * height * 4` hold the image) without libpng: libdeflate
/// inflates the whole stream at once, and the rows are unfiltered and widened
/// in place. The file's structure and CRCs must have been checked. Returns 0
/// on success, non-zero for any other kind of file or any irregularity
/// (damaged or short data, an unknown filter): the caller then decodes with
/// trellis_png_decode, which gives the same pixels or libpng's error.
int trellis_png_decode_fast(const uint8_t *bytes, size_t count, uint32_t width, uint32_t height,
                            uint8_t *pixels, size_t capacity);

void trellis_png_free(void *pointer);

/// The libpng/zlib encoding Trellis PNGs were written with before
/// trellis_png_encode_fast (level, filter set, strategy), chosen then by
/// `trellis bench png`, which still sets it beside the fast encoder.
#define TRELLIS_PNG_LEVEL 6
#define TRELLIS_PNG_FILTERS 0x08  /* PNG_FILTER_NONE */
#define TRELLIS_PNG_STRATEGY 0    /* Z_DEFAULT_STRATEGY */

#endif
