# Shared by update-translations.sh and check-translations.sh. Source, do not run.
# One lupdate call for both: the directories it scans and how it writes the .ts files.
HEADROOM_LUPDATE=${LUPDATE:-}
if [ -z "$HEADROOM_LUPDATE" ]; then
    for candidate in /usr/lib/qt6/bin/lupdate "$(command -v lupdate6 || true)" \
        "$(command -v lupdate || true)"; do
        if [ -n "$candidate" ] && [ -x "$candidate" ]; then HEADROOM_LUPDATE=$candidate; break; fi
    done
fi
if [ -z "$HEADROOM_LUPDATE" ]; then
    echo "lupdate not found (Debian: qt6-l10n-tools; or set LUPDATE=/path/to/lupdate)" >&2
    exit 1
fi
# Whole directories, so files added later are scanned too. No source locations in the .ts
# files: they would change with every edit of the code and make merges of the .ts conflict.
HEADROOM_LUPDATE_ARGS=(-silent -recursive -extensions cpp,h,ui -locations none core ui app)
HEADROOM_TS_FILES=(translations/headroom_ru.ts translations/headroom_pl.ts)
# English is the source language: its catalogue holds only the plural forms ("%n GPU(s)" ->
# "1 GPU", "2 GPUs"), written by lupdate -pluralonly.
HEADROOM_PLURAL_TS_FILES=(translations/headroom_en.ts)
# lupdate's C++ parser can spin forever on some expressions (a template call with a shift inside
# translate()'s arguments did): give up after two minutes instead of stalling the test command.
run_lupdate() {
    timeout 120 "$HEADROOM_LUPDATE" "${HEADROOM_LUPDATE_ARGS[@]}" "$@" \
        || { echo "lupdate failed or ran over two minutes" >&2; return 1; }
}
