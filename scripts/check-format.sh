#!/usr/bin/env bash
# Fails when a tracked C++ file is not formatted with the committed .clang-format.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
files=$( { git ls-files '*.cpp' '*.h'; git ls-files -o --exclude-standard '*.cpp' '*.h'; } | sort -u)
[ -z "$files" ] && exit 0
bad=0
for f in $files; do
    [ -f "$f" ] || continue
    if ! clang-format --dry-run -Werror "$f" >/dev/null 2>&1; then
        echo "not formatted: $f (run clang-format -i $f)"
        bad=1
    fi
done
exit $bad
