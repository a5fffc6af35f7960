"""Issue 29, second look: which PHYSICAL rules move the serving tail (python3 physical.py, ~3 s).

Two rules, both general (no per-source or per-row switch), on top of the current loadedPoint
(current.py, the dump's ingredients):

1. Host time per running sequence per step, hidden under the GPU by the overlap schedulers:
       step'(b) = max(step(b), HOST_PER_SEQ x b),   HOST_PER_SEQ = 50 us (one constant, all engines)
   The engines' Python schedulers touch every running request once per iteration (append the
   token, check stop, detokenize, send one streamed chunk), and the overlap scheduler runs that
   CPU work for step i+1 while the GPU runs step i (SGLang: overlap schedule on by default in
   0.5.x, scheduler.py event_loop_overlap; TensorRT-LLM PyExecutor: overlap scheduler on by
   default in 1.0 (`disable_overlap_scheduler` False); vLLM V1: output processing in the API-server
   process beside the EngineCore process). Evidence in the data: the streamed output rate
   B / TPOT stops growing with TP: TensorRT-LLM 1.0.0rc3 Llama-8B on H100 tops out at 12.6-13.1 k
   tokens/s at TP4 and TP8 alike (B 128; GPU step 4-6 ms, measured 10 ms), SGLang 0.5.6 Llama-8B on
   H200 at 17-22 k tokens/s at TP4 and TP8 (B 512, out 1000-2000, where the prefills cannot explain
   it: GPU step 6 ms, measured 23-30 ms). 1 / 50 us = 20 k tokens/s.

2. SGLang schedules prefill first (the engine default): a waiting prompt runs as a prefill batch
   of up to chunked_prefill_size tokens while the decodes wait, unless --enable-mixed-chunk
   (default False). chunked_prefill_size: 8192 below 160 GB of GPU memory, 16384 above
   (server_args.py `_handle_gpu_memory_settings`, 0.5.x). With equal lengths the waves persist
   (closed.py, prefill_first=True): TTFT = overhead + (s + 1) / 2 x d, TPOT = step(n) + (s - 1) / 2
   x d / k, s = prefill batches per wave, d = one batch's prefill time. Applied to every SGLang
   row (no mixed-chunk guess per source).

Prints the current model, each rule alone and both, against the issue's targets, then the rows
that stay beyond the TTFT / TPOT p90 and the series they belong to.
"""
import collections
from common import load, Errors, keys
import current
from closed import closed
from final import checks, GROUPS, row

HOST_PER_SEQ = 50e-6          # s per running sequence per step (overlapped with the GPU step)
SGLANG_OVERHEAD = 0.10        # request overhead for SGLang under the wave rule (was 0.214 with share 0.371)

ROWS = load()


def host_floor(r, h=HOST_PER_SEQ):
    return dict(r, step={b: max(s, h * b) for b, s in r['step'].items()})


def estimate(r, host=True, sglang_waves=True):
    r2 = host_floor(r) if host else r
    if sglang_waves and r['engine'] == 'sglang':
        oh = dict(current.OVERHEAD, sglang=SGLANG_OVERHEAD)
        return closed(r2, oh, R=10, prefill_first=True)
    return current.loaded(r2)


def groups(fn):
    g = {}
    for r in ROWS:
        t, p = fn(r)
        for k in ['all'] + keys(r):
            e = g.setdefault(k, (Errors(), Errors()))
            e[0].add(p, r['measured_tpot_s'])
            e[1].add(t, r['measured_ttft_s'])
    return g


def series(r):
    return '%s %s %s %s' % (r['engine'], r['version'][:12], r['gpu'][:4], r['model'])


def tail(fn, i, name):
    err = {r['point_id']: (fn(r)[i] / (r['measured_ttft_s'], r['measured_tpot_s'])[i] - 1) for r in ROWS}
    a = sorted(abs(v) for v in err.values())
    thr = a[int(0.9 * len(a))]
    over = [r for r in ROWS if abs(err[r['point_id']]) >= thr * 0.999]
    c = collections.Counter(series(r) for r in over)
    print('\n%s p90 %.1f %%: %d rows at or beyond it, by series (rows in tail / rows in series, signed median of the tail)' % (name, 100 * thr, len(over)))
    for s, n in c.most_common(12):
        tot = sum(series(r) == s for r in ROWS)
        v = sorted(err[r['point_id']] for r in over if series(r) == s)
        print('  %-48s %3d / %3d  %+6.0f %%' % (s, n, tot, 100 * v[len(v) // 2]))


def impossible():
    """Measured points whose throughput needs more prefill than the GPU has: X = B / (TTFT + (out-1)
    TPOT) requests/s, each costing t_prefill,b of compute; u = X t_prefill,b > 1 cannot run unless
    the prompts were served from the prefix cache (vLLM V1 and SGLang cache prefixes by default;
    aiperf's synthetic data set repeats prompts) or the prefill is over 1.5x faster than modelled."""
    c = collections.defaultdict(list)
    for r in ROWS:
        x = r['batch'] / (r['measured_ttft_s'] + (r['output'] - 1) * r['measured_tpot_s'])
        c[series(r)].append(x * r['prefill_batched_s'])
    print('\nprefill share of the GPU the measurement implies (median, max, rows > 1): series with any row > 0.9')
    for s, u in sorted(c.items()):
        u.sort()
        if u[-1] > 0.9:
            print('  %-48s %5.2f %5.2f %3d / %d' % (s, u[len(u) // 2], u[-1], sum(v > 1 for v in u), len(u)))


if __name__ == '__main__':
    variants = [('now (dump)', lambda r: (r['est_ttft_s'], r['est_tpot_s'])),
                ('host floor 50 us/seq', lambda r: estimate(r, True, False)),
                ('SGLang prefill-first waves', lambda r: estimate(r, False, True)),
                ('both', lambda r: estimate(r, True, True))]
    G = [groups(f) for _, f in variants]
    print('%-16s %4s | %s' % ('', '', ' | '.join('%-37s' % n for n, _ in variants)))
    print('%-16s %4s | %s' % ('group', 'n', ' | '.join(['TPOT med p90 (sgn)  | TTFT med p90 (sgn)'] * len(G))))
    for k in GROUPS:
        print('%-16s %4d | %s' % (k, len(G[0][k][0].v), ' | '.join(row(g, k) for g in G)))
    for (name, _), g in zip(variants, G):
        print('\n' + name)
        for text, ok in checks(g):
            print('  [%s] %s' % ('x' if ok else ' ', text))
    best = variants[-1][1]
    tail(best, 0, 'TTFT')
    tail(best, 1, 'TPOT')
    impossible()
