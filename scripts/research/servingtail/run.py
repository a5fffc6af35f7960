"""Run the closed-loop simulation on all 932 rows under one configuration and print the table.

python3 run.py [config-name ...]   (configs below; default: all)
"""
import sys, json, math, os, tempfile
from common import load, table, Errors
from sim import simulate, step_time_fn

ROWS = load()

GPU_MEM_GIB = {'h100-sxm-80gb': 80, 'h200-sxm-141gb': 141, 'b200-180gb': 180}


def budget_of(r, cfg):
    """Tokens per step: the engine default or what aiconfigurator's generator writes."""
    e, B, I = r['engine'], r['batch'], r['input']
    kind = cfg['budget'][e]
    if kind == 'aic':        # rule_plugin/<engine>.rule: agg max_num_tokens = B + ISL + 1500 (TRT: + 500)
        return B + I + (500 if e == 'trtllm' else 1500)
    if kind == 'default':
        if e == 'sglang':    # server_args: chunked_prefill_size 8192 below 160 GB, 16384 above
            return 16384 if GPU_MEM_GIB[r['gpu']] >= 160 else 8192
        return 8192          # vLLM API server on >= 70 GiB GPUs; TRT-LLM max_num_tokens default
    return int(kind)


def cache_prompts(r):
    """Prompts the KV pool keeps besides the running sequences (vLLM / SGLang pool: the dump's
    max_concurrency sequences of input + output / 2 tokens)."""
    pool = r['max_concurrency'] * (r['input'] + r['output'] / 2)
    free = pool - min(r['batch'], r['max_concurrency']) * (r['input'] + r['output'] / 2)
    return max(0, int(free // max(r['input'], 1)))


def run_row(r, cfg):
    e = r['engine']
    policy = cfg.get('policy', {}).get(e, e)
    step = step_time_fn(r, cfg.get('mix', 'add'))
    budget = budget_of(r, cfg)
    if policy == 'trtllm' and r['input'] > budget - 1:
        policy = 'vllm'      # a prompt that never fits whole would starve: the run used chunking
    oh = cfg['overhead'][e]
    pre = oh * cfg.get('pre_share', 0.5)
    maxrun = max(1, r['max_concurrency'])
    R = cfg.get('rounds', 20)
    if callable(R):
        R = R(r)
    mt, mp, _ = simulate(r['batch'], r['input'], r['output'], policy, budget, step, maxrun,
                         R=R, o_pre=pre, o_post=oh - pre,
                         mixed=cfg.get('mixed', {}).get(e, False),
                         first_extra_step=cfg.get('extra_step', {}).get(e, False),
                         entries=cfg['entries'](r) if 'entries' in cfg else None,
                         cache_prompts=cache_prompts(r) if 'entries' in cfg else None)
    return mt, mp


CONFIGS = {
    # pure scheduler, no request overhead: to read the overhead off the residuals
    'bare': dict(budget={'vllm': 'aic', 'trtllm': 'aic', 'sglang': 'default'},
                 overhead={'vllm': 0, 'trtllm': 0, 'sglang': 0}, mixed={'sglang': True}),
}


def results(name, cfg, cache=True):
    path = os.path.join(tempfile.gettempdir(), 'headroom-servingtail-cache_%s.json' % name)
    if cache and os.path.exists(path):
        return json.load(open(path))
    out = {r['point_id']: run_row(r, cfg) for r in ROWS}
    json.dump(out, open(path, 'w'))
    return out


if __name__ == '__main__':
    names = sys.argv[1:] or list(CONFIGS)
    for n in names:
        res = results(n, CONFIGS[n], cache=False)
        table(ROWS, lambda r: res[r['point_id']], n)


def with_overhead(res, oh, rows=ROWS):
    """TTFT + the per-engine request overhead (the loop barely moves with it: checked by rerunning)."""
    return {r['point_id']: (res[r['point_id']][0] + oh[r['engine']], res[r['point_id']][1]) for r in rows}


def fit_overhead(res, objective='p90', grid=None):
    """Per engine: the constant that minimises the engine's TTFT |error| (median+p90 mix)."""
    grid = grid or [i * 0.005 for i in range(0, 81)]
    best = {}
    for e in ('vllm', 'trtllm', 'sglang'):
        rs = [r for r in ROWS if r['engine'] == e]
        scores = []
        for o in grid:
            er = Errors()
            for r in rs:
                er.add(res[r['point_id']][0] + o, r['measured_ttft_s'])
            s = er.median() + er.q(.9) if objective == 'mix' else er.q(.9) if objective == 'p90' else er.median()
            scores.append((s, o))
        best[e] = min(scores)[1]
    return best


def aic_bench_flow(r):
    """Rows measured with aiconfigurator's generated bench_run.sh (aiperf, --num-requests 20N,
    --warmup-request-count 2N, no --num-dataset-entries: aiperf's default 100 prompts): the
    auto-gap-analysis H200 sets, whose concurrencies are the generator's estimated_concurrency
    x {0.95, 1, 1.05} (352, 448, 208, ...)."""
    return r['source'] == 'auto-gap-analysis' and r['gpu'].startswith('h200')


BASE = dict(budget={'vllm': 'aic', 'trtllm': 'aic', 'sglang': 'default'},
            overhead={'vllm': 0, 'trtllm': 0, 'sglang': 0}, mixed={'sglang': False})
CONFIGS['wave10'] = dict(BASE, rounds=10)
CONFIGS['bench'] = dict(BASE, rounds=lambda r: 20 if aic_bench_flow(r) else 10,
                        entries=lambda r: 100 if aic_bench_flow(r) and r['engine'] != 'trtllm' else None)


def sglang_mixed(r):
    """--enable-mixed-chunk reached SGLang only in aiconfigurator-generated runs after its fix
    (aiconfigurator 07a37792, 2026-01-19, #258: the template tested 'enable-mix-chunk' while the
    rule set 'enable_mixed_chunk', so the flag was never passed before). 2026 B200 runs and the
    generator's own bench flow (H200 0.5.6) have it; the H100 0.5.1 / 0.5.8 runs do not."""
    return r['engine'] == 'sglang' and (r['gpu'].startswith('b200') or aic_bench_flow(r))


class PerRow(dict):
    pass


def run_described(r, cache_hits=True):
    cfg = dict(BASE, rounds=20 if aic_bench_flow(r) else 10, mixed={'sglang': sglang_mixed(r)})
    if cache_hits and aic_bench_flow(r) and r['engine'] != 'trtllm':
        cfg['entries'] = lambda r: 100
    return run_row(r, cfg)


def described(name='described', cache_hits=True):
    path = os.path.join(tempfile.gettempdir(), 'headroom-servingtail-cache_%s.json' % name)
    if os.path.exists(path):
        return json.load(open(path))
    out = {r['point_id']: run_described(r, cache_hits) for r in ROWS}
    json.dump(out, open(path, 'w'))
    return out
