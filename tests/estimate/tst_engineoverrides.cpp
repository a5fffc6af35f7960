#include "../cli/clitestutil.h"
#include "headroomtest.h"

#include "catalog/catalog.h"
#include "catalog/catalogsnapshot.h"
#include "estimate/deploymentestimate.h"
#include "estimate/engineconstants.h"
#include "estimate/enginememory.h"
#include "estimate/trainingmemory.h"
#include "units/bytes.h"

#include <QJsonArray>
#include <QSet>
#include <QTest>

#include <cmath>

using namespace Headroom;
using namespace Qt::StringLiterals;

namespace {

/** Llama-3.1-8B in BF16 on one H100 with vLLM, one sequence: memory-bound decode. */
Project oneH100()
{
    Project p;
    Configuration c;
    c.id = u"c"_s;
    c.gpuId = u"h100-sxm-80gb"_s;
    p.configurations.append(c);
    Deployment d;
    d.id = u"d"_s;
    d.configurationId = c.id;
    d.modelId = u"llama-3.1-8b"_s;
    d.workload.concurrentSequences = 1;
    d.workload.contextTokens = 4096;
    p.deployments.append(d);
    return p;
}

DeploymentEstimate estimate(const Project &p)
{
    const Catalog catalog = catalogForProject(p, *Catalog::builtin());
    return estimateDeployment(catalog, p, p.deployments.first());
}

} // namespace

class TestEngineOverrides : public QObject
{
    Q_OBJECT

private slots:
    void table()
    {
        const QList<EngineConstant> all = engineConstants(DeploymentMode::Inference);
        QSet<QString> ids;
        for (const EngineConstant &p : all) {
            QCOMPARE(p.id, p.id.toLower());
            QVERIFY(!p.name.isEmpty());
            QVERIFY(p.minimum < p.maximum);
            QVERIFY(engineConstant(p.id));
            ids.insert(p.id);
        }
        QCOMPARE(ids.size(), all.size());
        for (const char16_t *id :
             {u"memory_fraction", u"mbu", u"mbu_quantized", u"mfu_prefill", u"mfu_decode",
              u"step_overhead_ms", u"scheduling_efficiency", u"tp4_bandwidth_scale",
              u"moe_bandwidth_scale", u"allreduce_nvlink_us", u"allreduce_pcie_us", u"startup_s",
              u"max_batch", u"gpu_layers", u"host_expert_fraction", u"cuda_graphs_gib",
              u"non_torch_gib", u"activation_peak_gib"})
            QVERIFY2(ids.contains(QString::fromUtf16(id)), qPrintable(QString::fromUtf16(id)));
        // training runs the PyTorch profile: only its memory constants apply
        QStringList training;
        for (const EngineConstant &p : engineConstants(DeploymentMode::Lora))
            training.append(p.id);
        QCOMPARE(training,
                 (QStringList {u"non_torch_gib"_s, u"non_torch_multi_gib"_s,
                               u"activation_peak_gib"_s}));
        QVERIFY(!engineConstant(u"nope"_s));
    }

    void valuesInTheirUnits()
    {
        const EngineProfile vllm = defaultEngineProfile(EngineKind::Vllm);
        const GpuClass hbm = GpuClass::Datacenter;
        QCOMPARE(engineConstantValue(vllm, u"mbu"_s, hbm),
                 vllm.datacenterSpeed.bandwidth16Bit.value);
        QCOMPARE(engineConstantValue(vllm, u"mbu"_s, GpuClass::Workstation),
                 vllm.workstationSpeed.bandwidth16Bit.value);
        QCOMPARE(engineConstantValue(vllm, u"step_overhead_ms"_s, hbm),
                 vllm.datacenterSpeed.stepOverheadSeconds.value * 1e3);
        QCOMPARE(engineConstantValue(vllm, u"allreduce_nvlink_us"_s, hbm),
                 vllm.allReduceLatencyNvlinkSeconds.value * 1e6);
        QCOMPARE(engineConstantValue(vllm, u"non_torch_gib"_s, hbm), toGiB(vllm.nonTorchTp1.bytes));
        QCOMPARE(engineConstantValue(vllm, u"max_batch"_s, hbm), double(vllm.maxBatchSize));
        QCOMPARE(engineConstantValue(vllm, u"gpu_layers"_s, hbm), -1.0);
        QCOMPARE(engineConstantSource(vllm, u"mbu"_s, hbm),
                 vllm.datacenterSpeed.bandwidth16Bit.label());
        QVERIFY(engineConstantSource(vllm, u"mbu"_s, hbm).startsWith(u"measured ("));
        QCOMPARE(engineConstantSource(vllm, u"cuda_graphs_gib"_s, hbm), vllm.cudaGraphs.label());
        QVERIFY(engineConstantSource(vllm, u"max_batch"_s, hbm).startsWith(u"vLLM default"));
    }

