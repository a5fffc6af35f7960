#include "calibration/calibrationmatch.h"

#include "plan/deploymentdefaults.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace Headroom {

namespace {

struct CalibrationMatchText
{
    Q_DECLARE_TR_FUNCTIONS(Headroom::Estimate)
};

/** Lower case, organisation and file extension dropped, trailing variant words removed. */
QString modelKey(QString name)
{
    name = name.trimmed().toLower();
    if (const qsizetype slash = name.lastIndexOf(u'/'); slash >= 0)
        name = name.mid(slash + 1);
    if (name.endsWith(u".gguf"))
        name.chop(5);
    // a GGUF file's quantisation and a repo's variant suffixes, repeatedly
    static const QRegularExpression suffix(
            QStringLiteral("[-_.](instruct|chat|it|hf|base|fp8|fp16|bf16|int8|int4|w8a8|w4a16|awq|"
                           "gptq|gguf|dynamic|(i?q\\d[a-z0-9_]*)|(f16)|(f32)|(\\d{4}))$"));
    for (;;) {
        const auto m = suffix.match(name);
        if (!m.hasMatch())
            break;
        name.truncate(m.capturedStart());
    }
    // "llama-3.1-8b" and "llama3.1_8b" alike: only letters and digits, dots kept between digits
    QString key;
    for (QChar c : std::as_const(name)) {
        if (c.isLetterOrNumber() || c == u'.')
            key.append(c);
    }
    return key;
}

QStringList words(const QString &text)
{
    static const QRegularExpression split(QStringLiteral("[^a-z0-9]+"));
    QStringList list = text.toLower().split(split, Qt::SkipEmptyParts);
    static const QSet<QString> noise {u"nvidia"_qs,     u"amd"_qs,   u"tesla"_qs,  u"hbm3"_qs,
                                      u"hbm3e"_qs,      u"hbm2e"_qs, u"gpu"_qs,    u"edition"_qs,
                                      u"generation"_qs, u"gddr6"_qs, u"gddr6x"_qs, u"gddr7"_qs};
    list.removeIf([](const QString &w) { return noise.contains(w); });
    // "sxm4" / "sxm5" are "sxm"
    for (QString &w : list) {
        if (w.startsWith(u"sxm"))
            w = u"sxm"_qs;
    }
    return list;
}

/** The model number: the first word with a digit that is not a memory size ("80gb"). */
QString modelNumber(const QStringList &list)
{
    static const QRegularExpression memory(QStringLiteral("^\\d+gb?$"));
    for (const QString &w : list) {
        if (std::any_of(w.cbegin(), w.cend(), [](QChar c) { return c.isDigit(); })
            && !memory.match(w).hasMatch())
            return w;
    }
    return {};
}

} // namespace

QString matchFieldId(MatchField field)
{
    switch (field) {
    case MatchField::Model: return u"model"_qs;
    case MatchField::Gpu: return u"gpu"_qs;
    case MatchField::Engine: return u"engine"_qs;
    case MatchField::TensorParallel: return u"tp"_qs;
    }
    return {};
}

QString matchFieldName(MatchField field)
{
    switch (field) {
    case MatchField::Model: return CalibrationMatchText::tr("model");
    case MatchField::Gpu: return CalibrationMatchText::tr("GPU");
    case MatchField::Engine: return CalibrationMatchText::tr("engine");
    case MatchField::TensorParallel: return CalibrationMatchText::tr("tensor parallel");
    }
    return {};
}

QString matchModelId(const Catalog &catalog, const QString &name)
{
    if (name.trimmed().isEmpty())
        return {};
    if (catalog.model(name.trimmed().toLower()))
        return name.trimmed().toLower();
    const QString key = modelKey(name);
    if (key.isEmpty())
        return {};
    QStringList found;
    for (const ModelSpec &m : catalog.models()) {
        if (modelKey(m.id) == key || modelKey(m.name) == key
            || (!m.hfId.isEmpty() && modelKey(m.hfId) == key))
            found.append(m.id);
    }
    return found.size() == 1 ? found.first() : QString();
}

QString matchGpuId(const Catalog &catalog, const QString &name)
{
    if (name.trimmed().isEmpty())
        return {};
    if (catalog.gpu(name.trimmed().toLower()))
        return name.trimmed().toLower();
    const QStringList given = words(name);
    const QString number = modelNumber(given);
    if (number.isEmpty())
        return {};
    // words that set a variant apart: a catalog entry with one the name lacks is another card
    static const QSet<QString> variants {u"pcie"_qs, u"nvl"_qs, u"server"_qs, u"ada"_qs,
                                         u"pro"_qs,  u"max"_qs, u"ultra"_qs};
    int best = -1000;
    QStringList bestIds;
    for (const GpuSpec &g : catalog.gpus()) {
        QStringList own = words(g.id) + words(g.name);
        own.removeDuplicates();
        if (!own.contains(number))
            continue;
        int score = 0;
        for (const QString &w : given)
            score += own.contains(w) ? 2 : 0;
        for (const QString &w : std::as_const(own)) {
            if (variants.contains(w) && !given.contains(w))
                score -= 3;
        }
        // the memory size, when the name gives one, must agree
        static const QRegularExpression memory(QStringLiteral("^(\\d+)gb?$"));
        for (const QString &w : given) {
            const auto m = memory.match(w);
            if (m.hasMatch() && !own.contains(m.captured(1) + u"gb"_qs))
                score -= 5;
        }
        if (score > best) {
            best = score;
            bestIds = {g.id};
        } else if (score == best) {
            bestIds.append(g.id);
        }
    }
    return bestIds.size() == 1 ? bestIds.first() : QString();
}

