#include "report/reportnames.h"

#include "advisor/advisor.h"
#include "advisor/advisortraining.h"
#include "estimate/engineconstants.h"
#include "format/displayformat.h"
#include "format/texthelpers.h"
#include "models/comparisonmodel.h"
#include "report/reporttext.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace Headroom {

namespace {

/** "8 × H100 SXM 80GB, TP4": GPUs as the comparison table names a configuration. */
QString gpusText(const Catalog &catalog, const QString &gpuId, int gpus, int tensorParallel,
                 int pipelineParallel)
{
    Configuration c;
    c.gpuId = gpuId;
    c.gpuCount = gpus;
    c.tensorParallel = tensorParallel;
    c.pipelineParallel = pipelineParallel;
    return configurationLabel(c, catalog);
}

/** How a part is paid for, when it is more than one way all day, in the advisor's words:
 *  " (have 4 + own 8 + rent up to 4, 1460 GPU-h/month)"; empty otherwise. */
QString paidFor(const ModelPlan &m)
{
    if (m.ownedGpus == 0 && m.replicasPerHour.isEmpty() && (m.rentedGpus == 0 || m.boughtGpus == 0))
        return {};
    QStringList ways;
    if (m.ownedGpus > 0)
        ways.append(QCoreApplication::translate("Headroom::Advisor", "have %1").arg(m.ownedGpus));
    if (m.boughtGpus > 0)
        ways.append(QCoreApplication::translate("Headroom::Advisor", "own %1").arg(m.boughtGpus));
    if (m.rentedGpus > 0)
        ways.append(QCoreApplication::translate("Headroom::Advisor", "rent up to %1, %2 GPU-h/month")
                            .arg(Display::integer(m.rentedGpus),
                                 Display::number(m.rentedGpuHoursPerMonth)));
    return QStringLiteral(" (%1)").arg(ways.join(QStringLiteral(" + ")));
}

} // namespace

QString reportDate(const QDate &date)
{
    return date.isValid() ? date.toString(Qt::ISODate) : ReportText::tr("\u2014");
}

QString gpuDisplayName(const Catalog &catalog, const QString &gpuId)
{
    return Display::nameOr(catalog.gpu(gpuId), gpuId);
}

QString modelDisplayName(const Catalog &catalog, const QString &modelId)
{
    return Display::nameOr(catalog.model(modelId), modelId);
}

QString withCatalogNames(const QString &text, const Catalog &catalog)
{
    // catalog ids are lower-case words of [a-z0-9.] joined by hyphens (Catalog::isValidId())
    static const QRegularExpression id(
            QStringLiteral("(?<![A-Za-z0-9.-])[a-z0-9.]+(?:-[a-z0-9.]+)+(?![A-Za-z0-9-])"));
    QString named;
    qsizetype from = 0;
    for (auto it = id.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString found = m.captured();
        const auto gpu = catalog.gpu(found);
        const auto model = gpu ? std::nullopt : catalog.model(found);
        if (!gpu && !model)
            continue;
        named += QStringView(text).mid(from, m.capturedStart() - from);
        named += gpu ? gpu->name : model->name;
        from = m.capturedEnd();
    }
    return named + QStringView(text).mid(from);
}

QString planPartText(const ModelPlan &m, const Catalog &catalog)
{
    const AdvisorCandidate &c = m.candidate;
    QString gpus = gpusText(catalog, c.gpuId, m.replicas * c.gpusPerReplica(), c.tensorParallel,
                            c.pipelineParallel);
    if (c.expertParallel > 1)
        gpus += QStringLiteral(", EP%1").arg(c.expertParallel);
    if (m.prefill)
        //: the prefill pool of a disaggregated part: "+ prefill on 4 × H100 SXM 80GB, TP2"
        gpus += u' '
                + ReportText::tr("+ prefill on %1")
                          .arg(gpusText(catalog, m.prefill->gpuId, m.prefill->gpus,
                                        m.prefill->tensorParallel, m.prefill->pipelineParallel));
    //: a part of an advisor's plan: model, GPUs, weight format, KV cache format, engine
    QString text = ReportText::tr("%1: %2; %3 weights, %4 KV cache; %5")
                           .arg(modelDisplayName(catalog, m.deployment.modelId), gpus,
                                weightFormatName(c.weights), kvFormatName(c.kv),
                                engineName(c.engine))
            + paidFor(m);
    if (!m.isPacked())
        return text;
    QStringList others;
    for (const QString &id : m.sharedWith)
        others.append(modelDisplayName(catalog, id));
    return QCoreApplication::translate("Headroom::Advisor", "%1, shared with %2")
            .arg(text, others.join(QStringLiteral(", ")));
}

QString trainingPlanText(const TrainingPlan &p, const Catalog &catalog)
{
    QString gpus = gpusText(catalog, p.gpuId, p.gpus, p.tensorParallel, p.pipelineParallel);
    if (p.dataParallel > 1)
        gpus += QStringLiteral(", DP%1").arg(p.dataParallel);
    return ReportText::tr("%1: %2").arg(modelDisplayName(catalog, p.deployment.modelId)
                                                + QStringLiteral(", ")
                                                + deploymentModeName(p.deployment.mode),
                                        gpus);
}

QString calibrationTitle(const Calibration &k, const Catalog &catalog)
{
    return ReportText::tr("Engine constants, %1 on %2")
            .arg(engineName(k.engine), gpuDisplayName(catalog, k.gpuId));
}

QString calibrationConstantsText(const Calibration &k)
{
    QStringList constants;
    for (auto it = k.constants.cbegin(); it != k.constants.cend(); ++it) {
        const auto parameter = engineConstant(it.key());
        if (!parameter) { // not one the estimate knows: its id is all there is
            constants.append(it.key() + QStringLiteral(" = ") + Display::number(it.value(), 3));
            continue;
        }
        QString value = Display::number(it.value(), parameter->decimals);
        if (!parameter->unit.isEmpty())
            value += u'\u00a0' + parameter->unit;
        constants.append(ReportText::tr("%1: %2").arg(parameter->name, value));
    }
    return constants.join(QStringLiteral("; "));
}

} // namespace Headroom