    void applyOverrides()
    {
        const EngineProfile vllm = defaultEngineProfile(EngineKind::Vllm);
        const QMap<QString, double> overrides {{u"mbu"_s, 0.35},
                                               {u"allreduce_nvlink_us"_s, 12},
                                               {u"cuda_graphs_gib"_s, 1.5},
                                               {u"max_batch"_s, 48}};
        const auto applied = applyEngineOverrides(vllm, overrides, GpuClass::Workstation);
        QVERIFY(applied);
        QCOMPARE(applied->workstationSpeed.bandwidth16Bit.value, 0.35);
        QVERIFY(applied->workstationSpeed.bandwidth16Bit.userSet);
        QCOMPARE(applied->workstationSpeed.bandwidth16Bit.label(), u"set by the user"_s);
        // the other classes keep their defaults
        QCOMPARE(applied->datacenterSpeed.bandwidth16Bit.value,
                 vllm.datacenterSpeed.bandwidth16Bit.value);
        QVERIFY(std::abs(applied->allReduceLatencyNvlinkSeconds.value - 12e-6) < 1e-15);
        QCOMPARE(applied->cudaGraphs.bytes, 3 * kGiB / 2);
        QCOMPARE(applied->maxBatchSize, 48);
        for (const QString &id : overrides.keys()) {
            QCOMPARE(engineConstantSource(*applied, id, GpuClass::Workstation),
                     u"set by the user"_s);
            QCOMPARE(engineConstantValue(*applied, id, GpuClass::Workstation), overrides[id]);
        }
        QCOMPARE(engineConstantSource(*applied, u"mfu_decode"_s, GpuClass::Workstation),
                 vllm.workstationSpeed.computeDecode.label());
    }

