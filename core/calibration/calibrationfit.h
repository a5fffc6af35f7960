#pragma once

#include "calibration/calibrationmatch.h"
#include "calibration/measurement.h"
#include "catalog/catalog.h"
#include "plan/project.h"
#include "units/result.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace Headroom {

/** One measured run matched to a deployment, as the fit estimates it: the deployment (its
 *  workload set to the run's concurrency or request rate and lengths) on one replica of its
 *  configuration (the benchmark's server). calibrationPoint() builds it. */
struct CalibrationPoint
{
    Configuration configuration;
    Deployment deployment;
    MeasuredRun run;
};

/** The point for `run` on deployment `deploymentId` of `project`: the run's concurrency (closed
 *  loop; all requests at once when the rate is unbounded and no concurrency is stated) or
 *  request rate (open loop), mean input and output tokens, fixed lengths, no prefix-cache hits;
 *  llama-bench's pp test as a prompt of its length, tg as one user generating. Fails, saying
 *  what is missing, when the run states no workload or the deployment is not in the project. */
Result<CalibrationPoint> calibrationPoint(const Project &project, const QString &deploymentId,
                                          const MeasuredRun &run);

/** A measured figure the fit compares with the estimate. */
enum class FitMetric {
    Ttft, // ms: mean TTFT (median when the file gives no mean)
    Tpot, // ms: mean TPOT (median, else mean ITL)
    OutputThroughput, // output tokens/s of the replica
    PromptThroughput, // llama-bench pp: prompt tokens/s
};

QString fitMetricId(FitMetric metric); // "ttft_ms", "tpot_ms", "output_tok_s", "prompt_tok_s"
QString fitMetricName(FitMetric metric); // translated
/** A MemoryCheck's part in words, translated ("weights" -> "Weights", "kv_cache_pool" -> "KV
 *  cache pool"); the id itself for one it does not know. */
QString memoryCheckName(const QString &part);

/** One figure of one point: measured, and estimated before and after the fit. The fit
 *  minimises the sum of squared log residuals, ln(estimated / measured). */
struct FitResidual
{
    int point = 0; // index into the points given
    FitMetric metric = FitMetric::Tpot;
    double measured = 0;
    double before = 0;
    double after = 0;

    double errorBefore() const { return before / measured - 1; } // relative, signed
    double errorAfter() const { return after / measured - 1; }
};

/** One engine constant (engineconstants.h id): its value before (what the deployments use
 *  now: the engine's default or the project's calibration) and after the fit. */
struct FittedConstant
{
    enum class Basis {
        LeastSquares, // fitted to the speed figures
        MemoryLog, // read from the server logs (median over them)
        Unchanged, // left as it was: the measurements do not determine it
    };
    QString id;
    double before = 0;
    double after = 0;
    Basis basis = Basis::LeastSquares;
    bool atBound = false; // the fit stopped at the parameter's minimum or maximum
};

/** A memory figure a server log states beside Headroom's for the same GPU (per GPU, GiB). */
struct MemoryCheck
{
    int point = 0;
    QString part; // "weights", "kv_cache_pool", "kv_cache_tokens", "activations", "runtime"
    double measured = 0; // GiB (tokens for kv_cache_tokens)
    double before = 0;
    double after = 0;
};

/** What decided a fitted constant, translated: "fitted to the speed", "read from the log",
 *  "not determined" (the CLI and the calibration dialog). */
QString fittedConstantBasisName(FittedConstant::Basis basis);

struct CalibrationFit
{
    QString gpuId;
    EngineKind engine = EngineKind::Vllm;
    QList<FittedConstant> constants;
    QList<FitResidual> residuals;
    QList<MemoryCheck> memory;
    QStringList skipped; // translated: points or figures left out, and why
    int iterations = 0;
    double costBefore = 0; // what the fit minimises: sum of squared (robust) log residuals
    double costAfter = 0;

    /** The calibration keeping the constants in `accepted` (when empty: every one that changed
     *  and did not stop at a bound, "at the limit of the fit"), with the runs' files as its
     *  sources; id and created are left to the caller. */
    Calibration calibration(const QList<CalibrationPoint> &points,
                            const QStringList &accepted = {}) const;
};

struct FitOptions
{
    /** The constants to fit by least squares; empty = mbu (mbu_quantized for <= 6-bit
     *  weights), step_overhead_ms with decode figures and mfu_prefill with TTFT or prompt
     *  figures. A constant a matched deployment sets itself is held. */
    QStringList parameters;
    int maxIterations = 60;
    /** Soft-L1 scale of the log residuals: residuals well under it count as in least squares,
     *  larger ones about as their square root (a few far-off runs do not pull every constant);
     *  0 = plain least squares. */
    double robustScale = 0.1;
};

/** Fits the engine constants of the points' GPU x engine (every point must share both) by
 *  bounded Levenberg-Marquardt on the log residuals of TTFT, TPOT and output throughput (soft-L1
 *  robust, FitOptions::robustScale), each
 *  point estimated by estimateDeployment() with the candidate constants as the project's
 *  calibration; memory constants (non_torch_gib or non_torch_multi_gib, activation_peak_gib or
 *  activation_peak_moe_gib, cuda_graphs_gib, memory_fraction) are set from the logs. `catalog`:
 *  catalogForProject(). Deterministic. Fails when the points share no GPU x engine or none
 *  can be estimated. */
Result<CalibrationFit> fitCalibration(const Catalog &catalog, const Project &project,
                                      const QList<CalibrationPoint> &points,
                                      const FitOptions &options = {});

/** Measured runs matched to the project's deployments, grouped per GPU x engine (what one fit
 *  takes), and the runs that could not be matched to one deployment with what was asked. */
struct MatchedRuns
{
    QList<QList<CalibrationPoint>> groups;
    QList<std::pair<MeasuredRun, RunMatch>> unmatched;
};

/** matchRun() and calibrationPoint() for each run, with `hints` (the user's answers) for all of
 *  them; the groups in GPU then engine order. Fails when a matched run cannot be turned into a
 *  point (calibrationPoint()'s error). Nothing is guessed: a run that does not match exactly one
 *  deployment is returned unmatched. */
Result<MatchedRuns> matchRuns(const Catalog &catalog, const Project &project,
                              const QList<MeasuredRun> &runs, const MatchHints &hints = {});

/** `calibrations` with `calibration` in place of the earlier one for its GPU x engine (or added):
 *  an accepted fit replaces the pair's calibration. */
QList<Calibration> withCalibration(QList<Calibration> calibrations, const Calibration &calibration);

/** Median of |relative error| of one metric, before or after. */
double medianError(const QList<FitResidual> &residuals, FitMetric metric, bool after);

} // namespace Headroom
