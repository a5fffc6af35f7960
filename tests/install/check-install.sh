#!/usr/bin/env bash
# Installs a build tree into an empty prefix and checks what a user gets: the executables, the
# desktop entry, the icon, the AppStream metainfo and the MIME type of *.headroom (validated with
# desktop-file-validate and appstreamcli where Debian's packages are installed), then runs the
# installed programs: the CLI writes a plan, the app opens it (offscreen) and renders it.
#   check-install.sh <build dir> <ON|OFF: the GUI was built>
set -euo pipefail
build=$1
gui=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/usr
fail() { echo "FAIL: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$prefix" >"$work/install.log" || { cat "$work/install.log"; fail "cmake --install"; }
id=io.headroom.Headroom
expect=(bin/headroom-cli)
[ "$gui" = ON ] && expect+=(bin/headroom "share/applications/$id.desktop" "share/metainfo/$id.metainfo.xml"
    "share/mime/packages/$id.xml" "share/icons/hicolor/scalable/apps/$id.svg"
    share/icons/hicolor/scalable/mimetypes/application-x-headroom-project.svg)
for f in "${expect[@]}"; do
    [ -f "$prefix/$f" ] || fail "not installed: $f"
done
for f in bin/headroom bin/headroom-cli; do
    [ -f "$prefix/$f" ] && { [ -x "$prefix/$f" ] || fail "$f is not executable"; }
done
# nothing but what a user needs: no tests, benches or static libraries
extra=$(cd "$prefix" && find . -type f | sed 's|^\./||' | sort | grep -v -x -F -f <(printf '%s\n' "${expect[@]}") || true)
[ -z "$extra" ] || fail "unexpected files installed: $extra"

export QT_QPA_PLATFORM=offscreen
# output goes to a file first: grep -q stopping early would kill the writer (SIGPIPE, pipefail)
"$prefix/bin/headroom-cli" --version >"$work/version.txt" || fail "installed headroom-cli --version"
grep -q '^headroom-cli ' "$work/version.txt" || fail "installed headroom-cli --version"
"$prefix/bin/headroom-cli" new "$work/plan.headroom" --from-sample >/dev/null || fail "installed headroom-cli new"
"$prefix/bin/headroom-cli" open "$work/plan.headroom" --json >"$work/open.json" \
    || fail "installed headroom-cli open"
grep -q '"configurations"' "$work/open.json" || fail "installed headroom-cli open"

if [ "$gui" = ON ]; then
    desktop=$prefix/share/applications/$id.desktop
    grep -qx 'Exec=headroom %f' "$desktop" || fail "the desktop entry does not pass the file to headroom"
    grep -qx "Icon=$id" "$desktop" || fail "the desktop entry names another icon"
    mime=$(sed -n 's/.*mime-type type="\([^"]*\)".*/\1/p' "$prefix/share/mime/packages/$id.xml")
    grep -qx "MimeType=$mime;" "$desktop" || fail "the desktop entry does not open $mime"
    if command -v desktop-file-validate >/dev/null; then
        desktop-file-validate "$desktop" || fail "desktop-file-validate"
    fi
    if command -v appstreamcli >/dev/null; then
        appstreamcli validate --no-net --pedantic --explain "$prefix/share/metainfo/$id.metainfo.xml" >"$work/as.log" 2>&1 \
            || appstreamcli validate --no-net "$prefix/share/metainfo/$id.metainfo.xml" \
            || { cat "$work/as.log"; fail "appstreamcli validate"; }
    fi
    if command -v update-mime-database >/dev/null; then
        # the MIME database built from the installed type: *.headroom is a Headroom plan
        update-mime-database "$prefix/share/mime" >/dev/null 2>&1 || fail "update-mime-database"
        grep -q ":$mime:\*\.headroom" "$prefix/share/mime/globs2" || fail "*.headroom is not $mime"
        grep -q "$mime" "$prefix/share/mime/magic" || fail "no magic for $mime"
    fi
    # the installed app opens the plan given on its command line (as a double click does)
    "$prefix/bin/headroom" "$work/plan.headroom" --screenshot "$work/window.png" || fail "installed headroom did not open the plan"
    [ -s "$work/window.png" ] || fail "installed headroom rendered nothing"
fi
echo "installed tree OK ($(cd "$prefix" && find . -type f | wc -l) files)"
