#include "calibration/importerformat.h"

#include "calibration/importercommon.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Headroom::ImportDetail {

namespace {

QByteArray firstNonEmptyLine(const QByteArray &contents)
{
    qsizetype start = 0;
    while (start < contents.size()) {
        qsizetype end = contents.indexOf('\n', start);
        if (end < 0)
            end = contents.size();
        const QByteArray line = contents.mid(start, end - start).trimmed();
        if (!line.isEmpty())
            return line;
        start = end + 1;
    }
    return {};
}

} // namespace

FileHead::FileHead(const MeasurementFile &file)
    : m_file(file)
    , m_firstLine(firstNonEmptyLine(file.contents))
{ }

const std::optional<QJsonObject> &FileHead::documentObject() const
{
    return document().object;
}

const std::optional<QJsonObject> &FileHead::firstLineObject() const
{
    return line().object;
}

bool FileHead::isMalformedJson() const
{
    return opensJson() && document().isMalformed && line().isMalformed;
}

bool FileHead::opensJson() const
{
    return m_firstLine.startsWith('{') || m_firstLine.startsWith('[');
}

const FileHead::Parsed &FileHead::document() const
{
    if (m_document)
        return *m_document;
    m_document = Parsed {};
    if (!opensJson())
        return *m_document;
    QJsonParseError error;
    const QJsonDocument whole = QJsonDocument::fromJson(quoteBareNonFinite(m_file.contents), &error);
    m_document->isMalformed = error.error != QJsonParseError::NoError;
    if (whole.isObject() && m_file.suffix != u"jsonl") {
        m_document->object = whole.object();
    } else if (whole.isArray()) {
        const QJsonArray a = whole.array();
        if (!a.isEmpty() && a.first().isObject())
            m_document->object = a.first().toObject();
    }
    return *m_document;
}

const FileHead::Parsed &FileHead::line() const
{
    if (m_line)
        return *m_line;
    m_line = Parsed {};
    if (!opensJson())
        return *m_line;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(quoteBareNonFinite(m_firstLine), &error);
    m_line->isMalformed = error.error != QJsonParseError::NoError;
    if (doc.isObject())
        m_line->object = doc.object();
    return *m_line;
}

} // namespace Headroom::ImportDetail
