#include "models/catalogmodel.h"

#include "document/mimetypes.h"
#include "document/projectdocument.h"
#include "estimate/parametercount.h"
#include "format/displayformat.h"
#include "units/bytes.h"

#include <QLocale>
#include <QMimeData>

#include <algorithm>
#include <cmath>

namespace Headroom {

namespace {

const QString kSeparator = QStringLiteral(" · ");

QString marketedGb(std::int64_t bytes)
{
    const double gb = toGB(bytes);
    const bool whole = std::abs(gb - std::round(gb)) < 0.05;
    //: decimal gigabytes, as vendors market memory
    return CatalogModel::tr("%1 GB").arg(Display::number(gb, whole ? 0 : 1));
}

QString bandwidth(double bytesPerSecond)
{
    if (bytesPerSecond >= 1e12)
        return CatalogModel::tr("%1 TB/s").arg(Display::number(bytesPerSecond / 1e12, 2));
    return CatalogModel::tr("%1 GB/s").arg(Display::number(bytesPerSecond / 1e9, 0));
}

QString tflops(double flops)
{
    return Display::number(flops / 1e12, flops < 1e14 ? 1 : 0);
}

/** "$1.99–6.98" or "1,99–6,98 $": the currency symbol once, where the locale puts it. */
QString usdRange(double low, double high)
{
    QString lowText = Display::money(low, Currency::Usd);
    if (high <= low)
        return lowText;
    QString highText = Display::money(high, Currency::Usd);
    const QString symbol = Display::currencySymbol(Currency::Usd);
    if (lowText.startsWith(symbol))
        highText = Display::number(high, 2);
    else if (highText.endsWith(symbol))
        lowText = Display::number(low, 2);
    return CatalogModel::tr("%1–%2", "a price range").arg(lowText, highText);
}

QString billions(std::int64_t parameters)
{
    const double b = double(parameters) / 1e9;
    //: billions of parameters
    return CatalogModel::tr("%1B").arg(Display::number(b, b < 100 ? 1 : 0));
}

QString contextText(std::int64_t tokens)
{
    if (tokens >= 1024)
        //: context length in thousands of tokens (1k = 1,024)
        return CatalogModel::tr("%1k context").arg(Display::number(double(tokens) / 1024.0, 0));
    return CatalogModel::tr("%1 context").arg(Display::tokens(tokens));
}

QString provenanceHtml(const Provenance &provenance)
{
    QString html;
    const QString source = provenance.source.isEmpty() ? CatalogModel::tr("not stated")
                                                       : provenance.source.toHtmlEscaped();
    const QString asOf = provenance.asOf.isValid()
            ? QLocale().toString(provenance.asOf, QLocale::ShortFormat)
            : CatalogModel::tr("unknown date");
    html += CatalogModel::tr("Source: %1 (as of %2)").arg(source, asOf);
    if (!provenance.confidence.isEmpty())
        html += QStringLiteral("<br/>")
                + CatalogModel::tr("Confidence: %1").arg(provenance.confidence.toHtmlEscaped());
    if (!provenance.notes.isEmpty())
        html += QStringLiteral("<br/>") + provenance.notes.toHtmlEscaped();
    return html;
}

QString line(const QString &label, const QString &value)
{
    return QStringLiteral("<br/>") + CatalogModel::tr("%1: %2", "label: value").arg(label, value);
}

} // namespace

CatalogModel::CatalogModel(ProjectDocument &document, Kind kind, QObject *parent)
    : QAbstractListModel(parent)
    , m_document(document)
    , m_kind(kind)
{
    connect(&document, &ProjectDocument::changed, this, &CatalogModel::onChanged);
    reload();
}

void CatalogModel::onChanged(const ChangeEvent &event)
{
    if (event.kind == ChangeEvent::Kind::CatalogChanged
        || event.kind == ChangeEvent::Kind::ProjectReset) {
        beginResetModel();
        reload();
        endResetModel();
    }
}

void CatalogModel::reload()
{
    const Catalog &catalog = m_document.catalog();
    m_gpus.clear();
    m_models.clear();
    if (m_kind == Kind::Gpus) {
        m_gpus = catalog.gpus();
        return;
    }
    for (const ModelSpec &spec : catalog.models()) {
        const ParameterCount count = countParameters(spec);
        ModelRow row {spec, count.total(), count.active()};
        if (row.parameters <= 0)
            row.parameters = spec.declaredParameters;
        if (row.activeParameters <= 0)
            row.activeParameters = spec.declaredActiveParameters > 0 ? spec.declaredActiveParameters
                                                                     : row.parameters;
        m_models.append(std::move(row));
    }
}

int CatalogModel::rowOf(const QString &id) const
{
    for (qsizetype i = 0; i < m_gpus.size(); ++i) {
        if (m_gpus[i].id == id)
            return int(i);
    }
    for (qsizetype i = 0; i < m_models.size(); ++i) {
        if (m_models[i].spec.id == id)
            return int(i);
    }
    return -1;
}

int CatalogModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return int(m_kind == Kind::Gpus ? m_gpus.size() : m_models.size());
}

