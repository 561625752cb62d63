// libpng and zlib, as Debian's libpng-dev and zlib1g-dev install them. Swift
// code does not call libpng directly (its errors longjmp, which Swift cannot
// survive): the CPNG target wraps it. Swift uses zlib's crc32 from here to
// check chunk checksums before libpng sees the file.
#include <png.h>
#include <zlib.h>
