#pragma once

#include "advisor/advisor.h"
#include "catalog/catalog.h"
#include "plan/project.h"
#include "report/executivesummary.h"

#include <optional>

namespace Headroom {

class ReportPage;

/** The report's first page (it runs on when it must): the title, author and dates, the
 *  executive summary (ExecutiveSummary) and the advisor's plan the user added to the report
 *  (Add to Report), then the colophon. */
void paintTitlePage(ReportPage &page, const Project &project, const Catalog &catalog,
                    const ExecutiveSummary &summary,
                    const std::optional<ReportRecommendation> &recommendation);

} // namespace Headroom
