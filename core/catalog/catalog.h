#pragma once

#include "spec/gpuspec.h"
#include "spec/modelspec.h"
#include "units/result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>

#include <optional>

namespace Headroom {

/** The GPUs and models a plan can pick from: the built-in entries shipped as Qt resources
 *  (:/catalog/gpus.json, :/catalog/models.json) plus the user's own entries. Built-in entries
 *  are read-only: adding a user entry under a built-in id fails; editing a built-in entry means
 *  adding a copy under customIdFor(id). */
class Catalog
{
public:
    /** The built-in catalog, parsed from the resources; errors name the failing entry. */
    static Result<Catalog> builtin();
    /** Parses catalog documents ({"schema": 1, "gpus": [...]} and {"schema": 1, "models": [...]}). */
    static Result<Catalog> fromJson(const QByteArray &gpusJson, const QByteArray &modelsJson);

    std::optional<GpuSpec> gpu(const QString &id) const;
    std::optional<ModelSpec> model(const QString &id) const;
    const QList<GpuSpec> &gpus() const { return m_gpus; }
    const QList<ModelSpec> &models() const { return m_models; }

    /** True for ids of entries that came with the application. */
    bool isBuiltin(const QString &id) const;

    /** Adds or replaces a user entry; fails for a built-in id or an id that is not valid. */
    Result<void> addCustomGpu(const GpuSpec &gpu);
    Result<void> addCustomModel(const ModelSpec &model);
    /** The user's entries, in the order they were added. */
    QList<GpuSpec> customGpus() const;
    QList<ModelSpec> customModels() const;
    /** The user's entries as one document {"schema": 1, "gpus": [...], "models": [...]}. */
    QJsonObject customToJson() const;
    /** Adds the user's entries from customToJson()'s document; nothing is added on an error,
     *  which names the failing entry. */
    Result<void> addCustomFromJson(const QJsonObject &json);

    /** Removes a user entry; built-in entries cannot be removed. Returns whether one was. */
    bool removeCustom(const QString &id);

    /** A free id for an edited copy of `id`: "<id>-custom", then "<id>-custom-2", ... */
    QString customIdFor(const QString &id) const;

    /** Lower-case words of [a-z0-9.] joined by single hyphens: "llama-3.1-8b". */
    static bool isValidId(const QString &id);

    /** A project's snapshot stands in for the built-in entry of the same id (or adds it when
     *  this catalog no longer has it). Returns false for an id that is a custom entry. */
    bool replaceBuiltinGpu(const GpuSpec &gpu);
    bool replaceBuiltinModel(const ModelSpec &model);

private:
    bool contains(const QString &id) const;

    QList<GpuSpec> m_gpus;
    QList<ModelSpec> m_models;
    QSet<QString> m_builtinIds;
};

} // namespace Headroom
