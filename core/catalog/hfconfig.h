#pragma once

#include "spec/formats.h"
#include "spec/modelspec.h"
#include "units/result.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace Headroom {

/** A Hugging Face config.json as a ModelSpec: llama, mistral, mixtral, qwen2(_moe), qwen3(_moe),
 *  gemma2/3, phi3, deepseek_v2/v3, gpt_oss, opt, falcon (and look-alikes). Reads nested
 *  text_config, explicit head_dim, sliding-window layers, quantization_config and torch_dtype.
 *  The error names the missing or bad field: every number is checked against the limits of a
 *  real model (spec/modellimits.h) before it becomes an integer. */
Result<ModelSpec> modelSpecFromHfConfig(const QJsonDocument &document);
/** The same, with the ModelOpt hf_quant_config.json that sits beside the config (or {}). */
Result<ModelSpec> modelSpecFromHfConfig(const QJsonDocument &document,
                                        const QJsonObject &hfQuantConfig);

/** Parses config.json text as Python's json module writes it: besides strict JSON, the bare
 *  NaN, Infinity and -Infinity it writes for float fields (Nemotron-H "time_step_limit") read as
 *  null. */
QJsonDocument parseHfConfigJson(const QByteArray &text, QJsonParseError *error);

/** Reads and parses a config.json file, and the hf_quant_config.json beside it: for a file
 *  named `<prefix>_config.json`, `<prefix>_hf_quant_config.json` first. */
Result<ModelSpec> readHfConfigFile(const QString &path);

/** The weight format a config's quantization_config / torch_dtype states, if any. */
std::optional<WeightFormat> hfWeightFormat(const QJsonObject &config);

} // namespace Headroom
