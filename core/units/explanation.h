#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <concepts>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <utility>

namespace Headroom {

/** The words behind a figure, kept as terms until somebody reads them: translatable templates
 *  (string literals marked with QT_TRANSLATE_NOOP, or QT_TRANSLATE_N_NOOP with a count for a
 *  plural) and the values of their %1..%n. Estimators build these, which copies a few numbers
 *  and formats nothing; text() translates and fills them in when a tooltip, the PDF or the
 *  CLI's --explain shows them. Copies share the terms. */
class Explanation
{
public:
    class Term;

    Explanation() noexcept = default;
    /** `source` of translation context `context` (string literals: they are kept as
     *  pointers), its %1..%n filled with `terms` in order, as successive QString::arg() calls
     *  would. A null context leaves `source` untranslated. */
    Explanation(const char *context, const char *source, std::initializer_list<Term> terms = {});
    // An estimate copies many empty explanations (MemoryDetail::Figures): the shared data is
    // counted out of line, and an empty one costs a null test.
    Explanation(const Explanation &other) noexcept
        : d(other.d)
    {
        if (d)
            retain(d);
    }
    Explanation(Explanation &&other) noexcept
        : d(std::exchange(other.d, nullptr))
    { }
    Explanation &operator=(const Explanation &other) noexcept
    {
        Explanation(other).swap(*this);
        return *this;
    }
    Explanation &operator=(Explanation &&other) noexcept
    {
        Explanation(std::move(other)).swap(*this);
        return *this;
    }
    ~Explanation()
    {
        if (d)
            release(d);
    }
    void swap(Explanation &other) noexcept { std::swap(d, other.d); }

    /** A plural: `source` of `context` (a QT_TRANSLATE_N_NOOP literal) translated with the count
     *  `n`, which picks the plural form and fills %n, as tr(source, nullptr, n) would; then
     *  `terms` fill its %1..%n. */
    static Explanation plural(const char *context, const char *source, int n,
                              std::initializer_list<Term> terms = {});
    /** Text that is already formatted (and translated, where it needs to be). */
    static Explanation verbatim(QString text);
    /** An explanation made when it is first read (its text, whether it is empty, a comparison,
     *  appending it or to it): `make` runs once, on the thread that reads first, and every copy
     *  shares what it made. For explanations most estimates never show (the board's and the
     *  advisor's thousands); `make` owns what it reads. */
    static Explanation deferred(std::function<Explanation()> make);
    /** `text` looked up in `context` when it is read: a string made at run time that may be
     *  one of the context's QT_TRANSLATE_NOOP literals (an engine constant's source), and is
     *  shown as it is when it is not (a calibration's file name). */
    static Explanation lookup(const char *context, QString text);

    bool isEmpty() const;
    /** Appends `more`, its text after this one's and `separator` (a string literal, not
     *  translated; left out when this one is empty). */
    Explanation &append(const Explanation &more, const char *separator = "");
    Explanation &operator+=(const Explanation &more) { return append(more); }

    /** Translated in the current language, the values filled in. */
    QString text() const;

    /** The same templates with the same values. */
    friend bool operator==(const Explanation &a, const Explanation &b);

private:
    struct Data;
    static void retain(Data *d) noexcept;
    static void release(Data *d) noexcept;
    Data &detached(); // this one's data, not shared with another explanation
    const Data *made() const; // the data, a deferred one's made; null when empty

    Data *d = nullptr; // shared, counted (copy on write); null when empty
};

/** A value of an explanation: an integer, a real number with QString::number()'s format and
 *  precision, a verbatim string (an id, a source), or a nested explanation. */
class Explanation::Term
{
public:
    Term()
        : Term(0)
    { }
    template<std::integral T>
    Term(T value)
        : m_integer(std::int64_t(value))
        , m_kind(Kind::Integer)
    { }
    Term(double value, char format = 'g', int precision = -1)
        : m_real(value)
        , m_kind(Kind::Real)
        , m_format(format)
        , m_precision(precision)
    { }
    Term(QString text)
        : m_text(std::move(text))
        , m_kind(Kind::Text)
    { }
    Term(Explanation nested)
        : m_nested(std::move(nested))
        , m_kind(Kind::Nested)
    { }
    /** A real number in the reader's locale (QLocale().toString(), its decimal comma in
     *  Russian and Polish) when the text is made. */
    static Term localized(double value, char format, int precision)
    {
        Term t(value, format, precision);
        t.m_localized = true;
        return t;
    }

    /** Puts this value into the lowest %n of `text` (QString::arg()). */
    QString fill(const QString &text) const;

    friend bool operator==(const Term &a, const Term &b);

private:
    // One of the four, by m_kind. Not a std::variant: estimates copy terms by the thousand, and
    // the members' own copies (a number's bytes, a null string or explanation tested) are a
    // third of a variant's.
    enum class Kind : char { Integer, Real, Text, Nested };
    union {
        std::int64_t m_integer = 0;
        double m_real;
    };
    QString m_text;
    Explanation m_nested;
    Kind m_kind = Kind::Integer;
    char m_format = 'g';
    int m_precision = -1;
    bool m_localized = false;
};

/** Each explanation's text(), in order: warnings as a view or the CLI shows them. */
QStringList texts(const QList<Explanation> &explanations);

} // namespace Headroom
