// Trellis's own PNG encoder: deterministic by construction (no zlib or
// libpng version in the bytes) and fast on rendered pictures. See CPNG.h,
// trellis_png_encode_fast.
//
// Every row is written with filter None. Rendered layouts are flat colour
// with text and lines; their redundancy is almost all of two kinds, which
// are the only two matches this encoder looks for:
//   - the same bytes as the row above (distance = one row), and
//   - a run of one colour (distance = one pixel).
// A row whose source pixels equal the row above's is one match per 258
// bytes without looking at its bytes again (its Adler-32 share is reused),
// so a flat screen costs little more than a memcmp per row. Everything else
// is a literal; each block of symbols gets its own Huffman codes (dynamic
// Huffman), which is what makes text and antialiased edges small.
#include "CPNG.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

#define MIN_MATCH 4           // shorter repeats are cheaper as literals
#define MAX_MATCH 258
#define WINDOW 32768
#define BLOCK_SYMBOLS 65536   // symbols per Huffman block
#define ADLER_MOD 65521u

// ---------------------------------------------------------------- output

typedef struct out_buffer {
    uint8_t *bytes;
    size_t count, capacity;
    uint64_t bits;
    int nbits;
    int failed;
} out_buffer;

static int reserve(out_buffer *o, size_t more) {
    if (o->failed) return 0;
    if (o->capacity - o->count >= more) return 1;
    size_t capacity = o->capacity ? o->capacity : 65536;
    while (capacity - o->count < more) capacity *= 2;
    uint8_t *grown = realloc(o->bytes, capacity);
    if (!grown) {
        o->failed = 1;
        return 0;
    }
    o->bytes = grown;
    o->capacity = capacity;
    return 1;
}

static void put_bytes(out_buffer *o, const void *data, size_t n) {
    if (!reserve(o, n)) return;
    memcpy(o->bytes + o->count, data, n);
    o->count += n;
}

static void put_be32(out_buffer *o, uint32_t v) {
    uint8_t b[4] = {(uint8_t)(v >> 24), (uint8_t)(v >> 16), (uint8_t)(v >> 8), (uint8_t)v};
    put_bytes(o, b, 4);
}

// Bits, least significant first (deflate's order). The caller reserves room.
static inline void put_bits(out_buffer *o, uint32_t value, int n) {
    o->bits |= (uint64_t)value << o->nbits;
    o->nbits += n;
    if (o->nbits >= 32) {
        uint32_t w = (uint32_t)o->bits;
        uint8_t *p = o->bytes + o->count;
        p[0] = (uint8_t)w; p[1] = (uint8_t)(w >> 8); p[2] = (uint8_t)(w >> 16); p[3] = (uint8_t)(w >> 24);
        o->count += 4;
        o->bits >>= 32;
        o->nbits -= 32;
    }
}

static void flush_bits(out_buffer *o) {
    if (!reserve(o, 8)) return;
    while (o->nbits > 0) {
        o->bytes[o->count++] = (uint8_t)o->bits;
        o->bits >>= 8;
        o->nbits -= 8;
    }
    o->bits = 0;
    o->nbits = 0;
}

// ---------------------------------------------------------------- deflate tables

static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint8_t cl_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

typedef struct codes {
    uint8_t len_code[MAX_MATCH + 1];  // length -> index into length_base (code 257 + index)
} codes;

static void length_codes(codes *c) {
    for (int i = 0; i < 29; i++) {
        int end = i == 28 ? 259 : length_base[i + 1];
        if (i == 27) end = 258;  // 227...257 is code 284; 258 alone is 285
        for (int l = length_base[i]; l < end; l++) c->len_code[l] = (uint8_t)i;
    }
}

static inline int dist_code(uint32_t d, int *extra_bits, uint32_t *extra) {
    if (d <= 4) {
        *extra_bits = 0;
        *extra = 0;
        return (int)d - 1;
    }
    uint32_t v = d - 1;
    int b = 31 - __builtin_clz(v);
    *extra_bits = b - 1;
    *extra = v & ((1u << (b - 1)) - 1);
    return 2 * b + (int)((v >> (b - 1)) & 1);
}

// ---------------------------------------------------------------- Huffman

typedef struct node {
    uint32_t weight;
    int16_t parent;
} node;

static int compare_leaves(const void *a, const void *b) {
    const uint32_t *x = a, *y = b;  // {freq, symbol}
    if (x[0] != y[0]) return x[0] < y[0] ? -1 : 1;
    return x[1] < y[1] ? -1 : (x[1] > y[1]);
}

