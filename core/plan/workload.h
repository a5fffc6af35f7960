#pragma once

#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace Headroom {

/** How requests arrive (docs/estimation.md "Under load"). */
enum class LoadKind {
    ClosedLoop, // concurrentSequences users, each sends its next request when the last one ends
    OpenLoop, // Poisson arrivals at arrivalRate requests per second
};

/** A token length: fixed, or drawn per request around its mean. */
struct LengthDistribution
{
    enum class Kind {
        Fixed,
        Uniform, // mean x [1 - spread, 1 + spread]
        Exponential, // mean, at least 1 token
    };
    Kind kind = Kind::Fixed;
    double mean = 1;
    double spread = 0; // Uniform only, 0..1

    friend bool operator==(const LengthDistribution &, const LengthDistribution &) = default;
};

QString loadKindId(LoadKind kind); // "closed", "open"
std::optional<LoadKind> loadKindFromId(QStringView id);
QString lengthKindId(LengthDistribution::Kind kind); // "fixed", "uniform", "exponential"
std::optional<LengthDistribution::Kind> lengthKindFromId(QStringView id);

/** The request every view assumes when none is stated (the board, `estimate`, `advise` and
 *  the advisor's form): a 4,096-token context, 3,840 tokens in and 256 out. */
inline constexpr std::int64_t kDefaultContextTokens = 4096;
inline constexpr std::int64_t kDefaultOutputTokens = 256;
inline constexpr std::int64_t kDefaultInputTokens = kDefaultContextTokens - kDefaultOutputTokens;

/** What a deployment serves: concurrent sequences and their length, and the latency targets.
 *  When inputTokens or outputTokens is set, the tokens per sequence are input + output. */
struct Workload
{
    int concurrentSequences = 1;
    std::int64_t contextTokens = kDefaultContextTokens;
    std::int64_t inputTokens = 0;
    std::int64_t outputTokens = 0;
    double tpotTargetMs = 0; // 0 = no target
    double ttftTargetMs = 0;
    double requestsPerSecond = 0; // target request rate, 0 = none
    // the load the speed figures are for (closed loop at concurrentSequences users by default)
    LoadKind load = LoadKind::ClosedLoop;
    double arrivalRate = 0; // open loop: requests per second to the whole deployment
    LengthDistribution::Kind inputKind = LengthDistribution::Kind::Fixed; // mean inputTokens
    double inputSpread = 0;
    LengthDistribution::Kind outputKind = LengthDistribution::Kind::Fixed; // mean outputTokens
    double outputSpread = 0;
    double prefixHitRate = 0; // share of each prompt found in the prefix cache (not prefilled)

    /** Every request asks for the same lengths (benchmark users then stay in step). */
    bool fixedLengths() const
    {
        return inputKind == LengthDistribution::Kind::Fixed
                && outputKind == LengthDistribution::Kind::Fixed;
    }

    std::int64_t tokensPerSequence() const
    {
        return (inputTokens > 0 || outputTokens > 0) ? inputTokens + outputTokens : contextTokens;
    }
    friend bool operator==(const Workload &, const Workload &) = default;
};

} // namespace Headroom
