#pragma once

#include <cstdint>

namespace Headroom {

/** What a deployment serves: concurrent sequences and their length, and the latency targets.
 *  When inputTokens or outputTokens is set, the tokens per sequence are input + output. */
struct Workload
{
    int concurrentSequences = 1;
    std::int64_t contextTokens = 4096;
    std::int64_t inputTokens = 0;
    std::int64_t outputTokens = 0;
    double tpotTargetMs = 0; // 0 = no target
    double ttftTargetMs = 0;
    double requestsPerSecond = 0; // target request rate, 0 = none

    std::int64_t tokensPerSequence() const
    {
        return (inputTokens > 0 || outputTokens > 0) ? inputTokens + outputTokens : contextTokens;
    }
    friend bool operator==(const Workload &, const Workload &) = default;
};

} // namespace Headroom
