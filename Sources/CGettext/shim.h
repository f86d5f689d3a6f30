// GNU gettext's runtime as glibc carries it (no library to link), and setlocale.
#include <libintl.h>
#include <locale.h>
