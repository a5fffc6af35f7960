// Training solvers (docs/fine-tuning.md, "Solvers"): each answer fits and one more does not.
#include "catalog/catalog.h"
#include "estimate/trainingsolvers.h"
#include "headroomtest.h"
#include "referencemodels.h"
#include "units/bytes.h"

#include <QTest>

using namespace Headroom;

namespace {

GpuSpec h100()
{
    const auto catalog = Catalog::builtin();
    return catalog ? catalog->gpu(u"h100-sxm-80gb"_qs).value_or(GpuSpec {}) : GpuSpec {};
}

Configuration config(int gpus, int tp = 1, int pp = 1)
{
    Configuration c;
    c.gpuCount = gpus;
    c.tensorParallel = tp;
    c.pipelineParallel = pp;
    return c;
}

Deployment training(DeploymentMode mode, int zero = 0)
{
    Deployment d;
    d.mode = mode;
    d.engine = EngineKind::Transformers;
    d.training.zeroStage = zero;
    d.training.gradientCheckpointing = true;
    return d;
}

bool fits(const ModelSpec &m, const GpuSpec &g, const Configuration &c, const Deployment &d)
{
    const auto r = estimateTrainingMemory(m, g, c, d, defaultEngineProfile(d.engine));
    return r && r->fits;
}

} // namespace

class TestTrainingSolvers : public QObject
{
    Q_OBJECT

private slots:
    void maxMicroBatchIsTheEdge();
    void maxSequenceIsTheEdge();
    void modelStatesBind();
    void minGpusZero3UsesDataParallel();
    void minGpusZero0NeedsModelParallel();
    void minGpusLimit();
    void errorsPropagate();
};

void TestTrainingSolvers::maxMicroBatchIsTheEdge()
{
    const ModelSpec m = referenceModel(u"Llama-3.1-8B");
    Deployment d = training(DeploymentMode::Qlora);
    const EngineProfile engine = defaultEngineProfile(d.engine);
    const auto answer = maxMicroBatch(m, h100(), config(1), d, engine);
    QVERIFY(answer);
    QVERIFY(answer->value > 1);
    QCOMPARE(answer->binding, TrainingBinding::Activations);
    d.training.microBatch = int(answer->value);
    QVERIFY(fits(m, h100(), config(1), d));
    d.training.microBatch += 1;
    QVERIFY(!fits(m, h100(), config(1), d));
}

void TestTrainingSolvers::maxSequenceIsTheEdge()
{
    const ModelSpec m = referenceModel(u"Llama-3.1-8B");
    Deployment d = training(DeploymentMode::Lora);
    d.training.microBatch = 4;
    const EngineProfile engine = defaultEngineProfile(d.engine);
    const auto answer = maxTrainingSequence(m, h100(), config(1), d, engine);
    QVERIFY(answer);
    QVERIFY(answer->value > 0 && answer->value < m.maxContext);
    QCOMPARE(answer->binding, TrainingBinding::Activations);
    d.training.sequenceTokens = int(answer->value);
    QVERIFY(fits(m, h100(), config(1), d));
    d.training.sequenceTokens += 1;
    QVERIFY(!fits(m, h100(), config(1), d));

    // a small model on a huge GPU reaches the model's context first
    GpuSpec huge;
    huge.id = u"test-2tb"_qs;
    huge.marketedMemoryBytes = 2000 * kGB;
    d.training.microBatch = 1;
    const auto context = maxTrainingSequence(m, huge, config(1), d, engine);
    QVERIFY(context);
    QCOMPARE(context->value, m.maxContext);
    QCOMPARE(context->binding, TrainingBinding::ModelContext);
}

