// The C libraries TrellisRender draws with: Cairo (PNG, SVG, PDF surfaces),
// Pango through pangocairo (text), fontconfig (the private font set-up) and
// Pango's fontconfig font map (to give Pango that private configuration
// instead of the machine's fonts).
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
