"""Which cells hold the rows beyond the p90 for a given estimate (config name + overheads)."""
import collections
from common import Errors


def tail_cells(rows, est, which=0, top=20):
    err = lambda r: est(r)[which] / (r['measured_ttft_s'] if which == 0 else r['measured_tpot_s']) - 1
    a = sorted(abs(err(r)) for r in rows)
    thr = a[int(0.9 * len(a))]
    over = [r for r in rows if abs(err(r)) >= thr * 0.999]
    cnt = collections.Counter((r['engine'] + ' ' + r['version'][:10], r['gpu'][:4], r['model'][:16], r['input']) for r in over)
    print('p90 |err| %.1f %%; %d rows; over %d / under %d' % (100 * thr, len(over), sum(err(r) > 0 for r in over), sum(err(r) < 0 for r in over)))
    for k, c in cnt.most_common(top):
        cell = [r for r in rows if (r['engine'] + ' ' + r['version'][:10], r['gpu'][:4], r['model'][:16], r['input']) == k]
        s = sorted(err(r) for r in cell)
        bs = sorted(r['batch'] for r in cell if abs(err(r)) >= thr * 0.999)
        print('  %-22s %-4s %-16s %5d  %2d of %2d  cell signed median %+5.0f %%  users %s' % (k + (c, len(cell), 100 * s[len(s) // 2], bs)))
