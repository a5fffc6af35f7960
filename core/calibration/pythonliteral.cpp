#include "calibration/pythonliteral.h"

#include <cmath>
#include <limits>

namespace Headroom::ImportDetail {

namespace {

using PyMapping = QHash<QString, PyValue>;

/** Deeper than this is not an engine's arguments but a hostile line (and the bound on the
 *  reader's recursion). */
constexpr int kMaxDepth = 64;

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

bool isNameStart(QChar c)
{
    return c.isLetter() || c == u'_';
}

bool isNameChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_' || c == u'.';
}

/** 0-15, or -1 for a character that is not a hex digit. */
int hexDigit(QChar c)
{
    const char16_t u = c.unicode();
    if (u >= u'0' && u <= u'9')
        return u - u'0';
    if (u >= u'a' && u <= u'f')
        return u - u'a' + 10;
    if (u >= u'A' && u <= u'F')
        return u - u'A' + 10;
    return -1;
}

/** A recursive-descent reader of one Python repr (the grammar of repr(), not of Python source):
 *  strings, numbers, True/False/None, lists, tuples, dicts, sets, "Name(args)" and "<...>". Each
 *  function reads one thing at m_pos and says whether it was well formed. */
class PyReader
{
public:
    explicit PyReader(QStringView text)
        : m_text(text)
    { }

    std::optional<PyMapping> mapping()
    {
        PyMapping entries;
        skipSpace();
        bool ok = false;
        if (peek() == u'{')
            ok = braces(&entries);
        else if (isNameStart(peek()) && !name().isEmpty() && peek() == u'(')
            ok = call(&entries);
        skipSpace();
        if (!ok || m_pos != m_text.size())
            return std::nullopt;
        return entries;
    }

private:
    QChar peek() const { return m_pos < m_text.size() ? m_text.at(m_pos) : QChar(); }

    bool eat(QChar c)
    {
        if (peek() != c)
            return false;
        ++m_pos;
        return true;
    }

    void skipSpace()
    {
        while (m_pos < m_text.size() && m_text.at(m_pos).isSpace())
            ++m_pos;
    }

    QStringView name()
    {
        const qsizetype start = m_pos;
        while (m_pos < m_text.size() && isNameChar(m_text.at(m_pos)))
            ++m_pos;
        return m_text.sliced(start, m_pos - start);
    }

    /** One nesting level more (false past kMaxDepth). */
    bool enter() { return ++m_depth <= kMaxDepth; }

    bool leave()
    {
        --m_depth;
        return true;
    }

    /** Elements separated by commas up to `close` (a trailing comma allowed: "(1,)"); the
     *  opening bracket is read. */
    template<typename Element>
    bool sequence(QChar close, Element element)
    {
        if (!enter())
            return false;
        ++m_pos;
        skipSpace();
        while (!eat(close)) {
            if (!element())
                return false;
            skipSpace();
            if (eat(close))
                break;
            if (!eat(u','))
                return false;
            skipSpace();
        }
        return leave();
    }

    bool value(PyValue &out)
    {
        skipSpace();
        const QChar c = peek();
        out.kind = PyValue::Kind::Other;
        if (c == u'\'' || c == u'"') {
            out.kind = PyValue::Kind::String;
            return string(&out.text);
        }
        if (c == u'{')
            return braces(nullptr);
        if (c == u'[')
            return sequence(u']', [this] { return skipValue(); });
        if (c == u'(')
            return sequence(u')', [this] { return skipValue(); });
        if (c == u'<')
            return angle();
        if (isDigit(c) || c == u'-' || c == u'+' || c == u'.')
            return number(out);
        if (isNameStart(c))
            return word(out);
        return false;
    }

    bool skipValue()
    {
        PyValue ignored;
        return value(ignored);
    }

    /** A dict ("{k: v, ...}": string keys go to `out` when given) or a set ("{a, b}"). */
    bool braces(PyMapping *out)
    {
        return sequence(u'}', [this, out] {
            PyValue key;
            if (!value(key))
                return false;
            skipSpace();
            if (!eat(u':'))
                return true; // a set's element
            PyValue v;
            if (!value(v))
                return false;
            if (out && key.kind == PyValue::Kind::String)
                out->insert(key.text, v);
            return true;
        });
    }

    /** "(args)" after a name: keyword arguments go to `out` when given. */
    bool call(PyMapping *out)
    {
        return sequence(u')', [this, out] {
            const qsizetype start = m_pos;
            if (isNameStart(peek())) {
                const QStringView key = name();
                skipSpace();
                if (eat(u'=')) {
                    PyValue v;
                    if (!value(v))
                        return false;
                    if (out)
                        out->insert(key.toString(), v);
                    return true;
                }
                m_pos = start;
            }
            return skipValue();
        });
    }

