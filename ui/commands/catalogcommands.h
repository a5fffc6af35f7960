#pragma once

#include "commands/projectcommands.h"

#include "spec/gpuspec.h"
#include "spec/modelspec.h"

#include <QUndoCommand>

#include <optional>

namespace Headroom {

class ProjectDocument;

/** Adds a custom GPU or replaces the one with the same id; undo restores the previous entry
 *  or removes the added one. */
class SetCustomGpu final : public DocumentCommand
{
public:
    SetCustomGpu(ProjectDocument &document, GpuSpec gpu);
    void undo() override;
    void redo() override;
    QString describe() const override;

private:
    ProjectDocument &m_document;
    GpuSpec m_after;
    std::optional<GpuSpec> m_before;
};

class SetCustomModel final : public DocumentCommand
{
public:
    SetCustomModel(ProjectDocument &document, ModelSpec model);
    void undo() override;
    void redo() override;
    QString describe() const override;

private:
    ProjectDocument &m_document;
    ModelSpec m_after;
    std::optional<ModelSpec> m_before;
};

/** Removes a custom GPU; obsolete (not pushed) when there is no such custom entry. */
class RemoveCustomGpu final : public DocumentCommand
{
public:
    RemoveCustomGpu(ProjectDocument &document, const QString &id);
    void undo() override;
    void redo() override;
    QString describe() const override;

private:
    ProjectDocument &m_document;
    GpuSpec m_gpu;
};

class RemoveCustomModel final : public DocumentCommand
{
public:
    RemoveCustomModel(ProjectDocument &document, const QString &id);
    void undo() override;
    void redo() override;
    QString describe() const override;

private:
    ProjectDocument &m_document;
    ModelSpec m_model;
};

} // namespace Headroom
