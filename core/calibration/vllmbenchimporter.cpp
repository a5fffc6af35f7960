// vLLM `bench serve` / benchmark_serving.py --save-result: one JSON object per run (a file, an
// array of them, or JSON Lines). Also the reader of JSON that opens like one but does not
// parse: it reports the line where the JSON breaks.
#include "calibration/importerformat.h"
#include "calibration/servingbench.h"

namespace Headroom::ImportDetail {

namespace {

bool isVllmBench(const std::optional<QJsonObject> &o)
{
    return o && looksLikeServingBench(*o) && !looksLikeSglangBench(*o);
}

int detectVllmBench(const FileHead &head, EvidenceKind kind)
{
    switch (kind) {
    case EvidenceKind::JsonDocument: return isVllmBench(head.documentObject());
    case EvidenceKind::JsonLine: return isVllmBench(head.firstLineObject());
    case EvidenceKind::MalformedJson: return head.isMalformedJson();
    default: return 0;
    }
}

Result<MeasuredRun> vllmBenchRun(const JsonRecord &record)
{
    return servingBenchRun(record, MeasurementTool::VllmBench);
}

Result<MeasuredRun> vllmBenchLine(const JsonRecord &record)
{
    return servingBenchLine(record, MeasurementTool::VllmBench);
}

Result<QList<MeasuredRun>> readVllmBench(const MeasurementFile &file, EvidenceKind evidence)
{
    const bool isJsonLines = evidence == EvidenceKind::JsonLine
            || (evidence == EvidenceKind::MalformedJson && file.suffix == u"jsonl");
    if (isJsonLines)
        return readJsonLines(file.contents, vllmBenchLine);
    return readJsonDocument(file.contents, vllmBenchRun, vllmBenchRun);
}

} // namespace

const ImporterFormat kVllmBenchFormat {MeasurementTool::VllmBench, detectVllmBench, readVllmBench};

} // namespace Headroom::ImportDetail
