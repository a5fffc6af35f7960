#include "commands/catalogcommands.h"

#include "document/projectdocument.h"

#include <QCoreApplication>

namespace Headroom {

namespace {

template<typename T>
std::optional<T> findById(const QList<T> &items, const QString &id)
{
    for (const T &item : items) {
        if (item.id == id)
            return item;
    }
    return std::nullopt;
}

} // namespace

SetCustomGpu::SetCustomGpu(ProjectDocument &document, GpuSpec gpu)
    : m_document(document)
    , m_after(std::move(gpu))
    , m_before(findById(document.project().customGpus, m_after.id))
{
    setText(describe());
    setObsolete(m_before == m_after);
}

QString SetCustomGpu::describe() const
{
    return m_before ? Commands::tr("Edit GPU %1").arg(m_after.name)
                    : Commands::tr("Add GPU %1").arg(m_after.name);
}

void SetCustomGpu::redo()
{
    m_document.setCustomGpu(m_after);
}

void SetCustomGpu::undo()
{
    if (m_before)
        m_document.setCustomGpu(*m_before);
    else
        m_document.removeCustomGpu(m_after.id);
}

SetCustomModel::SetCustomModel(ProjectDocument &document, ModelSpec model)
    : m_document(document)
    , m_after(std::move(model))
    , m_before(findById(document.project().customModels, m_after.id))
{
    setText(describe());
    setObsolete(m_before == m_after);
}

QString SetCustomModel::describe() const
{
    return m_before ? Commands::tr("Edit model %1").arg(m_after.name)
                    : Commands::tr("Add model %1").arg(m_after.name);
}

void SetCustomModel::redo()
{
    m_document.setCustomModel(m_after);
}

void SetCustomModel::undo()
{
    if (m_before)
        m_document.setCustomModel(*m_before);
    else
        m_document.removeCustomModel(m_after.id);
}

RemoveCustomGpu::RemoveCustomGpu(ProjectDocument &document, const QString &id)
    : m_document(document)
{
    const auto gpu = findById(document.project().customGpus, id);
    m_gpu = gpu.value_or(GpuSpec {});
    setText(describe());
    setObsolete(!gpu);
}

QString RemoveCustomGpu::describe() const
{
    return Commands::tr("Delete GPU %1").arg(m_gpu.name);
}

void RemoveCustomGpu::redo()
{
    m_document.removeCustomGpu(m_gpu.id);
}

void RemoveCustomGpu::undo()
{
    m_document.setCustomGpu(m_gpu);
}

RemoveCustomModel::RemoveCustomModel(ProjectDocument &document, const QString &id)
    : m_document(document)
{
    const auto model = findById(document.project().customModels, id);
    m_model = model.value_or(ModelSpec {});
    setText(describe());
    setObsolete(!model);
}

QString RemoveCustomModel::describe() const
{
    return Commands::tr("Delete model %1").arg(m_model.name);
}

void RemoveCustomModel::redo()
{
    m_document.removeCustomModel(m_model.id);
}

void RemoveCustomModel::undo()
{
    m_document.setCustomModel(m_model);
}

} // namespace Headroom
