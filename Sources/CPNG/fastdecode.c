// The common PNG, decoded without libpng: 8-bit RGB or RGBA, not interlaced,
// no tRNS (what Trellis, browsers, Cairo, ImageMagick and most tools write).
// See CPNG.h, trellis_png_decode_fast.
//
// Why: for a 750x1334 screenshot libpng's row-at-a-time inflate through zlib
// (which copies matches a few bytes at a time) is 10+ ms; libdeflate inflates
// the whole stream in well under 1 ms, and the rows are unfiltered and widened
// to RGBA in one pass, in place, in the caller's buffer.
#include "CPNG.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

static uint32_t be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

size_t trellis_png_decode_capacity(uint32_t width, uint32_t height) {
    // RGBA rows with their filter bytes are 4w+1 bytes; RGB rows 3w+1 <= 4w.
    return (size_t)width * height * 4 + height;
}

/// floor((a + b) / 2) lane by lane (the Average filter's predictor).
static inline uint32_t average_bytes(uint32_t a, uint32_t b) {
    return (a & b) + (((a ^ b) & 0xFEFEFEFEu) >> 1);
}

#if !defined(__SSE2__)
/// The Paeth predictor lane by lane: a (left), b (above) or c (above left),
/// whichever is nearest to a + b - c, ties in that order.
static inline uint32_t paeth_bytes(uint32_t a, uint32_t b, uint32_t c) {
    uint32_t v = 0;
    for (int k = 0; k < 32; k += 8) {
        int x = (int)((a >> k) & 0xFF), y = (int)((b >> k) & 0xFF), z = (int)((c >> k) & 0xFF);
        int p = x + y - z, pa = abs(p - x), pb = abs(p - y), pc = abs(p - z);
        uint32_t n = (uint32_t)((pa <= pb && pa <= pc) ? x : (pb <= pc ? y : z));
        v |= n << k;
    }
    return v;
}
#endif

/// Four bytes added lane by lane, without carries between them.
static inline uint32_t add_bytes(uint32_t a, uint32_t b) {
    return ((a & 0x7F7F7F7Fu) + (b & 0x7F7F7F7Fu)) ^ ((a ^ b) & 0x80808080u);
}

static inline uint32_t load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

/// Pixel x of the input row as a little-endian RGBA word; RGB gets alpha 0,
/// so that adding it to a reconstructed neighbour (alpha 255) keeps 255.
static inline uint32_t input(const uint8_t *in, uint32_t x, int bpp, uint32_t width) {
    if (bpp == 4) return load32(in + 4 * x);
    // One load of 4 bytes (the 4th is the next pixel's, still unread), except
    // for the row's last pixel, whose 4th byte may lie past the buffer.
    if (x + 1 < width) return load32(in + 3 * x) & 0x00FFFFFFu;
    return (uint32_t)in[3 * x] | (uint32_t)in[3 * x + 1] << 8 | (uint32_t)in[3 * x + 2] << 16;
}

/// A row of the Paeth filter. The predictor depends on the pixel just
/// reconstructed, so this is a chain through the row. Two shortcuts keep it
/// short where pictures are flat: when the pixel above equals the one above
/// left, the predictor is the left pixel in every channel (p - a = b - c = 0);
/// when the left equals the above left, it is the pixel above (p - b = 0, and
/// where also p - a = 0, a and b are equal). Otherwise SSE2 does the general
/// case, with everything that doesn't depend on the left pixel off the chain.
static void paeth_row(const uint8_t *in, uint8_t *out, const uint8_t *up, uint32_t width, int bpp, uint32_t none) {
    uint32_t left = none, c = none;
#if defined(__SSE2__)
    __m128i zero = _mm_setzero_si128();
#endif
    for (uint32_t x = 0; x < width; x++) {
        uint32_t b = load32(up + 4 * x), f = input(in, x, bpp, width);
        if (b == c) {
            left = add_bytes(f, left);
        } else if (left == c) {
            left = add_bytes(f, b);
        } else {
#if defined(__SSE2__)
            __m128i A = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)left), zero);
            __m128i B = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)b), zero);
            __m128i C = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)c), zero);
            __m128i bc = _mm_sub_epi16(B, C), ac = _mm_sub_epi16(A, C);  // p - a, p - b
            __m128i abc = _mm_add_epi16(ac, bc);                          // p - c
            __m128i pa = _mm_max_epi16(bc, _mm_sub_epi16(zero, bc));
            __m128i pb = _mm_max_epi16(ac, _mm_sub_epi16(zero, ac));
            __m128i pc = _mm_max_epi16(abc, _mm_sub_epi16(zero, abc));
            __m128i smallest = _mm_min_epi16(pc, _mm_min_epi16(pa, pb));
            __m128i useB = _mm_cmpeq_epi16(pb, smallest), useA = _mm_cmpeq_epi16(pa, smallest);
            __m128i nearest = _mm_or_si128(_mm_and_si128(useB, B), _mm_andnot_si128(useB, C));
            nearest = _mm_or_si128(_mm_and_si128(useA, A), _mm_andnot_si128(useA, nearest));
            uint32_t predicted = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(nearest, nearest));
            left = add_bytes(f, predicted);
