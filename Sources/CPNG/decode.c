// libpng's reader behind a setjmp, reading from memory. See CPNG.h.
#include "CPNG.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// The memory the read callback consumes, and where errors are written.
typedef struct reader {
    const uint8_t *bytes;
    size_t count;
    size_t offset;
    char *message;
} reader;

static void on_error(png_structp png, png_const_charp text) {
    reader *r = png_get_error_ptr(png);
    if (r->message[0] == 0) snprintf(r->message, TRELLIS_PNG_MESSAGE_SIZE, "%s", text);
    png_longjmp(png, 1);
}

/// Warnings (an unknown ancillary chunk, a benign oddity) never fail a read.
static void on_warning(png_structp png, png_const_charp text) { (void)png; (void)text; }

static void on_read(png_structp png, png_bytep data, size_t length) {
    reader *r = png_get_io_ptr(png);
    if (length > r->count - r->offset) {
        snprintf(r->message, TRELLIS_PNG_MESSAGE_SIZE,
                 "truncated: the file ends after %zu bytes, in the middle of a chunk", r->count);
        png_longjmp(png, 1);
    }
    memcpy(data, r->bytes + r->offset, length);
    r->offset += length;
}

int trellis_png_decode(const uint8_t *bytes, size_t count, uint32_t width, uint32_t height, int crc_checked,
                       uint8_t *pixels, char *message) {
    message[0] = 0;
    reader r = {bytes, count, 0, message};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &r, on_error, on_warning);
    if (!png) {
        snprintf(message, TRELLIS_PNG_MESSAGE_SIZE, "out of memory (libpng)");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    // Touched between setjmp and longjmp: volatile so its value survives the jump.
    png_bytep *volatile rows = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        if (message[0] == 0) snprintf(message, TRELLIS_PNG_MESSAGE_SIZE, "out of memory (libpng)");
        free(rows);
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        return 1;
    }
    png_set_read_fn(png, &r, on_read);
    // The caller's pixel limit is the one that matters; libpng's own default
    // (1,000,000 a side) would refuse legitimate long filmstrips first.
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    if (crc_checked) png_set_crc_action(png, PNG_CRC_QUIET_USE, PNG_CRC_QUIET_USE);
    png_read_info(png, info);  // signature, IHDR and chunks up to the first IDAT: nothing inflated yet

    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height) {
        snprintf(message, TRELLIS_PNG_MESSAGE_SIZE, "IHDR does not match the expected %ux%u", width, height);
        png_longjmp(png, 1);
    }
    int type = png_get_color_type(png, info), depth = png_get_bit_depth(png, info);
    // A palette image is read as its indices (a byte each) and expanded
    // here: libpng expands an index past the palette's end to black with
    // only a warning, so two files differing there compared equal. The PNG
    // spec makes it an error; the first row holding one is named.
    int palette_entries = 0, transparent = 0;
    png_colorp palette = NULL;
    png_bytep alphas = NULL;
    if (type == PNG_COLOR_TYPE_PALETTE) {
        png_get_PLTE(png, info, &palette, &palette_entries);
        if (png_get_valid(png, info, PNG_INFO_tRNS)) png_get_tRNS(png, info, &alphas, &transparent, NULL);
        if (depth < 8) png_set_packing(png);
    } else {
        if (type == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
        if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);  // compared at full depth
        if (depth == 16) png_set_strip_16(png);  // the high byte, as PIL keeps it
        if (type == PNG_COLOR_TYPE_GRAY || type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
        png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);  // no-op when alpha is already there
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t pixel_bytes = type == PNG_COLOR_TYPE_PALETTE ? 1 : 4;
    if (png_get_rowbytes(png, info) != (size_t)width * pixel_bytes) {
        snprintf(message, TRELLIS_PNG_MESSAGE_SIZE, "unexpected row layout after conversion");
        png_longjmp(png, 1);
    }

    rows = malloc(sizeof(png_bytep) * height);
    if (!rows) {
        snprintf(message, TRELLIS_PNG_MESSAGE_SIZE, "out of memory for %u row pointers", height);
        png_longjmp(png, 1);
    }
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
    png_read_image(png, rows);
    if (type == PNG_COLOR_TYPE_PALETTE) {
        for (png_uint_32 y = 0; y < height; y++) {
            png_bytep row = rows[y];
            for (png_uint_32 x = 0; x < width; x++) {
                if (row[x] >= palette_entries) {
                    snprintf(message, TRELLIS_PNG_MESSAGE_SIZE,
                             "damaged: row %u holds palette index %d, past the palette's %d entries (PLTE)", y, row[x],
                             palette_entries);
                    png_longjmp(png, 1);
                }
            }
            // In place, last pixel first: each index's byte is read before
            // the four bytes it becomes can reach it.
            for (png_uint_32 k = width; k-- > 0;) {
                int i = row[k];
                row[4 * k + 3] = i < transparent ? alphas[i] : 0xFF;
                row[4 * k + 2] = palette[i].blue;
                row[4 * k + 1] = palette[i].green;
                row[4 * k] = palette[i].red;
            }
        }
    }
    png_read_end(png, NULL);  // checks what follows the image data up to IEND

    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

void trellis_png_free(void *pointer) { free(pointer); }