    void effectiveProfileInOnePlace()
    {
        // defaults, then the training constants, then the overrides
        Deployment d;
        d.engine = EngineKind::Vllm;
        d.mode = DeploymentMode::Lora;
        d.engineOverrides = {{u"cuda_graphs_gib"_s, 1.5}};
        const EngineProfile training = trainingEngineProfile(defaultEngineProfile(d.engine));
        const auto effective = effectiveEngineProfile(d, GpuClass::Datacenter);
        QVERIFY(effective);
        QCOMPARE(effective->kind, training.kind);
        QCOMPARE(effective->memoryFraction, training.memoryFraction);
        QCOMPARE(effective->cudaGraphs.bytes, 3 * kGiB / 2);
        QCOMPARE(effective->activationPeakDense.bytes, training.activationPeakDense.bytes);
        QVERIFY(effective->cudaGraphs.userSet);

        // an override that cannot apply: refused whole, or left out and named
        d.engineOverrides.insert(u"future_knob"_s, 1);
        QVERIFY(!effectiveEngineProfile(d, GpuClass::Datacenter));
        QStringList problems;
        const EngineProfile partial = effectiveEngineProfile(d, GpuClass::Datacenter, problems);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().contains(u"future_knob"_s), qPrintable(problems.first()));
        QCOMPARE(partial.cudaGraphs.bytes, 3 * kGiB / 2);
    }

    void refusesBadOverrides_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown") << u"warp_speed"_s << 1.0
                                 << u"Unknown engine constant \"warp_speed\""_s;
        QTest::newRow("above range")
                << u"mbu"_s << 1.5 << u"\"mbu\" must be between 0.01 and 1, not 1.5"_s;
        QTest::newRow("negative") << u"step_overhead_ms"_s << -1.0
                                  << u"\"step_overhead_ms\" must be between 0 and 100"_s;
        QTest::newRow("nan") << u"mfu_decode"_s << std::nan("")
                             << u"\"mfu_decode\" must be between"_s;
        QTest::newRow("infinite") << u"startup_s"_s << HUGE_VAL
                                  << u"\"startup_s\" must be between"_s;
        QTest::newRow("fraction of a batch")
                << u"max_batch"_s << 2.5 << u"\"max_batch\" must be a whole number, not 2.5"_s;
    }

    void refusesBadOverrides()
    {
        QFETCH(QString, id);
        QFETCH(double, value);
        QFETCH(QString, expected);
        const auto r = applyEngineOverrides(defaultEngineProfile(EngineKind::Vllm), {{id, value}},
                                            GpuClass::Datacenter);
        QVERIFY(!r);
        QVERIFY2(r.error().message.contains(expected), qPrintable(r.error().message));
        QCOMPARE(r.error().detail, id);
    }

    void estimateDeploymentUsesOverrides()
    {
        Project p = oneH100();
        const DeploymentEstimate before = estimate(p);
        QVERIFY(before.speed);
        const double mbu = before.engine.datacenterSpeed.bandwidth16Bit.value;
        // half the MBU: every byte of a BF16 decode step (weights and KV) takes twice as long
        p.deployments[0].engineOverrides = {{u"mbu"_s, mbu / 2}, {u"step_overhead_ms"_s, 4}};
        const DeploymentEstimate after = estimate(p);
        QVERIFY2(after.speed, qPrintable(after.speed ? QString() : after.speed.error().message));
        QCOMPARE(after.engine.datacenterSpeed.bandwidth16Bit.value, mbu / 2);
        const SpeedPoint &b = before.speed->curve().first();
        const SpeedPoint &a = after.speed->curve().first();
        QVERIFY(std::abs(a.memorySeconds - 2 * b.memorySeconds) < 1e-12);
        const double gpuBefore = before.speed->tpotSeconds
                - before.engine.datacenterSpeed.stepOverheadSeconds.value;
        QVERIFY(std::abs(after.speed->tpotSeconds - (gpuBefore + b.memorySeconds + 4e-3)) < 1e-9);
        // memory constants reach the breakdown
        p.deployments[0].engineOverrides = {{u"cuda_graphs_gib"_s, 2}};
        const DeploymentEstimate graphs = estimate(p);
        QVERIFY(graphs.memory);
        // the 2 GiB replace the graphs vLLM's rule gives (the figure the runtime part held)
        const Configuration &config = p.configurations[0];
        const EngineBuffers rule = engineBuffers(*before.model, config, p.deployments[0],
                                                 before.engine,
                                                 resolveEngineRuntime(before.engine,
                                                                      *Catalog::builtin()->gpu(
                                                                              config.gpuId),
                                                                      config, p.deployments[0]),
                                                 0);
        QCOMPARE(graphs.memory->perGpu.first().runtime.bytes,
                 before.memory->perGpu.first().runtime.bytes - rule.cudaGraphs + 2 * kGiB);
        // a bad override is the error of memory and speed
        p.deployments[0].engineOverrides = {{u"mbu"_s, 0}};
        const DeploymentEstimate bad = estimate(p);
        QVERIFY(!bad.memory);
        QVERIFY(!bad.speed);
        QVERIFY(bad.memory.error().message.contains(u"\"mbu\""));
    }

    void cliEngineConstant()
    {
        const QStringList base {u"estimate"_s, u"--model"_s,       u"llama-3.1-8b"_s,
                                u"--gpu"_s,    u"h100-sxm-80gb"_s, u"--json"_s};
        const CliRun plain = runCli(base);
        QCOMPARE(plain.exitCode, 0);
        const CliRun run = runCli(base
                                  + QStringList {u"--engine-constant"_s, u"mbu=0.35"_s,
                                                 u"--engine-constant"_s, u"max_batch=8"_s});
        QCOMPARE(run.exitCode, 0);
        const auto params = [](const QJsonObject &json) {
            QMap<QString, QJsonObject> byId;
            for (const QJsonValue &v : json.value(u"engine_constants").toArray())
                byId.insert(v.toObject().value(u"id").toString(), v.toObject());
            return byId;
        };
        const auto defaults = params(plain.json());
        const auto edited = params(run.json());
        QCOMPARE(edited.size(), engineConstants(DeploymentMode::Inference).size());
        const EngineProfile vllm = defaultEngineProfile(EngineKind::Vllm);
        QCOMPARE(defaults[u"mbu"_s].value(u"value").toDouble(),
                 vllm.datacenterSpeed.bandwidth16Bit.value);
        QCOMPARE(defaults[u"mbu"_s].value(u"source").toString(),
                 vllm.datacenterSpeed.bandwidth16Bit.label());
        QCOMPARE(edited[u"mbu"_s].value(u"value").toDouble(), 0.35);
        QCOMPARE(edited[u"mbu"_s].value(u"source").toString(), u"set by the user"_s);
        QCOMPARE(edited[u"max_batch"_s].value(u"value").toDouble(), 8.0);
        QCOMPARE(edited[u"mfu_decode"_s], defaults[u"mfu_decode"_s]);
        // the speed follows: the engine batch limit caps the replica
        QCOMPARE(run.json().value(u"performance").toObject().value(u"max_concurrency").toInt(), 8);
        const CliRun text = runCli(QStringList(base.mid(0, 5))
                                   << u"--engine-constant"_s << u"mbu=0.35"_s);
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(u"  mbu = 0.35 (set by the user)"), qPrintable(text.out));
    }

    void cliBadEngineConstant_data()
    {
        QTest::addColumn<QString>("param");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown") << u"warp=1"_s << u"Unknown engine constant \"warp\""_s;
        QTest::newRow("range") << u"mbu=2"_s << u"\"mbu\" must be between 0.01 and 1, not 2"_s;
        QTest::newRow("no value") << u"mbu"_s << u"--engine-constant needs id=number"_s;
        QTest::newRow("not a number") << u"mbu=fast"_s << u"not 'mbu=fast'"_s;
        QTest::newRow("nan") << u"mbu=nan"_s << u"--engine-constant needs id=number"_s;
    }

    void cliBadEngineConstant()
    {
        QFETCH(QString, param);
        QFETCH(QString, expected);
        const CliRun run = runCli({u"estimate"_s, u"--model"_s, u"llama-3.1-8b"_s, u"--gpu"_s,
                                   u"h100-sxm-80gb"_s, u"--engine-constant"_s, param});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(expected), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestEngineOverrides)
#include "tst_engineoverrides.moc"
