# bench_store: save and load a 500-deployment project, print ms figures (not a ctest test).
# Included from tests/bench/CMakeLists.txt: include(${CMAKE_CURRENT_SOURCE_DIR}/store.cmake)
qt_add_executable(bench_store ${CMAKE_CURRENT_LIST_DIR}/bench_store.cpp)
target_link_libraries(bench_store PRIVATE headroom_core headroom_settings Qt6::Sql)
set_target_properties(bench_store PROPERTIES WIN32_EXECUTABLE OFF MACOSX_BUNDLE OFF)
