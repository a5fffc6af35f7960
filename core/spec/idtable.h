#pragma once

#include <QList>
#include <QString>
#include <QStringView>

#include <array>
#include <optional>
#include <utility>

namespace Headroom {

/** A fixed table of enum values and their stable lower-case ids (file format, CLI). */
template<typename Enum, std::size_t N>
using IdTable = std::array<std::pair<Enum, const char *>, N>;

template<typename Enum, std::size_t N>
QString idOf(const IdTable<Enum, N> &table, Enum value)
{
    for (const auto &[e, id] : table) {
        if (e == value)
            return QString::fromLatin1(id);
    }
    return {};
}

template<typename Enum, std::size_t N>
std::optional<Enum> fromId(const IdTable<Enum, N> &table, QStringView id,
                           Qt::CaseSensitivity cs = Qt::CaseInsensitive)
{
    for (const auto &[e, name] : table) {
        if (id.compare(QLatin1StringView(name), cs) == 0)
            return e;
    }
    return std::nullopt;
}

template<typename Enum, std::size_t N>
QList<Enum> allOf(const IdTable<Enum, N> &table)
{
    QList<Enum> result;
    for (const auto &entry : table)
        result.append(entry.first);
    return result;
}

} // namespace Headroom
