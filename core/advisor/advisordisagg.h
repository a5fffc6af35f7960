#pragma once

// The advisor's disaggregated prefill/decode search (docs/advisor.md "Disaggregated prefill and
// decode"): internal to advise() (advisorsearch.cpp searches, advisor.cpp grows), sizing with
// the advisor's sizer; the pairs are sized by advisordisaggpair.h.

#include "advisor/advisor.h"
#include "advisor/advisorsizer.h"

#include <limits>

namespace Headroom::AdvisorDisagg {

/** One model of the workload and the advisor's sizer (advisorsizer.h) that sizes and costs it. */
struct ModelSizing
{
    AdvisorSizer &sizer;
    int modelIndex = 0;
};

/** A decode shape that passed advise()'s bounds, with its cost bound (one model). */
struct DecodeShape
{
    AdvisorCandidate candidate;
    double costLow = 0;
};

/** Where the search stops and what it shares with the colocated search of the same model. */
struct Limits
{
    bool capped = false; // one model: stop beyond costRatio x the cheapest
    double costRatio = 0;
    qsizetype window = 20; // the table's window: stop when it is full of cheaper plans
    const std::atomic<bool> *cancel = nullptr;
};

struct Shared
{
    double cheapest = std::numeric_limits<double>::infinity(); // found so far, either way
    QList<double> tableCosts; // the cheapest costs found, up to Limits::window, ascending
};

/** Engines that serve prefill and decode apart (vLLM, SGLang, TensorRT-LLM with Dynamo). */
bool engineDisaggregates(EngineKind engine);

/** The prefill shapes (GPU, TP) of `space` that fit the decode candidate's formats, engine and
 *  PP (the weights fit each prefill GPU), on GPUs of the decode GPU's vendor (the KV transfer
 *  path joins one vendor's GPUs); only its own GPU type without a mixed fleet. */
QList<std::pair<QString, int>> prefillShapes(const Catalog &catalog,
                                             const AdvisorWorkload &workload,
                                             const QList<AdvisorCandidate> &space,
                                             const AdvisorCandidate &decode);

/** Sizes one disaggregated shape (no bounds). */
std::optional<ModelPlan> size(const ModelSizing &sizing, const DisaggregatedCandidate &candidate,
                              Rejection *why);

/** The search of one model: decode shapes (sorted by cost bound) x the prefill shapes of
 *  `space`, best first by an exact lower bound of each pair's cost, until the cost cap or the
 *  table's window ends it. Returns the parts that serve the traffic within the constraints. */
QList<ModelPlan> search(const ModelSizing &sizing, const QList<DecodeShape> &shapes,
                        const QList<AdvisorCandidate> &space, const Limits &limits, Shared &shared,
                        AdvisorResult &result);

/** A part that missed its targets in the simulation, with more replicas in the pool(s) that
 *  missed: the prefill pool for the TTFT, the decode pool for the TPOT (both when saturated). */
std::optional<ModelPlan> grow(const ModelSizing &sizing, const ModelPlan &part, Rejection *why);

} // namespace Headroom::AdvisorDisagg
