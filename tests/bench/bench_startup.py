#!/usr/bin/env python3
"""Prints what opening the sample project to the first painted window costs: the CPU seconds
(user + system) and peak resident memory the app reports at its first paint
(HEADROOM_FIRST_PAINT_REPORT), and the same for the whole run of `headroom --sample --screenshot`
(offscreen: paint, a BMP written, exit). Median and worst of several runs. Not a ctest test: run
it by hand with the built app's path.

    python3 tests/bench/bench_startup.py build/full/app/gui/headroom [runs]
"""
import os
import re
import statistics
import subprocess
import sys
import tempfile

FIRST_PAINT = re.compile(rb"first paint: cpu ([0-9.]+) s, peak ([0-9.]+) MiB")


def run_once(app, shot):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HEADROOM_FIRST_PAINT_REPORT="1")
    with tempfile.TemporaryFile() as err:
        proc = subprocess.Popen([app, "--sample", "--screenshot", shot], env=env,
                                stdout=subprocess.DEVNULL, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)
        if status != 0:
            sys.exit(f"{app} exited with status {status}")
        err.seek(0)
        match = FIRST_PAINT.search(err.read())
    if not match:
        sys.exit(f"{app} printed no first-paint report")
    whole = (usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024.0)  # seconds, MiB
    return (float(match.group(1)), float(match.group(2))), whole


def summary(label, samples):
    cpu = [s[0] for s in samples]
    rss = [s[1] for s in samples]
    return (f"{label}: CPU {statistics.median(cpu):.3f} s median, {max(cpu):.3f} s worst; "
            f"peak memory {statistics.median(rss):.1f} MiB median, {max(rss):.1f} MiB worst")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    app = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    with tempfile.TemporaryDirectory() as tmp:
        shot = os.path.join(tmp, "window.bmp")  # BMP: no compression counted as start-up
        run_once(app, shot)  # warm the file cache
        samples = [run_once(app, shot) for _ in range(runs)]
    print(summary(f"open the sample to the first painted window ({runs} runs)",
                  [s[0] for s in samples]))
    print(summary("the whole run (first paint, screenshot, exit)", [s[1] for s in samples]))


if __name__ == "__main__":
    main()
