#pragma once

// The tests of one folder are one program (tests/CMakeLists.txt, headroom_add_test()): each test
// file registers its Qt Test class under the file's name, and testmain.cpp runs the one named on
// the command line (`tests_estimate tst_solvers [Qt Test options]`), one test per process as
// before. These are Qt's QTEST_MAIN, QTEST_GUILESS_MAIN and QTEST_APPLESS_MAIN with a registered
// function in place of main(): the same application object, initMain() and source path.
// A folder's tests are linked together: a test file keeps its helpers in an anonymous namespace
// (or shares them inline from a header), so that two files' helpers of one name never merge.

#include <QTest>

namespace Headroom::TestRegistry {

using Run = int (*)(int argc, char *argv[]);

/** Registers `run` under the base name of `sourceFile` without its extension ("tst_solvers"). */
bool add(const char *sourceFile, Run run);

} // namespace Headroom::TestRegistry

#define HEADROOM_TEST_WRAPPER(TestObject, ...) \
    namespace { \
    int headroomRunTest(int argc, char *argv[]) \
    { \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>(); \
        __VA_ARGS__ \
        TestObject tc; \
        QTEST_SET_MAIN_SOURCE_PATH \
        return QTest::qExec(&tc, argc, argv); \
    } \
    [[maybe_unused]] const bool headroomTestRegistered \
            = Headroom::TestRegistry::add(__FILE__, &headroomRunTest); \
    }

/** QTEST_MAIN: a QApplication where the program links Qt Widgets, else a QGuiApplication or a
 *  QCoreApplication. */
#define HEADROOM_TEST_MAIN(TestObject) HEADROOM_TEST_WRAPPER(TestObject, QTEST_MAIN_SETUP())
/** QTEST_GUILESS_MAIN: a QCoreApplication. */
#define HEADROOM_TEST_GUILESS_MAIN(TestObject) \
    HEADROOM_TEST_WRAPPER(TestObject, QTEST_QAPP_SETUP(QCoreApplication))
/** QTEST_APPLESS_MAIN: no application object. */
#define HEADROOM_TEST_APPLESS_MAIN(TestObject) HEADROOM_TEST_WRAPPER(TestObject)
