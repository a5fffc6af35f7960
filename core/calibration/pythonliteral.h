#pragma once

// Private to the importers of server logs: a reader of the Python reprs that engines print at
// start-up (vLLM's "non-default args: {...}" dict, argparse's "Namespace(...)"). Not part of the
// API.

#include <QHash>
#include <QString>
#include <QStringView>

#include <optional>

namespace Headroom::ImportDetail {

/** One value of a Python repr as far as the importers need it: a scalar, or Other for anything
 *  else (a container, an object's repr "<...>" or "Name(...)", a bare name, a bytes literal, a
 *  number a double cannot hold). */
struct PyValue
{
    enum class Kind { None, Bool, Int, Float, String, Other };
    Kind kind = Kind::Other;
    bool boolean = false; // Bool
    qint64 integer = 0; // Int
    double number = 0; // Int and Float (Python's inf and nan included)
    QString text; // String, its escapes decoded
};

/** The top-level entries of a dict repr, "{'model': 'x', 'tensor_parallel_size': 2}", or the
 *  keyword arguments of a call repr, "Namespace(model='x', tensor_parallel_size=2)" (entries with
 *  a key that is not a string, and positional arguments, are left out; a repeated key: the last
 *  wins, as in Python). `text` must hold that one value and nothing else but blanks; nested
 *  values are read and checked but stand as Other. Nothing at all when `text` is anything else:
 *  truncated, unbalanced, nested deeper than 64 levels, an unknown token. Linear in the length of
 *  `text`. */
std::optional<QHash<QString, PyValue>> readPythonMapping(QStringView text);

} // namespace Headroom::ImportDetail
