#pragma once

#include <cstdint>

namespace Headroom {

/** Byte counts in core are plain std::int64_t; these are the only conversion constants.
 *  GB = 10^9 B (vendors), GiB = 2^30 B (what CUDA, vLLM and llama.cpp print). */
inline constexpr std::int64_t kKiB = 1024;
inline constexpr std::int64_t kMiB = 1024 * kKiB;
inline constexpr std::int64_t kGiB = 1024 * kMiB;
inline constexpr std::int64_t kGB = 1000 * 1000 * 1000;

inline constexpr double toGiB(std::int64_t bytes)
{
    return static_cast<double>(bytes) / static_cast<double>(kGiB);
}

inline constexpr double toGB(std::int64_t bytes)
{
    return static_cast<double>(bytes) / static_cast<double>(kGB);
}

inline constexpr std::int64_t fromGiB(double gib)
{
    return static_cast<std::int64_t>(gib * static_cast<double>(kGiB));
}

inline constexpr std::int64_t fromGB(double gb)
{
    return static_cast<std::int64_t>(gb * static_cast<double>(kGB));
}

} // namespace Headroom
