#include "reports/costassumptionseditor.h"

#include "commands/projectcommands.h"
#include "document/projectdocument.h"
#include "format/displayformat.h"
#include "reports/exchangerateseditor.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

namespace Headroom {

/** One numeric field: the member it edits, how it is shown, and whether a configuration's
 *  per-GPU price may override it. */
struct CostAssumptionsEditor::Field
{
    const char *key; // merge key
    const char *label;
    double CostAssumptions::*member;
    double scale; // shown = stored x scale (fractions as %)
    double minimum;
    double maximum;
    int decimals;
    bool money; // prefixed by the currency
    const char *suffix;
    CostInputOrigin ConfigurationCost::*origin; // nullptr: project-wide
};

namespace {

using Field = CostAssumptionsEditor::Field;

const Field kFields[] = {
        {"purchase", QT_TRANSLATE_NOOP("Headroom::CostAssumptionsEditor", "Purchase price per GPU"),
         &CostAssumptions::purchasePricePerGpu, 1, 0, 1e9, 0, true, "",
         &ConfigurationCost::purchase},
        {"life", QT_TRANSLATE_NOOP("Headroom::CostAssumptionsEditor", "Useful life"),
         &CostAssumptions::lifeYears, 1, 0.5, 30, 1, false,
         QT_TRANSLATE_NOOP("Headroom::CostAssumptionsEditor", " years"), nullptr},
        {"capital", QT_TRANSLATE_NOOP("Headroom::CostAssumptionsEditor", "Cost of capital"),
         &CostAssumptions::costOfCapital, 100, 0, 100, 1, false, " %", nullptr},
        {"power", QT_TRANSLATE_NOOP("Headroom::CostAssumptionsEditor", "Power per GPU"),
         &CostAssumptions::powerKwPerGpu, 1, 0, 100, 3, false,
         QT_TRANSLATE_NOOP("Headroom::CostAssumptionsEditor", " kW"), &ConfigurationCost::power},
        {"pue", QT_TRANSLATE_NOOP("Headroom::CostAssumptionsEditor", "PUE"), &CostAssumptions::pue,
         1, 1, 3, 2, false, "", nullptr},
        {"electricity", QT_TRANSLATE_NOOP("Headroom::CostAssumptionsEditor", "Electricity per kWh"),
         &CostAssumptions::electricityPricePerKwh, 1, 0, 100, 3, true, "", nullptr},
        {"colocation",
         QT_TRANSLATE_NOOP("Headroom::CostAssumptionsEditor", "Colocation per kW-month"),
         &CostAssumptions::colocationPerKwMonth, 1, 0, 1e6, 0, true, "", nullptr},
        {"onDemand", QT_TRANSLATE_NOOP("Headroom::CostAssumptionsEditor", "On-demand per GPU-hour"),
         &CostAssumptions::onDemandPricePerGpuHour, 1, 0, 1e4, 2, true, "",
         &ConfigurationCost::onDemand},
        {"reserved",
         QT_TRANSLATE_NOOP("Headroom::CostAssumptionsEditor", "Reserved (1 year) per GPU-hour"),
         &CostAssumptions::reserved1yPricePerGpuHour, 1, 0, 1e4, 2, true, "",
         &ConfigurationCost::reserved1y},
        {"spot", QT_TRANSLATE_NOOP("Headroom::CostAssumptionsEditor", "Spot per GPU-hour"),
         &CostAssumptions::spotPricePerGpuHour, 1, 0, 1e4, 2, true, "", &ConfigurationCost::spot},
        {"utilization", QT_TRANSLATE_NOOP("Headroom::CostAssumptionsEditor", "Utilisation"),
         &CostAssumptions::utilization, 100, 0, 100, 0, false, " %",
         &ConfigurationCost::utilization},
};

QString translated(const char *text)
{
    return QCoreApplication::translate("Headroom::CostAssumptionsEditor", text);
}

} // namespace

CostAssumptionsEditor::CostAssumptionsEditor(ProjectDocument &document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_currency = new QComboBox(this);
    for (Currency c : {Currency::Usd, Currency::Eur, Currency::Rub, Currency::Pln})
        m_currency->addItem(currencyCode(c), int(c));
    m_currency->setAccessibleName(tr("Currency"));
    form->addRow(tr("Currency"), m_currency);
    connect(m_currency, &QComboBox::activated, this,
            [this](int index) { switchCurrency(Currency(m_currency->itemData(index).toInt())); });
    m_currencyNote = new QLabel(this);
    m_currencyNote->setObjectName(QStringLiteral("currencyNote"));
    m_currencyNote->setWordWrap(true);
    m_currencyNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(m_currencyNote);
    m_unitsNote = new QLabel(this);
    m_unitsNote->setObjectName(QStringLiteral("unitsNote"));
    m_unitsNote->setWordWrap(true);
    m_unitsNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(m_unitsNote);

    for (const Field &f : kFields) {
        auto *box = new QDoubleSpinBox(this);
        box->setObjectName(QString::fromLatin1(f.key));
        box->setRange(f.minimum, f.maximum);
        box->setDecimals(f.decimals);
        box->setSuffix(translated(f.suffix));
        box->setKeyboardTracking(false);
        box->setAccessibleName(translated(f.label));
        box->setGroupSeparatorShown(true);
        m_boxes.append(box);
        auto *origin = new QLabel(this);
        origin->setWordWrap(true);
        QFont small = origin->font();
        small.setPointSizeF(small.pointSizeF() * 0.85);
        origin->setFont(small);
        origin->setVisible(false);
        origin->setObjectName(QString::fromLatin1(f.key) + QStringLiteral("Note"));
        origin->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_origins.append(origin);
        auto *cell = new QWidget(this);
        auto *v = new QVBoxLayout(cell);
        v->setContentsMargins(0, 0, 0, 0);
        v->setSpacing(0);
        v->addWidget(box);
        v->addWidget(origin);
        form->addRow(translated(f.label), cell);
        connect(box, &QDoubleSpinBox::valueChanged, this,
                [this, &f](double value) { edit(f, value); });
    }
    m_horizon = new QSpinBox(this);
    m_horizon->setRange(1, 120);
    m_horizon->setSuffix(tr(" months"));
    m_horizon->setKeyboardTracking(false);
    m_horizon->setAccessibleName(tr("Horizon"));
    form->addRow(tr("Horizon"), m_horizon);
    connect(m_horizon, &QSpinBox::valueChanged, this, [this](int months) {
        CostAssumptions a = m_document.project().cost;
        a.horizonMonths = months;
        m_document.undoStack().push(
                new ChangeCostAssumptions(m_document, a, QStringLiteral("horizon")));
    });
    m_rates = new ExchangeRatesEditor(m_document, this);
    form->addRow(m_rates);
}

void CostAssumptionsEditor::switchCurrency(Currency to)
{
    const Project &project = m_document.project();
    if (const auto ok = checkDisplayCurrency(to, project.cost.currency, project.exchangeRates);
        !ok) {
        m_refusal = ok.error().message; // nothing changes: no relabelled amounts
        const QSignalBlocker blocker(m_currency);
        m_currency->setCurrentIndex(m_currency->findData(int(project.cost.displayCurrency)));
        showNotes(m_cost.assumptions);
        return;
    }
    m_refusal.clear();
    CostAssumptions a = project.cost;
    a.displayCurrency = to;
    m_document.undoStack().push(new ChangeCostAssumptions(m_document, a));
    showNotes(m_cost.assumptions); // clears a refusal when the switch changed nothing
}

/** The currency symbol on the side the language writes it, as Display::money() does: "$ 2,338"
 *  in English, "2 338 $" in Russian and Polish. */
void CostAssumptionsEditor::setCurrencyAffix(QDoubleSpinBox *box, const QString &symbol)
{
    const bool first
            = QLocale().toCurrencyString(1.0, QStringLiteral("\u00a4")).startsWith(u'\u00a4');
    box->setPrefix(first && !symbol.isEmpty() ? symbol + u' ' : QString());
    box->setSuffix(!first && !symbol.isEmpty() ? u' ' + symbol : QString());
}

void CostAssumptionsEditor::retranslate()
{
    auto *form = static_cast<QFormLayout *>(layout());
    const auto setLabel = [form](QWidget *field, const QString &text) {
        if (auto *label = qobject_cast<QLabel *>(form->labelForField(field)))
            label->setText(text);
    };
    m_currency->setAccessibleName(tr("Currency"));
    setLabel(m_currency, tr("Currency"));
    for (qsizetype i = 0; i < m_boxes.size(); ++i) {
        const Field &f = kFields[i];
        if (f.money)
            setCurrencyAffix(m_boxes[i], m_currencySymbol);
        else
            m_boxes[i]->setSuffix(translated(f.suffix));
        m_boxes[i]->setAccessibleName(translated(f.label));
        setLabel(m_boxes[i]->parentWidget(), translated(f.label));
    }
    m_horizon->setSuffix(tr(" months"));
    m_horizon->setAccessibleName(tr("Horizon"));
    setLabel(m_horizon, tr("Horizon"));
}

void CostAssumptionsEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate(); // the origins follow with the panel's refresh
    QWidget::changeEvent(event);
}

