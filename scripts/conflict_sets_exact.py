#!/usr/bin/env python3
"""Checks, in exact rational arithmetic, the conflict sets that
`trellis layout FILE --json` logs for a file of the `random` layout workload
(plain views in the root, as `trellis bench layout --workload random --keep DIR`
writes them). Issue 14, docs/SOLVER.md ("Conflicts").

For each logged set, the members' terms are put in a matrix (one column per
constraint) and its null space computed over the rationals. A conflicting set
is minimal exactly when that space is one line, spanned by a certificate
(non-negative on the inequalities oriented `<=`, and a positive combination
of the constants) with no zero entry; a zero entry names a member that isn't
needed, and a zero on the last member (the new constraint) means the others
conflict by themselves. Sets whose null space is not a line are listed as
undecided here. Each verdict is compared with the `minimal` flag of the
matching `broken` entry.

Usage: scripts/conflict_sets_exact.py OUT.json [--list]

The terms follow the layout engine (docs/LAYOUT.md): a view's position
variables are relative to the root, which sits at 0, 0 with the canvas size
(the autoresizing constraints to the window), and a constraint between a
view and itself reads its positions in that view's own space.
"""
import json
import re
import sys
from collections import Counter
from fractions import Fraction as F

ATTRIBUTES = {'leading': ('x', 0), 'left': ('x', 0), 'trailing': ('x', 1), 'right': ('x', 1),
              'centerX': ('x', F(1, 2)), 'top': ('y', 0), 'bottom': ('y', 1), 'centerY': ('y', F(1, 2)),
              'width': ('w', None), 'height': ('h', None)}
SIZE = {'x': 'w', 'y': 'h'}
LINE = re.compile(r"^(?:NSLayoutConstraint|NSAutoresizingMaskLayoutConstraint '[^']*') "
                  r"U\w+:(\w+)\.(\w+) (==|>=|<=) (?:(?:([0-9.]+)\*)?U\w+:(\w+)\.(\w+))?\s*([+-] )?([0-9.]+)?$")


def attribute(item, name, space, canvas):
    """The attribute's terms {variable: coefficient} and constant in `space`."""
    axis, fraction = ATTRIBUTES[name]
    if item == 'window':
        return {}, F(canvas[SIZE[axis] if axis in 'xy' else axis]) if axis in 'wh' else F(0)
    if axis in ('w', 'h'):
        return {f'{item}.{axis}': F(1)}, F(0)
    terms = {}
    if item != space:
        terms[f'{item}.{axis}'] = F(1)
    if fraction:
        terms[f'{item}.{SIZE[axis]}'] = F(fraction)
    return terms, F(0)


def parse(text, canvas):
    """`terms·x + constant (== | <=) 0`."""
    m = LINE.match(text)
    if not m:
        raise ValueError(f'unknown constraint: {text}')
    first, a1, relation, multiplier, second, a2, sign, constant = m.groups()
    space = first if first == second else 'root'
    terms, c = attribute(first, a1, space, canvas)
    terms = dict(terms)
    if second:
        k = F(multiplier) if multiplier else F(1)
        t2, c2 = attribute(second, a2, space, canvas)
        for v, q in t2.items():
            terms[v] = terms.get(v, 0) - k * q
        c -= k * c2
    if constant:
        c -= F(constant) if (sign or '+ ').startswith('+') else -F(constant)
    terms = {v: q for v, q in terms.items() if q != 0}
    if relation == '>=':
        return {v: -q for v, q in terms.items()}, -c, '<='
    return terms, c, relation


def null_space(constraints):
    n = len(constraints)
    variables = sorted({v for t, _, _ in constraints for v in t})
    rows = [[constraints[j][0].get(v, F(0)) for j in range(n)] for v in variables]
    pivots = []
    r = 0
    for col in range(n):
        p = next((i for i in range(r, len(rows)) if rows[i][col] != 0), None)
        if p is None:
            continue
        rows[r], rows[p] = rows[p], rows[r]
        pivot = rows[r][col]
        rows[r] = [x / pivot for x in rows[r]]
        for i in range(len(rows)):
            if i != r and rows[i][col] != 0:
                f = rows[i][col]
                rows[i] = [a - f * b for a, b in zip(rows[i], rows[r])]
        pivots.append(col)
        r += 1
    basis = []
    for free in (c for c in range(n) if c not in pivots):
        y = [F(0)] * n
        y[free] = F(1)
        for i, pc in enumerate(pivots):
            y[pc] = -rows[i][free]
        basis.append(y)
    return basis


def verdict(constraints):
    basis = null_space(constraints)
    if len(basis) != 1:
        return f'undecided (null space of dimension {len(basis)})'
    y = basis[0]
    inequalities = [j for j, c in enumerate(constraints) if c[2] == '<=']
    value = sum(a * c[1] for a, c in zip(y, constraints))
    if any(y[j] < 0 for j in inequalities) or (not inequalities and value < 0):
        y = [-a for a in y]
        value = -value
    if not all(y[j] >= 0 for j in inequalities) or value <= 0:
        return 'no conflict'
    if y[-1] == 0:
        return 'not minimal: the others conflict without the new constraint'
    if any(a == 0 for a in y):
        return 'not minimal'
    return 'minimal'


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    document = json.load(open(sys.argv[1]))
    root = next(v for v in document['views'] if v['id'] == 'root')['frame']
    canvas = {'w': root['width'], 'h': root['height']}
    diagnostics = document['diagnostics']
    blocks = re.findall(r'\(\n(.*?)\n\)', diagnostics['log'], re.S)
    flags = [entry.get('minimal', True) is not False for entry in diagnostics['broken']]
    tally = Counter()
    for index, block in enumerate(blocks):
        members = re.findall(r'"<(.*?)>"', block)
        found = verdict([parse(t, canvas) for t in members])
        reported = 'reported minimal' if index >= len(flags) or flags[index] else 'flagged'
        tally[(reported, found)] += 1
        if '--list' in sys.argv:
            print(f'set {index}: {len(members)} members, {reported}, exact: {found}')
    for (reported, found), count in sorted(tally.items()):
        print(f'{count:5d}  {reported:17s}  exact: {found}')


if __name__ == '__main__':
    main()
