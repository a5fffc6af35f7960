#pragma once

#include "spec/modelspec.h"
#include "units/result.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QVariant>

#include <cstdint>

class QIODevice;

namespace Headroom {

/** One tensor as a GGUF header describes it: never its data. */
struct GgufTensor
{
    QString name;
    QList<std::uint64_t> dims;
    std::uint32_t type = 0; // ggml_type
    std::uint64_t offset = 0; // relative to the data section
    std::int64_t bytes = 0; // computed from dims and the type's block size
};

/** The metadata and tensor table of a GGUF file (spec versions 2 and 3). Scalar metadata
 *  values are kept as QVariant; arrays are kept only as their length ("<key>#count"), except
 *  short numeric arrays (per-layer values) which are kept as QVariantList. */
struct GgufHeader
{
    std::uint32_t version = 0;
    QMap<QString, QVariant> metadata;
    QList<GgufTensor> tensors;
    std::int64_t dataOffset = 0; // where tensor data starts in the file
    std::int64_t fileSize = 0;

    QString architecture() const;
    std::int64_t tensorBytes() const; // exact weight bytes: sum over tensors
    /** Counts of tensor elements per ggml type name ("q4_K" -> elements). */
    QMap<QString, std::int64_t> elementsByType() const;
};

/** Reads the header of a GGUF file without touching tensor data; a 40 GB file opens in
 *  milliseconds. Bounds every count and length by what the file can hold, so a hostile header
 *  is refused with a message rather than a crash or a huge allocation. */
Result<GgufHeader> readGgufHeader(const QString &path);
Result<GgufHeader> readGgufHeader(QIODevice &device, std::int64_t deviceSize);

/** The architecture fields a GGUF header states, as a ModelSpec (id from general.name). A size
 *  no real model has, a number that is not a whole non-negative one, or fields that contradict
 *  each other are refused (spec/modellimits.h); the error names the metadata key. */
Result<ModelSpec> modelSpecFromGguf(const GgufHeader &header);

/** ggml type name ("q4_K", "f16") and size: elements per block and bytes per block. */
QString ggmlTypeName(std::uint32_t type);
bool ggmlTypeBlock(std::uint32_t type, int &blockElements, int &blockBytes);

} // namespace Headroom
