"""Residual measured - simulated TTFT (config given) per engine/version/GPU/model/input, by users."""
import sys, collections
from run import ROWS, results, CONFIGS
name = sys.argv[1] if len(sys.argv) > 1 else 'bare'
res = results(name, CONFIGS[name])
cells = collections.defaultdict(list)
for r in ROWS:
    key = (r['engine'], r['version'][:10], r['gpu'][:4], r['model'][:14], r['tp'], r['features'][:4], r['input'], r['output'])
    cells[key].append(r)
filt = sys.argv[2] if len(sys.argv) > 2 else ''
for key in sorted(cells):
    if filt and filt not in ' '.join(map(str, key)):
        continue
    rs = sorted(cells[key], key=lambda r: r['batch'])
    s = ' '.join('%d:%+.3f' % (r['batch'], r['measured_ttft_s'] - res[r['point_id']][0]) for r in rs)
    print('%-6s %-10s %-4s %-14s tp%d %-4s %5d/%-5d | %s' % (key + (s,)))
