#!/usr/bin/env bash
# Builds the documentation site of every product (the catalogs Sources/<Module>/<Module>.docc and
# the doc comments of every public symbol) into OUTPUT_DIR, as static files that work served from
# the folder's root:
#
#   Scripts/build-docs.sh OUTPUT_DIR
#   python3 -m http.server --directory OUTPUT_DIR 8000   # then open http://127.0.0.1:8000/documentation/rxswift
#
# It runs `docc` (shipped with the Swift toolchain) directly on the symbol graphs of the package's
# debug build (what `swift build` made), so the package needs no documentation plugin and its users download nothing for it.
# Each module is converted with the modules it depends on as link targets (a `Observable` link in
# RxCocoa's articles resolves to RxSwift's page), then the archives are merged into one site.
# Warnings are errors: an unresolved symbol link, a missing image or an undocumented parameter
# fails the build. Every marble picture in a catalog must also be shown by one of its articles.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

if [ $# -ne 1 ]; then
    echo "usage: Scripts/build-docs.sh OUTPUT_DIR" >&2
    exit 2
fi
output="$1"

# Module, then the modules whose documentation its links may point to.
modules=(
    "RxSwift"
    "RxRelay RxSwift"
    "RxBlocking RxSwift"
    "RxTest RxSwift"
    "RxCocoa RxSwift RxRelay"
    "Differentiator"
    "RxDataSources RxSwift RxCocoa Differentiator"
)

# Every picture is shown somewhere: a picture no article shows is a definition to remove.
unused=0
shopt -s nullglob
for module in RxSwift RxCocoa RxTest Differentiator; do
    catalog="Sources/$module/$module.docc"
    for picture in "$catalog"/Resources/marbles/*.svg "$catalog"/Resources/changesets/*.svg; do
        name="$(basename "$picture")"
        if ! grep -rqF "($name)" "$catalog" --include='*.md'; then
            echo "error: $picture is shown by no article of $catalog" >&2
            unused=1
        fi
    done
done
[ "$unused" -eq 0 ] || exit 1

echo "== symbol graphs of the debug build (swift-symbolgraph-extract)"
# Extracted from the modules `swift build` made, so nothing is compiled again (`swift package
# dump-symbol-graph` would rebuild the whole package with every trait on).
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for entry in "${modules[@]}"; do
    read -r module _ <<< "$entry"
    swift build --target "$module" > "$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
done
bin="$(swift build --show-bin-path)"
triple="$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
for entry in "${modules[@]}"; do
    read -r module _ <<< "$entry"
    mkdir -p "$work/graphs/$module"
    # The C module behind the package's lock (imported by RxSwift) is found through its module map.
    swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" -I "$bin/RxLockSupport.build" \
        -I Sources/RxLockSupport/include -target "$triple" \
        -minimum-access-level public -emit-extension-block-symbols -output-dir "$work/graphs/$module"
done

archives=()
for entry in "${modules[@]}"; do
    read -r module dependencies <<< "$entry"
    echo "== $module"
    arguments=()
    if [ -d "Sources/$module/$module.docc" ]; then
        arguments+=("Sources/$module/$module.docc")
    fi
    for dependency in $dependencies; do
        arguments+=(--dependency "$work/$dependency.doccarchive")
    done
    docc convert "${arguments[@]}" \
        --additional-symbol-graph-dir "$work/graphs/$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "$module" \
        --enable-experimental-external-link-support \
        --transform-for-static-hosting \
        --warnings-as-errors \
        --output-path "$work/$module.doccarchive"
    archives+=("$work/$module.doccarchive")
done

echo "== merging into $output"
rm -rf "$output"
docc merge "${archives[@]}" \
    --synthesized-landing-page-name "RxSwift for Linux" \
    --synthesized-landing-page-kind "Package" \
    --output-path "$output"
# The site's root is DocC's application shell, which has no page for "/": send it to the
# landing page of the merged documentation instead.
cat > "$output/index.html" <<'HTML'
<!DOCTYPE html>
<meta charset="utf-8">
<title>RxSwift for Linux</title>
<meta http-equiv="refresh" content="0; url=documentation/">
<a href="documentation/">RxSwift for Linux: documentation</a>
HTML
echo "documentation: $output (open /documentation/rxswift when served from that folder)"
