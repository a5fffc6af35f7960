// The advisor's training jobs (core/advisor/advisortraining.h, docs/advisor.md "Training
// jobs"): the fewest GPUs for a deadline against brute force over the counts, memory against
// deadline binding, the cost against the price book, the jobs in advise()'s plans, the board's
// items, the JSON output and the CLI, and the workload file's errors.

#include "advisedworkloads.h"
#include "advisor/advisor.h"
#include "advisor/advisorjson.h"
#include "advisor/advisortraining.h"
#include "advisor/advisorworkload.h"
#include "catalog/catalog.h"
#include "clitestutil.h"
#include "cost/configurationcost.h"
#include "estimate/deploymentestimate.h"
#include "estimate/parametercount.h"
#include "estimate/trainingmemory.h"
#include "estimate/trainingtime.h"
#include "headroomtest.h"
#include "plan/project.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace Headroom;

namespace {

AdvisedTraining job(const QString &model, DeploymentMode method, double tokens, double deadline)
{
    AdvisedTraining t;
    t.modelId = model;
    t.method = method;
    t.tokens = tokens;
    t.sequenceTokens = 2048;
    t.deadlineHours = deadline;
    return t;
}

/** The on-demand price per GPU-hour the advisor rents at (a default project). */
double rentPerHour(const Catalog &catalog, const QString &gpuId)
{
    Configuration one;
    one.gpuId = gpuId;
    return costAssumptionsFor(Project {}, catalog, one).onDemandPricePerGpuHour;
}

/** The first split of n GPUs (TP 1, 2, 4, 8, then PP powers of two) that fits the job. */
std::optional<std::pair<int, int>> splitOn(const ModelSpec &model, const GpuSpec &gpu,
                                           const Deployment &d, int n)
{
    for (int tp : {1, 2, 4, 8})
        for (int pp = 1; pp <= 64; pp *= 2) {
            if (tp * pp > n || n % (tp * pp) != 0)
                continue;
            Configuration c;
            c.gpuId = gpu.id;
            c.gpuCount = n;
            c.tensorParallel = tp;
            c.pipelineParallel = pp;
            const auto m = estimateTrainingMemory(model, gpu, c, d,
                                                  defaultEngineProfile(EngineKind::Transformers));
            if (m && m->fits)
                return std::pair {tp, pp};
        }
    return std::nullopt;
}

/** The job's hours on n GPUs split TP x PP: the FLOPs per token at the MFU, QLoRA's
 *  dequantisation, and ZeRO-3's gathers beyond each micro-batch's compute. */
double hoursOn(const ModelSpec &model, const GpuSpec &gpu, const AdvisedTraining &t,
               const Deployment &d, int n, int tp, int pp)
{
    const ParameterCount count = countParameters(model);
    const TrainingFlops f = trainingFlopsPerToken(model, count, t.method, d.training);
    const double compute = t.tokens * f.total() / (n * gpu.bf16Flops * t.mfu);
    double seconds = compute;
    const double microBatch = double(d.training.sequenceTokens); // micro-batch 1
    if (t.method == DeploymentMode::Qlora)
        seconds += t.tokens * (d.training.gradientCheckpointing ? 3 : 2) * 2.5
                * double(count.linear()) / (microBatch * n * gpu.memoryBandwidthBytesPerSecond);
    const int dp = n / (tp * pp);
    if (d.training.zeroStage == 3 && dp > 1) {
        const double bytesPerWeight = t.method == DeploymentMode::Qlora ? 0.5 + 0.127 / 8 : 2;
        const double passes = t.method == DeploymentMode::FullFineTune ? 3 : 2;
        const double bytes = passes * bytesPerWeight * double(count.total()) / (tp * pp) * (dp - 1)
                / dp;
        const double link = n > 8
                ? (gpu.internodeBytesPerSecond > 0 ? gpu.internodeBytesPerSecond : 50e9)
                : (gpu.interconnectBytesPerSecond > 0 ? gpu.interconnectBytesPerSecond
                                                      : gpu.pcieBytesPerSecond);
        const double microBatches = t.tokens / (microBatch * dp);
        seconds += microBatches * std::max(0.0, bytes / link - compute / microBatches);
    }
    return seconds / 3600;
}

} // namespace

class TestAdvisorTraining : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog = *Catalog::builtin();

