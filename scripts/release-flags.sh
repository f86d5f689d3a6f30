# The flags of a release build, sourced by scripts/build-release and meson's
# meson-helpers/build-swift.sh (both set `source_root` first), so that what meson installs is
# what the benchmarks measure.
#
# - Cross-module optimization: the generic reorder code in ReorderKit and ReorderGtk is
#   specialized for the app's types instead of looked up at run time on every pointer event
#   (about a fifth less CPU while a card is dragged, in scripts/benchmark-card-drag).
# - The Swift runtime and Foundation linked in (--static-swift-stdlib): the installed binary
#   needs no Swift toolchain beside it and starts without the dynamic loader looking up the
#   runtime's symbols.
# - Each function in a section of its own, linked by the toolchain's lld: what lets the app's
#   start order (below) place functions one by one.
release_flags=(-c release -Xswiftc -cross-module-optimization --static-swift-stdlib
    -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections)

# The app's own link puts the functions a start runs (scripts/deckhand-start.order, written by
# scripts/make-start-order) next to each other: the kernel maps a binary's code 64 KB around
# each page first run, and with those functions spread over the binary's 17 MB of code a
# started table held 6.6 MB more of it than the libadwaita floor (docs/performance.md,
# "Starting the card table"). A function the list names that the binary no longer has is
# passed over.
start_order_flags=(-Xlinker "--symbol-ordering-file=$source_root/scripts/deckhand-start.order"
    -Xlinker --no-warn-symbol-ordering)
