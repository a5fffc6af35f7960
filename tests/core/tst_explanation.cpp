// Explanation: the words of a figure kept as terms and formatted when read (units/explanation.h),
// against QString::arg() chains, and translated in the language current when text() is called.

#include "estimate/memorybreakdown.h"
#include "estimate/speed.h"
#include "estimate/trainingmemory.h"
#include "headroomtest.h"
#include "units/explanation.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

#include <atomic>
#include <thread>
#include <vector>

using namespace Headroom;
using Term = Explanation::Term;

namespace {

/** Translates every message of one context into upper case, marked. */
class ShoutingTranslator final : public QTranslator
{
public:
    explicit ShoutingTranslator(const char *context)
        : m_context(context)
    { }
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char * = nullptr,
                      int = -1) const override
    {
        if (qstrcmp(context, m_context) != 0)
            return {};
        // %n stays %n: QCoreApplication::translate() fills it with the count of a plural
        return QStringLiteral("!")
                + QString::fromUtf8(source).toUpper().replace(QStringLiteral("%N"),
                                                              QStringLiteral("%n"));
    }

private:
    const char *m_context;
};

/** English plural forms of one message, as a catalogue would have them. */
class PluralTranslator final : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char * = nullptr,
                      int n = -1) const override
    {
        if (qstrcmp(context, "Headroom::Test") != 0 || qstrcmp(source, "%n GPU(s) of %1") != 0)
            return {};
        return n == 1 ? QStringLiteral("one GPU of %1") : QStringLiteral("%n GPUs of %1");
    }
};

ModelSpec tinyModel()
{
    ModelSpec model;
    model.id = QStringLiteral("tiny");
    model.layers = 2;
    model.hidden = 256;
    model.intermediate = 1024;
    model.heads = 4;
    model.kvHeads = 4;
    model.vocab = 1000;
    return model;
}

} // namespace

class TestExplanation : public QObject
{
    Q_OBJECT

private slots:
    void fillsLikeSuccessiveArgCalls()
    {
        const char *source = "%1 x %2 B = %3 GiB (%4, %5); %6 and %2 again";
        const Explanation e(nullptr, source,
                            {7, std::int64_t(1) << 40, Term(1.23456, 'f', 2), QStringLiteral("a"),
                             Term(0.1 + 0.2), QStringLiteral("ten %1")});
        const QString expected = QString::fromUtf8(source)
                                         .arg(7)
                                         .arg(qint64(1) << 40)
                                         .arg(1.23456, 0, 'f', 2)
                                         .arg(QStringLiteral("a"))
                                         .arg(0.1 + 0.2)
                                         .arg(QStringLiteral("ten %1"));
        QCOMPARE(e.text(), expected);
        QCOMPARE(e.text(),
                 QStringLiteral("7 x 1099511627776 B = 1.23 GiB (a, 0.3); ten %1 and "
                                "1099511627776 again"));
    }

    void appendsWithSeparatorsAndNests()
    {
        Explanation e;
        QVERIFY(e.isEmpty());
        QCOMPARE(e.text(), QString());
        e.append(Explanation(nullptr, "first %1", {1}), "; ");
        QCOMPARE(e.text(), QStringLiteral("first 1")); // no separator before the first piece
        e.append(Explanation(nullptr, "second %1", {Explanation(nullptr, "(inner %1)", {2})}), "; ");
        e += Explanation(nullptr, " third %1 %2", {3, QStringLiteral("x")});
        QCOMPARE(e.text(), QStringLiteral("first 1; second (inner 2) third 3 x"));
        QCOMPARE(Explanation::verbatim(QStringLiteral("50% of %1")).text(),
                 QStringLiteral("50% of %1"));
    }

    void copiesShareAndCompareByTerms()
    {
        const Explanation a(nullptr, "%1 GiB", {Term(2.5, 'f', 2)});
        Explanation b = a;
        QVERIFY(a == b);
        QVERIFY(a == Explanation(nullptr, "%1 GiB", {Term(2.5, 'f', 2)}));
        QVERIFY(!(a == Explanation(nullptr, "%1 GiB", {Term(2.5, 'f', 3)})));
        b += Explanation(nullptr, " more");
        QVERIFY(!(a == b)); // appending to a copy leaves the original alone
        QCOMPARE(a.text(), QStringLiteral("2.50 GiB"));
        QCOMPARE(b.text(), QStringLiteral("2.50 GiB more"));
    }

    void translatesWhenReadNotWhenBuilt()
    {
        const Explanation e("Headroom::Test", "stage %1", {3});
        QCOMPARE(e.text(), QStringLiteral("stage 3"));
        ShoutingTranslator translator("Headroom::Test");
        QCoreApplication::installTranslator(&translator);
        QCOMPARE(e.text(), QStringLiteral("!STAGE 3"));
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(e.text(), QStringLiteral("stage 3"));
    }