/// Code lengths of at most `limit` bits for `n` symbols' frequencies; at least
/// two symbols get a code (unused ones are given frequency 1 if needed), so the
/// code is always complete. Deterministic: ties are broken by symbol number.
static void code_lengths(const uint32_t *freq_in, int n, int limit, uint8_t *lengths) {
    uint32_t freq[320];
    memcpy(freq, freq_in, sizeof(uint32_t) * n);
    int used = 0;
    for (int i = 0; i < n; i++) used += freq[i] > 0;
    for (int i = 0; i < n && used < 2; i++)
        if (!freq[i]) { freq[i] = 1; used++; }
    uint32_t leaves[320][2];
    int m = 0;
    for (int i = 0; i < n; i++)
        if (freq[i]) { leaves[m][0] = freq[i]; leaves[m][1] = (uint32_t)i; m++; }
    qsort(leaves, (size_t)m, sizeof leaves[0], compare_leaves);
    // Two-queue Huffman: nodes 0..m-1 leaves (sorted), m.. internal in creation order.
    node nodes[640];
    for (int i = 0; i < m; i++) { nodes[i].weight = leaves[i][0]; nodes[i].parent = -1; }
    int next_leaf = 0, next_internal = m, made = m;
    for (int k = 0; k < m - 1; k++) {
        int pick[2];
        for (int j = 0; j < 2; j++) {
            if (next_leaf < m && (next_internal >= made || nodes[next_leaf].weight <= nodes[next_internal].weight))
                pick[j] = next_leaf++;
            else
                pick[j] = next_internal++;
        }
        nodes[made].weight = nodes[pick[0]].weight + nodes[pick[1]].weight;
        nodes[made].parent = -1;
        nodes[pick[0]].parent = (int16_t)made;
        nodes[pick[1]].parent = (int16_t)made;
        made++;
    }
    // Depths; internal nodes come after their children, so walk down from the root.
    int depth[640];
    depth[made - 1] = 0;
    for (int i = made - 2; i >= 0; i--) depth[i] = depth[nodes[i].parent] + 1;
    // Count leaves per length, clamping to the limit, then restore the Kraft
    // sum to exactly 2^limit by moving codes down a level (miniz's method).
    int count[64] = {0};
    for (int i = 0; i < m; i++) count[depth[i] > limit ? limit : depth[i]]++;
    uint32_t kraft = 0;
    for (int bits = limit; bits > 0; bits--) kraft += (uint32_t)count[bits] << (limit - bits);
    while (kraft != 1u << limit) {
        count[limit]--;
        for (int bits = limit - 1; bits > 0; bits--)
            if (count[bits]) { count[bits]--; count[bits + 1] += 2; break; }
        kraft--;
    }
    // Longest codes to the rarest symbols (leaves are sorted by frequency).
    memset(lengths, 0, (size_t)n);
    int leaf = 0;
    for (int bits = limit; bits >= 1; bits--)
        for (int k = 0; k < count[bits]; k++) lengths[leaves[leaf++][1]] = (uint8_t)bits;
}

/// Canonical codes, bit-reversed for writing least significant bit first.
static void canonical(const uint8_t *lengths, int n, uint16_t *out) {
    int count[16] = {0};
    for (int i = 0; i < n; i++) count[lengths[i]]++;
    count[0] = 0;
    uint32_t next[16], code = 0;
    for (int bits = 1; bits < 16; bits++) {
        code = (code + (uint32_t)count[bits - 1]) << 1;
        next[bits] = code;
    }
    for (int i = 0; i < n; i++) {
        int len = lengths[i];
        if (!len) { out[i] = 0; continue; }
        uint32_t c = next[len]++, r = 0;
        for (int b = 0; b < len; b++) { r = (r << 1) | (c & 1); c >>= 1; }
        out[i] = (uint16_t)r;
    }
}

// ---------------------------------------------------------------- the encoder state

// A symbol: a literal byte (< 256), or a match: 1 << 31 | length << 16 | distance.
typedef struct encoder {
    out_buffer out;
    codes tables;
    uint32_t *symbols;
    size_t nsymbols;
    uint32_t litfreq[286];
    uint32_t distfreq[30];
    uint32_t *row;      // the symbols of the last row that was looked at
    size_t nrow;
    size_t rowcost;     // and roughly how many bits they take
    size_t upcost;      // roughly the bits of one match of the row above
} encoder;

