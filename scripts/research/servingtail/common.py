"""Shared loading and error statistics for the issue-29 tail study (stdlib only)."""
import csv, os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..', '..'))
# the per-point ingredients: HEADROOM_SERVING_DUMP=build/serving-dump.csv tests_estimate tst_servingpoints
DUMP = os.environ.get('SERVING_DUMP', os.path.join(ROOT, 'build', 'serving-dump.csv'))
MEASURED = os.path.join(ROOT, 'tests', 'data', 'reference', 'serving', 'measured_serving_points.csv')
BATCHES = [1 << i for i in range(11)]


def _sources():
    # which file of aiconfigurator's silicon_sample.csv each row came from (its own provenance column)
    import os
    # optional: ai-dynamo/aiconfigurator @095f58a5 silicon_sample.csv copied beside this file
    path = os.path.join(HERE, 'silicon_sample.csv')
    out = {}
    if os.path.exists(path):
        for r in csv.DictReader(open(path)):
            src = r['silicon_data_source'].split(';')[0]
            if 'gap-analysis' in src and 'aic-auto' in src:
                src = 'auto-gap-analysis'
            out[r['id']] = src.replace('source_file=', '')
    return out


SOURCES = _sources()


def load():
    meas = {r['point_id']: r for r in csv.DictReader(open(MEASURED))}
    rows = []
    for r in csv.DictReader(open(DUMP)):
        d = dict(r)
        for k in ('tp', 'batch', 'input', 'output', 'max_concurrency'):
            d[k] = int(r[k])
        for k in ('measured_ttft_s', 'measured_tpot_s', 'est_ttft_s', 'est_tpot_s',
                  'prefill_alone_s', 'prefill_batched_s', 'overhead'):
            d[k] = float(r[k])
        for p in ('step', 'mw', 'me', 'mk', 'cmp', 'com', 'coml'):
            d[p] = {b: float(r['%s_%d' % (p, b)]) for b in BATCHES}
        m = meas[r['point_id']]
        d['version'] = m['backend_version'] or '?'
        d['weights'] = m['weights']
        d['moe_ep'] = int(m['moe_ep'] or 1)
        d['source_id'] = m['source_id']
        d['source'] = SOURCES.get(m['source_id'], '?')
        rows.append(d)
    return rows


def band(c):
    return 'c 1-4' if c <= 4 else 'c 5-16' if c <= 16 else 'c 17-64' if c <= 64 else 'c 65+'


def attention(r):
    if r['model'].startswith('deepseek'):
        return 'MLA'
    if 'hybrid-linear-attn' in r['features']:
        return 'hybrid linear'
    return 'GQA / MHA'


def keys(r):
    """The groups tst_servingpoints prints (issue 29's groups)."""
    return [r['engine'], band(r['batch']), r['gpu'], attention(r),
            'MoE' if r['moe'] == '1' else 'dense',
            'expert parallel' if 'ep' in r['features'] else 'no EP']


class Errors:
    def __init__(self):
        self.v = []

    def add(self, est, meas):
        self.v.append((est - meas) / meas)

    def _abs(self):
        return sorted(abs(x) for x in self.v)

    def median(self):
        a = self._abs()
        return a[len(a) // 2] if a else 0

    def signed(self):
        a = sorted(self.v)
        return a[len(a) // 2] if a else 0

    def q(self, q):
        a = self._abs()
        return a[min(len(a) - 1, int(q * len(a)))] if a else 0


def table(rows, est, title='', groups=None, only=None):
    """est(r) -> (ttft, tpot). Prints the tst_servingpoints-style table; returns dict."""
    g = {}
    for r in rows:
        t, p = est(r)
        for k in ['all'] + keys(r):
            e = g.setdefault(k, (Errors(), Errors()))
            e[0].add(p, r['measured_tpot_s'])
            e[1].add(t, r['measured_ttft_s'])
    if title:
        print('==', title)
    print('%-16s %4s | %-26s | %-26s' % ('rows', 'n', 'TPOT med (signed) p90', 'TTFT med (signed) p90'))
    order = ['all'] + sorted(k for k in g if k != 'all')
    for k in order:
        if only and k not in only:
            continue
        p, t = g[k]
        print('%-16s %4d | %5.1f (%+6.1f) %6.1f    | %5.1f (%+6.1f) %6.1f' % (
            k, len(p.v), 100 * p.median(), 100 * p.signed(), 100 * p.q(.9),
            100 * t.median(), 100 * t.signed(), 100 * t.q(.9)))
    return g


def interp_step(r, b, key='step'):
    """Decode step at (possibly fractional) batch b: log-log interpolation of the dump's grid."""
    import math
    s = r[key]
    b = max(1.0, min(float(b), 1024.0))
    lo = 1
    while lo * 2 <= b and lo < 1024:
        lo *= 2
    if lo == b or lo == 1024:
        return s[lo]
    hi = lo * 2
    # linear in b between grid points (the step is close to affine in b between them)
    f = (b - lo) / (hi - lo)
    return s[lo] + f * (s[hi] - s[lo])
