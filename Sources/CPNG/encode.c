// libpng's writer behind a setjmp, writing to memory. See CPNG.h.
#include "CPNG.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void on_error(png_structp png, png_const_charp text) {
    trellis_png_buffer *b = png_get_error_ptr(png);
    if (b->message[0] == 0) snprintf(b->message, TRELLIS_PNG_MESSAGE_SIZE, "%s", text);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) { (void)png; (void)text; }

static void on_write(png_structp png, png_bytep data, size_t length) {
    trellis_png_buffer *b = png_get_io_ptr(png);
    if (length > b->capacity - b->count) {
        size_t capacity = b->capacity ? b->capacity : 65536;
        while (capacity - b->count < length) capacity *= 2;
        uint8_t *grown = realloc(b->bytes, capacity);
        if (!grown) png_error(png, "out of memory for the encoded PNG");
        b->bytes = grown;
        b->capacity = capacity;
    }
    memcpy(b->bytes + b->count, data, length);
    b->count += length;
}

static void on_flush(png_structp png) { (void)png; }

int trellis_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t row_bytes,
                       trellis_png_layout layout, int level, int filters, int strategy, trellis_png_buffer *out) {
    memset(out, 0, sizeof *out);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, out, on_error, on_warning);
    if (!png) {
        snprintf(out->message, TRELLIS_PNG_MESSAGE_SIZE, "out of memory (libpng)");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        if (out->message[0] == 0) snprintf(out->message, TRELLIS_PNG_MESSAGE_SIZE, "out of memory (libpng)");
        free(out->bytes);
        out->bytes = NULL;
        out->count = out->capacity = 0;
        png_destroy_write_struct(&png, info ? &info : NULL);
        return 1;
    }
    png_set_write_fn(png, out, on_write, on_flush);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    int type = layout == TRELLIS_PNG_RGBA ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB;
    png_set_IHDR(png, info, width, height, 8, type, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE,
                 PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    if (layout != TRELLIS_PNG_RGBA) png_set_filler(png, 0, PNG_FILLER_AFTER);  // drop the 4th byte
    if (layout == TRELLIS_PNG_BGRX) png_set_bgr(png);
    for (uint32_t y = 0; y < height; y++) png_write_row(png, (png_const_bytep)(pixels + (size_t)y * row_bytes));
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return 0;
}