void CostAssumptionsEditor::edit(const Field &field, double value)
{
    if (field.origin && (m_cost.*field.origin).source != CostInputSource::Project)
        return; // shown from the price book or catalog; not a project edit
    const Project &project = m_document.project();
    CostAssumptions a = project.cost;
    double stored = value / field.scale;
    if (field.money) { // typed in the shown currency, kept in the project's own
        const auto back = convert(Money {stored, m_cost.assumptions.currency}, a.currency,
                                  project.exchangeRates);
        if (!back)
            return;
        stored = back->amount;
    }
    a.*field.member = stored;
    m_document.undoStack().push(
            new ChangeCostAssumptions(m_document, a, QString::fromLatin1(field.key)));
}

void CostAssumptionsEditor::setConfigurationCost(const ConfigurationCost &cost)
{
    m_cost = cost;
    m_refusal.clear(); // a refused switch is told until the next change
    // the prices per GPU as their sources state them (the costs pay for whole units: the note
    // below names them); in the display currency when it can be
    const CostAssumptions &shown = cost.perGpu;
    {
        const QSignalBlocker blocker(m_currency);
        m_currency->setCurrentIndex(
                m_currency->findData(int(m_document.project().cost.displayCurrency)));
    }
    m_currencySymbol = Display::currencySymbol(shown.currency);
    for (qsizetype i = 0; i < m_boxes.size(); ++i) {
        const Field &f = kFields[i];
        QDoubleSpinBox *box = m_boxes[i];
        QLabel *origin = m_origins[i];
        const bool overridden = f.origin && (cost.*f.origin).source != CostInputSource::Project;
        const double value = shown.*f.member;
        const QSignalBlocker blocker(box);
        if (f.money)
            setCurrencyAffix(box, m_currencySymbol);
        box->setValue(value * f.scale);
        box->setReadOnly(overridden);
        box->setButtonSymbols(overridden ? QAbstractSpinBox::NoButtons
                                         : QAbstractSpinBox::UpDownArrows);
        QStringList lines;
        if (overridden) {
            const CostInputOrigin &o = cost.*f.origin;
            QString text = costInputSourceName(o.source) + QStringLiteral(": ")
                    + o.description.text();
            if (o.asOf.isValid())
                text += tr(" (as of %1)").arg(QLocale().toString(o.asOf, QLocale::ShortFormat));
            lines.append(text);
            origin->setToolTip(o.reference);
            box->setToolTip(tr("Set for this GPU by the %1; the project's own figure is %2")
                                    .arg(costInputSourceName(o.source).toLower(),
                                         Display::number(projectFigure(f) * f.scale, f.decimals)));
        } else {
            origin->setToolTip({});
            box->setToolTip({});
        }
        if (const QString note = conversionNoteFor(f, overridden); !note.isEmpty())
            lines.append(note);
        origin->setText(lines.join(u'\n'));
        origin->setVisible(!lines.isEmpty());
    }
    const QSignalBlocker blocker(m_horizon);
    m_horizon->setValue(shown.horizonMonths);
    m_rates->setRates(m_document.project().exchangeRates);
    showNotes(shown);
}

