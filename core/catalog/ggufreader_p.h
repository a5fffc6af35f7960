#pragma once

// Private to ggufreader.cpp and ggufmodelspec.cpp: not part of the API.

#include <QCoreApplication>

namespace Headroom::GgufDetail {

struct GgufReaderText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::GgufReader)
};

} // namespace Headroom::GgufDetail
