# The catalog (built-in GPUs and models plus user entries) and its data, shipped as Qt resources
# under :/catalog. Included from core/catalog/CMakeLists.txt.
target_sources(headroom_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/catalog.cpp ${CMAKE_CURRENT_LIST_DIR}/catalog.h
    ${CMAKE_CURRENT_LIST_DIR}/catalogsnapshot.cpp ${CMAKE_CURRENT_LIST_DIR}/catalogsnapshot.h
    ${CMAKE_CURRENT_LIST_DIR}/unitcatalog.cpp ${CMAKE_CURRENT_LIST_DIR}/unitcatalog.h
)
qt_add_resources(headroom_core "catalog_data"
    PREFIX /catalog
    BASE ${PROJECT_SOURCE_DIR}/resources/catalog
    FILES
        ${PROJECT_SOURCE_DIR}/resources/catalog/gpus.json
        ${PROJECT_SOURCE_DIR}/resources/catalog/models.json
        ${PROJECT_SOURCE_DIR}/resources/catalog/units.json
)
