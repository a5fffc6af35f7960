#pragma once

#include <QMetaType>
#include <QString>

namespace Headroom {

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
    };
    Kind kind = Kind::ProjectReset;
    QString id; // the configuration or deployment concerned, if any
};

} // namespace Headroom

Q_DECLARE_METATYPE(Headroom::ChangeEvent)
