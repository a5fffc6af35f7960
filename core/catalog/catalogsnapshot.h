#pragma once

#include "catalog/catalog.h"
#include "plan/project.h"

namespace Headroom {

/** Copies into the project every built-in catalog entry its configurations and deployments use,
 *  so the saved file gives the same numbers on another machine or after a catalog update.
 *  Snapshots of entries no plan uses any more are dropped; custom entries are kept as they are. */
void snapshotCatalogEntries(Project &project, const Catalog &catalog);

/** A catalog for this project: the built-in one, with the project's snapshots standing in for
 *  built-in entries (the numbers the file was planned with) and its custom entries added. */
Catalog catalogForProject(const Project &project, const Catalog &builtin);

} // namespace Headroom
