#!/usr/bin/env bash
# Installs what is missing, builds Headroom and launches it on the built-in sample project.
# Without a display it renders the window offscreen to build/headroom-window.png instead.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$HEADROOM_ROOT"

install_missing_packages
step build-app configure_and_build build/app -DHEADROOM_BUILD_TESTS=OFF

app="$HEADROOM_ROOT/build/app/app/gui/headroom"
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
    exec "$app" --sample "$@"
fi
QT_QPA_PLATFORM=offscreen "$app" --sample --screenshot "$HEADROOM_ROOT/build/headroom-window.png" "$@"
echo "No display: rendered the window to build/headroom-window.png"
