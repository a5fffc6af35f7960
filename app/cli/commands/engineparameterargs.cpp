#include "commands/engineparameterargs.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <cmath>

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

std::optional<QString> readEngineParams(const QStringList &params, QMap<QString, double> &overrides)
{
    for (const QString &param : params) {
        const qsizetype equals = param.indexOf(u'=');
        bool ok = false;
        const double value = equals > 0 ? param.mid(equals + 1).trimmed().toDouble(&ok) : 0;
        if (!ok || !std::isfinite(value))
            return CliText::tr("--engine-param needs id=number (for example mbu=0.6), not '%1'")
                    .arg(param.left(80));
        overrides.insert(param.left(equals).trimmed(), value);
    }
    return std::nullopt;
}

QJsonArray engineParametersJson(const EngineProfile &profile, DeploymentMode mode,
                                const GpuSpec &gpu)
{
    QJsonArray list;
    for (const EngineParameter &p : engineParameters(mode)) {
        QJsonObject json {{QStringLiteral("id"), p.id},
                          {QStringLiteral("value"),
                           engineParameterValue(profile, p.id, classOf(gpu))},
                          {QStringLiteral("source"),
                           engineParameterSource(profile, p.id, classOf(gpu))}};
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

void printEngineParameters(CliIo &io, const EngineProfile &profile, DeploymentMode mode,
                           const GpuSpec &gpu)
{
    io.out << CliText::tr("Engine parameters (%1 on %2 GPUs):")
                      .arg(engineName(profile.kind), gpuClassName(classOf(gpu)))
           << u'\n';
    for (const EngineParameter &p : engineParameters(mode)) {
        const double value = engineParameterValue(profile, p.id, classOf(gpu));
        io.out << QStringLiteral("  %1 = %2%3 (%4)")
                          .arg(p.id, QString::number(value, 'g', 6),
                               p.unit.isEmpty() ? QString() : u' ' + p.unit,
                               engineParameterSource(profile, p.id, classOf(gpu)))
               << u'\n';
    }
    io.out.flush();
}

} // namespace Headroom::Cli