double CostAssumptionsEditor::projectFigure(const Field &f) const
{
    // the project's own figure, in the currency the rest is shown in
    const Project &project = m_document.project();
    const double stored = project.cost.*f.member;
    if (!f.money)
        return stored;
    const auto shown = convert(Money {stored, project.cost.currency}, m_cost.assumptions.currency,
                               project.exchangeRates);
    return shown ? shown->amount : stored;
}

QString CostAssumptionsEditor::conversionNoteFor(const Field &f, bool overridden) const
{
    if (!f.money)
        return {};
    const Project &project = m_document.project();
    const std::optional<Money> original = overridden
            ? (m_cost.*f.origin).original
            : std::optional<Money>(Money {project.cost.*f.member, project.cost.currency});
    const Currency shown = m_cost.assumptions.currency;
    if (!original || original->currency == shown)
        return {};
    const auto rates = conversionRates(original->currency, shown, project.exchangeRates);
    if (!rates)
        return {};
    return tr("from %1, %2")
            .arg(Display::money(original->amount, original->currency, f.decimals),
                 conversionNote(*rates));
}

void CostAssumptionsEditor::showNotes(const CostAssumptions &shown)
{
    QString text;
    if (!m_refusal.isEmpty())
        text = m_refusal;
    else if (!m_cost.conversionError.isEmpty())
        text = tr("%1 Amounts are shown in %2, the currency they are kept in.")
                       .arg(m_cost.conversionError, currencyCode(shown.currency));
    else
        text = amountsNote(m_document.project());
    m_currencyNote->setText(text);
    // the whole units the configuration's GPUs are bought or rented in, when they hold more
    // GPUs than it uses: its costs pay for them whole
    const QString units = describeWholeUnits(m_cost.units.withSpare());
    m_unitsNote->setText(units.isEmpty() ? QString()
                                         : tr("%1 Its costs pay for the units whole.").arg(units));
    m_unitsNote->setVisible(!units.isEmpty());
    // a refusal reads as a warning; the rates note in the ordinary text colour
    const bool refused = !m_refusal.isEmpty() || !m_cost.conversionError.isEmpty();
    QPalette colours = palette();
    if (refused)
        colours.setColor(QPalette::WindowText, QColor(0xC6, 0x28, 0x28));
    m_currencyNote->setPalette(colours);
}

} // namespace Headroom
