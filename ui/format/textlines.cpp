#include "format/textlines.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace Headroom::Display {

namespace {

/** The narrowest arrangement of `words` in exactly `lines` lines: the first word of each line. */
struct Arrangement
{
    qreal widest = std::numeric_limits<qreal>::infinity();
    std::vector<int> starts;
};

Arrangement narrowest(const QStringList &words, const QFontMetricsF &metrics, int lines)
{
    const int n = int(words.size());
    // width[i][j]: words i..j-1 on one line
    std::vector<std::vector<qreal>> width(n + 1, std::vector<qreal>(n + 1, 0));
    for (int i = 0; i < n; ++i) {
        QString line;
        for (int j = i + 1; j <= n; ++j) {
            line += (j > i + 1 ? QStringLiteral(" ") : QString()) + words[j - 1];
            width[i][j] = metrics.horizontalAdvance(line);
        }
    }
    constexpr qreal inf = std::numeric_limits<qreal>::infinity();
    // best[k][j]: the narrowest widest line of words 0..j-1 in k lines; from[k][j] its last start
    std::vector<std::vector<qreal>> best(lines + 1, std::vector<qreal>(n + 1, inf));
    std::vector<std::vector<int>> from(lines + 1, std::vector<int>(n + 1, -1));
    best[0][0] = 0;
    for (int k = 1; k <= lines; ++k)
        for (int j = k; j <= n; ++j)
            for (int i = k - 1; i < j; ++i) {
                const qreal w = std::max(best[k - 1][i], width[i][j]);
                if (w < best[k][j]) {
                    best[k][j] = w;
                    from[k][j] = i;
                }
            }
    Arrangement a;
    a.widest = best[lines][n];
    a.starts.resize(lines);
    for (int k = lines, j = n; k > 0; --k) {
        a.starts[k - 1] = from[k][j];
        j = from[k][j];
    }
    return a;
}

} // namespace

QStringList fitLines(const QString &text, const QFontMetricsF &metrics, qreal room, int maxLines)
{
    const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
    if (words.size() <= 1)
        return words.isEmpty() ? QStringList {text} : words;
    qreal widestWord = 0;
    for (const QString &word : words)
        widestWord = std::max(widestWord, metrics.horizontalAdvance(word));
    const qreal target = std::max(room, widestWord);
    const int most = maxLines > 0 ? std::min(maxLines, int(words.size())) : int(words.size());
    Arrangement chosen;
    for (int lines = 1; lines <= most; ++lines) {
        chosen = narrowest(words, metrics, lines);
        if (chosen.widest <= target)
            break;
    }
    QStringList out;
    for (size_t k = 0; k < chosen.starts.size(); ++k) {
        const int end = k + 1 < chosen.starts.size() ? chosen.starts[k + 1] : int(words.size());
        out.append(words.mid(chosen.starts[k], end - chosen.starts[k]).join(u' '));
    }
    return out;
}

} // namespace Headroom::Display
