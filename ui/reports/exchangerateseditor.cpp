#include "reports/exchangerateseditor.h"

#include "commands/projectcommands.h"
#include "document/projectdocument.h"
#include "format/texthelpers.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace Headroom {

ExchangeRatesEditor::ExchangeRatesEditor(ProjectDocument &document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("exchangeRates"));
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(0, 8, 0, 0);
    m_title = new QLabel(this);
    m_title->setFont(Display::boldFont(m_title->font()));
    v->addWidget(m_title);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setTabKeyNavigation(false); // Tab leaves the table; arrows move between cells
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(SourceColumn, QHeaderView::Stretch);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    // every row whole, the source wrapped: the panel is narrow and the table does not scroll
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    v->addWidget(m_table);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("exchangeRateMessage"));
    m_message->setWordWrap(true);
    m_message->hide();
    v->addWidget(m_message);
    auto *buttons = new QHBoxLayout;
    m_add = new QPushButton(this);
    m_add->setObjectName(QStringLiteral("addExchangeRate"));
    m_remove = new QPushButton(this);
    m_remove->setObjectName(QStringLiteral("removeExchangeRate"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    v->addLayout(buttons);
    connect(m_table, &QTableWidget::itemChanged, this, &ExchangeRatesEditor::edited);
    connect(m_add, &QPushButton::clicked, this, &ExchangeRatesEditor::addRate);
    connect(m_remove, &QPushButton::clicked, this, &ExchangeRatesEditor::removeRate);
    retranslate();
    setRates(m_document.project().exchangeRates);
}

void ExchangeRatesEditor::retranslate()
{
    m_title->setText(tr("Exchange rates"));
    m_table->setHorizontalHeaderLabels({tr("From"), tr("To"), tr("Rate"), tr("Date"), tr("Source")});
    m_table->setAccessibleName(tr("Exchange rates"));
    m_table->setToolTip(tr("1 unit of the first currency = rate units of the second, as "
                           "published on the date by the source. Of two rates for the same "
                           "pair the later one is used."));
    m_add->setText(tr("Add rate"));
    m_add->setToolTip(tr("Adds a copy of the selected rate dated today, to edit"));
    m_remove->setText(tr("Remove rate"));
}

void ExchangeRatesEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        setRates(m_document.project().exchangeRates); // the built-in sources are translated
    }
    QWidget::changeEvent(event);
}

void ExchangeRatesEditor::setRates(const QList<ExchangeRate> &rates)
{
    const QSignalBlocker blocker(m_table);
    m_table->setRowCount(int(rates.size()));
    for (int row = 0; row < rates.size(); ++row) {
        const ExchangeRate &r = rates[row];
        const QStringList cells {currencyCode(r.from), currencyCode(r.to),
                                 QLocale().toString(r.rate, 'g', 10), r.asOf.toString(Qt::ISODate),
                                 rateSourceName(r.source)};
        for (int column = 0; column < ColumnCount; ++column) {
            auto *item = m_table->item(row, column);
            if (!item) {
                item = new QTableWidgetItem;
                m_table->setItem(row, column, item);
            }
            item->setText(cells[column]);
            item->setToolTip(column == SourceColumn ? cells[column] : QString());
            item->setTextAlignment(column == RateColumn ? Qt::AlignRight | Qt::AlignVCenter
                                                        : Qt::AlignLeft | Qt::AlignVCenter);
        }
    }
    m_remove->setEnabled(!rates.isEmpty());
    m_table->resizeRowsToContents();
}

void ExchangeRatesEditor::edited(QTableWidgetItem *item)
{
    QList<ExchangeRate> rates = m_document.project().exchangeRates;
    const int row = item->row();
    if (row < 0 || row >= rates.size())
        return;
    ExchangeRate &r = rates[row];
    const QString text = item->text().trimmed();
    QString problem;
    switch (item->column()) {
    case FromColumn:
    case ToColumn:
        if (const auto c = currencyFromCode(text))
            (item->column() == FromColumn ? r.from : r.to) = *c;
        else
            problem = tr("'%1' is not a currency: USD, EUR, RUB or PLN").arg(text);
        break;
    case RateColumn: {
        bool ok = false;
        double value = QLocale().toDouble(text, &ok);
        if (!ok)
            value = text.toDouble(&ok); // "4.1012" in any language
        if (ok && value > 0 && std::isfinite(value))
            r.rate = value;
        else
            problem = tr("The rate must be a positive number, got '%1'").arg(text);
        break;
    }
    case AsOfColumn: {
        const QDate date = QDate::fromString(text, Qt::ISODate);
        if (date.isValid())
            r.asOf = date;
        else
            problem = tr("The date must read YYYY-MM-DD, got '%1'").arg(text);
        break;
    }
    case SourceColumn: // a built-in source is shown translated: unchanged, it stays as stored
        if (text != rateSourceName(r.source))
            r.source = text;
        break;
    default: return;
    }
    if (problem.isEmpty() && r.from == r.to)
        problem = tr("A rate converts between two different currencies");
    m_message->setText(problem);
    m_message->setVisible(!problem.isEmpty());
    if (!problem.isEmpty()) {
        setRates(m_document.project().exchangeRates);
        return;
    }
    m_document.undoStack().push(new SetExchangeRates(m_document, rates));
}

void ExchangeRatesEditor::addRate()
{
    QList<ExchangeRate> rates = m_document.project().exchangeRates;
    const int row = m_table->currentRow();
    ExchangeRate rate = row >= 0 && row < rates.size()
            ? rates[row]
            : (rates.isEmpty() ? ExchangeRate {} : rates.constLast());
    rate.asOf = QDate::currentDate(); // the same value: nothing moves until it is edited
    rate.source.clear();
    rates.append(rate);
    m_document.undoStack().push(new SetExchangeRates(m_document, rates));
    m_table->setCurrentCell(int(rates.size()) - 1, RateColumn);
}

void ExchangeRatesEditor::removeRate()
{
    QList<ExchangeRate> rates = m_document.project().exchangeRates;
    const int row = m_table->currentRow();
    if (row < 0 || row >= rates.size())
        return;
    rates.removeAt(row);
    m_document.undoStack().push(new SetExchangeRates(m_document, rates));
}

} // namespace Headroom
