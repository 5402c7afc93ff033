#!/usr/bin/env bash
# Draws the documentation's marble pictures from real runs of the operators on TestScheduler
# (Sources/MarbleGallery: one definition per picture) into the catalogs' Resources/marbles, and the
# Differentiator's pictures of changesets from real diffs (Sources/ChangesetGallery) into its
# catalog's Resources/changesets.
#
#   Scripts/generate-marbles.sh           regenerate the committed pictures
#   Scripts/generate-marbles.sh --check   draw them into a temporary folder and fail if any
#                                         committed picture differs, is missing or is left over
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

catalogs=(RxSwift RxCocoa RxTest)

swift build --product MarbleGallery > /dev/null
swift build --product ChangesetGallery > /dev/null
gallery="$(swift build --product MarbleGallery --show-bin-path)/MarbleGallery"
changesets="$(swift build --product ChangesetGallery --show-bin-path)/ChangesetGallery"
changeset_folder=Differentiator/Differentiator.docc/Resources/changesets

if [ "${1:-}" = "--check" ]; then
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch"' EXIT
    "$gallery" --output "$scratch" > /dev/null
    "$changesets" --output "$scratch" > /dev/null
    status=0
    if ! diff -r -q "Sources/$changeset_folder" "$scratch/$changeset_folder"; then
        status=1
    fi
    for module in "${catalogs[@]}"; do
        folder="$module/$module.docc/Resources/marbles"
        mkdir -p "$scratch/$folder"
        if ! diff -r -q "Sources/$folder" "$scratch/$folder"; then
            status=1
        fi
    done
    if [ "$status" -ne 0 ]; then
        echo "The committed marble pictures differ from what the operators draw now:" >&2
        echo "an operator's behaviour or a picture's definition changed. Run Scripts/generate-marbles.sh and look at the new pictures." >&2
        exit 1
    fi
    echo "marble and changeset pictures: $(find "$scratch" -name '*.svg' | wc -l) drawn, all match the committed ones"
    exit 0
fi

for module in "${catalogs[@]}"; do
    rm -f "Sources/$module/$module.docc/Resources/marbles/"*.svg
done
"$gallery" --output Sources | tail -1
rm -f "Sources/$changeset_folder/"*.svg
"$changesets" --output Sources
