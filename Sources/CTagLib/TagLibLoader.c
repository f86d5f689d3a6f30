#include "CTagLib.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static DeckhandTagLib library;
static int opened;
static char error[512];

/// Finds `name` in `handle`, keeping the loader's reason when it is not there.
static void *find(void *handle, const char *name) {
    void *symbol = dlsym(handle, name);
    if (symbol == NULL) {
        const char *reason = dlerror();
        snprintf(error, sizeof error, "%s", reason ? reason : "a function of TagLib's C API is missing");
    }
    return symbol;
}

/// Sets the function pointer `field` of `found` to `name` in `handle` (copied as bytes: C
/// converts an object pointer to a function pointer only so), or makes `all` false.
#define FIND(field, name) \
    do { \
        void *symbol = all ? find(handle, name) : NULL; \
        if (symbol == NULL) { \
            all = 0; \
        } else { \
            memcpy(&found.field, &symbol, sizeof symbol); \
        } \
    } while (0)

static void open_library(void) {
    void *handle = dlopen("libtag_c.so.0", RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        snprintf(error, sizeof error, "%s", reason ? reason : "libtag_c.so.0 could not be opened");
        return;
    }
    DeckhandTagLib found;
    int all = 1;
    FIND(set_strings_unicode, "taglib_set_strings_unicode");
    FIND(set_string_management_enabled, "taglib_set_string_management_enabled");
    FIND(free, "taglib_free");
    FIND(file_new, "taglib_file_new");
    FIND(file_free, "taglib_file_free");
    FIND(file_is_valid, "taglib_file_is_valid");
    FIND(file_tag, "taglib_file_tag");
    FIND(file_audioproperties, "taglib_file_audioproperties");
    FIND(tag_title, "taglib_tag_title");
    FIND(tag_artist, "taglib_tag_artist");
    FIND(tag_album, "taglib_tag_album");
    FIND(tag_track, "taglib_tag_track");
    FIND(audioproperties_length, "taglib_audioproperties_length");
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
