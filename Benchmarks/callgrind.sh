#!/usr/bin/env bash
# Counts instructions of one scenario under valgrind's callgrind and prints the functions that
# execute the most. Instruction counts repeat from run to run on this shared machine, unlike seconds.
#
#   ./callgrind.sh <scenario> [rx|openCombine|baseline|all] [units]
#
# The scenario argument is a name or a substring of one (see `--list`); the form defaults to all
# the forms the scenario has. Only the code inside `rxbenchProfiledRegion` is counted (one run of a
# tenth of the scenario's units, or `units`, after one warm-up run). Output files are kept in
# .build-callgrind/profiles/ for callgrind_annotate or kcachegrind.
set -euo pipefail

cd "$(dirname "$0")"

if [[ $# -lt 1 || "$1" == -h || "$1" == --help ]]; then
    sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
fi
scenario="$1"
forms="${2:-all}"
units="${3:-}"
top="${TOP:-25}"

command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }

# A build of its own: valgrind 3.19 cannot read the DWARF 5 that Swift 6 emits by default.
build=(swift build -c release --scratch-path .build-callgrind -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4)
"${build[@]}" --product RxBenchmarks >&2
binary="$("${build[@]}" --show-bin-path)/RxBenchmarks"

if [[ "$forms" == all ]]; then
    forms="rx openCombine baseline"
fi
unit_args=()
if [[ -n "$units" ]]; then
    unit_args=(--units "$units")
fi

out_dir=.build-callgrind/profiles
mkdir -p "$out_dir"

listing="$("$binary" --list "$scenario")"
for form in $forms; do
    case "$form" in
        rx) title=Rx ;;
        openCombine) title=OpenCombine ;;
        baseline) title=baseline ;;
        *) echo "unknown form $form (rx, openCombine, baseline, all)" >&2; exit 2 ;;
    esac
    if grep -q "$title: n/a" <<<"$listing"; then
        echo "== $scenario, $form: no such form"
        echo
        continue
    fi
    file="$out_dir/callgrind.out.${scenario//[^A-Za-z0-9._-]/_}.$form"
    rm -f "$file"
    # --toggle-collect: count only inside the profiled region (the mangled Swift name contains
    # the function's name). Exclusive costs per function; inlined code counts for its caller.
    if ! result="$(valgrind --tool=callgrind --callgrind-out-file="$file" \
        --toggle-collect='*rxbenchProfiledRegion*' \
        "$binary" --profile "$form" "${unit_args[@]}" "$scenario" 2>"$file.log")"; then
        echo "valgrind failed, see $file.log" >&2
        exit 1
    fi
    while read -r line; do
        [[ "$line" == profiled* ]] || continue
        name="$(awk '{print $2}' <<<"$line")"
        count="$(sed -n 's/.*units=\([0-9]*\).*/\1/p' <<<"$line")"
        checksum="$(sed -n 's/.*checksum=\([A-Za-z]*\).*/\1/p' <<<"$line")"
        total="$(awk '/^summary:/ { print $2 }' "$file")"
        echo "== $name, $form: $total instructions for $count units = $((total / count)) per unit (checksum $checksum)"
    done <<<"$result"
    if [[ "$(grep -c '^profiled' <<<"$result")" -gt 1 ]]; then
        echo "(several scenarios matched; the functions below are of all of them together)"
    fi
    callgrind_annotate --inclusive=no --auto=no "$file" >"$file.txt" 2>/dev/null
    # The function list: after the "file:function" header, up to the blank line. The source file
    # before the first ':' and the object's folder are cut, and Swift names demangled.
    awk '/file:function/ { on = 1; next } /^-+$/ { next } on && NF == 0 { exit } on' "$file.txt" \
        | sed -E 's/^( *[0-9,]+ +\( *[0-9.]+%\)  )[^:]*:/\1/; s/ \[[^]]*\/([^]/]*)\]$/ [\1]/' \
        >"$file.top"
    head -n "$top" "$file.top" | swift demangle --simplified
    echo
done
