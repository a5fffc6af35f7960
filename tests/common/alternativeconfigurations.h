#pragma once

// A plan with alternatives for one job, shared by the report tests: eight more GPU types, two
// each at TP 2, every one serving the plan's second deployment (the sample's 70B model), so
// that the price and comparison tables run over two pages and the summary has a choice to make.

#include "plan/project.h"

#include <QString>

/** `p` with eight alternative configurations ("extra-0" ... "extra-7") for its second
 *  deployment. */
inline Headroom::Project withAlternatives(Headroom::Project p)
{
    const char *gpus[] = {"a100-sxm-80gb",     "l40s-48gb",  "h100-pcie-80gb", "mi300x-192gb",
                          "rtx-6000-ada-48gb", "b200-180gb", "a10-24gb",       "l4-24gb"};
    int i = 0;
    for (const char *gpu : gpus) {
        Headroom::Configuration c;
        c.id = QStringLiteral("extra-%1").arg(i++);
        c.gpuId = QString::fromLatin1(gpu);
        c.gpuCount = 2;
        c.tensorParallel = 2;
        p.configurations.append(c);
        Headroom::Deployment d = p.deployments[1]; // an alternative to the plan's own
        d.id = QStringLiteral("extra-d%1").arg(i);
        d.configurationId = c.id;
        p.deployments.append(d);
    }
    return p;
}
