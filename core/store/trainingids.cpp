#include "store/trainingids.h"

#include <array>
#include <utility>

namespace Headroom {

namespace {

template<typename Enum, std::size_t N>
QString idOf(const std::array<std::pair<Enum, const char *>, N> &table, Enum value)
{
    for (const auto &[e, id] : table) {
        if (e == value)
            return QString::fromLatin1(id);
    }
    return {};
}

template<typename Enum, std::size_t N>
std::optional<Enum> fromId(const std::array<std::pair<Enum, const char *>, N> &table, QStringView id)
{
    for (const auto &[e, name] : table) {
        if (id == QLatin1StringView(name))
            return e;
    }
    return std::nullopt;
}

constexpr std::array<std::pair<Optimizer, const char *>, 4> kOptimizers {{
        {Optimizer::AdamW, "adamw"},
        {Optimizer::AdamW8bit, "adamw-8bit"},
        {Optimizer::Sgd, "sgd"},
        {Optimizer::AdamWBf16, "adamw-bf16"},
}};

constexpr std::array<std::pair<LoraTargets, const char *>, 3> kLoraTargets {{
        {LoraTargets::Attention, "attention"},
        {LoraTargets::Mlp, "mlp"},
        {LoraTargets::AllLinear, "all-linear"},
}};

constexpr std::array<std::pair<TrainingOffload, const char *>, 3> kOffloads {{
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
    return fromId(kOptimizers, id);
}

std::optional<LoraTargets> loraTargetsFromId(QStringView id)
{
    return fromId(kLoraTargets, id);
}

std::optional<TrainingOffload> trainingOffloadFromId(QStringView id)
{
    return fromId(kOffloads, id);
}

} // namespace Headroom
