<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>Headroom</name>
    <message>
        <source>The %1 catalog is not valid JSON: %2 at offset %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 catalog is not a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 catalog has schema %2; this version reads schema %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 catalog has no &quot;%2&quot; array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the built-in catalog %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metadata key &quot;%1&quot; has an unknown value type %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metadata key &quot;%1&quot; nests arrays too deeply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metadata key &quot;%1&quot; has an unknown element type %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metadata key &quot;%1&quot; claims %2 elements, more than the file can hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a GGUF file (wrong magic number).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGUF version %1 is not supported (versions 2 and 3 are).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header claims %1 metadata entries, more than the file can hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header claims %1 tensors, more than the file can hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor &quot;%1&quot; has %2 dimensions (1 to 4 are valid).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor &quot;%1&quot; has an impossible shape.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor &quot;%1&quot; has an unknown type %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor &quot;%1&quot; rows are not whole %2 blocks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor &quot;%1&quot; claims more bytes than any file can hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>general.alignment %1 is not a power of two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor &quot;%1&quot; claims %2 bytes at offset %3, past the end of the file: the header lies about its sizes or the file is truncated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GGUF header has no general.architecture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GGUF header lacks %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json has no &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json states zero layers, hidden size or heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2 at offset %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not estimated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deployment&apos;s configuration is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; is not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model &quot;%1&quot; is not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1: (%2 linear x %3 bits + %4 embedding/lm_head x %5 bits + %6 norms/biases x %7 bits) / 8 / TP %8 = %9 GiB; %10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sequences x %2 B per sequence (%3 tokens, blocks of %4, sliding windows capped; %5 B/token on this GPU at TP %6, KV %7) = %8 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activation peak %1 GiB, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> + %1 seq x %2 tokens x (hidden %3 x %4 B + MLP intermediate %8 x %9 B) / TP (formula) + %1 seq x vocab %5 x %6 B logits (formula) = %7 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>non-torch %1 GiB, %2; CUDA graphs %3 GiB, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(1 - %1) x %2 GiB total - CUDA graphs; KV pool = %1 x total - weights - activation peak - non-torch = %3 GiB (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(1 - %1) x %2 GiB total - activations - runtime; KV pool = %1 x total - weights = %3 GiB (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(1 - %1) x %2 GiB free after weights and buffers; KV pool = %1 x free = %3 GiB (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no pre-allocated budget (%1); KV room = capacity - weights - activations - runtime = %2 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp32: 4 bytes per parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>16-bit: 2 bytes per parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8-bit linear layers 1 byte per parameter (per-channel scales negligible), embeddings and lm_head 2 bytes (FP8-dynamic checkpoints; measured: Llama-3.1-70B FP8 67.7 GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4-bit group 128: 4 bits + fp16 scale + packed zero per 128 weights ~4.25 bits (assumed, rounded up); embeddings and lm_head stay 16-bit (vLLM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NF4: 4 bits + 8-bit absmax per 64 weights + fp32 per 256 absmax (double quantisation) = 4.127 bits (bitsandbytes); embeddings and lm_head 16-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT8 (W8A8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AWQ 4-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPTQ 4-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NF4 (bitsandbytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGUF Q8_0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGUF Q6_K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGUF Q5_K_M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGUF Q4_K_M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGUF Q4_0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGUF Q3_K_M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGUF Q2_K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q8_0 (llama.cpp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q4_0 (llama.cpp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vLLM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorRT-LLM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGLang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>llama.cpp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field &quot;%1&quot; must be a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field &quot;%1&quot; is out of range: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model &quot;%1&quot;: experts per token exceed the number of experts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model &quot;%1&quot;: unknown attention kind &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A model entry has no &quot;id&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model &quot;%1&quot;: attention layer groups cover %2 layers, the model has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model &quot;%1&quot;: %2 attention heads are not a multiple of %3 KV heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU entry has no &quot;id&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; has no memory size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Headroom project (not a SQLite database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is truncated (shorter than a SQLite header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is damaged (bad SQLite page size)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is truncated (%2 bytes, expected %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Headroom project (a SQLite database of another application, id 0x%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; was written by a newer Headroom (file format version %2; this version reads up to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no file format version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot migrate &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot migrate &apos;%1&apos; from version %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::AddConfiguration</name>
    <message>
        <source>Add configuration</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::AddDeployment</name>
    <message>
        <source>Deploy model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::Catalog</name>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU catalog entry %1 is not an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU catalog entry %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU catalog entry %1: the id is not lower-case words joined by hyphens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU catalog entry %1: the id is used twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model catalog entry %1 is not an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model catalog entry %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model catalog entry %1: the id is not lower-case words joined by hyphens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model catalog entry %1: the id is used twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id: use lower-case words joined by hyphens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a built-in entry; save the edited copy as &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already the id of a model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; has no memory size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already the id of a GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model &quot;%1&quot; has no layers or hidden size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user catalog has schema %1; this version reads schema %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User GPU entry %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User model entry %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::ChangeConfiguration</name>
    <message>
        <source>Change configuration</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::ChangeCostAssumptions</name>
    <message>
        <source>Change cost assumptions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::ChangeDeployment</name>
    <message>
        <source>Change deployment</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::Cli</name>
    <message>
        <source>memory and speed of a model on GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list or show built-in GPUs and models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read a HF config.json or a GGUF header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rent vs buy: cost curves and breakeven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print a project file&apos;s plans and estimates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write a new project file (--from-sample)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export a project&apos;s PDF report or CSV table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (see --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (see --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: headroom-cli [--help] [--version] &lt;command&gt; [options]

Plan LLM GPU capacity from the command line: memory per GPU, speed, cost.

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Global option: --lang en|ru|pl  messages in that language (default: English).
Run &apos;headroom-cli &lt;command&gt; --help&apos; for the options of a command.
Exit codes: 0 success, 1 failure, 2 bad usage or bad input.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang needs a language: en, ru or pl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (use en, ru or pl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: headroom-cli catalog gpus|models [--json]
       headroom-cli catalog show &lt;id&gt; [--json]

Lists the built-in GPUs or models, or shows one entry.

Options:
  --json     print JSON instead of a table
  -h, --help print this help
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MEM GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BW TB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PARAMS B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAYERS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CONTEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpus, models or show &lt;id&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (see &apos;catalog --help&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;catalog show&apos; needs an id (see &apos;catalog --help&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos; (see &apos;catalog --help&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown catalog command &apos;%1&apos; (see &apos;catalog --help&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown catalog id &apos;%1&apos; (see &apos;catalog gpus&apos; and &apos;catalog models&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-in capex per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Useful life in years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual value at end of life, % of capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of capital per year, fraction (0 = straight line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node power per GPU, kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power usage effectiveness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity price per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocation price per kW-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maintenance per year, % of capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staff cost per GPU-year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On-demand price per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-year reserved price per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy fraction of hours, 0..1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a non-negative number, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, got &apos;%4&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--price-drift-percent must be a number, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown currency &apos;%1&apos; (USD, EUR, RUB or PLN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU id (labels the output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon in months (1-120)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent price change per year, %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD, EUR, RUB or PLN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpu needs a lower-case GPU id, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpus is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent vs buy: %1 x %2, %3 months, utilization %4, amounts in %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>month        own  on-demand   reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breakeven month (own vs on-demand): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breakeven utilization: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Savings of owning at %1 months: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per useful GPU-hour: own %1, on-demand %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimate needs --model and --gpu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a non-negative integer, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown model &apos;%1&apos; (give a catalog id or the path of a config.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model %1: %2 parameters (%3 active), KV %4 B/token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2 GiB; engine %3, memory fraction %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU  weights  KV cache  activations  runtime  reserve  free  (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: %1 GiB short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV pool per GPU %1 GiB = %2 tokens; max sequences %3; max context %4; fewest GPUs %5 (TP %6 x PP %7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown GPU &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown weight format &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown KV cache format &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown engine &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--memory-fraction must be a number in (0, 1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--batch or --context is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: headroom-cli import &lt;config.json | model.gguf&gt; [--json]
Reads a Hugging Face config.json or a GGUF file&apos;s header (never its tensor data) and prints the architecture it describes.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import takes one file: a config.json or a .gguf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown GPU or model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs exactly one file (see &apos;headroom-cli %1 --help&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print a project file&apos;s metadata, configurations and deployments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the .headroom file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a new project file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the .headroom file to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the sample project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overwrite an existing file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; exists already (use --force to overwrite it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;report&apos; is not available yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::ConfigReader</name>
    <message>
        <source>config.json field &apos;%1&apos; is not a non-negative number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json has no &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::CostModel</name>
    <message>
        <source>Cost input must be a non-negative number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Useful life must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization must be a fraction from 0 to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual value must be at most 100% of the purchase price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yearly change must be above -100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing granularity must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU count must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon must be 1 to 120 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Useful life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual decay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of capital</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocation price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staff cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On-demand price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::Cursor</name>
    <message>
        <source>The file is truncated: a value at byte %1 runs past the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read byte %1 of the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A string at byte %1 claims %2 bytes, more than the file can hold.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::Display</name>
    <message>
        <source>%1 GiB</source>
        <extracomment>binary gigabytes, as software reports memory</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <extracomment>binary megabytes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>milliseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>seconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>minutes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <extracomment>output tokens per second</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln token(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::Estimate</name>
    <message>
        <source>measured (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assumed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs do not split into replicas of TP %2 x PP %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel %1 does not divide the %2 attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel %1 neither divides nor is a multiple of the %2 KV heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters computed from the architecture (%2) differ from the declared %3 by %4%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parallelism</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::LanguageManager</name>
    <message>
        <source>System default</source>
        <extracomment>The language menu&apos;s first entry: follow the operating system&apos;s language</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New from &amp;Sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent vs buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coming soon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board: drop GPUs and models here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs and models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a deployment to edit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Headroom</source>
        <extracomment>Window title: document name, then the application name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom projects (*.headroom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an untitled project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom did not close cleanly. Restore the unsaved changes to %1 from %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot restore the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Headroom %1&lt;/h3&gt;&lt;p&gt;Plan LLM GPU capacity offline: memory per GPU, speed, and the cost of renting or owning.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::Money</name>
    <message>
        <source>No exchange rate from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::MoveConfiguration</name>
    <message>
        <source>Move configuration</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::ProjectDocument</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::ProjectLock</name>
    <message>
        <source>&apos;%1&apos; is open in another Headroom (process %2 on %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is open in another Headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot lock &apos;%1&apos;: the lock file &apos;%2&apos; cannot be written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::ProjectSql</name>
    <message>
        <source>could not read the project file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project file has no metadata row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project file has a bad catalog entry in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project file has a deployment &apos;%1&apos; on a configuration &apos;%2&apos; that does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not use the project file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project file has schema version %1, which cannot be migrated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project file is missing the table &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a text of %1 characters is too long to save (at most %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not write the project file: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::ProjectSql::RowReader</name>
    <message>
        <source>text expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text of %1 characters is too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside %2..%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (YYYY-MM-DD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date and time (ISO 8601)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown value &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project file has a bad value in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::ProjectStore</name>
    <message>
        <source>cannot migrate &apos;%1&apos;: no temporary folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot migrate &apos;%1&apos;: copying it failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot migrate &apos;%1&apos;: the backup &apos;%2&apos; could not be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save &apos;%1&apos;: the file is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save &apos;%1&apos;: the folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save &apos;%1&apos;: writing to disk failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save &apos;%1&apos;: replacing the file failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the recovery folder &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::Reader</name>
    <message>
        <source>Field &quot;%1&quot; must be a non-negative number.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::RemoveConfiguration</name>
    <message>
        <source>Remove configuration</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::RemoveDeployment</name>
    <message>
        <source>Remove deployment</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::ReplaceProject</name>
    <message>
        <source>Restore unsaved work</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::Sample</name>
    <message>
        <source>Sample: serving three model sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A workstation GPU for an 8B model, two H100s for a 70B model in FP8, and an eight-way H200 node for DeepSeek-V3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Headroom::Throughput</name>
    <message>
        <source>memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed estimates are not available yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan LLM GPU capacity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the sample project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the window to a PNG file and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A .headroom project to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the project</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>std</name>
    <message>
        <source>whole number expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside %2..%3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
