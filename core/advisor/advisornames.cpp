#include "advisor/advisor.h"
#include "advisor/advisorinternal.h"

#include "catalog/catalog.h"
#include "cost/unitfleet.h"

#include <QCoreApplication>

// The advisor's names: of what binds a plan, of why candidates were dropped, and of a part's
// shape, as every view writes it.

namespace Headroom {

namespace {

struct AdvisorText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Advisor)
};

Explanation say(const char *source, std::initializer_list<Explanation::Term> terms = {})
{
    return Explanation("Headroom::Advisor", source, terms);
}

/** How a part is paid for, when it is more than one way all day: " (have 4 + own 8 + rent up
 *  to 4, 1460 GPU-h/month)"; empty for a part wholly rented or bought round the clock. */
QString paidFor(const ModelPlan &m)
{
    if (m.ownedGpus == 0 && m.replicasPerHour.isEmpty() && (m.rentedGpus == 0 || m.boughtGpus == 0))
        return {};
    QStringList ways;
    if (m.ownedGpus > 0)
        //: GPUs the user already has, used by this part of a plan
        ways.append(AdvisorText::tr("have %1").arg(m.ownedGpus));
    if (m.boughtGpus > 0)
        //: GPUs bought for this part of a plan
        ways.append(AdvisorText::tr("own %1").arg(m.boughtGpus));
    if (m.rentedGpus > 0)
        //: %1 = the most GPUs rented at once, %2 = GPU-hours rented per month
        ways.append(AdvisorText::tr("rent up to %1, %2 GPU-h/month")
                            .arg(m.rentedGpus)
                            .arg(m.rentedGpuHoursPerMonth, 0, 'f', 0));
    return QStringLiteral(" (%1)").arg(ways.join(QStringLiteral(" + ")));
}

/** The part's GPUs, split, formats and engine (ids: the same in every language). */
QString shapeCore(const ModelPlan &m)
{
    const QString prefill = m.prefill ? QStringLiteral(" + prefill %1x[%2 TP%3 PP%4]")
                                                .arg(m.prefill->replicas)
                                                .arg(m.prefill->gpuId)
                                                .arg(m.prefill->tensorParallel)
                                                .arg(m.prefill->pipelineParallel)
                                      : QString();
    return QStringLiteral("%1: %2x[%3 TP%4 PP%5%6] %7/%8 %9")
                   .arg(m.deployment.modelId)
                   .arg(m.replicas)
                   .arg(m.candidate.gpuId)
                   .arg(m.candidate.tensorParallel)
                   .arg(m.candidate.pipelineParallel)
                   .arg(m.candidate.expertParallel > 1
                                ? QStringLiteral(" EP%1").arg(m.candidate.expertParallel)
                                : QString())
                   .arg(weightFormatId(m.candidate.weights), kvFormatId(m.candidate.kv),
                        engineId(m.candidate.engine))
            + prefill;
}

QString shapeOf(const ModelPlan &m)
{
    return shapeCore(m) + paidFor(m);
}

} // namespace

Explanation planBindingTerm(PlanBinding binding)
{
    switch (binding) {
    case PlanBinding::Memory: return say(QT_TRANSLATE_NOOP("Headroom::Advisor", "memory"));
    case PlanBinding::Bandwidth:
        return say(QT_TRANSLATE_NOOP("Headroom::Advisor", "memory bandwidth"));
    case PlanBinding::Compute: return say(QT_TRANSLATE_NOOP("Headroom::Advisor", "compute"));
    case PlanBinding::Link: return say(QT_TRANSLATE_NOOP("Headroom::Advisor", "GPU links"));
    case PlanBinding::Cpu: return say(QT_TRANSLATE_NOOP("Headroom::Advisor", "the engine's CPU"));
    case PlanBinding::Power: return say(QT_TRANSLATE_NOOP("Headroom::Advisor", "power"));
    case PlanBinding::Budget: return say(QT_TRANSLATE_NOOP("Headroom::Advisor", "budget"));
    case PlanBinding::GpuLimit: return say(QT_TRANSLATE_NOOP("Headroom::Advisor", "most GPUs"));
    }
    return {};
}

QString modelPlanShape(const ModelPlan &m)
{
    if (!m.isPacked())
        return shapeOf(m);
    //: a part whose GPUs serve other models too (packing); %2: their ids
    return AdvisorText::tr("%1, shared with %2")
            .arg(shapeOf(m), m.sharedWith.join(QStringLiteral(", ")));
}

