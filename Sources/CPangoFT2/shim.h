#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>

static inline PangoFcFontMap *snapshotkit_as_fc_font_map(void *map) { return PANGO_FC_FONT_MAP(map); }

/// The FreeType version the process runs with, as "major.minor.patch" packed into an int.
static inline int snapshotkit_freetype_version(void) {
    FT_Library lib; FT_Int major = 0, minor = 0, patch = 0;
    if (FT_Init_FreeType(&lib) != 0) return 0;
    FT_Library_Version(lib, &major, &minor, &patch);
    FT_Done_FreeType(lib);
    return major * 10000 + minor * 100 + patch;
}