#else
            left = add_bytes(f, paeth_bytes(left, b, c));
#endif
        }
        memcpy(out + 4 * x, &left, 4);
        c = b;
    }
}

/// One row: `in` the filtered bytes (after the filter byte), `out` the RGBA row,
/// `up` the RGBA row above (for the first, a row of `none`). `bpp` is 3 or 4 bytes in,
/// always 4 out. Each pixel's input is read before its output is written: the
/// output may run over input already consumed (see the layout below).
/// Returns non-zero for an unknown filter type.
static inline int unfilter(int filter, const uint8_t *in, uint8_t *out, const uint8_t *up, uint32_t width,
                           int bpp) {
    // The neighbour outside the image: 0 in every channel, but alpha 255 for
    // RGB, whose alpha is not filtered (input alpha 0 + 255).
    const uint32_t none = bpp == 4 ? 0 : 0xFF000000u;
    uint32_t left = none, v;
    switch (filter) {
    case 0:
        for (uint32_t x = 0; x < width; x++) {
            v = input(in, x, bpp, width) | none;
            memcpy(out + 4 * x, &v, 4);
        }
        return 0;
    case 1:
        for (uint32_t x = 0; x < width; x++) {
            left = add_bytes(input(in, x, bpp, width), left);
            memcpy(out + 4 * x, &left, 4);
        }
        return 0;
    case 2:
        for (uint32_t x = 0; x < width; x++) {
            v = add_bytes(input(in, x, bpp, width), load32(up + 4 * x));
            memcpy(out + 4 * x, &v, 4);
        }
        return 0;
    case 3:
        for (uint32_t x = 0; x < width; x++) {
            uint32_t b = load32(up + 4 * x);
            left = add_bytes(input(in, x, bpp, width), average_bytes(left, b));
            memcpy(out + 4 * x, &left, 4);
        }
        return 0;
    case 4:
        paeth_row(in, out, up, width, bpp, none);
        return 0;
    default:
        return 1;
    }
}

