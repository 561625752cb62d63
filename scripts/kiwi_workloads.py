#!/usr/bin/env python3
"""kiwisolver side of `trellis bench solver`: the workloads of
shared/bench/WORKLOADS.md plus the project's own (chain-10000, grid-100,
screen-200 and the growth table), built exactly as
Sources/trellis/Bench/SolverWorkloads.swift and ScreenWorkload.swift build them.

Usage: python3 scripts/kiwi_workloads.py [--json] [--quick] [--growth] [--workload NAME ...]
Needs: pip install kiwisolver
--quick leaves out chain-5000, chain-10000, grid-60 and grid-100.
--growth adds chains and screens of 100, 200, ... 6,400 views.
"""
import json
import statistics
import sys
import time

from kiwisolver import Solver, Variable, strength

HIGH = strength.create(0.0, 750.0, 0.0)  # priority 750 within kiwi's tiers
EDIT = strength.strong


class Box:
    __slots__ = ("left", "top", "width", "height")

    def __init__(self):
        self.left, self.top = Variable(), Variable()
        self.width, self.height = Variable(), Variable()

    @property
    def right(self):
        return self.left + self.width

    @property
    def bottom(self):
        return self.top + self.height


# A phase whose first run takes over this (ms) is run once (WORKLOADS.md:
# "a workload that takes over 2 s may be run once"), as SolverBenchmark.swift.
ONE_RUN_AFTER_MS = 2000.0


def median_ms(fn, runs, one_run_after=ONE_RUN_AFTER_MS):
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1e3)
        if len(times) == 1 and times[0] > one_run_after:
            break
    return statistics.median(times)


def build_chain(n, editable_gaps=False):
    s = Solver()
    root = Box()
    s.addConstraint(root.left == 0)
    s.addConstraint(root.top == 0)
    s.addConstraint(root.height == 667)
    s.addEditVariable(root.width, EDIT)
    s.suggestValue(root.width, 375)
    gaps = []
    prev = None
    for _ in range(n):
        row = Box()
        s.addConstraint(row.left == root.left + 16)
        s.addConstraint(row.right == root.right - 16)
        s.addConstraint((row.height == 44) | HIGH)
        s.addConstraint(row.height >= 20)
        above = prev.bottom if prev else root.top
        first = 20 if prev is None else 8
        if editable_gaps:
            # kiwi's cheap way to change a constant: make it an edit variable
            gap = Variable()
            s.addEditVariable(gap, EDIT)
            s.suggestValue(gap, first)
            s.addConstraint(row.top == above + gap)
            gaps.append(gap)
        else:
            s.addConstraint(row.top == above + first)
        prev = row
    s.updateVariables()
    return s, root, gaps


def build_grid(k):
    s = Solver()
    root = Box()
    s.addConstraint(root.left == 0)
    s.addConstraint(root.top == 0)
    s.addEditVariable(root.width, EDIT)
    s.suggestValue(root.width, 1024)
    s.addEditVariable(root.height, EDIT)
    s.suggestValue(root.height, 768)
    cells = [[Box() for _ in range(k)] for _ in range(k)]
    for i in range(k):
        for j in range(k):
            c = cells[i][j]
            s.addConstraint(c.left == (cells[i][j - 1].right + 8 if j else root.left + 8))
            s.addConstraint(c.top == (cells[i - 1][j].bottom + 8 if i else root.top + 8))
            if j:
                s.addConstraint(c.width == cells[i][0].width)
            if i:
                s.addConstraint(c.height == cells[0][j].height)
            if j == k - 1:
                s.addConstraint(c.right == root.right - 8)
            if i == k - 1:
                s.addConstraint(c.bottom == root.bottom - 8)
    s.updateVariables()
    return s, root


def resize(s, root, base):
    for k in range(100):
        s.suggestValue(root.width, base + k)
        s.updateVariables()


def constants(s, gaps, n):
    for k in range(1000):
        i = (k * 7) % n
        s.suggestValue(gaps[i], (20 if i == 0 else 8) + (k % 5))
        s.updateVariables()


