// The one set of rules for a new deployment (plan/deploymentdefaults.h) that the board, the
// inspector and `headroom-cli estimate` follow.
#include "headroomtest.h"
#include "plan/deploymentdefaults.h"

#include <QTest>

using namespace Headroom;

class TestDeploymentDefaults : public QObject
{
    Q_OBJECT

private slots:
    void servedWeights_data()
    {
        QTest::addColumn<QString>("checkpoint");
        QTest::addColumn<int>("served");
        QTest::newRow("fp32 is served in bf16") << u"fp32"_qs << int(WeightFormat::Bf16);
        QTest::newRow("bf16") << u"bf16"_qs << int(WeightFormat::Bf16);
        QTest::newRow("fp16") << u"fp16"_qs << int(WeightFormat::Fp16);
        QTest::newRow("fp8") << u"fp8"_qs << int(WeightFormat::Fp8);
        QTest::newRow("gguf") << u"q4_k_m"_qs << int(WeightFormat::GgufQ4_K_M);
        QTest::newRow("unknown id") << u"fp5"_qs << int(WeightFormat::Bf16);
    }

    void servedWeights()
    {
        QFETCH(QString, checkpoint);
        QFETCH(int, served);
        QCOMPARE(int(Headroom::servedWeights(checkpoint)), served);
    }

    void modesTrainWhatTheyCan()
    {
        QCOMPARE(weightsForMode(DeploymentMode::Inference, WeightFormat::GgufQ4_K_M),
                 WeightFormat::GgufQ4_K_M);
        QCOMPARE(weightsForMode(DeploymentMode::FullFineTune, WeightFormat::Fp8),
                 WeightFormat::Bf16);
        QCOMPARE(weightsForMode(DeploymentMode::FullFineTune, WeightFormat::Fp32),
                 WeightFormat::Fp32);
        QCOMPARE(weightsForMode(DeploymentMode::FullFineTune, WeightFormat::Fp16),
                 WeightFormat::Fp16);
        QCOMPARE(weightsForMode(DeploymentMode::Lora, WeightFormat::GgufQ4_K_M), WeightFormat::Bf16);
        QCOMPARE(weightsForMode(DeploymentMode::Lora, WeightFormat::Fp8), WeightFormat::Fp8);
        QCOMPARE(weightsForMode(DeploymentMode::Qlora, WeightFormat::Bf16), WeightFormat::Nf4);
    }

    void aNewDeployment()
    {
        const Deployment gguf = newDeployment(u"m"_qs, u"q4_k_m", u"c"_qs);
        QCOMPARE(gguf.modelId, u"m"_qs);
        QCOMPARE(gguf.configurationId, u"c"_qs);
        QCOMPARE(gguf.engine, EngineKind::LlamaCpp);
        QCOMPARE(gguf.kv, KvFormat::Fp16);
        QCOMPARE(gguf.workload.concurrentSequences, 1);

        const Deployment fp32 = newDeployment(u"m"_qs, u"fp32", u"c"_qs);
        QCOMPARE(fp32.weights, WeightFormat::Bf16);
        QCOMPARE(fp32.engine, EngineKind::Vllm);
        QCOMPARE(fp32.kv, KvFormat::Bf16);

        const Deployment fp16 = newDeployment(u"m"_qs, u"fp16", u"c"_qs);
        QCOMPARE(fp16.kv, KvFormat::Fp16);

        // what the caller says wins; the KV format follows the engine
        const Deployment chosen = newDeployment(u"m"_qs, u"bf16", u"c"_qs, WeightFormat::Fp8,
                                                EngineKind::LlamaCpp);
        QCOMPARE(chosen.weights, WeightFormat::Fp8);
        QCOMPARE(chosen.engine, EngineKind::LlamaCpp);
        QCOMPARE(chosen.kv, KvFormat::Fp16);
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestDeploymentDefaults)
#include "tst_deploymentdefaults.moc"
