#include "catalog/ggufreader.h"
#include "catalog/hfconfig.h"
#include "cliio.h"
#include "commandline.h"
#include "estimate/parametercount.h"
#include "spec/specjson.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonObject>

namespace Headroom::Cli {

namespace {

struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Cli)
};

/** A GGUF file gives the architecture plus the exact bytes of every tensor. */
int importGguf(const QString &path, bool json, CliIo &io)
{
    const auto header = readGgufHeader(path);
    if (!header)
        return io.error(header.error().message);
    const auto model = modelSpecFromGguf(*header);
    if (!model)
        return io.error(model.error().message);
    if (json) {
        QJsonObject types;
        const auto elements = header->elementsByType();
        for (auto it = elements.cbegin(); it != elements.cend(); ++it)
            types.insert(it.key(), static_cast<double>(it.value()));
        QJsonObject object;
        object.insert(QStringLiteral("format"), QStringLiteral("gguf"));
        object.insert(QStringLiteral("gguf_version"), static_cast<int>(header->version));
        object.insert(QStringLiteral("model"), modelSpecToJson(*model));
        object.insert(QStringLiteral("tensor_count"), header->tensors.size());
        object.insert(QStringLiteral("weight_bytes"), static_cast<double>(header->tensorBytes()));
        object.insert(QStringLiteral("elements_by_type"), types);
        io.printJson(object);
        return Ok;
    }
    io.out << "GGUF v" << header->version << ": " << model->name << " (" << model->architecture
           << "), " << model->layers << " layers, hidden " << model->hidden << ", "
           << header->tensors.size() << " tensors, "
           << QString::number(static_cast<double>(header->tensorBytes()) / double(1 << 30), 'f', 2)
           << " GiB of weights" << Qt::endl;
    return Ok;
}

int importHfConfig(const QString &path, bool json, CliIo &io)
{
    auto model = readHfConfigFile(path);
    if (!model)
        return io.error(model.error().message);
    const ParameterCount count = countParameters(*model);
    if (model->id.isEmpty()) {
        const QFileInfo info(path);
        model->id = info.fileName() == u"config.json" ? info.dir().dirName().toLower()
                                                      : info.completeBaseName().toLower();
    }
    if (json) {
        QJsonObject object;
        object.insert(QStringLiteral("format"), QStringLiteral("hf-config"));
        object.insert(QStringLiteral("model"), modelSpecToJson(*model));
        object.insert(QStringLiteral("parameters"), static_cast<double>(count.total()));
        object.insert(QStringLiteral("active_parameters"), static_cast<double>(count.active()));
        io.printJson(object);
        return Ok;
    }
    io.out << "config.json: " << model->architecture << ", " << model->layers << " layers, hidden "
           << model->hidden << ", " << model->heads << " heads (" << model->kvHeads << " KV), "
           << QString::number(static_cast<double>(count.total()) / 1e9, 'f', 2) << " B parameters ("
           << QString::number(static_cast<double>(count.active()) / 1e9, 'f', 2) << " B active)"
           << Qt::endl;
    return Ok;
}

} // namespace

int runImportCommand(const QStringList &args, CliIo &io)
{
    static const CommandSpec spec {
            u"import"_qs,
            u"<config.json | model.gguf> [--json]"_qs,
            QT_TRANSLATE_NOOP("Headroom::Cli",
                              "Reads a Hugging Face config.json or a GGUF file's header (never its "
                              "tensor data) and prints the architecture it describes."),
            {{u"json"_qs, {}, QT_TRANSLATE_NOOP("Headroom::Cli", "print one JSON object")}}};
    CommandLine line(spec);
    if (const auto done = line.parse(args, io))
        return *done;
    const QStringList files = line.positional();
    if (files.size() != 1)
        return io.error(CliText::tr("import takes one file: a config.json or a .gguf"));
    const QString path = files.first();
    if (!QFileInfo::exists(path))
        return io.error(CliText::tr("No such file: %1").arg(path));
    if (path.endsWith(QStringLiteral(".gguf"), Qt::CaseInsensitive))
        return importGguf(path, line.isSet(u"json"_qs), io);
    return importHfConfig(path, line.isSet(u"json"_qs), io);
}

} // namespace Headroom::Cli
