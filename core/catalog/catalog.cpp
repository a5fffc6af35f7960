#include "catalog/catalog.h"

#include "spec/modellimits.h"
#include "spec/specjson.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace Headroom {

namespace {

struct CatalogText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Catalog)
};

constexpr int kSchema = 1;

Result<QJsonArray> readDocument(const QByteArray &data, const QString &what, const QString &key)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(CatalogText::tr("The %1 catalog is not valid JSON: %2 at offset %3.")
                            .arg(what, parseError.errorString())
                            .arg(parseError.offset));
    if (!doc.isObject())
        return fail(CatalogText::tr("The %1 catalog is not a JSON object.").arg(what));
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("schema")).toInt() != kSchema)
        return fail(CatalogText::tr("The %1 catalog has schema %2; this version reads schema %3.")
                            .arg(what)
                            .arg(root.value(QStringLiteral("schema")).toInt())
                            .arg(kSchema));
    if (!root.value(key).isArray())
        return fail(CatalogText::tr("The %1 catalog has no \"%2\" array.").arg(what, key));
    return root.value(key).toArray();
}

QString entryLabel(const QJsonValue &value, qsizetype index)
{
    const QString id = value.toObject().value(QStringLiteral("id")).toString();
    return id.isEmpty() ? QStringLiteral("#%1").arg(index + 1) : id;
}

Result<QByteArray> readResource(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(CatalogText::tr("Cannot read the built-in catalog %1: %2.")
                            .arg(path, file.errorString()));
    return file.readAll();
}

} // namespace

bool Catalog::isValidId(const QString &id)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9.]+(-[a-z0-9.]+)*$"));
    return pattern.match(id).hasMatch();
}

Result<Catalog> Catalog::builtin()
{
    const auto gpus = readResource(QStringLiteral(":/catalog/gpus.json"));
    if (!gpus)
        return std::unexpected(gpus.error());
    const auto models = readResource(QStringLiteral(":/catalog/models.json"));
    if (!models)
        return std::unexpected(models.error());
    return fromJson(*gpus, *models);
}

Result<Catalog> Catalog::fromJson(const QByteArray &gpusJson, const QByteArray &modelsJson)
{
    Catalog catalog;
    const auto gpuArray = readDocument(gpusJson, CatalogText::tr("GPU"), QStringLiteral("gpus"));
    if (!gpuArray)
        return std::unexpected(gpuArray.error());
    const auto modelArray = readDocument(modelsJson, CatalogText::tr("model"),
                                         QStringLiteral("models"));
    if (!modelArray)
        return std::unexpected(modelArray.error());

    for (qsizetype i = 0; i < gpuArray->size(); ++i) {
        const QJsonValue value = gpuArray->at(i);
        const QString label = entryLabel(value, i);
        if (!value.isObject())
            return fail(CatalogText::tr("GPU catalog entry %1 is not an object.").arg(label), label);
        auto gpu = gpuSpecFromJson(value.toObject());
        if (!gpu)
            return fail(CatalogText::tr("GPU catalog entry %1: %2").arg(label, gpu.error().message),
                        label);
        if (!isValidId(gpu->id))
            return fail(CatalogText::tr("GPU catalog entry %1: the id is not lower-case words "
                                        "joined by hyphens.")
                                .arg(label),
                        label);
        if (catalog.contains(gpu->id))
            return fail(CatalogText::tr("GPU catalog entry %1: the id is used twice.").arg(label),
                        label);
        catalog.m_builtinIds.insert(gpu->id);
        catalog.m_gpus.append(std::move(*gpu));
    }
    for (qsizetype i = 0; i < modelArray->size(); ++i) {
        const QJsonValue value = modelArray->at(i);
        const QString label = entryLabel(value, i);
        if (!value.isObject())
            return fail(CatalogText::tr("Model catalog entry %1 is not an object.").arg(label),
                        label);
        auto model = modelSpecFromJson(value.toObject());
        if (!model)
            return fail(CatalogText::tr("Model catalog entry %1: %2")
                                .arg(label, model.error().message),
                        label);
        if (!isValidId(model->id))
            return fail(CatalogText::tr("Model catalog entry %1: the id is not lower-case words "
                                        "joined by hyphens.")
                                .arg(label),
                        label);
        if (catalog.contains(model->id))
            return fail(CatalogText::tr("Model catalog entry %1: the id is used twice.").arg(label),
                        label);
        catalog.m_builtinIds.insert(model->id);
        catalog.m_models.append(std::move(*model));
    }
    return catalog;
}

std::optional<GpuSpec> Catalog::gpu(const QString &id) const
{
    for (const GpuSpec &g : m_gpus) {
        if (g.id == id)
            return g;
    }
    return std::nullopt;
}

std::optional<ModelSpec> Catalog::model(const QString &id) const
{
    for (const ModelSpec &m : m_models) {
        if (m.id == id)
            return m;
    }
    return std::nullopt;
}

bool Catalog::isBuiltin(const QString &id) const
{
    return m_builtinIds.contains(id);
}

bool Catalog::contains(const QString &id) const
{
    return gpu(id).has_value() || model(id).has_value();
}

