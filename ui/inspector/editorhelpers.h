#pragma once

#include "plan/trainingsettings.h"

#include <QString>

class QComboBox;
class QGroupBox;
class QLabel;
class QWidget;

namespace Headroom {
class EditorForm;
}

namespace Headroom::Inspector {

/** A titled section of the panel, holding a wrapped form. */
QGroupBox *makeSection(const QString &title, EditorForm **form, QWidget *parent);

/** A word-wrapped label for explanations and hints. */
QLabel *makeNote(QWidget *parent);

/** Selects the item whose data is `value` (without emitting: callers hold a QSignalBlocker). */
void selectData(QComboBox *combo, int value);

/** Bold text on the palette's highlight: the binding constraint, not by colour alone. */
void styleAsHighlight(QLabel *label);

/** Red text for what does not fit and for rejected edits. */
void styleAsError(QLabel *label);

QString optimizerName(Optimizer optimizer);
QString loraTargetsName(LoraTargets targets);
QString offloadName(TrainingOffload offload);
QString zeroStageName(int stage);

} // namespace Headroom::Inspector
