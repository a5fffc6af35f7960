#!/usr/bin/env bash
# Installs what is missing, then builds and runs every test: the check that every program the
# scripts and tests call comes from the package list, the format check, the translation
# check (no unfinished or obsolete messages), the full build (unit, CLI, GUI offscreen) and the
# ASan+UBSan build. The sanitizer build is also the GUI-off build (-DHEADROOM_BUILD_GUI=OFF: core
# and CLI without Widgets or Charts, all their tests), so that a cold CI run on two cores stays
# well under 30 minutes; HEADROOM_ASAN_GUI=ON adds the UI and its offscreen tests to it (all
# green on 2026-12-02), and a separate GUI-off build then runs as well. Leaks fail the sanitizer
# run (LeakSanitizer on, no suppressions: none are needed), and so does any undefined behaviour
# (halt_on_error). build/logs/timings.log and the last lines give each step's seconds.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$HEADROOM_ROOT"

install_missing_packages
rm -f "$HEADROOM_LOGS"/ctest-*.log "$HEADROOM_LOGS/timings.log"

step programs python3 "$HEADROOM_ROOT/scripts/check-programs.py"
step format "$HEADROOM_ROOT/scripts/check-format.sh"
step translations "$HEADROOM_ROOT/scripts/check-translations.sh"

run_tests() { # run_tests <label> <build dir>
    local out="$HEADROOM_LOGS/ctest-$1.log" start=$SECONDS
    local rc=0
    (cd "$2" && ctest --output-on-failure -j"$(nproc)" >"$out" 2>&1) || rc=$?
    echo "tests-$1 $((SECONDS - start)) $([ $rc -eq 0 ] && echo ok || echo failed)" >>"$HEADROOM_LOGS/timings.log"
    if [ $rc -ne 0 ]; then
        echo "FAILED: tests of the $1 build (log: build/logs/ctest-$1.log)"
        grep -E 'FAIL!|Failed|\*\*\*|tests passed' "$out" | head -n 60
        return 1
    fi
    echo "$1: $(grep -E 'tests passed' "$out")"
}

status=0
step build-full configure_and_build build/full -DHEADROOM_BUILD_GUI=ON && run_tests full build/full || status=1
# the Debian package: built, installed with its dependencies, a plan opened, removed again
[ $status -eq 0 ] && { step package "$HEADROOM_ROOT/scripts/check-package.sh" build/full \
    && grep -h '^package' "$HEADROOM_LOGS/package.log" || status=1; }
if [ "${HEADROOM_ASAN_GUI:-OFF}" = ON ]; then
    step build-nogui configure_and_build build/nogui -DHEADROOM_BUILD_GUI=OFF \
        && run_tests nogui build/nogui || status=1
fi
# -O1, as AddressSanitizer's documentation advises: it compiles faster than -O2
step build-asan configure_and_build build/asan -DHEADROOM_SANITIZE=ON \
    -DHEADROOM_BUILD_GUI="${HEADROOM_ASAN_GUI:-OFF}" -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
    && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    run_tests asan build/asan || status=1

# One plain closing line over every suite: "N passed, N failed".
passed=0; failed=0
for log in "$HEADROOM_LOGS"/ctest-*.log; do
    [ -f "$log" ] || continue
    line=$(grep -E 'tests passed, [0-9]+ tests failed out of [0-9]+' "$log" | tail -n 1)
    [ -n "$line" ] || continue
    f=$(echo "$line" | sed -E 's/.* ([0-9]+) tests failed out of ([0-9]+).*/\1/')
    n=$(echo "$line" | sed -E 's/.* tests failed out of ([0-9]+).*/\1/')
    failed=$((failed + f)); passed=$((passed + n - f))
done
echo "tests: $passed passed, $failed failed"
echo "seconds per step: $(awk '{printf "%s%s %s", (NR > 1 ? ", " : ""), $1, $2}' "$HEADROOM_LOGS/timings.log")"

if [ $status -eq 0 ]; then
    echo "All test suites passed."
else
    echo "Some test suites failed."
fi
exit $status
