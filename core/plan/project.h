#pragma once

#include "advisor/advisorworkload.h"
#include "plan/calibration.h"
#include "plan/configuration.h"
#include "plan/costassumptions.h"
#include "plan/deployment.h"
#include "spec/gpuspec.h"
#include "spec/modelspec.h"
#include "units/builtinrates.h"

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>

namespace Headroom {

struct ProjectMetadata
{
    QString title;
    QString author;
    QString notes;
    QDateTime created;
    QDateTime modified;
    QString appVersion;

    friend bool operator==(const ProjectMetadata &, const ProjectMetadata &) = default;
};

/** Where the board shows things: card order and chart choices. */
struct BoardLayout
{
    QMap<QString, QString> settings; // "chart/rentVsBuy/configuration" -> id, ...

    friend bool operator==(const BoardLayout &, const BoardLayout &) = default;
};

/** A whole plan, in memory. The project file stores exactly this. */
struct Project
{
    ProjectMetadata metadata;
    QList<Configuration> configurations;
    QList<Deployment> deployments;
    CostAssumptions cost;
    QList<PriceBookEntry> priceBook;
    QList<ExchangeRate> exchangeRates = builtinExchangeRates(); // a new plan's: dated, sourced
    QList<GpuSpec> customGpus; // user entries
    QList<ModelSpec> customModels;
    QList<GpuSpec> gpuSnapshots; // built-in entries the plans use, as they were when saved
    QList<ModelSpec> modelSnapshots;
    BoardLayout layout;
    AdvisorWorkload advisor; // the advisor's question (empty: none asked)
    QList<Calibration> calibrations; // engine constants fitted to measurements (issue 21)

    friend bool operator==(const Project &, const Project &) = default;
};

} // namespace Headroom
