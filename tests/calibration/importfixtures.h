#pragma once

// The importers' tests (tst_calibrationimport, tst_import*): the fixtures of
// tests/data/calibration (README.md there names each format's source and version), read as the
// app reads them, and their figures compared to the printed digits.

#include "calibration/importers.h"

#include <QFile>
#include <QString>
#include <QTest>

#include <algorithm>
#include <cmath>

inline QString fixture(const QString &name)
{
    return QStringLiteral(HEADROOM_TEST_DATA_DIR "/calibration/") + name;
}

inline QByteArray bytes(const QString &name)
{
    QFile f(fixture(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(name));
    return f.readAll();
}

inline QList<Headroom::MeasuredRun> read(const QString &name)
{
    const auto runs = Headroom::importMeasurementFile(fixture(name));
    if (!runs)
        qFatal("%s: %s", qPrintable(name), qPrintable(runs.error().message));
    return *runs;
}

/** The file's figure, compared to the printed digits (relative 1e-9). */
inline bool same(const std::optional<double> &value, double expected)
{
    return value && std::abs(*value - expected) <= 1e-9 * std::max(1.0, std::abs(expected));
}

#define CHECK_FIGURE(value, expected) \
    QVERIFY2(same(value, expected), \
             qPrintable(QStringLiteral(#value " = %1, expected %2") \
                                .arg((value) ? QString::number(*(value), 'g', 12) : u"none"_qs) \
                                .arg(expected, 0, 'g', 12)))
