# The engine constants editor (Engine helper). Included from ui/inspector/CMakeLists.txt:
#   include(engineconstants.cmake)
# Guarded, with absolute paths, so that it may be included from ui/CMakeLists.txt as well.
include_guard(GLOBAL)
target_sources(headroom_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/engineconstantseditor.cpp
    ${CMAKE_CURRENT_LIST_DIR}/engineconstantseditor.h)
