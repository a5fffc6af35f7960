#!/usr/bin/env bash
# Updates translations/headroom_*.ts in place from the sources (lupdate over core/, ui/, app/):
# new strings come in unfinished, vanished ones are dropped. Then translate the unfinished ones:
#   scripts/ts_fill.py list > todo.json   # fill in "ru" and "pl"
#   scripts/ts_fill.py apply todo.json
# (docs/translations.md). scripts/check-translations.sh fails while any is left.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/translations-common.sh
run_lupdate -no-obsolete -ts "${HEADROOM_TS_FILES[@]}"
run_lupdate -no-obsolete -pluralonly -ts "${HEADROOM_PLURAL_TS_FILES[@]}"
