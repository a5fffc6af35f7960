#pragma once

#include "estimate/engineprofile.h"
#include "plan/calibration.h"
#include "plan/deployment.h"
#include "spec/formats.h"
#include "units/result.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace Headroom {

/** One engine constant a deployment may override (Deployment::engineOverrides), in the unit
 *  people read it in (fractions, ms, us, s, GiB, counts). Ids are stable and lower case: the
 *  project file, the CLI (`estimate --engine-constant id=value`) and the inspector use them. */
struct EngineConstant
{
    QString id; // "mbu", "step_overhead_ms", ...
    QString name; // translated
    QString unit; // translated, empty for fractions and counts
    double minimum = 0;
    double maximum = 0;
    int decimals = 2; // 0 = a whole number
};

/** The parameters that matter for a deployment of `mode`: the memory and speed constants for
 *  inference, the memory constants of the PyTorch profile for the training modes. */
QList<EngineConstant> engineConstants(DeploymentMode mode);

/** Any parameter by id, whatever the mode; empty for an unknown id. */
std::optional<EngineConstant> engineConstant(const QString &id);

/** The value of `id` in `profile` in the parameter's unit; the per-GPU-class factors (MBU,
 *  MFU, step overhead) are those of `gpuClass`. 0 for an unknown id. */
double engineConstantValue(const EngineProfile &profile, const QString &id, GpuClass gpuClass);

/** Where that value comes from, translated: "measured (source)", "assumed (why)", "vLLM
 *  default (...)" or "set by the user". */
QString engineConstantSource(const EngineProfile &profile, const QString &id, GpuClass gpuClass);

/** `profile` with each override applied (for `gpuClass` where the constant is per class) and
 *  marked as set by the user. Fails, naming the id, for an unknown id, a value that is not a
 *  finite number in [minimum, maximum], or a fraction where a whole number is needed. */
Result<EngineProfile> applyEngineOverrides(EngineProfile profile,
                                           const QMap<QString, double> &overrides,
                                           GpuClass gpuClass);

/** `profile` with a project's calibration applied (for `gpuClass` where the constant is per
 *  class), each constant labelled "calibrated (files, date)"; profile.calibrationId names it.
 *  Fails as applyEngineOverrides() does. */
Result<EngineProfile> applyCalibration(EngineProfile profile, const Calibration &calibration,
                                       GpuClass gpuClass);

/** The engine constants a deployment is estimated with on a GPU of `gpuClass`, in one place for
 *  the estimate, the inspector's constants table and the CLI: its engine's defaults, then the
 *  PyTorch constants in a training mode (trainingEngineProfile()), then the project's
 *  calibration for its GPU x engine (inference only; calibrationFor()), then d.engineOverrides.
 *  Fails as applyEngineOverrides() does. */
Result<EngineProfile> effectiveEngineProfile(const Deployment &d, GpuClass gpuClass,
                                             const Calibration *calibration = nullptr);

/** The same, but an override that cannot apply is left out and its message appended to
 *  `problems` (the inspector shows the rest and says what was wrong). */
EngineProfile effectiveEngineProfile(const Deployment &d, GpuClass gpuClass, QStringList &problems,
                                     const Calibration *calibration = nullptr);

} // namespace Headroom
