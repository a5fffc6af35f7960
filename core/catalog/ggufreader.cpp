#include "catalog/ggufreader.h"

#include "catalog/ggufreader_p.h"

#include <QFile>
#include <QFileInfo>
#include <QIODevice>

#include <array>
#include <cstring>
#include <limits>
#include <optional>

// The header: metadata and tensor table. The architecture it states: ggufmodelspec.cpp.

namespace Headroom {

using GgufDetail::GgufReaderText;

namespace {

constexpr std::uint32_t kMagic = 0x46554747; // "GGUF" little-endian
constexpr std::uint64_t kMaxStringBytes = 64 * 1024 * 1024; // tokenizer.chat_template can be large
constexpr std::uint64_t kMaxKeyBytes = 64 * 1024;
constexpr std::uint32_t kMaxDims = 4; // GGML_MAX_DIMS
constexpr int kMaxNesting = 4;
constexpr qsizetype kKeptArrayLength = 1024; // per-layer arrays are kept, token lists are not

enum ValueType : std::uint32_t {
    Uint8 = 0,
    Int8,
    Uint16,
    Int16,
    Uint32,
    Int32,
    Float32,
    Bool,
    String,
    Array,
    Uint64,
    Int64,
    Float64,
};

struct TypeInfo
{
    const char *name;
    int blockElements;
    int blockBytes;
};

// ggml_type -> (name, block elements, block bytes), from ggml.h / ggml.c type traits.
constexpr std::array<TypeInfo, 40> kTypes {{
        {"f32", 1, 4},        {"f16", 1, 2},       {"q4_0", 32, 18},     {"q4_1", 32, 20},
        {nullptr, 0, 0},      {nullptr, 0, 0},     {"q5_0", 32, 22},     {"q5_1", 32, 24},
        {"q8_0", 32, 34},     {"q8_1", 32, 36},    {"q2_K", 256, 84},    {"q3_K", 256, 110},
        {"q4_K", 256, 144},   {"q5_K", 256, 176},  {"q6_K", 256, 210},   {"q8_K", 256, 292},
        {"iq2_xxs", 256, 66}, {"iq2_xs", 256, 74}, {"iq3_xxs", 256, 98}, {"iq1_s", 256, 50},
        {"iq4_nl", 32, 18},   {"iq3_s", 256, 110}, {"iq2_s", 256, 82},   {"iq4_xs", 256, 136},
        {"i8", 1, 1},         {"i16", 1, 2},       {"i32", 1, 4},        {"i64", 1, 8},
        {"f64", 1, 8},        {"iq1_m", 256, 56},  {"bf16", 1, 2},       {nullptr, 0, 0},
        {nullptr, 0, 0},      {nullptr, 0, 0},     {"tq1_0", 256, 54},   {"tq2_0", 256, 66},
        {nullptr, 0, 0},      {nullptr, 0, 0},     {nullptr, 0, 0},      {"mxfp4", 32, 17},
}};

/** Reads little-endian values from a device, never past `size`. */
class Cursor
{
public:
    Cursor(QIODevice &device, std::int64_t size)
        : m_device(device)
        , m_size(size)
    { }

    QString error;
    std::int64_t pos() const { return m_pos; }
    std::int64_t remaining() const { return m_size - m_pos; }
    bool ok() const { return error.isEmpty(); }

    bool read(void *out, std::int64_t n)
    {
        if (!ok())
            return false;
        if (n < 0 || n > remaining()) {
            error = GgufReaderText::tr(
                            "The file is truncated: a value at byte %1 runs past the end.")
                            .arg(m_pos);
            return false;
        }
        if (m_device.read(static_cast<char *>(out), n) != n) {
            error = GgufReaderText::tr("Could not read byte %1 of the file.").arg(m_pos);
            return false;
        }
        m_pos += n;
        return true;
    }

    bool skip(std::uint64_t n)
    {
        if (!ok())
            return false;
        if (n > static_cast<std::uint64_t>(remaining())) {
            error = GgufReaderText::tr(
                            "The file is truncated: a value at byte %1 runs past the end.")
                            .arg(m_pos);
            return false;
        }
        m_pos += static_cast<std::int64_t>(n);
        return m_device.seek(m_device.pos() + static_cast<qint64>(n));
    }

