#pragma once

#include "units/bytes.h"
#include "units/explanation.h"

#include <cstdint>
#include <initializer_list>

/** The memory estimators' words (context Headroom::Estimate), kept as terms until shown: one
 *  definition for the files of core/estimate that explain memory. */
namespace Headroom::EstimateTerms {

/** `source`: a QT_TRANSLATE_NOOP("Headroom::Estimate", ...) literal, filled with `terms`. */
inline Explanation say(const char *source, std::initializer_list<Explanation::Term> terms = {})
{
    return {"Headroom::Estimate", source, terms};
}

/** Bytes as GiB with two decimals. */
inline Explanation::Term gib(std::int64_t bytes)
{
    return {toGiB(bytes), 'f', 2};
}

} // namespace Headroom::EstimateTerms
