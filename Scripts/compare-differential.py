#!/usr/bin/env python3
"""Compares two builds of the RxDifferential harness (Sources/RxDifferential) over a seed range:
one against this library, one against another implementation of RxSwift 6's API (RxSwift 6.10.2,
the oracle; ARCHITECTURE.md, "The fidelity oracle", says how to build it). Compares the trace
blocks seed by seed, shrinks every differing chain, and groups the differences.

    Scripts/compare-differential.py --ours PATH --rx PATH --seed 0 --count 30000 [--out DIR] [--shrink-limit N] [--family units|traits]

`--family units` runs the chains that also go through `Driver` and `Signal` (Sources/RxDifferential/
Units.swift), `--family traits` those that also go through `Single`, `Maybe`, `Completable` and
`Infallible` operators (Traits.swift); the default family is the observable operators alone.

Writes <out>/summary.txt (differences grouped by signature, the kinds of facts that differ, then
by the operators of the minimal chain, with the smallest example of each group and its diff) and
<out>/results.json (every differing seed with its minimal --drop set and both traces). A crash
or a hang of one binary on a chain counts as a difference (its trace reads CRASH or TIMEOUT).
"""

import argparse
import collections
import difflib
import json
import os
import re
import subprocess
import sys

# The two builds of the harness, and the chain family both generate, set from the command line.
BINARIES = {}
FAMILY = ["--family", "observables"]
CHUNK = 5000
# RxSwift's Bag moves observers past the first 31 into a Dictionary, whose iteration order
# follows Swift's per-process random hash seed: with many observers on one source its delivery
# order changes from run to run. A fixed seed makes every run of a binary repeatable.
ENV = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")


def parse_blocks(text):
    """Maps "seed[ drop ...]" keys to the block's lines (header and end marker excluded)."""
    blocks = collections.OrderedDict()
    key, lines = None, []
    for line in text.splitlines():
        if line.startswith("=== seed "):
            key, lines = line[len("=== seed "):], []
        elif line == "=== end" and key is not None:
            blocks[key] = lines
            key = None
        elif key is not None:
            lines.append(line)
    return blocks


def job_key(seed, drops):
    return f"{seed} drop {','.join(map(str, sorted(drops)))}" if drops else str(seed)


def run_jobs(binary, jobs, timeout=120):
    """Traces of (seed, drops) jobs through --batch. A job whose block never arrives because the
    process died gets CRASH and the rest run again; a batch that hangs is retried one job at a
    time, and a job that still hangs gets TIMEOUT."""
    results = {}
    pending = list(jobs)
    while pending:
        stdin = "".join(f"{seed} {','.join(map(str, sorted(drops)))}\n" for seed, drops in pending)
        try:
            proc = subprocess.run([binary, "--batch", *FAMILY], input=stdin, capture_output=True, text=True, timeout=timeout, env=ENV)
        except subprocess.TimeoutExpired as expired:
            if len(pending) == 1:
                results[job_key(*pending[0])] = ["TIMEOUT"]
                pending = []
                continue
            partial = parse_blocks((expired.stdout or b"").decode() if isinstance(expired.stdout, bytes) else (expired.stdout or ""))
            done = [job for job in pending if job_key(*job) in partial]
            for job in done:
                results[job_key(*job)] = partial[job_key(*job)]
            rest = pending[len(done):]
            for job in rest:
                results.update(run_jobs(binary, [job], timeout=10))
            pending = []
            continue
        blocks = parse_blocks(proc.stdout)
        finished = 0
        for job in pending:
            key = job_key(*job)
            if key not in blocks:
                break
            results[key] = blocks[key]
            finished += 1
        if finished < len(pending):
            crashed = pending[finished]
            results[job_key(*crashed)] = ["CRASH (exit %d): %s" % (proc.returncode, proc.stderr.strip().splitlines()[-1:] )]
            pending = pending[finished + 1:]
        else:
            pending = []
    return results


def run_both(jobs):
    return {name: run_jobs(path, jobs) for name, path in BINARIES.items()}


def trace_part(lines):
    """The block without the chain's description: what the libraries did."""
    return lines[lines.index("--- trace") + 1:] if "--- trace" in lines else lines


def differs(ours, rx):
    return trace_part(ours) != trace_part(rx)


SUBSCRIBER = re.compile(r"\bsub(\d+)\b")


