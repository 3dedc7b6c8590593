#include <pango/pangocairo.h>
static inline int snapshotkit_pango_pixels(int d) { return PANGO_PIXELS(d); }
static inline int snapshotkit_pango_scale(void) { return PANGO_SCALE; }