static void write_block(encoder *e, int final) {
    out_buffer *o = &e->out;
    e->litfreq[256]++;  // end of block
    uint8_t litlen[286], distlen[30];
    code_lengths(e->litfreq, 286, 15, litlen);
    code_lengths(e->distfreq, 30, 15, distlen);
    int hlit = 286, hdist = 30;
    while (hlit > 257 && !litlen[hlit - 1]) hlit--;
    while (hdist > 1 && !distlen[hdist - 1]) hdist--;
    // Both length sequences, run-length coded with codes 16, 17, 18.
    uint8_t all[316];
    memcpy(all, litlen, (size_t)hlit);
    memcpy(all + hlit, distlen, (size_t)hdist);
    int total = hlit + hdist;
    uint8_t rle[316], rle_extra[316];
    int nrle = 0;
    uint32_t clfreq[19] = {0};
    for (int i = 0; i < total;) {
        int v = all[i], run = 1;
        while (i + run < total && all[i + run] == v) run++;
        if (v == 0 && run >= 3) {
            int r = run > 138 ? 138 : run;
            if (r >= 11) { rle[nrle] = 18; rle_extra[nrle++] = (uint8_t)(r - 11); }
            else { rle[nrle] = 17; rle_extra[nrle++] = (uint8_t)(r - 3); }
            clfreq[rle[nrle - 1]]++;
            i += r;
        } else if (v != 0 && run >= 4) {
            rle[nrle] = (uint8_t)v; rle_extra[nrle++] = 0;
            clfreq[v]++;
            int r = run - 1 > 6 ? 6 : run - 1;
            rle[nrle] = 16; rle_extra[nrle++] = (uint8_t)(r - 3);
            clfreq[16]++;
            i += 1 + r;
        } else {
            rle[nrle] = (uint8_t)v; rle_extra[nrle++] = 0;
            clfreq[v]++;
            i++;
        }
    }
    uint8_t cllen[19];
    code_lengths(clfreq, 19, 7, cllen);
    int hclen = 19;
    while (hclen > 4 && !cllen[cl_order[hclen - 1]]) hclen--;
    uint16_t clcode[19], litcode[286], distcode[30];
    canonical(cllen, 19, clcode);
    canonical(litlen, 286, litcode);
    canonical(distlen, 30, distcode);

    // Worst case: every symbol 15 + 5 + 15 + 13 bits, plus the header.
    if (!reserve(o, e->nsymbols * 6 + 1024)) return;
    put_bits(o, final ? 1 : 0, 1);
    put_bits(o, 2, 2);  // dynamic Huffman
    put_bits(o, (uint32_t)(hlit - 257), 5);
    put_bits(o, (uint32_t)(hdist - 1), 5);
    put_bits(o, (uint32_t)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) put_bits(o, cllen[cl_order[i]], 3);
    for (int i = 0; i < nrle; i++) {
        int s = rle[i];
        put_bits(o, clcode[s], cllen[s]);
        if (s == 16) put_bits(o, rle_extra[i], 2);
        else if (s == 17) put_bits(o, rle_extra[i], 3);
        else if (s == 18) put_bits(o, rle_extra[i], 7);
    }
    for (size_t i = 0; i < e->nsymbols; i++) {
        uint32_t s = e->symbols[i];
        if (!(s >> 31)) {
            put_bits(o, litcode[s], litlen[s]);
            continue;
        }
        uint32_t length = (s >> 16) & 0x7FFF, distance = s & 0xFFFF;
        if (distance == 0) distance = 65536;  // never: distances are at most 32768
        int li = e->tables.len_code[length];
        put_bits(o, litcode[257 + li], litlen[257 + li]);
        if (length_extra[li]) put_bits(o, length - length_base[li], length_extra[li]);
        int extra_bits;
        uint32_t extra;
        int dc = dist_code(distance, &extra_bits, &extra);
        put_bits(o, distcode[dc], distlen[dc]);
        if (extra_bits) put_bits(o, extra, extra_bits);
    }
    put_bits(o, litcode[256], litlen[256]);
    e->nsymbols = 0;
    memset(e->litfreq, 0, sizeof e->litfreq);
    memset(e->distfreq, 0, sizeof e->distfreq);
}

static inline void symbol(encoder *e, uint32_t s) {
    if (e->nsymbols == BLOCK_SYMBOLS) write_block(e, 0);
    e->symbols[e->nsymbols++] = s;
    if (!(s >> 31)) {
        e->litfreq[s]++;
        return;
    }
    uint32_t length = (s >> 16) & 0x7FFF, distance = s & 0xFFFF;
    e->litfreq[257 + e->tables.len_code[length]]++;
    int extra_bits;
    uint32_t extra;
    e->distfreq[dist_code(distance, &extra_bits, &extra)]++;
}

static inline void literal(encoder *e, uint8_t byte) {
    symbol(e, byte);
    e->row[e->nrow++] = byte;
    e->rowcost += 8;
}

