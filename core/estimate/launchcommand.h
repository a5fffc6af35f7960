#pragma once

#include "estimate/engineprofile.h"
#include "plan/configuration.h"
#include "plan/deployment.h"
#include "spec/gpuspec.h"
#include "spec/modelspec.h"
#include "units/result.h"

#include <QString>
#include <QStringList>

namespace Headroom {

/** The command line that starts an engine the way a deployment is planned: parallelism,
 *  context length, memory fraction, KV cache type, quantization and concurrency. Flag names
 *  follow each engine's documented CLI (vllm serve, python -m sglang.launch_server,
 *  llama-server, trtllm-serve). */
struct LaunchCommand
{
    EngineKind engine = EngineKind::Vllm;
    QStringList arguments; // the program first ("vllm", "serve", ...), one entry per word
    QStringList notes; // what the command cannot express (translated)

    /** One shell line, words quoted where a shell needs it. */
    QString commandLine() const;
    /** The same, one flag per line joined with " \\\n  " (for people to read). */
    QString multiLine() const;
};

/** The command for `engine` (usually deployment.engine) with its memory profile: the engine
 *  settings the user set as the engine's flags, and the memory fraction the estimate takes for
 *  `gpu` (SGLang derives its default from the GPU: without one it is left to SGLang). Fails for
 *  engines without a server command line (transformers) or weights the engine cannot load. */
Result<LaunchCommand> launchCommand(const ModelSpec &model, const Configuration &config,
                                    const Deployment &deployment, EngineKind engine,
                                    const EngineProfile &profile, const GpuSpec *gpu = nullptr);

/** The deployment's own engine with its default profile. */
Result<LaunchCommand> launchCommand(const ModelSpec &model, const Configuration &config,
                                    const Deployment &deployment, const GpuSpec *gpu = nullptr);

} // namespace Headroom