int trellis_png_decode_fast(const uint8_t *bytes, size_t count, uint32_t width, uint32_t height,
                            uint8_t *pixels, size_t capacity) {
    if (count < 33 || capacity < trellis_png_decode_capacity(width, height)) return 1;
    // The caller has checked the signature, the chunk structure and every CRC.
    const uint8_t *ihdr = bytes + 16;
    if (be32(ihdr) != width || be32(ihdr + 4) != height) return 1;
    int depth = ihdr[8], type = ihdr[9];
    if (depth != 8 || (type != 2 && type != 6) || ihdr[10] || ihdr[11] || ihdr[12]) return 1;
    int bpp = type == 6 ? 4 : 3;

    // The IDAT chunks, which must be consecutive; anything unusual goes to libpng.
    size_t offset = 8, first = 0, total = 0, idats = 0;
    int ended = 0;
    while (offset + 12 <= count) {
        uint32_t length = be32(bytes + offset);
        const uint8_t *name = bytes + offset + 4;
        if (offset + 12 + (size_t)length > count) return 1;
        if (!memcmp(name, "IDAT", 4)) {
            if (ended) return 1;
            if (!idats++) first = offset;
            total += length;
        } else {
            if (idats) ended = 1;
            if (!memcmp(name, "tRNS", 4)) return 1;  // a transparent colour: libpng makes it alpha
            if (!memcmp(name, "IEND", 4)) break;
        }
        offset += 12 + (size_t)length;
    }
    if (!idats) return 1;
    const uint8_t *stream;
    uint8_t *joined = NULL;
    if (idats == 1) {
        stream = bytes + first + 8;
    } else {
        joined = malloc(total ? total : 1);
        if (!joined) return 1;
        size_t at = 0;
        for (size_t o = first; at < total; ) {
            uint32_t length = be32(bytes + o);
            memcpy(joined + at, bytes + o + 8, length);
            at += length;
            o += 12 + (size_t)length;
        }
        stream = joined;
    }

    // The filtered rows are inflated to the end of the buffer and unfiltered
    // from the front: output row y never reaches input not yet read (row y's
    // input starts at capacity - (h - y) * stride, its output ends at 4w(y + 1)).
    size_t stride = (size_t)width * bpp + 1, size = stride * height;
    uint8_t *filtered = pixels + capacity - size;
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    if (!inflater) {
        free(joined);
        return 1;
    }
    size_t used = 0, produced = 0;
    enum libdeflate_result result =
        libdeflate_zlib_decompress_ex(inflater, stream, total, filtered, size, &used, &produced);
    libdeflate_free_decompressor(inflater);
    free(joined);
    // Short, long, damaged or followed by more data: libpng decides and words it.
    if (result != LIBDEFLATE_SUCCESS || produced != size || used != total) return 1;

    // Above the first row: zero, with alpha 255 for RGB (see `unfilter`).
    uint32_t *nothing = malloc((size_t)width * 4);
    if (!nothing) return 1;
    for (uint32_t x = 0; x < width; x++) nothing[x] = bpp == 4 ? 0 : 0xFF000000u;
    int bad = 0;
    for (uint32_t y = 0; y < height && !bad; y++) {
        const uint8_t *in = filtered + y * stride;
        uint8_t *out = pixels + (size_t)y * width * 4;
        const uint8_t *up = y ? out - (size_t)width * 4 : (const uint8_t *)nothing;
        bad = bpp == 4 ? unfilter(in[0], in + 1, out, up, width, 4) : unfilter(in[0], in + 1, out, up, width, 3);
    }
    free(nothing);
    return bad;  // an unknown filter type: libpng's error message
}

void trellis_prepare_pages(void *pointer, size_t count) {
#if defined(__linux__)
    // Whole 2 MiB pages where the range allows (THP is often "madvise" only),
    // then every page of the range faulted in by one call instead of one trap
    // per 4 KiB: a fresh 4 MB picture costs about half as much to first touch.
    // Errors (an old kernel) only mean the pages are faulted in as usual.
    uintptr_t start = ((uintptr_t)pointer + 4095) & ~(uintptr_t)4095;
    uintptr_t end = ((uintptr_t)pointer + count) & ~(uintptr_t)4095;
    if (end <= start || end - start < ((size_t)1 << 20)) return;
    madvise((void *)start, end - start, MADV_HUGEPAGE);
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif
    madvise((void *)start, end - start, MADV_POPULATE_WRITE);
#else
    (void)pointer;
    (void)count;
#endif
}

void *trellis_alloc_pixels(size_t count) {
#if defined(__linux__)
    // Fresh anonymous pages are zero; 2 MiB-aligned so huge pages cover it all.
    size_t huge = (size_t)1 << 21, length = count + huge;
    uint8_t *base = mmap(NULL, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED) return NULL;
    uint8_t *aligned = (uint8_t *)(((uintptr_t)base + huge - 1) & ~(uintptr_t)(huge - 1));
    if (aligned > base) munmap(base, (size_t)(aligned - base));
    size_t tail = (size_t)(base + length - (aligned + count));
    size_t keep = (count + 4095) & ~(size_t)4095;
    if (tail > keep - count) munmap(aligned + keep, (size_t)(base + length - (aligned + keep)));
    trellis_prepare_pages(aligned, keep);
    return aligned;
#else
    return calloc(1, count);
#endif
}

void trellis_free_pixels(void *pointer, size_t count) {
    if (!pointer) return;
#if defined(__linux__)
    munmap(pointer, (count + 4095) & ~(size_t)4095);
#else
    (void)count;
    free(pointer);
#endif
}
