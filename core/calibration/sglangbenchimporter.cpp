// SGLang bench_serving: one JSON object per line (JSON Lines), vLLM's names and a few of
// SGLang's own.
#include "calibration/importerformat.h"
#include "calibration/servingbench.h"

namespace Headroom::ImportDetail {

namespace {

bool isSglangBench(const std::optional<QJsonObject> &o)
{
    return o && looksLikeServingBench(*o) && looksLikeSglangBench(*o);
}

int detectSglangBench(const FileHead &head, EvidenceKind kind)
{
    switch (kind) {
    case EvidenceKind::JsonDocument: return isSglangBench(head.documentObject());
    case EvidenceKind::JsonLine: return isSglangBench(head.firstLineObject());
    default: return 0;
    }
}

Result<MeasuredRun> sglangBenchRun(const JsonRecord &record)
{
    return servingBenchRun(record, MeasurementTool::SglangBench);
}

Result<MeasuredRun> sglangBenchLine(const JsonRecord &record)
{
    return servingBenchLine(record, MeasurementTool::SglangBench);
}

Result<QList<MeasuredRun>> readSglangBench(const MeasurementFile &file, EvidenceKind evidence)
{
    if (evidence == EvidenceKind::JsonLine)
        return readJsonLines(file.contents, sglangBenchLine);
    return readJsonDocument(file.contents, sglangBenchRun, sglangBenchRun);
}

} // namespace

const ImporterFormat kSglangBenchFormat {MeasurementTool::SglangBench, detectSglangBench,
                                         readSglangBench};

} // namespace Headroom::ImportDetail
