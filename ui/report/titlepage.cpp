#include "report/titlepage.h"

#include "advisor/advisortraffic.h"
#include "advisor/advisortraining.h"
#include "charts/chartmodels.h"
#include "cost/configurationcost.h"
#include "format/displayformat.h"
#include "report/reportnames.h"
#include "report/reportpage.h"
#include "report/reporttablepainter.h"
#include "report/reporttext.h"

#include <QCoreApplication>
#include <QDate>
#include <QtMath>

#include <algorithm>

// The title page: the cover, the executive summary and the advisor's recommendation.

namespace Headroom {

namespace {

/** At most this part of a page of the text that follows a table goes over with its last
 *  rows. */
constexpr double kTail = 0.15;
/** A block up to this part of a page is kept whole with its heading. */
constexpr double kSmallBlock = 0.6;

double tailOf(const ReportPage &page, double height)
{
    return std::min(height, page.area().height() * kTail);
}

QString monthText(const std::optional<double> &month, int horizon)
{
    // the month in which owning has become cheaper, as the Rent vs buy chart says it
    return month ? ReportText::tr("month %1").arg(qCeil(*month - 1e-9))
                 : ReportText::tr("not within %n month(s)", "", horizon);
}

QString optionText(const SummaryChoice &choice)
{
    const QString option = choice.option == CostOption::Hybrid
            ? ReportText::tr("Hybrid: own %n GPU(s), rent the rest on demand", "",
                             choice.hybridOwnedGpus)
            : CostCurveModel::optionName(choice.option);
    //: the option a configuration's plan decided (an advisor plan's way), not the cheapest
    return choice.planned ? ReportText::tr("%1 (planned)").arg(option) : option;
}

/** The executive summary's table: the option of each configuration (its planned way, else the
 *  cheapest) and of the whole plan, what it costs and when owning pays. */
ReportTablePainter choicesTable(ReportPage &page, const ExecutiveSummary &summary)
{
    const Currency c = summary.currency;
    const auto money = [c](double amount) { return Display::money(amount, c, 0); };
    const QStringList header {ReportText::tr("Configuration"), ReportText::tr("Option"),
                              ReportText::tr("Per month"), ReportText::tr("3 years"),
                              ReportText::tr("Owning cheaper from")};
    QList<QStringList> table;
    QList<QList<bool>> bold;
    for (const SummaryChoice &choice : summary.choices) {
        QString name = choice.row.name;
        if (choice.alternatives > 1)
            name += u' ' + ReportText::tr("(cheapest of %n that fit)", "", choice.alternatives);
        table.append({name, optionText(choice), money(choice.monthlyCost),
                      money(choice.threeYearCost),
                      monthText(choice.breakevenMonth, summary.horizonMonths)});
        bold.append(QList<bool> {});
    }
    if (summary.choices.size() > 1) {
        table.append({ReportText::tr("Whole plan"), QString(), money(summary.monthlyCost),
                      money(summary.threeYearCost),
                      monthText(summary.breakevenMonth, summary.horizonMonths)});
        bold.append({true, true, true, true, true});
    }
    return ReportTablePainter(page, header, table, {0.34, 0.22, 0.13, 0.13, 0.18}, bold, 8.5,
                              {false, false, true, true, false});
}

QStringList optionNames()
{
    QStringList names;
    for (const CostOption o : costOptions())
        names.append(CostCurveModel::optionName(o));
    return names;
}

QString choicesNote()
{
    return ReportText::tr("Per month: the cost over the horizon divided by its months "
                          "(owning: purchase included). 3 years: cumulative cash cost at "
                          "month 36. Owning cheaper from: the month in which owning "
                          "costs less in total than renting on demand. Option: the way the "
                          "plan decided (planned), else the cheapest of %1.")
                   .arg(optionNames().join(QStringLiteral(", ")))
            + u' '
            + ReportText::tr("Spot is weighed only for configurations that serve no users "
                             "(training, batch work): its capacity can be reclaimed at short "
                             "notice.");
}

/** What the summary's table leaves out: the uninterrupted option where spot is the cheapest,
 *  and the configurations not counted. */
void choicesAfterword(ReportPage &page, const ExecutiveSummary &summary)
{
    const Currency c = summary.currency;
    for (const SummaryChoice &choice : summary.choices) {
        if (choice.cheaperOption) {
            page.advance(page.pt(2));
            page.text(ReportText::tr("%1: planned as %2; %3 would cost %4 over the horizon "
                                     "(%5 less).")
                              .arg(choice.row.name, optionText(choice),
                                   CostCurveModel::optionName(*choice.cheaperOption),
                                   Display::money(choice.cheaperHorizonCost, c, 0),
                                   Display::money(choice.horizonCost - choice.cheaperHorizonCost, c,
                                                  0)),
                      8.5);
        }
        if (!choice.uninterruptedOption)
            continue;
        page.advance(page.pt(2));
        page.text(ReportText::tr("%1: spot capacity can be taken back at any time; for "
                                 "serving that cannot wait, the cheapest is %2 (%3 over the "
                                 "horizon).")
                          .arg(choice.row.name,
                               CostCurveModel::optionName(*choice.uninterruptedOption),
                               Display::money(choice.uninterruptedHorizonCost, c, 0)),
                  8.5);
    }
    for (const LeftOut &out : summary.leftOut)
        page.text(ReportText::tr("Not counted: %1 (%2).").arg(out.name, out.reason), 8.5);
}

/** The price scenarios' table: the plan's cost with each price moved, and the choices that
 *  change. */
ReportTablePainter sensitivityTable(ReportPage &page, const ExecutiveSummary &summary)
{
    const Currency c = summary.currency;
    const auto money = [c](double amount) { return Display::money(amount, c, 0); };
    QList<QStringList> scenarios {
            {ReportText::tr("As planned"), money(summary.horizonCost), QString(), QString()}};
    for (const PriceScenario &s : summary.scenarios) {
        const double change = s.horizonCost - summary.horizonCost;
        scenarios.append({s.name(), money(s.horizonCost),
                          (change > 0 ? QStringLiteral("+") : QString()) + money(change),
                          s.changes.isEmpty() ? ReportText::tr("the same")
                                              : s.changes.join(QStringLiteral("; "))});
    }
    return ReportTablePainter(page,
                              {ReportText::tr("Prices"),
                               ReportText::tr("Cost over %n month(s)", "", summary.horizonMonths),
                               ReportText::tr("Change"), ReportText::tr("Cheapest choice")},
                              scenarios, {0.28, 0.18, 0.14, 0.40}, {}, 8.5,
                              {false, true, true, false});
}

/** What would change the summary's choice: the utilisation and the prices. */
void summaryRisks(ReportPage &page, const ExecutiveSummary &summary)
{
    const QString utilisation = ReportText::tr("Utilisation (planned %1):")
                                        .arg(Display::percent(summary.planUtilization));
    page.heading(ReportText::tr("Risks"),
                 page.textHeight(utilisation, 9.5, true) + 2 * page.lineHeight(9));
    page.text(utilisation, 9.5, true);
    for (const SummaryChoice &choice : summary.choices) {
        QStringList parts;
        if (choice.flipBelow)
            parts.append(ReportText::tr("below %1, %2 is cheaper")
                                 .arg(Display::percent(*choice.flipBelow, 1),
                                      CostCurveModel::optionName(choice.optionBelow)));
        if (choice.flipAbove)
            parts.append(ReportText::tr("above %1, %2 is cheaper")
                                 .arg(Display::percent(*choice.flipAbove, 1),
                                      CostCurveModel::optionName(choice.optionAbove)));
        const QString what = choice.cheaperOption
                ? ReportText::tr("planned as %1; %2 is cheaper at the planned utilisation")
                          .arg(optionText(choice), CostCurveModel::optionName(*choice.cheaperOption))
                : parts.isEmpty()
                ? ReportText::tr("%1 stays the cheapest from 1% to 100%").arg(optionText(choice))
                : parts.join(QStringLiteral("; "));
        page.text(QStringLiteral("\u2022 ") + ReportText::tr("%1: %2").arg(choice.row.name, what),
                  9, false, page.pt(8));
    }
    page.advance(page.pt(4));
    const QString label = ReportText::tr("Price sensitivity:");
    ReportTablePainter table = sensitivityTable(page, summary);
    page.keepTogether(page.textHeight(label, 9.5, true) + page.pt(2) + table.keepHeight());
    page.text(label, 9.5, true);
    page.advance(page.pt(2));
    table.draw(QStringLiteral("sensitivity"));
}

/** The executive summary (ExecutiveSummary): the cheapest way to run the plan, what it costs,
 *  when owning pays, and what would change the choice. */
void summarySection(ReportPage &page, const ExecutiveSummary &summary)
{
    const QString heading = ReportText::tr("Executive summary");
    if (summary.choices.isEmpty()) {
        const QString none = ReportText::tr("No recommendation: no configuration has a "
                                            "deployment that fits and a price.");
        page.heading(heading, page.textHeight(none, 10));
        page.text(none, 10);
        return;
    }
    const QString intro = ReportText::tr("How to run the plan's deployments over %n month(s) "
                                         "at %1 utilisation:",
                                         "", summary.horizonMonths)
                                  .arg(Display::percent(summary.planUtilization));
    ReportTablePainter table = choicesTable(page, summary);
    page.heading(heading, page.textHeight(intro, 10, true) + page.pt(3) + table.keepHeight());
    page.text(intro, 10, true);
    page.advance(page.pt(3));
    const QString note = choicesNote();
    table.draw(QStringLiteral("summary"), tailOf(page, page.pt(3) + page.textHeight(note, 7.5)));
    page.advance(page.pt(3));
    page.text(note, 7.5);
    choicesAfterword(page, summary);
    summaryRisks(page, summary);
}

QString percentileText(LatencyPercentile p)
{
    switch (p) {
    case LatencyPercentile::Mean: return ReportText::tr("on average");
    case LatencyPercentile::P50: return ReportText::tr("at P50");
    case LatencyPercentile::P90: return ReportText::tr("at P90");
    case LatencyPercentile::P99: return ReportText::tr("at P99");
    }
    return {};
}

/** "Workload: Llama 3.1 70B: 300 concurrent users, ...": what the advisor was asked. */
QString workloadText(const Project &project, const Catalog &catalog)
{
    QStringList asked;
    for (const AdvisedModel &m : project.advisor.models) {
        const QString traffic = m.users > 0
                ? ReportText::tr("%n concurrent user(s)", "", m.users)
                : ReportText::tr("%1 requests/s (peak %2)")
                          .arg(Display::number(m.requestsPerSecond, 2),
                               Display::number(m.sizingRequestsPerSecond(), 2));
        QStringList targets;
        if (m.ttftTargetMs > 0)
            targets.append(
                    ReportText::tr("TTFT at most %1").arg(Display::seconds(m.ttftTargetMs / 1e3)));
        if (m.tpotTargetMs > 0)
            targets.append(
                    ReportText::tr("TPOT at most %1").arg(Display::seconds(m.tpotTargetMs / 1e3)));
        asked.append(ReportText::tr("%1: %2, %3 input and %4 output tokens%5")
                             .arg(modelDisplayName(catalog, m.modelId), traffic,
                                  Display::integer(m.inputTokens), Display::integer(m.outputTokens),
                                  targets.isEmpty() ? QString()
                                                    : QStringLiteral("; ")
                                                  + targets.join(QStringLiteral(", ")) + u' '
                                                  + percentileText(m.percentile)));
    }
    return ReportText::tr("Workload: %1.").arg(asked.join(QStringLiteral("; ")));
}

/** The plan's parts: what runs where, how it is paid for, what it costs. */
ReportTablePainter planTable(ReportPage &page, const Catalog &catalog,
                             const ReportRecommendation &recommendation)
{
    const Currency c = recommendation.currency;
    QList<QStringList> parts;
    for (const ModelPlan &part : recommendation.plan->parts)
        parts.append({planPartText(part, catalog),
                      // the executive summary's word for the same way (Add to Board carries it)
                      CostCurveModel::optionName(partAcquisition(part)),
                      Display::money(part.monthlyCost(), c, 0)});
    return ReportTablePainter(page,
                              {ReportText::tr("Plan %1 of the advisor's ranking")
                                       .arg(recommendation.rank),
                               ReportText::tr("Way"), ReportText::tr("Per month")},
                              parts, {0.66, 0.14, 0.20}, {}, 8.5, {false, false, true});
}

/** The plan's figures as the advisor window shows them. */
ReportTablePainter planFigures(ReportPage &page, const ReportRecommendation &recommendation)
{
    const AdvisorPlan &plan = *recommendation.plan;
    const Currency c = recommendation.currency;
    const QString breakeven = plan.rentVsOwn.breakevenMonth
            ? ReportText::tr("from month %1").arg(Display::number(*plan.rentVsOwn.breakevenMonth, 0))
            : ReportText::tr("not within 10 years");
    return ReportTablePainter(page,
                              {ReportText::tr("Per month"), ReportText::tr("Per 1M tokens"),
                               ReportText::tr("Per user"), ReportText::tr("TTFT"),
                               ReportText::tr("GPUs"), ReportText::tr("Power"),
                               ReportText::tr("Owning cheaper")},
                              {{Display::money(plan.monthlyCost, c, 0),
                                Display::money(plan.costPerMillionTokens, c, 3),
                                Display::tokensPerSecond(plan.perUserTokensPerSecond),
                                Display::seconds(plan.ttftSeconds), Display::integer(plan.gpus),
                                ReportText::tr("%1 kW").arg(Display::number(plan.powerKw, 1)),
                                breakeven}},
                              {0.16, 0.15, 0.14, 0.11, 0.09, 0.12, 0.23}, {}, 8.5,
                              {true, true, true, true, true, true, false});
}

/** What binds the plan, its training jobs and whether its targets were checked. */
QStringList planNotes(const Catalog &catalog, const ReportRecommendation &recommendation)
{
    const AdvisorPlan &plan = *recommendation.plan;
    QStringList notes {
            ReportText::tr("What binds: %1.").arg(withCatalogNames(plan.binds.text(), catalog))};
    // the whole units the plan buys and rents, and the spare GPUs in them
    for (const ModelPlan &part : plan.parts)
        if (const QString units = withCatalogNames(partUnitsText(part), catalog); !units.isEmpty())
            notes.append(plan.parts.size() > 1
                                 ? QStringLiteral("%1: %2")
                                           .arg(modelDisplayName(catalog, part.deployment.modelId),
                                                units)
                                 : units);
    for (const TrainingPlan &t : plan.training)
        notes.append(ReportText::tr("Training: %1, %2 one-off (%3).")
                             .arg(trainingPlanText(t, catalog),
                                  Display::money(t.cost, recommendation.currency, 0),
                                  withCatalogNames(t.explanation.text(), catalog)));
    notes.append(plan.sloVerified ? ReportText::tr("Its latency targets hold in the load "
                                                   "simulation at the served load.")
                                  : ReportText::tr("Its latency targets were not checked in the "
                                                   "load simulation."));
    return notes;
}

/** The advisor's plan the user added to the report (Add to Report): the workload it answers,
 *  the plan, what it costs and why, found again with the plan's prices now. Kept whole on a
 *  page when it is not long. */
void advisorSection(ReportPage &page, const Project &project, const Catalog &catalog,
                    const std::optional<ReportRecommendation> &recommendation)
{
    if (!recommendation)
        return;
    const QString heading = ReportText::tr("Advisor's recommendation");
    const QString workload = workloadText(project, catalog);
    const double asked = page.textHeight(workload, 9);
    if (!recommendation->plan) {
        const QString problem = withCatalogNames(recommendation->problem, catalog);
        page.heading(heading, asked + page.textHeight(problem, 9, true));
        page.text(workload, 9);
        page.text(problem, 9, true);
        return;
    }
    ReportTablePainter parts = planTable(page, catalog, *recommendation);
    ReportTablePainter figures = planFigures(page, *recommendation);
    const QStringList notes = planNotes(catalog, *recommendation);
    double notesHeight = 0;
    for (const QString &note : notes)
        notesHeight += page.textHeight(note, 8.5);
    const double whole = asked + page.pt(2) + parts.height() + page.pt(3) + figures.height()
            + page.pt(3) + notesHeight;
    page.heading(heading,
                 whole <= page.area().height() * kSmallBlock
                         ? whole
                         : asked + page.pt(2) + parts.keepHeight());
    page.text(workload, 9);
    page.advance(page.pt(2));
    parts.draw(QStringLiteral("advisor-plan"), tailOf(page, page.pt(3) + figures.height()));
    page.advance(page.pt(3));
    figures.draw(QStringLiteral("advisor-figures"), tailOf(page, page.pt(3) + notesHeight));
    page.advance(page.pt(3));
    for (const QString &note : notes)
        page.text(note, 8.5);
}

} // namespace

void paintTitlePage(ReportPage &page, const Project &project, const Catalog &catalog,
                    const ExecutiveSummary &summary,
                    const std::optional<ReportRecommendation> &recommendation)
{
    page.advance(page.area().height() * 0.04);
    const QString title = project.metadata.title.isEmpty() ? ReportText::tr("Untitled plan")
                                                           : project.metadata.title;
    page.text(title, 22, true);
    page.advance(page.pt(4));
    page.text(ReportText::tr("GPU capacity and cost report"), 13);
    page.advance(page.pt(10));
    if (!project.metadata.author.isEmpty())
        page.text(ReportText::tr("Author: %1").arg(project.metadata.author), 10);
    // ISO dates: "2026-12-02" reads the same to every reader
    page.text(ReportText::tr("Date: %1").arg(reportDate(QDate::currentDate())), 10);
    if (project.metadata.modified.isValid())
        page.text(ReportText::tr("Plan last changed: %1")
                          .arg(reportDate(project.metadata.modified.toLocalTime().date())),
                  10);
    page.text(amountsNote(project), 10);
    summarySection(page, summary);
    advisorSection(page, project, catalog, recommendation);
    page.advance(page.pt(12));
    page.text(ReportText::tr("Made with Headroom %1. Estimates, not measurements: every figure "
                             "comes from the formulas and dated sources listed in this report.")
                      .arg(QCoreApplication::applicationVersion()),
              7.5);
}

} // namespace Headroom