static inline void match(encoder *e, uint32_t length, uint32_t distance) {
    uint32_t s = 1u << 31 | length << 16 | distance;
    symbol(e, s);
    e->row[e->nrow++] = s;
    e->rowcost += distance <= 4 ? 5 : e->upcost;
}

/// A row equal to the row above. Its bytes were looked at when that run of
/// equal rows began, and the symbols found then are valid for every row of
/// the run (a match of the row above finds the same bytes; runs of a colour
/// are within the row): they are written again when that is shorter than
/// matching the whole row above, 258 bytes at a time.
static void repeat_row(encoder *e, size_t stride) {
    size_t whole = (stride + MAX_MATCH - 1) / MAX_MATCH;
    if (e->rowcost <= whole * e->upcost) {
        for (size_t i = 0; i < e->nrow; i++) symbol(e, e->row[i]);
        return;
    }
    size_t n = stride;
    while (n > 0) {
        size_t l = n > MAX_MATCH ? MAX_MATCH : n;
        if (n > MAX_MATCH && n - MAX_MATCH < 3) l = n - 3;  // leave at least 3 for the last match
        symbol(e, 1u << 31 | (uint32_t)l << 16 | (uint32_t)stride);
        n -= l;
    }
}

static inline size_t common(const uint8_t *a, const uint8_t *b, size_t max) {
    size_t n = 0;
    while (n + 8 <= max) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        if (x != y) return n + (size_t)(__builtin_ctzll(x ^ y) >> 3);
        n += 8;
    }
    while (n < max && a[n] == b[n]) n++;
    return n;
}

/// Adler-32 of a row as its byte sum and its weighted sum (mod 65521), so
/// a repeated row's contribution is added without reading it again.
typedef struct adler_part {
    uint32_t sum, weighted;
    size_t length;
} adler_part;

static adler_part adler_of(const uint8_t *row, size_t n) {
    uint32_t a = libdeflate_adler32(1, row, n);
    adler_part p;
    p.sum = ((a & 0xFFFF) + ADLER_MOD - 1) % ADLER_MOD;
    p.weighted = (uint32_t)(((a >> 16) + ADLER_MOD - n % ADLER_MOD) % ADLER_MOD);
    p.length = n;
    return p;
}

static void adler_add(uint32_t *s1, uint32_t *s2, adler_part p) {
    *s2 = (uint32_t)((*s2 + (uint64_t)(p.length % ADLER_MOD) * *s1 + p.weighted) % ADLER_MOD);
    *s1 = (*s1 + p.sum) % ADLER_MOD;
}

static void put_chunk_header(out_buffer *o, uint32_t length, const char *type) {
    put_be32(o, length);
    put_bytes(o, type, 4);
}

