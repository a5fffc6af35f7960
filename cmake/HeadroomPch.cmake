# Precompiled headers: four headers, each compiled once per build and reused by every target of
# its kind (REUSE_FROM), because parsing Qt's and the standard library's headers was 70-90 % of
# a translation unit's compile time (gcc -ftime-report: core/store/rowreader.cpp 2.25 s plain,
# 0.9 s with the core header). Over the whole core library the gain is smaller: 212 s cold on
# two cores with these headers, 262 s without them (the latter with ccache, as before).
# -Winvalid-pch makes a target whose flags stopped matching its header's say so (an error in CI)
# instead of silently compiling without it.
#   core      Qt Core and the standard library: headroom_core, the CLI, translations, benchmarks
#   core_test the same and Qt Test: tests of the core and the CLI
#   gui       core's and Qt Widgets: headroom_ui and the application
#   gui_test  gui's and Qt Test (its GUI half): tests of the UI
# -DHEADROOM_PCH=OFF (the option is in the top CMakeLists.txt) compiles every file on its own,
# for tools that cannot read GCC's .gch, and with ccache (cmake/HeadroomSettings.cmake).

set(headroom_pch_core_headers
    <algorithm> <cmath> <functional> <limits> <map> <memory> <optional> <vector>
    <QtCore/QCoreApplication> <QtCore/QDateTime> <QtCore/QDir> <QtCore/QFile>
    <QtCore/QHash> <QtCore/QJsonArray> <QtCore/QJsonDocument> <QtCore/QJsonObject>
    <QtCore/QList> <QtCore/QLocale> <QtCore/QMap> <QtCore/QObject>
    <QtCore/QRegularExpression> <QtCore/QSet> <QtCore/QString> <QtCore/QStringList>
    <QtCore/QVariant>)
set(headroom_pch_gui_headers
    <QtWidgets/QApplication> <QtWidgets/QComboBox> <QtWidgets/QLabel> <QtWidgets/QLayout>
    <QtWidgets/QPushButton> <QtWidgets/QWidget> <QtGui/QPainter>)

function(headroom_pch_target kind)
    set(name headroom_pch_${kind})
    add_library(${name} OBJECT ${PROJECT_SOURCE_DIR}/cmake/pch.cpp)
    target_link_libraries(${name} PRIVATE headroom_settings ${ARGN})
    set(headers ${headroom_pch_core_headers})
    if(kind MATCHES "^gui")
        list(APPEND headers ${headroom_pch_gui_headers})
    endif()
    if(kind MATCHES "_test$")
        list(APPEND headers <QtTest/QTest>)
    endif()
    target_precompile_headers(${name} PRIVATE ${headers})
    headroom_pch_test_defines(${name} ${kind})
endfunction()

# Qt Test defines QT_TESTCASE_BUILDDIR and _SOURCEDIR per target (for QFINDTESTDATA, which no
# Headroom test uses: they read HEADROOM_TEST_DATA_DIR), and qtest.h tests them, so one header
# could not serve two test programs. Test kinds leave both undefined.
function(headroom_pch_test_defines target kind)
    if(kind MATCHES "_test$")
        target_compile_options(${target} PRIVATE -UQT_TESTCASE_BUILDDIR -UQT_TESTCASE_SOURCEDIR)
    endif()
endfunction()

# headroom_use_pch(<target> <kind>): <target> compiles with the <kind> header.
function(headroom_use_pch target kind)
    if(HEADROOM_PCH)
        target_precompile_headers(${target} REUSE_FROM headroom_pch_${kind})
        headroom_pch_test_defines(${target} ${kind})
    endif()
endfunction()

if(HEADROOM_PCH)
    target_compile_options(headroom_settings INTERFACE -Winvalid-pch)
    headroom_pch_target(core Qt6::Core)
    if(HEADROOM_BUILD_TESTS)
        headroom_pch_target(core_test Qt6::Core Qt6::Test)
    endif()
    if(HEADROOM_BUILD_GUI)
        headroom_pch_target(gui Qt6::Widgets)
        if(HEADROOM_BUILD_TESTS)
            headroom_pch_target(gui_test Qt6::Widgets Qt6::Test)
        endif()
    endif()
endif()