bool CatalogModel::isCustom(const QString &id) const
{
    return !m_document.catalog().isBuiltin(id);
}

QVariant CatalogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (m_kind == Kind::Gpus)
        return gpuData(m_gpus.at(index.row()), role);
    return modelData(m_models.at(index.row()), role);
}

QVariant CatalogModel::gpuData(const GpuSpec &gpu, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
    case NameRole: return gpu.name;
    case IdRole: return gpu.id;
    case VendorRole: return int(gpu.vendor);
    case MemoryBytesRole: return qint64(gpu.memoryBytes());
    case MarketedMemoryBytesRole: return qint64(gpu.marketedMemoryBytes);
    case BandwidthRole: return gpu.memoryBandwidthBytesPerSecond;
    case ComputeRole: return gpu.bf16Flops;
    case IsCustomRole: return isCustom(gpu.id);
    case FactsRole: return gpuFacts(gpu);
    case Qt::ToolTipRole: return gpuToolTip(gpu, isCustom(gpu.id));
    case Qt::AccessibleTextRole: return QString(gpu.name + kSeparator + gpuFacts(gpu));
    default: return {};
    }
}

QVariant CatalogModel::modelData(const ModelRow &row, int role) const
{
    const ModelSpec &spec = row.spec;
    switch (role) {
    case Qt::DisplayRole:
    case NameRole: return spec.name;
    case IdRole: return spec.id;
    case FamilyRole: return spec.family;
    case ParametersRole: return qint64(row.parameters);
    case ActiveParametersRole: return qint64(row.activeParameters);
    case ContextRole: return qint64(spec.maxContext);
    case IsMoeRole: return spec.isMoe();
    case IsCustomRole: return isCustom(spec.id);
    case FactsRole: return modelFacts(spec, row.parameters, row.activeParameters);
    case Qt::ToolTipRole:
        return modelToolTip(spec, row.parameters, row.activeParameters, isCustom(spec.id));
    case Qt::AccessibleTextRole:
        return QString(spec.name + kSeparator
                       + modelFacts(spec, row.parameters, row.activeParameters));
    default: return {};
    }
}

Qt::ItemFlags CatalogModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled
            | Qt::ItemNeverHasChildren;
}

QHash<int, QByteArray> CatalogModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(IdRole, "id");
    names.insert(NameRole, "name");
    names.insert(VendorRole, "vendor");
    names.insert(MemoryBytesRole, "memoryBytes");
    names.insert(MarketedMemoryBytesRole, "marketedMemoryBytes");
    names.insert(BandwidthRole, "bandwidth");
    names.insert(ComputeRole, "compute");
    names.insert(FamilyRole, "family");
    names.insert(ParametersRole, "parameters");
    names.insert(ActiveParametersRole, "activeParameters");
    names.insert(ContextRole, "context");
    names.insert(IsMoeRole, "isMoe");
    names.insert(IsCustomRole, "isCustom");
    names.insert(FactsRole, "facts");
    return names;
}

QStringList CatalogModel::mimeTypes() const
{
    return {m_kind == Kind::Gpus ? MimeTypes::gpuId() : MimeTypes::modelId(),
            QStringLiteral("text/plain")};
}

QMimeData *CatalogModel::mimeData(const QModelIndexList &indexes) const
{
    // The board takes one entry per drop: the first valid row.
    for (const QModelIndex &index : indexes) {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
            continue;
        auto *mime = new QMimeData;
        mime->setData(mimeTypes().first(), data(index, IdRole).toString().toUtf8());
        mime->setText(data(index, NameRole).toString());
        return mime;
    }
    return nullptr;
}

Qt::DropActions CatalogModel::supportedDragActions() const
{
    return Qt::CopyAction;
}

QString CatalogModel::vendorName(GpuVendor vendor)
{
    switch (vendor) {
    case GpuVendor::Nvidia: return tr("NVIDIA");
    case GpuVendor::Amd: return tr("AMD");
    case GpuVendor::Apple: return tr("Apple");
    case GpuVendor::Intel: return tr("Intel");
    case GpuVendor::Other: return tr("Other");
    }
    return tr("Other");
}

