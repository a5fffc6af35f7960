<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>Headroom::Advisor</name>
    <message numerus="yes">
        <source>%1: memory: the KV pool holds %2 sequences per replica, so %n replica(s)</source>
        <translation>
            <numerusform>%1: memory: the KV pool holds %2 sequences per replica, so %n replica</numerusform>
            <numerusform>%1: memory: the KV pool holds %2 sequences per replica, so %n replicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2: the latency targets allow %3 sequences per replica (the KV pool holds %4), so %n replica(s)</source>
        <translation>
            <numerusform>%1: %2: the latency targets allow %3 sequences per replica (the KV pool holds %4), so %n replica</numerusform>
            <numerusform>%1: %2: the latency targets allow %3 sequences per replica (the KV pool holds %4), so %n replicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the TTFT target needs a prefill pool of %n replica(s) on %2 (a prompt alone %3 ms, its KV transfer %4 ms)</source>
        <translation>
            <numerusform>%1: the TTFT target needs a prefill pool of %n replica on %2 (a prompt alone %3 ms, its KV transfer %4 ms)</numerusform>
            <numerusform>%1: the TTFT target needs a prefill pool of %n replicas on %2 (a prompt alone %3 ms, its KV transfer %4 ms)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bought together with %2 as %1; this model&apos;s share: %n GPU(s).</source>
        <extracomment>%1: the units (&quot;1 x HGX H100 8-GPU server (8 GPUs), 8 used&quot;); %2: the other models; %n: this model&apos;s GPUs in them</extracomment>
        <translation>
            <numerusform>Bought together with %2 as %1; this model&apos;s share: %n GPU.</numerusform>
            <numerusform>Bought together with %2 as %1; this model&apos;s share: %n GPUs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::AdvisorDialog</name>
    <message numerus="yes">
        <source>%n user(s)</source>
        <translation>
            <numerusform>%n user</numerusform>
            <numerusform>%n users</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Rent vs own:&lt;/b&gt; over %n month(s) renting costs %1, owning %2; over 3 years %3 against %4; %5.</source>
        <translation>
            <numerusform>&lt;b&gt;Rent vs own:&lt;/b&gt; over %n month renting costs %1, owning %2; over 3 years %3 against %4; %5.</numerusform>
            <numerusform>&lt;b&gt;Rent vs own:&lt;/b&gt; over %n months renting costs %1, owning %2; over 3 years %3 against %4; %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the project&apos;s (%n month(s))</source>
        <extracomment>the advisor&apos;s horizon when the question states none: the project&apos;s cost horizon</extracomment>
        <translation>
            <numerusform>the project&apos;s (%n month)</numerusform>
            <numerusform>the project&apos;s (%n months)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::Board</name>
    <message numerus="yes">
        <source>Use %n GPU(s) (TP %1, PP %2, DP %3).</source>
        <extracomment>%1 = tensor parallel, %2 = pipeline parallel, %3 = data parallel</extracomment>
        <translation>
            <numerusform>Use %n GPU (TP %1, PP %2, DP %3).</numerusform>
            <numerusform>Use %n GPUs (TP %1, PP %2, DP %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lower the batch to %n sequence(s).</source>
        <translation>
            <numerusform>Lower the batch to %n sequence.</numerusform>
            <numerusform>Lower the batch to %n sequences.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Use %n GPU(s) with tensor parallel %1.</source>
        <extracomment>%1 = tensor parallel size (GPUs sharing every layer)</extracomment>
        <translation>
            <numerusform>Use %n GPU with tensor parallel %1.</numerusform>
            <numerusform>Use %n GPUs with tensor parallel %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Use %n GPU(s): tensor parallel %1 × pipeline parallel %2.</source>
        <extracomment>%1 = tensor parallel size, %2 = pipeline stages (one node holds 8 GPUs)</extracomment>
        <translation>
            <numerusform>Use %n GPU: tensor parallel %1 × pipeline parallel %2.</numerusform>
            <numerusform>Use %n GPUs: tensor parallel %1 × pipeline parallel %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Regroup the GPUs as tensor parallel %1: %n replica(s).</source>
        <extracomment>%1 = tensor parallel size (GPUs sharing every layer)</extracomment>
        <translation>
            <numerusform>Regroup the GPUs as tensor parallel %1: %n replica.</numerusform>
            <numerusform>Regroup the GPUs as tensor parallel %1: %n replicas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Regroup the GPUs as tensor parallel %1 × pipeline parallel %2: %n replica(s).</source>
        <extracomment>%1 = tensor parallel size, %2 = pipeline stages</extracomment>
        <translation>
            <numerusform>Regroup the GPUs as tensor parallel %1 × pipeline parallel %2: %n replica.</numerusform>
            <numerusform>Regroup the GPUs as tensor parallel %1 × pipeline parallel %2: %n replicas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Regroup the GPUs as tensor parallel %1: %n replica(s) instead of %2.</source>
        <extracomment>%1 = tensor parallel size, %2 = the replicas the GPUs hold now</extracomment>
        <translation>
            <numerusform>Regroup the GPUs as tensor parallel %1: %n replica instead of %2.</numerusform>
            <numerusform>Regroup the GPUs as tensor parallel %1: %n replicas instead of %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Regroup the GPUs as tensor parallel %1 × pipeline parallel %2: %n replica(s) instead of %3.</source>
        <extracomment>%1 = tensor parallel size, %2 = pipeline stages, %3 = the replicas the GPUs hold now</extracomment>
        <translation>
            <numerusform>Regroup the GPUs as tensor parallel %1 × pipeline parallel %2: %n replica instead of %3.</numerusform>
            <numerusform>Regroup the GPUs as tensor parallel %1 × pipeline parallel %2: %n replicas instead of %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) instead of %1.</source>
        <extracomment>a second sentence after &quot;Use 16 GPUs: ...&quot;; %1 = the replicas the configuration has now</extracomment>
        <translation>
            <numerusform>%n replica instead of %1.</numerusform>
            <numerusform>%n replicas instead of %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::CalibrationDialog</name>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <extracomment>a measurement file in the list: its name and how many runs it holds</extracomment>
        <translation>
            <numerusform>%1 (%n run)</numerusform>
            <numerusform>%1 (%n runs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2: %n run(s)</source>
        <translation>
            <numerusform>%1 on %2: %n run</numerusform>
            <numerusform>%1 on %2: %n runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::CatalogModel</name>
    <message numerus="yes">
        <source>%n KV head(s)</source>
        <translation>
            <numerusform>%n KV head</numerusform>
            <numerusform>%n KV heads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::CatalogPalette</name>
    <message numerus="yes">
        <source>%1 cannot be deleted while the plan uses it: %2. Remove or change those first.</source>
        <translation>
            <numerusform>%1 cannot be deleted while the plan uses it: %2. Remove or change it first.</numerusform>
            <numerusform>%1 cannot be deleted while the plan uses it: %2. Remove or change those first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::Charts</name>
    <message numerus="yes">
        <source>%n month(s): %1</source>
        <translation>
            <numerusform>%n month: %1</numerusform>
            <numerusform>%n months: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::Cli</name>
    <message numerus="yes">
        <source>Calibration of %1 on %2 (%n run(s))</source>
        <translation>
            <numerusform>Calibration of %1 on %2 (%n run)</numerusform>
            <numerusform>Calibration of %1 on %2 (%n runs)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::Commands</name>
    <message numerus="yes">
        <source>Set batch to %Ln sequence(s)</source>
        <translation>
            <numerusform>Set batch to %Ln sequence</numerusform>
            <numerusform>Set batch to %Ln sequences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set GPU count to %Ln</source>
        <translation>
            <numerusform>Set GPU count to %Ln</numerusform>
            <numerusform>Set GPU count to %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set horizon to %Ln month(s)</source>
        <translation>
            <numerusform>Set horizon to %Ln month</numerusform>
            <numerusform>Set horizon to %Ln months</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::ConfigurationCard</name>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n replica</numerusform>
            <numerusform>%n replicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more GPU(s) hold the other replicas, the same as above.</source>
        <translation>
            <numerusform>%n more GPU holds the other replicas, the same as above.</numerusform>
            <numerusform>%n more GPUs hold the other replicas, the same as above.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more GPU(s) not drawn.</source>
        <translation>
            <numerusform>%n more GPU not drawn.</numerusform>
            <numerusform>%n more GPUs not drawn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::ConfigurationCost</name>
    <message numerus="yes">
        <source>%1 / %n GPU(s) (the cheapest unit it is sold in)</source>
        <translation>
            <numerusform>%1 / %n GPU (the cheapest unit it is sold in)</numerusform>
            <numerusform>%1 / %n GPUs (the cheapest unit it is sold in)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: middle of the on-demand prices of %n instance shape(s)</source>
        <translation>
            <numerusform>%1: middle of the on-demand prices of %n instance shape</numerusform>
            <numerusform>%1: middle of the on-demand prices of %n instance shapes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::Cost</name>
    <message numerus="yes">
        <source>%1 x %2 (%n GPU(s))</source>
        <translation>
            <numerusform>%1 x %2 (%n GPU)</numerusform>
            <numerusform>%1 x %2 (%n GPUs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n used</source>
        <translation>
            <numerusform>%1, %n used</numerusform>
            <numerusform>%1, %n used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2, %3; %n used</source>
        <translation>
            <numerusform>%1 at %2, %3; %n used</numerusform>
            <numerusform>%1 at %2, %3; %n used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bought together with other configurations as %1; %n of the GPUs are this one&apos;s, and it pays for %2 spare.</source>
        <extracomment>%1: the units (&quot;1 x HGX H100 8-GPU server (8 GPUs), 5 used&quot;); %n: this configuration&apos;s GPUs in them; %2: the spare GPUs it pays for</extracomment>
        <translation>
            <numerusform>Bought together with other configurations as %1; %n of the GPUs is this one&apos;s, and it pays for %2 spare.</numerusform>
            <numerusform>Bought together with other configurations as %1; %n of the GPUs are this one&apos;s, and it pays for %2 spare.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::DeploymentEditor</name>
    <message numerus="yes">
        <source>The checkpoint holds %n MTP layer(s); they are loaded only when speculative decoding uses them.</source>
        <translation>
            <numerusform>The checkpoint holds %n MTP layer; it is loaded only when speculative decoding uses it.</numerusform>
            <numerusform>The checkpoint holds %n MTP layers; they are loaded only when speculative decoding uses them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::DeploymentFigures</name>
    <message numerus="yes">
        <source>Pipeline stage %1, %n layer(s)</source>
        <translation>
            <numerusform>Pipeline stage %1, %n layer</numerusform>
            <numerusform>Pipeline stage %1, %n layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Max context at %n sequence(s):</source>
        <translation>
            <numerusform>Max context at %n sequence:</numerusform>
            <numerusform>Max context at %n sequences:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) (TP %1 × PP %2)</source>
        <translation>
            <numerusform>%n GPU (TP %1 × PP %2)</numerusform>
            <numerusform>%n GPUs (TP %1 × PP %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) (TP %1 × PP %2 × DP %3)</source>
        <translation>
            <numerusform>%n GPU (TP %1 × PP %2 × DP %3)</numerusform>
            <numerusform>%n GPUs (TP %1 × PP %2 × DP %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) per replica</source>
        <translation>
            <numerusform>%n sequence per replica</numerusform>
            <numerusform>%n sequences per replica</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n replica</numerusform>
            <numerusform>%n replicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A seeded simulation of the engine&apos;s scheduler: %n requests arriving as the load says, continuous batching with chunked prefill, admission by free slots and KV pool, preemption when the pool is full; %3 preemptions. The percentiles are its spread around the estimate&apos;s means, which the measured serving points check (its own means: TTFT %1, TPOT %2).</source>
        <translation>
            <numerusform>A seeded simulation of the engine&apos;s scheduler: %n request arriving as the load says, continuous batching with chunked prefill, admission by free slots and KV pool, preemption when the pool is full; %3 preemptions. The percentiles are its spread around the estimate&apos;s means, which the measured serving points check (its own means: TTFT %1, TPOT %2).</numerusform>
            <numerusform>A seeded simulation of the engine&apos;s scheduler: %n requests arriving as the load says, continuous batching with chunked prefill, admission by free slots and KV pool, preemption when the pool is full; %3 preemptions. The percentiles are its spread around the estimate&apos;s means, which the measured serving points check (its own means: TTFT %1, TPOT %2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::DeploymentRow</name>
    <message numerus="yes">
        <source>%n sequence(s)</source>
        <translation>
            <numerusform>%n sequence</numerusform>
            <numerusform>%n sequences</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::DisaggregationEditor</name>
    <message numerus="yes">
        <source>Decode pool: the configuration&apos;s %n replica(s)</source>
        <translation>
            <numerusform>Decode pool: the configuration&apos;s %n replica</numerusform>
            <numerusform>Decode pool: the configuration&apos;s %n replicas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::Display</name>
    <message numerus="yes">
        <source>%Ln token(s)</source>
        <translation>
            <numerusform>%Ln token</numerusform>
            <numerusform>%Ln tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::EngineSettingsEditor</name>
    <message numerus="yes">
        <source>CUDA graphs for %n batch size(s).</source>
        <translation>
            <numerusform>CUDA graphs for %n batch size.</numerusform>
            <numerusform>CUDA graphs for %n batch sizes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::Estimate</name>
    <message numerus="yes">
        <source>%n micro-batch(es) in flight</source>
        <translation>
            <numerusform>%n micro-batch in flight</numerusform>
            <numerusform>%n micro-batches in flight</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layer input(s)</source>
        <translation>
            <numerusform>%n layer input</numerusform>
            <numerusform>%n layer inputs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n layer</numerusform>
            <numerusform>%n layers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::Money</name>
    <message numerus="yes">
        <source>The rate %1 is %n month(s) old: update it under Exchange rates.</source>
        <translation>
            <numerusform>The rate %1 is %n month old: update it under Exchange rates.</numerusform>
            <numerusform>The rate %1 is %n months old: update it under Exchange rates.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::ParallelismEditor</name>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n replica</numerusform>
            <numerusform>%n replicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) each</source>
        <translation>
            <numerusform>%n GPU each</numerusform>
            <numerusform>%n GPUs each</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::Report</name>
    <message numerus="yes">
        <source>%1, %n sequence(s) × %2</source>
        <translation>
            <numerusform>%1, %n sequence × %2</numerusform>
            <numerusform>%1, %n sequences × %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>not within %n month(s)</source>
        <translation>
            <numerusform>not within %n month</numerusform>
            <numerusform>not within %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hybrid: own %n GPU(s), rent the rest on demand</source>
        <translation>
            <numerusform>Hybrid: own %n GPU, rent the rest on demand</numerusform>
            <numerusform>Hybrid: own %n GPUs, rent the rest on demand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(cheapest of %n that fit)</source>
        <translation>
            <numerusform>(the only one that fits)</numerusform>
            <numerusform>(cheapest of %n that fit)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost over %n month(s)</source>
        <translation>
            <numerusform>Cost over %n month</numerusform>
            <numerusform>Cost over %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n concurrent user(s)</source>
        <translation>
            <numerusform>%n concurrent user</numerusform>
            <numerusform>%n concurrent users</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>How to run the plan&apos;s deployments over %n month(s) at %1 utilisation:</source>
        <translation>
            <numerusform>How to run the plan&apos;s deployments over %n month at %1 utilisation:</numerusform>
            <numerusform>How to run the plan&apos;s deployments over %n months at %1 utilisation:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::ReportsPanel</name>
    <message numerus="yes">
        <source>Cheapest over %n month(s): %1, %2.</source>
        <translation>
            <numerusform>Cheapest over %n month: %1, %2.</numerusform>
            <numerusform>Cheapest over %n months: %1, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Planned over %n month(s): %1, %2.</source>
        <translation>
            <numerusform>Planned over %n month: %1, %2.</numerusform>
            <numerusform>Planned over %n months: %1, %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::Speed</name>
    <message numerus="yes">
        <source>The KV cache pool holds no sequence of %n tokens</source>
        <translation>
            <numerusform>The KV cache pool holds no sequence of %n token</numerusform>
            <numerusform>The KV cache pool holds no sequence of %n tokens</numerusform>
        </translation>
    </message>
</context>
</TS>
