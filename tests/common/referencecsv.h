#pragma once

#include <QFile>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <limits>

/** Reads one of the shared reference CSV files (RFC 4180 quoting) as rows keyed by column. */
inline QList<QHash<QString, QString>> readReferenceCsv(const QString &path)
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
