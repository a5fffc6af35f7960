#pragma once

#include <QList>
#include <QStringList>

#include <algorithm>
#include <iterator>

class QComboBox;
class QFormLayout;
class QListWidget;
class QPushButton;
class QWidget;

namespace Headroom {
class Catalog;
struct GpuSpec;
struct ModelSpec;
} // namespace Headroom

/** What the advisor's question forms (AdvisorModelsForm, AdvisorTrainingForm,
 *  AdvisorConstraintsForm) build their fields with. */
namespace Headroom::AdvisorForms {

/** A spin box from 0 to `most` (the form's retranslate() makes its 0 read "no limit" or
 *  "none"). */
template<typename Spin>
Spin *limitSpin(QWidget *parent, double most)
{
    auto *spin = new Spin(parent);
    spin->setRange(0, most);
    spin->setAccelerated(true);
    spin->setGroupSeparatorShown(true);
    return spin;
}

/** A list with Add and Remove beside it (object names "advisor" + `list`, "advisorAdd" +
 *  `item`, "advisorRemove" + `item`), `rows` lines tall; `narrow`: as wide as the fields beside
 *  it rather than a list view's default width. */
QWidget *listWithButtons(QWidget *parent, const QString &list, const QString &item, int rows,
                         bool narrow, QListWidget **view, QPushButton **add, QPushButton **remove);

/** The row to keep current in a list of `count` entries: `row` within them, -1 when empty. */
int keptRow(int row, qsizetype count);

/** Where `value` is in `all` (N when it is not). */
template<typename T, std::size_t N>
int indexIn(const T (&all)[N], const T &value)
{
    return int(std::find(std::begin(all), std::end(all), value) - std::begin(all));
}

/** `texts` as `combo`'s choices, the current one kept (the caller blocks its signals). */
void refill(QComboBox *combo, const QStringList &texts);

/** `labels` on the first rows of `form`, each label the buddy of its field. */
void nameRows(QFormLayout *form, const QStringList &labels);

/** The catalog's models and GPUs as the forms offer them: by name. */
QList<ModelSpec> modelsByName(const Catalog &catalog);
QList<GpuSpec> gpusByName(const Catalog &catalog);

} // namespace Headroom::AdvisorForms
