// Speed under load against 932 measured closed-loop serving points (issue 18):
// tests/data/reference/serving/measured_serving_points.csv, vLLM / SGLang / TensorRT-LLM on H100,
// H200 and B200, dense and MoE, concurrency 1-512 (source: ai-dynamo/aiconfigurator @095f58a5,
// silicon_sample.csv; README.md there). Each row is a benchmark at a fixed number of concurrent
// users (closed loop): the estimate is the deployment at that concurrency, its input and output
// lengths, its engine, weights and KV format. One set of engine constants for every row; the
// errors are printed per engine, per concurrency band and dense vs MoE, and the medians are
// checked against the tolerances below.
//
// HEADROOM_SERVING_DUMP=path.csv writes each row's estimate beside its measurement.
#include "catalog/catalog.h"
#include "estimate/memorybreakdown.h"
#include "estimate/speed.h"
#include "estimate/speedmodel.h"
#include "headroomtest.h"
#include "referencecsv.h"

#include <QFile>
#include <QTest>
#include <QTextStream>

#include <algorithm>
#include <map>

using namespace Headroom;

namespace {

const Catalog &catalog()
{
    static const Catalog c = *Catalog::builtin();
    return c;
}

/** |relative error| distribution of one group of rows. */
struct Errors
{
    QList<double> values;
    void add(double estimated, double measured)
    {
        values.append((estimated - measured) / measured);
    }
    double median() const
    {
        if (values.isEmpty())
            return 0;
        QList<double> a;
        for (double v : values)
            a.append(std::abs(v));
        std::sort(a.begin(), a.end());
        return a[a.size() / 2];
    }
    double signedMedian() const
    {
        if (values.isEmpty())
            return 0;
        QList<double> a = values;
        std::sort(a.begin(), a.end());
        return a[a.size() / 2];
    }
    double quantile(double q) const // of |error|
    {
        if (values.isEmpty())
            return 0;
        QList<double> a;
        for (double v : values)
            a.append(std::abs(v));
        std::sort(a.begin(), a.end());
        return a[std::min<qsizetype>(a.size() - 1, qsizetype(q * double(a.size())))];
    }
    double within(double tolerance) const
    {
        if (values.isEmpty())
            return 0;
        return double(std::count_if(values.cbegin(), values.cend(),
                                    [tolerance](double v) { return std::abs(v) <= tolerance; }))
                / double(values.size());
    }
};

struct Group
{
    Errors tpot;
    Errors ttft;
};

QString band(int concurrency)
{
    if (concurrency <= 4)
        return QStringLiteral("c 1-4");
    if (concurrency <= 16)
        return QStringLiteral("c 5-16");
    if (concurrency <= 64)
        return QStringLiteral("c 17-64");
    return QStringLiteral("c 65+");
}

/** The attention kind a row's model is grouped under (issue 29's groups). */
QString attentionOf(const ModelSpec &model, const QString &features)
{
    if (model.mla.indexHeads > 0)
        return QStringLiteral("DSA");
    if (model.isMla())
        return QStringLiteral("MLA");
    if (features.contains(u"hybrid-linear-attn"))
        return QStringLiteral("hybrid linear");
    if (model.slidingWindow > 0)
        return QStringLiteral("sliding window");
    return QStringLiteral("GQA / MHA");
}

QString modelIdOf(const QString &cell)
{
    if (cell.contains(u"Qwen3.5-397B-A17B"))
        return QStringLiteral("qwen3.5-397b-a17b");
    if (cell.contains(u"MiniMax-M2.5"))
        return QStringLiteral("minimax-m2.5");
    return cell;
}

} // namespace

class TestServingPoints : public QObject
{
    Q_OBJECT

private slots:
    void closedLoop();
};