std::optional<EngineKind> matchEngine(const QString &name)
{
    QString n = name.trimmed().toLower();
    n.remove(u'-').remove(u'_').remove(u'.').remove(u' ');
    if (n.startsWith(u"vllm"))
        return EngineKind::Vllm;
    if (n.startsWith(u"sglang"))
        return EngineKind::SgLang;
    if (n.startsWith(u"tensorrtllm") || n.startsWith(u"trtllm") || n == u"trt")
        return EngineKind::TensorRtLlm;
    if (n.startsWith(u"llamacpp") || n.startsWith(u"llamabench") || n.startsWith(u"llamaserver"))
        return EngineKind::LlamaCpp;
    if (n.startsWith(u"transformers") || n.startsWith(u"hf"))
        return EngineKind::Transformers;
    return engineFromId(name.trimmed().toLower());
}

namespace {

const Configuration *configurationOf(const Project &project, const Deployment &d)
{
    for (const Configuration &c : project.configurations) {
        if (c.id == d.configurationId)
            return &c;
    }
    return nullptr;
}

/** Each field: the hint, else the chosen deployment, else what the file states. */
void resolveFields(const Catalog &catalog, const Project &project, const MeasuredRun &run,
                   const MatchHints &hints, const Deployment *chosen, RunMatch &m)
{
    m.modelId = !hints.modelId.isEmpty() ? hints.modelId
            : chosen                     ? chosen->modelId
                                         : matchModelId(catalog, run.modelName);
    const Configuration *chosenConfiguration = chosen ? configurationOf(project, *chosen) : nullptr;
    m.gpuId = !hints.gpuId.isEmpty() ? hints.gpuId
            : chosenConfiguration    ? chosenConfiguration->gpuId
                                     : matchGpuId(catalog, run.gpuName);
    m.engine = hints.engine ? hints.engine
            : chosen        ? std::optional<EngineKind>(chosen->engine)
                            : matchEngine(run.engineName);
    m.tensorParallel = hints.tensorParallel > 0 ? hints.tensorParallel
            : chosenConfiguration               ? chosenConfiguration->tensorParallel
                                                : run.tensorParallel;
}

/** The fields the file states that name another catalog entry than the one chosen (by the
 *  deployment or the user), each with the reason. A name the catalog does not know (a local
 *  path, a fine-tune) contradicts nothing. */
void flagContradictions(const Catalog &catalog, const MeasuredRun &run, RunMatch &m)
{
    const auto contradiction = [&m](MatchField field, const QString &stated, const QString &named,
                                    const QString &chosen) {
        m.contradicted.append(field);
        m.problems.append(CalibrationMatchText::tr("The file measured %1 \"%2\" (%3), not %4: "
                                                   "it cannot calibrate this deployment")
                                  .arg(matchFieldName(field), stated.left(80), named, chosen));
    };
    const auto modelName = [&catalog](const QString &id) {
        const auto model = catalog.model(id);
        return model ? model->name : id;
    };
    const auto gpuName = [&catalog](const QString &id) {
        const auto gpu = catalog.gpu(id);
        return gpu ? gpu->name : id;
    };
    const QString statedModel = run.modelName.isEmpty() ? QString()
                                                        : matchModelId(catalog, run.modelName);
    if (!statedModel.isEmpty() && !m.modelId.isEmpty() && statedModel != m.modelId)
        contradiction(MatchField::Model, run.modelName, modelName(statedModel),
                      modelName(m.modelId));
    const QString statedGpu = run.gpuName.isEmpty() ? QString() : matchGpuId(catalog, run.gpuName);
    if (!statedGpu.isEmpty() && !m.gpuId.isEmpty() && statedGpu != m.gpuId)
        contradiction(MatchField::Gpu, run.gpuName, gpuName(statedGpu), gpuName(m.gpuId));
    const auto statedEngine = run.engineName.isEmpty() ? std::nullopt : matchEngine(run.engineName);
    if (statedEngine && m.engine && *statedEngine != *m.engine)
        contradiction(MatchField::Engine, run.engineName, engineName(*statedEngine),
                      engineName(*m.engine));
}

/** The fields that did not resolve, each with the problem said. */
void flagUnresolved(const Catalog &catalog, const MeasuredRun &run, RunMatch &m)
{
    const auto unresolved = [&m](MatchField field, const QString &stated) {
        m.unmatched.append(field);
        m.problems.append(stated.isEmpty()
                                  ? CalibrationMatchText::tr("The file does not say the %1")
                                            .arg(matchFieldName(field))
                                  : CalibrationMatchText::tr("No %1 in the catalog matches \"%2\"")
                                            .arg(matchFieldName(field), stated.left(80)));
    };
    if (m.modelId.isEmpty() || !catalog.model(m.modelId))
        unresolved(MatchField::Model, m.modelId.isEmpty() ? run.modelName : m.modelId);
    if (m.gpuId.isEmpty() || !catalog.gpu(m.gpuId))
        unresolved(MatchField::Gpu, m.gpuId.isEmpty() ? run.gpuName : m.gpuId);
    if (!m.engine)
        unresolved(MatchField::Engine, run.engineName);
    if (m.tensorParallel <= 0)
        m.unmatched.append(MatchField::TensorParallel); // asked only when deployments differ
}

/** The serving deployments agreeing with every field that resolved. */
QStringList agreeingDeployments(const Project &project, const Deployment *chosen, const RunMatch &m)
{
    QStringList ids;
    for (const Deployment &d : project.deployments) {
        if (d.mode != DeploymentMode::Inference || (chosen && d.id != chosen->id))
            continue;
        const Configuration *c = configurationOf(project, d);
        if (!c)
            continue;
        if (!m.modelId.isEmpty() && d.modelId != m.modelId)
            continue;
        if (!m.gpuId.isEmpty() && c->gpuId != m.gpuId)
            continue;
        if (m.engine && d.engine != *m.engine)
            continue;
        if (m.tensorParallel > 0 && c->tensorParallel != m.tensorParallel)
            continue;
        ids.append(d.id);
    }
    return ids;
}

} // namespace