def build_screen(views):
    """screen-N: see ScreenWorkload.swift (nav bar, tab bar, content, cards)."""
    cards = max(0, (views - 10) // 10)
    s = Solver()
    root = Box()
    add = s.addConstraint
    cx = lambda b: b.left + 0.5 * b.width
    cy = lambda b: b.top + 0.5 * b.height
    LOW = strength.create(0.0, 250.0, 0.0)
    add(root.left == 0)
    add(root.top == 0)
    add(root.height == 812)
    s.addEditVariable(root.width, EDIT)
    s.suggestValue(root.width, 375)
    nav, title, back, action = Box(), Box(), Box(), Box()
    add(nav.left == root.left)
    add(nav.right == root.right)
    add(nav.top == root.top + 44)
    add(nav.height == 44)
    add(cx(title) == cx(nav))
    add(cy(title) == cy(nav))
    add((title.width == 200) | HIGH)
    add(title.width <= nav.width - 120)
    add(title.height == 22)
    add(back.left == nav.left + 8)
    add(back.top == nav.top + 6)
    add(back.width == 44)
    add(back.height == 32)
    add(action.right == nav.right - 8)
    add(action.top == nav.top + 6)
    add(action.width == 44)
    add(action.height == 32)
    tab = Box()
    add(tab.left == root.left)
    add(tab.right == root.right)
    add(tab.bottom == root.bottom)
    add(tab.height == 83)
    items = []
    for i in range(4):
        item = Box()
        add(item.left == (tab.left if i == 0 else items[i - 1].right))
        if i > 0:
            add(item.width == items[0].width)
        if i == 3:
            add(item.right == tab.right)
        add(item.top == tab.top + 4)
        add(item.height == 49)
        items.append(item)
    content = Box()
    add(content.left == root.left)
    add(content.right == root.right)
    add(content.top == nav.bottom)
    add(content.bottom == tab.top)
    prev = None
    for _ in range(cards):
        card, avatar, name, date, subtitle = Box(), Box(), Box(), Box(), Box()
        image, like, comment, share, sep = Box(), Box(), Box(), Box(), Box()
        add(card.left == content.left)
        add(card.right == content.right)
        add(card.top == (prev.bottom if prev else content.top + 8))
        add(avatar.left == card.left + 16)
        add(avatar.top == card.top + 12)
        add(avatar.width == 40)
        add(avatar.height == 40)
        add(name.left == avatar.right + 12)
        add(name.top == avatar.top)
        add((name.height == 20) | HIGH)
        add(name.height >= 16)
        add((name.width == 180) | LOW)
        add(name.right <= date.left - 8)
        add(date.right == card.right - 16)
        add(date.top == avatar.top + 2)
        add((date.width == 60) | HIGH)
        add(date.height == 16)
        add(subtitle.left == name.left)
        add(subtitle.right == card.right - 16)
        add(subtitle.top == name.bottom + 4)
        add((subtitle.height == 16) | HIGH)
        add(image.left == card.left + 16)
        add(image.right == card.right - 16)
        add(image.top == avatar.bottom + 12)
        add(image.top >= subtitle.bottom + 8)
        add(image.height == 0.5625 * image.width)
        add(like.left == card.left + 16)
        add(like.top == image.bottom + 8)
        add((like.width == 60) | HIGH)
        add(like.height == 32)
        add(comment.left == like.right + 8)
        add(comment.top == like.top)
        add((comment.width == 60) | HIGH)
        add(comment.height == 32)
        add(share.right == card.right - 16)
        add(share.top == like.top)
        add((share.width == 60) | HIGH)
        add(share.height == 32)
        add(share.left >= comment.right + 8)
        add(sep.left == card.left + 16)
        add(sep.right == card.right)
        add(sep.top == like.bottom + 12)
        add(sep.height == 1)
        add(card.bottom == sep.bottom)
        prev = card
    s.updateVariables()
    return s, root


CHAINS = (100, 1000, 5000, 10000)
GRIDS = (10, 30, 60, 100)
SCREENS = (200,)
GROWTH = (100, 200, 400, 800, 1600, 3200, 6400)
SLOW = {"chain-5000", "chain-10000", "grid-60", "grid-100"}


def workload_names(quick, growth, only):
    names = [f"chain-{n}" for n in CHAINS] + [f"grid-{k}" for k in GRIDS] + [f"screen-{n}" for n in SCREENS]
    if growth:
        names += [w for w in [f"chain-{n}" for n in GROWTH] + [f"screen-{n}" for n in GROWTH] if w not in names]
    if only:
        return [w for w in names if w in only]
    return [w for w in names if not (quick and w in SLOW)]


def main():
    args = sys.argv[1:]
    only = {args[i + 1] for i, a in enumerate(args) if a == "--workload" and i + 1 < len(args)}
    # --runs N: the median of N runs per phase for every workload, as `trellis bench solver --runs N`.
    fixed_runs = next((int(args[i + 1]) for i, a in enumerate(args) if a == "--runs" and i + 1 < len(args)), None)
    results = []
    for name in workload_names("--quick" in args, "--growth" in args, only):
        kind, size = name.split("-")
        size = int(size)
        runs = fixed_runs or 5
        # --runs N is N runs of every phase, however long.
        cut = ONE_RUN_AFTER_MS if fixed_runs is None else float("inf")
        if kind == "chain":
            make = lambda: build_chain(size)[:2]
        elif kind == "grid":
            make = lambda: build_grid(size)
        else:
            make = lambda: build_screen(size)
        results.append((name, "build", median_ms(make, runs, cut)))
        s, root = make()
        base = 800 if kind == "grid" else 320
        results.append((name, "resize", median_ms(lambda: resize(s, root, base), runs, cut)))
        if name == "chain-1000":
            s, root, gaps = build_chain(size, editable_gaps=True)
            results.append((name, "constants", median_ms(lambda: constants(s, gaps, size), 1)))
    if "--json" in args:
        print(json.dumps({"engine": "kiwisolver", "results": [
            {"workload": w, "phase": p, "ms": round(ms, 3)} for w, p, ms in results]}))
    else:
        for w, p, ms in results:
            print(f"{w:12s} {p:10s} {ms:10.2f} ms")


if __name__ == "__main__":
    main()
