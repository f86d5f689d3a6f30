// libxml2's streaming reader, for reading XSPF documents of any size (pkg-config libxml-2.0).
// Debian's libxml2 is built with ICU, whose system headers clash with the ICU Foundation
// brings; nothing here touches the encoding handlers that use them, so they stay out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
