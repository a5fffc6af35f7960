"""Print one cell's series: python3 series.py ENGINE GPU MODEL [INPUT] [VERSION]"""
import sys
from common import load, interp_step
rows = load()
eng, gpu, model = sys.argv[1:4]
inp = int(sys.argv[4]) if len(sys.argv) > 4 and sys.argv[4] != '-' else None
ver = sys.argv[5] if len(sys.argv) > 5 else None
sel = [r for r in rows if r['engine'] == eng and r['gpu'].startswith(gpu) and r['model'] == model
       and (inp is None or r['input'] == inp) and (ver is None or r['version'] == ver)]
sel.sort(key=lambda r: (r['version'], r['tp'], r['features'], r['input'], r['output'], r['batch']))
print('%-7s %-12s %-5s %-3s %5s %5s %4s %5s | %7s %7s %6s %6s | %7s %7s %7s' % (
    'id', 'ver', 'feat', 'tp', 'in', 'out', 'B', 'maxc', 'ttft_m', 'ttft_e', 'pre1', 'preb', 'tpot_m', 'tpot_e', 'step(B)'))
for r in sel:
    print('%-7s %-12s %-5s %-3d %5d %5d %4d %5d | %7.3f %7.3f %6.3f %6.3f | %7.4f %7.4f %7.4f' % (
        r['point_id'], r['version'][:12], r['features'][:5], r['tp'], r['input'], r['output'], r['batch'], r['max_concurrency'],
        r['measured_ttft_s'], r['est_ttft_s'], r['prefill_alone_s'], r['prefill_batched_s'],
        r['measured_tpot_s'], r['est_tpot_s'], interp_step(r, min(r['batch'], r['max_concurrency']))))
