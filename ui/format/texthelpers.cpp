#include "format/texthelpers.h"

#include "estimate/deploymentestimate.h"

namespace Headroom::Display {

QString htmlLines(const QString &text)
{
    return text.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"));
}

QFont boldFont(QFont font)
{
    font.setBold(true);
    return font;
}

QFont titleFont(QFont font, qreal scale)
{
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * scale);
    return font;
}

QString modelName(const DeploymentEstimate &estimate)
{
    return nameOr(estimate.model, estimate.deployment.modelId);
}

} // namespace Headroom::Display
