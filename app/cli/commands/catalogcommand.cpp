#include "cliio.h"
#include "commandline.h"

#include "catalog/catalog.h"
#include "spec/specjson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace Headroom::Cli {

namespace {

struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Cli)
};

const CommandSpec &catalogSpec()
{
    static const CommandSpec spec {
            u"catalog"_qs,
            u"gpus|models [--json]\n       headroom-cli catalog show <id> [--json]"_qs,
            QT_TRANSLATE_NOOP("Headroom::Cli",
                              "Lists the built-in GPUs or models, or shows one entry."),
            {{u"json"_qs, {}, QT_TRANSLATE_NOOP("Headroom::Cli", "print JSON instead of a table")}}};
    return spec;
}

QString gib(std::int64_t bytes)
{
    return QString::number(static_cast<double>(bytes) / double(1 << 30), 'f', 1);
}

void printGpuTable(const QList<GpuSpec> &gpus, CliIo &io)
{
    io.out << QStringLiteral("%1 %2 %3 %4 %5\n")
                      .arg(CliText::tr("ID"), -22)
                      .arg(CliText::tr("NAME"), -36)
                      .arg(CliText::tr("MEM GiB"), 8)
                      .arg(CliText::tr("BW TB/s"), 8)
                      .arg(CliText::tr("BF16 TFLOPS"), 12);
    for (const GpuSpec &g : gpus) {
        io.out << QStringLiteral("%1 %2 %3 %4 %5\n")
                          .arg(g.id, -22)
                          .arg(g.name, -36)
                          .arg(gib(g.memoryBytes()), 8)
                          .arg(QString::number(g.memoryBandwidthBytesPerSecond / 1e12, 'f', 3), 8)
                          .arg(QString::number(g.bf16Flops / 1e12, 'f', 1), 12);
    }
    io.out.flush();
}

void printModelTable(const QList<ModelSpec> &models, CliIo &io)
{
    io.out << QStringLiteral("%1 %2 %3 %4 %5\n")
                      .arg(CliText::tr("ID"), -20)
                      .arg(CliText::tr("NAME"), -32)
                      .arg(CliText::tr("PARAMS B"), 12)
                      .arg(CliText::tr("LAYERS"), 7)
                      .arg(CliText::tr("CONTEXT"), 8);
    for (const ModelSpec &m : models) {
        QString params = QString::number(static_cast<double>(m.declaredParameters) / 1e9, 'f', 2);
        if (m.declaredActiveParameters > 0)
            params += QStringLiteral("/%1").arg(static_cast<double>(m.declaredActiveParameters)
                                                        / 1e9,
                                                0, 'f', 1);
        io.out << QStringLiteral("%1 %2 %3 %4 %5\n")
                          .arg(m.id, -20)
                          .arg(m.name, -32)
                          .arg(params, 12)
                          .arg(m.layers, 7)
                          .arg(m.maxContext, 8);
    }
    io.out.flush();
}

QString jsonScalar(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', 15);
    return value.toString();
}

void printFields(const QJsonObject &json, const QString &prefix, CliIo &io)
{
    for (auto it = json.begin(); it != json.end(); ++it) {
        const QString key = prefix + it.key();
        if (it.value().isObject()) {
            printFields(it.value().toObject(), key + u'.', io);
        } else if (it.value().isArray()) {
            const QJsonArray array = it.value().toArray();
            for (qsizetype i = 0; i < array.size(); ++i)
                printFields(array.at(i).toObject(), QStringLiteral("%1[%2].").arg(key).arg(i), io);
        } else {
            io.out << key << QStringLiteral(": ") << jsonScalar(it.value()) << u'\n';
        }
    }
}

void printJsonArray(const QJsonArray &array, CliIo &io)
{
    io.out << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
    io.out.flush();
}

} // namespace

int runCatalogCommand(const QStringList &args, CliIo &io)
{
    CommandLine line(catalogSpec());
    if (const auto done = line.parse(args, io))
        return *done;
    const QStringList positional = line.positional();
    if (positional.isEmpty()) {
        io.err << commandHelp(catalogSpec());
        io.err.flush();
        return Usage;
    }
    const QString what = positional.first();
    const bool json = line.isSet(u"json"_qs);
    const bool isShow = what == QStringLiteral("show");
    if ((isShow && positional.size() != 2) || (!isShow && positional.size() != 1)) {
        if (isShow && positional.size() < 2)
            return io.error(CliText::tr("'catalog show' needs an id (see 'catalog --help')"));
        return io.error(CliText::tr("unexpected argument '%1' (see 'catalog --help')")
                                .arg(positional.at(isShow ? 2 : 1)));
    }
    if (what != QStringLiteral("gpus") && what != QStringLiteral("models") && !isShow)
        return io.error(
                CliText::tr("unknown catalog command '%1' (see 'catalog --help')").arg(what));

    const auto catalog = Catalog::builtin();
    if (!catalog)
        return io.error(catalog.error().message, Failure);

    if (what == QStringLiteral("gpus")) {
        if (!json) {
            printGpuTable(catalog->gpus(), io);
            return Ok;
        }
        QJsonArray array;
        for (const GpuSpec &g : catalog->gpus())
            array.append(gpuSpecToJson(g));
        printJsonArray(array, io);
        return Ok;
    }
    if (what == QStringLiteral("models")) {
        if (!json) {
            printModelTable(catalog->models(), io);
            return Ok;
        }
        QJsonArray array;
        for (const ModelSpec &m : catalog->models())
            array.append(modelSpecToJson(m));
        printJsonArray(array, io);
        return Ok;
    }

    const QString id = positional.at(1);
    QJsonObject entry;
    QString kind;
    if (const auto g = catalog->gpu(id)) {
        entry = gpuSpecToJson(*g);
        kind = QStringLiteral("gpu");
    } else if (const auto m = catalog->model(id)) {
        entry = modelSpecToJson(*m);
        kind = QStringLiteral("model");
    } else {
        return io.error(
                CliText::tr("unknown catalog id '%1' (see 'catalog gpus' and 'catalog models')")
                        .arg(id));
    }
    if (json) {
        io.printJson(entry);
        return Ok;
    }
    io.out << QStringLiteral("kind: ") << kind << u'\n';
    printFields(entry, {}, io);
    io.out.flush();
    return Ok;
}

} // namespace Headroom::Cli
