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
/** The scale-out link when a catalog entry states none: one InfiniBand NDR NIC per GPU. */
constexpr double kDefaultInternodeBytesPerSecond = 50e9;
constexpr const char *kDefaultInternodeSource
        = "assumed: one InfiniBand NDR 400 Gb/s (50 GB/s) NIC per GPU, the HGX / DGX reference "
          "design (8x ConnectX-7 per 8-GPU node)";

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
    /** GPUs one interconnect domain joins at interconnectBytesPerSecond: 8 on an HGX board, 72
     *  in an NVL72 rack, 2 for bridged pairs, 1 for PCIe-only cards. A replica over more GPUs
     *  spans nodes, and what crosses them goes over internodeBytesPerSecond. */
    int nvlinkDomainGpus = 1;
    double internodeBytesPerSecond = 0; // per GPU, per direction, between nodes
    QString internodeSource; // where the figure comes from

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
