#pragma once

// The `estimate` command's output (estimateoutput.cpp): tables for people, JSON for programs.

#include "cliio.h"
#include "estimate/memorybreakdown.h"
#include "estimate/solvers.h"
#include "estimate/speed.h"
#include "estimate/trainingsolvers.h"

#include <QJsonObject>

#include <cstdint>

namespace Headroom::Cli {

/** The speed of an inference deployment: TTFT, TPOT, throughput, the simulated spread, the
 *  disaggregated pools, the targets and the cost per token, each figure's explanation. */
void printPerformance(CliIo &io, const SpeedEstimate &t);

/** The memory of an inference deployment and the solvers' answers as `estimate --json` gives
 *  them. */
QJsonObject inferenceToJson(const ModelSpec &model, const GpuSpec &gpu, const MemoryBreakdown &m,
                            std::int64_t maxBatch, std::int64_t maxContext, int minGpus);
/** The same as a table for people. */
void printInferenceTable(CliIo &io, const ModelSpec &model, const GpuSpec &gpu, EngineKind engine,
                         const MemoryBreakdown &m, std::int64_t maxBatch, std::int64_t maxContext,
                         const MinGpusAnswer &min);

/** The memory of a training run and its solvers' answers, as JSON and as a table. */
QJsonObject trainingToJson(const ModelSpec &model, const GpuSpec &gpu, const Deployment &d,
                           const MemoryBreakdown &m, std::int64_t maxMicroBatch,
                           std::int64_t maxSequence, const TrainingGpusAnswer &min);
void printTrainingTable(CliIo &io, const ModelSpec &model, const GpuSpec &gpu, const Deployment &d,
                        const MemoryBreakdown &m, std::int64_t maxMicroBatch,
                        std::int64_t maxSequence, const TrainingGpusAnswer &min);

} // namespace Headroom::Cli