    /** An object's repr, "<function serve at 0x7f...>", "<ConfigFormat.AUTO: 'auto'>", nested
     *  ones and quoted parts included. */
    bool angle()
    {
        if (!enter())
            return false;
        ++m_pos;
        while (m_pos < m_text.size()) {
            const QChar c = m_text.at(m_pos);
            bool ok = true;
            if (c == u'>') {
                ++m_pos;
                return leave();
            } else if (c == u'<') {
                ok = angle();
            } else if (c == u'\'' || c == u'"') {
                ok = string(nullptr);
            } else {
                ++m_pos;
            }
            if (!ok)
                return false;
        }
        return false;
    }

    /** A quoted string with Python's escapes ("\\'", "\\n", "\\x41", "\\u00e9"); its text goes to
     *  `out` when given. */
    bool string(QString *out)
    {
        const QChar quote = m_text.at(m_pos++);
        while (m_pos < m_text.size()) {
            const QChar c = m_text.at(m_pos++);
            if (c == quote)
                return true;
            if (c != u'\\') {
                if (out)
                    out->append(c);
            } else if (!escape(out)) {
                return false;
            }
        }
        return false; // unterminated
    }

    bool escape(QString *out)
    {
        if (m_pos >= m_text.size())
            return false;
        const QChar c = m_text.at(m_pos++);
        const int digits = c == u'x' ? 2 : c == u'u' ? 4 : c == u'U' ? 8 : 0;
        if (digits > 0) {
            if (m_pos + digits > m_text.size())
                return false;
            char32_t code = 0;
            for (const qsizetype end = m_pos + digits; m_pos < end; ++m_pos) {
                const int d = hexDigit(m_text.at(m_pos));
                if (d < 0)
                    return false;
                code = code * 16 + char32_t(d);
            }
            if (code > 0x10FFFF)
                return false;
            if (out)
                out->append(QString::fromUcs4(&code, 1));
            return true;
        }
        if (out) {
            if (c == u'n')
                out->append(u'\n');
            else if (c == u't')
                out->append(u'\t');
            else if (c == u'r')
                out->append(u'\r');
            else if (c == u'\\' || c == u'\'' || c == u'"')
                out->append(c);
            else
                out->append(u'\\').append(c); // not an escape: Python keeps both
        }
        return true;
    }

    /** An int or a float: "2", "-1", "0.85", "1e-05", "-inf"; past 64 bits or a double: Other. */
    bool number(PyValue &out)
    {
        const qsizetype start = m_pos;
        const bool negative = peek() == u'-';
        if (negative || peek() == u'+')
            ++m_pos;
        if (isNameStart(peek())) { // -inf
            if (!word(out) || out.kind != PyValue::Kind::Float)
                return false;
            if (negative)
                out.number = -out.number;
            return true;
        }
        bool isFloat = false;
        bool hasDigit = false;
        for (; m_pos < m_text.size(); ++m_pos) {
            const QChar c = m_text.at(m_pos);
            if (isDigit(c)) {
                hasDigit = true;
            } else if (c == u'.') {
                isFloat = true;
            } else if (c == u'e' || c == u'E') {
                isFloat = true;
                if (m_pos + 1 < m_text.size()
                    && (m_text.at(m_pos + 1) == u'-' || m_text.at(m_pos + 1) == u'+'))
                    ++m_pos;
            } else {
                break;
            }
        }
        const QStringView token = m_text.sliced(start, m_pos - start);
        bool ok = false;
        if (!isFloat) {
            out.integer = token.toLongLong(&ok);
            out.number = double(out.integer);
            out.kind = ok ? PyValue::Kind::Int : PyValue::Kind::Other;
        }
        if (!ok) {
            out.number = token.toDouble(&ok);
            out.kind = ok && std::isfinite(out.number) ? PyValue::Kind::Float
                                                       : PyValue::Kind::Other;
        }
        return hasDigit;
    }

    /** True, False, None, inf, nan, a bare name ("torch.bfloat16"), "Name(...)", or a prefixed
     *  string (b'...'). */
    bool word(PyValue &out)
    {
        const QStringView w = name();
        out.kind = PyValue::Kind::Other;
        if (peek() == u'(')
            return call(nullptr);
        if ((peek() == u'\'' || peek() == u'"') && w.size() <= 2)
            return string(nullptr);
        if (w == u"True" || w == u"False") {
            out.kind = PyValue::Kind::Bool;
            out.boolean = w == u"True";
        } else if (w == u"None") {
            out.kind = PyValue::Kind::None;
        } else if (w == u"inf" || w == u"nan") {
            out.kind = PyValue::Kind::Float;
            out.number = w == u"inf" ? std::numeric_limits<double>::infinity()
                                     : std::numeric_limits<double>::quiet_NaN();
        }
        return true;
    }

    QStringView m_text;
    qsizetype m_pos = 0;
    int m_depth = 0;
};

} // namespace

std::optional<QHash<QString, PyValue>> readPythonMapping(QStringView text)
{
    return PyReader(text).mapping();
}

} // namespace Headroom::ImportDetail
