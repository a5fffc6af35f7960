#pragma once

// Workloads the advisor tests state: a closed loop of users with its lengths and targets, and
// the three GPU types their brute-force checks search.

#include "advisor/advisorjson.h"
#include "advisor/advisorsizer.h"
#include "advisor/advisorworkload.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cstdint>

/** Whether the advisor may rank plans on `gpuId` (AdvisorSizer::mayRank(): the prices the
 *  acquisition pays with are the price book's or the catalog's): the brute-force checks size
 *  only the candidates the search may rank. */
inline bool advisorMayRank(const Headroom::Catalog &catalog, const Headroom::AdvisorWorkload &w,
                           const QString &gpuId)
{
    const auto gpu = catalog.gpu(gpuId);
    return gpu && Headroom::AdvisorSizer(catalog, Headroom::Project {}, w).mayRank(*gpu);
}

/** The small catalog the brute-force checks enumerate. */
inline const QStringList kSmallCatalog {QStringLiteral("l40s-48gb"),
                                        QStringLiteral("a100-sxm-80gb"),
                                        QStringLiteral("h100-sxm-80gb")};

/** `n` concurrent users of `model` asking `input` and `output` tokens (fixed lengths), with a
 *  TPOT and a TTFT target (0 = none). */
inline Headroom::AdvisedModel users(const QString &model, int n, std::int64_t input,
                                    std::int64_t output, double tpotMs, double ttftMs)
{
    Headroom::AdvisedModel m;
    m.modelId = model;
    m.users = n;
    m.inputTokens = input;
    m.outputTokens = output;
    m.input.mean = double(input);
    m.output.mean = double(output);
    m.tpotTargetMs = tpotMs;
    m.ttftTargetMs = ttftMs;
    return m;
}

/** The same with 1,024 input and 256 output tokens. */
inline Headroom::AdvisedModel users(const QString &model, int n, double tpotMs, double ttftMs)
{
    return users(model, n, 1024, 256, tpotMs, ttftMs);
}

/** The JSON of the first part of the first plan of `result` (advisorResultToJson()). */
inline QJsonObject firstPartJson(const Headroom::AdvisorResult &result)
{
    return Headroom::advisorResultToJson(result)
            .value(QStringLiteral("plans"))
            .toArray()
            .first()
            .toObject()
            .value(QStringLiteral("parts"))
            .toArray()
            .first()
            .toObject();
}
