# Installation as a desktop application (GNU layout) and the Debian package (CPack):
#   cmake --install build/full --prefix /usr          # or DESTDIR=... for staging
#   (cd build/full && cpack -G DEB)                    # headroom_<version>_<arch>.deb
# tests/install/check-install.sh checks the installed tree; scripts/check-package.sh installs the
# .deb and opens a plan file with the installed app.
include(GNUInstallDirs)

set(HEADROOM_APP_ID io.headroom.Headroom)
set(headroom_desktop_dir ${PROJECT_SOURCE_DIR}/resources/desktop)

install(TARGETS headroom-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
if(TARGET headroom)
    install(TARGETS headroom RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
    install(FILES ${headroom_desktop_dir}/${HEADROOM_APP_ID}.desktop
            DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
    install(FILES ${headroom_desktop_dir}/${HEADROOM_APP_ID}.metainfo.xml
            DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
    install(FILES ${headroom_desktop_dir}/${HEADROOM_APP_ID}.mime.xml
            DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages
            RENAME ${HEADROOM_APP_ID}.xml)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/headroom.svg
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
            RENAME ${HEADROOM_APP_ID}.svg)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/headroom.svg
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/mimetypes
            RENAME application-x-headroom-project.svg)
endif()

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME headroom)
set(CPACK_PACKAGE_VENDOR Headroom)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "LLM GPU capacity planner: memory, speed and cost per GPU")
set(CPACK_PACKAGE_DESCRIPTION
    "Headroom plans the GPUs to rent or buy for serving and fine-tuning large language models:\n"
    "per-GPU memory, tokens per second, time to first token, cost per token and rent vs buy.")
set(CPACK_PACKAGE_CONTACT "Headroom developers <developers@headroom.invalid>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON) # libqt6* and libc from the binaries (dpkg-shlibdeps)
# the SQLite driver is a plug-in loaded at run time, which dpkg-shlibdeps cannot see;
# shared-mime-info registers *.headroom
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, shared-mime-info")
if(TARGET headroom)
    set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "desktop-file-utils, hicolor-icon-theme")
endif()
include(CPack)
