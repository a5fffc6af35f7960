#include "store/trainingids.h"

#include "spec/idtable.h"

namespace Headroom {

namespace {

constexpr IdTable<Optimizer, 4> kOptimizers {{
        {Optimizer::AdamW, "adamw"},
        {Optimizer::AdamW8bit, "adamw-8bit"},
        {Optimizer::Sgd, "sgd"},
        {Optimizer::AdamWBf16, "adamw-bf16"},
}};

constexpr IdTable<LoraTargets, 3> kLoraTargets {{
        {LoraTargets::Attention, "attention"},
        {LoraTargets::Mlp, "mlp"},
        {LoraTargets::AllLinear, "all-linear"},
}};

constexpr IdTable<TrainingOffload, 3> kOffloads {{
        {TrainingOffload::None, "none"},
        {TrainingOffload::Optimizer, "optimizer"},
        {TrainingOffload::All, "all"},
}};

} // namespace

QString optimizerId(Optimizer optimizer)
{
    return idOf(kOptimizers, optimizer);
}

QString loraTargetsId(LoraTargets targets)
{
    return idOf(kLoraTargets, targets);
}

QString trainingOffloadId(TrainingOffload offload)
{
    return idOf(kOffloads, offload);
}

std::optional<Optimizer> optimizerFromId(QStringView id)
{
    return fromId(kOptimizers, id, Qt::CaseSensitive);
}

std::optional<LoraTargets> loraTargetsFromId(QStringView id)
{
    return fromId(kLoraTargets, id, Qt::CaseSensitive);
}

std::optional<TrainingOffload> trainingOffloadFromId(QStringView id)
{
    return fromId(kOffloads, id, Qt::CaseSensitive);
}

} // namespace Headroom