QString CatalogModel::gpuFacts(const GpuSpec &gpu)
{
    QStringList parts;
    QString memory = marketedGb(gpu.marketedMemoryBytes > 0 ? gpu.marketedMemoryBytes
                                                            : gpu.memoryBytes());
    if (!gpu.memoryType.isEmpty())
        memory += u' ' + gpu.memoryType;
    parts << memory;
    if (gpu.memoryBandwidthBytesPerSecond > 0)
        parts << bandwidth(gpu.memoryBandwidthBytesPerSecond);
    if (gpu.bf16Flops > 0)
        parts << tr("%1 TFLOPS BF16").arg(tflops(gpu.bf16Flops));
    if (gpu.rental.onDemandHighUsdPerHour > 0)
        //: a rental price per GPU-hour
        parts << tr("%1/h").arg(
                usdRange(gpu.rental.onDemandLowUsdPerHour, gpu.rental.onDemandHighUsdPerHour));
    return parts.join(kSeparator);
}

QString CatalogModel::modelFacts(const ModelSpec &model, std::int64_t parameters,
                                 std::int64_t activeParameters)
{
    QStringList parts;
    if (model.isMoe() && activeParameters > 0 && activeParameters < parameters)
        parts << tr("%1 params (%2 active)").arg(billions(parameters), billions(activeParameters));
    else
        parts << tr("%1 params").arg(billions(parameters));
    if (model.isMla())
        parts << tr("MLA");
    else if (model.kvHeads > 0)
        parts << tr("%n KV head(s)", "", model.kvHeads);
    if (model.maxContext > 0)
        parts << contextText(model.maxContext);
    if (model.isMoe())
        parts << tr("MoE %1 of %2 experts").arg(model.moe.expertsPerToken).arg(model.moe.experts);
    else
        parts << tr("dense");
    return parts.join(kSeparator);
}

QString CatalogModel::gpuToolTip(const GpuSpec &gpu, bool isCustom)
{
    QString html = QStringLiteral("<b>") + gpu.name.toHtmlEscaped() + QStringLiteral("</b> (")
            + gpu.id.toHtmlEscaped() + u')';
    if (isCustom)
        html += QStringLiteral("<br/><i>") + tr("Custom entry of this project")
                + QStringLiteral("</i>");
    html += line(tr("Vendor"), vendorName(gpu.vendor));
    if (!gpu.architecture.isEmpty())
        html += line(tr("Architecture"), gpu.architecture.toHtmlEscaped());
    QString memory = marketedGb(gpu.marketedMemoryBytes);
    if (gpu.usableMemoryBytes > 0)
        memory = tr("%1 (%2 usable)").arg(memory, Display::gib(gpu.usableMemoryBytes));
    html += line(tr("Memory"), memory + u' ' + gpu.memoryType.toHtmlEscaped());
    if (gpu.usableMemoryBytes > 0 && !gpu.usableMemorySource.isEmpty())
        html += line(tr("Usable memory"), gpu.usableMemorySource.toHtmlEscaped());
    else if (gpu.usableMemoryBytes <= 0)
        html += line(tr("Usable memory"), tr("not known: estimates use the marketed bytes"));
    html += line(tr("Bandwidth"), bandwidth(gpu.memoryBandwidthBytesPerSecond));
    html += line(tr("BF16 dense"), tr("%1 TFLOPS").arg(tflops(gpu.bf16Flops)));
    html += line(tr("FP8 dense"),
                 gpu.fp8Flops > 0 ? tr("%1 TFLOPS").arg(tflops(gpu.fp8Flops)) : tr("no"));
    if (gpu.tdpWatts > 0)
        html += line(tr("TDP"), tr("%1 W").arg(Display::number(gpu.tdpWatts, 0)));
    if (!gpu.interconnect.isEmpty())
        html += line(tr("Interconnect"), gpu.interconnect.toHtmlEscaped());
    if (gpu.rental.onDemandHighUsdPerHour > 0)
        html += line(tr("On demand"),
                     tr("%1/h").arg(usdRange(gpu.rental.onDemandLowUsdPerHour,
                                             gpu.rental.onDemandHighUsdPerHour)));
    if (gpu.rental.spotHighUsdPerHour > 0)
        html += line(tr("Spot"),
                     tr("%1/h").arg(usdRange(gpu.rental.spotLowUsdPerHour,
                                             gpu.rental.spotHighUsdPerHour)));
    if (gpu.rental.provenance.asOf.isValid())
        html += line(tr("Prices as of"),
                     QLocale().toString(gpu.rental.provenance.asOf, QLocale::ShortFormat));
    return html + QStringLiteral("<br/>") + provenanceHtml(gpu.provenance);
}

