// Fuzz target for the Hugging Face config.json reader: any byte string must give a ModelSpec or
// an error naming the field, never a crash, a hang or undefined behaviour; and a spec it accepts
// must give a bounded estimate (fuzzestimate.h). Seed corpus: tests/data/fuzz/hfconfig.
// It parses each file named on the command line: afl-fuzz runs it with @@, and a crash it finds
// replays the same way under a debugger.
#include "catalog/hfconfig.h"
#include "fuzzestimate.h"

#include <QFile>

int main(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        QFile file(QString::fromLocal8Bit(argv[i]));
        if (!file.open(QIODevice::ReadOnly))
            return 1;
        const auto spec = Headroom::modelSpecFromHfConfig(QJsonDocument::fromJson(file.readAll()));
        if (spec)
            FuzzEstimate::checkBounded(*spec);
    }
    return 0;
}
