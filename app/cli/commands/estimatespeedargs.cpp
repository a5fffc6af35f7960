#include "commands/estimatespeedargs.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Headroom::Cli {

namespace {

struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Cli)
};

} // namespace

std::optional<QString> readNumber(const QMap<QString, QString> &values, const QString &name,
                                  double &value)
{
    if (!values.contains(name))
        return std::nullopt;
    bool ok = false;
    const double v = values.value(name).toDouble(&ok);
    if (!ok || !(v >= 0) || !std::isfinite(v))
        return CliText::tr("%1 must be a non-negative number, not '%2'")
                .arg(name, values.value(name));
    value = v;
    return std::nullopt;
}

std::optional<QString> readKvOffload(const QMap<QString, QString> &values, KvOffload &offload)
{
    if (values.contains(u"--kv-offload"_qs)) {
        const auto tier = kvOffloadTierFromId(values.value(u"--kv-offload"_qs));
        if (!tier)
            return CliText::tr("--kv-offload takes host, nvme or none, not '%1'")
                    .arg(values.value(u"--kv-offload"_qs));
        offload.tier = *tier;
    }
    if (!offload.isOn()) {
        if (values.contains(u"--kv-offload-gib"_qs) || values.contains(u"--kv-offload-gbps"_qs))
            return CliText::tr("--kv-offload-gib and --kv-offload-gbps need --kv-offload host or "
                               "nvme");
        return std::nullopt;
    }
    if (!values.contains(u"--kv-offload-gib"_qs))
        return CliText::tr("--kv-offload needs --kv-offload-gib, the tier's capacity");
    double gib = 0, gbps = 0;
    if (const auto message = readNumber(values, u"--kv-offload-gib"_qs, gib))
        return message;
    if (const auto message = readNumber(values, u"--kv-offload-gbps"_qs, gbps))
        return message;
    if (!(gib > 0) || gib > 1e9)
        return CliText::tr("--kv-offload-gib must be above 0, not '%1'")
                .arg(values.value(u"--kv-offload-gib"_qs));
    offload.capacityBytes = std::llround(gib * double(std::int64_t(1) << 30));
    offload.bytesPerSecond = gbps * 1e9;
    return std::nullopt;
}

std::optional<QString> readSpeedOptions(const QMap<QString, QString> &values, Deployment &d,
                                        SpeedOptions &options)
{
    for (const auto &[name, target] :
         {std::pair {u"--tpot-ms"_qs, &d.workload.tpotTargetMs},
          std::pair {u"--ttft-ms"_qs, &d.workload.ttftTargetMs},
          std::pair {u"--requests-per-s"_qs, &d.workload.requestsPerSecond},
          std::pair {u"--price-per-gpu-hour"_qs, &options.pricePerGpuHour}}) {
        if (const auto message = readNumber(values, name, *target))
            return message;
    }
    Workload &w = d.workload;
    if (values.contains(u"--load"_qs)) {
        const auto load = loadKindFromId(values.value(u"--load"_qs));
        if (!load)
            return CliText::tr("Unknown load '%1' (closed or open)").arg(values.value(u"--load"_qs));
        w.load = *load;
    }
    if (values.contains(u"--rate"_qs)) {
        if (const auto message = readNumber(values, u"--rate"_qs, w.arrivalRate))
            return message;
        if (!values.contains(u"--load"_qs))
            w.load = LoadKind::OpenLoop;
    }
    if (w.load == LoadKind::OpenLoop && !(w.arrivalRate > 0))
        return CliText::tr("An open loop needs --rate, the requests per second (more than 0)");
    if (w.load == LoadKind::ClosedLoop && values.contains(u"--rate"_qs))
        return CliText::tr("--rate is for an open loop (--load open)");
    for (const auto &[name, kind, spread] :
         {std::tuple {u"--input-dist"_qs, &w.inputKind, &w.inputSpread},
          std::tuple {u"--output-dist"_qs, &w.outputKind, &w.outputSpread}}) {
        if (!values.contains(name))
            continue;
        const QStringList parts = values.value(name).split(u':');
        const auto parsed = lengthKindFromId(parts.first());
        bool ok = parts.size() <= 2 && parsed.has_value();
        double value = ok && *parsed == LengthDistribution::Kind::Uniform ? 0.5 : 0;
        if (ok && parts.size() == 2) {
            value = parts.at(1).toDouble(&ok);
            ok = ok && *parsed == LengthDistribution::Kind::Uniform && value >= 0 && value <= 1;
        }
        if (!ok)
            return CliText::tr("%1 takes fixed, uniform, uniform:SPREAD (0 to 1) or "
                               "exponential, not '%2'")
                    .arg(name, values.value(name));
        *kind = *parsed;
        *spread = value;
    }
    if (values.contains(u"--seed"_qs)) {
        bool ok = false;
        const qulonglong seed = values.value(u"--seed"_qs).toULongLong(&ok);
        if (!ok)
            return CliText::tr("--seed must be a whole number, not '%1'")
                    .arg(values.value(u"--seed"_qs));
        options.simulationSeed = seed;
    }
    for (const auto &[name, target] :
         {std::pair {u"--prefix-hit"_qs, &w.prefixHitRate},
          std::pair {u"--speculative-acceptance"_qs, &d.speculative.acceptance}}) {
        if (const auto message = readNumber(values, name, *target))
            return message;
        if (!(*target <= 1))
            return CliText::tr("%1 is a share from 0 to 1, not '%2'").arg(name, values.value(name));
    }
    options.simulateLoad = true;
    if (values.contains(u"--weight-source"_qs)) {
        const auto source = weightSourceFromId(values.value(u"--weight-source"_qs));
        if (!source)
            return CliText::tr("Unknown weight source '%1' (nvme, network, object)")
                    .arg(values.value(u"--weight-source"_qs));
        options.weightSource = *source;
    }
    return std::nullopt;
}

