#pragma once

namespace Headroom {

enum class Optimizer { AdamW, AdamW8bit, Sgd, AdamWBf16 };
enum class LoraTargets { Attention, Mlp, AllLinear };
enum class TrainingOffload { None, Optimizer, All };

/** Settings of a training-mode deployment (FORMULAS.md section 4). */
struct TrainingSettings
{
    Optimizer optimizer = Optimizer::AdamW;
    int microBatch = 1;
    int sequenceTokens = 2048;
    bool gradientCheckpointing = false;
    bool flashAttention = true;
    int zeroStage = 0; // 0..3 (FSDP full shard = 3)
    int loraRank = 16;
    LoraTargets loraTargets = LoraTargets::AllLinear;
    TrainingOffload offload = TrainingOffload::None;
    bool pagedOptimizer = false;
    /** The dataset the job trains on, for its time (docs/fine-tuning.md "Time"): tokens per
     *  epoch, 0 = not stated (no time shown), and the epochs (fractions allowed). */
    double datasetTokens = 0;
    double epochs = 1;

    double trainedTokens() const { return datasetTokens * epochs; }

    friend bool operator==(const TrainingSettings &, const TrainingSettings &) = default;
};

} // namespace Headroom
