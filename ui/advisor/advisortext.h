#pragma once

#include <QCoreApplication>

namespace Headroom {

/** The advisor window's texts, whichever of its parts shows them, in the one translation
 *  context the window has always had, "Headroom::AdvisorDialog": its parts call
 *  AdvisorText::tr() (docs/translations.md, Contexts). */
struct AdvisorText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::AdvisorDialog)
};

} // namespace Headroom