QString CatalogModel::modelToolTip(const ModelSpec &model, std::int64_t parameters,
                                   std::int64_t activeParameters, bool isCustom)
{
    QString html = QStringLiteral("<b>") + model.name.toHtmlEscaped() + QStringLiteral("</b> (")
            + model.id.toHtmlEscaped() + u')';
    if (isCustom)
        html += QStringLiteral("<br/><i>") + tr("Custom entry of this project")
                + QStringLiteral("</i>");
    if (!model.hfId.isEmpty())
        html += line(tr("Hugging Face"), model.hfId.toHtmlEscaped());
    if (!model.family.isEmpty())
        html += line(tr("Family"), model.family.toHtmlEscaped());
    html += line(tr("Parameters"), Display::integer(parameters));
    if (model.isMoe())
        html += line(tr("Active per token"), Display::integer(activeParameters));
    html += line(tr("Layers"), Display::integer(model.layers));
    html += line(tr("Hidden size"), Display::integer(model.hidden));
    html += line(tr("Attention heads"),
                 tr("%1 (%2 KV, head size %3)")
                         .arg(Display::integer(model.heads), Display::integer(model.kvHeads),
                              Display::integer(model.headDim)));
    if (model.maxContext > 0)
        html += line(tr("Context"), Display::tokens(model.maxContext));
    if (model.isMoe())
        html += line(tr("Experts"),
                     tr("%1 routed, %2 per token, %3 shared")
                             .arg(Display::integer(model.moe.experts),
                                  Display::integer(model.moe.expertsPerToken),
                                  Display::integer(model.moe.sharedExperts)));
    return html + QStringLiteral("<br/>") + provenanceHtml(model.provenance);
}

CatalogFilterProxy::CatalogFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{ }

void CatalogFilterProxy::setSearchText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_searchText)
        return;
    m_searchText = trimmed;
    invalidateFilter();
}

void CatalogFilterProxy::setVendor(int vendor)
{
    if (vendor == m_vendor)
        return;
    m_vendor = vendor;
    invalidateFilter();
}

void CatalogFilterProxy::setMinimumMemoryBytes(std::int64_t bytes)
{
    if (bytes == m_minimumMemoryBytes)
        return;
    m_minimumMemoryBytes = bytes;
    invalidateFilter();
}

void CatalogFilterProxy::setFamily(const QString &family)
{
    if (family == m_family)
        return;
    m_family = family;
    invalidateFilter();
}

void CatalogFilterProxy::setSizeBucket(ModelSizeBucket bucket)
{
    if (bucket == m_bucket)
        return;
    m_bucket = bucket;
    invalidateFilter();
}

bool CatalogFilterProxy::inBucket(ModelSizeBucket bucket, std::int64_t parameters, bool isMoe)
{
    const double b = double(parameters) / 1e9;
    switch (bucket) {
    case ModelSizeBucket::Any: return true;
    case ModelSizeBucket::Under10B: return b < 10;
    case ModelSizeBucket::From10To40B: return b >= 10 && b < 40;
    case ModelSizeBucket::From40To100B: return b >= 40 && b < 100;
    case ModelSizeBucket::Over100B: return b >= 100;
    case ModelSizeBucket::Moe: return isMoe;
    }
    return true;
}

bool CatalogFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const auto *catalog = qobject_cast<const CatalogModel *>(sourceModel());
    const bool gpus = catalog && catalog->kind() == CatalogModel::Kind::Gpus;
    if (!m_searchText.isEmpty()) {
        const QStringList words = m_searchText.split(u' ', Qt::SkipEmptyParts);
        const QString haystack = index.data(CatalogModel::NameRole).toString() + u' '
                + index.data(CatalogModel::IdRole).toString() + u' '
                + index.data(CatalogModel::FamilyRole).toString();
        for (const QString &word : words) {
            if (!haystack.contains(word, Qt::CaseInsensitive))
                return false;
        }
    }
    if (gpus) {
        if (m_vendor >= 0 && index.data(CatalogModel::VendorRole).toInt() != m_vendor)
            return false;
        // Filters read like the names ("80GB"): compare the marketed size when it is known.
        const qint64 marketed = index.data(CatalogModel::MarketedMemoryBytesRole).toLongLong();
        const qint64 memory = index.data(CatalogModel::MemoryBytesRole).toLongLong();
        return std::max(marketed, memory) >= m_minimumMemoryBytes;
    }
    if (!m_family.isEmpty() && index.data(CatalogModel::FamilyRole).toString() != m_family)
        return false;
    return inBucket(m_bucket, index.data(CatalogModel::ParametersRole).toLongLong(),
                    index.data(CatalogModel::IsMoeRole).toBool());
}

} // namespace Headroom
