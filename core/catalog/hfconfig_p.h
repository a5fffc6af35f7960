#pragma once

// Private helpers of hfconfig.cpp, hfconfigreader.cpp, hfconfiglayers.cpp and
// hfconfigvision.cpp: not part of the API.

#include "spec/modellimits.h"
#include "spec/modelspec.h"
#include "units/result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringView>

#include <cstdint>
#include <initializer_list>
#include <optional>

namespace Headroom::HfConfigDetail {

struct CatalogText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Catalog)
};

/** The text model's fields, falling back to the root (multimodal configs nest text_config).
 *  Every number goes through modelFieldValue() (modellimits.h) before it becomes an integer;
 *  the first bad or missing field is kept in `error`, and the key each field was read from
 *  names it in later messages. */
class ConfigReader
{
public:
    explicit ConfigReader(const QJsonObject &root);

    std::optional<Error> error;

    QJsonValue value(QStringView key) const;
    bool has(QStringView key) const;
    /** The first of `keys` present, as `field`; an error when none is present. */
    std::int64_t integer(ModelField field, std::initializer_list<QStringView> keys);
    /** The first of `keys` present, as `field`; `fallback` when none is. */
    std::int64_t integerOr(ModelField field, std::initializer_list<QStringView> keys,
                           std::int64_t fallback);
    bool boolOr(QStringView key, bool fallback) const;
    ModelFieldNames names() const;

private:
    std::int64_t read(ModelField field, QStringView key);

    QJsonObject m_root;
    QJsonObject m_text;
    QMap<ModelField, QString> m_keys;
};

bool isOneOf(const QString &type, std::initializer_list<const char16_t *> types);
/** Keeps `error` as the reader's error unless it already has one (the first bad field wins). */
void refuse(ConfigReader &c, std::optional<Error> error);
/** Consecutive layers with the same attention and FFN as one group each. */
QList<AttentionLayerGroup> mergeGroups(const QList<AttentionLayerGroup> &perLayer);
std::optional<Error> unknownKind(const QString &field, const QString &kind, qsizetype index);
std::optional<Error> wrongLength(const QString &field, qsizetype length, int layers);
/** The bits of a dtype string a config states for `field` ("float32", "bfloat16"); an error
 *  naming the field for anything else. */
int dtypeBits(ConfigReader &c, QStringView field, int fallback);
/** The activations' dtype bits (torch_dtype / dtype): what vLLM's "auto" state dtypes follow. */
int modelDtypeBits(ConfigReader &c);

// The layer patterns (hfconfiglayers.cpp): which kind of mixer and FFN each layer has.
/** layer_types, or the model type's own pattern, of full and sliding-window attention. */
void readAttentionLayers(ConfigReader &c, const QString &type, ModelSpec &m);
void readGatedDeltaNetHybrid(ConfigReader &c, ModelSpec &m);
void readLlama4Layers(ConfigReader &c, ModelSpec &m);
void readNemotronH(ConfigReader &c, ModelSpec &m);

// hfconfigvision.cpp
void readVision(const QJsonObject &root, ModelSpec &m);

} // namespace Headroom::HfConfigDetail