Result<void> Catalog::addCustomGpu(const GpuSpec &gpu)
{
    if (!isValidId(gpu.id))
        return fail(CatalogText::tr(
                            "\"%1\" is not a valid id: use lower-case words joined by hyphens.")
                            .arg(gpu.id),
                    gpu.id);
    if (isBuiltin(gpu.id))
        return fail(CatalogText::tr("\"%1\" is a built-in entry; save the edited copy as \"%2\".")
                            .arg(gpu.id, customIdFor(gpu.id)),
                    gpu.id);
    if (model(gpu.id))
        return fail(CatalogText::tr("\"%1\" is already the id of a model.").arg(gpu.id), gpu.id);
    if (gpu.memoryBytes() <= 0)
        return fail(CatalogText::tr("GPU \"%1\" has no memory size.").arg(gpu.id), gpu.id);
    for (GpuSpec &g : m_gpus) {
        if (g.id == gpu.id) {
            g = gpu;
            return {};
        }
    }
    m_gpus.append(gpu);
    return {};
}

Result<void> Catalog::addCustomModel(const ModelSpec &model)
{
    if (!isValidId(model.id))
        return fail(CatalogText::tr(
                            "\"%1\" is not a valid id: use lower-case words joined by hyphens.")
                            .arg(model.id),
                    model.id);
    if (isBuiltin(model.id))
        return fail(CatalogText::tr("\"%1\" is a built-in entry; save the edited copy as \"%2\".")
                            .arg(model.id, customIdFor(model.id)),
                    model.id);
    if (gpu(model.id))
        return fail(CatalogText::tr("\"%1\" is already the id of a GPU.").arg(model.id), model.id);
    if (model.layers <= 0 || model.hidden <= 0)
        return fail(CatalogText::tr("Model \"%1\" has no layers or hidden size.").arg(model.id),
                    model.id);
    // every way in (editor, import, project file, snapshot) within the limits of a real model
    if (auto limits = checkModelLimits(model, storedModelNames(model.id)); !limits)
        return std::unexpected(limits.error());
    for (ModelSpec &m : m_models) {
        if (m.id == model.id) {
            m = model;
            return {};
        }
    }
    m_models.append(model);
    return {};
}

QList<GpuSpec> Catalog::customGpus() const
{
    QList<GpuSpec> result;
    for (const GpuSpec &g : m_gpus) {
        if (!isBuiltin(g.id))
            result.append(g);
    }
    return result;
}

QList<ModelSpec> Catalog::customModels() const
{
    QList<ModelSpec> result;
    for (const ModelSpec &m : m_models) {
        if (!isBuiltin(m.id))
            result.append(m);
    }
    return result;
}

QJsonObject Catalog::customToJson() const
{
    QJsonArray gpus;
    for (const GpuSpec &g : customGpus())
        gpus.append(gpuSpecToJson(g));
    QJsonArray models;
    for (const ModelSpec &m : customModels())
        models.append(modelSpecToJson(m));
    QJsonObject json;
    json.insert(QStringLiteral("schema"), kSchema);
    json.insert(QStringLiteral("gpus"), gpus);
    json.insert(QStringLiteral("models"), models);
    return json;
}

Result<void> Catalog::addCustomFromJson(const QJsonObject &json)
{
    if (json.value(QStringLiteral("schema")).toInt() != kSchema)
        return fail(CatalogText::tr("The user catalog has schema %1; this version reads schema %2.")
                            .arg(json.value(QStringLiteral("schema")).toInt())
                            .arg(kSchema));
    Catalog updated = *this;
    const QJsonArray gpus = json.value(QStringLiteral("gpus")).toArray();
    for (qsizetype i = 0; i < gpus.size(); ++i) {
        const QString label = entryLabel(gpus.at(i), i);
        auto gpu = gpuSpecFromJson(gpus.at(i).toObject());
        if (!gpu)
            return fail(CatalogText::tr("User GPU entry %1: %2").arg(label, gpu.error().message),
                        label);
        if (auto added = updated.addCustomGpu(*gpu); !added)
            return fail(CatalogText::tr("User GPU entry %1: %2").arg(label, added.error().message),
                        label);
    }
    const QJsonArray models = json.value(QStringLiteral("models")).toArray();
    for (qsizetype i = 0; i < models.size(); ++i) {
        const QString label = entryLabel(models.at(i), i);
        auto model = modelSpecFromJson(models.at(i).toObject());
        if (!model)
            return fail(CatalogText::tr("User model entry %1: %2").arg(label, model.error().message),
                        label);
        if (auto added = updated.addCustomModel(*model); !added)
            return fail(CatalogText::tr("User model entry %1: %2").arg(label, added.error().message),
                        label);
    }
    *this = std::move(updated);
    return {};
}

bool Catalog::removeCustom(const QString &id)
{
    if (isBuiltin(id))
        return false;
    return m_gpus.removeIf([&](const GpuSpec &g) { return g.id == id; }) > 0
            || m_models.removeIf([&](const ModelSpec &m) { return m.id == id; }) > 0;
}

QString Catalog::customIdFor(const QString &id) const
{
    const QString base = id + QStringLiteral("-custom");
    QString candidate = base;
    for (int n = 2; contains(candidate); ++n)
        candidate = base + QStringLiteral("-%1").arg(n);
    return candidate;
}

namespace {

template<typename Spec>
bool replaceOrAppend(QList<Spec> &list, QSet<QString> &builtinIds, const Spec &spec)
{
    for (Spec &existing : list) {
        if (existing.id == spec.id) {
            if (!builtinIds.contains(spec.id))
                return false;
            existing = spec;
            return true;
        }
    }
    builtinIds.insert(spec.id);
    list.append(spec);
    return true;
}

} // namespace

bool Catalog::replaceBuiltinGpu(const GpuSpec &gpu)
{
    return replaceOrAppend(m_gpus, m_builtinIds, gpu);
}

bool Catalog::replaceBuiltinModel(const ModelSpec &model)
{
    return replaceOrAppend(m_models, m_builtinIds, model);
}

} // namespace Headroom
