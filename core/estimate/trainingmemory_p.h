#pragma once

// Private helpers of trainingmemory.cpp and trainingmemorystates.cpp: not part of the API.

#include "spec/modelspec.h"

#include <algorithm>
#include <cstdint>

namespace Headroom::TrainingDetail {

inline int headDimOf(const ModelSpec &m)
{
    return m.headDim > 0 ? m.headDim : m.hidden / std::max(m.heads, 1);
}

inline int kvHeadsOf(const ModelSpec &m)
{
    return m.kvHeads > 0 ? m.kvHeads : m.heads;
}

inline bool isMoeLayer(const ModelSpec &m, int layer)
{
    return m.isMoe() && layer >= m.moe.firstDenseLayers;
}

inline std::int64_t expertWidth(const ModelSpec &m)
{
    return m.moe.expertIntermediate > 0 ? m.moe.expertIntermediate : m.intermediate;
}

inline std::int64_t sharedExpertWidth(const ModelSpec &m)
{
    return m.moe.sharedExpertIntermediate > 0 ? m.moe.sharedExpertIntermediate
                                              : expertWidth(m) * m.moe.sharedExperts;
}

} // namespace Headroom::TrainingDetail
