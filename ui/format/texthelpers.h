#pragma once

#include <QFont>
#include <QString>

#include <optional>

namespace Headroom {
struct DeploymentEstimate;
}

namespace Headroom::Display {

/** Small text helpers the views share; translated words stay with the class that shows them. */

/** `text` as rich text: escaped, its line breaks as <br> (tooltips, rich labels). */
QString htmlLines(const QString &text);

/** `font` in bold. */
QFont boldFont(QFont font);

/** A title's font: `font` in bold, `scale` times its point size. */
QFont titleFont(QFont font, qreal scale);

/** A catalog entry's name, or `id` where the catalog does not hold the entry. */
template<typename Spec>
QString nameOr(const std::optional<Spec> &spec, const QString &id)
{
    return spec ? spec->name : id;
}

/** The name of the estimate's model, or its id where the catalog does not hold it. */
QString modelName(const DeploymentEstimate &estimate);

} // namespace Headroom::Display
