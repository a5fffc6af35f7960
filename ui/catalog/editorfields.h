#pragma once

#include <QDate>
#include <QList>
#include <QString>

#include "units/provenance.h"

class QDateEdit;
class QDialogButtonBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QWidget;

namespace Headroom {

class Catalog;

/** Helpers the catalog editor dialogs share (private to ui/catalog). */
namespace EditorFields {

/** A spin box showing a value in display units (GB, TB/s, TFLOPS). A value the user leaves
 *  as it was is given back exactly, so opening and accepting an editor never rounds a number. */
class ScaledValue
{
public:
    ScaledValue() = default;
    ScaledValue(QDoubleSpinBox *spin, double original, double scale);
    double value() const;
    QDoubleSpinBox *spin() const { return m_spin; }

private:
    QDoubleSpinBox *m_spin = nullptr;
    double m_original = 0;
    double m_scale = 1;
    double m_shown = 0;
};

QDoubleSpinBox *doubleSpin(QWidget *parent, const QString &objectName, const QString &suffix,
                           int decimals, double maximum);
/** A line edit showing the start of `text` (not its end, where setText leaves the cursor). */
QLineEdit *lineEdit(QWidget *parent, const QString &objectName, const QString &text = {});
QDateEdit *dateEdit(QWidget *parent, const QString &objectName, const QDate &date);
/** The message line under the form that names the wrong field. */
QLabel *messageLabel(QWidget *parent);
void showMessage(QLabel *label, QDialogButtonBox *buttons, const QString &message);

/** "" when `id` may name a new or edited entry; else why not ("Id: ..."). `editedId` is the
 *  entry being edited, which may keep its own id. */
QString idProblem(const Catalog &catalog, const QString &id, const QString &editedId);
/** "<field>: <problem>" */
QString problem(const QString &field, const QString &what);
/** A catalog id from a display name: "Llama 3.1 8B" -> "llama-3.1-8b". */
QString idFromName(const QString &name);

/** The provenance the editor gives back: the original one unless the user changed the source
 *  or the as-of date (then both, as shown). */
Provenance editedProvenance(const Provenance &original, const QLineEdit *source,
                            const QDateEdit *asOf);

} // namespace EditorFields

} // namespace Headroom
