<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>Headroom</name>
    <message>
        <source>The %1 catalog is not valid JSON: %2 at offset %3.</source>
        <translation>Каталог %1 — некорректный JSON: %2 (смещение %3).</translation>
    </message>
    <message>
        <source>The %1 catalog is not a JSON object.</source>
        <translation>Каталог %1 не является JSON-объектом.</translation>
    </message>
    <message>
        <source>The %1 catalog has schema %2; this version reads schema %3.</source>
        <translation>Каталог %1 имеет схему %2; эта версия читает схему %3.</translation>
    </message>
    <message>
        <source>The %1 catalog has no &quot;%2&quot; array.</source>
        <translation>В каталоге %1 нет массива «%2».</translation>
    </message>
    <message>
        <source>Cannot read the built-in catalog %1: %2.</source>
        <translation>Не удаётся прочитать встроенный каталог %1: %2.</translation>
    </message>
    <message>
        <source>Metadata key &quot;%1&quot; has an unknown value type %2.</source>
        <translation>Ключ метаданных «%1» имеет неизвестный тип значения %2.</translation>
    </message>
    <message>
        <source>Metadata key &quot;%1&quot; nests arrays too deeply.</source>
        <translation>Ключ метаданных «%1» содержит слишком глубоко вложенные массивы.</translation>
    </message>
    <message>
        <source>Metadata key &quot;%1&quot; has an unknown element type %2.</source>
        <translation>Ключ метаданных «%1» имеет неизвестный тип элементов %2.</translation>
    </message>
    <message>
        <source>Metadata key &quot;%1&quot; claims %2 elements, more than the file can hold.</source>
        <translation>Ключ метаданных «%1» заявляет %2 элементов — больше, чем вмещает файл.</translation>
    </message>
    <message>
        <source>This is not a GGUF file (wrong magic number).</source>
        <translation>Это не файл GGUF (неверная сигнатура).</translation>
    </message>
    <message>
        <source>GGUF version %1 is not supported (versions 2 and 3 are).</source>
        <translation>Версия GGUF %1 не поддерживается (поддерживаются версии 2 и 3).</translation>
    </message>
    <message>
        <source>The header claims %1 metadata entries, more than the file can hold.</source>
        <translation>Заголовок заявляет %1 записей метаданных — больше, чем вмещает файл.</translation>
    </message>
    <message>
        <source>The header claims %1 tensors, more than the file can hold.</source>
        <translation>Заголовок заявляет %1 тензоров — больше, чем вмещает файл.</translation>
    </message>
    <message>
        <source>Tensor &quot;%1&quot; has %2 dimensions (1 to 4 are valid).</source>
        <translation>Тензор «%1» имеет %2 измерений (допустимо от 1 до 4).</translation>
    </message>
    <message>
        <source>Tensor &quot;%1&quot; has an impossible shape.</source>
        <translation>Тензор «%1» имеет невозможную форму.</translation>
    </message>
    <message>
        <source>Tensor &quot;%1&quot; has an unknown type %2.</source>
        <translation>Тензор «%1» имеет неизвестный тип %2.</translation>
    </message>
    <message>
        <source>Tensor &quot;%1&quot; rows are not whole %2 blocks.</source>
        <translation>Строки тензора «%1» не делятся на целое число блоков %2.</translation>
    </message>
    <message>
        <source>Tensor &quot;%1&quot; claims more bytes than any file can hold.</source>
        <translation>Тензор «%1» заявляет больше байт, чем может вместить любой файл.</translation>
    </message>
    <message>
        <source>general.alignment %1 is not a power of two.</source>
        <translation>general.alignment %1 не является степенью двойки.</translation>
    </message>
    <message>
        <source>Tensor &quot;%1&quot; claims %2 bytes at offset %3, past the end of the file: the header lies about its sizes or the file is truncated.</source>
        <translation>Тензор «%1» заявляет %2 байт по смещению %3, за концом файла: заголовок указывает неверные размеры или файл обрезан.</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation>Не удаётся открыть «%1»: %2</translation>
    </message>
    <message>
        <source>The GGUF header has no general.architecture.</source>
        <translation>В заголовке GGUF нет general.architecture.</translation>
    </message>
    <message>
        <source>The GGUF header lacks %1.</source>
        <translation>В заголовке GGUF нет %1.</translation>
    </message>
    <message>
        <source>config.json is not a JSON object</source>
        <translation>config.json не является JSON-объектом</translation>
    </message>
    <message>
        <source>config.json has no &apos;%1&apos;</source>
        <translation>В config.json нет «%1»</translation>
    </message>
    <message>
        <source>config.json states zero layers, hidden size or heads</source>
        <translation>В config.json указано ноль слоёв, нулевой скрытый размер или ноль голов</translation>
    </message>
    <message>
        <source>Hugging Face config.json</source>
        <translation>config.json Hugging Face</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2 at offset %3</source>
        <translation>%1 — некорректный JSON: %2 (смещение %3)</translation>
    </message>
    <message>
        <source>Not estimated</source>
        <translation>Не оценено</translation>
    </message>
    <message>
        <source>The deployment&apos;s configuration is missing</source>
        <translation>Конфигурация развёртывания отсутствует</translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; is not in the catalog</source>
        <translation>GPU «%1» нет в каталоге</translation>
    </message>
    <message>
        <source>Model &quot;%1&quot; is not in the catalog</source>
        <translation>Модели «%1» нет в каталоге</translation>
    </message>
    <message>
        <source>stage %1: (%2 linear x %3 bits + %4 embedding/lm_head x %5 bits + %6 norms/biases x %7 bits) / 8 / TP %8 = %9 GiB; %10</source>
        <translation>этап %1: (%2 линейных × %3 бит + %4 embedding/lm_head × %5 бит + %6 норм/смещений × %7 бит) / 8 / TP %8 = %9 ГиБ; %10</translation>
    </message>
    <message>
        <source>%1 sequences x %2 B per sequence (%3 tokens, blocks of %4, sliding windows capped; %5 B/token on this GPU at TP %6, KV %7) = %8 GiB</source>
        <translation>%1 последовательностей × %2 Б на последовательность (%3 токенов, блоки по %4, скользящие окна ограничены; %5 Б/токен на этом GPU при TP %6, KV %7) = %8 ГиБ</translation>
    </message>
    <message>
        <source>activation peak %1 GiB, %2</source>
        <translation>пик активаций %1 ГиБ, %2</translation>
    </message>
    <message>
        <source> + %1 seq x %2 tokens x (hidden %3 x %4 B + MLP intermediate %8 x %9 B) / TP (formula) + %1 seq x vocab %5 x %6 B logits (formula) = %7 GiB</source>
        <translation> + %1 посл. × %2 токенов × (скрытый размер %3 × %4 Б + промежуточный MLP %8 × %9 Б) / TP (формула) + %1 посл. × словарь %5 × %6 Б логитов (формула) = %7 ГиБ</translation>
    </message>
    <message>
        <source>non-torch %1 GiB, %2; CUDA graphs %3 GiB, %4</source>
        <translation>вне torch %1 ГиБ, %2; CUDA graphs %3 ГиБ, %4</translation>
    </message>
    <message>
        <source>(1 - %1) x %2 GiB total - CUDA graphs; KV pool = %1 x total - weights - activation peak - non-torch = %3 GiB (%4)</source>
        <translation>(1 − %1) × %2 ГиБ всего − CUDA graphs; пул KV = %1 × всего − веса − пик активаций − вне torch = %3 ГиБ (%4)</translation>
    </message>
    <message>
        <source>(1 - %1) x %2 GiB total - activations - runtime; KV pool = %1 x total - weights = %3 GiB (%4)</source>
        <translation>(1 − %1) × %2 ГиБ всего − активации − рантайм; пул KV = %1 × всего − веса = %3 ГиБ (%4)</translation>
    </message>
    <message>
        <source>(1 - %1) x %2 GiB free after weights and buffers; KV pool = %1 x free = %3 GiB (%4)</source>
        <translation>(1 − %1) × %2 ГиБ свободно после весов и буферов; пул KV = %1 × свободно = %3 ГиБ (%4)</translation>
    </message>
    <message>
        <source>no pre-allocated budget (%1); KV room = capacity - weights - activations - runtime = %2 GiB</source>
        <translation>нет заранее выделенного бюджета (%1); место под KV = ёмкость − веса − активации − рантайм = %2 ГиБ</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Веса</translation>
    </message>
    <message>
        <source>Master weights</source>
        <translation>Мастер-веса</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Градиенты</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Состояния оптимизатора</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-кэш</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Активации</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Рантайм</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Резерв</translation>
    </message>
    <message>
        <source>fp32: 4 bytes per parameter</source>
        <translation>fp32: 4 байта на параметр</translation>
    </message>
    <message>
        <source>16-bit: 2 bytes per parameter</source>
        <translation>16 бит: 2 байта на параметр</translation>
    </message>
    <message>
        <source>8-bit linear layers 1 byte per parameter (per-channel scales negligible), embeddings and lm_head 2 bytes (FP8-dynamic checkpoints; measured: Llama-3.1-70B FP8 67.7 GiB)</source>
        <translation>8-битные линейные слои — 1 байт на параметр (поканальные масштабы пренебрежимо малы), embedding и lm_head — 2 байта (чекпойнты FP8-dynamic; измерено: Llama-3.1-70B FP8 — 67,7 ГиБ)</translation>
    </message>
    <message>
        <source>4-bit group 128: 4 bits + fp16 scale + packed zero per 128 weights ~4.25 bits (assumed, rounded up); embeddings and lm_head stay 16-bit (vLLM)</source>
        <translation>4 бита, группы по 128: 4 бита + масштаб fp16 + упакованный ноль на 128 весов ≈ 4,25 бита (допущение, с округлением вверх); embedding и lm_head остаются 16-битными (vLLM)</translation>
    </message>
    <message>
        <source>NF4: 4 bits + 8-bit absmax per 64 weights + fp32 per 256 absmax (double quantisation) = 4.127 bits (bitsandbytes); embeddings and lm_head 16-bit</source>
        <translation>NF4: 4 бита + 8-битный absmax на 64 веса + fp32 на 256 absmax (двойное квантование) = 4,127 бита (bitsandbytes); embedding и lm_head 16-битные</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>INT8 (W8A8)</source>
        <translation>INT8 (W8A8)</translation>
    </message>
    <message>
        <source>AWQ 4-bit</source>
        <translation>AWQ 4 бита</translation>
    </message>
    <message>
        <source>GPTQ 4-bit</source>
        <translation>GPTQ 4 бита</translation>
    </message>
    <message>
        <source>NF4 (bitsandbytes)</source>
        <translation>NF4 (bitsandbytes)</translation>
    </message>
    <message>
        <source>GGUF Q8_0</source>
        <translation>GGUF Q8_0</translation>
    </message>
    <message>
        <source>GGUF Q6_K</source>
        <translation>GGUF Q6_K</translation>
    </message>
    <message>
        <source>GGUF Q5_K_M</source>
        <translation>GGUF Q5_K_M</translation>
    </message>
    <message>
        <source>GGUF Q4_K_M</source>
        <translation>GGUF Q4_K_M</translation>
    </message>
    <message>
        <source>GGUF Q4_0</source>
        <translation>GGUF Q4_0</translation>
    </message>
    <message>
        <source>GGUF Q3_K_M</source>
        <translation>GGUF Q3_K_M</translation>
    </message>
    <message>
        <source>GGUF Q2_K</source>
        <translation>GGUF Q2_K</translation>
    </message>
    <message>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <source>Q8_0 (llama.cpp)</source>
        <translation>Q8_0 (llama.cpp)</translation>
    </message>
    <message>
        <source>Q4_0 (llama.cpp)</source>
        <translation>Q4_0 (llama.cpp)</translation>
    </message>
    <message>
        <source>vLLM</source>
        <translation>vLLM</translation>
    </message>
    <message>
        <source>TensorRT-LLM</source>
        <translation>TensorRT-LLM</translation>
    </message>
    <message>
        <source>SGLang</source>
        <translation>SGLang</translation>
    </message>
    <message>
        <source>llama.cpp</source>
        <translation>llama.cpp</translation>
    </message>
    <message>
        <source>Transformers</source>
        <translation>Transformers</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Инференс</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>Полное дообучение</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>Field &quot;%1&quot; must be a number.</source>
        <translation>Поле «%1» должно быть числом.</translation>
    </message>
    <message>
        <source>Field &quot;%1&quot; is out of range: %2.</source>
        <translation>Поле «%1» вне допустимого диапазона: %2.</translation>
    </message>
    <message>
        <source>Model &quot;%1&quot;: experts per token exceed the number of experts.</source>
        <translation>Модель «%1»: экспертов на токен больше, чем экспертов.</translation>
    </message>
    <message>
        <source>Model &quot;%1&quot;: unknown attention kind &quot;%2&quot;.</source>
        <translation>Модель «%1»: неизвестный вид внимания «%2».</translation>
    </message>
    <message>
        <source>A model entry has no &quot;id&quot;.</source>
        <translation>У записи модели нет «id».</translation>
    </message>
    <message>
        <source>Model &quot;%1&quot;: attention layer groups cover %2 layers, the model has %3.</source>
        <translation>Модель «%1»: группы слоёв внимания охватывают %2 слоёв, а у модели их %3.</translation>
    </message>
    <message>
        <source>Model &quot;%1&quot;: %2 attention heads are not a multiple of %3 KV heads.</source>
        <translation>Модель «%1»: %2 голов внимания не кратны %3 KV-головам.</translation>
    </message>
    <message>
        <source>A GPU entry has no &quot;id&quot;.</source>
        <translation>У записи GPU нет «id».</translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; has no memory size.</source>
        <translation>У GPU «%1» не указан объём памяти.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not exist</source>
        <translation>«%1» не существует</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a file</source>
        <translation>«%1» не является файлом</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>не удаётся прочитать «%1»: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Headroom project (not a SQLite database)</source>
        <translation>«%1» не является проектом Headroom (не база данных SQLite)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is truncated (shorter than a SQLite header)</source>
        <translation>«%1» обрезан (короче заголовка SQLite)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is damaged (bad SQLite page size)</source>
        <translation>«%1» повреждён (неверный размер страницы SQLite)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is truncated (%2 bytes, expected %3)</source>
        <translation>«%1» обрезан (%2 байт, ожидалось %3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Headroom project (a SQLite database of another application, id 0x%2)</source>
        <translation>«%1» не является проектом Headroom (база данных SQLite другого приложения, id 0x%2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; was written by a newer Headroom (file format version %2; this version reads up to %3)</source>
        <translation>«%1» записан более новой версией Headroom (версия формата файла %2; эта версия читает до %3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no file format version</source>
        <translation>У «%1» нет версии формата файла</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is damaged: %2</source>
        <translation>«%1» повреждён: %2</translation>
    </message>
    <message>
        <source>cannot open &apos;%1&apos;: %2</source>
        <translation>не удаётся открыть «%1»: %2</translation>
    </message>
    <message>
        <source>cannot migrate &apos;%1&apos;: %2</source>
        <translation>не удаётся перенести «%1» на новую версию: %2</translation>
    </message>
    <message>
        <source>cannot migrate &apos;%1&apos; from version %2: %3</source>
        <translation>не удаётся перенести «%1» с версии %2: %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be opened: %2</source>
        <translation>«%1» не открывается: %2</translation>
    </message>
</context>
<context>
    <name>Headroom::AddConfiguration</name>
    <message>
        <source>Add configuration</source>
        <translation>добавление конфигурации</translation>
    </message>
</context>
<context>
    <name>Headroom::AddDeployment</name>
    <message>
        <source>Deploy model</source>
        <translation>развёртывание модели</translation>
    </message>
</context>
<context>
    <name>Headroom::Catalog</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>model</source>
        <translation>модель</translation>
    </message>
    <message>
        <source>GPU catalog entry %1 is not an object.</source>
        <translation>Запись каталога GPU %1 не является объектом.</translation>
    </message>
    <message>
        <source>GPU catalog entry %1: %2</source>
        <translation>Запись каталога GPU %1: %2</translation>
    </message>
    <message>
        <source>GPU catalog entry %1: the id is not lower-case words joined by hyphens.</source>
        <translation>Запись каталога GPU %1: id должен состоять из строчных слов через дефис.</translation>
    </message>
    <message>
        <source>GPU catalog entry %1: the id is used twice.</source>
        <translation>Запись каталога GPU %1: id используется дважды.</translation>
    </message>
    <message>
        <source>Model catalog entry %1 is not an object.</source>
        <translation>Запись каталога моделей %1 не является объектом.</translation>
    </message>
    <message>
        <source>Model catalog entry %1: %2</source>
        <translation>Запись каталога моделей %1: %2</translation>
    </message>
    <message>
        <source>Model catalog entry %1: the id is not lower-case words joined by hyphens.</source>
        <translation>Запись каталога моделей %1: id должен состоять из строчных слов через дефис.</translation>
    </message>
    <message>
        <source>Model catalog entry %1: the id is used twice.</source>
        <translation>Запись каталога моделей %1: id используется дважды.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id: use lower-case words joined by hyphens.</source>
        <translation>«%1» — недопустимый id: используйте строчные слова через дефис.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a built-in entry; save the edited copy as &quot;%2&quot;.</source>
        <translation>«%1» — встроенная запись; сохраните изменённую копию как «%2».</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already the id of a model.</source>
        <translation>«%1» уже является id модели.</translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; has no memory size.</source>
        <translation>У GPU «%1» не указан объём памяти.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already the id of a GPU.</source>
        <translation>«%1» уже является id GPU.</translation>
    </message>
    <message>
        <source>Model &quot;%1&quot; has no layers or hidden size.</source>
        <translation>У модели «%1» нет слоёв или скрытого размера.</translation>
    </message>
    <message>
        <source>The user catalog has schema %1; this version reads schema %2.</source>
        <translation>Пользовательский каталог имеет схему %1; эта версия читает схему %2.</translation>
    </message>
    <message>
        <source>User GPU entry %1: %2</source>
        <translation>Пользовательская запись GPU %1: %2</translation>
    </message>
    <message>
        <source>User model entry %1: %2</source>
        <translation>Пользовательская запись модели %1: %2</translation>
    </message>
</context>
<context>
    <name>Headroom::ChangeConfiguration</name>
    <message>
        <source>Change configuration</source>
        <translation>изменение конфигурации</translation>
    </message>
</context>
<context>
    <name>Headroom::ChangeCostAssumptions</name>
    <message>
        <source>Change cost assumptions</source>
        <translation>изменение допущений о стоимости</translation>
    </message>
</context>
<context>
    <name>Headroom::ChangeDeployment</name>
    <message>
        <source>Change deployment</source>
        <translation>изменение развёртывания</translation>
    </message>
</context>
<context>
    <name>Headroom::Cli</name>
    <message>
        <source>memory and speed of a model on GPUs</source>
        <translation>память и скорость модели на GPU</translation>
    </message>
    <message>
        <source>list or show built-in GPUs and models</source>
        <translation>список встроенных GPU и моделей или одна запись</translation>
    </message>
    <message>
        <source>read a HF config.json or a GGUF header</source>
        <translation>прочитать config.json HF или заголовок GGUF</translation>
    </message>
    <message>
        <source>rent vs buy: cost curves and breakeven</source>
        <translation>аренда или покупка: кривые затрат и безубыточность</translation>
    </message>
    <message>
        <source>print a project file&apos;s plans and estimates</source>
        <translation>вывести планы и оценки из файла проекта</translation>
    </message>
    <message>
        <source>write a new project file (--from-sample)</source>
        <translation>записать новый файл проекта (--from-sample)</translation>
    </message>
    <message>
        <source>export a project&apos;s PDF report or CSV table</source>
        <translation>экспорт отчёта проекта в PDF или таблицы CSV</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (see --help)</source>
        <translation>неизвестный параметр «%1» (см. --help)</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (see --help)</source>
        <translation>неизвестная команда «%1» (см. --help)</translation>
    </message>
    <message>
        <source>Usage: headroom-cli [--help] [--version] &lt;command&gt; [options]

Plan LLM GPU capacity from the command line: memory per GPU, speed, cost.

Commands:
</source>
        <translation>Использование: headroom-cli [--help] [--version] &lt;команда&gt; [параметры]

Планирование мощностей GPU для LLM из командной строки: память на GPU, скорость, стоимость.

Команды:
</translation>
    </message>
    <message>
        <source>
Global option: --lang en|ru|pl  messages in that language (default: English).
Run &apos;headroom-cli &lt;command&gt; --help&apos; for the options of a command.
Exit codes: 0 success, 1 failure, 2 bad usage or bad input.
</source>
        <translation>
Глобальный параметр: --lang en|ru|pl  сообщения на этом языке (по умолчанию английский).
Параметры команды: &apos;headroom-cli &lt;команда&gt; --help&apos;.
Коды выхода: 0 — успех, 1 — сбой, 2 — неверный вызов или входные данные.
</translation>
    </message>
    <message>
        <source>--lang needs a language: en, ru or pl</source>
        <translation>--lang требует язык: en, ru или pl</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (use en, ru or pl)</source>
        <translation>неизвестный язык «%1» (en, ru или pl)</translation>
    </message>
    <message>
        <source>Usage: headroom-cli catalog gpus|models [--json]
       headroom-cli catalog show &lt;id&gt; [--json]

Lists the built-in GPUs or models, or shows one entry.

Options:
  --json     print JSON instead of a table
  -h, --help print this help
</source>
        <translation>Использование: headroom-cli catalog gpus|models [--json]
               headroom-cli catalog show &lt;id&gt; [--json]

Выводит встроенные GPU или модели либо показывает одну запись.

Параметры:
  --json     вывести JSON вместо таблицы
  -h, --help вывести эту справку
</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>НАЗВАНИЕ</translation>
    </message>
    <message>
        <source>MEM GiB</source>
        <translation>ПАМ ГиБ</translation>
    </message>
    <message>
        <source>BW TB/s</source>
        <translation>ПС ТБ/с</translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation>BF16 TFLOPS</translation>
    </message>
    <message>
        <source>PARAMS B</source>
        <translation>ПАРАМ млрд</translation>
    </message>
    <message>
        <source>LAYERS</source>
        <translation>СЛОИ</translation>
    </message>
    <message>
        <source>CONTEXT</source>
        <translation>КОНТЕКСТ</translation>
    </message>
    <message>
        <source>gpus, models or show &lt;id&gt;</source>
        <translation>gpus, models или show &lt;id&gt;</translation>
    </message>
    <message>
        <source> (see &apos;catalog --help&apos;)</source>
        <translation> (см. &apos;catalog --help&apos;)</translation>
    </message>
    <message>
        <source>&apos;catalog show&apos; needs an id (see &apos;catalog --help&apos;)</source>
        <translation>&apos;catalog show&apos; требует id (см. &apos;catalog --help&apos;)</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos; (see &apos;catalog --help&apos;)</source>
        <translation>лишний аргумент «%1» (см. &apos;catalog --help&apos;)</translation>
    </message>
    <message>
        <source>unknown catalog command &apos;%1&apos; (see &apos;catalog --help&apos;)</source>
        <translation>неизвестная команда каталога «%1» (см. &apos;catalog --help&apos;)</translation>
    </message>
    <message>
        <source>unknown catalog id &apos;%1&apos; (see &apos;catalog gpus&apos; and &apos;catalog models&apos;)</source>
        <translation>неизвестный id каталога «%1» (см. &apos;catalog gpus&apos; и &apos;catalog models&apos;)</translation>
    </message>
    <message>
        <source>All-in capex per GPU</source>
        <translation>Полные капзатраты на GPU</translation>
    </message>
    <message>
        <source>Useful life in years</source>
        <translation>Срок службы, лет</translation>
    </message>
    <message>
        <source>Residual value at end of life, % of capex</source>
        <translation>Остаточная стоимость в конце срока, % капзатрат</translation>
    </message>
    <message>
        <source>Cost of capital per year, fraction (0 = straight line)</source>
        <translation>Стоимость капитала в год, доля (0 = линейно)</translation>
    </message>
    <message>
        <source>Node power per GPU, kW</source>
        <translation>Мощность узла на GPU, кВт</translation>
    </message>
    <message>
        <source>Power usage effectiveness</source>
        <translation>Эффективность использования энергии (PUE)</translation>
    </message>
    <message>
        <source>Electricity price per kWh</source>
        <translation>Цена электроэнергии за кВт·ч</translation>
    </message>
    <message>
        <source>Colocation price per kW-month</source>
        <translation>Цена колокации за кВт в месяц</translation>
    </message>
    <message>
        <source>Maintenance per year, % of capex</source>
        <translation>Обслуживание в год, % капзатрат</translation>
    </message>
    <message>
        <source>Staff cost per GPU-year</source>
        <translation>Затраты на персонал на GPU в год</translation>
    </message>
    <message>
        <source>On-demand price per GPU-hour</source>
        <translation>Цена по требованию за GPU-час</translation>
    </message>
    <message>
        <source>1-year reserved price per GPU-hour</source>
        <translation>Цена резерва на 1 год за GPU-час</translation>
    </message>
    <message>
        <source>Busy fraction of hours, 0..1</source>
        <translation>Доля часов под нагрузкой, 0..1</translation>
    </message>
    <message>
        <source>--%1 must be a non-negative number, got &apos;%2&apos;</source>
        <translation>--%1 должно быть неотрицательным числом, получено «%2»</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, got &apos;%4&apos;</source>
        <translation>--%1 должно быть целым числом от %2 до %3, получено «%4»</translation>
    </message>
    <message>
        <source>--price-drift-percent must be a number, got &apos;%1&apos;</source>
        <translation>--price-drift-percent должно быть числом, получено «%1»</translation>
    </message>
    <message>
        <source>Unknown currency &apos;%1&apos; (USD, EUR, RUB or PLN)</source>
        <translation>Неизвестная валюта «%1» (USD, EUR, RUB или PLN)</translation>
    </message>
    <message>
        <source>GPU id (labels the output)</source>
        <translation>id GPU (подпись в выводе)</translation>
    </message>
    <message>
        <source>Number of GPUs</source>
        <translation>Число GPU</translation>
    </message>
    <message>
        <source>Horizon in months (1-120)</source>
        <translation>Горизонт в месяцах (1–120)</translation>
    </message>
    <message>
        <source>Rent price change per year, %</source>
        <translation>Изменение цены аренды в год, %</translation>
    </message>
    <message>
        <source>USD, EUR, RUB or PLN</source>
        <translation>USD, EUR, RUB или PLN</translation>
    </message>
    <message>
        <source>Print JSON</source>
        <translation>Вывести JSON</translation>
    </message>
    <message>
        <source>Unexpected argument &apos;%1&apos;</source>
        <translation>Лишний аргумент «%1»</translation>
    </message>
    <message>
        <source>--gpu needs a lower-case GPU id, got &apos;%1&apos;</source>
        <translation>--gpu требует id GPU строчными буквами, получено «%1»</translation>
    </message>
    <message>
        <source>--gpus is required</source>
        <translation>--gpus обязателен</translation>
    </message>
    <message>
        <source>Rent vs buy: %1 x %2, %3 months, utilization %4, amounts in %5</source>
        <translation>Аренда или покупка: %1 × %2, %3 мес., загрузка %4, суммы в %5</translation>
    </message>
    <message>
        <source>month        own  on-demand   reserved</source>
        <translation>месяц   владение по запросу     резерв</translation>
    </message>
    <message>
        <source>Breakeven month (own vs on-demand): %1</source>
        <translation>Месяц безубыточности (владение против аренды по запросу): %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <source>Breakeven utilization: %1</source>
        <translation>Загрузка безубыточности: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Savings of owning at %1 months: %2 %3</source>
        <translation>Экономия от владения за %1 мес.: %2 %3</translation>
    </message>
    <message>
        <source>Cost per useful GPU-hour: own %1, on-demand %2 %3</source>
        <translation>Стоимость полезного GPU-часа: владение %1, по запросу %2 %3</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>н/д</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 требует значение</translation>
    </message>
    <message>
        <source>Unknown option %1</source>
        <translation>Неизвестный параметр %1</translation>
    </message>
    <message>
        <source>estimate needs --model and --gpu</source>
        <translation>estimate требует --model и --gpu</translation>
    </message>
    <message>
        <source>%1 must be a non-negative integer, not &apos;%2&apos;</source>
        <translation>%1 должно быть неотрицательным целым, а не «%2»</translation>
    </message>
    <message>
        <source>Unknown model &apos;%1&apos; (give a catalog id or the path of a config.json)</source>
        <translation>Неизвестная модель «%1» (укажите id из каталога или путь к config.json)</translation>
    </message>
    <message>
        <source>Model %1: %2 parameters (%3 active), KV %4 B/token</source>
        <translation>Модель %1: %2 параметров (%3 активных), KV %4 Б/токен</translation>
    </message>
    <message>
        <source>GPU %1: %2 GiB; engine %3, memory fraction %4</source>
        <translation>GPU %1: %2 ГиБ; движок %3, доля памяти %4</translation>
    </message>
    <message>
        <source>GPU  weights  KV cache  activations  runtime  reserve  free  (GiB)</source>
        <translation>GPU     веса    KV-кэш    активации  рантайм   резерв  своб.  (ГиБ)</translation>
    </message>
    <message>
        <source>Fits.</source>
        <translation>Помещается.</translation>
    </message>
    <message>
        <source>Does not fit: %1 GiB short.</source>
        <translation>Не помещается: не хватает %1 ГиБ.</translation>
    </message>
    <message>
        <source>KV pool per GPU %1 GiB = %2 tokens; max sequences %3; max context %4; fewest GPUs %5 (TP %6 x PP %7)</source>
        <translation>Пул KV на GPU %1 ГиБ = %2 токенов; макс. последовательностей %3; макс. контекст %4; минимум GPU %5 (TP %6 × PP %7)</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Предупреждение: %1</translation>
    </message>
    <message>
        <source>Unknown GPU &apos;%1&apos;</source>
        <translation>Неизвестный GPU «%1»</translation>
    </message>
    <message>
        <source>Unknown weight format &apos;%1&apos;</source>
        <translation>Неизвестный формат весов «%1»</translation>
    </message>
    <message>
        <source>Unknown KV cache format &apos;%1&apos;</source>
        <translation>Неизвестный формат KV-кэша «%1»</translation>
    </message>
    <message>
        <source>Unknown engine &apos;%1&apos;</source>
        <translation>Неизвестный движок «%1»</translation>
    </message>
    <message>
        <source>--memory-fraction must be a number in (0, 1]</source>
        <translation>--memory-fraction должно быть числом в (0, 1]</translation>
    </message>
    <message>
        <source>--batch or --context is too large</source>
        <translation>--batch или --context слишком велик</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Вывести один JSON-объект.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Показать эту справку.</translation>
    </message>
    <message>
        <source>Usage: headroom-cli import &lt;config.json | model.gguf&gt; [--json]
Reads a Hugging Face config.json or a GGUF file&apos;s header (never its tensor data) and prints the architecture it describes.
</source>
        <translation>Использование: headroom-cli import &lt;config.json | model.gguf&gt; [--json]
Читает config.json Hugging Face или заголовок файла GGUF (никогда не данные тензоров) и выводит описанную в нём архитектуру.
</translation>
    </message>
    <message>
        <source>import takes one file: a config.json or a .gguf</source>
        <translation>import принимает один файл: config.json или .gguf</translation>
    </message>
    <message>
        <source>No such file: %1</source>
        <translation>Нет такого файла: %1</translation>
    </message>
    <message>
        <source>unknown GPU or model</source>
        <translation>неизвестный GPU или модель</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs exactly one file (see &apos;headroom-cli %1 --help&apos;)</source>
        <translation>«%1» требует ровно один файл (см. &apos;headroom-cli %1 --help&apos;)</translation>
    </message>
    <message>
        <source>Print a project file&apos;s metadata, configurations and deployments.</source>
        <translation>Выводит метаданные, конфигурации и развёртывания файла проекта.</translation>
    </message>
    <message>
        <source>the .headroom file</source>
        <translation>файл .headroom</translation>
    </message>
    <message>
        <source>print JSON</source>
        <translation>вывести JSON</translation>
    </message>
    <message>
        <source>Write a new project file.</source>
        <translation>Записывает новый файл проекта.</translation>
    </message>
    <message>
        <source>the .headroom file to write</source>
        <translation>файл .headroom для записи</translation>
    </message>
    <message>
        <source>write the sample project</source>
        <translation>записать пример проекта</translation>
    </message>
    <message>
        <source>overwrite an existing file</source>
        <translation>перезаписать существующий файл</translation>
    </message>
    <message>
        <source>&apos;%1&apos; exists already (use --force to overwrite it)</source>
        <translation>«%1» уже существует (--force перезапишет его)</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>записан %1</translation>
    </message>
    <message>
        <source>&apos;report&apos; is not available yet</source>
        <translation>&apos;report&apos; пока недоступен</translation>
    </message>
</context>
<context>
    <name>Headroom::ConfigReader</name>
    <message>
        <source>config.json field &apos;%1&apos; is not a non-negative number</source>
        <translation>поле «%1» в config.json не является неотрицательным числом</translation>
    </message>
    <message>
        <source>config.json has no &apos;%1&apos;</source>
        <translation>В config.json нет «%1»</translation>
    </message>
</context>
<context>
    <name>Headroom::CostModel</name>
    <message>
        <source>Cost input must be a non-negative number</source>
        <translation>Входное значение стоимости должно быть неотрицательным числом</translation>
    </message>
    <message>
        <source>Useful life must be positive</source>
        <translation>Срок службы должен быть положительным</translation>
    </message>
    <message>
        <source>Utilization must be a fraction from 0 to 1</source>
        <translation>Загрузка должна быть долей от 0 до 1</translation>
    </message>
    <message>
        <source>Residual value must be at most 100% of the purchase price</source>
        <translation>Остаточная стоимость должна быть не больше 100% цены покупки</translation>
    </message>
    <message>
        <source>Yearly change must be above -100%</source>
        <translation>Годовое изменение должно быть больше −100%</translation>
    </message>
    <message>
        <source>Billing granularity must be positive</source>
        <translation>Шаг тарификации должен быть положительным</translation>
    </message>
    <message>
        <source>GPU count must be at least 1</source>
        <translation>Число GPU должно быть не меньше 1</translation>
    </message>
    <message>
        <source>Horizon must be 1 to 120 months</source>
        <translation>Горизонт должен быть от 1 до 120 месяцев</translation>
    </message>
    <message>
        <source>Throughput must be positive</source>
        <translation>Пропускная способность должна быть положительной</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Цена покупки</translation>
    </message>
    <message>
        <source>Useful life</source>
        <translation>Срок службы</translation>
    </message>
    <message>
        <source>Residual decay</source>
        <translation>Снижение остаточной стоимости</translation>
    </message>
    <message>
        <source>Cost of capital</source>
        <translation>Стоимость капитала</translation>
    </message>
    <message>
        <source>Power per GPU</source>
        <translation>Мощность на GPU</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>Цена электроэнергии</translation>
    </message>
    <message>
        <source>Colocation price</source>
        <translation>Цена колокации</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Обслуживание</translation>
    </message>
    <message>
        <source>Staff cost</source>
        <translation>Затраты на персонал</translation>
    </message>
    <message>
        <source>On-demand price</source>
        <translation>Цена по требованию</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Загрузка</translation>
    </message>
</context>
<context>
    <name>Headroom::Cursor</name>
    <message>
        <source>The file is truncated: a value at byte %1 runs past the end.</source>
        <translation>Файл обрезан: значение по байту %1 выходит за конец файла.</translation>
    </message>
    <message>
        <source>Could not read byte %1 of the file.</source>
        <translation>Не удалось прочитать байт %1 файла.</translation>
    </message>
    <message>
        <source>A string at byte %1 claims %2 bytes, more than the file can hold.</source>
        <translation>Строка по байту %1 заявляет %2 байт — больше, чем вмещает файл.</translation>
    </message>
</context>
<context>
    <name>Headroom::Display</name>
    <message>
        <source>%1 GiB</source>
        <extracomment>binary gigabytes, as software reports memory</extracomment>
        <translation>%1&#xa0;ГиБ</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <extracomment>binary megabytes</extracomment>
        <translation>%1&#xa0;МиБ</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>milliseconds</extracomment>
        <translation>%1&#xa0;мс</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>seconds</extracomment>
        <translation>%1&#xa0;с</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>minutes</extracomment>
        <translation>%1&#xa0;мин</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <extracomment>output tokens per second</extracomment>
        <translation>%1&#xa0;ток/с</translation>
    </message>
    <message numerus="yes">
        <source>%Ln token(s)</source>
        <translation>
            <numerusform>%Ln&#xa0;токен</numerusform>
            <numerusform>%Ln&#xa0;токена</numerusform>
            <numerusform>%Ln&#xa0;токенов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage: &quot;25%&quot;; Russian puts a no-break space before the sign (&quot;25 %&quot;)</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>Headroom::Estimate</name>
    <message>
        <source>measured (%1)</source>
        <translation>измерено (%1)</translation>
    </message>
    <message>
        <source>assumed (%1)</source>
        <translation>допущение (%1)</translation>
    </message>
    <message>
        <source>%1 GPUs do not split into replicas of TP %2 x PP %3</source>
        <translation>%1 GPU не делятся на реплики TP %2 × PP %3</translation>
    </message>
    <message>
        <source>Tensor parallel %1 does not divide the %2 attention heads</source>
        <translation>Тензорный параллелизм %1 не делит %2 голов внимания</translation>
    </message>
    <message>
        <source>Tensor parallel %1 neither divides nor is a multiple of the %2 KV heads</source>
        <translation>Тензорный параллелизм %1 не делит %2 KV-голов и не кратен им</translation>
    </message>
    <message>
        <source>%1 parameters computed from the architecture (%2) differ from the declared %3 by %4%</source>
        <translation>%1 параметров, вычисленных по архитектуре (%2), отличаются от заявленных %3 на %4%</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Активные</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>веса</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-кэш</translation>
    </message>
    <message>
        <source>model context</source>
        <translation>контекст модели</translation>
    </message>
    <message>
        <source>parallelism</source>
        <translation>параллелизм</translation>
    </message>
</context>
<context>
    <name>Headroom::LanguageManager</name>
    <message>
        <source>System default</source>
        <extracomment>The language menu&apos;s first entry: follow the operating system&apos;s language</extracomment>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
</context>
<context>
    <name>Headroom::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Недавние</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Создать</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Со&amp;хранить</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Отменить %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Повторить %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation>&amp;О программе Headroom</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Каталог</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Инспектор</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Отчёты</translation>
    </message>
    <message>
        <source>Rent vs buy</source>
        <translation>Аренда или покупка</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Пропускная способность</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Сравнение</translation>
    </message>
    <message>
        <source>Coming soon.</source>
        <translation>Скоро.</translation>
    </message>
    <message>
        <source>The board: drop GPUs and models here.</source>
        <translation>Доска: перетащите сюда GPU и модели.</translation>
    </message>
    <message>
        <source>GPUs and models.</source>
        <translation>GPU и модели.</translation>
    </message>
    <message>
        <source>Select a deployment to edit it.</source>
        <translation>Выберите развёртывание, чтобы изменить его.</translation>
    </message>
    <message>
        <source>%1 — Headroom</source>
        <extracomment>Window title: document name, then the application name</extracomment>
        <translation>%1 — Headroom</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Открыть проект</translation>
    </message>
    <message>
        <source>Headroom projects (*.headroom)</source>
        <translation>Проекты Headroom (*.headroom)</translation>
    </message>
    <message>
        <source>Cannot open the project</source>
        <translation>Не удаётся открыть проект</translation>
    </message>
    <message>
        <source>Cannot save the project</source>
        <translation>Не удаётся сохранить проект</translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation>Сохранить проект как</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>В «%1» есть несохранённые изменения. Сохранить их?</translation>
    </message>
    <message>
        <source>an untitled project</source>
        <translation>безымянный проект</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Восстановить несохранённую работу?</translation>
    </message>
    <message>
        <source>Headroom did not close cleanly. Restore the unsaved changes to %1 from %2?</source>
        <translation>Headroom завершился некорректно. Восстановить несохранённые изменения в «%1» от %2?</translation>
    </message>
    <message>
        <source>Cannot restore the project</source>
        <translation>Не удаётся восстановить проект</translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation>О программе Headroom</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Headroom %1&lt;/h3&gt;&lt;p&gt;Plan LLM GPU capacity offline: memory per GPU, speed, and the cost of renting or owning.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Headroom %1&lt;/h3&gt;&lt;p&gt;Планирование мощностей GPU для LLM без сети: память на GPU, скорость и стоимость аренды или владения.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New from Sa&amp;mple</source>
        <translation>Создать из &amp;примера</translation>
    </message>
</context>
<context>
    <name>Headroom::Money</name>
    <message>
        <source>No exchange rate from %1 to %2</source>
        <translation>Нет курса обмена %1 → %2</translation>
    </message>
</context>
<context>
    <name>Headroom::MoveConfiguration</name>
    <message>
        <source>Move configuration</source>
        <translation>перемещение конфигурации</translation>
    </message>
</context>
<context>
    <name>Headroom::ProjectDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Без имени</translation>
    </message>
</context>
<context>
    <name>Headroom::ProjectLock</name>
    <message>
        <source>&apos;%1&apos; is open in another Headroom (process %2 on %3)</source>
        <translation>«%1» открыт в другом экземпляре Headroom (процесс %2 на %3)</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>этом компьютере</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is open in another Headroom</source>
        <translation>«%1» открыт в другом экземпляре Headroom</translation>
    </message>
    <message>
        <source>cannot lock &apos;%1&apos;: the lock file &apos;%2&apos; cannot be written</source>
        <translation>не удаётся заблокировать «%1»: не удаётся записать файл блокировки «%2»</translation>
    </message>
</context>
<context>
    <name>Headroom::ProjectSql</name>
    <message>
        <source>could not read the project file: %1</source>
        <translation>не удалось прочитать файл проекта: %1</translation>
    </message>
    <message>
        <source>the project file has no metadata row</source>
        <translation>в файле проекта нет строки метаданных</translation>
    </message>
    <message>
        <source>the project file has a bad catalog entry in %1: %2</source>
        <translation>в файле проекта неверная запись каталога в %1: %2</translation>
    </message>
    <message>
        <source>the project file has a deployment &apos;%1&apos; on a configuration &apos;%2&apos; that does not exist</source>
        <translation>в файле проекта есть развёртывание «%1» на несуществующей конфигурации «%2»</translation>
    </message>
    <message>
        <source>could not use the project file: %1</source>
        <translation>не удалось использовать файл проекта: %1</translation>
    </message>
    <message>
        <source>the project file has schema version %1, which cannot be migrated</source>
        <translation>файл проекта имеет версию схемы %1, которую нельзя перенести</translation>
    </message>
    <message>
        <source>the project file is missing the table &apos;%1&apos;</source>
        <translation>в файле проекта нет таблицы «%1»</translation>
    </message>
    <message>
        <source>a text of %1 characters is too long to save (at most %2)</source>
        <translation>текст из %1 символов слишком длинный для сохранения (не более %2)</translation>
    </message>
    <message>
        <source>could not write the project file: %1</source>
        <translation>не удалось записать файл проекта: %1</translation>
    </message>
</context>
<context>
    <name>Headroom::ProjectSql::RowReader</name>
    <message>
        <source>text expected</source>
        <translation>ожидался текст</translation>
    </message>
    <message>
        <source>text of %1 characters is too long</source>
        <translation>текст из %1 символов слишком длинный</translation>
    </message>
    <message>
        <source>value missing</source>
        <translation>нет значения</translation>
    </message>
    <message>
        <source>number expected</source>
        <translation>ожидалось число</translation>
    </message>
    <message>
        <source>%1 is outside %2..%3</source>
        <translation>%1 вне диапазона %2..%3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (YYYY-MM-DD)</source>
        <translation>«%1» — не дата (ГГГГ-ММ-ДД)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date and time (ISO 8601)</source>
        <translation>«%1» — не дата и время (ISO 8601)</translation>
    </message>
    <message>
        <source>unknown value &apos;%1&apos;</source>
        <translation>неизвестное значение «%1»</translation>
    </message>
    <message>
        <source>the project file has a bad value in %1: %2</source>
        <translation>в файле проекта неверное значение в %1: %2</translation>
    </message>
</context>
<context>
    <name>Headroom::ProjectStore</name>
    <message>
        <source>cannot migrate &apos;%1&apos;: no temporary folder</source>
        <translation>не удаётся перенести «%1»: нет временной папки</translation>
    </message>
    <message>
        <source>cannot migrate &apos;%1&apos;: copying it failed</source>
        <translation>не удаётся перенести «%1»: не удалось скопировать</translation>
    </message>
    <message>
        <source>cannot migrate &apos;%1&apos;: the backup &apos;%2&apos; could not be written</source>
        <translation>не удаётся перенести «%1»: не удалось записать резервную копию «%2»</translation>
    </message>
    <message>
        <source>cannot save &apos;%1&apos;: the file is read-only</source>
        <translation>не удаётся сохранить «%1»: файл только для чтения</translation>
    </message>
    <message>
        <source>cannot save &apos;%1&apos;: the folder does not exist</source>
        <translation>не удаётся сохранить «%1»: папка не существует</translation>
    </message>
    <message>
        <source>cannot save &apos;%1&apos;: %2</source>
        <translation>не удаётся сохранить «%1»: %2</translation>
    </message>
    <message>
        <source>cannot save &apos;%1&apos;: writing to disk failed</source>
        <translation>не удаётся сохранить «%1»: ошибка записи на диск</translation>
    </message>
    <message>
        <source>cannot save &apos;%1&apos;: replacing the file failed</source>
        <translation>не удаётся сохранить «%1»: не удалось заменить файл</translation>
    </message>
    <message>
        <source>cannot create the recovery folder &apos;%1&apos;</source>
        <translation>не удаётся создать папку восстановления «%1»</translation>
    </message>
</context>
<context>
    <name>Headroom::Reader</name>
    <message>
        <source>Field &quot;%1&quot; must be a non-negative number.</source>
        <translation>Поле «%1» должно быть неотрицательным числом.</translation>
    </message>
</context>
<context>
    <name>Headroom::RemoveConfiguration</name>
    <message>
        <source>Remove configuration</source>
        <translation>удаление конфигурации</translation>
    </message>
</context>
<context>
    <name>Headroom::RemoveDeployment</name>
    <message>
        <source>Remove deployment</source>
        <translation>удаление развёртывания</translation>
    </message>
</context>
<context>
    <name>Headroom::ReplaceProject</name>
    <message>
        <source>Restore unsaved work</source>
        <translation>восстановление несохранённой работы</translation>
    </message>
</context>
<context>
    <name>Headroom::Sample</name>
    <message>
        <source>Sample: serving three model sizes</source>
        <translation>Пример: обслуживание моделей трёх размеров</translation>
    </message>
    <message>
        <source>A workstation GPU for an 8B model, two H100s for a 70B model in FP8, and an eight-way H200 node for DeepSeek-V3.</source>
        <translation>Рабочая станция с GPU для модели 8B, два H100 для модели 70B в FP8 и узел из восьми H200 для DeepSeek-V3.</translation>
    </message>
</context>
<context>
    <name>Headroom::Throughput</name>
    <message>
        <source>memory bandwidth</source>
        <translation>пропускная способность памяти</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>вычисления</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>обмен данными</translation>
    </message>
    <message>
        <source>Speed estimates are not available yet</source>
        <translation>Оценки скорости пока недоступны</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan LLM GPU capacity.</source>
        <translation>Планирование мощностей GPU для LLM.</translation>
    </message>
    <message>
        <source>Open the sample project.</source>
        <translation>Открыть пример проекта.</translation>
    </message>
    <message>
        <source>Render the window to a PNG file and quit.</source>
        <translation>Отрисовать окно в PNG-файл и выйти.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <source>A .headroom project to open.</source>
        <translation>Проект .headroom для открытия.</translation>
    </message>
    <message>
        <source>Cannot open the project</source>
        <translation>Не удаётся открыть проект</translation>
    </message>
</context>
<context>
    <name>std</name>
    <message>
        <source>whole number expected</source>
        <translation>ожидалось целое число</translation>
    </message>
    <message>
        <source>%1 is outside %2..%3</source>
        <translation>%1 вне диапазона %2..%3</translation>
    </message>
</context>
</TS>
