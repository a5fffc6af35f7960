<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
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
    <name>Headroom::Throughput</name>
    <message numerus="yes">
        <source>The KV cache pool holds no sequence of %n tokens</source>
        <translation>
            <numerusform>The KV cache pool holds no sequence of %n token</numerusform>
            <numerusform>The KV cache pool holds no sequence of %n tokens</numerusform>
        </translation>
    </message>
</context>
</TS>
