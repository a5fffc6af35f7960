#pragma once

#include <QFlags>
#include <QMetaType>
#include <QString>

namespace Headroom {

struct CostAssumptions;
struct Configuration;
struct Deployment;
struct ProjectMetadata;

/** What changed in a ProjectDocument, so views refresh only what they show. */
struct ChangeEvent
{
    enum class Kind {
        ProjectReset, // a new or loaded project: refresh everything
        ConfigurationAdded,
        ConfigurationRemoved,
        ConfigurationChanged,
        ConfigurationsReordered,
        DeploymentAdded,
        DeploymentRemoved,
        DeploymentChanged,
        CostAssumptionsChanged,
        MetadataChanged,
        CatalogChanged, // a custom GPU or model was added, edited or removed (id = its id)
        AdvisorChanged, // the advisor's workload (or the plan it puts in the report)
    };

    /** The fields an edit changed: of a deployment (DeploymentChanged), of a configuration
     *  (ConfigurationChanged), of the cost assumptions or of the metadata. Every other kind
     *  carries AllProperties: anything may have changed. */
    enum class Property : quint32 {
        // a deployment's
        Model = 1u << 0,
        Placement = 1u << 1, // moved to another configuration
        Mode = 1u << 2,
        Weights = 1u << 3,
        KvCache = 1u << 4,
        Engine = 1u << 5,
        MemoryFraction = 1u << 6,
        Batch = 1u << 7, // concurrent sequences
        Context = 1u << 8, // context, input or output tokens
        LatencyTargets = 1u << 9, // TPOT and TTFT targets
        RequestRate = 1u << 10,
        Training = 1u << 11,
        EngineConstants = 1u << 12, // the engine constants' overrides
        BatchTier = 1u << 13,
        Load = 1u << 14, // closed or open loop, arrival rate, length distributions
        // a configuration's
        Name = 1u << 16,
        Gpu = 1u << 17,
        GpuCount = 1u << 18,
        Parallelism = 1u << 19, // tensor and pipeline parallel
        // the cost assumptions'
        Currency = 1u << 22,
        Horizon = 1u << 23,
        CostInputs = 1u << 24, // prices, power, utilisation, life...
        // the plan's title, author, notes and dates
        Metadata = 1u << 28,
    };
    Q_DECLARE_FLAGS(Properties, Property)
    static constexpr Properties AllProperties = Properties::fromInt(0xffffffffu);
    /** What a deployment's speed and memory do not depend on: it only labels or classifies. */
    static constexpr Properties DeploymentLabels = Properties::fromInt(quint32(Property::BatchTier));
    /** A deployment's fields that the speed estimate reads but the memory estimate does not. */
    static constexpr Properties SpeedOnly = Properties::fromInt(quint32(Property::LatencyTargets)
                                                                | quint32(Property::RequestRate)
                                                                | quint32(Property::Load));

    Kind kind = Kind::ProjectReset;
    QString id; // the configuration or deployment concerned, if any
    Properties properties = AllProperties;

    /** Whether the change may have touched any of `which`. */
    bool touches(Properties which) const { return bool(properties & which); }
    /** Whether only fields among `which` changed. */
    bool onlyTouches(Properties which) const { return !(properties & ~which); }

    /** The fields that differ between two versions of one item. */
    static Properties difference(const Deployment &before, const Deployment &after);
    static Properties difference(const Configuration &before, const Configuration &after);
    static Properties difference(const CostAssumptions &before, const CostAssumptions &after);
    static Properties difference(const ProjectMetadata &before, const ProjectMetadata &after);
};

Q_DECLARE_OPERATORS_FOR_FLAGS(ChangeEvent::Properties)

} // namespace Headroom

Q_DECLARE_METATYPE(Headroom::ChangeEvent)
