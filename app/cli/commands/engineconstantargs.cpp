#include "commands/engineconstantargs.h"

#include "estimate/enginememory.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Headroom::Cli {

namespace {

struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Cli)
};

GpuClass classOf(const GpuSpec &gpu)
{
    return gpuClassOf(gpu.unifiedMemory, gpu.memoryType);
}

} // namespace

std::optional<QString> readEngineConstants(const QStringList &params,
                                           QMap<QString, double> &overrides)
{
    for (const QString &param : params) {
        const qsizetype equals = param.indexOf(u'=');
        bool ok = false;
        const double value = equals > 0 ? param.mid(equals + 1).trimmed().toDouble(&ok) : 0;
        if (!ok || !std::isfinite(value))
            return CliText::tr("--engine-constant needs id=number (for example mbu=0.6), not '%1'")
                    .arg(param.left(80));
        overrides.insert(param.left(equals).trimmed(), value);
    }
    return std::nullopt;
}

std::optional<QString> readEngineSettings(const QMap<QString, QString> &values, EngineKind engine,
                                          EngineSettings &settings)
{
    if (values.contains(u"--engine-version"_s)) {
        const QString version = values.value(u"--engine-version"_s).trimmed();
        if (!engineVersionKnown(engine, version))
            return CliText::tr("--engine-version: %1 %2 is not a version Headroom models (%3)")
                    .arg(engineName(engine), version.left(40), engineVersions(engine).join(u", "));
        settings.version = version;
    }
    // one setting, two engines' names for it
    const auto count = [&values](QStringView name, QStringView alias, int most,
                                 int &out) -> std::optional<QString> {
        const QString key = u"--"_s + name, other = u"--"_s + alias;
        if (values.contains(key) && values.contains(other))
            return CliText::tr("give %1 or %2, not both").arg(key, other);
        const QString used = values.contains(other) ? other : key;
        if (!values.contains(used))
            return std::nullopt;
        bool ok = false;
        const qlonglong v = values.value(used).toLongLong(&ok);
        if (!ok || v < 1 || v > most)
            return CliText::tr("%1 must be a whole number from 1 to %2, not '%3'")
                    .arg(used)
                    .arg(most)
                    .arg(values.value(used).left(40));
        out = int(v);
        return std::nullopt;
    };
    if (auto message = count(u"max-num-batched-tokens", u"chunked-prefill-size", kMostBatchedTokens,
                             settings.maxBatchedTokens))
        return message;
    if (auto message = count(u"max-num-seqs", u"max-running-requests", kMostEngineSequences,
                             settings.maxSequences))
        return message;
    if (values.contains(u"--enforce-eager"_s))
        settings.eager = true;
    return std::nullopt;
}

QJsonObject engineSettingsJson(const EngineSettings &settings, const EngineRuntime &runtime)
{
    QJsonArray set;
    if (!settings.version.isEmpty())
        set.append(u"version"_s);
    if (runtime.tokensSet)
        set.append(u"max_batched_tokens"_s);
    if (runtime.sequencesSet)
        set.append(u"max_sequences"_s);
    if (settings.eager)
        set.append(u"cuda_graphs"_s);
    if (runtime.fractionSet)
        set.append(u"memory_fraction"_s);
    return {{u"version"_s, runtime.version},
            {u"max_batched_tokens"_s, runtime.maxBatchedTokens},
            {u"max_sequences"_s, runtime.maxSequences},
            {u"cuda_graphs"_s, runtime.cudaGraphs},
            {u"cuda_graph_sizes"_s, runtime.cudaGraphSizes},
            {u"memory_fraction"_s, runtime.memoryFraction},
            {u"set"_s, set}};
}

QStringList engineVersionSpellings()
{
    QStringList list;
    for (EngineKind engine : allEngines()) {
        const QStringList versions = engineVersions(engine);
        if (!versions.isEmpty())
            list.append(engineId(engine) + u": "_s + versions.join(u" "));
    }
    return list;
}

QJsonArray engineConstantsJson(const EngineProfile &profile, DeploymentMode mode, const GpuSpec &gpu)
{
    QJsonArray list;
    for (const EngineConstant &p : engineConstants(mode)) {
        QJsonObject json {{QStringLiteral("id"), p.id},
                          {QStringLiteral("value"),
                           engineConstantValue(profile, p.id, classOf(gpu))},
                          {QStringLiteral("source"),
                           engineConstantSource(profile, p.id, classOf(gpu))}};
        if (profile.calibratedParameters.contains(p.id) && !profile.userSetParameters.contains(p.id))
            json.insert(QStringLiteral("calibrated"), true);
        list.append(json);
    }
    return list;
}

void insertCalibration(QJsonObject &json, const EngineProfile &profile)
{
    json.insert(QStringLiteral("calibrated"), !profile.calibrationId.isEmpty());
    if (!profile.calibrationId.isEmpty())
        json.insert(QStringLiteral("calibration_id"), profile.calibrationId);
}

void printEngineConstants(CliIo &io, const EngineProfile &profile, DeploymentMode mode,
                          const GpuSpec &gpu)
{
    io.out << CliText::tr("Engine constants (%1 on %2 GPUs):")
                      .arg(engineName(profile.kind), gpuClassName(classOf(gpu)))
           << u'\n';
    for (const EngineConstant &p : engineConstants(mode)) {
        const double value = engineConstantValue(profile, p.id, classOf(gpu));
        io.out << QStringLiteral("  %1 = %2%3 (%4)")
                          .arg(p.id, QString::number(value, 'g', 6),
                               p.unit.isEmpty() ? QString() : u' ' + p.unit,
                               engineConstantSource(profile, p.id, classOf(gpu)))
               << u'\n';
    }
    io.out.flush();
}

} // namespace Headroom::Cli