private slots:
    void fewestGpusEqualsBruteForce_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("method");
        QTest::addColumn<double>("tokens");
        QTest::addColumn<double>("deadline");
        QTest::addColumn<QString>("gpu");
        QTest::newRow("8b lora, 2 h") << u"llama-3.1-8b"_qs << int(DeploymentMode::Lora) << 2e9
                                      << 2.0 << u"h100-sxm-80gb"_qs;
        QTest::newRow("8b full, no deadline")
                << u"llama-3.1-8b"_qs << int(DeploymentMode::FullFineTune) << 1e9 << 0.0
                << u"a100-sxm-80gb"_qs;
        QTest::newRow("70b full, 24 h") << u"llama-3.1-70b"_qs << int(DeploymentMode::FullFineTune)
                                        << 2e9 << 24.0 << u"h100-sxm-80gb"_qs;
        QTest::newRow("70b qlora, 10 h") << u"llama-3.1-70b"_qs << int(DeploymentMode::Qlora) << 2e8
                                         << 10.0 << u"l40s-48gb"_qs;
    }

    void fewestGpusEqualsBruteForce()
    {
        QFETCH(QString, model);
        QFETCH(int, method);
        QFETCH(double, tokens);
        QFETCH(double, deadline);
        QFETCH(QString, gpu);
        const AdvisedTraining t = job(model, DeploymentMode(method), tokens, deadline);
        const ModelSpec spec = *m_catalog.model(model);
        const GpuSpec g = *m_catalog.gpu(gpu);
        const int most = 128;
        const TrainingGpuPrice price {rentPerHour(m_catalog, gpu), 0};
        const auto plan = planTrainingOnGpu(m_catalog, t, 0, g, most, price, Acquisition::Rent);
        QVERIFY(plan);
        // brute force: every count 1..8, then whole nodes; the first that fits and is in time
        int expected = 0;
        double expectedHours = 0;
        for (int n = 1; n <= most; n = n < 8 ? n + 1 : n + 8) {
            const auto split = splitOn(spec, g, plan->deployment, n);
            if (!split)
                continue;
            const double hours = hoursOn(spec, g, t, plan->deployment, n, split->first,
                                         split->second);
            if (deadline > 0 && hours > deadline)
                continue;
            expected = n;
            expectedHours = hours;
            break;
        }
        QCOMPARE(plan->gpus, expected);
        QVERIFY2(std::abs(plan->hours / expectedHours - 1) < 1e-9,
                 qPrintable(u"%1 vs %2 h"_qs.arg(plan->hours).arg(expectedHours)));
        QCOMPARE(plan->cost, plan->gpus * plan->hours * price.rentPerGpuHour);
        QCOMPARE(plan->configuration.gpuCount, plan->gpus);
        QCOMPARE(plan->tensorParallel * plan->pipelineParallel * plan->dataParallel, plan->gpus);
        QCOMPARE(plan->deployment.mode, DeploymentMode(method));
    }

    void memoryOrDeadlineBinds()
    {
        const GpuSpec g = *m_catalog.gpu(u"h100-sxm-80gb"_qs);
        const ModelSpec spec = *m_catalog.model(u"llama-3.1-70b"_qs);
        const TrainingGpuPrice price {rentPerHour(m_catalog, g.id), 0};
        // no deadline: the memory minimum, what minTrainingGpus() answers
        AdvisedTraining t = job(u"llama-3.1-70b"_qs, DeploymentMode::FullFineTune, 1e9, 0);
        const auto relaxed = planTrainingOnGpu(m_catalog, t, 0, g, 256, price, Acquisition::Rent);
        QVERIFY(relaxed);
        QCOMPARE(relaxed->binding, TrainingPlanBinding::Memory);
        QCOMPARE(relaxed->gpus, relaxed->memoryGpus);
        const auto minimum = minTrainingGpus(spec, g, relaxed->deployment,
                                             defaultEngineProfile(EngineKind::Transformers), 256);
        QVERIFY(minimum);
        QCOMPARE(relaxed->memoryGpus, minimum->gpus);
        // a deadline a quarter of that time: more GPUs, in time; one node fewer is late
        t.deadlineHours = relaxed->hours / 4;
        const auto tight = planTrainingOnGpu(m_catalog, t, 0, g, 256, price, Acquisition::Rent);
        QVERIFY(tight);
        QCOMPARE(tight->binding, TrainingPlanBinding::Deadline);
        QVERIFY(tight->gpus > tight->memoryGpus);
        QVERIFY(tight->hours <= t.deadlineHours);
        const int fewer = tight->gpus > 8 ? tight->gpus - 8 : tight->gpus - 1;
        const auto split = splitOn(spec, g, tight->deployment, fewer);
        QVERIFY(!split
                || hoursOn(spec, g, t, tight->deployment, fewer, split->first, split->second)
                        > t.deadlineHours);
        // renting by the hour: the GPU-hours cost the same unless gathers outlast the compute
        QVERIFY(tight->cost >= relaxed->cost * (1 - 1e-9));
        // an impossible deadline: no plan, and the reason says so
        t.deadlineHours = 1e-6;
        Explanation why;
        QVERIFY(!planTrainingOnGpu(m_catalog, t, 0, g, 64, price, Acquisition::Rent, &why));
        QVERIFY2(why.text().contains(u"64"_qs), qPrintable(why.text()));
    }

    void zero3OverNodesCanBind()
    {
        // short sequences, 16 H100s over two nodes: each micro-batch's compute is too short to
        // hide the ZeRO-3 gathers over the network
        const GpuSpec g = *m_catalog.gpu(u"h100-sxm-80gb"_qs);
        const ModelSpec spec = *m_catalog.model(u"llama-3.1-8b"_qs);
        const ParameterCount count = countParameters(spec);
        TrainingSettings s;
        s.sequenceTokens = 128;
        s.zeroStage = 3;
        const auto t = estimateTrainingTime(spec, count, g, DeploymentMode::FullFineTune, s, 16,
                                            1e9);
        QVERIFY(t);
        const double link = g.internodeBytesPerSecond > 0 ? g.internodeBytesPerSecond : 50e9;
        const double bytes = 3 * 2 * double(count.total()) * 15 / 16;
        const double microBatches = 1e9 / (128 * 16.0);
        const double excess = microBatches * (bytes / link - t->computeSeconds / microBatches);
        QVERIFY(excess > 0);
        QVERIFY(std::abs(t->communicationSeconds / excess - 1) < 1e-9);
        // at ZeRO 2 the gradient all-reduce, once per step, is inside the MFU
        s.zeroStage = 2;
        QCOMPARE(estimateTrainingTime(spec, count, g, DeploymentMode::FullFineTune, s, 16, 1e9)
                         ->communicationSeconds,
                 0.0);
    }

    void ownedJobPaysAShareOfOwning()
    {
        const GpuSpec g = *m_catalog.gpu(u"a100-sxm-80gb"_qs);
        const AdvisedTraining t = job(u"llama-3.1-8b"_qs, DeploymentMode::Lora, 1e9, 0);
        const TrainingGpuPrice price {3.0, 1.25};
        const auto own = planTrainingOnGpu(m_catalog, t, 0, g, 64, price, Acquisition::Own);
        const auto rent = planTrainingOnGpu(m_catalog, t, 0, g, 64, price, Acquisition::Rent);
        const auto either = planTrainingOnGpu(m_catalog, t, 0, g, 64, price, Acquisition::Either);
        QVERIFY(own && rent && either);
        // either: a one-off job is rented for its hours
        QVERIFY(own->owned && !rent->owned && !either->owned);
        QCOMPARE(own->cost, own->gpus * own->hours * 1.25);
        QCOMPARE(rent->cost, rent->gpus * rent->hours * 3.0);
    }

    void advisePutsTheCheapestJobInEveryPlan()
    {
        const QStringList gpus {u"l40s-48gb"_qs, u"a100-sxm-80gb"_qs, u"h100-sxm-80gb"_qs};
        AdvisorWorkload w;
        w.models.append(users(u"llama-3.1-8b"_qs, 50, 50, 0));
        w.constraints.gpuIds = gpus;
        w.constraints.acquisition = Acquisition::Rent;
        AdvisorOptions options;
        options.verifyWithSimulation = false;
        options.maxPlans = 3;
        const auto serving = advise(m_catalog, Project {}, w, options);
        AdvisedTraining t = job(u"llama-3.1-8b"_qs, DeploymentMode::FullFineTune, 5e9, 12);
        w.training.append(t);
        const auto result = advise(m_catalog, Project {}, w, options);
        QVERIFY(serving && result);
        QCOMPARE(result->plans.size(), serving->plans.size());
        // brute force over the GPU types: the cheapest job
        double cheapest = std::numeric_limits<double>::infinity();
        QString cheapestGpu;
        for (const QString &id : gpus) {
            const auto p = planTrainingOnGpu(m_catalog, t, 0, *m_catalog.gpu(id), 512,
                                             {rentPerHour(m_catalog, id), 0}, Acquisition::Rent);
            if (p && p->cost < cheapest) {
                cheapest = p->cost;
                cheapestGpu = id;
            }
        }
        QVERIFY(!cheapestGpu.isEmpty());
        for (int i = 0; i < result->plans.size(); ++i) {
            const AdvisorPlan &p = result->plans.at(i);
            QCOMPARE(p.training.size(), 1);
            QCOMPARE(p.training.first().gpuId, cheapestGpu);
            QVERIFY(qFuzzyCompare(p.training.first().cost, cheapest));
            QCOMPARE(p.trainingCost, p.training.first().cost);
            QVERIFY(p.training.first().hours <= 12);
            // the serving figures stay the serving fleet's
            QCOMPARE(p.monthlyCost, serving->plans.at(i).monthlyCost);
            QCOMPARE(p.gpus, serving->plans.at(i).gpus);
        }
        // the board: the serving parts and the training job, in training mode
        const PlanItems items = planItems(result->plans.first(), u"Plan 1"_qs);
        QCOMPARE(items.deployments.size(), result->plans.first().parts.size() + 1);
        const Deployment d = items.deployments.last();
        const Configuration c = items.configurations.last();
        QCOMPARE(d.mode, DeploymentMode::FullFineTune);
        QCOMPARE(d.configurationId, c.id);
        QCOMPARE(c.name, u"Plan 1: llama-3.1-8b full"_qs);
        QCOMPARE(c.gpuCount, result->plans.first().training.first().gpus);
        Project project;
        project.configurations = items.configurations;
        project.deployments = items.deployments;
        const DeploymentEstimate e = estimateDeployment(m_catalog, project, d);
        QVERIFY(e.memory.has_value());
        QVERIFY(e.memory->fits);
        // the board estimates the job's time as the advisor did (the default MFU)
        QVERIFY(e.trainingTime.has_value() && e.trainingTime->has_value());
        QVERIFY(std::abs((*e.trainingTime)->hours() / result->plans.first().training.first().hours
                         - 1)
                < 1e-9);
        // the JSON output
        const QJsonObject json = advisorResultToJson(*result);
        const QJsonObject first = json.value(u"plans"_qs).toArray().first().toObject();
        const QJsonObject training = first.value(u"training"_qs).toArray().first().toObject();
        QCOMPARE(training.value(u"gpu"_qs).toString(), cheapestGpu);
        QCOMPARE(training.value(u"method"_qs).toString(), u"full"_qs);
        QCOMPARE(training.value(u"gpus"_qs).toInt(), c.gpuCount);
        QVERIFY(first.value(u"training_cost"_qs).toDouble() > 0);
    }

    void trainingOnlyWorkload()
    {
        AdvisorWorkload w;
        w.training.append(job(u"llama-3.1-8b"_qs, DeploymentMode::Qlora, 1e8, 0));
        w.constraints.gpuIds = {u"l40s-48gb"_qs};
        QVERIFY(validateAdvisorWorkload(w, &m_catalog));
        const auto result = advise(m_catalog, Project {}, w);
        QVERIFY(result);
        QCOMPARE(result->plans.size(), 1);
        QVERIFY(result->plans.first().parts.isEmpty());
        QCOMPARE(result->plans.first().monthlyCost, 0.0);
        QCOMPARE(result->plans.first().training.size(), 1);
        QCOMPARE(result->plans.first().training.first().gpuId, u"l40s-48gb"_qs);
        // a deadline no GPU meets: no plan, a warning naming the job
        w.training.first().deadlineHours = 1e-6;
        const auto none = advise(m_catalog, Project {}, w);
        QVERIFY(none && none->plans.isEmpty());
        QVERIFY(!none->warnings.isEmpty());
        QVERIFY(none->warnings.first().text().contains(u"llama-3.1-8b"_qs));
    }

    void badJsonNamesTheField_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        const auto with = [](const char *job) -> QByteArray {
            return QByteArray(R"({"models": [{"model": "a", "users": 5}], "training": [)") + job
                    + "]}";
        };
        QTest::newRow("not a list")
                << QByteArray(R"({"training": {"model": "a"}})") << u"training"_qs;
        QTest::newRow("no model") << with(R"({"tokens": 1e9})") << u"training[0].model"_qs;
        QTest::newRow("method") << with(R"({"model": "a", "tokens": 1e9, "method": "inference"})")
                                << u"training[0].method"_qs;
        QTest::newRow("no tokens") << with(R"({"model": "a"})") << u"training[0].tokens"_qs;
        QTest::newRow("negative tokens")
                << with(R"({"model": "a", "tokens": -5})") << u"training[0].tokens"_qs;
        QTest::newRow("deadline") << with(R"({"model": "a", "tokens": 1e9, "deadline_hours": -1})")
                                  << u"training[0].deadline_hours"_qs;
        QTest::newRow("zero stage 4") << with(R"({"model": "a", "tokens": 1e9, "zero_stage": 4})")
                                      << u"training[0].zero_stage"_qs;
        QTest::newRow("zero stage 1.5")
                << with(R"({"model": "a", "tokens": 1e9, "zero_stage": 1.5})")
                << u"training[0].zero_stage"_qs;
        QTest::newRow("sequence") << with(R"({"model": "a", "tokens": 1e9, "sequence": 0})")
                                  << u"training[0].sequence"_qs;
        QTest::newRow("mfu") << with(R"({"model": "a", "tokens": 1e9, "mfu": 1.5})")
                             << u"training[0].mfu"_qs;
        QTest::newRow("typo") << with(R"({"model": "a", "tokens": 1e9, "deadline": 5})")
                              << u"training[0].deadline"_qs;
        QTest::newRow("second job")
                << with(R"({"model": "a", "tokens": 1e9}, {"model": "b", "tokens": "x"})")
                << u"training[1].tokens"_qs;
    }

    void badJsonNamesTheField()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        const auto w = advisorWorkloadFromJson(json);
        QVERIFY(!w);
        QCOMPARE(w.error().detail, field);
        QVERIFY2(w.error().message.contains(field), qPrintable(w.error().message));
    }

    void unknownModelRefusedAgainstCatalog()
    {
        AdvisorWorkload w;
        w.training.append(job(u"no-such-model"_qs, DeploymentMode::Lora, 1e9, 0));
        const auto valid = validateAdvisorWorkload(w, &m_catalog);
        QVERIFY(!valid);
        QCOMPARE(valid.error().detail, u"training[0].model"_qs);
    }

    void jsonRoundTrip()
    {
        const QByteArray text = R"({"models": [{"model": "llama-3.1-8b", "users": 5}],
            "training": [{"model": "llama-3.1-8b", "method": "qlora", "tokens": 3e9,
                          "sequence": 4096, "deadline_hours": 48, "zero_stage": 2,
                          "gradient_checkpointing": false, "lora_rank": 64, "mfu": 0.35},
                         {"model": "llama-3.1-70b", "method": "full", "tokens": 1e9}]})";
        const auto w = advisorWorkloadFromJson(text);
        QVERIFY2(w, qPrintable(w ? QString() : w.error().message));
        QCOMPARE(w->training.size(), 2);
        const AdvisedTraining &a = w->training.at(0);
        QCOMPARE(a.method, DeploymentMode::Qlora);
        QCOMPARE(a.tokens, 3e9);
        QCOMPARE(a.sequenceTokens, 4096);
        QCOMPARE(a.deadlineHours, 48.0);
        QCOMPARE(a.effectiveZeroStage(), 2);
        QCOMPARE(a.gradientCheckpointing, false);
        QCOMPARE(a.loraRank, 64);
        QCOMPARE(a.mfu, 0.35);
        const AdvisedTraining &b = w->training.at(1);
        QCOMPARE(b.zeroStage, -1);
        QCOMPARE(b.effectiveZeroStage(), 3); // full: FSDP full shard
        QCOMPARE(b.deadlineHours, 0.0);
        QCOMPARE(b.sequenceTokens, 2048);
        const auto again = advisorWorkloadFromJson(advisorWorkloadToJson(*w));
        QVERIFY(again);
        QCOMPARE(*again, *w);
        // without jobs the file has no "training" key, as before
        AdvisorWorkload plain = *w;
        plain.training.clear();
        QVERIFY(!advisorWorkloadToJson(plain).contains(u"training"_qs));
    }

    void cliShowsTheJob()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(u"workload.json"_qs);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(R"({"models": [{"model": "llama-3.1-8b", "users": 20, "tpot_ms": 50}],
                      "training": [{"model": "llama-3.1-8b", "method": "lora", "tokens": 1e9,
                                    "deadline_hours": 4}],
                      "constraints": {"gpus": ["h100-sxm-80gb"]}})");
        out.close();
        const CliRun text = runCli({u"advise"_qs, file, u"--plans"_qs, u"1"_qs});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(u"Training: llama-3.1-8b lora: "_qs), qPrintable(text.out));
        const CliRun json = runCli({u"advise"_qs, file, u"--json"_qs, u"--plans"_qs, u"1"_qs});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject plan = json.json().value(u"plans"_qs).toArray().first().toObject();
        const QJsonObject job = plan.value(u"training"_qs).toArray().first().toObject();
        QVERIFY(job.value(u"hours"_qs).toDouble() <= 4);
        QCOMPARE(job.value(u"gpu"_qs).toString(), u"h100-sxm-80gb"_qs);
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestAdvisorTraining)
#include "tst_advisortraining.moc"
