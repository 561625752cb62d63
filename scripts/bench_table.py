#!/usr/bin/env python3
"""The comparison table of scripts/bench: trellis and kiwisolver side by
side, the speed-up, the issue-14 bar (10x for workloads of 1,000 views or
more, 3x below), and the growth check (2x views <= 2.2x time, from 1,000
views up) for the chains and screens present.

Usage: python3 scripts/bench_table.py trellis.json kiwi.json
"""
import json
import sys


def views(workload):
    kind, size = workload.split("-")
    return int(size) ** 2 if kind == "grid" else int(size)


def main():
    trellis = {(r["workload"], r["phase"]): r["ms"] for r in json.load(open(sys.argv[1]))["results"]}
    kiwi = {(r["workload"], r["phase"]): r["ms"] for r in json.load(open(sys.argv[2]))["results"]}
    print(f"| workload | phase | trellis ms | kiwi ms | speed-up | bar |")
    print(f"|---|---|---:|---:|---:|---|")
    misses = 0
    for key, ms in trellis.items():
        if key not in kiwi:
            continue
        ratio = kiwi[key] / ms if ms > 0 else float("inf")
        bar = 10 if views(key[0]) >= 1000 else 3
        ok = ratio >= bar
        misses += not ok
        print(f"| {key[0]} | {key[1]} | {ms:.2f} | {kiwi[key]:.2f} | {ratio:.1f}x | {'ok' if ok else 'MISS'} (>= {bar}x) |")
    print()
    print("| family | phase | views | trellis ms | time ratio to half the views |")
    print("|---|---|---:|---:|---:|")
    for kind in ("chain", "screen"):
        for phase in ("build", "resize"):
            sizes = sorted(views(w) for (w, p) in trellis if p == phase and w.startswith(kind + "-"))
            for n in sizes:
                ms = trellis[(f"{kind}-{n}", phase)]
                half = trellis.get((f"{kind}-{n // 2}", phase))
                ratio = f"{ms / half:.2f}" if half and n % 2 == 0 else ""
                if ratio and n // 2 >= 1000 and ms / half > 2.2:
                    ratio += " (over 2.2)"
                print(f"| {kind} | {phase} | {n} | {ms:.2f} | {ratio} |")
    print(f"\n{misses} workload phase(s) under the bar")


if __name__ == "__main__":
    main()