int trellis_png_encode_fast(const uint8_t *pixels, uint32_t width, uint32_t height, size_t row_bytes,
                            trellis_png_layout layout, trellis_png_buffer *result) {
    memset(result, 0, sizeof *result);
    if (width == 0 || height == 0 || width > 0x7FFFFFFF / 4 || height > 0x7FFFFFFF) {
        memcpy(result->message, "bad image size", 15);
        return 1;
    }
    int bpp = layout == TRELLIS_PNG_RGBA ? 4 : 3;
    size_t stride = (size_t)width * bpp + 1;
    encoder *e = calloc(1, sizeof *e);
    uint8_t *rows = malloc(stride * 2);
    if (e) {
        e->symbols = malloc(sizeof(uint32_t) * BLOCK_SYMBOLS);
        e->row = malloc(sizeof(uint32_t) * stride);
    }
    if (!e || !rows || !e->symbols || !e->row) {
        if (e) {
            free(e->symbols);
            free(e->row);
        }
        free(e);
        free(rows);
        memcpy(result->message, "out of memory for the encoder", 30);
        return 1;
    }
    length_codes(&e->tables);
    out_buffer *o = &e->out;
    reserve(o, 65536);

    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    put_bytes(o, signature, 8);
    uint8_t ihdr[17] = {'I', 'H', 'D', 'R'};
    uint32_t w = width, h = height;
    uint8_t fields[13] = {(uint8_t)(w >> 24), (uint8_t)(w >> 16), (uint8_t)(w >> 8), (uint8_t)w,
                          (uint8_t)(h >> 24), (uint8_t)(h >> 16), (uint8_t)(h >> 8), (uint8_t)h,
                          8, (uint8_t)(bpp == 4 ? 6 : 2), 0, 0, 0};
    memcpy(ihdr + 4, fields, 13);
    put_be32(o, 13);
    put_bytes(o, ihdr, 17);
    put_be32(o, libdeflate_crc32(0, ihdr, 17));
    size_t idat_at = o->count;
    put_chunk_header(o, 0, "IDAT");  // length filled in at the end
    static const uint8_t zlib_header[2] = {0x78, 0x01};
    put_bytes(o, zlib_header, 2);

    int vertical = stride <= WINDOW;  // the row above is inside deflate's window
    int extra_bits;
    uint32_t extra;
    dist_code(vertical ? (uint32_t)stride : 1, &extra_bits, &extra);
    e->upcost = 6 + (size_t)extra_bits;
    uint8_t *previous = rows, *current = rows + stride;
    uint32_t s1 = 1, s2 = 0;
    adler_part part = {0, 0, 0};
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *source = pixels + (size_t)y * row_bytes;
        if (y > 0 && vertical && !memcmp(source, source - row_bytes, (size_t)width * 4)) {
            repeat_row(e, stride);
            adler_add(&s1, &s2, part);
            continue;
        }
        current[0] = 0;  // filter None
        uint8_t *p = current + 1;
        if (layout == TRELLIS_PNG_RGBA) {
            memcpy(p, source, (size_t)width * 4);
        } else if (layout == TRELLIS_PNG_RGBX) {
            for (uint32_t x = 0; x < width; x++) {
                p[3 * x] = source[4 * x]; p[3 * x + 1] = source[4 * x + 1]; p[3 * x + 2] = source[4 * x + 2];
            }
        } else {
            for (uint32_t x = 0; x < width; x++) {
                p[3 * x] = source[4 * x + 2]; p[3 * x + 1] = source[4 * x + 1]; p[3 * x + 2] = source[4 * x];
            }
        }
        part = adler_of(current, stride);
        adler_add(&s1, &s2, part);
        int above = y > 0 && vertical;
        size_t i = 0;
        e->nrow = 0;
        e->rowcost = 0;
        while (i < stride) {
            size_t room = stride - i > MAX_MATCH ? MAX_MATCH : stride - i;
            size_t up = above ? common(current + i, previous + i, room) : 0;
            size_t run = i > (size_t)bpp ? common(current + i, current + i - bpp, room) : 0;
            if (up >= MIN_MATCH && up >= run) {
                match(e, (uint32_t)up, (uint32_t)stride);
                i += up;
            } else if (run >= MIN_MATCH) {
                match(e, (uint32_t)run, (uint32_t)bpp);
                i += run;
            } else {
                literal(e, current[i]);
                i++;
            }
        }
        uint8_t *t = previous;
        previous = current;
        current = t;
    }
    write_block(e, 0);
    // An empty final block (fixed Huffman, end of block only).
    if (reserve(o, 16)) {
        put_bits(o, 1, 1);
        put_bits(o, 1, 2);
        put_bits(o, 0, 7);
    }
    flush_bits(o);
    put_be32(o, s2 << 16 | s1);
    size_t idat_length = o->count - idat_at - 8;
    if (!o->failed && idat_length > 0x7FFFFFFF) o->failed = 1;
    if (!o->failed) {
        uint8_t *l = o->bytes + idat_at;
        l[0] = (uint8_t)(idat_length >> 24); l[1] = (uint8_t)(idat_length >> 16);
        l[2] = (uint8_t)(idat_length >> 8); l[3] = (uint8_t)idat_length;
        put_be32(o, libdeflate_crc32(0, o->bytes + idat_at + 4, idat_length + 4));
        static const uint8_t iend[12] = {0, 0, 0, 0, 'I', 'E', 'N', 'D', 0xAE, 0x42, 0x60, 0x82};
        put_bytes(o, iend, 12);
    }
    free(rows);
    free(e->symbols);
    free(e->row);
    int failed = o->failed;
    if (failed) {
        free(o->bytes);
        memcpy(result->message, "out of memory for the encoded PNG", 34);
    } else {
        result->bytes = o->bytes;
        result->count = o->count;
        result->capacity = o->capacity;
    }
    free(e);
    return failed;
}

int trellis_png_opaque(const uint8_t *rgba, size_t pixels) {
    // Eight pixels a step, alpha bytes ANDed: vectorised by the compiler.
    size_t i = 0;
    while (i + 8 <= pixels) {
        uint8_t all = 0xFF;
        for (int k = 0; k < 8; k++) all &= rgba[4 * (i + k) + 3];
        if (all != 0xFF) return 0;
        i += 8;
    }
    for (; i < pixels; i++)
        if (rgba[4 * i + 3] != 0xFF) return 0;
    return 1;
}
