#pragma once

// Private helpers of specjson.cpp, gpuspecjson.cpp and quantizationjson.cpp: not part of the API.

#include "spec/quantizationspec.h"
#include "units/result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <cstdint>

namespace Headroom::SpecJsonDetail {

/** The translation context of the catalog entries' messages. */
struct SpecJsonText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::SpecJson)
};

/** Reads the fields of one JSON object; the first bad field's message is kept in `error`, and
 *  the numeric reads after it return their fallbacks. */
struct Reader
{
    const QJsonObject &json;
    QString error;

    /** An integer in [min, max]; absent reads as `fallback`. */
    int intField(const char *key, int min = 0, int max = 1 << 30, int fallback = 0);
    /** A non-negative integer up to 2^53; absent reads as `fallback`. */
    std::int64_t int64Field(const char *key, std::int64_t fallback = 0);
    /** A non-negative number; absent reads as `fallback`. */
    double doubleField(const char *key, double fallback = 0);
    QString stringField(const char *key) const;
    bool boolField(const char *key, bool fallback = false) const;
};

/** ModelSpec::quantization: {"method", "format", "groups": {"routed_experts": {...}}}. */
QJsonObject quantizationToJson(const QuantizationSpec &quantization);
Result<QuantizationSpec> quantizationFromJson(const QJsonObject &json);

} // namespace Headroom::SpecJsonDetail
