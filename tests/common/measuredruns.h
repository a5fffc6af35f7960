#pragma once

// Measured runs written by the speed model with known engine constants, for the calibration
// tests (tst_calibrationcli, tst_calibrationdialog): the fit must recover the constants.

#include "calibration/calibrationfit.h"
#include "catalog/catalog.h"
#include "estimate/deploymentestimate.h"
#include "plan/project.h"

#include <QByteArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QString>

/** The runs as `vllm bench serve --append-result` writes them (one result JSON per line, the keys
 *  of vllm/benchmarks/serve.py; tests/data/calibration/README.md), each estimated with `truth`
 *  as the calibration of vLLM on the H100. Such a file names no GPU: the command asks for it. */
inline QByteArray measuredRunsFile(const Headroom::Project &sample, const QString &deploymentId,
                                   const QMap<QString, double> &truth)
{
    const Headroom::Catalog catalog = *Headroom::Catalog::builtin();
    Headroom::Project measured = sample;
    Headroom::Calibration c;
    c.gpuId = u"h100-sxm-80gb"_qs;
    c.engine = Headroom::EngineKind::Vllm;
    c.constants = truth;
    measured.calibrations = {c};
    QByteArray lines;
    for (int users : {1, 8, 32}) {
        for (int input : {512, 2048}) {
            Headroom::MeasuredRun run;
            run.concurrency = users;
            run.inputTokens = input;
            run.outputTokens = 256;
            run.meanTpotMs = 1; // a speed run: Headroom::calibrationPoint() sets its workload
            const auto point = Headroom::calibrationPoint(measured, deploymentId, run);
            if (!point)
                qFatal("%s", qPrintable(point.error().message));
            Headroom::Project one = measured;
            one.configurations = {point->configuration};
            one.deployments = {point->deployment};
            const auto e = Headroom::estimateDeployment(catalog, one, point->deployment,
                                                        Headroom::EstimateDepth::Speed);
            if (!e.speed)
                qFatal("%s", qPrintable(e.speed.error().message));
            const int completed = 100;
            const QJsonObject json {{u"date"_qs, u"20261130-100000"_qs},
                                    {u"backend"_qs, u"vllm"_qs},
                                    {u"model_id"_qs, u"meta-llama/Llama-3.1-70B-Instruct"_qs},
                                    {u"num_prompts"_qs, completed},
                                    {u"request_rate"_qs, u"inf"_qs},
                                    {u"max_concurrency"_qs, users},
                                    {u"completed"_qs, completed},
                                    {u"total_input_tokens"_qs, input * completed},
                                    {u"total_output_tokens"_qs, 256 * completed},
                                    {u"mean_ttft_ms"_qs, e.speed->ttftSeconds * 1e3},
                                    {u"mean_tpot_ms"_qs, e.speed->tpotSeconds * 1e3},
                                    {u"output_throughput"_qs, e.speed->throughputTokensPerSecond}};
            lines += QJsonDocument(json).toJson(QJsonDocument::Compact) + '\n';
        }
    }
    return lines;
}

/** The first `count` runs of measuredRunsFile(`sample`, `deploymentId`, MBU 0.62) written to
 *  `path` (the calibration dialog's tests); `path` returned. */
inline QString writeFirstRuns(const QString &path, const Headroom::Project &sample,
                              const QString &deploymentId, int count)
{
    const QList<QByteArray> lines
            = measuredRunsFile(sample, deploymentId, {{QStringLiteral("mbu"), 0.62}}).split('\n');
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        for (int i = 0; i < count && i < lines.size(); ++i)
            file.write(lines[i] + '\n');
    return path;
}
