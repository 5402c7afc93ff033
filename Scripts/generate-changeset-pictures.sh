#!/usr/bin/env bash
# Draws the Differentiator's pictures of changesets from real diffs (Sources/ChangesetGallery) into
# Sources/Differentiator/Differentiator.docc/Resources/changesets.
#
#   Scripts/generate-changeset-pictures.sh           regenerate the committed pictures
#   Scripts/generate-changeset-pictures.sh --check   draw them into a temporary folder and fail if
#                                                    any committed picture differs
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

folder=Differentiator/Differentiator.docc/Resources/changesets
swift build --product ChangesetGallery > /dev/null
gallery="$(swift build --product ChangesetGallery --show-bin-path)/ChangesetGallery"

if [ "${1:-}" = "--check" ]; then
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch"' EXIT
    "$gallery" --output "$scratch" > /dev/null
    if ! diff -r -q "Sources/$folder" "$scratch/$folder"; then
        echo "The committed changeset pictures differ from what the Differentiator draws now." >&2
        echo "Run Scripts/generate-changeset-pictures.sh and look at the new pictures." >&2
        exit 1
    fi
    echo "changeset pictures: $(find "$scratch" -name '*.svg' | wc -l) drawn, all match the committed ones"
    exit 0
fi

rm -f "Sources/$folder/"*.svg
"$gallery" --output Sources
