"""Closed-form version of the scheduler rule (what loadedPoint would compute), checked against
the simulation (sim.py) and the measurements.

decode-first engines (vLLM; TensorRT-LLM inflight batching; SGLang --enable-mixed-chunk):
  the benchmark starts N users together on an idle engine (aiperf/genai-perf wait for every
  warm-up response before profiling), so the first round is a burst; with equal lengths the
  stagger the burst creates survives, later rounds barely queue. Over R rounds:
    TTFT = overhead + t_b + step(n) + d/2 + W_burst / R
  prefill-first engines (SGLang default: a waiting prompt pre-empts the decode step) keep the
  waves: every round is a burst:  TTFT = overhead + W'_burst,  TPOT gets the paused decode.
  W_burst: N prompts through a budget of T tokens per step, k = prompts per step.
"""
import math
from common import interp_step
from current import OVERHEAD, IDLE


def prompts_per_step(r, budget, n, whole):
    room = budget - n / 2.0          # decodes take a token each (about half the users decode in the burst)
    if whole:
        return max(1, int(room // r['input']))
    return max(room / r['input'], 1.0 / math.ceil(r['input'] / max(budget, 1)))


def closed(r, overhead, R=10, budget=None, prefill_first=False, tpot_model='fixed',
           sglang_chunk=None):
    B, I, O = r['batch'], r['input'], r['output']
    n = min(B, r['max_concurrency'])
    k_dec = max(O - 1, 0)
    tb = r['prefill_batched_s']
    T = budget if budget else B + I + 1500
    whole = r['engine'] == 'trtllm'
    kps = prompts_per_step(r, T, n, whole)
    steps = math.ceil(n / kps) if kps >= 1 else math.ceil(n / kps)
    oh = overhead[r['engine']] if n > 1 else min(IDLE[r['engine']], overhead[r['engine']])
    if prefill_first:
        chunk = sglang_chunk or (16384 if r['gpu'].startswith('b200') else 8192)
        kps = max(chunk // I, 1) if I <= chunk else chunk / I
        steps = math.ceil(n / kps)
        d = kps * tb                          # a prefill-only batch
        wait_wave = (steps + 1) / 2.0 * d     # mean first-token time of a wave
        ttft = oh + wait_wave
        tpot = interp_step(r, n) + (steps - 1) / 2.0 * d / max(k_dec, 1)
    else:
        d = kps * tb + interp_step(r, n / 2.0)
        burst = (steps - 1) / 2.0 * d + (kps - 1) * tb
        # steady rounds: the prompt shares a step with the decodes (TPOT fixed point as now)
        from current import loaded
        t0, p0 = loaded(dict(r, batch=n), overhead={e: 0.0 for e in OVERHEAD},
                        share={e: 0.0 for e in OVERHEAD})
        ttft_run = oh + t0 + interp_step(r, n) + burst / R
        tpot = p0
        ttft = ttft_run
    if B > n:                                 # users beyond the slots wait for one
        ttft += (B - n) / n * (ttft + k_dec * tpot)
    return ttft, tpot


def closed_described(r, overhead):
    """The closed form under each row's benchmark semantics (run.py: rounds by source, SGLang
    mixed chunks where aiconfigurator passed the flag)."""
    from run import aic_bench_flow, sglang_mixed
    R = 20 if aic_bench_flow(r) else 10
    pf = r['engine'] == 'sglang' and not sglang_mixed(r)
    return closed(r, overhead, R=R, prefill_first=pf)
