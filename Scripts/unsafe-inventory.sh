#!/usr/bin/env bash
# The inventory of the devices that give up a check the language would make (ARCHITECTURE.md,
# "Performance devices, and what each one buys").
#
#   Scripts/unsafe-inventory.sh              counts each device's uses in Sources/ and fails if a
#                                            device in use has no row in ARCHITECTURE.md's table
#   Scripts/unsafe-inventory.sh --measure [scenario ...]
#                                            re-measures what each device that can be taken out
#                                            mechanically buys: a copy of HEAD with the device
#                                            replaced everywhere by its checked form, against HEAD,
#                                            in instructions per unit (Benchmarks/callgrind.sh);
#                                            prints a Markdown table. Takes about five minutes per
#                                            device on two cores.
set -euo pipefail
cd "$(dirname "$0")/.."

# name | what to search for (fixed string) | the checked form it stands for, if it can be put back
# by substitution (`--measure`), else "-"
devices=(
    "unsafeDowncast|unsafeDowncast(|as!"
    "@exclusivity(unchecked)|@exclusivity(unchecked)|dynamic exclusivity checks"
    "unsafelyUnwrapped|.unsafelyUnwrapped|!"
    "unowned(unsafe)|unowned(unsafe)|unowned"
    "Unmanaged|Unmanaged|-"
    "_withUnsafeGuaranteedRef|_withUnsafeGuaranteedRef|-"
    "UnretainedObserver|UnretainedObserver|-"
    "unsafeBitCast|unsafeBitCast(|-"
    "UnsafeMutablePointer|UnsafeMutablePointer|-"
    "_address|._address|-"
    "lockValue()|lockValue()|-"
    "UnretainedLink|UnretainedLink|-"
)

inventory() {
    local missing=0
    printf '| device | uses | files | in ARCHITECTURE.md |\n| --- | ---: | ---: | --- |\n'
    for entry in "${devices[@]}"; do
        IFS='|' read -r name pattern _ <<< "$entry"
        # Code only: lines that are not comments.
        uses=$(grep -rnF --include=*.swift -- "$pattern" Sources | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' | wc -l)
        files=$(grep -rlF --include=*.swift -- "$pattern" Sources | wc -l)
        if grep -qF -- "\`$name" ARCHITECTURE.md; then documented=yes; else documented=NO; fi
        printf '| `%s` | %s | %s | %s |\n' "$name" "$uses" "$files" "$documented"
        if [[ "$uses" -gt 0 && "$documented" == NO ]]; then missing=1; fi
    done
    if [[ $missing == 1 ]]; then
        echo "A device in use has no row in ARCHITECTURE.md's table of performance devices." >&2
        return 1
    fi
}

# Replaces one device by its checked form in every source file of the tree at $2.
take_out() {
    local name=$1 tree=$2
    python3 - "$name" "$tree" <<'PYTHON'
import pathlib, re, sys
name, tree = sys.argv[1], pathlib.Path(sys.argv[2])

def downcasts_to_casts(text):
    # unsafeDowncast(EXPR, to: TYPE.self) -> (EXPR as! TYPE), with nested parentheses in EXPR.
    out, i = [], 0
    while True:
        j = text.find("unsafeDowncast(", i)
        if j < 0:
            return "".join(out) + text[i:]
        depth, k, comma = 1, j + len("unsafeDowncast("), None
        while depth:
            c = text[k]
            if c in "([{": depth += 1
            elif c in ")]}": depth -= 1
            elif c == "," and depth == 1: comma = k
            k += 1
        expr = text[j + len("unsafeDowncast("):comma].strip()
        target = re.sub(r"^\s*to:\s*", "", text[comma + 1:k - 1]).strip()
        target = re.sub(r"\.self$", "", target)
        out.append(text[i:j] + f"({expr} as! {target})")
        i = k

for path in (tree / "Sources").rglob("*.swift"):
    text = path.read_text()
    if name == "unsafeDowncast":
        new = downcasts_to_casts(text)
    elif name == "@exclusivity(unchecked)":
        new = re.sub(r"@exclusivity\(unchecked\)\s*", "", text)
    elif name == "unsafelyUnwrapped":
        new = text.replace(".unsafelyUnwrapped", "!")
    elif name == "unowned(unsafe)":
        new = text.replace("unowned(unsafe)", "unowned")
    else:
        sys.exit(f"{name} cannot be taken out by substitution")
    if new != text:
        path.write_text(new)
PYTHON
}

# Instructions per unit of each scenario in the tree at $1.
count() {
    local tree=$1
    shift
    (
        cd "$tree/Benchmarks"
        for scenario in "$@"; do
            ./callgrind.sh "$scenario" rx 2>/dev/null | sed -nE 's/.* = ([0-9]+) per unit.*/\1/p' | head -1
        done
    )
}

measure() {
    local scenarios=("$@")
    if [[ ${#scenarios[@]} == 0 ]]; then
        scenarios=(publishSubject.pumping publishSubject.pumping2 publishSubject.creating mapFilter.pumping
            mapFilter.creating flatMap.pumping flatMapLatest.pumping combineLatest.pumping
            shareReplay.fanout8 mapFilter.driver.pumping flatMap.arrays.pumping relay.bind.pumping)
    fi
    local work=/tmp/unsafe-inventory
    rm -rf "$work"
    mkdir -p "$work"
    git worktree prune
    git worktree add -f --detach "$work/with" HEAD > /dev/null
    local base
    mapfile -t base < <(count "$work/with" "${scenarios[@]}")
    printf '| device taken out | checked form |'
    for scenario in "${scenarios[@]}"; do printf ' `%s` |' "$scenario"; done
    printf '\n| --- | --- |'
    for _ in "${scenarios[@]}"; do printf ' ---: |'; done
    printf '\n| none (HEAD) | |'
    for value in "${base[@]}"; do printf ' %s |' "$value"; done
    printf '\n'
    for entry in "${devices[@]}"; do
        IFS='|' read -r name _ checked <<< "$entry"
        [[ "$checked" == "-" ]] && continue
        git worktree add -f --detach "$work/without" HEAD > /dev/null
        take_out "$name" "$work/without"
        local values
        mapfile -t values < <(count "$work/without" "${scenarios[@]}")
        printf '| `%s` | %s |' "$name" "$checked"
        for index in "${!scenarios[@]}"; do
            printf ' %s |' "${values[$index]:-build failed}"
        done
        printf '\n'
        git worktree remove --force "$work/without"
    done
    git worktree remove --force "$work/with"
}

if [[ "${1:-}" == --measure ]]; then
    shift
    measure "$@"
else
    inventory
fi
