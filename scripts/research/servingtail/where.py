"""Step 1: where the large errors sit. Rows beyond the overall p90 |error| (TTFT and TPOT
separately), grouped by engine/version x GPU x model x input, with the signed median of each
cell and its concurrency trend."""
import sys, collections
from common import load, Errors, band
from current import loaded

rows = load()
est = {r['point_id']: (r['est_ttft_s'], r['est_tpot_s']) for r in rows}


def err(r, i):
    m = r['measured_ttft_s'] if i == 0 else r['measured_tpot_s']
    return est[r['point_id']][i] / m - 1


def report(i, name):
    a = sorted(abs(err(r, i)) for r in rows)
    thr = a[int(0.9 * len(a))]
    over = [r for r in rows if abs(err(r, i)) >= thr * 0.999]
    print('\n### %s: p90 |err| = %.1f %%, %d rows at or beyond it' % (name, 100 * thr, len(over)))
    cnt = collections.Counter((r['engine'] + ' ' + r['version'], r['gpu'][:4], r['model'], r['input']) for r in over)
    print('%-32s %-5s %-18s %5s %4s %5s %8s' % ('engine version', 'gpu', 'model', 'in', 'tail', 'cell', 'signed'))
    for k, c in cnt.most_common(25):
        cell = [r for r in rows if (r['engine'] + ' ' + r['version'], r['gpu'][:4], r['model'], r['input']) == k]
        s = sorted(err(r, i) for r in cell)
        print('%-32s %-5s %-18s %5d %4d %5d %+7.0f%%' % (k[0], k[1], k[2], k[3], c, len(cell), 100 * s[len(s) // 2]))
    print('by band:', collections.Counter(band(r['batch']) for r in over).most_common())
    print('sign: over %d / under %d' % (sum(err(r, i) > 0 for r in over), sum(err(r, i) < 0 for r in over)))


def cells(i, name):
    """signed median per engine-version x gpu cell, to see the systematic offsets"""
    print('\n### %s signed median / |median| by engine+version x GPU' % name)
    g = collections.defaultdict(Errors)
    for r in rows:
        m = r['measured_ttft_s'] if i == 0 else r['measured_tpot_s']
        g[(r['engine'], r['version'], r['gpu'][:4])].add(est[r['point_id']][i], m)
    for k in sorted(g):
        e = g[k]
        print('%-8s %-30s %-5s n=%3d  signed %+6.1f  |med| %5.1f  p90 %6.1f' % (k + (len(e.v), 100 * e.signed(), 100 * e.median(), 100 * e.q(.9))))


if __name__ == '__main__':
    report(0, 'TTFT')
    report(1, 'TPOT')
    cells(0, 'TTFT')
    cells(1, 'TPOT')
