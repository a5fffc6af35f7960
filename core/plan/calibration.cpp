#include "plan/calibration.h"

#include <QJsonArray>
#include <QStringList>

namespace Headroom {

const Calibration *calibrationFor(const QList<Calibration> &calibrations, const QString &gpuId,
                                  EngineKind engine)
{
    for (auto it = calibrations.crbegin(); it != calibrations.crend(); ++it) {
        if (it->engine == engine && it->gpuId == gpuId)
            return &*it;
    }
    return nullptr;
}

QString calibrationSourceText(const Calibration &calibration)
{
    QStringList files;
    QDateTime newest;
    for (const CalibrationSource &s : calibration.sources) {
        if (!files.contains(s.fileName))
            files.append(s.fileName);
        if (s.date.isValid() && (!newest.isValid() || s.date > newest))
            newest = s.date;
    }
    if (!newest.isValid())
        newest = calibration.created;
    const QString date = newest.isValid() ? newest.date().toString(Qt::ISODate) : QString();
    if (files.isEmpty())
        return date;
    if (date.isEmpty())
        return files.join(QStringLiteral(", "));
    return files.join(QStringLiteral(", ")) + QStringLiteral("; ") + date;
}

QJsonObject calibrationToJson(const Calibration &calibration)
{
    QJsonObject constants;
    for (auto it = calibration.constants.cbegin(); it != calibration.constants.cend(); ++it)
        constants.insert(it.key(), it.value());
    QJsonArray sources;
    for (const CalibrationSource &s : calibration.sources)
        sources.append(QJsonObject {{QStringLiteral("file"), s.fileName},
                                    {QStringLiteral("date"), s.date.toUTC().toString(Qt::ISODate)}});
    return {{QStringLiteral("id"), calibration.id},
            {QStringLiteral("gpu"), calibration.gpuId},
            {QStringLiteral("engine"), engineId(calibration.engine)},
            {QStringLiteral("constants"), constants},
            {QStringLiteral("sources"), sources},
            {QStringLiteral("created"), calibration.created.toUTC().toString(Qt::ISODate)},
            {QStringLiteral("note"), calibration.note}};
}

} // namespace Headroom
