#pragma once

#include "units/money.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QLabel;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;
QT_END_NAMESPACE

namespace Headroom {

class ProjectDocument;

/** The project's exchange-rate table: one row per rate (from, to, rate, as of, source), edited
 *  in place; every change, addition or removal is one SetExchangeRates command. An entry that
 *  does not read (an unknown currency, a rate that is not a positive number, a date that is not
 *  YYYY-MM-DD) is refused with a message and the row shows the project's rate again. */
class ExchangeRatesEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExchangeRatesEditor)

public:
    enum Column { FromColumn, ToColumn, RateColumn, AsOfColumn, SourceColumn, ColumnCount };

    explicit ExchangeRatesEditor(ProjectDocument &document, QWidget *parent = nullptr);
    /** Shows `rates` (the project's). */
    void setRates(const QList<ExchangeRate> &rates);
    QTableWidget *table() const { return m_table; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void edited(QTableWidgetItem *item);
    void addRate();
    void removeRate();

    ProjectDocument &m_document;
    QLabel *m_title;
    QTableWidget *m_table;
    QLabel *m_message;
    QPushButton *m_add;
    QPushButton *m_remove;
};

} // namespace Headroom
