#include "estimate/parallelsplit.h"

#include <algorithm>

namespace Headroom {

bool isBuildableTensorParallel(const ModelSpec &model, int tensorParallel)
{
    if (tensorParallel < 1 || tensorParallel > kGpusPerNode || kGpusPerNode % tensorParallel != 0)
        return false;
    if (model.heads <= 0 || model.heads % tensorParallel != 0)
        return false;
    const int kv = model.kvHeads > 0 ? model.kvHeads : model.heads;
    return model.isMla() || kv % tensorParallel == 0;
}

QList<ParallelSplit> buildableSplits(const ModelSpec &model, int maxGpus)
{
    QList<ParallelSplit> splits;
    // the largest buildable TP that divides `gpus`
    const auto largestTp = [&model](int gpus) {
        for (int tp = kGpusPerNode; tp >= 1; tp /= 2) {
            if (gpus % tp == 0 && isBuildableTensorParallel(model, tp))
                return tp;
        }
        return 0;
    };
    const auto add = [&](int gpus) {
        const int tp = largestTp(gpus);
        if (tp > 0 && gpus / tp <= model.layers)
            splits.append({gpus, tp, gpus / tp});
    };
    for (int gpus = 1; gpus <= std::min(maxGpus, kGpusPerNode); gpus *= 2)
        add(gpus);
    for (int gpus = 2 * kGpusPerNode; gpus <= maxGpus; gpus += kGpusPerNode)
        add(gpus);
    return splits;
}

} // namespace Headroom