def differs_only_in_delivery_order(ours, rx):
    """Whether the traces hold the same facts and differ only in the order in which several
    subscribers got the events of one source: seen by each subscriber, with every fact that is no
    subscriber's, they are equal. The order in which RxSwift serves observers once one of them
    left is a difference we keep (README, "Differences from RxSwift 6")."""
    ours, rx = trace_part(ours), trace_part(rx)
    if ours == rx or sorted(ours) != sorted(rx):
        return False

    def seen_by(trace, subscriber):
        return [line for line in trace if not SUBSCRIBER.findall(line) or subscriber in SUBSCRIBER.findall(line)]

    subscribers = {found for line in ours for found in SUBSCRIBER.findall(line)}
    return all(seen_by(ours, sub) == seen_by(rx, sub) for sub in subscribers)


def differs_beyond_delivery_order(ours, rx):
    return differs(ours, rx) and not differs_only_in_delivery_order(ours, rx)


def chain_info(seed, drops):
    out = subprocess.run([BINARIES["rx"], "--seed", str(seed), "--print-chain", "--drop", ",".join(map(str, sorted(drops))), *FAMILY],
                         capture_output=True, text=True).stdout
    lines = list(parse_blocks(out).values())[0]
    info = {"description": [l for l in lines if not l.startswith(("operators", "reductions"))]}
    for line in lines:
        if line.startswith("operators"):
            info["operators"] = line.split()[1:]
        if line.startswith("reductions"):
            info["reductions"] = int(line.split()[1])
    return info


def shrink(seed):
    """Greedy shrinking: each round tries every single extra reduction; if all the ones that keep
    a difference also keep it together they are taken at once, else the first one is."""
    total = chain_info(seed, set())["reductions"]
    current = set()
    while True:
        candidates = [current | {i} for i in range(total) if i not in current]
        if not candidates:
            return current
        jobs = [(seed, c) for c in candidates]
        traces = run_both(jobs)
        good = [c for c in candidates if differs_beyond_delivery_order(traces["ours"][job_key(seed, c)], traces["rx"][job_key(seed, c)])]
        if not good:
            return current
        union = set().union(*good)
        if len(good) > 1:
            both = run_both([(seed, union)])
            if differs_beyond_delivery_order(both["ours"][job_key(seed, union)], both["rx"][job_key(seed, union)]):
                current = union
                continue
        current = good[0]


def bucket_key(operators, ours, rx):
    """Differences are bucketed by the operators left in the minimal chain; crashes and hangs get
    buckets of their own."""
    tags = []
    for name, trace in (("ours", ours), ("rx", rx)):
        if trace and trace[0].startswith(("CRASH", "TIMEOUT")):
            tags.append(f"{name}:{trace[0].split()[0]}")
    ops = " + ".join(sorted(set(operators))) or "(source only)"
    return ops + (" [" + ", ".join(tags) + "]" if tags else "")


def normalize(line):
    """A trace line with ticks, numbers, labels and arguments taken out: what kind of fact it is."""
    line = re.sub(r"^@\d+ ", "", line)
    line = re.sub(r"\(.*\)", "()", line)
    line = re.sub(r"#\d+", "#", line)
    line = re.sub(r"\bsub\d+", "sub", line)
    line = re.sub(r"\bS\d+", "S", line)
    line = re.sub(r"\[.*\]", "[]", line)
    return line


def signature(rx, ours):
    """What kind of facts the difference is about: facts only RxSwift has (-), only we have (+),
    or both have in another order or at another tick (~)."""
    removed, added = collections.Counter(), collections.Counter()
    for line in difflib.unified_diff(rx, ours, lineterm="", n=0):
        if line.startswith(("---", "+++", "@@")):
            continue
        (removed if line[0] == "-" else added)[normalize(line[1:])] += 1
    marks = set()
    for fact in set(removed) | set(added):
        if removed[fact] and added[fact]:
            marks.add("~" + fact)
        elif removed[fact]:
            marks.add("-" + fact)
        else:
            marks.add("+" + fact)
    return " ".join(sorted(marks))


def source_kinds(description):
    kinds = set()
    for line in description:
        line = line.strip()
        if line.startswith("S") and " = " in line:
            value = line.split(" = ", 1)[1]
            kind = value.split("(")[0].split("[")[0]
            if value.endswith(".asObservable()"):
                kind += ".asObservable()"
            kinds.add(kind)
    return sorted(kinds)


