#!/usr/bin/env python3
"""Prints what opening the sample project to the first painted window costs: CPU seconds (user +
system) and peak resident memory of `headroom --sample --screenshot` (offscreen), the median and
the worst of several runs. Not a ctest test: run it by hand with the built app's path.

    python3 tests/bench/bench_startup.py build/full/app/gui/headroom [runs]
"""
import os
import statistics
import subprocess
import sys
import tempfile


def run_once(app, shot):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([app, "--sample", "--screenshot", shot], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    if status != 0:
        sys.exit(f"{app} exited with status {status}")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024.0  # seconds, MiB


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    app = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    with tempfile.TemporaryDirectory() as tmp:
        shot = os.path.join(tmp, "window.bmp")
        run_once(app, shot)  # warm the file cache
        samples = [run_once(app, shot) for _ in range(runs)]
    cpu = [s[0] for s in samples]
    rss = [s[1] for s in samples]
    print(f"open the sample to the first painted window ({runs} runs): "
          f"CPU {statistics.median(cpu):.3f} s median, {max(cpu):.3f} s worst; "
          f"peak memory {statistics.median(rss):.1f} MiB median, {max(rss):.1f} MiB worst")


if __name__ == "__main__":
    main()
