"""Round by round: the first round of a benchmark is a burst; with decode-first scheduling the
stagger it leaves survives and later rounds barely queue; with SGLang's prefill-first batches the
waves persist. Prints mean TTFT of round 1, of rounds 2..R, and over R = 10 rounds."""
from run import ROWS, budget_of, BASE
from sim import simulate, step_time_fn

rows = {r['point_id']: r for r in ROWS}
cases = [('sv0199', 'trtllm', False), ('sv0187', 'trtllm', False), ('sv0233', 'trtllm', False),
         ('sv0211', 'vllm', False), ('sv0075', 'sglang', False), ('sv0075', 'sglang', True)]
print('%-7s %-22s %-6s %5s %4s | %7s %8s %8s | %8s  t_prefill' % ('row', 'cell', 'policy', 'in', 'N', 'round 1', 'rounds2+', 'R=10', 'measured'))
for pid, policy, mixed in cases:
    r = rows[pid]
    cfg = dict(BASE)
    budget = budget_of(r, cfg)
    N = r['batch']
    _, _, tt = simulate(N, r['input'], r['output'], policy, budget, step_time_fn(r), r['max_concurrency'], R=10, mixed=mixed)
    first, rest = tt[:N], tt[N:]
    print('%-7s %-22s %-6s %5d %4d | %7.3f %8.3f %8.3f | %8.3f  %.3f' % (
        pid, (r['engine'] + ' ' + r['model'] + ' tp%d' % r['tp'])[:22], policy + ('+mix' if mixed else ''), r['input'], N,
        sum(first) / N, sum(rest) / len(rest), sum(tt) / len(tt), r['measured_ttft_s'], r['prefill_batched_s']))
