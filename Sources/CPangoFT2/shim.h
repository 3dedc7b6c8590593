#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
static inline PangoFcFontMap *snapshotkit_as_fc_font_map(void *map) { return PANGO_FC_FONT_MAP(map); }
