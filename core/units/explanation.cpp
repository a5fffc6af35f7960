#include "units/explanation.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSharedData>
#include <QVarLengthArray>

#include <algorithm>
#include <mutex>
#include <new>
#include <utility>

namespace Headroom {

namespace {

/** Freed explanation data kept for the next on the same thread. Estimates make and drop
 *  explanations by the hundred (an evaluation of the board's sample about 300), and malloc's
 *  paths for blocks of their size cost ten times a list's; a block freed on another thread
 *  joins that thread's list. At most kKept blocks are kept; they are freed when the thread
 *  ends. */
struct FreedBlocks
{
    struct Block
    {
        Block *next;
    };
    static constexpr int kKept = 256;
    Block *head = nullptr;
    int count = 0;
    ~FreedBlocks();
};

thread_local bool tBlocksGone = false; // trivially destroyed: read after ~FreedBlocks()
thread_local FreedBlocks tBlocks;

FreedBlocks::~FreedBlocks()
{
    tBlocksGone = true;
    while (head)
        ::operator delete(std::exchange(head, head->next));
}

} // namespace

struct Explanation::Data : QSharedData
{
    static void *operator new(std::size_t size)
    {
        if (!tBlocksGone && tBlocks.head) {
            --tBlocks.count;
            return std::exchange(tBlocks.head, tBlocks.head->next);
        }
        return ::operator new(size);
    }
    static void operator delete(void *block)
    {
        if (tBlocksGone || tBlocks.count >= FreedBlocks::kKept) {
            ::operator delete(block);
            return;
        }
        tBlocks.head = new (block) FreedBlocks::Block {tBlocks.head};
        ++tBlocks.count;
    }

    struct Piece
    {
        const char *separator = "";
        const char *context = nullptr;
        const char *source = "";
        qsizetype firstTerm = 0;
        qsizetype termCount = 0;
        int n = -1; // the count of a plural
        const char *lookupContext = nullptr; // lookup(): the one term's text translated
    };
    Data() = default;
    Data(const Data &other) // what detached() copies: made, so not deferred
        : QSharedData(other)
        , pieces(other.pieces)
        , terms(other.terms)
    { }

    /** A deferred explanation's pieces and terms, made once (the flag orders every reader after
     *  the one that made them). */
    void make()
    {
        if (!isDeferred)
            return;
        std::call_once(once, [this] {
            const Explanation made = std::exchange(maker, nullptr)();
            if (const Data *d = made.made()) {
                pieces = d->pieces;
                terms = d->terms;
            }
        });
    }

