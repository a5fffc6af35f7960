#pragma once

#include "units/provenance.h"

#include <QString>

#include <cstdint>

namespace Headroom {

enum class GpuVendor { Nvidia, Amd, Apple, Intel, Other };

/** A price range in USD per GPU-hour, dated. */
struct RentalPriceRange
{
    double onDemandLowUsdPerHour = 0;
    double onDemandHighUsdPerHour = 0;
    double spotLowUsdPerHour = 0;
    double spotHighUsdPerHour = 0;
    Provenance provenance;

    friend bool operator==(const RentalPriceRange &, const RentalPriceRange &) = default;
};

/** One GPU type. Compute figures are dense tensor-core peaks, never 2:4-sparse headlines. */
struct GpuSpec
{
    QString id; // "h100-sxm-80gb"
    QString name; // "H100 SXM 80GB"
    GpuVendor vendor = GpuVendor::Nvidia;
    QString architecture;
    QString formFactor;

    std::int64_t marketedMemoryBytes = 0; // "80 GB" = 80e9
    std::int64_t usableMemoryBytes = 0; // what CUDA reports (79.18 GiB); 0 = unknown
    /** Where the usable figure comes from: a quoted log line or device query, or how it was
     *  derived ("Derived: ...") where no measurement was found. */
    QString usableMemorySource;
    bool unifiedMemory = false; // Apple M-series
    QString memoryType;
    double memoryBandwidthBytesPerSecond = 0;

    double bf16Flops = 0; // dense
    double fp8Flops = 0; // 0 = unsupported
    double int8Ops = 0;
    double fp4Flops = 0;

    double tdpWatts = 0;
    QString interconnect; // "NVLink 4", "PCIe 5.0 x16"
    double interconnectBytesPerSecond = 0; // per direction, per GPU; 0 = PCIe only
    double pcieBytesPerSecond = 0; // host link, per direction

    QString launch; // "2022-03"
    double launchPriceUsd = 0;
    double streetPriceUsd = 0;
    RentalPriceRange rental;

    Provenance provenance;

    /** Capacity the software sees: what CUDA reports when known, else the marketed bytes. */
    std::int64_t memoryBytes() const
    {
        return usableMemoryBytes > 0 ? usableMemoryBytes : marketedMemoryBytes;
    }
    friend bool operator==(const GpuSpec &, const GpuSpec &) = default;
};

} // namespace Headroom
