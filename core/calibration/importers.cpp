// STAND-IN (branch calfit): replaced by the calimport branch's importers at the merge.
#include "calibration/importers.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Headroom {

namespace {

struct ImportersText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Estimate) // stand-in: the importers branch has its own
};

std::optional<double> real(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1StringView(key));
    if (!v.isDouble())
        return std::nullopt;
    return v.toDouble();
}

std::optional<int> whole(const QJsonObject &o, const char *key)
{
    if (const auto v = real(o, key))
        return int(*v);
    return std::nullopt;
}

} // namespace

Result<QList<MeasuredRun>> importMeasurementFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(ImportersText::tr("Cannot read \"%1\": %2").arg(path, file.errorString()), path);
    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(file.readAll(), &error);
    if (!json.isArray())
        return fail(ImportersText::tr("\"%1\" is not a measurement file this version reads")
                            .arg(QFileInfo(path).fileName()),
                    path);
    const QFileInfo info(path);
    QList<MeasuredRun> runs;
    int line = 0;
    for (const QJsonValue &v : json.array()) {
        ++line;
        const QJsonObject o = v.toObject();
        MeasuredRun r;
        r.sourceFile = o.value(u"sourceFile").toString(info.fileName());
        r.sourceDate = o.contains(u"sourceDate")
                ? QDateTime::fromString(o.value(u"sourceDate").toString(), Qt::ISODate)
                : info.lastModified().toUTC();
        r.sourceLine = whole(o, "sourceLine").value_or(line);
        r.modelName = o.value(u"modelName").toString();
        r.gpuName = o.value(u"gpuName").toString();
        r.engineName = o.value(u"engineName").toString();
        r.weightFormat = o.value(u"weightFormat").toString();
        r.kvFormat = o.value(u"kvFormat").toString();
        r.tensorParallel = whole(o, "tensorParallel").value_or(0);
        r.pipelineParallel = whole(o, "pipelineParallel").value_or(0);
        r.gpuCount = whole(o, "gpuCount").value_or(0);
        r.concurrency = whole(o, "concurrency");
        r.requestRate = real(o, "requestRate");
        r.inputTokens = real(o, "inputTokens");
        r.outputTokens = real(o, "outputTokens");
        r.completedRequests = whole(o, "completedRequests");
        r.batchSize = whole(o, "batchSize");
        r.meanTtftMs = real(o, "meanTtftMs");
        r.medianTtftMs = real(o, "medianTtftMs");
        r.p99TtftMs = real(o, "p99TtftMs");
        r.meanTpotMs = real(o, "meanTpotMs");
        r.medianTpotMs = real(o, "medianTpotMs");
        r.p99TpotMs = real(o, "p99TpotMs");
        r.meanItlMs = real(o, "meanItlMs");
        r.medianItlMs = real(o, "medianItlMs");
        r.p99ItlMs = real(o, "p99ItlMs");
        r.requestThroughput = real(o, "requestThroughput");
        r.outputThroughput = real(o, "outputThroughput");
        r.totalTokenThroughput = real(o, "totalTokenThroughput");
        r.promptTokensPerSecond = real(o, "promptTokensPerSecond");
        r.generationTokensPerSecond = real(o, "generationTokensPerSecond");
        r.totalGpuMemoryGiB = real(o, "totalGpuMemoryGiB");
        r.gpuMemoryUtilization = real(o, "gpuMemoryUtilization");
        r.weightsGiB = real(o, "weightsGiB");
        r.nonTorchGiB = real(o, "nonTorchGiB");
        r.activationPeakGiB = real(o, "activationPeakGiB");
        r.cudaGraphGiB = real(o, "cudaGraphGiB");
        r.kvCacheGiB = real(o, "kvCacheGiB");
        if (const auto t = real(o, "kvCacheTokens"))
            r.kvCacheTokens = qint64(*t);
        r.maxConcurrency = real(o, "maxConcurrency");
        r.maxModelLength = whole(o, "maxModelLength");
        runs.append(r);
    }
    if (runs.isEmpty())
        return fail(ImportersText::tr("\"%1\" holds no measured run").arg(info.fileName()), path);
    return runs;
}

} // namespace Headroom
