#pragma once

#include "calibration/measurement.h"
#include "catalog/catalog.h"
#include "plan/project.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Headroom {

/** The fields of a measured run that identify a deployment. */
enum class MatchField { Model, Gpu, Engine, TensorParallel };

QString matchFieldId(MatchField field); // "model", "gpu", "engine", "tp"
QString matchFieldName(MatchField field); // translated

/** What the user confirms when a file does not say (the CLI's --model, --gpu, --engine, --tp,
 *  --deployment; the UI's match dialog). Empty / 0 = not given. A given field replaces what the
 *  file states. */
struct MatchHints
{
    QString deploymentId;
    QString modelId;
    QString gpuId;
    std::optional<EngineKind> engine;
    int tensorParallel = 0;
};

/** A run matched to the project: what its fields resolved to in the catalog, the deployments
 *  that agree with every resolved field, and the fields that could not be resolved (unmatched:
 *  to be asked, never guessed). Matched when no field is open and one deployment agrees; the
 *  file's TP may be left out when only one deployment runs that model, GPU and engine. */
struct RunMatch
{
    QString modelId; // catalog id; empty when unresolved
    QString gpuId;
    std::optional<EngineKind> engine;
    int tensorParallel = 0; // 0 = the file does not say
    QStringList deploymentIds; // inference deployments of the project agreeing with the fields
    QList<MatchField> unmatched; // fields the file does not state or the catalog lacks
    /** Fields where the file names another catalog model, GPU or engine than the chosen
     *  deployment or the user's answer: the run is refused (a 8B benchmark never calibrates a
     *  70B deployment). */
    QList<MatchField> contradicted;
    QStringList problems; // translated: why a field did not resolve, or why no deployment agrees

    bool matched() const
    {
        return unmatched.isEmpty() && contradicted.isEmpty() && deploymentIds.size() == 1;
    }
};

/** The catalog model a file names: catalog id, display name or Hugging Face repo, case
 *  insensitive, with or without the organisation ("meta-llama/"), a ".gguf" file name's
 *  quantisation, and suffixes such as "-Instruct", "-Chat", "-it", "-hf", "-FP8", "-AWQ".
 *  Empty when none or more than one fits. */
QString matchModelId(const Catalog &catalog, const QString &name);

/** The catalog GPU a runtime names ("NVIDIA H100 80GB HBM3" -> h100-sxm-80gb, "NVIDIA
 *  A100-SXM4-40GB" -> a100-sxm-40gb, "NVIDIA GeForce RTX 4090" -> rtx-4090-24gb): the entry
 *  sharing the model number and most other words; PCIe, NVL and server variants only when the
 *  name says so. Empty when none or no single best. */
QString matchGpuId(const Catalog &catalog, const QString &name);

/** "vllm", "vLLM", "sglang", "tensorrt-llm", "trt-llm", "trtllm", "llama.cpp", "llamacpp",
 *  "transformers" (any case). */
std::optional<EngineKind> matchEngine(const QString &name);

/** Matches one run to the inference deployments of `project` (catalog: catalogForProject()).
 *  A field the file states is checked against the chosen deployment and the hints: where it
 *  names another catalog entry the run is refused (RunMatch::contradicted), with the reason. */
RunMatch matchRun(const Catalog &catalog, const Project &project, const MeasuredRun &run,
                  const MatchHints &hints = {});

/** A configuration and deployment for a run the project has none for. */
struct ProposedDeployment
{
    Configuration configuration;
    Deployment deployment;
};

/** What a run ran on, built from the fields it resolved to (the file's or the user's: model,
 *  GPU, engine, TP) where no deployment of the project agrees: one replica of TP GPUs, the
 *  weights the file states (the model's served weights otherwise), newDeployment()'s defaults
 *  for the rest, ids made from those fields. Nothing while a field is open or contradicted, or
 *  when a deployment agrees. `calibrate` fits against it, so a calibration needs no matching
 *  deployment; the calibration it stores applies to every deployment of that GPU x engine. */
std::optional<ProposedDeployment> proposedDeployment(const Catalog &catalog, const RunMatch &m,
                                                     const MeasuredRun &run);

} // namespace Headroom
