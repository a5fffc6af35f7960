# One INTERFACE target that carries the language standard, warnings and strict Qt defines.
# Every Headroom target links it; nothing else sets compile flags.
set(CMAKE_CXX_EXTENSIONS OFF)
set(CMAKE_EXPORT_COMPILE_COMMANDS ON)

add_library(headroom_settings INTERFACE)
target_compile_features(headroom_settings INTERFACE cxx_std_23)
target_compile_options(headroom_settings INTERFACE
    -Wall -Wextra -pedantic -Wold-style-cast -Woverloaded-virtual -Wnon-virtual-dtor)
if(DEFINED ENV{CI} AND "$ENV{CI}" STREQUAL "true")
    target_compile_options(headroom_settings INTERFACE -Werror)
endif()
target_compile_definitions(headroom_settings INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CAST_FROM_BYTEARRAY
    QT_NO_CONTEXTLESS_CONNECT
    QT_NO_FOREACH
    QT_USE_QSTRINGBUILDER
    QT_NO_URL_CAST_FROM_STRING
    QT_STRICT_ITERATORS
    HEADROOM_VERSION_STRING="${PROJECT_VERSION}")
if(HEADROOM_SANITIZE)
    target_compile_options(headroom_settings INTERFACE
        -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    target_link_options(headroom_settings INTERFACE -fsanitize=address,undefined)
endif()

# ccache only without the precompiled headers: with them a cold cache made the core library
# build slower, not faster (255 s with ccache, 212 s without, two cores, 2026-12-07), and CI
# builds cold.
find_program(HEADROOM_CCACHE ccache)
if(HEADROOM_CCACHE AND NOT HEADROOM_PCH)
    set(CMAKE_CXX_COMPILER_LAUNCHER "${HEADROOM_CCACHE}")
endif()