    template<typename T>
    T value()
    {
        T v {};
        read(&v, sizeof(T)); // GGUF is little-endian, as is every platform Headroom runs on
        return v;
    }

    QString string(std::uint64_t maxBytes)
    {
        const auto length = value<std::uint64_t>();
        if (!ok())
            return {};
        if (length > maxBytes || length > static_cast<std::uint64_t>(remaining())) {
            error = GgufReaderText::tr(
                            "A string at byte %1 claims %2 bytes, more than the file can hold.")
                            .arg(m_pos - 8)
                            .arg(length);
            return {};
        }
        QByteArray bytes(static_cast<qsizetype>(length), Qt::Uninitialized);
        if (!read(bytes.data(), static_cast<std::int64_t>(length)))
            return {};
        return QString::fromUtf8(bytes);
    }

private:
    QIODevice &m_device;
    std::int64_t m_size;
    std::int64_t m_pos = 0;
};

std::int64_t scalarSize(std::uint32_t type)
{
    switch (type) {
    case Uint8:
    case Int8:
    case Bool: return 1;
    case Uint16:
    case Int16: return 2;
    case Uint32:
    case Int32:
    case Float32: return 4;
    case Uint64:
    case Int64:
    case Float64: return 8;
    default: return 0;
    }
}

QVariant readScalar(Cursor &c, std::uint32_t type)
{
    switch (type) {
    case Uint8: return QVariant::fromValue(c.value<std::uint8_t>());
    case Int8: return QVariant::fromValue(c.value<std::int8_t>());
    case Uint16: return QVariant::fromValue(c.value<std::uint16_t>());
    case Int16: return QVariant::fromValue(c.value<std::int16_t>());
    case Uint32: return QVariant::fromValue(c.value<std::uint32_t>());
    case Int32: return QVariant::fromValue(c.value<std::int32_t>());
    case Float32: return QVariant::fromValue(c.value<float>());
    case Bool: return QVariant(c.value<std::uint8_t>() != 0);
    case Uint64: return QVariant::fromValue(c.value<std::uint64_t>());
    case Int64: return QVariant::fromValue(c.value<std::int64_t>());
    case Float64: return QVariant(c.value<double>());
    default: return {};
    }
}

// Reads one value of `type`; arrays record their length and keep short numeric ones.
QVariant readValue(Cursor &c, std::uint32_t type, const QString &key,
                   QMap<QString, QVariant> &metadata, int depth)
{
    if (type == String)
        return c.string(kMaxStringBytes);
    if (type != Array) {
        if (scalarSize(type) == 0) {
            c.error = GgufReaderText::tr("Metadata key \"%1\" has an unknown value type %2.")
                              .arg(key)
                              .arg(type);
            return {};
        }
        return readScalar(c, type);
    }
    if (depth >= kMaxNesting) {
        c.error = GgufReaderText::tr("Metadata key \"%1\" nests arrays too deeply.").arg(key);
        return {};
    }
    const auto elementType = c.value<std::uint32_t>();
    const auto count = c.value<std::uint64_t>();
    if (!c.ok())
        return {};
    // Every element takes at least one byte (a string at least its 8-byte length).
    const std::int64_t minElement = elementType == String
            ? 8
            : std::max<std::int64_t>(1, scalarSize(elementType));
    if (elementType != String && elementType != Array && scalarSize(elementType) == 0) {
        c.error = GgufReaderText::tr("Metadata key \"%1\" has an unknown element type %2.")
                          .arg(key)
                          .arg(elementType);
        return {};
    }
    if (count > static_cast<std::uint64_t>(c.remaining() / minElement)) {
        c.error = GgufReaderText::tr(
                          "Metadata key \"%1\" claims %2 elements, more than the file can hold.")
                          .arg(key)
                          .arg(count);
        return {};
    }
    metadata.insert(key + QStringLiteral("#count"), QVariant::fromValue(count));
    const bool keep = elementType != String && elementType != Array
            && count <= static_cast<std::uint64_t>(kKeptArrayLength);
    QVariantList kept;
    for (std::uint64_t i = 0; i < count && c.ok(); ++i) {
        if (elementType == String) {
            const auto length = c.value<std::uint64_t>();
            c.skip(length);
        } else if (elementType == Array) {
            readValue(c, Array, key, metadata, depth + 1);
        } else if (keep) {
            kept.append(readScalar(c, elementType));
        } else {
            c.skip(static_cast<std::uint64_t>(scalarSize(elementType)));
        }
    }
    return keep ? QVariant(kept) : QVariant();
}

} // namespace

QString ggmlTypeName(std::uint32_t type)
{
    if (type < kTypes.size() && kTypes[type].name)
        return QString::fromLatin1(kTypes[type].name);
    return QStringLiteral("type%1").arg(type);
}

bool ggmlTypeBlock(std::uint32_t type, int &blockElements, int &blockBytes)
{
    if (type >= kTypes.size() || !kTypes[type].name)
        return false;
    blockElements = kTypes[type].blockElements;
    blockBytes = kTypes[type].blockBytes;
    return true;
}

QString GgufHeader::architecture() const
{
    return metadata.value(QStringLiteral("general.architecture")).toString();
}

std::int64_t GgufHeader::tensorBytes() const
{
    std::int64_t total = 0;
    for (const GgufTensor &t : tensors)
        total += t.bytes;
    return total;
}

QMap<QString, std::int64_t> GgufHeader::elementsByType() const
{
    QMap<QString, std::int64_t> result;
    for (const GgufTensor &t : tensors) {
        std::int64_t n = 1;
        for (std::uint64_t d : t.dims)
            n *= static_cast<std::int64_t>(d);
        result[ggmlTypeName(t.type)] += n;
    }
    return result;
}

namespace {

struct Counts
{
    std::uint64_t tensors = 0;
    std::uint64_t metadata = 0;
};

/** The magic number, the version and the counts of metadata entries and tensors, each bounded
 *  by what the rest of the file can hold. */
Result<Counts> readPreamble(Cursor &c, GgufHeader &header)
{
    const auto magic = c.value<std::uint32_t>();
    if (!c.ok() || magic != kMagic)
        return fail(GgufReaderText::tr("This is not a GGUF file (wrong magic number)."));
    header.version = c.value<std::uint32_t>();
    if (header.version < 2 || header.version > 3)
        return fail(GgufReaderText::tr("GGUF version %1 is not supported (versions 2 and 3 are).")
                            .arg(header.version));
    Counts counts;
    counts.tensors = c.value<std::uint64_t>();
    counts.metadata = c.value<std::uint64_t>();
    if (!c.ok())
        return fail(c.error);
    // A key-value pair takes at least 8 (key length) + 1 + 4 (type) + 1 bytes; a tensor info at
    // least 8 + 1 + 4 + 8 + 4 + 8.
    if (counts.metadata > static_cast<std::uint64_t>(c.remaining() / 14))
        return fail(GgufReaderText::tr(
                            "The header claims %1 metadata entries, more than the file can hold.")
                            .arg(counts.metadata));
    if (counts.tensors > static_cast<std::uint64_t>(c.remaining() / 33))
        return fail(GgufReaderText::tr("The header claims %1 tensors, more than the file can hold.")
                            .arg(counts.tensors));
    return counts;
}

Result<void> readMetadata(Cursor &c, std::uint64_t count, QMap<QString, QVariant> &metadata)
{
    for (std::uint64_t i = 0; i < count; ++i) {
        const QString key = c.string(kMaxKeyBytes);
        const auto type = c.value<std::uint32_t>();
        if (!c.ok())
            return fail(c.error);
        const QVariant value = readValue(c, type, key, metadata, 0);
        if (!c.ok())
            return fail(c.error);
        if (value.isValid())
            metadata.insert(key, value);
    }
    return {};
}

/** One tensor info: name, shape, type and offset; its bytes computed from the type's blocks. */
Result<GgufTensor> readTensorInfo(Cursor &c)
{
    GgufTensor t;
    t.name = c.string(kMaxKeyBytes);
    const auto dimCount = c.value<std::uint32_t>();
    if (!c.ok())
        return fail(c.error);
    if (dimCount == 0 || dimCount > kMaxDims)
        return fail(GgufReaderText::tr("Tensor \"%1\" has %2 dimensions (1 to 4 are valid).")
                            .arg(t.name)
                            .arg(dimCount));
    std::uint64_t elements = 1;
    for (std::uint32_t d = 0; d < dimCount; ++d) {
        const auto dim = c.value<std::uint64_t>();
        if (dim == 0 || elements > std::numeric_limits<std::uint64_t>::max() / dim)
            return fail(GgufReaderText::tr("Tensor \"%1\" has an impossible shape.").arg(t.name));
        elements *= dim;
        t.dims.append(dim);
    }
    t.type = c.value<std::uint32_t>();
    t.offset = c.value<std::uint64_t>();
    if (!c.ok())
        return fail(c.error);
    int blockElements = 0;
    int blockBytes = 0;
    if (!ggmlTypeBlock(t.type, blockElements, blockBytes))
        return fail(
                GgufReaderText::tr("Tensor \"%1\" has an unknown type %2.").arg(t.name).arg(t.type));
    if (t.dims.first() % static_cast<std::uint64_t>(blockElements) != 0)
        return fail(GgufReaderText::tr("Tensor \"%1\" rows are not whole %2 blocks.")
                            .arg(t.name, ggmlTypeName(t.type)));
    const std::uint64_t blocks = elements / static_cast<std::uint64_t>(blockElements);
    if (blocks > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max() / blockBytes))
        return fail(GgufReaderText::tr("Tensor \"%1\" claims more bytes than any file can hold.")
                            .arg(t.name));
    t.bytes = static_cast<std::int64_t>(blocks) * blockBytes;
    return t;
}

/** Where the data section starts (the header's end, aligned to general.alignment), and every
 *  tensor within the file. */
Result<void> placeTensors(GgufHeader &header, std::int64_t headerEnd, std::int64_t deviceSize)
{
    std::int64_t alignment = 32;
    const QVariant alignValue = header.metadata.value(QStringLiteral("general.alignment"));
    if (alignValue.isValid()) {
        alignment = alignValue.toLongLong();
        if (alignment <= 0 || alignment > 1024 * 1024 || (alignment & (alignment - 1)) != 0)
            return fail(GgufReaderText::tr("general.alignment %1 is not a power of two.")
                                .arg(alignment));
    }
    header.dataOffset = (headerEnd + alignment - 1) / alignment * alignment;
    for (const GgufTensor &t : header.tensors) {
        const std::int64_t available = deviceSize - header.dataOffset;
        if (t.offset > static_cast<std::uint64_t>(std::max<std::int64_t>(0, available))
            || t.bytes > available - static_cast<std::int64_t>(t.offset))
            return fail(GgufReaderText::tr(
                                "Tensor \"%1\" claims %2 bytes at offset %3, past the end of the "
                                "file: the header lies about its sizes or the file is truncated.")
                                .arg(t.name)
                                .arg(t.bytes)
                                .arg(t.offset));
    }
    return {};
}

} // namespace

Result<GgufHeader> readGgufHeader(QIODevice &device, std::int64_t deviceSize)
{
    Cursor c(device, deviceSize);
    GgufHeader header;
    header.fileSize = deviceSize;
    const Result<Counts> counts = readPreamble(c, header);
    if (!counts)
        return std::unexpected(counts.error());
    if (auto metadata = readMetadata(c, counts->metadata, header.metadata); !metadata)
        return std::unexpected(metadata.error());
    header.tensors.reserve(static_cast<qsizetype>(counts->tensors));
    for (std::uint64_t i = 0; i < counts->tensors; ++i) {
        Result<GgufTensor> tensor = readTensorInfo(c);
        if (!tensor)
            return std::unexpected(tensor.error());
        header.tensors.append(*tensor);
    }
    if (auto placed = placeTensors(header, c.pos(), deviceSize); !placed)
        return std::unexpected(placed.error());
    return header;
}

Result<GgufHeader> readGgufHeader(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(GgufReaderText::tr("Cannot open \"%1\": %2")
                            .arg(QFileInfo(path).fileName(), file.errorString()));
    return readGgufHeader(file, file.size());
}

} // namespace Headroom
