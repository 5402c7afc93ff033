#!/usr/bin/env bash
# Runs every page of the playground and compares what it prints with the committed expected output
# (Tests/RxPlaygroundExpected/<page>.txt): a page whose output changed fails, so a behaviour change
# that the guide's examples show cannot go unnoticed.
#
#   Scripts/check-playground.sh            # check (CI)
#   Scripts/check-playground.sh --update   # write the expected files from this run
#
# Parts that differ from run to run are normalized first: `debug`'s timestamps. A line of an
# expected file that starts with `~ ` may be absent from the output: it is printed by the last tick
# of a real-time timer before a dispose that the guide's code makes at (or within 50 ms of) that
# tick's time, so whether the tick or the dispose comes first is the system's choice (the sharing
# page's `First 4` fell out once in CI). `--update` leaves a file its page still matches, and keeps
# the marks of lines it prints again. Three pages are only checked to run, because what they print
# depends on real time and threads by design: `http` (real sockets: ports, durations, addresses of
# response objects), `performing-work` (two real-time intervals interleave as the system schedules
# them) and `units` (a debounced search whose fetches answer after real delays).
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

# Reads the output on standard input; succeeds when it is the expected file's lines in order,
# some of those marked `~ ` left out.
matches() {
    awk -v expected="$1" '
        BEGIN {
            while ((getline line < expected) > 0) {
                optional[n] = substr(line, 1, 2) == "~ "
                want[n] = optional[n] ? substr(line, 3) : line
                n++
            }
        }
        {
            while (i < n && optional[i] && want[i] != $0) i++
            if (i == n || want[i] != $0) { differs = 1; exit }
            i++
        }
        # `exit` in the rule above comes here too.
        END {
            while (i < n && optional[i]) i++
            exit (differs || i < n) ? 1 : 0
        }'
}

# Reads a new output on standard input and prints it with the `~ ` marks of the expected file.
keep_marks() {
    awk -v expected="$1" '
        BEGIN { while ((getline line < expected) > 0) if (substr(line, 1, 2) == "~ ") optional[substr(line, 3)] = 1 }
        { print (($0 in optional) ? "~ " $0 : $0) }'
}

failed=0
for page in $("$binary" --list | awk '{print $1}'); do
    output="$("$binary" "$page" 2>&1 | normalize)"
    if [[ "$nondeterministic" == *" $page "* ]]; then
        grep -q "^--- Example of" <<<"$output" || { echo "playground page $page printed no example" >&2; failed=1; }
        continue
    fi
    expected="$expected_dir/$page.txt"
    if $update; then
        printf '%s\n' "$output" | matches "$expected" 2>/dev/null && continue
        printf '%s\n' "$output" | keep_marks "$expected" > "$expected.new"
        mv "$expected.new" "$expected"
    elif ! printf '%s\n' "$output" | matches "$expected"; then
        echo "playground page $page printed something else than $expected (lines marked ~ may be absent):" >&2
        diff -u <(sed 's/^~ //' "$expected") <(printf '%s\n' "$output") >&2 || true
        failed=1
    fi
done
if $update; then
    echo "expected output written to $expected_dir"
fi
exit $failed
