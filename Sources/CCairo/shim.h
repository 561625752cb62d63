// The C libraries TrellisRender draws with: Cairo (PNG, SVG, PDF surfaces),
// Pango through pangocairo (text), and fontconfig (the private font set-up).
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