void TestTrainingSolvers::modelStatesBind()
{
    // a 7B full fine-tune (16 B/param = 108 GB) leaves no room on one 80 GB GPU
    const ModelSpec m = referenceModel(u"Llama-2-7B");
    const Deployment d = training(DeploymentMode::FullFineTune);
    const auto answer = maxMicroBatch(m, h100(), config(1), d, defaultEngineProfile(d.engine));
    QVERIFY(answer);
    QCOMPARE(answer->value, std::int64_t(0));
    QCOMPARE(answer->binding, TrainingBinding::ModelStates);
}

void TestTrainingSolvers::minGpusZero3UsesDataParallel()
{
    // Llama-3.1-8B full fine-tune, ZeRO-3: 16 B x 8.03e9 = 128.5 GB of model states; on
    // 79.18 GiB H100s two GPUs hold 64.2 GB each plus activations: two, data parallel.
    const ModelSpec m = referenceModel(u"Llama-3.1-8B");
    const Deployment d = training(DeploymentMode::FullFineTune, 3);
    const auto answer = minTrainingGpus(m, h100(), d, defaultEngineProfile(d.engine));
    QVERIFY(answer);
    QCOMPARE(answer->gpus, 2);
    QCOMPARE(answer->tensorParallel, 1);
    QCOMPARE(answer->dataParallel, 2);
    QVERIFY(!fits(m, h100(), config(1), d));
    QVERIFY(fits(m, h100(), config(2), d));
}

void TestTrainingSolvers::minGpusZero0NeedsModelParallel()
{
    // without ZeRO every data-parallel replica holds all 16 B/param: only TP (or PP) splits
    const ModelSpec m = referenceModel(u"Llama-3.1-8B");
    const Deployment d = training(DeploymentMode::FullFineTune, 0);
    const auto answer = minTrainingGpus(m, h100(), d, defaultEngineProfile(d.engine));
    QVERIFY(answer);
    QCOMPARE(answer->gpus, 2);
    QCOMPARE(answer->tensorParallel * answer->pipelineParallel, 2); // TP 1 x PP 2 comes first
    QCOMPARE(answer->dataParallel, 1);
    QVERIFY(!fits(m, h100(), config(2), d)); // two replicas: no help
    QVERIFY(fits(m, h100(), config(2, answer->tensorParallel, answer->pipelineParallel), d));
    QVERIFY(fits(m, h100(), config(2, 2), d)); // TP 2 fits too
}

void TestTrainingSolvers::minGpusLimit()
{
    // Llama-3.1-405B full fine-tune is 6.5 TB of model states: not within 8 GPUs
    const ModelSpec m = referenceModel(u"Llama-3.1-405B");
    QVERIFY(m.layers > 0);
    const Deployment d = training(DeploymentMode::FullFineTune, 3);
    const auto answer = minTrainingGpus(m, h100(), d, defaultEngineProfile(d.engine), 8);
    QVERIFY(answer);
    QCOMPARE(answer->gpus, 0);
    QCOMPARE(answer->binding, TrainingBinding::GpuLimit);
    const auto found = minTrainingGpus(m, h100(), d, defaultEngineProfile(d.engine));
    QVERIFY(found);
    QVERIFY(found->gpus >= 6.49e12 / 85.0e9); // at least 16 B/param over 79.18 GiB GPUs
}

void TestTrainingSolvers::errorsPropagate()
{
    const ModelSpec m = referenceModel(u"Llama-3.1-8B");
    Deployment d = training(DeploymentMode::FullFineTune);
    d.training.zeroStage = 5;
    const EngineProfile engine = defaultEngineProfile(d.engine);
    QVERIFY(!maxMicroBatch(m, h100(), config(1), d, engine));
    QVERIFY(!maxTrainingSequence(m, h100(), config(1), d, engine));
    QVERIFY(!minTrainingGpus(m, h100(), d, engine));
    d = training(DeploymentMode::Inference);
    QVERIFY(!maxMicroBatch(m, h100(), config(1), d, engine)); // training modes only
}

HEADROOM_TEST_APPLESS_MAIN(TestTrainingSolvers)
#include "tst_trainingsolvers.moc"
