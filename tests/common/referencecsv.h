#pragma once

#include <QFile>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdio>
#include <cstdlib>
#include <limits>

/** Reads a CSV file (RFC 4180 quoting) as rows keyed by column; no rows when it cannot be read. */
inline QList<QHash<QString, QString>> readCsvFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(file.readAll());
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            record.append(field);
            field.clear();
        } else if (c == u'\n') {
            record.append(field);
            field.clear();
            records.append(record);
            record.clear();
        } else if (c != u'\r') {
            field += c;
        }
    }
    if (!field.isEmpty() || !record.isEmpty()) {
        record.append(field);
        records.append(record);
    }
    QList<QHash<QString, QString>> rows;
    if (records.isEmpty())
        return rows;
    const QStringList header = records.takeFirst();
    for (const QStringList &r : records) {
        QHash<QString, QString> row;
        for (qsizetype c = 0; c < header.size() && c < r.size(); ++c)
            row.insert(header.at(c), r.at(c));
        rows.append(row);
    }
    return rows;
}

/** A table of tests/data/reference (README.md there names each source), e.g. "models.csv" or
 *  "benchmarks/trtllm_max_throughput.csv". The tests cannot mean anything without it: when the
 *  file is missing or has no rows, the test program stops at once with a message naming the file
 *  (exit code 1), instead of passing on nothing or crashing on a missing row. */
inline QList<QHash<QString, QString>> referenceTable(const char *file)
{
    const QString path = QStringLiteral(HEADROOM_REFERENCE_DIR "/") + QLatin1StringView(file);
    auto rows = readCsvFile(path);
    if (rows.isEmpty()) {
        std::fprintf(stderr, "FAIL!  : reference data missing or empty: %s\n", qPrintable(path));
        std::fflush(stderr);
        std::exit(EXIT_FAILURE);
    }
    return rows;
}

/** The leading number of a CSV cell such as "~500 (derived)" or "180 usable"; nan if none. */
inline double leadingNumber(const QString &cell)
{
    QString digits;
    for (const QChar c : cell.trimmed()) {
        if (c == u'~' && digits.isEmpty())
            continue;
        if (c.isDigit() || c == u'.')
            digits += c;
        else if (c == u',' && !digits.isEmpty())
            continue;
        else
            break;
    }
    bool ok = false;
    const double value = digits.toDouble(&ok);
    return ok ? value : std::numeric_limits<double>::quiet_NaN();
}
