#!/usr/bin/env bash
# Runs the GitHub search example interactively in a real terminal (a detached tmux session):
# types a query with `send-keys`, polls `capture-pane` until the results are drawn (deadline, no
# fixed sleep), scrolls to the bottom of the list for the next page, checks the screen, quits with
# Ctrl-C and checks that the terminal was given back. Then the animated table: presses
# "Randomize", turns the timer on and waits for its changes.
#
#   Scripts/check-examples-in-tmux.sh      # needs tmux (CI installs it)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

swift build --product RxExamples >/dev/null
binary="$(swift build --show-bin-path)/RxExamples"
session="rx-examples-$$"
table_session="rx-examples-table-$$"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; tmux kill-session -t "$table_session" 2>/dev/null || true' EXIT

# The services answer after 200 ms: long enough for the search to show its activity, short
# enough for CI.
tmux new-session -d -s "$session" -x 100 -y 40 "$binary github-search --latency 0.2; echo EXITED \$?; sleep 30"

# Waits (up to 10 s) until the pane shows the fixed string $1.
wait_for() {
    local deadline=$((SECONDS + 10))
    until tmux capture-pane -p -t "$session" | grep -qF -- "$1"; do
        if [ $SECONDS -ge $deadline ]; then
            echo "error: the screen did not show \"$1\" within 10 s; it shows:" >&2
            tmux capture-pane -p -t "$session" >&2
            exit 1
        fi
        sleep 0.05
    done
}

wait_for "> Search: [_]"
tmux send-keys -t "$session" -l "rx"
wait_for "Repositories (10)"
wait_for "rx-linux | https://github.com/example/rx-linux"
# Tab moves the focus to the list; going down past its last row loads the next page.
tmux send-keys -t "$session" Tab
for _ in $(seq 10); do tmux send-keys -t "$session" Down; done
wait_for "Repositories (20)"
screen="$(tmux capture-pane -p -t "$session")"
grep -qF "Search: [rx]" <<< "$screen" || { echo "error: the search field lost its text:" >&2; echo "$screen" >&2; exit 1; }
tmux send-keys -t "$session" C-c
wait_for "EXITED 0"
echo "the search example ran in tmux: typed, searched, paged, quit"

# The second session starts while the first still lives: killing the only session ends the tmux
# server, and a `new-session` that reaches the server as it exits fails ("server exited
# unexpectedly").
tmux new-session -d -s "$table_session" -x 100 -y 40 "$binary partial-updates; echo EXITED \$?; sleep 30"
tmux kill-session -t "$session"
session="$table_session"
wait_for "Last change: reload: 4 sections, 12 numbers"
# The focus starts on "Randomize"; the default seed's first version inserts two numbers.
tmux send-keys -t "$session" Enter
wait_for "Last change: 1 batch: +2 items, 3 moves"
tmux send-keys -t "$session" Tab Enter
wait_for "[ Auto-run: on ]"
wait_for "batches:"
tmux send-keys -t "$session" C-c
wait_for "EXITED 0"
echo "the animated table ran in tmux: randomized, ran on its timer, quit"
