#!/usr/bin/env bash
# Runs every page of the playground and compares what it prints with the committed expected output
# (Tests/RxPlaygroundExpected/<page>.txt): a page whose output changed fails, so a behaviour change
# that the guide's examples show cannot go unnoticed.
#
#   Scripts/check-playground.sh            # check (CI)
#   Scripts/check-playground.sh --update   # write the expected files from this run
#
# Parts that differ from run to run are normalized first: `debug`'s timestamps. Three pages are
# only checked to run, because what they print depends on real time and threads by design:
# `http` (real sockets: ports, durations, addresses of response objects), `performing-work` (two
# real-time intervals interleave as the system schedules them) and `units` (a debounced search
# whose fetches answer after real delays).
nondeterministic=" http performing-work units "
set -euo pipefail
cd "$(dirname "$0")/.."

expected_dir=Tests/RxPlaygroundExpected
update=false
[[ "${1:-}" == --update ]] && update=true

swift build --product RxPlayground >/dev/null
binary="$(swift build --show-bin-path)/RxPlayground"

normalize() {
    sed -E 's/^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}:/<time>:/'
}

failed=0
for page in $("$binary" --list | awk '{print $1}'); do
    output="$("$binary" "$page" 2>&1 | normalize)"
    if [[ "$nondeterministic" == *" $page "* ]]; then
        grep -q "^--- Example of" <<<"$output" || { echo "playground page $page printed no example" >&2; failed=1; }
        continue
    fi
    if $update; then
        printf '%s\n' "$output" > "$expected_dir/$page.txt"
    elif ! diff -u "$expected_dir/$page.txt" <(printf '%s\n' "$output") > /tmp/playground-$page.diff; then
        echo "playground page $page printed something else than $expected_dir/$page.txt:" >&2
        cat /tmp/playground-$page.diff >&2
        failed=1
    fi
done
if $update; then
    echo "expected output written to $expected_dir"
fi
exit $failed
