#include "estimate/loadsimulation.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <random>
#include <vector>
#include <queue>

namespace Headroom {

namespace {

constexpr int kMostTokens = 1 << 24; // a drawn length is capped here (the estimate's own limit)
constexpr std::size_t kMostWaiting = 1'000'000; // an open loop past this is saturated

/** Uniform in [0, 1) from 53 random bits: the same numbers on every platform (std::*_distribution
 *  is implementation-defined). */
class Random
{
public:
    explicit Random(std::uint64_t seed)
        : m_engine(seed)
    { }
    double uniform() { return double(m_engine() >> 11) * 0x1.0p-53; }
    /** Exponential with this mean (inverse CDF). */
    double exponential(double mean) { return -mean * std::log1p(-uniform()); }

private:
    std::mt19937_64 m_engine;
};

int draw(const LengthDistribution &d, Random &random)
{
    double tokens = d.mean;
    switch (d.kind) {
    case LengthDistribution::Kind::Fixed: break;
    case LengthDistribution::Kind::Uniform:
        tokens = d.mean * (1.0 + std::clamp(d.spread, 0.0, 1.0) * (2.0 * random.uniform() - 1.0));
        break;
    case LengthDistribution::Kind::Exponential: tokens = random.exponential(d.mean); break;
    }
    return int(std::clamp(std::llround(tokens), 1LL, static_cast<long long>(kMostTokens)));
}

struct Request
{
    double arrival = 0;
    double firstToken = -1;
    int input = 1;
    int output = 1;
    int prefillLeft = 1; // prompt tokens (and, after a preemption, generated ones) to compute
    int generated = 0;
    int user = -1; // closed loop: who sends the next request when this one ends
    double overhead = 0; // the engine's: it found the replica idle or busy
};

/** One replica's scheduler, step by step: requests arrive (or their users send them), wait,
 *  are admitted while the KV pool and the engine's sequences allow, prefill in chunks of the
 *  token budget and decode; a full pool preempts the latest admitted. */
class Simulation
{
public:
    Simulation(const SchedulerCosts &costs, const LoadSettings &settings);
    LoadResult run();

private:
    double firstArrival();
    double takeReady();
    double arriveUntilNow(double nextArrival);
    std::int64_t planStep();
    std::int64_t repeatOf(double step, double next) const;
    void advance(std::int64_t repeat, double step);
    double decodeStep(int decoding);
    void issue(int user, double at);
    void prefillApart(int id, double at);
    std::int64_t tokensOf(const Request &r) const { return std::int64_t(r.input) + r.generated; }
    void admit();
    void finish();
    void record(const Request &r);
    void preemptIfFull();
    LoadResult result();

