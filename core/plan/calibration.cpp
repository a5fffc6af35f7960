#include "plan/calibration.h"

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

} // namespace Headroom
