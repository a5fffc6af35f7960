#pragma once

// Private helpers of hfquantization.cpp and hfquantizationconfig.cpp: not part of the API.

#include "spec/formats.h"
#include "spec/quantizationspec.h"
#include "units/result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Headroom::HfQuantDetail {

struct QuantText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Catalog)
};

/** One set of modules stored one way: compressed-tensors config group, ModelOpt quantized
 *  layer, or the whole checkpoint's single scheme. */
struct Rule
{
    QStringList targets; // empty: every linear module (never embeddings)
    QuantScheme scheme;
};

/** What a quantization config says, before it meets the model's modules. */
struct Parsed
{
    QString method;
    QString format;
    QList<Rule> rules; // the first rule whose targets match a module applies
    QStringList ignore; // modules left 16-bit
    bool lmHeadIsLinear = false; // compressed-tensors / ModelOpt: lm_head is one more Linear
    bool expertsOnly = false; // mxfp4 (gpt-oss): only the MoE experts
    WeightFormat weightFormat = WeightFormat::Bf16;
};

/** The weight format a scheme stores: `int4` for 4-bit and smaller integers. */
WeightFormat formatOf(const QuantScheme &s, WeightFormat int4);

/** config.json's quantization_config `q`, or the ModelOpt hf_quant_config.json beside it
 *  (`hfQuant`, empty when there is none). An unknown method, strategy, type or bit width is an
 *  error naming the field. */
Result<Parsed> parseConfig(const QJsonObject &q, const QJsonObject &hfQuant);

} // namespace Headroom::HfQuantDetail
