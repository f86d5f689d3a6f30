#!/bin/sh
# Builds the deckhand executable in release mode with SwiftPM (with cross-module optimization
# and the Swift runtime linked in, as scripts/build-release does) and copies it to meson's
# output: the installed binary needs no Swift toolchain on the machine.
#   build-swift.sh SOURCE_ROOT SCRATCH_DIR OUTPUT
set -eu
source_root=$1
scratch=$2
output=$3
flags="-Xswiftc -cross-module-optimization --static-swift-stdlib"
swift build -c release $flags --package-path "$source_root" --scratch-path "$scratch" --product deckhand
bin_path=$(swift build -c release $flags --package-path "$source_root" --scratch-path "$scratch" --show-bin-path)
cp "$bin_path/deckhand" "$output"
