#pragma once

#include "spec/formats.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

namespace Headroom {

/** One file a calibration was fitted to: its name (no directory) and the date of its runs. */
struct CalibrationSource
{
    QString fileName;
    QDateTime date;

    friend bool operator==(const CalibrationSource &, const CalibrationSource &) = default;
};

/** Engine constants fitted to the user's own measurements (issue 21, docs/calibration.md) for
 *  one GPU x engine. They apply to every inference deployment of that engine on a configuration
 *  of that GPU, between the engine's defaults and the deployment's own engineOverrides
 *  (effectiveEngineProfile()), and every view labels them "calibrated". */
struct Calibration
{
    QString id;
    QString gpuId; // catalog id of the GPU the runs were measured on
    EngineKind engine = EngineKind::Vllm;
    QMap<QString, double> constants; // engine constant id (engineconstants.h) -> value
    QList<CalibrationSource> sources;
    QDateTime created;
    QString note;

    friend bool operator==(const Calibration &, const Calibration &) = default;
};

/** The calibration that applies to a deployment of `engine` on `gpuId`: the last one in
 *  `calibrations` for that pair (the newest accepted); null when none. */
const Calibration *calibrationFor(const QList<Calibration> &calibrations, const QString &gpuId,
                                  EngineKind engine);

/** "bench.json, vllm.log; 2026-11-30": the files and the newest run's date (else the
 *  calibration's), what a calibrated constant's label names ("calibrated (%1)"). */
QString calibrationSourceText(const Calibration &calibration);

/** {"id", "gpu", "engine", "constants": {id: value}, "sources": [{"file", "date"}], "created",
 *  "note"}: `open --json` and `calibrate --json`. */
QJsonObject calibrationToJson(const Calibration &calibration);

} // namespace Headroom
