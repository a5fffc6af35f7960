#include "catalog/editorfields.h"

#include "catalog/catalog.h"

#include <QCoreApplication>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>

#include <cmath>

namespace Headroom::EditorFields {

namespace {

struct EditorFieldsText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::EditorFields)
};

} // namespace

ScaledValue::ScaledValue(QDoubleSpinBox *spin, double original, double scale)
    : m_spin(spin)
    , m_original(original)
    , m_scale(scale)
{
    spin->setValue(original / scale);
    m_shown = spin->value();
}

double ScaledValue::value() const
{
    if (m_spin->value() == m_shown)
        return m_original;
    return m_spin->value() * m_scale;
}

QDoubleSpinBox *doubleSpin(QWidget *parent, const QString &objectName, const QString &suffix,
                           int decimals, double maximum)
{
    auto *spin = new QDoubleSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setDecimals(decimals);
    spin->setRange(0, maximum);
    spin->setSuffix(suffix);
    spin->setGroupSeparatorShown(true);
    spin->setAlignment(Qt::AlignRight);
    spin->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return spin;
}

QLineEdit *lineEdit(QWidget *parent, const QString &objectName, const QString &text)
{
    auto *edit = new QLineEdit(text, parent);
    edit->setObjectName(objectName);
    edit->setCursorPosition(0);
    return edit;
}

QDateEdit *dateEdit(QWidget *parent, const QString &objectName, const QDate &date)
{
    auto *edit = new QDateEdit(date.isValid() ? date : QDate::currentDate(), parent);
    edit->setObjectName(objectName);
    edit->setCalendarPopup(true);
    return edit;
}

QLabel *messageLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QStringLiteral("message"));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    // Readable on light and dark palettes alike.
    label->setStyleSheet(QStringLiteral("QLabel { color: #d64541; font-weight: bold; }"));
    return label;
}

void showMessage(QLabel *label, QDialogButtonBox *buttons, const QString &message)
{
    label->setText(message);
    label->setVisible(!message.isEmpty());
    buttons->button(QDialogButtonBox::Ok)->setEnabled(message.isEmpty());
}

QString problem(const QString &field, const QString &what)
{
    //: a form field's name, then what is wrong with it
    return QCoreApplication::translate("Headroom::EditorFields", "%1: %2").arg(field, what);
}

QString idProblem(const Catalog &catalog, const QString &id, const QString &editedId)
{
    if (id.isEmpty())
        return problem(EditorFieldsText::tr("Id"),
                       EditorFieldsText::tr("enter an id such as \"my-gpu-80gb\"."));
    if (!Catalog::isValidId(id))
        return problem(EditorFieldsText::tr("Id"),
                       EditorFieldsText::tr("use lower-case letters, digits and dots in words "
                                            "joined by single hyphens, such as \"my-gpu-80gb\"."));
    if (id == editedId)
        return {};
    if (catalog.isBuiltin(id))
        return problem(EditorFieldsText::tr("Id"),
                       EditorFieldsText::tr("\"%1\" is a built-in entry; choose another id.")
                               .arg(id));
    if (const auto gpu = catalog.gpu(id))
        return problem(EditorFieldsText::tr("Id"),
                       EditorFieldsText::tr("\"%1\" is already used by the GPU %2.")
                               .arg(id, gpu->name));
    if (const auto model = catalog.model(id))
        return problem(EditorFieldsText::tr("Id"),
                       EditorFieldsText::tr("\"%1\" is already used by the model %2.")
                               .arg(id, model->name));
    return {};
}

QString idFromName(const QString &name)
{
    static const QRegularExpression notAllowed(QStringLiteral("[^a-z0-9.]+"));
    QString id = name.toLower().replace(notAllowed, QStringLiteral("-"));
    while (id.startsWith(u'-'))
        id.remove(0, 1);
    while (id.endsWith(u'-'))
        id.chop(1);
    return id;
}

Provenance editedProvenance(const Provenance &original, const QLineEdit *source,
                            const QDateEdit *asOf)
{
    Provenance p = original;
    const QString text = source->text().trimmed();
    if (text != original.source || asOf->date() != original.asOf) {
        p.source = text;
        p.asOf = asOf->date();
    }
    return p;
}

} // namespace Headroom::EditorFields