    QVarLengthArray<Piece, 3> pieces;
    QVarLengthArray<Term, 16> terms; // appended explanations reach a dozen
    bool isDeferred = false; // set once, before the data is shared
    std::function<Explanation()> maker;
    std::once_flag once;
};

Explanation::Explanation(const char *context, const char *source, std::initializer_list<Term> terms)
    : d(new Data)
{
    d->ref.ref();
    d->pieces.append({"", context, source, 0, qsizetype(terms.size())});
    for (const Term &term : terms)
        d->terms.append(term);
}

void Explanation::retain(Data *d) noexcept
{
    d->ref.ref();
}

void Explanation::release(Data *d) noexcept
{
    if (!d->ref.deref())
        delete d;
}

const Explanation::Data *Explanation::made() const
{
    if (d)
        d->make();
    return d;
}

Explanation::Data &Explanation::detached()
{
    d->make();
    if (d->ref.loadRelaxed() != 1 || d->isDeferred) {
        Data *copy = new Data(*d); // QSharedData's copy starts uncounted
        copy->ref.ref();
        release(std::exchange(d, copy));
    }
    return *d;
}

Explanation Explanation::plural(const char *context, const char *source, int n,
                                std::initializer_list<Term> terms)
{
    Explanation e(context, source, terms);
    e.d->pieces.first().n = n;
    return e;
}

Explanation Explanation::verbatim(QString text)
{
    return {nullptr, "%1", {std::move(text)}};
}

Explanation Explanation::lookup(const char *context, QString text)
{
    Explanation e = verbatim(std::move(text));
    e.d->pieces.first().lookupContext = context;
    return e;
}

Explanation Explanation::deferred(std::function<Explanation()> make)
{
    Explanation e;
    if (!make)
        return e;
    e.d = new Data;
    e.d->ref.ref();
    e.d->isDeferred = true;
    e.d->maker = std::move(make);
    return e;
}

bool Explanation::isEmpty() const
{
    const Data *data = made();
    return !data || data->pieces.isEmpty();
}

Explanation &Explanation::append(const Explanation &more, const char *separator)
{
    if (more.isEmpty())
        return *this;
    if (isEmpty()) {
        *this = more;
        return *this;
    }
    Data &data = detached();
    const Data &added = *more.d;
    const qsizetype offset = data.terms.size();
    for (qsizetype i = 0; i < added.pieces.size(); ++i) {
        Data::Piece piece = added.pieces[i];
        piece.firstTerm += offset;
        if (i == 0)
            piece.separator = separator;
        data.pieces.append(piece);
    }
    for (const Term &term : added.terms)
        data.terms.append(term);
    return *this;
}

QString Explanation::text() const
{
    if (isEmpty())
        return {};
    QString out;
    for (const Data::Piece &piece : d->pieces) {
        QString text = piece.context
                ? QCoreApplication::translate(piece.context, piece.source, nullptr, piece.n)
                : QString::fromUtf8(piece.source);
        for (qsizetype i = piece.firstTerm; i < piece.firstTerm + piece.termCount; ++i)
            text = d->terms[i].fill(text);
        if (piece.lookupContext)
            text = QCoreApplication::translate(piece.lookupContext, text.toUtf8().constData());
        out += QLatin1StringView(piece.separator) + text;
    }
    return out;
}

bool operator==(const Explanation &a, const Explanation &b)
{
    if (a.d == b.d || (a.isEmpty() && b.isEmpty()))
        return true;
    if (a.isEmpty() || b.isEmpty() || a.d->pieces.size() != b.d->pieces.size()
        || a.d->terms.size() != b.d->terms.size())
        return false;
    for (qsizetype i = 0; i < a.d->pieces.size(); ++i) {
        const Explanation::Data::Piece &p = a.d->pieces[i];
        const Explanation::Data::Piece &q = b.d->pieces[i];
        if (qstrcmp(p.separator, q.separator) != 0 || qstrcmp(p.context, q.context) != 0
            || qstrcmp(p.source, q.source) != 0 || p.firstTerm != q.firstTerm
            || p.termCount != q.termCount || p.n != q.n
            || qstrcmp(p.lookupContext, q.lookupContext) != 0)
            return false;
    }
    return std::equal(a.d->terms.begin(), a.d->terms.end(), b.d->terms.begin());
}

bool operator==(const Explanation::Term &a, const Explanation::Term &b)
{
    if (a.m_kind != b.m_kind || a.m_format != b.m_format || a.m_precision != b.m_precision
        || a.m_localized != b.m_localized)
        return false;
    switch (a.m_kind) {
    case Explanation::Term::Kind::Integer: return a.m_integer == b.m_integer;
    case Explanation::Term::Kind::Real: return a.m_real == b.m_real;
    case Explanation::Term::Kind::Text: return a.m_text == b.m_text;
    case Explanation::Term::Kind::Nested: return a.m_nested == b.m_nested;
    }
    return false;
}

QString Explanation::Term::fill(const QString &text) const
{
    switch (m_kind) {
    case Kind::Integer: return text.arg(qint64(m_integer));
    case Kind::Real:
        return m_localized ? text.arg(QLocale().toString(m_real, m_format, m_precision))
                           : text.arg(m_real, 0, m_format, m_precision);
    case Kind::Text: return text.arg(m_text);
    case Kind::Nested: return text.arg(m_nested.text());
    }
    return text;
}

QStringList texts(const QList<Explanation> &explanations)
{
    QStringList out;
    out.reserve(explanations.size());
    for (const Explanation &e : explanations)
        out.append(e.text());
    return out;
}

} // namespace Headroom
