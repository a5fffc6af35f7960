"""Python re-implementation of loadedPoint (speedmodel.cpp) from the dump's ingredients,
to check that the dump carries what the closed form needs (decode step interpolated between
the dump's power-of-two batches)."""
import math
from common import load, table, interp_step

OVERHEAD = {'vllm': 0.061, 'trtllm': 0.132, 'sglang': 0.214}
IDLE = {'vllm': 0.061, 'trtllm': 0.004, 'sglang': 0.214}
SHARE = {'vllm': 0.057, 'trtllm': 0.074, 'sglang': 0.371}
MOST = 0.95


def loaded(r, overhead=None, share=None):
    B = r['batch']
    n = min(B, r['max_concurrency'])
    eng = r['engine']
    oh = (OVERHEAD if overhead is None else overhead)[eng] if n > 1 else IDLE[eng]
    pb = r['prefill_batched_s']
    alone = oh + r['prefill_alone_s']
    wait = (SHARE if share is None else share)[eng] * (n - 1) * pb
    k = max(r['output'] - 1, 0)
    c = (n - 1) * pb
    ttft = alone + wait
    step = interp_step(r, n)
    tpot = step
    if n > 1 and k > 0:
        bcur = n
        for _ in range(64):
            b_ = ttft - c - k * step
            t = (-b_ + math.sqrt(b_ * b_ + 4 * k * step * ttft)) / (2 * k)
            u = c / (ttft + k * t)
            if u > MOST:
                u = MOST; t = step / (1 - u)
            dec = min(max(n * k * t / (ttft + k * t), 1), n)
            nb = min(max(round(dec), 1), n)
            tpot = t
            if nb == bcur:
                break
            bcur = nb
            step = interp_step(r, nb)
    lat = ttft + k * tpot
    if B > n:
        ttft += (B - n) / n * lat
    return ttft, tpot


if __name__ == '__main__':
    rows = load()
    worst = 0
    for r in rows:
        t, p = loaded(r)
        worst = max(worst, abs(t / r['est_ttft_s'] - 1), abs(p / r['est_tpot_s'] - 1))
    print('largest relative difference to the C++ estimates: %.3f' % worst)
    bad = sorted(rows, key=lambda r: -abs(loaded(r)[1] / r['est_tpot_s'] - 1))[:5]
    for r in bad:
        print(r['point_id'], r['batch'], r['max_concurrency'], loaded(r), r['est_ttft_s'], r['est_tpot_s'])
    table(rows, loaded, 'python re-implementation of loadedPoint')
