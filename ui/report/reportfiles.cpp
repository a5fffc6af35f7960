#include "report/reportwriter.h"

#include "charts/chartmodels.h"
#include "models/comparisonmodel.h"
#include "report/reporttext.h"

#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <cmath>

// CSV and chart image exports; the PDF report is in reportwriter.cpp.

namespace Headroom {

namespace {

QString number(double v)
{
    // raw (C locale, no grouping) but not 15 digits: hundredths from 1 up (cents, tok/s,
    // months, seconds), 6 significant digits below (0.549861 s)
    if (!std::isfinite(v))
        return {};
    QString text = std::abs(v) >= 1 ? QString::number(v, 'f', 2) : QString::number(v, 'g', 6);
    if (text.contains(u'.') && !text.contains(u'e')) {
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(u'.'))
            text.chop(1);
    }
    return text == u"-0" ? QStringLiteral("0") : text;
}

QString optionalNumber(const std::optional<double> &v)
{
    return v ? number(*v) : QString();
}

} // namespace

Result<void> reportFileError(const QString &path, const QString &detail)
{
    return fail(ReportText::tr("Could not write \"%1\": %2")
                        .arg(QDir::toNativeSeparators(path), detail),
                path);
}

// ---- CSV

QString csvField(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n')
        && !text.contains(u'\r'))
        return text;
    QString quoted = text;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

Result<void> writeCsv(const QList<QStringList> &rows, const QString &path)
{
    QString text;
    for (const QStringList &row : rows) {
        QStringList fields;
        for (const QString &f : row)
            fields.append(csvField(f));
        text += fields.join(u',') + QStringLiteral("\r\n");
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return reportFileError(path, file.errorString());
    file.write(text.toUtf8());
    if (!file.commit())
        return reportFileError(path, file.errorString());
    return {};
}

Result<void> writeComparisonCsv(const Project &project, const Catalog &catalog, const QString &path)
{
    const QList<ComparisonRow> rows = comparisonRows(project, catalog);
    const Currency currency = displayedCurrency(project);
    QList<QStringList> table;
    QStringList header {ReportText::tr("Configuration id")};
    for (int c = 0; c < ComparisonModel::ColumnCount; ++c)
        header.append(ComparisonModel::columnTitle(c, currency));
    table.append(header);
    for (const ComparisonRow &row : rows) {
        QStringList cells {row.configuration.id, row.name};
        for (int c = 1; c < ComparisonModel::ColumnCount; ++c)
            cells.append(optionalNumber(ComparisonModel::rawValue(row, c)));
        table.append(cells);
    }
    return writeCsv(table, path);
}

Result<void> writeCostCurvesCsv(const CostAssumptions &assumptions, const QString &path)
{
    CostCurveModel model;
    model.setAssumptions(assumptions);
    const QString code = currencyCode(assumptions.currency);
    QList<QStringList> table;
    QStringList header;
    for (int c = 0; c < CostCurveModel::ColumnCount; ++c)
        header.append(c == 0 ? CostCurveModel::curveName(c)
                             : ReportText::tr("%1 cumulative (%2)")
                                       .arg(CostCurveModel::curveName(c), code));
    table.append(header);
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < CostCurveModel::ColumnCount; ++c)
            cells.append(number(model.data(model.index(r, c)).toDouble()));
        table.append(cells);
    }
    return writeCsv(table, path);
}

Result<void> writeSpeedCsv(const QList<LabelledCurve> &curves, const QString &path)
{
    QList<QStringList> table {
            {ReportText::tr("Deployment"), ReportText::tr("Concurrency (sequences)"),
             ReportText::tr("Per user (tokens/s)"), ReportText::tr("Total per replica (tokens/s)"),
             ReportText::tr("TTFT (s)"), ReportText::tr("TPOT (s)")}};
    for (const LabelledCurve &c : curves)
        for (const SpeedPoint &p : c.curve)
            table.append({c.label, QString::number(p.concurrency),
                          number(p.tokensPerSecondPerSequence), number(p.totalTokensPerSecond),
                          number(p.ttftSeconds), number(p.tpotSeconds)});
    return writeCsv(table, path);
}

// ---- chart images

Result<void> writeChartImage(QChartView *view, const QString &path, QSize size)
{
    if (!view)
        return fail(ReportText::tr("There is no chart to export"));
    if (!size.isValid())
        size = view->size().expandedTo(QSize(640, 360));
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QSize old = view->size();
    view->resize(size);
    Result<void> result;
    if (suffix == u"svg") {
        QBuffer buffer;
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(view->chart()->title());
        QPainter painter(&svg);
        view->QWidget::render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
        painter.end();
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            result = reportFileError(path, file.errorString());
        else {
            file.write(buffer.data());
            if (!file.commit())
                result = reportFileError(path, file.errorString());
        }
    } else if (suffix == u"png") {
        QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2);
        image.fill(view->palette().color(QPalette::Base));
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        view->QWidget::render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
        painter.end();
        if (!image.save(path, "PNG"))
            result = reportFileError(path, ReportText::tr("cannot write the image"));
    } else {
        result = fail(ReportText::tr("Choose a file ending in .png or .svg, not \"%1\"")
                              .arg(QFileInfo(path).fileName()));
    }
    view->resize(old);
    return result;
}

} // namespace Headroom
