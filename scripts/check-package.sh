#!/usr/bin/env bash
# Builds the Debian package from a full build tree (CPack), checks its control fields, installs
# it with apt-get (which resolves its declared dependencies), opens a plan with the installed app
# the way a double click does, checks that *.headroom is registered, and removes it again.
#   check-package.sh <full build dir>
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
build=$(cd "$1" && pwd)
fail() { echo "FAIL: $*" >&2; exit 1; }

rm -f "$build"/headroom_*.deb
(cd "$build" && cpack -G DEB >"$HEADROOM_LOGS/cpack.log" 2>&1) || { tail -n 30 "$HEADROOM_LOGS/cpack.log"; fail "cpack"; }
deb=$(ls "$build"/headroom_*.deb)
depends=$(dpkg-deb -f "$deb" Depends)
echo "package: $(basename "$deb"), $(du -h "$deb" | cut -f1); Depends: $depends"
for d in libqt6widgets6 libqt6sql6 libqt6sql6-sqlite libqt6charts6 shared-mime-info; do
    grep -q "\b$d\b" <<<"$depends" || fail "the package does not depend on $d"
done
contents=$(dpkg-deb -c "$deb") # a variable, not a pipe: grep -q would cut the writer short
grep -q './usr/share/applications/io.headroom.Headroom.desktop' <<<"$contents" || fail "no desktop entry in the package"

was_installed=$(dpkg-query -W -f='${Status}' headroom 2>/dev/null | grep -c 'install ok installed' || true)
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$deb" \
    >"$HEADROOM_LOGS/package-install.log" 2>&1 || { tail -n 30 "$HEADROOM_LOGS/package-install.log"; fail "apt-get install $deb"; }
cleanup() {
    [ "$was_installed" = 1 ] || as_root env DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq headroom >/dev/null 2>&1 || true
    rm -rf "$work"
}
work=$(mktemp -d)
trap cleanup EXIT
[ -x /usr/bin/headroom ] && [ -x /usr/bin/headroom-cli ] || fail "the package did not install /usr/bin/headroom and /usr/bin/headroom-cli"
/usr/bin/headroom-cli new "$work/plan.headroom" --from-sample >/dev/null || fail "installed headroom-cli new"
# the MIME database now knows plan files (dpkg's trigger ran update-mime-database)
grep -q 'application/x-headroom-project:\*\.headroom' /usr/share/mime/globs2 || fail "*.headroom is not registered"
if command -v xdg-mime >/dev/null; then
    [ "$(xdg-mime query filetype "$work/plan.headroom")" = application/x-headroom-project ] || fail "xdg-mime does not know the plan"
fi
# what a double click runs: the desktop entry's Exec line with the file
exec_line=$(sed -n 's/^Exec=//p' /usr/share/applications/io.headroom.Headroom.desktop)
cmd=${exec_line//%f/$work/plan.headroom}
QT_QPA_PLATFORM=offscreen $cmd --screenshot "$work/window.png" || fail "the installed app did not open the plan"
[ -s "$work/window.png" ] || fail "the installed app rendered nothing"
echo "package OK: installed, opened a plan with '$exec_line', removed"
