"""A scheduler-faithful closed-loop simulation of one replica, built from the dump's ingredients.

N users (aiperf --concurrency N) start together (aiperf starts profiling only after every warm-up
response is back: a burst on an idle engine), each sends its next request the moment its last token
arrives, until R x N requests were sent (aiconfigurator's bench_run.sh: --num-requests N x 20).
The reported TTFT / TPOT are the means over all R x N requests, as aiperf reports them.

Per engine step (one forward pass) the scheduler picks the work as the engine does:
  vllm   : decode-first, chunked prefill: running decodes (1 token each) and partial prefills,
           then waiting prompts, FCFS, all within max_num_batched_tokens (the budget)
  trtllm : inflight batching without context chunking (enable_chunked_prefill false): all
           generation requests, then whole waiting contexts FCFS while they fit max_num_tokens
  sglang : prefill-first: if prompts wait, a prefill batch of up to chunked_prefill_size tokens
           runs alone (decode paused); with mixed=True (--enable-mixed-chunk) the decodes ride in it
Step time: the decode step of the b decoding sequences plus the prompt tokens' GPU time
(prefill_batched_s / input per token); a prompt-only step pays at least the weight read.
"""
import heapq, math
from collections import deque
from common import interp_step


def step_time_fn(r, mode='add'):
    c = r['prefill_batched_s'] / max(r['input'], 1)
    oh = r['overhead']

    def f(b, p):
        if b <= 0:
            w = r['mw'][1] + r['me'][1]
            return oh + max(w, p * c) if p > 0 else 0.0
        s = interp_step(r, b)
        if p <= 0:
            return s
        if mode == 'add':
            return s + p * c
        # overlap: the prompt's GEMMs use the compute the memory-bound decode leaves idle
        lo = 1
        while lo * 2 <= b and lo < 1024:
            lo *= 2
        hide = max(0.0, r['mw'][lo] + r['me'][lo] - r['cmp'][lo])
        return s + max(0.0, p * c - hide)
    return f


def simulate(N, I, O, policy, budget, step, maxrun, R=20, o_pre=0.0, o_post=0.0,
             mixed=False, first_extra_step=False, max_requests=None, entries=None,
             cache_prompts=None, seed=100):
    """Returns (mean TTFT, mean TPOT, list of ttfts).

    entries: prompts in the client's dataset (aiperf --num-dataset-entries, default 100), drawn
    uniformly with replacement; None = every prompt unique. A prompt whose KV is still cached
    (engine prefix caching, LRU over cache_prompts prompts, warmed by the 2N warm-up requests)
    prefills only its last partial block (16 tokens)."""
    import random
    rng = random.Random(seed)
    from collections import OrderedDict
    cache = OrderedDict()
    cap = cache_prompts if cache_prompts is not None else 10 ** 9

    def touch(e):
        cache[e] = True
        cache.move_to_end(e)
        while len(cache) > cap:
            cache.popitem(last=False)

    def prompt_tokens():
        if entries is None:
            return I
        e = rng.randrange(entries)
        hit = e in cache
        touch(e)
        return min(I, 16) if hit else I
    if entries is not None:
        for _ in range(2 * N):   # aiperf --warmup-request-count 2N, same dataset
            touch(rng.randrange(entries))
    total = R * N if max_requests is None else max_requests
    t = 0.0
    G = 0                      # decode steps done so far (all decoders advance together)
    arrivals = []              # (arrival time at engine, seq, send time)
    seq = 0
    for u in range(min(N, total)):
        heapq.heappush(arrivals, (o_pre, seq, 0.0)); seq += 1
    issued = min(N, total)
    waiting = deque()          # [send_time, remaining_prompt]
    prefilling = []            # admitted, prompt not done: [send_time, remaining]
    decoding = []              # heap (finish_G, seq, send_time, first_token_time)
    ttfts, tpots = [], []
    k = max(O - 1, 0)

    def finish(send, first, now):
        nonlocal issued, seq
        if k > 0:
            tpots.append((now - first) / k)
        if issued < total:
            heapq.heappush(arrivals, (now + o_post + o_pre, seq, now + o_post)); seq += 1
            issued += 1

    guard = 0
    while arrivals or waiting or prefilling or decoding:
        guard += 1
        if guard > 5_000_000:
            raise RuntimeError('runaway')
        while arrivals and arrivals[0][0] <= t + 1e-12:
            a, _, send = heapq.heappop(arrivals)
            waiting.append([send, prompt_tokens()])
        ndec = len(decoding)
        if ndec == 0 and not prefilling and not waiting:
            t = arrivals[0][0]
            continue
        running = ndec + len(prefilling)
        chunks = []            # (req, tokens) prefilled this step
        dec_in_step = ndec
        if policy in ('vllm', 'trtllm') or (policy == 'sglang' and mixed):
            rem = budget - ndec
            for req in prefilling:
                if rem <= 0:
                    break
                n = min(req[1], rem)
                chunks.append((req, n)); rem -= n
            while waiting and rem > 0 and running < maxrun:
                req = waiting[0]
                if policy == 'trtllm' and req[1] > rem:
                    break                      # no context chunking: whole prompts only
                waiting.popleft()
                prefilling.append(req); running += 1
                n = min(req[1], rem)
                chunks.append((req, n)); rem -= n
            if policy == 'sglang' and not chunks:
                pass
        else:  # sglang, prefill batch alone
            rem = budget
            if prefilling or (waiting and running < maxrun):
                for req in prefilling:
                    n = min(req[1], rem)
                    if n > 0:
                        chunks.append((req, n)); rem -= n
                while waiting and rem > 0 and running < maxrun:
                    req = waiting.popleft()
                    prefilling.append(req); running += 1
                    n = min(req[1], rem)
                    chunks.append((req, n)); rem -= n
            if chunks:
                dec_in_step = 0
        p = sum(n for _, n in chunks)
        d = step(dec_in_step, p)
        if p == 0 and dec_in_step > 0:
            # pure decode: repeat until the next finish or the next arrival that could be admitted
            nxt = decoding[0][0] - G
            if arrivals and (running < maxrun or True):
                steps_to_arrival = max(1, math.ceil((arrivals[0][0] - t) / d - 1e-9))
                nxt = min(nxt, steps_to_arrival)
            nxt = max(1, nxt)
            t += nxt * d
            G += nxt
        else:
            t += d
            if dec_in_step > 0:
                G += 1
            done = []
            for req, n in chunks:
                req[1] -= n
                if req[1] <= 0:
                    done.append(req)
            for req in done:
                prefilling.remove(req)
                ft = t + (d if first_extra_step else 0.0)
                ttfts.append(ft + o_post - req[0])
                if k == 0:
                    finish(req[0], ft, ft)
                else:
                    heapq.heappush(decoding, (G + k, seq, req[0], ft)); seq += 1
        while decoding and decoding[0][0] <= G:
            _, _, send, first = heapq.heappop(decoding)
            finish(send, first, t)
    mt = sum(ttfts) / len(ttfts)
    mp = sum(tpots) / len(tpots) if tpots else 0.0
    return mt, mp, ttfts