    void pluralsAreTranslatedWithTheirCount()
    {
        const Explanation one = Explanation::plural("Headroom::Test", "%n GPU(s) of %1", 1, {7});
        const Explanation three = Explanation::plural("Headroom::Test", "%n GPU(s) of %1", 3, {7});
        QCOMPARE(three.text(), QStringLiteral("3 GPU(s) of 7"));
        QVERIFY(!(one == three));
        QVERIFY(three == Explanation::plural("Headroom::Test", "%n GPU(s) of %1", 3, {7}));
        QVERIFY(!(three == Explanation("Headroom::Test", "%n GPU(s) of %1", {7})));
        PluralTranslator translator;
        QCoreApplication::installTranslator(&translator);
        const Explanation nested(nullptr, "[%1]", {three});
        QCOMPARE(one.text(), QStringLiteral("one GPU of 7"));
        QCOMPARE(three.text(), QStringLiteral("3 GPUs of 7"));
        QCOMPARE(nested.text(), QStringLiteral("[3 GPUs of 7]"));
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(one.text(), QStringLiteral("1 GPU(s) of 7"));
    }

    void anEstimateIsExplainedInTheLanguageOfTheReader()
    {
        const ModelSpec model = tinyModel();
        GpuSpec gpu;
        gpu.id = QStringLiteral("gpu");
        gpu.marketedMemoryBytes = std::int64_t(16) << 30;
        Deployment d;
        d.workload.concurrentSequences = 2;
        d.workload.contextTokens = 128;
        const auto memory = estimateMemory(model, gpu, Configuration {}, d);
        QVERIFY2(memory, memory ? "" : qPrintable(memory.error().message));
        const Explanation &kv = memory->perGpu.first().kvCache.explanation;
        const QString english = kv.text();
        QVERIFY2(english.startsWith(QStringLiteral("2 sequences x ")), qPrintable(english));
        ShoutingTranslator translator("Headroom::Estimate");
        QCoreApplication::installTranslator(&translator);
        const QString shouted = kv.text();
        QCoreApplication::removeTranslator(&translator);
        QVERIFY2(shouted.startsWith(QStringLiteral("!2 SEQUENCES X ")), qPrintable(shouted));
    }

    void warningsAreWordsUntilRead()
    {
        // an estimate's warnings are terms like its explanations: the memory's (a declared
        // parameter count the architecture does not match) and the speed's (lengths derived
        // from the context) come out in the language current when they are read
        ModelSpec model = tinyModel();
        model.declaredParameters = 1'000'000'000;
        GpuSpec gpu;
        gpu.id = QStringLiteral("gpu");
        gpu.marketedMemoryBytes = std::int64_t(16) << 30;
        gpu.memoryBandwidthBytesPerSecond = 1e12;
        gpu.bf16Flops = 1e14;
        Deployment d;
        d.workload.concurrentSequences = 2;
        d.workload.contextTokens = 128;
        const EngineProfile &engine = defaultEngineProfile(EngineKind::Vllm);
        const auto memory = estimateMemory(model, gpu, Configuration {}, d, engine);
        QVERIFY2(memory, memory ? "" : qPrintable(memory.error().message));
        const auto speed = estimateSpeed(model, gpu, Configuration {}, d, engine, *memory);
        QVERIFY2(speed, speed ? "" : qPrintable(speed.error().message));
        QCOMPARE(memory->warnings.size(), 1);
        const QString memoryEnglish = memory->warnings.first().text();
        QVERIFY2(memoryEnglish.startsWith(u"Total parameters computed from the architecture ("_qs)
                         && memoryEnglish.contains(u"differ from the declared 1000000000 by"_qs),
                 qPrintable(memoryEnglish));
        const QStringList speedEnglish = texts(speed->warnings);
        QVERIFY2(speedEnglish.contains(u"No input or output length given: assumed 64 input and "
                                       "64 output tokens from the context"_qs),
                 qPrintable(speedEnglish.join(u'|')));
        ShoutingTranslator estimateWords("Headroom::Estimate");
        ShoutingTranslator speedWords("Headroom::Speed");
        QCoreApplication::installTranslator(&estimateWords);
        QCoreApplication::installTranslator(&speedWords);
        const QString memoryShouted = memory->warnings.first().text();
        const QStringList speedShouted = texts(speed->warnings);
        QCoreApplication::removeTranslator(&speedWords);
        QCoreApplication::removeTranslator(&estimateWords);
        // the nested "Total" is translated too
        QVERIFY2(memoryShouted.startsWith(u"!!TOTAL PARAMETERS COMPUTED FROM THE ARCHITECTURE ("_qs),
                 qPrintable(memoryShouted));
        QVERIFY2(speedShouted.contains(u"!NO INPUT OR OUTPUT LENGTH GIVEN: ASSUMED 64 INPUT AND 64 "
                                       "OUTPUT TOKENS FROM THE CONTEXT"_qs),
                 qPrintable(speedShouted.join(u'|')));
        QCOMPARE(texts(speed->warnings), speedEnglish); // and back, from the same terms
    }

