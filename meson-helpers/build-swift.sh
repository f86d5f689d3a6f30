#!/usr/bin/env bash
# Builds the deckhand executable for meson with SwiftPM, with the release flags of
# scripts/release-flags.sh (the Swift runtime linked in: the installed binary needs no Swift
# toolchain on the machine), and copies it to meson's output.
#   build-swift.sh SOURCE_ROOT SCRATCH_DIR OUTPUT
set -eu
source_root=$1
scratch=$2
output=$3
source "$source_root/scripts/release-flags.sh"
swift build "${release_flags[@]}" --package-path "$source_root" --scratch-path "$scratch" --product deckhand "${start_order_flags[@]}"
bin_path=$(swift build "${release_flags[@]}" --package-path "$source_root" --scratch-path "$scratch" --show-bin-path)
cp "$bin_path/deckhand" "$output"
