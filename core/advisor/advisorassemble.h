#pragma once

// A fleet's parts made into a plan (docs/advisor.md "Plans"): internal to advise()
// (advisor.cpp).

#include "advisor/advisor.h"

namespace Headroom {

class AdvisorSizer;

/** The plan of these parts: the fleet's totals (a packed configuration counted once), energy,
 *  racks, rent against own over the horizon, what binds it and why. */
AdvisorPlan assemble(AdvisorSizer &sizer, QList<ModelPlan> parts);

/** Why `plan` ranks after `best`: it costs more, or the same and is slower per user. */
Explanation whyLoses(const AdvisorPlan &best, const AdvisorPlan &plan);

/** The plans no other plan beats on both monthly cost and per-user speed, cheapest first:
 *  `plans` are ranked (cost, then speed), so a plan is on the front when it is faster than
 *  every plan before it. Marks them paretoOptimal and appends them to `front`. */
void markFront(QList<AdvisorPlan> &plans, QList<AdvisorPlan> &front);

} // namespace Headroom
