#!/bin/sh
# After `meson install`: refresh the icon and desktop caches and compile the settings schemas, unless staging into DESTDIR
# (packagers run these in their own post-install steps).
set -eu
[ -z "${DESTDIR:-}" ] || exit 0
datadir="$MESON_INSTALL_PREFIX/$1"
if command -v gtk4-update-icon-cache >/dev/null 2>&1; then
  gtk4-update-icon-cache -q -t -f "$datadir/icons/hicolor"
fi
if command -v glib-compile-schemas >/dev/null 2>&1; then
  glib-compile-schemas "$datadir/glib-2.0/schemas"
fi
if command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database -q "$datadir/applications"
fi