void TestServingPoints::closedLoop()
{
    const auto rows = referenceTable("serving/measured_serving_points.csv");
    std::map<QString, Group> groups;
    // HEADROOM_SERVING_SIMULATE=1 also runs the load simulation on every row (slow) and prints
    // its errors beside the closed form's
    const bool simulate = qEnvironmentVariableIntValue("HEADROOM_SERVING_SIMULATE") != 0;
    std::map<QString, Group> simulated;
    Group all;
    int unfit = 0, queued = 0;
    QStringList unfitRows, queuedRows;
    QFile dumpFile(qEnvironmentVariable("HEADROOM_SERVING_DUMP"));
    QTextStream dump;
    if (!dumpFile.fileName().isEmpty() && dumpFile.open(QIODevice::WriteOnly | QIODevice::Text)) {
        dump.setDevice(&dumpFile);
        dump << "point_id,engine,gpu,model,moe,features,tp,batch,input,output,measured_ttft_s,"
                "measured_tpot_s,est_ttft_s,est_tpot_s,max_concurrency,prefill_alone_s,"
                "prefill_batched_s";
        for (int b = 1; b <= 1024; b *= 2)
            dump << ",step_" << b << ",mw_" << b << ",me_" << b << ",mk_" << b << ",cmp_" << b
                 << ",com_" << b << ",coml_" << b;
        dump << ",overhead";
        dump << '\n';
    }
    for (const QHash<QString, QString> &r : rows) {
        const QString id = r.value(u"point_id"_qs);
        const QString modelId = modelIdOf(r.value(u"model"_qs));
        const auto model = catalog().model(modelId);
        const auto gpu = catalog().gpu(r.value(u"gpu"_qs));
        QVERIFY2(model && gpu, qPrintable(id + u": model or GPU not in the catalog"_qs));
        Configuration c;
        c.gpuId = gpu->id;
        c.tensorParallel = r.value(u"tp"_qs).toInt();
        c.pipelineParallel = r.value(u"pp"_qs).toInt();
        c.gpuCount = r.value(u"gpus"_qs).toInt();
        // the rows run with expert parallelism: attention TP over the tp GPUs, experts EP
        c.expertParallel = std::max(r.value(u"moe_ep"_qs).toInt(), 1);
        Deployment d;
        d.modelId = modelId;
        const auto engine = engineFromId(r.value(u"engine"_qs));
        const auto weights = weightFormatFromId(r.value(u"weights"_qs));
        const auto kv = kvFormatFromId(r.value(u"kv"_qs));
        QVERIFY2(engine && weights && kv, qPrintable(id));
        d.engine = *engine;
        d.weights = *weights;
        d.kv = *kv;
        const int batch = r.value(u"batch"_qs).toInt();
        d.workload.concurrentSequences = batch;
        d.workload.inputTokens = r.value(u"input"_qs).toLongLong();
        d.workload.outputTokens = r.value(u"output"_qs).toLongLong();
        d.workload.contextTokens = d.workload.inputTokens + d.workload.outputTokens;
        const EngineProfile profile = defaultEngineProfile(d.engine);
        SpeedOptions options;
        options.simulateLoad = simulate;
        options.simulatedRequests = 2000;
        const auto e = estimateSpeed(*model, *gpu, c, d, profile, options);
        QVERIFY2(e.has_value(), qPrintable(id + u": "_qs + (e ? QString() : e.error().message)));
        const double ttft = r.value(u"measured_ttft_s"_qs).toDouble();
        const double tpot = r.value(u"measured_tpot_s"_qs).toDouble();
        // every measured deployment ran: none may be declared unable to serve; where more
        // users came than the replica runs at once, the rest wait (the TTFT includes it)
        // nor called short of memory: the engine started with one sequence of the row's length
        Deployment one = d;
        one.workload.concurrentSequences = 1;
        const auto memory = estimateMemory(*model, *gpu, c, one, profile, MemoryDetail::Verdict);
        if (e->maxConcurrency < 1 || !memory || !memory->fits) {
            ++unfit;
            unfitRows.append(id);
        }
        if (e->maxConcurrency < batch) {
            ++queued;
            queuedRows.append(QStringLiteral("%1 (%2 users, %3 at once, TTFT measured %4 s, "
                                             "estimated %5 s)")
                                      .arg(id)
                                      .arg(batch)
                                      .arg(e->maxConcurrency)
                                      .arg(ttft, 0, 'f', 1)
                                      .arg(e->ttftSeconds, 0, 'f', 1));
        }
        const bool moe = r.value(u"moe"_qs) == u"moe";
        const QString features = r.value(u"features"_qs);
        for (const QString &key :
             {r.value(u"engine"_qs), band(batch), gpu->id, attentionOf(*model, features),
              moe ? QStringLiteral("MoE") : QStringLiteral("dense"),
              features.contains(u"ep") ? QStringLiteral("expert parallel")
                                       : QStringLiteral("no EP")}) {
            groups[key].tpot.add(e->tpotSeconds, tpot);
            groups[key].ttft.add(e->ttftSeconds, ttft);
        }
        all.tpot.add(e->tpotSeconds, tpot);
        all.ttft.add(e->ttftSeconds, ttft);
        if (e->simulated) {
            for (const QString &key : {r.value(u"engine"_qs), band(batch), QStringLiteral("all")}) {
                simulated[key].tpot.add(e->simulated->tpot.mean, tpot);
                simulated[key].ttft.add(e->simulated->ttft.mean, ttft);
            }
        }
        if (dump.device()) {
            SpeedModel::Model m(*model, *gpu, c, d, profile);
            SpeedModel::configureModel(m);
            const auto pre = SpeedModel::prefill(m, d.workload.inputTokens);
            dump << id << ',' << r.value(u"engine"_qs) << ',' << gpu->id << ',' << modelId << ','
                 << (moe ? 1 : 0) << ',' << features << ',' << c.tensorParallel << ',' << batch
                 << ',' << d.workload.inputTokens << ',' << d.workload.outputTokens << ',' << ttft
                 << ',' << tpot << ',' << e->ttftSeconds << ',' << e->tpotSeconds << ','
                 << e->maxConcurrency << ',' << pre.seconds << ',' << pre.batchedSeconds;
            const std::int64_t context = d.workload.inputTokens + d.workload.outputTokens / 2;
            for (int b = 1; b <= 1024; b *= 2) {
                const SpeedPoint p = SpeedModel::decodePoint(m, b, context);
                dump << ',' << p.tpotSeconds << ',' << p.memoryWeightsSeconds << ','
                     << p.memoryExpertsSeconds << ',' << p.memoryKvSeconds << ','
                     << p.computeSeconds << ',' << p.communicationSeconds << ','
                     << p.communicationLatencySeconds;
            }
            dump << ',' << m.eff->stepOverheadSeconds.value;
            dump << '\n';
        }
    }
    qInfo("%-16s %5s  %-38s  %-38s", "rows", "n", "TPOT |err| median (signed) p90",
          "TTFT |err| median (signed) p90");
    const auto print = [](const char *name, const Group &g) {
        qInfo("%-16s %5lld  %6.1f %% (%+6.1f %%) %6.1f %% %4.0f %% <=15 %%  %6.1f %% (%+6.1f %%) "
              "%6.1f %% %4.0f %% <=30 %%",
              name, static_cast<long long>(g.tpot.values.size()), 100 * g.tpot.median(),
              100 * g.tpot.signedMedian(), 100 * g.tpot.quantile(0.9), 100 * g.tpot.within(0.15),
              100 * g.ttft.median(), 100 * g.ttft.signedMedian(), 100 * g.ttft.quantile(0.9),
              100 * g.ttft.within(0.30));
    };
    print("all", all);
    for (const auto &[key, g] : groups)
        print(qPrintable(key), g);
    for (const auto &[key, g] : simulated)
        print(qPrintable(u"simulated, "_qs + key), g);
    qInfo("declared unfit although measured: %d%s%s", unfit, unfit ? ": " : "",
          qPrintable(unfitRows.join(u", "_qs)));
    qInfo("more users than run at once (the rest wait for a slot): %d%s%s", queued,
          queued ? ": " : "", qPrintable(queuedRows.join(u"; "_qs)));

    // Tolerances: what the closed-loop model reaches with one set of constants (before it, the
    // empty-server model was off by 34 % in TPOT and 82 % in TTFT, always optimistic). Issue 18's
    // targets are 12 % and 25 %; repeated measurements of one point differ by ~6 % in TPOT.
    QCOMPARE(all.tpot.values.size(), rows.size());
    QCOMPARE(unfit, 0);
    QVERIFY2(all.tpot.median() <= 0.12, "TPOT median error over all rows");
    QVERIFY2(all.ttft.median() <= 0.25, "TTFT median error over all rows");
    // the tail as it stands (67 % and 35 %): issue 29 asks for 60 % and 30 %, not reached yet
    QVERIFY2(all.ttft.quantile(0.9) <= 0.70, "TTFT p90 error over all rows");
    QVERIFY2(all.tpot.quantile(0.9) <= 0.34, "TPOT p90 error over all rows");
    QVERIFY2(std::abs(all.tpot.signedMedian()) <= 0.05, "TPOT biased");
    QVERIFY2(std::abs(all.ttft.signedMedian()) <= 0.10, "TTFT biased");
    for (const char *engine : {"vllm", "sglang", "trtllm"}) {
        const Group &g = groups[QString::fromLatin1(engine)];
        QVERIFY2(g.tpot.median() <= 0.30, engine);
        QVERIFY2(g.ttft.median() <= 0.30, engine);
    }
    // the 115 rows run with expert parallelism, estimated as EP (25 % and +16 % signed in TPOT
    // when they were estimated as TP)
    const Group &ep = groups[QStringLiteral("expert parallel")];
    QCOMPARE(ep.tpot.values.size(), 115);
    QVERIFY2(ep.tpot.median() <= 0.13, "TPOT median error of the expert-parallel rows");
    QVERIFY2(std::abs(ep.tpot.signedMedian()) <= 0.08, "expert-parallel TPOT biased");
    QVERIFY2(ep.ttft.median() <= 0.25, "TTFT median error of the expert-parallel rows");
    for (const char *band : {"c 1-4", "c 5-16", "c 17-64", "c 65+"}) {
        const Group &g = groups[QString::fromLatin1(band)];
        QVERIFY2(g.tpot.median() <= 0.26, band);
        QVERIFY2(g.ttft.median() <= 0.36, band);
    }
}

HEADROOM_TEST_APPLESS_MAIN(TestServingPoints)
#include "tst_servingpoints.moc"
