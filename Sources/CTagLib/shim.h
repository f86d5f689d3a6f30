// TagLib's C API (pkg-config taglib_c): the tags and lengths of audio files of every common
// format, as most Linux music players read them.
#include <tag_c.h>