QString partUnitsText(const ModelPlan &part)
{
    const auto unitsOf = [](const QString &gpuId, int bought, int rented) {
        WholeUnits units;
        if (bought > 0)
            units.purchase = sharedWholeUnits(gpuId, bought).purchase;
        if (rented > 0)
            units.rental = sharedWholeUnits(gpuId, rented).rental;
        return describeWholeUnits(units);
    };
    // a disaggregated part's prefill pool is bought or rented whole, in its own type's units
    const AdvisorPrefillPool *pool = part.prefill ? &*part.prefill : nullptr;
    const int poolBought = pool && pool->owned ? pool->gpus : 0;
    const int poolRented = pool && !pool->owned ? pool->gpus : 0;
    const int bought = part.boughtGpus - poolBought;
    QStringList texts;
    if (!part.unitsSharedWith.isEmpty() && bought > 0) {
        // bought in units together with other models' parts (shareUnits())
        if (const auto units = sharedWholeUnits(part.candidate.gpuId, part.unitsSharedGpus).purchase)
            //: %1: the units ("1 x HGX H100 8-GPU server (8 GPUs), 8 used"); %2: the other
            //: models; %n: this model's GPUs in them
            texts.append(AdvisorText::tr("Bought together with %2 as %1; this model's share: "
                                         "%n GPU(s).",
                                         nullptr, bought)
                                 .arg(describePurchase(*units),
                                      part.unitsSharedWith.join(QStringLiteral(", "))));
        texts.append(unitsOf(part.candidate.gpuId, 0, part.rentedGpus - poolRented));
    } else {
        texts.append(unitsOf(part.candidate.gpuId, bought, part.rentedGpus - poolRented));
    }
    if (pool)
        texts.append(unitsOf(pool->gpuId, poolBought, poolRented));
    texts.removeAll(QString());
    return texts.join(u' ');
}

QString advisorPlanKey(const AdvisorPlan &plan)
{
    // untranslated: a key stored in one language is found by a report in another
    QStringList parts;
    for (const ModelPlan &part : plan.parts) {
        QString key = shapeCore(part)
                + QStringLiteral(" have%1 own%2 rent%3")
                          .arg(part.ownedGpus)
                          .arg(part.boughtGpus)
                          .arg(part.rentedGpus);
        if (part.isPacked())
            key += QStringLiteral(" shared:") + part.sharedWith.join(u',');
        parts.append(key);
    }
    return parts.join(QStringLiteral("; "));
}

const AdvisorPlan *findAdvisorPlan(const AdvisorResult &result, const QString &key)
{
    if (key.isEmpty())
        return nullptr;
    for (const AdvisorPlan &plan : result.plans) {
        if (advisorPlanKey(plan) == key)
            return &plan;
    }
    return nullptr;
}

QString planBindingId(PlanBinding binding)
{
    switch (binding) {
    case PlanBinding::Memory: return QStringLiteral("memory");
    case PlanBinding::Bandwidth: return QStringLiteral("bandwidth");
    case PlanBinding::Compute: return QStringLiteral("compute");
    case PlanBinding::Link: return QStringLiteral("link");
    case PlanBinding::Cpu: return QStringLiteral("cpu");
    case PlanBinding::Power: return QStringLiteral("power");
    case PlanBinding::Budget: return QStringLiteral("budget");
    case PlanBinding::GpuLimit: return QStringLiteral("gpu_limit");
    }
    return {};
}

QString planBindingName(PlanBinding binding)
{
    return planBindingTerm(binding).text();
}

QString rejectionName(Rejection rejection)
{
    switch (rejection) {
    case Rejection::WeightsDoNotFit:
        return AdvisorText::tr("weights larger than the replica's memory");
    case Rejection::DoesNotFit: return AdvisorText::tr("does not fit in memory");
    case Rejection::SlowerThanTarget:
        return AdvisorText::tr("slower than the TPOT target at one user");
    case Rejection::TargetUnreachable:
        return AdvisorText::tr("no concurrency meets the latency targets");
    case Rejection::OverGpus: return AdvisorText::tr("more GPUs or nodes than allowed");
    case Rejection::OverPower: return AdvisorText::tr("over the power limit");
    case Rejection::OverBudget: return AdvisorText::tr("over the budget");
    case Rejection::Invalid: return AdvisorText::tr("engine or format not supported");
    case Rejection::Dominated: return AdvisorText::tr("dominated by a cheaper, faster plan");
    case Rejection::Costly:
        return AdvisorText::tr("costs over the cap, a multiple of the cheapest plan");
    }
    return {};
}

QString unpricedGpusNote(const QList<UnpricedGpu> &unpriced, const Catalog &catalog)
{
    if (unpriced.isEmpty())
        return {};
    QStringList names;
    for (const UnpricedGpu &u : unpriced) {
        const auto gpu = catalog.gpu(u.gpuId);
        const QString name = gpu ? gpu->name : u.gpuId;
        const QString what = u.purchase && u.onDemand ? AdvisorText::tr("purchase, on demand")
                : u.purchase                          ? AdvisorText::tr("purchase")
                                                      : AdvisorText::tr("on demand");
        names.append(AdvisorText::tr("%1 (%2)").arg(name, what));
    }
    return AdvisorText::tr("Left out for want of a price in the price book or the catalog: %1. "
                           "Add a dated price to the price book to rank them.")
            .arg(names.join(QStringLiteral(", ")));
}

} // namespace Headroom