std::optional<QString> readDisaggregation(const QMap<QString, QString> &values,
                                          const Catalog &catalog, std::int64_t gpus, Deployment &d,
                                          Configuration &config, SpeedOptions &options)
{
    if (!values.contains(u"--disagg"_qs)) {
        for (const QString &name : {u"--prefill-gpu"_qs, u"--prefill-tp"_qs})
            if (values.contains(name))
                return CliText::tr("%1 needs --disagg").arg(name);
        return std::nullopt;
    }
    static const QRegularExpression shape(QStringLiteral("^([0-9]{1,6})x([0-9]{1,6})$"));
    const QString text = values.value(u"--disagg"_qs);
    const QRegularExpressionMatch match = shape.match(text);
    const int prefill = match.hasMatch() ? match.captured(1).toInt() : 0;
    const int decode = match.hasMatch() ? match.captured(2).toInt() : 0;
    if (prefill < 1 || decode < 1 || prefill > kMostPrefillReplicas)
        return CliText::tr("--disagg takes PxD, the prefill and decode replicas (as 2x3, P from 1 "
                           "to %1), not '%2'")
                .arg(kMostPrefillReplicas)
                .arg(text);
    Disaggregation &settings = d.disaggregation;
    settings.on = true;
    settings.prefillReplicas = prefill;
    const std::int64_t decodeGpus = std::int64_t(decode) * config.gpusPerReplica();
    if (gpus > 0 && gpus != decodeGpus)
        return CliText::tr(
                       "--gpus %1 are not the %2 decode replicas of TP %3 x PP %4 that --disagg "
                       "asks for (leave --gpus out)")
                .arg(gpus)
                .arg(decode)
                .arg(config.tensorParallel)
                .arg(config.pipelineParallel);
    if (decodeGpus > (1 << 20))
        return CliText::tr("--disagg asks for too many decode GPUs");
    config.gpuCount = int(decodeGpus);
    if (values.contains(u"--prefill-gpu"_qs)) {
        const QString id = values.value(u"--prefill-gpu"_qs);
        options.prefillGpu = catalog.gpu(id);
        if (!options.prefillGpu)
            return CliText::tr("Unknown GPU '%1'").arg(id);
        settings.prefillGpuId = id;
    }
    if (values.contains(u"--prefill-tp"_qs)) {
        bool ok = false;
        settings.prefillTensorParallel = values.value(u"--prefill-tp"_qs).toInt(&ok);
        if (!ok || settings.prefillTensorParallel < 1)
            return CliText::tr("--prefill-tp must be a whole number of at least 1, not '%1'")
                    .arg(values.value(u"--prefill-tp"_qs));
    }
    return std::nullopt;
}

} // namespace Headroom::Cli
