#!/usr/bin/env bash
# Fails when the translations are not complete: runs lupdate over core/, ui/ and app/ into
# temporary copies of translations/headroom_*.ts and lists every message that is unfinished,
# missing (new in the sources) or obsolete (gone from them), and every translation whose
# placeholders (%1, %n, ...) differ from the source. Fix with scripts/update-translations.sh and
# scripts/ts_fill.py (docs/translations.md).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/translations-common.sh

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
copy() { # copy <ts...>: temporary copies, their paths in $copied
    copied=()
    for ts in "$@"; do
        [ -f "$ts" ] || { echo "missing: $ts"; exit 1; }
        cp "$ts" "$tmp/"
        copied+=("$tmp/$(basename "$ts")")
    done
}
# No -no-obsolete here: what vanished from the sources stays in the copy, marked, to be listed.
copy "${HEADROOM_TS_FILES[@]}"
run_lupdate -ts "${copied[@]}"
copy "${HEADROOM_PLURAL_TS_FILES[@]}"
run_lupdate -pluralonly -ts "${copied[@]}"
committed=("${HEADROOM_TS_FILES[@]}" "${HEADROOM_PLURAL_TS_FILES[@]}")
copies=()
for ts in "${committed[@]}"; do copies+=("$tmp/$(basename "$ts")"); done

status=0
for i in "${!copies[@]}"; do
    if command -v python3 >/dev/null; then
        python3 scripts/ts_fill.py check --committed "${committed[$i]}" "${copies[$i]}" \
            || status=1
    else # counts only: scripts/ts_fill.py check lists the messages
        n=$(grep -cE 'type="(unfinished|vanished|obsolete)"' "${copies[$i]}" || true)
        echo "${committed[$i]}: $n message(s) unfinished, missing or obsolete (no python3 to list them)"
        [ "$n" -eq 0 ] || status=1
    fi
done
if [ $status -ne 0 ]; then
    echo "Translations are not complete: run scripts/update-translations.sh, then translate"
    echo "with scripts/ts_fill.py list/apply (docs/translations.md)."
fi
exit $status