def write_summary(args, differing, order_only, results):
    """Groups differences by signature (the kind of facts that differ), and within a signature by
    the operators of the minimal chain; shows the smallest example of each operator set."""
    by_signature = collections.defaultdict(list)
    for result in results:
        by_signature[result["signature"]].append(result)
    ordered = sorted(by_signature.items(), key=lambda item: -len(item[1]))
    with open(os.path.join(args.out, "summary.txt"), "w") as f:
        f.write(f"chains run: {args.count} (seeds {args.seed}..{args.seed + args.count - 1}, family {args.family})\n")
        f.write(f"differing: {len(differing)}\n")
        f.write(f"  only in the order several subscribers were served (a kept difference): {len(order_only)}"
                + (f" (seeds {' '.join(map(str, order_only[:20]))}{' ...' if len(order_only) > 20 else ''})" if order_only else "") + "\n")
        f.write(f"  otherwise: {len(results)}\n\n")
        f.write("signatures (- only RxSwift, + only ours, ~ both, moved), with the operator sets of the minimal chains:\n")
        for number, (sig, items) in enumerate(ordered):
            f.write(f"\n[{number}] {len(items):5d}  {sig}\n")
            buckets = collections.Counter(r["bucket"] for r in items)
            for bucket, count in buckets.most_common():
                f.write(f"            {count:5d}  {bucket}\n")
        for number, (sig, items) in enumerate(ordered):
            f.write("\n" + "#" * 100 + f"\n[{number}] signature: {sig}  ({len(items)} seeds)\n")
            by_bucket = collections.defaultdict(list)
            for r in items:
                by_bucket[r["bucket"]].append(r)
            for bucket, members in sorted(by_bucket.items(), key=lambda item: -len(item[1])):
                example = min(members, key=lambda r: (len(r["ours"]) + len(r["rx"]), r["seed"]))
                f.write("\n" + "=" * 80 + f"\nbucket: {bucket}  ({len(members)} seeds: {' '.join(str(r['seed']) for r in members[:20])}{' ...' if len(members) > 20 else ''})\n")
                drop = ",".join(map(str, example["drops"]))
                f.write(f"example: --seed {example['seed']}" + (f" --drop {drop}" if drop else "") + "\n")
                f.write("\n".join(example["description"]) + "\n")
                f.write("--- diff (rxswift -> ours)\n")
                f.write("\n".join(list(difflib.unified_diff(example["rx"], example["ours"], "rxswift", "ours", lineterm="", n=100))[2:]) + "\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--count", type=int, default=20000)
    parser.add_argument("--ours", required=True, help="the harness built against this library")
    parser.add_argument("--rx", required=True, help="the harness built against the oracle")
    parser.add_argument("--out", default="differential-results")
    parser.add_argument("--shrink-limit", type=int, default=100000, help="shrink at most this many differing seeds")
    parser.add_argument("--family", choices=["observables", "units", "traits"], default="observables", help="which chains both builds generate")
    args = parser.parse_args()
    BINARIES["ours"], BINARIES["rx"] = args.ours, args.rx
    FAMILY[1] = args.family
    os.makedirs(args.out, exist_ok=True)

    differing, order_only, to_shrink = [], [], []
    for start in range(args.seed, args.seed + args.count, CHUNK):
        jobs = [(seed, set()) for seed in range(start, min(start + CHUNK, args.seed + args.count))]
        traces = run_both(jobs)
        for seed, _ in jobs:
            key = job_key(seed, set())
            if differs(traces["ours"][key], traces["rx"][key]):
                differing.append(seed)
                if differs_only_in_delivery_order(traces["ours"][key], traces["rx"][key]):
                    order_only.append(seed)
                else:
                    to_shrink.append(seed)
        print(f"ran {jobs[-1][0] + 1 - args.seed} chains, {len(differing)} differ", file=sys.stderr)

    results = []
    for number, seed in enumerate(to_shrink):
        drops = shrink(seed) if number < args.shrink_limit else set()
        info = chain_info(seed, drops)
        traces = run_both([(seed, drops)])
        ours, rx = traces["ours"][job_key(seed, drops)], traces["rx"][job_key(seed, drops)]
        results.append({
            "seed": seed,
            "drops": sorted(drops),
            "bucket": bucket_key(info.get("operators", []), ours, rx),
            "signature": signature(trace_part(rx), trace_part(ours)),
            "sources": source_kinds(info["description"]),
            "description": info["description"],
            "ours": trace_part(ours),
            "rx": trace_part(rx),
        })
        if number % 50 == 0:
            print(f"shrunk {number + 1}/{len(to_shrink)}", file=sys.stderr)

    with open(os.path.join(args.out, "results.json"), "w") as f:
        json.dump({"ran": args.count, "first_seed": args.seed, "differing": len(differing), "order_only": order_only, "results": results}, f, indent=1)

    write_summary(args, differing, order_only, results)
    print(open(os.path.join(args.out, "summary.txt")).read().split("\n#")[0])


if __name__ == "__main__":
    main()
