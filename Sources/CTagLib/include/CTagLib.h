// TagLib's C API (libtag_c.so.0, Debian's libtagc0): the tags and lengths of audio files of
// every common format, as most Linux music players read them. TagLib is opened the first
// time a tag is read, so that a process that never reads one (the card table, the gallery)
// never loads it nor the C++ library behind it.
#ifndef DECKHAND_CTAGLIB_H
#define DECKHAND_CTAGLIB_H

// The types and functions as tag_c.h declares them (BOOL is an int there).
typedef struct { int dummy; } TagLib_File;
typedef struct { int dummy; } TagLib_Tag;
typedef struct { int dummy; } TagLib_AudioProperties;

/// The part of TagLib's C API Deckhand reads tags with, each function found in the library.
typedef struct {
    void (*_Nonnull set_strings_unicode)(int unicode);
    void (*_Nonnull set_string_management_enabled)(int management);
    void (*_Nonnull free)(void *_Nullable pointer);
    TagLib_File *_Nullable (*_Nonnull file_new)(const char *_Nonnull filename);
    void (*_Nonnull file_free)(TagLib_File *_Nonnull file);
    int (*_Nonnull file_is_valid)(const TagLib_File *_Nonnull file);
    TagLib_Tag *_Nullable (*_Nonnull file_tag)(const TagLib_File *_Nonnull file);
    const TagLib_AudioProperties *_Nullable (*_Nonnull file_audioproperties)(const TagLib_File *_Nonnull file);
    char *_Nullable (*_Nonnull tag_title)(const TagLib_Tag *_Nonnull tag);
    char *_Nullable (*_Nonnull tag_artist)(const TagLib_Tag *_Nonnull tag);
    char *_Nullable (*_Nonnull tag_album)(const TagLib_Tag *_Nonnull tag);
    unsigned int (*_Nonnull tag_track)(const TagLib_Tag *_Nonnull tag);
    int (*_Nonnull audioproperties_length)(const TagLib_AudioProperties *_Nonnull properties);
} DeckhandTagLib;

/// TagLib, opened the first time this is called (on any thread; later calls return the same);
/// NULL when it cannot be, with the reason in `deckhand_taglib_error`.
const DeckhandTagLib *_Nullable deckhand_taglib(void);

/// Why `deckhand_taglib` returned NULL (the dynamic loader's message), or NULL.
const char *_Nullable deckhand_taglib_error(void);

#endif
