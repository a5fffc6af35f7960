// Engine memory against public start-up logs (tests/data/enginelogs/: vLLM, SGLang and
// llama.cpp logs, each with its address and the quoted lines; mapping.json says which Headroom
// model, weight format and engine version each one is). For every log Headroom models: the
// weights it loads per GPU, the KV pool the engine allocates (GiB and tokens), and that a
// deployment the engine started is not called unfit (one that ran out of memory is).
#include "catalog/catalog.h"
#include "catalog/hfconfig.h"
#include "estimate/enginememory.h"
#include "estimate/memorybreakdown.h"
#include "headroomtest.h"
#include "units/bytes.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>

using namespace Headroom;
using namespace Qt::StringLiterals;

namespace {

QJsonObject readJson(const QString &name)
{
    QFile file(QStringLiteral(HEADROOM_TEST_DATA_DIR "/enginelogs/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(name));
    return QJsonDocument::fromJson(file.readAll()).object();
}

const Catalog &catalog()
{
    static const Catalog c = *Catalog::builtin();
    return c;
}

std::optional<ModelSpec> modelOf(const QString &ref)
{
    if (ref.startsWith(u"hf/")) {
        auto spec = readHfConfigFile(QStringLiteral(HEADROOM_TEST_DATA_DIR "/") + ref);
        return spec ? std::optional(*spec) : std::nullopt;
    }
    return catalog().model(ref);
}

/** Absolute relative errors, for medians and the worst. */
struct Errors
{
    QList<double> values;
    void add(double estimated, double measured)
    {
        values.append(std::abs(estimated - measured) / std::abs(measured));
    }
    double median() const
    {
        if (values.isEmpty())
            return 0;
        QList<double> v = values;
        std::sort(v.begin(), v.end());
        const qsizetype n = v.size();
        return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }
};

struct Group
{
    Errors weights, pool, tokens;
};

double number(const QJsonValue &v)
{
    return v.isDouble() ? v.toDouble() : 0;
}

} // namespace

class TestEngineLogs : public QObject
{
    Q_OBJECT

private slots:
    void startupLogs();
};

void TestEngineLogs::startupLogs()
{
    const QJsonObject mapping = readJson(u"mapping.json"_s).value(u"logs").toObject();
    QJsonArray logs = readJson(u"vllm_logs.json"_s).value(u"logs").toArray();
    for (const QJsonValue &v : readJson(u"sglang_llamacpp_logs.json"_s).value(u"logs").toArray())
        logs.append(v);
    for (const QJsonValue &v : readJson(u"trtllm_logs.json"_s).value(u"logs").toArray())
        logs.append(v);
    QVERIFY2(logs.size() >= 30, "at least 30 public start-up logs");

    std::map<QString, Group> groups;
    Group all;
    int modelled = 0, unfit = 0, shortPredicted = 0, failedStarts = 0;
    QStringList skipped, unfitLogs;
    qInfo("%-12s %-8s %-16s %-34s %3s  %16s  %16s  %18s", "log", "version", "gpu", "model", "tp",
          "weights GiB e/m", "KV GiB e/m", "KV tokens e/m");
    for (const QJsonValue &value : std::as_const(logs)) {
        const QJsonObject log = value.toObject();
        const QString id = log.value(u"id").toString();
        const QJsonObject h = mapping.value(id).toObject();
        QVERIFY2(!h.isEmpty(), qPrintable(id + u": not in mapping.json"_s));
        const QString modelRef = h.value(u"model").toString();
        const auto gpu = catalog().gpu(log.value(u"gpu_catalog_id").toString());
        if (modelRef.isEmpty() || !gpu) {
            skipped.append(id);
            continue;
        }
        const auto model = modelOf(modelRef);
        QVERIFY2(model, qPrintable(id + u": model "_s + modelRef));
        const auto engine = engineFromId(log.value(u"engine").toString());
        QVERIFY(engine);

        Configuration c;
        c.gpuId = gpu->id;
        c.tensorParallel = std::max(log.value(u"tp").toInt(1), 1);
        c.pipelineParallel = std::max(log.value(u"pp").toInt(1), 1);
        c.gpuCount = c.tensorParallel * c.pipelineParallel;
        Deployment d;
        d.modelId = model->id;
        d.engine = *engine;
        const QString weights = h.value(u"weights").toString();
        d.weights = weightFormatFromId(weights.isEmpty() ? model->defaultWeightFormat : weights)
                            .value_or(WeightFormat::Bf16);
        // "auto": the model's 16-bit dtype; otherwise the engine's own name (fp8, q8_0, f16)
        d.kv = kvFormatFromId(log.value(u"kv_cache_dtype").toString()).value_or(KvFormat::Bf16);
        d.textOnly = h.value(u"text_only").toBool();
        d.memoryFraction = number(log.value(*engine == EngineKind::SgLang ? u"mem_fraction_static"
                                                    : *engine == EngineKind::TensorRtLlm
                                                    ? u"free_gpu_memory_fraction"
                                                    : u"gpu_memory_utilization"));
        if (h.contains(u"gpu_memory_utilization")) // a log whose own figures correct its table
            d.memoryFraction = h.value(u"gpu_memory_utilization").toDouble();
        d.engineSettings.version = h.value(u"version").toString();
        // each engine's name for them (vLLM, SGLang, TensorRT-LLM)
        d.engineSettings.maxBatchedTokens = int(number(log.value(u"max_num_batched_tokens")))
                + int(number(log.value(u"chunked_prefill_size")))
                + int(number(log.value(u"max_num_tokens")));
        d.engineSettings.maxSequences = int(number(log.value(u"max_num_seqs")))
                + int(number(log.value(u"max_running_requests")))
                + int(number(log.value(u"max_batch_size")));
        d.engineSettings.eager = log.value(u"enforce_eager").toBool();
        const double length = number(log.value(u"max_model_len"))
                + number(log.value(u"context_len"));
        d.workload.concurrentSequences = 1;
        d.workload.contextTokens = length > 0 ? std::int64_t(length) : model->maxContext;
        // SGLang starts with a context longer than its pool (such a request would wait); vLLM
        // refuses to (check_enough_kv_cache_memory): SGLang's check is one 4k-token request
        if (d.engine == EngineKind::SgLang)
            d.workload.contextTokens = std::min<std::int64_t>(d.workload.contextTokens, 4096);
        QVERIFY2(engineVersionKnown(d.engine, d.engineSettings.version), qPrintable(id));

        const auto m = estimateMemory(*model, *gpu, c, d, defaultEngineProfile(d.engine));
        QVERIFY2(m, qPrintable(id + u": "_s + (m ? QString() : m.error().message)));
        ++modelled;
        const QJsonObject measured = log.value(u"measured").toObject();
        const double weightsGib = toGiB(m->perGpu.first().weights.bytes);
        // llama.cpp allocates the KV of n_ctx cells (not a pool sized to the memory)
        const bool cells = d.engine == EngineKind::LlamaCpp;
        // SGLang prints its K and V buffers: tokens x cell (a hybrid model's states apart)
        const double poolGib = cells ? toGiB(m->perGpu.first().kvCache.bytes)
                : d.engine == EngineKind::SgLang
                ? toGiB(std::int64_t(double(m->kvPoolTokens) * m->perGpu.first().kvBytesPerToken))
                : toGiB(m->kvPoolBytesPerGpu);
        const double tokens = cells ? 0 : double(m->kvPoolTokens);
        const double mWeights = number(measured.value(u"weights_gib"));
        const double mPool = number(measured.value(u"kv_pool_gib"));
        const double mTokens = number(measured.value(u"kv_tokens"));
        const bool started = h.value(u"started").toBool(true);
        const bool weightsOnly = h.value(u"weights_only").toBool(); // a log of the load alone
        const QString size = gpu->memoryBytes() < fromGiB(30) ? u"24-32 GB"_s
                : gpu->memoryBytes() < fromGiB(60)            ? u"40-48 GB"_s
                : gpu->memoryBytes() < fromGiB(100)           ? u"80-96 GB"_s
                                                              : u"141-288 GB"_s;
        const QStringList keys {engineId(d.engine), size};
        if (mWeights > 0) {
            all.weights.add(weightsGib, mWeights);
            for (const QString &k : keys)
                groups[k].weights.add(weightsGib, mWeights);
        }
        // a pool the engine allocated is compared even when the engine then stopped
        if (mPool > 0 && !weightsOnly) {
            all.pool.add(poolGib, mPool);
            for (const QString &k : keys)
                groups[k].pool.add(poolGib, mPool);
        }
        if (mTokens > 0 && !cells) {
            all.tokens.add(tokens, mTokens);
            for (const QString &k : keys)
                groups[k].tokens.add(tokens, mTokens);
        }
        // the engine needs room for one sequence of its max_model_len
        const bool fits = m->fits && m->maxSequences >= 1;
        if (started && !fits && !weightsOnly) {
            ++unfit;
            unfitLogs.append(id);
        }
        if (!started) {
            ++failedStarts;
            shortPredicted += fits ? 0 : 1;
        }
        qInfo("%-12s %-8s %-16s %-34s %3d  %7.2f/%-8.2f  %7.2f/%-8.2f  %8.0f/%-9.0f%s",
              qPrintable(id), qPrintable(d.engineSettings.version), qPrintable(gpu->id),
              qPrintable(modelRef.section(u'/', -1).left(34)), c.tensorParallel, weightsGib,
              mWeights, poolGib, mPool, tokens, mTokens, started ? "" : "  (did not start)");
    }
    qInfo("%-14s %5s %22s %22s %22s", "group", "logs", "weights |err| median",
          "KV GiB |err| median", "KV tokens |err| median");
    const auto print = [](const QString &name, const Group &g) {
        qInfo("%-14s %5lld %21.1f%% %21.1f%% %21.1f%%", qPrintable(name),
              static_cast<long long>(std::max(g.weights.values.size(), g.pool.values.size())),
              100 * g.weights.median(), 100 * g.pool.median(), 100 * g.tokens.median());
    };
    print(u"all"_s, all);
    for (const auto &[key, g] : groups)
        print(key, g);
    qInfo("modelled %d of %lld logs; not modelled: %s", modelled,
          static_cast<long long>(logs.size()), qPrintable(skipped.join(u", ")));
    qInfo("started but called unfit: %d %s; did not start: %d, of them called short: %d", unfit,
          qPrintable(unfitLogs.join(u", ")), failedStarts, shortPredicted);

    QVERIFY(modelled >= 20);
    QCOMPARE(unfit, 0);
    QCOMPARE(shortPredicted, failedStarts);
    QVERIFY2(all.weights.median() <= 0.02, "weights: median error within 2 %");
    QVERIFY2(all.pool.median() <= 0.10, "KV pool GiB: median error within 10 %");
    QVERIFY2(all.tokens.median() <= 0.10, "KV pool tokens: median error within 10 %");
}

HEADROOM_TEST_GUILESS_MAIN(TestEngineLogs)
#include "tst_enginelogs.moc"