    const SchedulerCosts &m_costs;
    const LoadSettings &m_settings;
    Random m_random;
    std::vector<Request> m_requests;
    std::vector<int> m_free;
    std::deque<int> m_waiting;
    // disaggregated: prompts done by the prefill pool, by the time their KV arrives
    std::priority_queue<std::pair<double, int>, std::vector<std::pair<double, int>>, std::greater<>>
            m_ready;
    double m_prefillFreeAt = 0;
    std::vector<int> m_running; // in order of admission
    // this step's work: the running requests decoding, and prompt chunks (request, tokens)
    std::vector<int> m_decoding;
    std::vector<std::pair<int, int>> m_chunks;
    std::vector<double> m_stepCache;
    std::int64_t m_usedTokens = 0;
    double m_now = 0;
    int m_warmup = 0;
    int m_target = 0;
    int m_completed = 0;
    double m_measuredStart = -1;
    double m_measuredTime = 0, m_runningTime = 0, m_decodingTime = 0;
    std::int64_t m_outputTokens = 0;
    QList<double> m_ttft, m_tpot, m_endToEnd;
    LoadResult m_result;
};

Simulation::Simulation(const SchedulerCosts &costs, const LoadSettings &settings)
    : m_costs(costs)
    , m_settings(settings)
    , m_random(settings.seed)
{
    const bool closed = settings.kind == LoadKind::ClosedLoop;
    m_warmup = std::max(closed ? settings.users : 0, settings.requests / 10);
    m_target = m_warmup + std::max(settings.requests, 1);
    m_stepCache.assign(std::size_t(std::max(costs.maxRunning, 1)) + 1, -1.0);
    if (m_warmup == 0)
        m_measuredStart = 0;
}

LoadResult Simulation::run()
{
    double nextArrival = firstArrival();
    while (m_completed < m_target) {
        const double nextReady = takeReady();
        nextArrival = arriveUntilNow(nextArrival);
        if (m_waiting.size() > kMostWaiting || m_ready.size() > kMostWaiting) {
            m_result.saturated = true;
            break;
        }
        admit();
        const std::int64_t promptTokens = planStep();
        const double next = std::min(nextArrival, nextReady);
        if (m_decoding.empty() && m_chunks.empty()) {
            if (!std::isfinite(next))
                break; // nothing can happen any more
            m_now = next; // idle until the next arrival or prompt
            continue;
        }
        const double step = (m_decoding.empty() ? m_costs.prefillOnlyStepSeconds
                                                : decodeStep(int(m_decoding.size())))
                + double(promptTokens) * m_costs.prefillSecondsPerToken;
        advance(repeatOf(step, next), step);
        finish();
        preemptIfFull();
    }
    return result();
}

/** The closed loop's users each send a request at 0; the open loop's first arrival. */
double Simulation::firstArrival()
{
    if (m_settings.kind != LoadKind::ClosedLoop)
        return m_random.exponential(1.0 / m_settings.requestsPerSecond);
    for (int u = 0; u < std::max(m_settings.users, 1); ++u)
        issue(u, 0);
    return std::numeric_limits<double>::infinity();
}

/** Prompts the prefill pool has finished and whose KV has arrived join the waiting ones; the
 *  time the next one will. */
double Simulation::takeReady()
{
    while (!m_ready.empty() && m_ready.top().first <= m_now) {
        m_waiting.push_back(m_ready.top().second);
        m_ready.pop();
    }
    return m_ready.empty() ? std::numeric_limits<double>::infinity() : m_ready.top().first;
}

/** The open loop's arrivals up to now; the time of the next. */
double Simulation::arriveUntilNow(double nextArrival)
{
    while (nextArrival <= m_now) {
        issue(-1, nextArrival);
        nextArrival += m_random.exponential(1.0 / m_settings.requestsPerSecond);
    }
    return nextArrival;
}

/** This step's work: every running request past its prompt decodes, the others' prompts take
 *  what is left of the token budget, in order of admission; the prompt tokens. */
std::int64_t Simulation::planStep()
{
    m_decoding.clear();
    m_chunks.clear();
    for (int id : m_running) {
        const Request &r = m_requests[std::size_t(id)];
        if (r.prefillLeft == 0)
            m_decoding.push_back(id);
    }
    int budget = std::max(m_costs.tokenBudget - int(m_decoding.size()), 0);
    std::int64_t promptTokens = 0;
    for (int id : m_running) {
        const Request &r = m_requests[std::size_t(id)];
        if (r.prefillLeft > 0 && budget > 0) {
            const int take = std::min(r.prefillLeft, budget);
            m_chunks.emplace_back(id, take);
            budget -= take;
            promptTokens += take;
        }
    }
    return promptTokens;
}

/** A pure decode step repeats unchanged until a sequence ends, an arrival (or a prompt, at
 *  `next`) can be admitted or the pool fills: those steps are taken at once. */
std::int64_t Simulation::repeatOf(double step, double next) const
{
    if (!m_chunks.empty())
        return 1;
    std::int64_t repeat = std::numeric_limits<int>::max();
    for (int id : m_decoding) {
        const Request &r = m_requests[std::size_t(id)];
        repeat = std::min<std::int64_t>(repeat, r.output - r.generated);
    }
    if (std::isfinite(next))
        repeat = std::min<std::int64_t>(repeat, std::int64_t(std::floor((next - m_now) / step)));
    if (m_costs.kvPoolTokens > 0)
        repeat = std::min<std::int64_t>(repeat,
                                        (m_costs.kvPoolTokens - m_usedTokens)
                                                / std::int64_t(m_decoding.size()));
    return std::max<std::int64_t>(repeat, 1);
}

/** `repeat` steps of `step` seconds: the clock, the measured shares, the tokens generated and
 *  the prompt chunks computed (a prompt's last chunk emits its first token). */
void Simulation::advance(std::int64_t repeat, double step)
{
    const double span = double(repeat) * step;
    if (m_completed >= m_warmup) {
        m_measuredTime += span;
        m_runningTime += double(m_running.size()) * span;
        m_decodingTime += double(m_decoding.size()) * span;
    }
    m_now += span;
    for (int id : m_decoding) {
        m_requests[std::size_t(id)].generated += int(repeat);
        m_usedTokens += repeat;
    }
    for (const auto &[id, take] : m_chunks) {
        Request &r = m_requests[std::size_t(id)];
        r.prefillLeft -= take;
        if (r.prefillLeft == 0 && r.generated == 0) { // the prefill emits the first token
            r.firstToken = m_now;
            r.generated = 1;
            ++m_usedTokens;
        }
    }
}

double Simulation::decodeStep(int decoding)
{
    const auto i = std::size_t(std::min(decoding, int(m_stepCache.size()) - 1));
    if (m_stepCache[i] < 0)
        m_stepCache[i] = m_costs.decodeStepSeconds(int(i));
    return m_stepCache[i];
}

void Simulation::issue(int user, double at)
{
    Request r;
    r.arrival = at;
    r.input = draw(m_settings.input, m_random);
    r.output = draw(m_settings.output, m_random);
    r.prefillLeft = r.input;
    r.user = user;
    const bool idle = m_running.empty() && m_waiting.empty()
            && m_costs.requestOverheadIdleSeconds >= 0;
    r.overhead = idle ? m_costs.requestOverheadIdleSeconds : m_costs.requestOverheadSeconds;
    int id;
    if (!m_free.empty()) {
        id = m_free.back();
        m_free.pop_back();
        m_requests[std::size_t(id)] = r;
    } else {
        id = int(m_requests.size());
        m_requests.push_back(r);
    }
    if (!m_costs.separatePrefill) {
        m_waiting.push_back(id);
        return;
    }
    prefillApart(id, at);
}

/** The prefill pool, first come first served; the first token comes with the KV. */
void Simulation::prefillApart(int id, double at)
{
    Request &q = m_requests[std::size_t(id)];
    const double start = std::max(at, m_prefillFreeAt);
    m_prefillFreeAt = start + q.input * m_costs.prefillPoolSecondsPerToken;
    q.firstToken = m_prefillFreeAt + m_costs.prefillFixedSeconds
            + q.input * m_costs.transferSecondsPerToken;
    q.prefillLeft = 0;
    q.generated = 1;
    m_ready.emplace(q.firstToken, id);
}

void Simulation::admit()
{
    while (!m_waiting.empty() && int(m_running.size()) < m_costs.maxRunning) {
        const Request &r = m_requests[std::size_t(m_waiting.front())];
        // a request larger than the whole pool runs alone rather than never
        if (m_costs.kvPoolTokens > 0 && !m_running.empty()
            && m_usedTokens + tokensOf(r) > m_costs.kvPoolTokens)
            break;
        m_usedTokens += tokensOf(r);
        m_running.push_back(m_waiting.front());
        m_waiting.pop_front();
    }
}

void Simulation::finish()
{
    std::size_t kept = 0;
    for (int id : m_running) {
        Request &r = m_requests[std::size_t(id)];
        if (r.prefillLeft > 0 || r.generated < r.output) {
            m_running[kept++] = id;
            continue;
        }
        m_usedTokens -= tokensOf(r);
        if (m_completed >= m_warmup)
            record(r);
        if (++m_completed == m_warmup)
            m_measuredStart = m_now;
        m_free.push_back(id);
        if (r.user >= 0)
            issue(r.user, m_now);
    }
    m_running.resize(kept);
}

/** A request completed after the warm-up: its latencies and tokens. */
void Simulation::record(const Request &r)
{
    const double overhead = r.overhead;
    m_ttft.push_back(r.firstToken - r.arrival + overhead);
    m_endToEnd.push_back(m_now - r.arrival + overhead);
    if (r.output >= 2)
        m_tpot.push_back((m_now - r.firstToken) / (r.output - 1));
    m_outputTokens += r.output;
}

/** vLLM's recompute preemption: the latest admitted gives back its blocks. */
void Simulation::preemptIfFull()
{
    while (m_costs.kvPoolTokens > 0 && m_usedTokens > m_costs.kvPoolTokens && m_running.size() > 1) {
        const int id = m_running.back();
        m_running.pop_back();
        Request &r = m_requests[std::size_t(id)];
        m_usedTokens -= tokensOf(r);
        r.prefillLeft = r.input + r.generated;
        m_waiting.push_front(id);
        ++m_result.preemptions;
    }
}

LoadResult Simulation::result()
{
    LoadResult &out = m_result;
    out.completed = int(m_ttft.size());
    out.ttft = latencyStats(std::move(m_ttft));
    out.tpot = latencyStats(std::move(m_tpot));
    out.endToEnd = latencyStats(std::move(m_endToEnd));
    const double span = m_measuredStart >= 0 ? m_now - m_measuredStart : 0;
    if (span > 0) {
        out.requestsPerSecond = out.completed / span;
        out.outputTokensPerSecond = double(m_outputTokens) / span;
    }
    if (m_measuredTime > 0) {
        out.meanRunning = m_runningTime / m_measuredTime;
        out.meanDecoding = m_decodingTime / m_measuredTime;
    }
    return out;
}

} // namespace

LatencyStats latencyStats(QList<double> values)
{
    LatencyStats s;
    if (values.isEmpty())
        return s;
    std::sort(values.begin(), values.end());
    double sum = 0;
    for (double v : std::as_const(values))
        sum += v;
    s.mean = sum / double(values.size());
    const auto rank = [&values](double q) {
        // nearest rank: the smallest value with at least q of the values at or below it
        const auto k = qsizetype(std::ceil(q * double(values.size())));
        return values[std::clamp<qsizetype>(k - 1, 0, values.size() - 1)];
    };
    s.p50 = rank(0.50);
    s.p90 = rank(0.90);
    s.p99 = rank(0.99);
    return s;
}

LatencyStats anchoredTo(const LatencyStats &simulated, double mean)
{
    if (!(simulated.mean > 0) || !(mean > 0))
        return simulated;
    const double scale = mean / simulated.mean;
    return {mean, simulated.p50 * scale, simulated.p90 * scale, simulated.p99 * scale};
}

LoadResult simulateLoad(const SchedulerCosts &costs, const LoadSettings &settings)
{
    if (!costs.decodeStepSeconds || costs.tokenBudget < 1 || costs.maxRunning < 1
        || (settings.kind == LoadKind::ClosedLoop && settings.users < 1)
        || (settings.kind == LoadKind::OpenLoop && !(settings.requestsPerSecond > 0)))
        return {};
    Simulation simulation(costs, settings);
    return simulation.run();
}

} // namespace Headroom
