#include "CTagLib.h"

#include <dlfcn.h>
#include <pthread.h>
#include <string.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static DeckhandTagLib library;
static int opened;
static char error[512];

/// Finds `name` in `handle` into `*slot`; returns whether it was there.
static int find(void *handle, const char *name, void **slot) {
    *slot = dlsym(handle, name);
    if (*slot == NULL) {
        const char *reason = dlerror();
        strncpy(error, reason ? reason : name, sizeof error - 1);
    }
    return *slot != NULL;
}

static void open_library(void) {
    void *handle = dlopen("libtag_c.so.0", RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        strncpy(error, reason ? reason : "libtag_c.so.0 could not be opened", sizeof error - 1);
        return;
    }
    DeckhandTagLib found;
    int all = find(handle, "taglib_set_strings_unicode", (void **)&found.set_strings_unicode)
        && find(handle, "taglib_set_string_management_enabled", (void **)&found.set_string_management_enabled)
        && find(handle, "taglib_free", (void **)&found.free)
        && find(handle, "taglib_file_new", (void **)&found.file_new)
        && find(handle, "taglib_file_free", (void **)&found.file_free)
        && find(handle, "taglib_file_is_valid", (void **)&found.file_is_valid)
        && find(handle, "taglib_file_tag", (void **)&found.file_tag)
        && find(handle, "taglib_file_audioproperties", (void **)&found.file_audioproperties)
        && find(handle, "taglib_tag_title", (void **)&found.tag_title)
        && find(handle, "taglib_tag_artist", (void **)&found.tag_artist)
        && find(handle, "taglib_tag_album", (void **)&found.tag_album)
        && find(handle, "taglib_tag_track", (void **)&found.tag_track)
        && find(handle, "taglib_audioproperties_length", (void **)&found.audioproperties_length);
    if (!all) {
        dlclose(handle);
        return;
    }
    // UTF-8 strings, each freed by its taker (TagLib's own list of them is shared between
    // threads).
    found.set_strings_unicode(1);
    found.set_string_management_enabled(0);
    library = found;
    opened = 1;
}

const DeckhandTagLib *deckhand_taglib(void) {
    pthread_once(&once, open_library);
    return opened ? &library : NULL;
}

const char *deckhand_taglib_error(void) {
    pthread_once(&once, open_library);
    return opened ? NULL : error;
}
