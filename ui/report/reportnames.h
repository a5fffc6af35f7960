#pragma once

#include "catalog/catalog.h"
#include "plan/calibration.h"

#include <QDate>
#include <QString>

namespace Headroom {

struct ModelPlan;
struct TrainingPlan;

// The report names things as people do: the catalog's names of GPUs and models, engines and
// formats by their names, memory parts and engine constants in words; never an id.

/** A date of the report: ISO 8601 ("2026-11-30") in every language, so that no reader takes
 *  the day for the month; a dash when there is none. */
QString reportDate(const QDate &date);

/** The catalog's name of a GPU or a model; the id only when the catalog does not hold it. */
QString gpuDisplayName(const Catalog &catalog, const QString &gpuId);
QString modelDisplayName(const Catalog &catalog, const QString &modelId);

/** `text` (an explanation the advisor wrote with ids) with every GPU and model id of `catalog`
 *  in it replaced by that entry's name. */
QString withCatalogNames(const QString &text, const Catalog &catalog);

/** A part of an advisor's plan: "Llama 3.1 70B: 8 × H100 SXM 80GB, TP4; FP8 weights, FP8 KV
 *  cache; vLLM", with its prefill pool, how it is paid for and the models it shares its GPUs
 *  with, as modelPlanShape() says them but in names. */
QString planPartText(const ModelPlan &part, const Catalog &catalog);

/** A training job of an advisor's plan: "Llama 3.1 8B, LoRA: 8 × H100 SXM 80GB, DP 8, 12.5 h". */
QString trainingPlanText(const TrainingPlan &plan, const Catalog &catalog);

/** What a calibration is for: "Engine constants, vLLM on H100 SXM 80GB". */
QString calibrationTitle(const Calibration &calibration, const Catalog &catalog);
/** Its constants by name with their units: "Activation peak, dense models: 5.10 GiB; ...". */
QString calibrationConstantsText(const Calibration &calibration);

} // namespace Headroom