RunMatch matchRun(const Catalog &catalog, const Project &project, const MeasuredRun &run,
                  const MatchHints &hints)
{
    RunMatch m;
    const Deployment *chosen = nullptr;
    if (!hints.deploymentId.isEmpty()) {
        for (const Deployment &d : project.deployments) {
            if (d.id == hints.deploymentId)
                chosen = &d;
        }
        if (!chosen) {
            m.problems.append(CalibrationMatchText::tr("The project has no deployment \"%1\"")
                                      .arg(hints.deploymentId.left(60)));
            return m;
        }
    }
    resolveFields(catalog, project, run, hints, chosen, m);
    flagContradictions(catalog, run, m);
    flagUnresolved(catalog, run, m);
    m.deploymentIds = agreeingDeployments(project, chosen, m);
    if (m.unmatched == QList<MatchField> {MatchField::TensorParallel}
        && m.deploymentIds.size() == 1) {
        // the file does not say the TP, but one deployment runs that model, GPU and engine
        m.unmatched.clear();
        for (const Deployment &d : project.deployments) {
            if (d.id == m.deploymentIds.first()) {
                if (const Configuration *c = configurationOf(project, d))
                    m.tensorParallel = c->tensorParallel;
            }
        }
    }
    if (m.deploymentIds.isEmpty() && m.unmatched.isEmpty() && m.contradicted.isEmpty())
        m.problems.append(CalibrationMatchText::tr("No deployment of the project runs %1 on %2 "
                                                   "with %3 at TP %4")
                                  .arg(m.modelId, m.gpuId, engineName(*m.engine))
                                  .arg(m.tensorParallel));
    return m;
}

std::optional<ProposedDeployment> proposedDeployment(const Catalog &catalog, const RunMatch &m,
                                                     const MeasuredRun &run)
{
    if (!m.unmatched.isEmpty() || !m.contradicted.isEmpty() || !m.deploymentIds.isEmpty()
        || !m.engine || m.tensorParallel < 1)
        return std::nullopt;
    const auto model = catalog.model(m.modelId);
    if (!model || !catalog.gpu(m.gpuId))
        return std::nullopt;
    ProposedDeployment p;
    const QString tp = QString::number(m.tensorParallel);
    p.configuration.id = u"measured-"_qs + m.gpuId + u"-tp"_qs + tp;
    p.configuration.gpuId = m.gpuId;
    p.configuration.gpuCount = m.tensorParallel;
    p.configuration.tensorParallel = m.tensorParallel;
    p.deployment = newDeployment(model->id, model->defaultWeightFormat, p.configuration.id,
                                 weightFormatFromId(run.weightFormat.trimmed().toLower()),
                                 m.engine);
    p.deployment.id = u"measured-"_qs + model->id + u'-' + m.gpuId + u"-tp"_qs + tp + u'-'
            + engineId(*m.engine) + u'-' + weightFormatId(p.deployment.weights);
    return p;
}

} // namespace Headroom
