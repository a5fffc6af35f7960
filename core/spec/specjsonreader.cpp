#include "spec/specjson_p.h"

#include <QJsonValue>

namespace Headroom::SpecJsonDetail {

namespace {

// Reads an integer field that must be within [min, max]; absent reads as fallback.
bool readInt(const QJsonObject &json, const char *key, std::int64_t min, std::int64_t max,
             std::int64_t fallback, std::int64_t &out, QString &error)
{
    const QJsonValue value = json.value(QLatin1StringView(key));
    if (value.isUndefined() || value.isNull()) {
        out = fallback;
        return true;
    }
    if (!value.isDouble()) {
        error = SpecJsonText::tr("Field \"%1\" must be a number.").arg(QLatin1StringView(key));
        return false;
    }
    const double d = value.toDouble();
    if (d < static_cast<double>(min) || d > static_cast<double>(max)
        || d != static_cast<double>(static_cast<std::int64_t>(d))) {
        error = SpecJsonText::tr("Field \"%1\" is out of range: %2.")
                        .arg(QLatin1StringView(key))
                        .arg(d);
        return false;
    }
    out = static_cast<std::int64_t>(d);
    return true;
}

} // namespace

int Reader::intField(const char *key, int min, int max, int fallback)
{
    std::int64_t v = fallback;
    if (error.isEmpty())
        readInt(json, key, min, max, fallback, v, error);
    return static_cast<int>(v);
}

std::int64_t Reader::int64Field(const char *key, std::int64_t fallback)
{
    std::int64_t v = fallback;
    if (error.isEmpty())
        readInt(json, key, 0, std::int64_t(1) << 53, fallback, v, error);
    return v;
}

double Reader::doubleField(const char *key, double fallback)
{
    const QJsonValue value = json.value(QLatin1StringView(key));
    if (value.isUndefined() || value.isNull())
        return fallback;
    if (!value.isDouble() || value.toDouble() < 0) {
        if (error.isEmpty())
            error = SpecJsonText::tr("Field \"%1\" must be a non-negative number.")
                            .arg(QLatin1StringView(key));
        return fallback;
    }
    return value.toDouble();
}

QString Reader::stringField(const char *key) const
{
    return json.value(QLatin1StringView(key)).toString();
}

bool Reader::boolField(const char *key, bool fallback) const
{
    return json.value(QLatin1StringView(key)).toBool(fallback);
}

} // namespace Headroom::SpecJsonDetail
