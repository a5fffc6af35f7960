// The catalogues file every message under the context the code passes at run time: a plain
// QTranslator (no fallback of any kind) finds a message of each context the code declares with
// Q_DECLARE_TR_FUNCTIONS, in Russian and in Polish (docs/translations.md, Contexts).

#include "headroomtest.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>

namespace {

struct Message
{
    const char *context;
    const char *source;
    int n = -1; // a plural message: the count
};

/** A message of every file that passes one of these contexts (the files that had a local tr()
 *  helper, several of whose messages lupdate had filed under another context). */
const Message kMessages[] = {
        {"Headroom::Catalog", "config.json has no '%1'"}, // hfconfig.cpp
        {"Headroom::Catalog", "The %1 catalog is not a JSON object."}, // catalog.cpp
        {"Headroom::GgufReader", "Could not read byte %1 of the file."},
        {"Headroom::Formats", "Full fine-tune"},
        {"Headroom::CalibrationDialog", "Measurement Files"}, // mainwindow/calibrationdialog.cpp
        {"Headroom::AdvisorDialog", "Pareto front"}, // advisor/advisordialog.cpp
        {"Headroom::AdvisorPlansModel", "Per user"}, // advisor/advisorplansmodel.cpp
        {"Headroom::Calibration", "The file is empty."}, // calibration/importers.cpp
        {"Headroom::ModelLimits", "%1 field '%2' is %3; it must be at least %4"},
        {"Headroom::SpecJson", "Field \"%1\" must be a number."},
        {"Headroom::LaunchCommand", "vLLM has no %1 KV cache; it uses the model's dtype."},
        {"Headroom::Estimate", "model states"}, // trainingsolvers.cpp
        {"Headroom::Estimate", "pure-bf16 AdamW: bf16 moments, 4 B/param, no fp32 master copy"},
        {"Headroom::Estimate", "%1 x %2 B x %3"}, // trainingmemory.cpp
        {"Headroom::EngineConstants", "set by the user"},
        {"Headroom::EngineSource", "as vLLM"}, // engineprofile.cpp, read by Explanation::lookup
        {"Headroom::Speed", "Speed estimates are for inference deployments"},
        {"Headroom::Speed", "PCIe"}, // speedmodel.cpp (the same word in Russian)
        {"Headroom::DeploymentEstimate", "Not estimated"},
        {"Headroom::ProjectStore", "whole number expected"}, // projectreader.cpp
        {"Headroom::ProjectStore", "could not write the project file: %1"}, // projectwriter.cpp
        {"Headroom::ProjectStore", "could not use the project file: %1"}, // projectschema.cpp
        {"Headroom::ProjectStore", "'%1' does not exist"}, // projectstore.cpp
        {"Headroom::ProjectStore", "this computer"}, // projectlock.cpp
        {"Headroom::ConfigurationCost", "Price book: %1"},
        {"Headroom::Cost", "%1, %n used", 5}, // unitfleet.cpp
        {"Headroom::Catalog", "The units catalog is not a JSON object: %1"}, // unitcatalog.cpp
        {"Headroom::Advisor", "over the budget"}, // advisornames.cpp
        {"Headroom::Finance", "The plan's GPU is not in the catalog"}, // fleetplan.cpp
        {"Headroom::EditorFields", "Id"},
        {"Headroom::Board", "Does not fit."},
        {"Headroom::Board", "Use %n GPU(s) (TP %1, PP %2, DP %3).", 8},
        {"Headroom::MainWindow", "&File"}, // helppages.cpp
        {"Headroom::Display", "%Ln token(s)", 2},
        {"Headroom::Report", "Page %1"}, // reportwriter.cpp
        {"Headroom::Report", "%1, %n sequence(s) \u00d7 %2", 5},
        {"Headroom::Report", "Configuration id"}, // reportfiles.cpp
        {"Headroom::Inspector", "MLP projections"},
        {"Headroom::Charts", "Export Chart"},
        {"Headroom::Cli", "print this help"}, // commandline.cpp
        {"Headroom::Cli", "import takes one file: a config.json or a .gguf"},
        {"Headroom::Cli", "NAME"}, // catalogcommand.cpp
        {"Headroom::Commands", "Edit GPU %1"},
};

} // namespace

class TestTranslationContexts : public QObject
{
    Q_OBJECT

private slots:
    void translates_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QByteArray>("context");
        QTest::addColumn<QByteArray>("source");
        QTest::addColumn<int>("n");
        for (const char *language : {"ru", "pl"}) {
            for (const Message &m : kMessages) {
                QTest::addRow("%s %s: %s", language, m.context, m.source)
                        << QString::fromLatin1(language) << QByteArray(m.context)
                        << QByteArray(m.source) << m.n;
            }
        }
    }

    void translates()
    {
        QFETCH(QString, language);
        QFETCH(QByteArray, context);
        QFETCH(QByteArray, source);
        QFETCH(int, n);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/headroom_%1.qm").arg(language)));
        const QString text = translator.translate(context.constData(), source.constData(), nullptr,
                                                  n);
        // QTranslator answers an empty string for a message it does not have in that context.
        QVERIFY2(!text.isEmpty(), "no translation under this context");
    }

    /** Every context the code declares with Q_DECLARE_TR_FUNCTIONS has a message above: a new
     *  or renamed context gets its row. */
    void coversEveryDeclaredContext()
    {
        QSet<QString> tested;
        for (const Message &m : kMessages)
            tested.insert(QString::fromLatin1(m.context));
        const QRegularExpression declared(QStringLiteral(R"(Q_DECLARE_TR_FUNCTIONS\(([\w:]+)\))"));
        QSet<QString> found;
        for (const char *top : {"core", "ui", "app"}) {
            QDirIterator it(QStringLiteral(HEADROOM_SOURCE_DIR "/") + QLatin1StringView(top),
                            {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile file(it.next());
                QVERIFY(file.open(QIODevice::ReadOnly));
                const QString text = QString::fromUtf8(file.readAll());
                for (const auto &match : declared.globalMatch(text))
                    found.insert(match.captured(1));
            }
        }
        QVERIFY(found.size() >= 20);
        for (const QString &context : std::as_const(found))
            QVERIFY2(tested.contains(context), qPrintable(context + QStringLiteral(" untested")));
    }
};

HEADROOM_TEST_APPLESS_MAIN(TestTranslationContexts)
#include "tst_translationcontexts.moc"
