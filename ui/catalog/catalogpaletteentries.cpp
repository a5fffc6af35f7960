// CatalogPalette: custom entries: new, imported, edited, duplicated and deleted, each an undoable
// command, and which deployments use an entry.

#include "catalog/catalogpalette.h"

#include "catalog/gpueditordialog.h"
#include "catalog/importmodeldialog.h"
#include "catalog/modeleditordialog.h"
#include "commands/catalogcommands.h"
#include "document/projectdocument.h"
#include "format/texthelpers.h"

#include <QDate>
#include <QMessageBox>

namespace Headroom {

void CatalogPalette::newCustomGpu()
{
    GpuSpec gpu;
    gpu.provenance.asOf = QDate::currentDate();
    openGpuEditor(gpu, {}, {});
}

void CatalogPalette::newCustomModel()
{
    // Starts from a common shape (Llama-3.1-8B's) rather than zeros the user must all change.
    ModelSpec model;
    model.architecture = QStringLiteral("llama");
    model.layers = 32;
    model.hidden = 4096;
    model.intermediate = 14336;
    model.heads = 32;
    model.kvHeads = 8;
    model.headDim = 128;
    model.vocab = 128256;
    model.maxContext = 131072;
    model.provenance.asOf = QDate::currentDate();
    openModelEditor(model, {}, {});
}

void CatalogPalette::importModel()
{
    auto *dialog = new ImportModelDialog(m_document.catalog(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (const auto model = dialog->model()) {
            m_document.undoStack().push(new SetCustomModel(m_document, *model));
            selectEntry(model->id);
        }
    });
    dialog->open();
}

void CatalogPalette::editEntry(const QString &id)
{
    const Catalog &catalog = m_document.catalog();
    const bool builtin = catalog.isBuiltin(id);
    const QString copyId = catalog.customIdFor(id);
    if (auto gpu = catalog.gpu(id)) {
        if (!builtin)
            return openGpuEditor(*gpu, id, {});
        const QString note = tr("%1 is a built-in entry and stays as it is: your changes are "
                                "saved as a new custom GPU, %2.")
                                     .arg(gpu->name, copyId);
        gpu->id = copyId;
        gpu->name = tr("%1 (custom)").arg(gpu->name);
        openGpuEditor(*gpu, {}, note);
    } else if (auto model = catalog.model(id)) {
        if (!builtin)
            return openModelEditor(*model, id, {});
        const QString note = tr("%1 is a built-in entry and stays as it is: your changes are "
                                "saved as a new custom model, %2.")
                                     .arg(model->name, copyId);
        model->id = copyId;
        model->name = tr("%1 (custom)").arg(model->name);
        openModelEditor(*model, {}, note);
    }
}

void CatalogPalette::openGpuEditor(const GpuSpec &gpu, const QString &editedId, const QString &note)
{
    auto *dialog = new GpuEditorDialog(m_document.catalog(), gpu, editedId, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setNote(note);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const GpuSpec edited = dialog->gpu();
        // An unchanged entry is no undo step (pushing it would drop the redo history).
        if (m_document.catalog().gpu(edited.id) != edited)
            m_document.undoStack().push(new SetCustomGpu(m_document, edited));
        selectEntry(edited.id);
    });
    dialog->open();
}

void CatalogPalette::openModelEditor(const ModelSpec &model, const QString &editedId,
                                     const QString &note)
{
    auto *dialog = new ModelEditorDialog(m_document.catalog(), model, editedId, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setNote(note);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const ModelSpec edited = dialog->model();
        if (m_document.catalog().model(edited.id) != edited)
            m_document.undoStack().push(new SetCustomModel(m_document, edited));
        selectEntry(edited.id);
    });
    dialog->open();
}

QString CatalogPalette::duplicateEntry(const QString &id)
{
    const Catalog &catalog = m_document.catalog();
    const QString copyId = catalog.customIdFor(id);
    if (auto gpu = catalog.gpu(id)) {
        gpu->id = copyId;
        gpu->name = tr("%1 (copy)").arg(gpu->name);
        m_document.undoStack().push(new SetCustomGpu(m_document, *gpu));
    } else if (auto model = catalog.model(id)) {
        model->id = copyId;
        model->name = tr("%1 (copy)").arg(model->name);
        m_document.undoStack().push(new SetCustomModel(m_document, *model));
    } else {
        return {};
    }
    selectEntry(copyId);
    return copyId;
}

QStringList CatalogPalette::usersOf(const QString &id) const
{
    const Project &project = m_document.project();
    auto label = [this](const Configuration &c) {
        if (!c.name.isEmpty())
            return c.name;
        const auto gpu = m_document.catalog().gpu(c.gpuId);
        return tr("%1 × %2").arg(c.gpuCount).arg(Display::nameOr(gpu, c.gpuId));
    };
    QStringList users;
    for (const Configuration &c : project.configurations) {
        if (c.gpuId == id)
            users << tr("configuration “%1”").arg(label(c));
    }
    for (const Deployment &d : project.deployments) {
        if (d.modelId != id)
            continue;
        const auto c = m_document.configuration(d.configurationId);
        users << tr("deployment on “%1”").arg(c ? label(*c) : d.configurationId);
    }
    return users;
}

Result<void> CatalogPalette::deleteEntry(const QString &id)
{
    const Catalog &catalog = m_document.catalog();
    const auto gpu = catalog.gpu(id);
    const auto model = catalog.model(id);
    if (!gpu && !model)
        return fail(tr("There is no catalog entry “%1”.").arg(id), id);
    const QString name = gpu ? gpu->name : model->name;
    if (catalog.isBuiltin(id))
        return fail(tr("%1 is a built-in entry and cannot be deleted.").arg(name), id);
    const QStringList users = usersOf(id);
    if (!users.isEmpty())
        return fail(tr("%1 cannot be deleted while the plan uses it: %2. Remove or change "
                       "those first.",
                       "", int(users.size()))
                            .arg(name, users.join(QStringLiteral("; "))),
                    id);
    if (gpu)
        m_document.undoStack().push(new RemoveCustomGpu(m_document, id));
    else
        m_document.undoStack().push(new RemoveCustomModel(m_document, id));
    return {};
}

} // namespace Headroom
