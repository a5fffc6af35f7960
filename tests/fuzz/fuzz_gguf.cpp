// Fuzz target for the GGUF header reader: any byte string must give a header or an error, never
// a crash, a hang or a huge allocation; a spec it accepts must give a bounded estimate
// (fuzzestimate.h). Seed corpus: tests/data/gguf.
// It parses each file named on the command line: afl-fuzz runs it with @@, and a crash it finds
// replays the same way under a debugger.
#include "catalog/ggufreader.h"
#include "fuzzestimate.h"

#include <QBuffer>
#include <QFile>

namespace {

void parseOne(const char *data, qsizetype size)
{
    QByteArray bytes = QByteArray::fromRawData(data, size);
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    const auto header = Headroom::readGgufHeader(buffer, size);
    if (!header)
        return;
    if (const auto spec = Headroom::modelSpecFromGguf(*header))
        FuzzEstimate::checkBounded(*spec);
}

} // namespace

int main(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        QFile file(QString::fromLocal8Bit(argv[i]));
        if (!file.open(QIODevice::ReadOnly))
            return 1;
        const QByteArray bytes = file.readAll();
        parseOne(bytes.constData(), bytes.size());
    }
    return 0;
}
