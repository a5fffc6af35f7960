#include "cliio.h"

#include <QJsonDocument>

namespace Headroom::Cli {

int CliIo::error(const QString &message, int code)
{
    QString line = message.simplified();
    err << "headroom-cli: " << line << Qt::endl;
    return code;
}

void CliIo::printJson(const QJsonObject &json)
{
    out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
    out.flush();
}

} // namespace Headroom::Cli
