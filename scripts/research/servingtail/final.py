"""Before / after for issue 29: the current closed form (the dump) against the proposed rule,
in closed form (closed.py, what loadedPoint would compute) and as the simulation (sim.py).

python3 final.py            tables, targets, tst_servingpoints' own limits
"""
import math
from run import ROWS, described, with_overhead, sglang_mixed
from common import Errors, keys
from closed import closed

GROUPS = ['all', 'vllm', 'sglang', 'trtllm', 'h100-sxm-80gb', 'h200-sxm-141gb', 'b200-180gb',
          'MLA', 'hybrid linear', 'GQA / MHA', 'dense', 'MoE', 'expert parallel',
          'c 1-4', 'c 5-16', 'c 17-64', 'c 65+']
ROUNDS = 10   # benchmark rounds: requests / concurrency (genai-perf / aiperf recipes: 10 x concurrency)


def proposed(r, oh):
    return closed(r, oh, R=ROUNDS, prefill_first=r['engine'] == 'sglang' and not sglang_mixed(r))


def fit_overheads(fn, grid=None):
    """Per engine, the request overhead minimising median + p90 of the engine's |relative TTFT
    error| (the test's own measure)."""
    grid = grid or [i * 0.005 for i in range(0, 81)]
    best = {}
    for eng in ('vllm', 'trtllm', 'sglang'):
        rs = [r for r in ROWS if r['engine'] == eng]
        sc = []
        for o in grid:
            oh = {'vllm': o, 'trtllm': o, 'sglang': o}
            a = sorted(abs(fn(r, oh)[0] / r['measured_ttft_s'] - 1) for r in rs)
            sc.append((a[len(a) // 2] + a[int(0.9 * len(a))], o))
        best[eng] = min(sc)[1]
    return best


def groups(est):
    g = {}
    for r in ROWS:
        t, p = est[r['point_id']]
        for k in ['all'] + keys(r):
            e = g.setdefault(k, (Errors(), Errors()))
            e[0].add(p, r['measured_tpot_s'])
            e[1].add(t, r['measured_ttft_s'])
    return g


def row(g, k):
    p, t = g[k]
    return '%5.1f %6.1f (%+5.1f) | %5.1f %6.1f (%+5.1f)' % (100 * p.median(), 100 * p.q(.9), 100 * p.signed(),
                                                         100 * t.median(), 100 * t.q(.9), 100 * t.signed())


def checks(g):
    out = []
    a = g['all']
    out.append(('TTFT p90 <= 60 %%: %.1f' % (100 * a[1].q(.9)), a[1].q(.9) <= 0.60))
    out.append(('TPOT p90 <= 30 %%: %.1f' % (100 * a[0].q(.9)), a[0].q(.9) <= 0.30))
    bad = [k for k in ('vllm', 'sglang', 'trtllm', 'h100-sxm-80gb', 'h200-sxm-141gb', 'b200-180gb',
                       'MLA', 'hybrid linear') if max(g[k][0].median(), g[k][1].median()) > 0.20]
    out.append(('every GPU / engine / attention kind median <= 20 %% (fails: %s)' % ', '.join(bad), not bad))
    # tst_servingpoints' limits as they stand
    t = [a[0].median() <= 0.12, a[1].median() <= 0.25, a[1].q(.9) <= 0.70, a[0].q(.9) <= 0.37,
         abs(a[0].signed()) <= 0.05, abs(a[1].signed()) <= 0.10]
    t += [max(g[e][0].median(), g[e][1].median()) <= 0.30 for e in ('vllm', 'sglang', 'trtllm')]
    ep = g['expert parallel']
    t += [ep[0].median() <= 0.13, abs(ep[0].signed()) <= 0.08, ep[1].median() <= 0.25]
    t += [g[b][0].median() <= 0.26 and g[b][1].median() <= 0.36 for b in ('c 1-4', 'c 5-16', 'c 17-64', 'c 65+')]
    names = ['TPOT med', 'TTFT med', 'TTFT p90', 'TPOT p90', 'TPOT bias', 'TTFT bias', 'vllm', 'sglang',
             'trtllm', 'EP TPOT', 'EP bias', 'EP TTFT', 'c1-4', 'c5-16', 'c17-64', 'c65+']
    fails = [n for n, ok in zip(names, t) if not ok]
    out.append(('tst_servingpoints limits (%d of %d hold; fail: %s)' % (sum(t), len(t), ', '.join(fails)), all(t)))
    return out


def eager_rows(r):
    """SGLang 0.5.6 H200 Llama-8B: TPOT 23-40 ms at every TP (1-8) and batch (20-512), where the
    GPU step is 4-15 ms: what a step costs when the kernels are launched one by one (Headroom's
    own hostOverheadPerLayerSeconds, 0.9 ms x 32 layers = 29 ms). The 235B rows of the same set
    do not show it."""
    return r['engine'] == 'sglang' and r['version'].startswith('0.5.6') and r['model'] == 'llama-3.1-8b'


def with_launch_floor(r, floor_per_layer=0.0009, layers=32):
    """A copy of the row whose decode steps take at least the CPU launch time."""
    f = floor_per_layer * layers
    step = {b: max(s, f) for b, s in r['step'].items()}
    return dict(r, step=step)


def proposed_annotated(r, oh):
    return proposed(with_launch_floor(r) if eager_rows(r) else r, oh)


if __name__ == '__main__':
    cur = {r['point_id']: (r['est_ttft_s'], r['est_tpot_s']) for r in ROWS}
    oh = fit_overheads(proposed)
    new = {r['point_id']: proposed(r, oh) for r in ROWS}
    simres = described('described_nocache', False)
    soh = fit_overheads(lambda r, o: (simres[r['point_id']][0] + o[r['engine']], 0))
    sim = with_overhead(simres, soh)
    aoh = fit_overheads(proposed_annotated)
    ann = {r['point_id']: proposed_annotated(r, aoh) for r in ROWS}
    G = [groups(cur), groups(new), groups(sim), groups(ann)]
    print('request overhead refitted: closed form %s, simulation %s, closed + launch floor %s' % (oh, soh, aoh))
    heads = ('now (dump)', 'proposed, closed form', 'proposed, simulation', 'closed + SGLang-0.5.6-8B launch floor')
    print('%-16s %4s | %-37s | %-37s | %-37s | %-37s' % ('', '', *heads))
    print('%-16s %4s | %-37s | %-37s | %-37s | %-37s' % ('group', 'n', *(['TPOT med p90 (sgn)  | TTFT med p90 (sgn)'] * 4)))
    for k in GROUPS:
        print('%-16s %4d | %s | %s | %s | %s' % (k, len(G[0][k][0].v), row(G[0], k), row(G[1], k), row(G[2], k), row(G[3], k)))
    for name, g in zip(heads, G):
        print('\n' + name)
        for text, ok in checks(g):
            print('  [%s] %s' % ('x' if ok else ' ', text))

