#pragma once

#include <QString>

namespace Headroom::MimeTypes {

/** Drags from the catalog palette to the board carry an entry id as UTF-8. */
inline QString gpuId()
{
    return QStringLiteral("application/x-headroom-gpu-id");
}

inline QString modelId()
{
    return QStringLiteral("application/x-headroom-model-id");
}

/** Reordering configuration cards on the board: the configuration id as UTF-8. */
inline QString configurationId()
{
    return QStringLiteral("application/x-headroom-configuration-id");
}

} // namespace Headroom::MimeTypes
