#pragma once

#include "plan/project.h"

namespace Headroom {

/** The project `headroom-cli new --from-sample` and File > New from Sample write: three
 *  configurations serving a small, a large and a frontier model. */
Project sampleProject();

} // namespace Headroom
