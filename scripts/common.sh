# Shared by the set-up scripts: package list, quiet step runner. Source, do not run.
set -euo pipefail

HEADROOM_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
HEADROOM_LOGS="$HEADROOM_ROOT/build/logs"
mkdir -p "$HEADROOM_LOGS"

# ccache hits across checkouts (CI builds in a fresh clone in a new temporary folder each time):
# paths under the checkout are hashed relative to it.
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$HEADROOM_ROOT}"
export CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-true}"

# Debian 12 packages the build, the app and the tests need.
HEADROOM_PACKAGES=(
    build-essential cmake ninja-build ccache git pkg-config
    qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools qt6-translations-l10n libqt6sql6-sqlite libqt6opengl6-dev libgl-dev
    clang-format poppler-utils python3 desktop-file-utils appstream shared-mime-info
    file # run by CPack's DEB generator: scripts/check-programs.py lists what each tool calls
)

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# Installs whatever of HEADROOM_PACKAGES is missing; silent when nothing is.
install_missing_packages() {
    local missing=()
    for p in "${HEADROOM_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing: ${missing[*]}"
    as_root apt-get update -qq >"$HEADROOM_LOGS/apt-update.log" 2>&1
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        "${missing[@]}" >"$HEADROOM_LOGS/apt-install.log" 2>&1 \
        || { tail -n 30 "$HEADROOM_LOGS/apt-install.log"; return 1; }
}

# step <name> <command...>: runs quietly into build/logs/<name>.log, shows the tail on failure.
# Each step's wall time goes to build/logs/timings.log ("name seconds status").
step() {
    local name=$1; shift
    local log="$HEADROOM_LOGS/$name.log" start=$SECONDS
    if ! "$@" >"$log" 2>&1; then
        echo "$name $((SECONDS - start)) failed" >>"$HEADROOM_LOGS/timings.log"
        echo "FAILED: $name (log: build/logs/$name.log)"
        tail -n 60 "$log"
        return 1
    fi
    echo "$name $((SECONDS - start)) ok" >>"$HEADROOM_LOGS/timings.log"
}

# configure_and_build <build dir> <cmake options...>
configure_and_build() {
    local dir=$1; shift
    cmake -S "$HEADROOM_ROOT" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" \
        && cmake --build "$dir" -j"$(nproc)"
}