    void aTrainingEstimateIsExplainedInTheLanguageOfTheReader()
    {
        const ModelSpec model = tinyModel();
        GpuSpec gpu;
        gpu.id = QStringLiteral("gpu");
        gpu.marketedMemoryBytes = std::int64_t(16) << 30;
        Configuration config;
        config.gpuCount = 2;
        config.pipelineParallel = 2;
        Deployment d;
        d.mode = DeploymentMode::Lora;
        d.training.gradientCheckpointing = true;
        d.training.pagedOptimizer = true;
        const auto memory = estimateTrainingMemory(model, gpu, config, d, EngineProfile {});
        QVERIFY2(memory, memory ? "" : qPrintable(memory.error().message));
        const GpuMemory &first = memory->perGpu.first();
        const QString english = first.activations.explanation.text();
        // stage 0 of 2 keeps two micro-batches in flight (1F1B)
        QVERIFY2(english.contains(QStringLiteral("gradient checkpointing: 1 layer input(s) x 2 B "
                                                 "x hidden 256 x 2 micro-batch(es) in flight")),
                 qPrintable(english));
        ShoutingTranslator translator("Headroom::Estimate");
        QCoreApplication::installTranslator(&translator);
        const QString shouted = first.activations.explanation.text();
        QStringList parts;
        for (MemoryPartKind kind : allMemoryPartKinds())
            parts << first.part(kind).explanation.text();
        QCoreApplication::removeTranslator(&translator);
        QVERIFY2(shouted.contains(QStringLiteral("!GRADIENT CHECKPOINTING: !1 LAYER INPUT(S) X 2 B "
                                                 "X HIDDEN 256 X !2 MICRO-BATCH(ES) IN FLIGHT")),
                 qPrintable(shouted));
        for (const QString &part : std::as_const(parts))
            QVERIFY2(part.startsWith(u'!'), qPrintable(part));
        QCOMPARE(first.activations.explanation.text(), english);
    }

    void deferredIsMadeOnceWhenFirstRead()
    {
        // Explanation::deferred(): nothing made until read; then once, whichever copy and
        // whichever thread reads first, every copy sharing what was made; appending to a copy
        // leaves the others alone; a maker that makes nothing gives an empty explanation
        std::atomic<int> made = 0;
        const Explanation lazy = Explanation::deferred([&made] {
            ++made;
            return Explanation(nullptr, "%1 ms", {Term(12.5, 'f', 1)});
        });
        Explanation copy = lazy;
        QCOMPARE(made.load(), 0);
        QList<QString> read(8);
        std::vector<std::thread> readers;
        for (int i = 0; i < 8; ++i)
            readers.emplace_back([&read, i, lazy] { read[i] = lazy.text(); });
        for (std::thread &t : readers)
            t.join();
        QCOMPARE(made.load(), 1);
        for (const QString &text : std::as_const(read))
            QCOMPARE(text, QStringLiteral("12.5 ms"));
        QVERIFY(copy == Explanation(nullptr, "%1 ms", {Term(12.5, 'f', 1)}));
        copy.append(Explanation(nullptr, "more"), "; ");
        QCOMPARE(copy.text(), QStringLiteral("12.5 ms; more"));
        QCOMPARE(lazy.text(), QStringLiteral("12.5 ms"));
        QCOMPARE(made.load(), 1);
        Explanation before(nullptr, "before");
        before.append(Explanation::deferred([] { return Explanation(nullptr, "after"); }), " ");
        QCOMPARE(before.text(), QStringLiteral("before after"));
        const Explanation nothing = Explanation::deferred([] { return Explanation(); });
        QVERIFY(nothing.isEmpty());
        QCOMPARE(nothing.text(), QString());
        QVERIFY(nothing == Explanation());
        QVERIFY(Explanation::deferred({}).isEmpty());
    }

    void madeOnOneThreadDroppedOnAnother()
    {
        // the data of freed explanations is kept per thread for the next: explanations made on
        // worker threads (the advisor's) and dropped on the GUI thread, or the reverse, keep
        // their words, and a thread that ends frees what it kept (AddressSanitizer checks)
        const auto make = [](int from) {
            QList<Explanation> made;
            for (int i = 0; i < 600; ++i) // more than a thread keeps
                made.append(Explanation(nullptr, "%1 of %2", {from + i, QStringLiteral("x")}));
            return made;
        };
        QList<Explanation> fromWorker;
        std::thread worker([&] { fromWorker = make(1000); });
        worker.join();
        QList<Explanation> here = make(0);
        std::thread dropper([dropped = std::move(here)]() mutable { dropped.clear(); });
        dropper.join();
        const QList<Explanation> again = make(5000); // from blocks the main thread kept
        fromWorker.removeLast();
        fromWorker.append(Explanation(nullptr, "%1", {QStringLiteral("last")}));
        QCOMPARE(fromWorker.first().text(), QStringLiteral("1000 of x"));
        QCOMPARE(fromWorker.at(599).text(), QStringLiteral("last"));
        QCOMPARE(again.at(42).text(), QStringLiteral("5042 of x"));
        fromWorker.clear(); // the worker's blocks freed here, kept by this thread up to its limit
        QCOMPARE(again.last().text(), QStringLiteral("5599 of x"));
    }
};

HEADROOM_TEST_GUILESS_MAIN(TestExplanation)
#include "tst_explanation.moc"
