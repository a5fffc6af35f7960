#pragma once

// Private to the importers of server logs (vllmlogimporter.cpp, sglanglogimporter.cpp,
// trtllmlogimporter.cpp): each format is a list of rules, one per line it recognises; this is
// what reads a log with them. Not part of the API.

#include "calibration/importercommon.h"

#include <QRegularExpression>

#include <functional>

namespace Headroom::ImportDetail {

/** One kind of log line: each recognised line sets figures of the current run; a line that
 *  starts an engine begins a new run once the current one has figures; a line that starts a
 *  server (its arguments) always begins one: a run without figures before it was an earlier
 *  start that failed, and its settings are dropped rather than mixed into this one. */
struct LogRule
{
    const char *marker; // a plain substring every matching line holds (cheap pre-filter)
    QRegularExpression pattern;
    bool startsRun = false;
    std::function<std::optional<Error>(const QRegularExpressionMatch &, MeasuredRun &, int line)>
            apply;
    bool startsServer = false; // implies startsRun
};

/** Sets a figure the first time: tensor-parallel ranks repeat their lines, the first wins. */
template<typename T>
void setOnce(std::optional<T> &slot, T value)
{
    if (!slot)
        slot = value;
}

/** A captured figure checked for range (the patterns only match digits, so it is >= 0 unless
 *  the pattern allows a sign). */
Result<double> captured(const QRegularExpressionMatch &m, int group, const QString &name, int line,
                        double max);

/** A KV cache size from a log: negative when the weights and activations left no room, a
 *  failed start rather than a measurement. */
Result<double> capturedKv(const QRegularExpressionMatch &m, int group, const QString &name,
                          int line);

/** A rule's apply() for a line that states one figure in GiB (group 1; `name` names it in an
 *  error): the checked figure, set once into `slot` of the run. `kvPool`: a KV cache size, which
 *  may come out negative (capturedKv()). */
std::function<std::optional<Error>(const QRegularExpressionMatch &, MeasuredRun &, int line)> setsGiB(
        std::optional<double> MeasuredRun::*slot, const char *name, bool kvPool = false);

// In a rule's apply(m, run, line): `var` is the checked figure of group `group`, or the rule
// returns the error.
#define HR_CAPTURE_KV(var, group, name) \
    const auto var##_r = capturedKv(m, group, QStringLiteral(name), line); \
    if (!var##_r) \
        return var##_r.error(); \
    const double var = *var##_r;

#define HR_CAPTURE(var, group, name, max) \
    const auto var##_r = captured(m, group, QStringLiteral(name), line, max); \
    if (!var##_r) \
        return var##_r.error(); \
    const double var = *var##_r;

/** The value of `key=` in an engine's printed config ("model='x', dtype=torch.bfloat16"). */
QString configValue(const QString &config, const char *key);

/** A positive `key=` integer of a config (under a million), else 0. */
int configInt(const QString &config, const char *key);

/** PyTorch's dtype names as Headroom's ("torch.bfloat16": "bf16"), --dtype's aliases too
 *  ("half": "fp16", "float": "fp32"). */
QString torchDtype(QString dtype);

/** How many of the lines one of the rules recognises (cheap: markers first). */
int recognisedLines(const QStringList &lines, const QList<LogRule> &rules);

/** The runs of a log of `tool`: one per engine start with figures; the first failing figure
 *  is the error. */
Result<QList<MeasuredRun>> readServerLog(const QStringList &lines, MeasurementTool tool,
                                         const QList<LogRule> &rules);

} // namespace Headroom::ImportDetail
