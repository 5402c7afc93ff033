#!/usr/bin/env bash
# Draws the documentation's marble pictures from real runs of the operators on TestScheduler
# (Sources/MarbleGallery: one definition per picture) into the catalogs' Resources/marbles.
#
#   Scripts/generate-marbles.sh           regenerate the committed pictures
#   Scripts/generate-marbles.sh --check   draw them into a temporary folder and fail if any
#                                         committed picture differs, is missing or is left over
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

catalogs=(RxSwift RxCocoa RxTest)

swift build --product MarbleGallery > /dev/null
gallery="$(swift build --product MarbleGallery --show-bin-path)/MarbleGallery"

if [ "${1:-}" = "--check" ]; then
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch"' EXIT
    "$gallery" --output "$scratch" > /dev/null
    status=0
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
    echo "marble pictures: $(find "$scratch" -name '*.svg' | wc -l) drawn, all match the committed ones"
    exit 0
fi

for module in "${catalogs[@]}"; do
    rm -f "Sources/$module/$module.docc/Resources/marbles/"*.svg
done
"$gallery" --output Sources | tail -1
