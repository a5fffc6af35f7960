#pragma once

#include "spec/gpuspec.h"
#include "spec/modelspec.h"

#include <QAbstractListModel>
#include <QSortFilterProxyModel>

#include <cstdint>

namespace Headroom {

class ProjectDocument;
struct ChangeEvent;

/** The GPUs or the models of a document's catalog (built-in, project snapshots and custom
 *  entries), one row each, in catalog order. Refreshes on CatalogChanged and ProjectReset.
 *  Rows drag as MimeTypes::gpuId() / modelId() (the id as UTF-8) plus text/plain of the name. */
class CatalogModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogModel)

public:
    enum class Kind { Gpus, Models };
    enum Role {
        IdRole = Qt::UserRole + 1,
        NameRole,
        VendorRole, // GpuVendor as int (GPUs)
        MemoryBytesRole, // qint64: the capacity software sees (GPUs)
        MarketedMemoryBytesRole, // qint64: the vendor's "80 GB" (GPUs)
        BandwidthRole, // double, bytes/s (GPUs)
        ComputeRole, // double, dense BF16 FLOP/s (GPUs)
        FamilyRole, // QString (models)
        ParametersRole, // qint64, total parameters (models)
        ActiveParametersRole, // qint64, parameters used per token (models)
        ContextRole, // qint64, maximum context tokens (models)
        IsMoeRole, // bool (models)
        IsCustomRole, // bool: a user entry of this project
        FactsRole, // QString: the one-line summary the palette shows under the name
    };

    CatalogModel(ProjectDocument &document, Kind kind, QObject *parent = nullptr);

    Kind kind() const { return m_kind; }
    /** The row of an id, or -1. */
    int rowOf(const QString &id) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QHash<int, QByteArray> roleNames() const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override;

    static QString vendorName(GpuVendor vendor);
    /** "80 GB HBM3 · 3.35 TB/s · 989 TFLOPS BF16 · $2.00–$3.00/h" */
    static QString gpuFacts(const GpuSpec &gpu);
    /** "8.0B params · 8 KV heads · 128k context · dense" */
    static QString modelFacts(const ModelSpec &model, std::int64_t parameters,
                              std::int64_t activeParameters);
    /** Rich text: every fact, the source and its as-of date. */
    static QString gpuToolTip(const GpuSpec &gpu, bool isCustom);
    static QString modelToolTip(const ModelSpec &model, std::int64_t parameters,
                                std::int64_t activeParameters, bool isCustom);

private:
    struct ModelRow
    {
        ModelSpec spec;
        std::int64_t parameters = 0;
        std::int64_t activeParameters = 0;
    };

    void onChanged(const ChangeEvent &event);
    void reload();
    QVariant gpuData(const GpuSpec &gpu, int role) const;
    QVariant modelData(const ModelRow &row, int role) const;
    bool isCustom(const QString &id) const;

    ProjectDocument &m_document;
    Kind m_kind;
    QList<GpuSpec> m_gpus;
    QList<ModelRow> m_models;
};

/** Model sizes the palette filters by; Moe is every mixture-of-experts model. */
enum class ModelSizeBucket { Any, Under10B, From10To40B, From40To100B, Over100B, Moe };

/** Filters a CatalogModel: text over name, id and family (case-insensitive); GPUs by vendor
 *  and minimum memory; models by family and size. Filters that do not apply to the kind of
 *  rows are ignored. */
class CatalogFilterProxy final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogFilterProxy)

public:
    explicit CatalogFilterProxy(QObject *parent = nullptr);

    void setSearchText(const QString &text);
    QString searchText() const { return m_searchText; }
    /** -1 = any vendor, else a GpuVendor as int. */
    void setVendor(int vendor);
    void setMinimumMemoryBytes(std::int64_t bytes);
    /** Empty = any family. */
    void setFamily(const QString &family);
    void setSizeBucket(ModelSizeBucket bucket);

    static bool inBucket(ModelSizeBucket bucket, std::int64_t parameters, bool isMoe);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_searchText;
    int m_vendor = -1;
    std::int64_t m_minimumMemoryBytes = 0;
    QString m_family;
    ModelSizeBucket m_bucket = ModelSizeBucket::Any;
};

} // namespace Headroom
