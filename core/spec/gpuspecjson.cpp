#include "spec/specjson.h"

#include "spec/idtable.h"
#include "spec/specjson_p.h"

namespace Headroom {

using namespace SpecJsonDetail;

namespace {

constexpr IdTable<GpuVendor, 5> kGpuVendors {{
        {GpuVendor::Nvidia, "nvidia"},
        {GpuVendor::Amd, "amd"},
        {GpuVendor::Apple, "apple"},
        {GpuVendor::Intel, "intel"},
        {GpuVendor::Other, "other"},
}};

} // namespace

QString gpuVendorId(GpuVendor vendor)
{
    return idOf(kGpuVendors, vendor);
}

std::optional<GpuVendor> gpuVendorFromId(QStringView id)
{
    return fromId(kGpuVendors, id); // case-insensitive: "NVIDIA" reads too
}

QJsonObject gpuSpecToJson(const GpuSpec &g)
{
    QJsonObject json;
    json.insert(QStringLiteral("id"), g.id);
    json.insert(QStringLiteral("name"), g.name);
    json.insert(QStringLiteral("vendor"), gpuVendorId(g.vendor));
    json.insert(QStringLiteral("architecture"), g.architecture);
    json.insert(QStringLiteral("form_factor"), g.formFactor);
    json.insert(QStringLiteral("memory_bytes_marketed"), static_cast<double>(g.marketedMemoryBytes));
    json.insert(QStringLiteral("memory_bytes_usable"), static_cast<double>(g.usableMemoryBytes));
    if (!g.usableMemorySource.isEmpty())
        json.insert(QStringLiteral("memory_usable_source"), g.usableMemorySource);
    json.insert(QStringLiteral("unified_memory"), g.unifiedMemory);
    json.insert(QStringLiteral("memory_type"), g.memoryType);
    json.insert(QStringLiteral("memory_bandwidth_bytes_per_s"), g.memoryBandwidthBytesPerSecond);
    json.insert(QStringLiteral("bf16_dense_flops"), g.bf16Flops);
    json.insert(QStringLiteral("fp8_dense_flops"), g.fp8Flops);
    json.insert(QStringLiteral("int8_dense_ops"), g.int8Ops);
    json.insert(QStringLiteral("fp4_dense_flops"), g.fp4Flops);
    json.insert(QStringLiteral("tdp_w"), g.tdpWatts);
    json.insert(QStringLiteral("interconnect"), g.interconnect);
    json.insert(QStringLiteral("interconnect_bytes_per_s"), g.interconnectBytesPerSecond);
    json.insert(QStringLiteral("pcie_bytes_per_s"), g.pcieBytesPerSecond);
    json.insert(QStringLiteral("nvlink_domain_gpus"), g.nvlinkDomainGpus);
    json.insert(QStringLiteral("internode_bytes_per_s"), g.internodeBytesPerSecond);
    json.insert(QStringLiteral("internode_source"), g.internodeSource);
    json.insert(QStringLiteral("launch"), g.launch);
    json.insert(QStringLiteral("launch_price_usd"), g.launchPriceUsd);
    json.insert(QStringLiteral("street_price_usd"), g.streetPriceUsd);
    QJsonObject rental;
    rental.insert(QStringLiteral("on_demand_low_usd_per_h"), g.rental.onDemandLowUsdPerHour);
    rental.insert(QStringLiteral("on_demand_high_usd_per_h"), g.rental.onDemandHighUsdPerHour);
    rental.insert(QStringLiteral("spot_low_usd_per_h"), g.rental.spotLowUsdPerHour);
    rental.insert(QStringLiteral("spot_high_usd_per_h"), g.rental.spotHighUsdPerHour);
    rental.insert(QStringLiteral("provenance"), provenanceToJson(g.rental.provenance));
    json.insert(QStringLiteral("rental"), rental);
    json.insert(QStringLiteral("provenance"), provenanceToJson(g.provenance));
    return json;
}

Result<GpuSpec> gpuSpecFromJson(const QJsonObject &json)
{
    Reader r {json, {}};
    GpuSpec g;
    g.id = r.stringField("id");
    g.name = r.stringField("name");
    const auto vendor = gpuVendorFromId(r.stringField("vendor"));
    g.vendor = vendor.value_or(GpuVendor::Other);
    g.architecture = r.stringField("architecture");
    g.formFactor = r.stringField("form_factor");
    g.marketedMemoryBytes = r.int64Field("memory_bytes_marketed");
    g.usableMemoryBytes = r.int64Field("memory_bytes_usable");
    g.usableMemorySource = r.stringField("memory_usable_source");
    g.unifiedMemory = r.boolField("unified_memory");
    g.memoryType = r.stringField("memory_type");
    g.memoryBandwidthBytesPerSecond = r.doubleField("memory_bandwidth_bytes_per_s");
    g.bf16Flops = r.doubleField("bf16_dense_flops");
    g.fp8Flops = r.doubleField("fp8_dense_flops");
    g.int8Ops = r.doubleField("int8_dense_ops");
    g.fp4Flops = r.doubleField("fp4_dense_flops");
    g.tdpWatts = r.doubleField("tdp_w");
    g.interconnect = r.stringField("interconnect");
    g.interconnectBytesPerSecond = r.doubleField("interconnect_bytes_per_s");
    g.pcieBytesPerSecond = r.doubleField("pcie_bytes_per_s");
    // the scale-out network: one InfiniBand NDR NIC per GPU unless the entry says otherwise
    g.nvlinkDomainGpus = json.contains(u"nvlink_domain_gpus")
            ? int(r.int64Field("nvlink_domain_gpus"))
            : (g.interconnectBytesPerSecond > 0 ? 8 : 1);
    g.internodeBytesPerSecond = json.contains(u"internode_bytes_per_s")
            ? r.doubleField("internode_bytes_per_s")
            : kDefaultInternodeBytesPerSecond;
    g.internodeSource = json.contains(u"internode_source")
            ? r.stringField("internode_source")
            : QString::fromLatin1(kDefaultInternodeSource);
    g.launch = r.stringField("launch");
    g.launchPriceUsd = r.doubleField("launch_price_usd");
    g.streetPriceUsd = r.doubleField("street_price_usd");
    const QJsonObject rental = json.value(QStringLiteral("rental")).toObject();
    Reader rr {rental, {}};
    g.rental.onDemandLowUsdPerHour = rr.doubleField("on_demand_low_usd_per_h");
    g.rental.onDemandHighUsdPerHour = rr.doubleField("on_demand_high_usd_per_h");
    g.rental.spotLowUsdPerHour = rr.doubleField("spot_low_usd_per_h");
    g.rental.spotHighUsdPerHour = rr.doubleField("spot_high_usd_per_h");
    g.rental.provenance = provenanceFromJson(rental.value(QStringLiteral("provenance")).toObject());
    g.provenance = provenanceFromJson(json.value(QStringLiteral("provenance")).toObject());
    if (!r.error.isEmpty())
        return fail(r.error, g.id);
    if (!rr.error.isEmpty())
        return fail(rr.error, g.id);
    if (g.id.isEmpty())
        return fail(SpecJsonText::tr("A GPU entry has no \"id\"."));
    if (g.memoryBytes() <= 0)
        return fail(SpecJsonText::tr("GPU \"%1\" has no memory size.").arg(g.id));
    if (g.nvlinkDomainGpus < 1 || g.internodeBytesPerSecond < 0)
        return fail(SpecJsonText::tr("GPU \"%1\" has an interconnect domain below one GPU or a "
                                     "negative network bandwidth.")
                            .arg(g.id));
    return g;
}

} // namespace Headroom
