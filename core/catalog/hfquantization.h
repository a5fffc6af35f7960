#pragma once

#include "spec/formats.h"
#include "spec/modelspec.h"
#include "units/result.h"

#include <QJsonObject>

#include <optional>

namespace Headroom {

/** How a checkpoint stores its weights (docs/estimation.md, "Weight bytes"): config.json's
 *  quantization_config (compressed-tensors, awq, gptq, bitsandbytes, fp8, fbgemm_fp8, mxfp4,
 *  modelopt) or the ModelOpt hf_quant_config.json found beside it (`hfQuantConfig`, empty when
 *  there is none). `model` must already hold the architecture: the ignore lists
 *  (ignore / modules_to_not_convert / exclude_modules: names, `re:` regexes and globs) are
 *  matched against the module names of its layers. Sets model.quantization and
 *  model.defaultWeightFormat. Without any quantization the model is left as it is. An unknown
 *  method, strategy, type or bit width is an error naming the field. */
Result<void> readHfQuantization(const QJsonObject &config, const QJsonObject &hfQuantConfig,
                                ModelSpec &model);

/** The weight format that quantization_config (or hf_quant_config.json) states, without the
 *  module matching; std::nullopt when neither quantizes. */
Result<std::optional<WeightFormat>> hfQuantizationFormat(const QJsonObject &config,
                                                         const QJsonObject &hfQuantConfig = {});

} // namespace Headroom
