<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>Headroom::AddConfigurationDialog</name>
    <message>
        <source>Add Configuration</source>
        <translation>Добавить конфигурацию</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>Число GPU</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Тензорный параллелизм</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Конвейерный параллелизм</translation>
    </message>
    <message>
        <source>&amp;Count:</source>
        <translation>&amp;Количество:</translation>
    </message>
    <message>
        <source>&amp;Tensor parallel:</source>
        <translation>&amp;Тензорный параллелизм:</translation>
    </message>
    <message>
        <source>&amp;Pipeline parallel:</source>
        <translation>Ко&amp;нвейерный параллелизм:</translation>
    </message>
    <message>
        <source>Choose a GPU from the catalog.</source>
        <translation>Выберите GPU из каталога.</translation>
    </message>
    <message>
        <source>A replica needs TP × PP = %1 GPUs; the configuration has %2.</source>
        <translation>Реплике нужно TP × PP = %1 GPU, а в конфигурации их %2.</translation>
    </message>
</context>
<context>
    <name>Headroom::Advisor</name>
    <message numerus="yes">
        <source>%1: memory: the KV pool holds %2 sequences per replica, so %n replica(s)</source>
        <translation>
            <numerusform>%1: память: пул KV вмещает %2 последовательностей на реплику, поэтому нужна %n реплика</numerusform>
            <numerusform>%1: память: пул KV вмещает %2 последовательностей на реплику, поэтому нужно %n реплики</numerusform>
            <numerusform>%1: память: пул KV вмещает %2 последовательностей на реплику, поэтому нужно %n реплик</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2: the latency targets allow %3 sequences per replica (the KV pool holds %4), so %n replica(s)</source>
        <translation>
            <numerusform>%1: %2: цели по задержке допускают %3 последовательностей на реплику (пул KV вмещает %4), поэтому нужна %n реплика</numerusform>
            <numerusform>%1: %2: цели по задержке допускают %3 последовательностей на реплику (пул KV вмещает %4), поэтому нужно %n реплики</numerusform>
            <numerusform>%1: %2: цели по задержке допускают %3 последовательностей на реплику (пул KV вмещает %4), поэтому нужно %n реплик</numerusform>
        </translation>
    </message>
    <message>
        <source>close to the budget</source>
        <translation>близко к бюджету</translation>
    </message>
    <message>
        <source>close to the power limit (%1 of %2 kW)</source>
        <translation>близко к пределу мощности (%1 из %2 кВт)</translation>
    </message>
    <message>
        <source>close to the most GPUs or nodes</source>
        <translation>близко к пределу GPU или узлов</translation>
    </message>
    <message>
        <source>costs %1 more per month than the first plan (%2 against %3)</source>
        <translation>дороже первого плана на %1 в месяц (%2 против %3)</translation>
    </message>
    <message>
        <source>costs the same as the first plan but is slower per user (%1 against %2 tokens/s)</source>
        <translation>стоит как первый план, но медленнее на пользователя (%1 против %2 токенов/с)</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>память</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>пропускная способность памяти</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>вычисления</translation>
    </message>
    <message>
        <source>GPU links</source>
        <translation>связь между GPU</translation>
    </message>
    <message>
        <source>power</source>
        <translation>мощность</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>бюджет</translation>
    </message>
    <message>
        <source>most GPUs</source>
        <translation>предел GPU</translation>
    </message>
    <message>
        <source>weights larger than the replica&apos;s memory</source>
        <translation>веса больше памяти реплики</translation>
    </message>
    <message>
        <source>does not fit in memory</source>
        <translation>не помещается в память</translation>
    </message>
    <message>
        <source>slower than the TPOT target at one user</source>
        <translation>медленнее цели TPOT уже при одном пользователе</translation>
    </message>
    <message>
        <source>no concurrency meets the latency targets</source>
        <translation>ни одна параллельность не укладывается в цели по задержке</translation>
    </message>
    <message>
        <source>more GPUs or nodes than allowed</source>
        <translation>больше GPU или узлов, чем разрешено</translation>
    </message>
    <message>
        <source>over the power limit</source>
        <translation>сверх предела мощности</translation>
    </message>
    <message>
        <source>over the budget</source>
        <translation>сверх бюджета</translation>
    </message>
    <message>
        <source>engine or format not supported</source>
        <translation>движок или формат не поддерживается</translation>
    </message>
    <message>
        <source>dominated by a cheaper, faster plan</source>
        <translation>доминируется более дешёвым и быстрым планом</translation>
    </message>
    <message>
        <source>costs over the cap, a multiple of the cheapest plan</source>
        <translation>дороже предела (кратного самому дешёвому плану)</translation>
    </message>
    <message>
        <source>No plan serves the workload within the constraints: see the rejected candidates</source>
        <translation>Ни один план не обслуживает нагрузку в рамках ограничений: см. отклонённых кандидатов</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 = a field of the workload file (&quot;models[0].tpot_ms&quot;), %2 = what is wrong with it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>must be a number of at least %1</source>
        <translation>должно быть числом не меньше %1</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2</source>
        <translation>должно быть числом от %1 до %2</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>должно быть строкой</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>должно быть true или false</translation>
    </message>
    <message>
        <source>must be a list of strings</source>
        <translation>должно быть списком строк</translation>
    </message>
    <message>
        <source>is not a known key</source>
        <translation>неизвестный ключ</translation>
    </message>
    <message>
        <source>unknown id &quot;%1&quot;</source>
        <translation>неизвестный id «%1»</translation>
    </message>
    <message>
        <source>must be &quot;fixed&quot;, &quot;uniform&quot; or &quot;exponential&quot;</source>
        <translation>должно быть &quot;fixed&quot;, &quot;uniform&quot; или &quot;exponential&quot;</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>должно быть объектом</translation>
    </message>
    <message>
        <source>a catalog model id is required</source>
        <translation>нужен id модели из каталога</translation>
    </message>
    <message>
        <source>must be &quot;mean&quot;, &quot;p50&quot;, &quot;p90&quot; or &quot;p99&quot;</source>
        <translation>должно быть &quot;mean&quot;, &quot;p50&quot;, &quot;p90&quot; или &quot;p99&quot;</translation>
    </message>
    <message>
        <source>must be USD, EUR, RUB or PLN</source>
        <translation>должно быть USD, EUR, RUB или PLN</translation>
    </message>
    <message>
        <source>at least one model is required</source>
        <translation>нужна хотя бы одна модель</translation>
    </message>
    <message>
        <source>at most %1 models</source>
        <translation>не больше %1 моделей</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in the catalog</source>
        <translation>«%1» нет в каталоге</translation>
    </message>
    <message>
        <source>give the concurrent users or a request rate</source>
        <translation>укажите одновременных пользователей или частоту запросов</translation>
    </message>
    <message>
        <source>give the concurrent users or a request rate, not both</source>
        <translation>укажите одновременных пользователей или частоту запросов, но не то и другое</translation>
    </message>
    <message>
        <source>must be at least the average rate</source>
        <translation>должно быть не меньше средней частоты</translation>
    </message>
    <message>
        <source>must be a list of models</source>
        <translation>должно быть списком моделей</translation>
    </message>
    <message>
        <source>The workload is not valid JSON: %1 (at byte %2)</source>
        <translation>Нагрузка — некорректный JSON: %1 (байт %2)</translation>
    </message>
    <message>
        <source>The workload must be a JSON object</source>
        <translation>Нагрузка должна быть объектом JSON</translation>
    </message>
    <message>
        <source>The plan added from the advisor (%1) no longer meets the workload with the plan&apos;s prices and catalog now: run the advisor again.</source>
        <translation>План, добавленный из советника (%1), больше не отвечает нагрузке при нынешних ценах и каталоге плана: запустите советник снова.</translation>
    </message>
    <message numerus="yes">
        <source>%1: the TTFT target needs a prefill pool of %n replica(s) on %2 (a prompt alone %3 ms, its KV transfer %4 ms)</source>
        <translation>
            <numerusform>%1: для цели TTFT нужен пул prefill из %n реплики на %2 (промпт один %3 мс, передача KV %4 мс)</numerusform>
            <numerusform>%1: для цели TTFT нужен пул prefill из %n реплик на %2 (промпт один %3 мс, передача KV %4 мс)</numerusform>
            <numerusform>%1: для цели TTFT нужен пул prefill из %n реплик на %2 (промпт один %3 мс, передача KV %4 мс)</numerusform>
        </translation>
    </message>
    <message>
        <source>have %1</source>
        <extracomment>GPUs the user already has, used by this part of a plan</extracomment>
        <translation>свои %1</translation>
    </message>
    <message>
        <source>own %1</source>
        <extracomment>GPUs bought for this part of a plan</extracomment>
        <translation>покупка %1</translation>
    </message>
    <message>
        <source>rent up to %1, %2 GPU-h/month</source>
        <extracomment>%1 = the most GPUs rented at once, %2 = GPU-hours rented per month</extracomment>
        <translation>аренда до %1, %2 GPU-ч/мес.</translation>
    </message>
    <message>
        <source>%1, shared with %2</source>
        <extracomment>a part whose GPUs serve other models too (packing); %2: their ids</extracomment>
        <translation>%1, GPU общие с %2</translation>
    </message>
    <message>
        <source>%1 shares its GPUs with %2: each step waits for theirs, TPOT %3 ms (alone %4 ms)</source>
        <translation>%1 делит GPU с %2: каждый шаг ждёт их шагов, TPOT %3 мс (отдельно %4 мс)</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>срок</translation>
    </message>
    <message>
        <source>%1 does not run PyTorch training</source>
        <translation>%1 не запускает обучение в PyTorch</translation>
    </message>
    <message>
        <source>does not fit in memory on up to %1 GPUs</source>
        <translation>не помещается в память на %1 GPU и менее</translation>
    </message>
    <message>
        <source>deadline: %1 h needs %2 GPUs (memory needs %3)</source>
        <translation>срок: для %1 ч нужно GPU: %2 (по памяти: %3)</translation>
    </message>
    <message>
        <source>memory: the fewest GPUs it fits on: %1</source>
        <translation>память: минимум GPU, на которые помещается: %1</translation>
    </message>
    <message>
        <source>cannot finish within %1 h on up to %2 GPUs</source>
        <translation>не успевает за %1 ч на %2 GPU и менее</translation>
    </message>
    <message>
        <source>Training job %1 (%2): no allowed GPU runs it by its deadline (%3)</source>
        <translation>Задача обучения %1 (%2): ни один разрешённый GPU не успевает к сроку (%3)</translation>
    </message>
    <message>
        <source>must be a list of 24 hourly factors of at least 0</source>
        <translation>должен быть списком из 24 почасовых коэффициентов не меньше 0</translation>
    </message>
    <message>
        <source>must be &quot;full&quot;, &quot;lora&quot; or &quot;qlora&quot;</source>
        <translation>должно быть &quot;full&quot;, &quot;lora&quot; или &quot;qlora&quot;</translation>
    </message>
    <message>
        <source>the trained tokens (every epoch counted) are required</source>
        <translation>нужно число обучаемых токенов (с учётом всех эпох)</translation>
    </message>
    <message>
        <source>must be 0, 1, 2 or 3</source>
        <translation>должно быть 0, 1, 2 или 3</translation>
    </message>
    <message>
        <source>must be &quot;rent&quot;, &quot;own&quot;, &quot;either&quot; or &quot;hybrid&quot;</source>
        <translation>должно быть &quot;rent&quot;, &quot;own&quot;, &quot;either&quot; или &quot;hybrid&quot;</translation>
    </message>
    <message>
        <source>must be a list of {&quot;gpu&quot;: id, &quot;count&quot;: n}</source>
        <translation>должен быть списком {&quot;gpu&quot;: id, &quot;count&quot;: n}</translation>
    </message>
    <message>
        <source>a catalog GPU id is required</source>
        <translation>нужен id GPU из каталога</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>должно быть целым числом от %1 до %2</translation>
    </message>
    <message>
        <source>must be &quot;auto&quot;, &quot;off&quot; or &quot;only&quot;</source>
        <translation>должно быть &quot;auto&quot;, &quot;off&quot; или &quot;only&quot;</translation>
    </message>
    <message>
        <source>at most %1 training jobs</source>
        <translation>не более %1 задач обучения</translation>
    </message>
    <message>
        <source>must not be all zero</source>
        <translation>не может состоять из одних нулей</translation>
    </message>
    <message>
        <source>needs requests_per_second (not users)</source>
        <translation>нужен requests_per_second (не users)</translation>
    </message>
    <message>
        <source>give a daily profile or a peak rate, not both</source>
        <translation>укажите суточный профиль или пиковую частоту, но не оба</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is given twice</source>
        <translation>&quot;%1&quot; указан дважды</translation>
    </message>
    <message>
        <source>needs constraints.owned</source>
        <translation>нужен constraints.owned</translation>
    </message>
    <message>
        <source>must be a list of training jobs</source>
        <translation>должно быть списком задач обучения</translation>
    </message>
    <message>
        <source>The budget in %1 cannot be compared with plans in %2: %3</source>
        <translation>Бюджет в %1 нельзя сравнить с планами в %2: %3</translation>
    </message>
    <message>
        <source>purchase, on demand</source>
        <translation>покупка, по требованию</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>покупка</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>по требованию</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Left out for want of a price in the price book or the catalog: %1. Add a dated price to the price book to rank them.</source>
        <translation>Не учтены, так как нет цены ни в прайс-листе, ни в каталоге: %1. Добавьте в прайс-лист цену с датой, чтобы включить их в рейтинг.</translation>
    </message>
    <message numerus="yes">
        <source>Bought together with %2 as %1; this model&apos;s share: %n GPU(s).</source>
        <extracomment>%1: the units (&quot;1 x HGX H100 8-GPU server (8 GPUs), 8 used&quot;); %2: the other models; %n: this model&apos;s GPUs in them</extracomment>
        <translation>
            <numerusform>Куплено вместе с %2: %1; доля этой модели: %n GPU.</numerusform>
            <numerusform>Куплено вместе с %2: %1; доля этой модели: %n GPU.</numerusform>
            <numerusform>Куплено вместе с %2: %1; доля этой модели: %n GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>the engine&apos;s CPU</source>
        <translation>CPU движка</translation>
    </message>
</context>
<context>
    <name>Headroom::AdvisorDialog</name>
    <message>
        <source>Advisor: what to buy or rent</source>
        <translation>Советник: что купить или арендовать</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Нагрузка</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>Ограничения</translation>
    </message>
    <message>
        <source>Add Mo&amp;del</source>
        <translation>Доб&amp;авить модель</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Модель:</translation>
    </message>
    <message>
        <source>&amp;Traffic:</source>
        <translation>&amp;Трафик:</translation>
    </message>
    <message>
        <source>&amp;Users:</source>
        <translation>Число &amp;пользователей:</translation>
    </message>
    <message>
        <source>Requests/s, avera&amp;ge:</source>
        <translation>Запросов/с, с&amp;реднее:</translation>
    </message>
    <message>
        <source>Requests/s, pea&amp;k:</source>
        <translation>Запросов/с, п&amp;ик:</translation>
    </message>
    <message>
        <source>&amp;Input tokens:</source>
        <translation>Вход&amp;ные токены:</translation>
    </message>
    <message>
        <source>&amp;Output tokens:</source>
        <translation>Выходн&amp;ые токены:</translation>
    </message>
    <message>
        <source>TT&amp;FT target:</source>
        <translation>Цель TT&amp;FT:</translation>
    </message>
    <message>
        <source>TPOT targ&amp;et:</source>
        <translation>Цель TPO&amp;T:</translation>
    </message>
    <message>
        <source>Targets hold &amp;at:</source>
        <translation>Проц&amp;ентиль целей:</translation>
    </message>
    <message>
        <source>G&amp;PUs (none ticked: all):</source>
        <translation>&amp;GPU (не отмечено — все):</translation>
    </message>
    <message>
        <source>Engines:</source>
        <translation>Движки:</translation>
    </message>
    <message>
        <source>Mo&amp;st GPUs:</source>
        <translation>Не &amp;более GPU:</translation>
    </message>
    <message>
        <source>Most nodes:</source>
        <translation>Не более узлов:</translation>
    </message>
    <message>
        <source>Most po&amp;wer:</source>
        <translation>Предел мо&amp;щности:</translation>
    </message>
    <message>
        <source>Power per rack:</source>
        <translation>Мощность на стойку:</translation>
    </message>
    <message>
        <source>Budget per mont&amp;h:</source>
        <translation>Бюд&amp;жет в месяц:</translation>
    </message>
    <message>
        <source>Up-front budget:</source>
        <translation>Бюджет на покупку:</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>&amp;Валюта:</translation>
    </message>
    <message>
        <source>Hori&amp;zon:</source>
        <translation>&amp;Горизонт:</translation>
    </message>
    <message>
        <source>Pa&amp;y by:</source>
        <translation>&amp;Оплата:</translation>
    </message>
    <message>
        <source>Mi&amp;xed fleet: models may run on different GPU types</source>
        <translation>&amp;Смешанный парк: модели на разных типах GPU</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>Одновременные пользователи</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>Запросы в секунду</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Среднее</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>P99</source>
        <translation>P99</translation>
    </message>
    <message>
        <source>The cheaper of renting and owning</source>
        <translation>Дешевле из аренды и покупки</translation>
    </message>
    <message>
        <source>Renting on demand</source>
        <translation>Аренда по требованию</translation>
    </message>
    <message>
        <source>Owning</source>
        <translation>Покупка</translation>
    </message>
    <message>
        <source>The plan&apos;s (%1)</source>
        <translation>Валюта плана (%1)</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>Стоимость в месяц</translation>
    </message>
    <message>
        <source>Cost per 1M output tokens</source>
        <translation>Стоимость 1 млн выходных токенов</translation>
    </message>
    <message>
        <source>Chart:</source>
        <translation>График:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>без предела</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source> ms</source>
        <translation>&#xa0;мс</translation>
    </message>
    <message>
        <source> kW</source>
        <translation>&#xa0;кВт</translation>
    </message>
    <message>
        <source> months</source>
        <translation>&#xa0;мес.</translation>
    </message>
    <message>
        <source>Fi&amp;nd Plans</source>
        <translation>На&amp;йти планы</translation>
    </message>
    <message>
        <source>Cance&amp;l</source>
        <translation>Отменит&amp;ь</translation>
    </message>
    <message>
        <source>Add to &amp;Board</source>
        <translation>На &amp;доску</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message numerus="yes">
        <source>%n user(s)</source>
        <translation>
            <numerusform>%n пользователь</numerusform>
            <numerusform>%n пользователя</numerusform>
            <numerusform>%n пользователей</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>%1 запросов/с</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Searching every allowed GPU, split, format and engine…</source>
        <translation>Перебор всех разрешённых GPU, разбиений, форматов и движков…</translation>
    </message>
    <message>
        <source>The workload cannot be searched: %1</source>
        <translation>По этой нагрузке нельзя искать: %1</translation>
    </message>
    <message>
        <source>State the models, their traffic and latency targets, and the limits; then Find Plans ranks what to buy or rent.</source>
        <translation>Укажите модели, их трафик, цели по задержке и ограничения; «Найти планы» расставит по порядку, что купить или арендовать.</translation>
    </message>
    <message>
        <source>Cancelled: the plans found so far.</source>
        <translation>Отменено: планы, найденные до этого момента.</translation>
    </message>
    <message>
        <source>%1 feasible plans ranked from %2 candidates (%3 estimated) in %4.</source>
        <translation>Допустимых планов: %1, из %2 кандидатов (оценено %3), за %4.</translation>
    </message>
    <message>
        <source>Candidates left out: %1</source>
        <translation>Отброшенные кандидаты: %1</translation>
    </message>
    <message>
        <source>The workload or the prices changed: Find Plans again for an answer that matches them.</source>
        <translation>Нагрузка или цены изменились: снова нажмите «Найти планы», чтобы ответ им соответствовал.</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Фронт Парето</translation>
    </message>
    <message>
        <source>Other plans</source>
        <translation>Другие планы</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Выбранный</translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation>Токенов/с на пользователя</translation>
    </message>
    <message>
        <source>Cost per 1M output tokens (%1)</source>
        <translation>Стоимость 1 млн выходных токенов (%1)</translation>
    </message>
    <message>
        <source>Cost per month (%1)</source>
        <translation>Стоимость в месяц (%1)</translation>
    </message>
    <message>
        <source>Plan %1: %2 per month, %3 per user, TTFT %4
%5</source>
        <translation>План %1: %2 в месяц, %3 на пользователя, TTFT %4
%5</translation>
    </message>
    <message>
        <source>What each plan costs against its speed per user</source>
        <translation>Стоимость каждого плана и его скорость на пользователя</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plan %1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;План %1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Binds:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Ограничивает:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Against the first:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;По сравнению с первым:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>%1: TTFT P50 %2, P99 %3; TPOT P50 %4, P99 %5</source>
        <translation>%1: TTFT P50 %2, P99 %3; TPOT P50 %4, P99 %5</translation>
    </message>
    <message>
        <source>&lt;b&gt;Under load&lt;/b&gt; (simulated; targets %1): %2</source>
        <translation>&lt;b&gt;Под нагрузкой&lt;/b&gt; (моделирование; цели %1): %2</translation>
    </message>
    <message>
        <source>met</source>
        <translation>выполнены</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>не проверены</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Rent vs own:&lt;/b&gt; over %n month(s) renting costs %1, owning %2; over 3 years %3 against %4; %5.</source>
        <translation>
            <numerusform>&lt;b&gt;Аренда или покупка:&lt;/b&gt; за %n мес. аренда стоит %1, владение %2; за 3 года %3 против %4; %5.</numerusform>
            <numerusform>&lt;b&gt;Аренда или покупка:&lt;/b&gt; за %n мес. аренда стоит %1, владение %2; за 3 года %3 против %4; %5.</numerusform>
            <numerusform>&lt;b&gt;Аренда или покупка:&lt;/b&gt; за %n мес. аренда стоит %1, владение %2; за 3 года %3 против %4; %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>owning is cheaper from month %1</source>
        <translation>владение дешевле с месяца %1</translation>
    </message>
    <message>
        <source>owning does not pay within 10 years</source>
        <translation>владение не окупается за 10 лет</translation>
    </message>
    <message>
        <source>&lt;b&gt;Up front:&lt;/b&gt; %1. &lt;b&gt;Power:&lt;/b&gt; %2 kW on %3 node(s); %4 kWh a month (%5); %6 tokens per kWh.</source>
        <translation>&lt;b&gt;Вложения:&lt;/b&gt; %1. &lt;b&gt;Мощность:&lt;/b&gt; %2 кВт, узлов: %3; %4 кВт·ч в месяц (%5); %6 токенов на кВт·ч.</translation>
    </message>
    <message>
        <source>Remove from &amp;Report</source>
        <translation>Убрать из от&amp;чёта</translation>
    </message>
    <message>
        <source>Add to &amp;Report</source>
        <translation>В от&amp;чёт</translation>
    </message>
    <message>
        <source>Plan %1</source>
        <translation>План %1</translation>
    </message>
    <message>
        <source>★: the plan in the report.</source>
        <translation>★: план в отчёте.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Per 1M output tokens:&lt;/b&gt; %1 paid as planned; %2 renting on demand (as the board prices them).</source>
        <translation>&lt;b&gt;За 1 млн выходных токенов:&lt;/b&gt; %1 при выбранной оплате; %2 при аренде по требованию (так их считает доска).</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Время до первого токена</translation>
    </message>
    <message>
        <source>against</source>
        <translation>против</translation>
    </message>
    <message>
        <source>Bold: on the chart&apos;s Pareto front (no other plan is both cheaper and better on the chart&apos;s other axis).</source>
        <translation>Жирным: на фронте Парето графика (нет плана одновременно дешевле и лучше по другой оси графика).</translation>
    </message>
    <message>
        <source>Time to first token (s)</source>
        <translation>Время до первого токена (с)</translation>
    </message>
    <message>
        <source>What each plan costs against its time to first token</source>
        <translation>Стоимость каждого плана и его время до первого токена</translation>
    </message>
    <message>
        <source>Prefill and decode:</source>
        <translation>Префилл и декодирование:</translation>
    </message>
    <message>
        <source>Several models may share GPUs</source>
        <translation>Несколько моделей могут делить GPU</translation>
    </message>
    <message>
        <source>Owning the base, renting the peak hours</source>
        <translation>Покупка базы, аренда в часы пик</translation>
    </message>
    <message>
        <source>Together or on separate GPUs, the cheaper</source>
        <translation>Вместе или на разных GPU — что дешевле</translation>
    </message>
    <message>
        <source>Together on the same GPUs</source>
        <translation>Вместе на одних GPU</translation>
    </message>
    <message>
        <source>On separate GPUs</source>
        <translation>На разных GPU</translation>
    </message>
    <message>
        <source>&lt;b&gt;GPUs:&lt;/b&gt; %1 already owned, %2 bought, up to %3 rented (%4 GPU-hours a month).</source>
        <translation>&lt;b&gt;GPU:&lt;/b&gt; уже есть %1, куплено %2, арендовано до %3 (%4 GPU-часов в месяц).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Training:&lt;/b&gt; %1, %2 one-off; %3.</source>
        <translation>&lt;b&gt;Обучение:&lt;/b&gt; %1, %2 разово; %3.</translation>
    </message>
    <message>
        <source>Daily profile:</source>
        <translation>Суточный профиль:</translation>
    </message>
    <message>
        <source>Owned GPU:</source>
        <translation>Имеющийся GPU:</translation>
    </message>
    <message>
        <source>Training jobs</source>
        <translation>Задачи обучения</translation>
    </message>
    <message>
        <source>Add Job</source>
        <translation>Добавить задачу</translation>
    </message>
    <message>
        <source>Remove Job</source>
        <translation>Удалить задачу</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Метод:</translation>
    </message>
    <message>
        <source>Deadline:</source>
        <translation>Срок:</translation>
    </message>
    <message>
        <source>Add GPUs</source>
        <translation>Добавить GPU</translation>
    </message>
    <message>
        <source>Remove GPUs</source>
        <translation>Удалить GPU</translation>
    </message>
    <message>
        <source>24 factors of the average rate, hour 0 to hour 23, separated by spaces: the fleet is sized for the busiest hour, the tokens are priced on the day&apos;s volume.</source>
        <translation>24 коэффициента к средней интенсивности, с часа 0 по час 23, через пробел: парк подбирается под самый загруженный час, токены оцениваются по дневному объёму.</translation>
    </message>
    <message>
        <source>Give 24 hourly factors of at least 0, not all zero.</source>
        <translation>Укажите 24 почасовых коэффициента не меньше 0, не все нулевые.</translation>
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
        <source>Full fine-tuning</source>
        <translation>Полное дообучение</translation>
    </message>
    <message>
        <source> M tokens</source>
        <translation> млн токенов</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation>&#xa0;токенов</translation>
    </message>
    <message>
        <source> h</source>
        <translation>&#xa0;ч</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation>&#xa0;GPU</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>GPUs already owned: the count, then the GPU</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1: %2, %3 M tokens</source>
        <extracomment>a training job: the model, its method, the tokens trained (millions)</extracomment>
        <translation>%1: %2, %3&#xa0;млн токенов</translation>
    </message>
    <message>
        <source>By hour:</source>
        <translation>По часам:</translation>
    </message>
    <message>
        <source>Owned GPUs:</source>
        <translation>Имеющиеся GPU:</translation>
    </message>
    <message>
        <source>Count:</source>
        <translation>Количество:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Модель:</translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation>Токены:</translation>
    </message>
    <message>
        <source>Sequence:</source>
        <translation>Последовательность:</translation>
    </message>
    <message>
        <source>Only the GPU types owned</source>
        <translation>Только имеющиеся типы GPU</translation>
    </message>
    <message>
        <source>flat</source>
        <translation>ровный</translation>
    </message>
    <message>
        <source>Flat all day</source>
        <translation>Ровно весь день</translation>
    </message>
    <message>
        <source>Office hours, 9-17</source>
        <translation>Рабочие часы, 9–17</translation>
    </message>
    <message>
        <source>Evenings, 18-22</source>
        <translation>Вечера, 18–22</translation>
    </message>
    <message>
        <source>Typed below</source>
        <translation>Введённые ниже</translation>
    </message>
    <message>
        <source>None: the fewest GPUs the job fits on, however long it takes; else the fewest that finish it in time.</source>
        <translation>Нет: наименьшее число GPU, на которое помещается задача, сколько бы она ни шла; иначе наименьшее, что успевает к сроку.</translation>
    </message>
    <message>
        <source>Weight formats:</source>
        <translation>Форматы весов:</translation>
    </message>
    <message>
        <source>KV formats:</source>
        <translation>Форматы KV:</translation>
    </message>
    <message>
        <source>Stopping the search…</source>
        <translation>Остановка поиска…</translation>
    </message>
    <message numerus="yes">
        <source>the project&apos;s (%n month(s))</source>
        <extracomment>the advisor&apos;s horizon when the question states none: the project&apos;s cost horizon</extracomment>
        <translation>
            <numerusform>как у проекта (%n месяц)</numerusform>
            <numerusform>как у проекта (%n месяца)</numerusform>
            <numerusform>как у проекта (%n месяцев)</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Units:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Единицы покупки и аренды:&lt;/b&gt; %1</translation>
    </message>
</context>
<context>
    <name>Headroom::AdvisorPlansModel</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1&#xa0;кВт</translation>
    </message>
    <message>
        <source>Binds: %1</source>
        <translation>Ограничивает: %1</translation>
    </message>
    <message>
        <source>Against the first: %1</source>
        <translation>По сравнению с первым: %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>В месяц</translation>
    </message>
    <message>
        <source>Per 1M tokens</source>
        <translation>За 1 млн ток.</translation>
    </message>
    <message>
        <source>Per user</source>
        <translation>На польз.</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Мощность</translation>
    </message>
    <message>
        <source>Binds</source>
        <translation>Ограничивает</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>План</translation>
    </message>
    <message>
        <source>In the report.</source>
        <translation>В отчёте.</translation>
    </message>
    <message>
        <source>*: GPUs beyond those you have are costed at the project&apos;s placeholder price: neither the price book nor the catalog prices them.</source>
        <translation>*: GPU сверх имеющихся посчитаны по условной цене проекта: ни прайс-лист, ни каталог не дают для них цены.</translation>
    </message>
    <message>
        <source>%1 *</source>
        <translation>%1 *</translation>
    </message>
</context>
<context>
    <name>Headroom::Board</name>
    <message>
        <source>Shorten the training sequences to %1.</source>
        <translation>Сократите обучающие последовательности до %1.</translation>
    </message>
    <message>
        <source>Shorten the context to %1.</source>
        <translation>Сократите контекст до %1.</translation>
    </message>
    <message>
        <source>Use %1 weights.</source>
        <translation>Используйте веса %1.</translation>
    </message>
    <message numerus="yes">
        <source>Use %n GPU(s) (TP %1, PP %2, DP %3).</source>
        <extracomment>%1 = tensor parallel, %2 = pipeline parallel, %3 = data parallel</extracomment>
        <translation>
            <numerusform>Используйте %n GPU (TP %1, PP %2, DP %3).</numerusform>
            <numerusform>Используйте %n GPU (TP %1, PP %2, DP %3).</numerusform>
            <numerusform>Используйте %n GPU (TP %1, PP %2, DP %3).</numerusform>
        </translation>
    </message>
    <message>
        <source>Does not fit: needs %1 more on GPU %2.</source>
        <extracomment>%1 = memory (&quot;12.3 GiB&quot;), %2 = GPU index</extracomment>
        <translation>Не помещается: нужно ещё %1 на GPU %2.</translation>
    </message>
    <message>
        <source>Does not fit.</source>
        <translation>Не помещается.</translation>
    </message>
    <message>
        <source>Fits: %1 free on the fullest GPU.</source>
        <translation>Помещается: на самом заполненном GPU свободно %1.</translation>
    </message>
    <message>
        <source>Move a deployment to a configuration of its own.</source>
        <translation>Перенесите развёртывание в отдельную конфигурацию.</translation>
    </message>
    <message numerus="yes">
        <source>Lower the batch to %n sequence(s).</source>
        <translation>
            <numerusform>Уменьшите батч до %n последовательности.</numerusform>
            <numerusform>Уменьшите батч до %n последовательностей.</numerusform>
            <numerusform>Уменьшите батч до %n последовательностей.</numerusform>
        </translation>
    </message>
    <message>
        <source>Store the KV cache in %1.</source>
        <extracomment>%1 = a KV cache format (&quot;FP8&quot;)</extracomment>
        <translation>Храните KV-кэш в %1.</translation>
    </message>
    <message numerus="yes">
        <source>Use %n GPU(s) with tensor parallel %1.</source>
        <extracomment>%1 = tensor parallel size (GPUs sharing every layer)</extracomment>
        <translation>
            <numerusform>Используйте %n GPU с тензорным параллелизмом %1.</numerusform>
            <numerusform>Используйте %n GPU с тензорным параллелизмом %1.</numerusform>
            <numerusform>Используйте %n GPU с тензорным параллелизмом %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Use %n GPU(s): tensor parallel %1 × pipeline parallel %2.</source>
        <extracomment>%1 = tensor parallel size, %2 = pipeline stages (one node holds 8 GPUs)</extracomment>
        <translation>
            <numerusform>Используйте %n GPU: тензорный параллелизм %1 × конвейерный параллелизм %2.</numerusform>
            <numerusform>Используйте %n GPU: тензорный параллелизм %1 × конвейерный параллелизм %2.</numerusform>
            <numerusform>Используйте %n GPU: тензорный параллелизм %1 × конвейерный параллелизм %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Use %1 instead (%2 each).</source>
        <extracomment>%1 = GPU name, %2 = its memory (&quot;139.8 GiB&quot;)</extracomment>
        <translation>Используйте %1 (%2 на каждом).</translation>
    </message>
    <message numerus="yes">
        <source>Regroup the GPUs as tensor parallel %1: %n replica(s).</source>
        <extracomment>%1 = tensor parallel size (GPUs sharing every layer)</extracomment>
        <translation>
            <numerusform>Перегруппируйте GPU с тензорным параллелизмом %1: %n реплика.</numerusform>
            <numerusform>Перегруппируйте GPU с тензорным параллелизмом %1: %n реплики.</numerusform>
            <numerusform>Перегруппируйте GPU с тензорным параллелизмом %1: %n реплик.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Regroup the GPUs as tensor parallel %1 × pipeline parallel %2: %n replica(s).</source>
        <extracomment>%1 = tensor parallel size, %2 = pipeline stages</extracomment>
        <translation>
            <numerusform>Перегруппируйте GPU с тензорным параллелизмом %1 × конвейерным параллелизмом %2: %n реплика.</numerusform>
            <numerusform>Перегруппируйте GPU с тензорным параллелизмом %1 × конвейерным параллелизмом %2: %n реплики.</numerusform>
            <numerusform>Перегруппируйте GPU с тензорным параллелизмом %1 × конвейерным параллелизмом %2: %n реплик.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Regroup the GPUs as tensor parallel %1: %n replica(s) instead of %2.</source>
        <extracomment>%1 = tensor parallel size, %2 = the replicas the GPUs hold now</extracomment>
        <translation>
            <numerusform>Перегруппировать GPU в тензорный параллелизм %1: %n реплика вместо %2.</numerusform>
            <numerusform>Перегруппировать GPU в тензорный параллелизм %1: %n реплики вместо %2.</numerusform>
            <numerusform>Перегруппировать GPU в тензорный параллелизм %1: %n реплик вместо %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Regroup the GPUs as tensor parallel %1 × pipeline parallel %2: %n replica(s) instead of %3.</source>
        <extracomment>%1 = tensor parallel size, %2 = pipeline stages, %3 = the replicas the GPUs hold now</extracomment>
        <translation>
            <numerusform>Перегруппировать GPU: тензорный параллелизм %1 × конвейерный параллелизм %2, %n реплика вместо %3.</numerusform>
            <numerusform>Перегруппировать GPU: тензорный параллелизм %1 × конвейерный параллелизм %2, %n реплики вместо %3.</numerusform>
            <numerusform>Перегруппировать GPU: тензорный параллелизм %1 × конвейерный параллелизм %2, %n реплик вместо %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) instead of %1.</source>
        <extracomment>a second sentence after &quot;Use 16 GPUs: ...&quot;; %1 = the replicas the configuration has now</extracomment>
        <translation>
            <numerusform>%n реплика вместо %1.</numerusform>
            <numerusform>%n реплики вместо %1.</numerusform>
            <numerusform>%n реплик вместо %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::BoardView</name>
    <message>
        <source>Planning board</source>
        <translation>Доска планирования</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>Конфигурации</translation>
    </message>
    <message>
        <source>&amp;Add Configuration…</source>
        <translation>&amp;Добавить конфигурацию…</translation>
    </message>
    <message>
        <source>Deploy &amp;Model…</source>
        <translation>&amp;Развернуть модель…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Copy &amp;Launch Command…</source>
        <translation>&amp;Копировать команду запуска…</translation>
    </message>
    <message>
        <source>No deployment is selected.</source>
        <translation>Развёртывание не выбрано.</translation>
    </message>
    <message>
        <source>The deployment&apos;s configuration or model is missing.</source>
        <translation>Конфигурация или модель развёртывания отсутствует.</translation>
    </message>
    <message>
        <source>Deploy model…</source>
        <translation>Развернуть модель…</translation>
    </message>
    <message>
        <source>Copy launch command…</source>
        <translation>Копировать команду запуска…</translation>
    </message>
    <message>
        <source>Remove deployment</source>
        <comment>context menu action</comment>
        <translation>Удалить развёртывание</translation>
    </message>
    <message>
        <source>Remove configuration</source>
        <comment>context menu action</comment>
        <translation>Удалить конфигурацию</translation>
    </message>
    <message>
        <source>No configuration yet.

Drag a GPU from the catalog onto the board, then a model onto its card. A model dropped on the empty board gets a GPU of its own.

Keyboard: select a GPU in the catalog and press Enter, then a model.

Or start from the sample plan.</source>
        <translation>Конфигураций пока нет.

Перетащите GPU из каталога на доску, затем модель на его карточку. Модель, перетащенная на пустую доску, получит собственный GPU.

С клавиатуры: выберите GPU в каталоге и нажмите Enter, затем модель.

Или начните с примера проекта.</translation>
    </message>
    <message>
        <source>Open the Sample Plan</source>
        <translation>Открыть пример проекта</translation>
    </message>
    <message>
        <source>Deploy %1 on a new configuration</source>
        <extracomment>undo text: %1 = model name</extracomment>
        <translation>Развернуть %1 в новой конфигурации</translation>
    </message>
</context>
<context>
    <name>Headroom::Calibration</name>
    <message>
        <source>Line %1: &quot;%2&quot; is not a number.</source>
        <translation>Строка %1: «%2» — не число.</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is negative (%3).</source>
        <translation>Строка %1: «%2» отрицательно (%3).</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is out of range (%3).</source>
        <translation>Строка %1: «%2» вне допустимого диапазона (%3).</translation>
    </message>
    <message>
        <source>Line %1: this object holds no serving figures (request_throughput, output_throughput or mean_ttft_ms).</source>
        <translation>Строка %1: в объекте нет показателей обслуживания (request_throughput, output_throughput или mean_ttft_ms).</translation>
    </message>
    <message>
        <source>The genai-perf export holds no request throughput, output token throughput or time to first token.</source>
        <translation>В экспорте genai-perf нет пропускной способности по запросам, по выходным токенам и времени до первого токена.</translation>
    </message>
    <message>
        <source>Line %1: the CSV lacks the columns %2.</source>
        <translation>Строка %1: в CSV нет столбцов %2.</translation>
    </message>
    <message>
        <source>Line %1: the llama-bench result lacks %2.</source>
        <translation>Строка %1: в результате llama-bench нет %2.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Файл пуст.</translation>
    </message>
    <message>
        <source>Line %1 has %2 fields where the header has %3.</source>
        <translation>Строка %1: полей — %2, а в заголовке — %3.</translation>
    </message>
    <message>
        <source>Line %1: the table lacks the columns %2.</source>
        <translation>Строка %1: в таблице нет столбцов %2.</translation>
    </message>
    <message>
        <source>Line %1: the test &quot;%2&quot; is not a pp or tg test.</source>
        <translation>Строка %1: тест «%2» — не тест pp или tg.</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is not a rate such as &quot;123.45 ± 1.23&quot;.</source>
        <translation>Строка %1: «%2» — не скорость вида «123.45 ± 1.23».</translation>
    </message>
    <message>
        <source>Line %1: the log gives a negative KV cache size (%2 GiB): the engine did not start with these settings.</source>
        <translation>Строка %1: в журнале отрицательный размер KV-кэша (%2 ГиБ): движок не запустился с этими настройками.</translation>
    </message>
    <message>
        <source>Line %1, column %2: the JSON is malformed (%3).</source>
        <translation>Строка %1, столбец %2: ошибка в JSON (%3).</translation>
    </message>
    <message>
        <source>Line %1: element %2 of the array is not a JSON object.</source>
        <translation>Строка %1: элемент %2 массива — не объект JSON.</translation>
    </message>
    <message>
        <source>Line %1 is not a JSON object.</source>
        <translation>Строка %1 — не объект JSON.</translation>
    </message>
    <message>
        <source>vLLM benchmark</source>
        <translation>Бенчмарк vLLM</translation>
    </message>
    <message>
        <source>SGLang benchmark</source>
        <translation>Бенчмарк SGLang</translation>
    </message>
    <message>
        <source>genai-perf / AIPerf</source>
        <translation>genai-perf / AIPerf</translation>
    </message>
    <message>
        <source>llama-bench</source>
        <translation>llama-bench</translation>
    </message>
    <message>
        <source>vLLM server log</source>
        <translation>Журнал сервера vLLM</translation>
    </message>
    <message>
        <source>SGLang server log</source>
        <translation>Журнал сервера SGLang</translation>
    </message>
    <message>
        <source>TensorRT-LLM server log</source>
        <translation>Журнал сервера TensorRT-LLM</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB, the most Headroom reads as a measurement.</source>
        <translation>Файл больше %1 МиБ — это предел для файлов измерений.</translation>
    </message>
    <message>
        <source>Line %1 (byte %2) is not text: this is not a benchmark result or a server log.</source>
        <translation>Строка %1 (байт %2) — не текст: это не результат бенчмарка и не журнал сервера.</translation>
    </message>
    <message>
        <source>No line of this file is one Headroom reads: it is not a vLLM, SGLang, genai-perf, AIPerf or llama-bench result, nor a vLLM, SGLang or TensorRT-LLM server log.</source>
        <translation>Headroom не распознаёт ни одной строки файла: это не результат vLLM, SGLang, genai-perf, AIPerf или llama-bench и не журнал сервера vLLM, SGLang или TensorRT-LLM.</translation>
    </message>
    <message>
        <source>The file holds no run Headroom reads.</source>
        <translation>В файле нет запусков, которые читает Headroom.</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation>Не удаётся открыть «%1»: %2</translation>
    </message>
</context>
<context>
    <name>Headroom::CalibrationDialog</name>
    <message>
        <source>Measurement Files</source>
        <translation>Файлы измерений</translation>
    </message>
    <message>
        <source>Benchmark results and server logs (*.json *.jsonl *.csv *.md *.log *.txt);;All files (*)</source>
        <translation>Результаты бенчмарков и логи серверов (*.json *.jsonl *.csv *.md *.log *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Calibrate to Measurements</source>
        <translation>Калибровка по измерениям</translation>
    </message>
    <message>
        <source>&amp;Files: vLLM, SGLang, genai-perf, AIPerf or llama-bench results and vLLM, SGLang or TensorRT-LLM server logs</source>
        <translation>&amp;Файлы: результаты vLLM, SGLang, genai-perf, AIPerf или llama-bench и логи серверов vLLM, SGLang или TensorRT-LLM</translation>
    </message>
    <message>
        <source>&amp;Add Files…</source>
        <translation>&amp;Добавить файлы…</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Очистить</translation>
    </message>
    <message>
        <source>&amp;Deployment:</source>
        <translation>&amp;Развёртывание:</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <source>Engine constant</source>
        <translation>Константа движка</translation>
    </message>
    <message>
        <source>Now → fitted</source>
        <translation>Сейчас → подобрано</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Прогон</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Измерено</translation>
    </message>
    <message>
        <source>Estimate now → fitted</source>
        <translation>Оценка сейчас → после подбора</translation>
    </message>
    <message>
        <source>Error now → fitted</source>
        <translation>Ошибка сейчас → после подбора</translation>
    </message>
    <message>
        <source>A&amp;pply Calibration</source>
        <translation>При&amp;менить калибровку</translation>
    </message>
    <message>
        <source>As the files say (model, GPU, engine)</source>
        <translation>Как указано в файлах (модель, GPU, движок)</translation>
    </message>
    <message>
        <source>%1 on %2 (%3)</source>
        <translation>%1 на %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <extracomment>a measurement file in the list: its name and how many runs it holds</extracomment>
        <translation>
            <numerusform>%1 (%n прогон)</numerusform>
            <numerusform>%1 (%n прогона)</numerusform>
            <numerusform>%1 (%n прогонов)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not matched to one deployment (%2): choose the deployment it ran</source>
        <translation>%1: не сопоставлен с одним развёртыванием (%2): выберите развёртывание, на котором он выполнялся</translation>
    </message>
    <message>
        <source>Add the benchmark results and server logs of a deployment in this plan: the fit shows each run&apos;s error now and with the fitted constants.</source>
        <translation>Добавьте результаты бенчмарков и логи серверов развёртывания из этого плана: подбор покажет ошибку каждого прогона сейчас и с подобранными константами.</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>Fitted</source>
        <translation>После подбора</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2: %n run(s)</source>
        <translation>
            <numerusform>%1 на %2: %n прогон</numerusform>
            <numerusform>%1 на %2: %n прогона</numerusform>
            <numerusform>%1 на %2: %n прогонов</numerusform>
        </translation>
    </message>
    <message>
        <source>Median error of %1: %2 now, %3 fitted</source>
        <translation>Медианная ошибка %1: %2 сейчас, %3 после подбора</translation>
    </message>
    <message>
        <source>%1 %2: the log says %3, Headroom %4 now, %5 fitted</source>
        <translation>%1 %2: в логе %3, в Headroom %4 сейчас, %5 после подбора</translation>
    </message>
    <message>
        <source>Run (table row)</source>
        <translation>Прогон (строка таблицы)</translation>
    </message>
    <message>
        <source>Error (%)</source>
        <translation>Ошибка (%)</translation>
    </message>
    <message>
        <source>Each run&apos;s error, now and fitted</source>
        <translation>Ошибка каждого прогона сейчас и после подбора</translation>
    </message>
    <message>
        <source>%1, at the limit of the fit: not proposed</source>
        <translation>%1, на границе подбора: не предлагается</translation>
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
        <source>config.json has no &apos;%1&apos;</source>
        <translation>В config.json нет «%1»</translation>
    </message>
    <message>
        <source>config.json is not a JSON object</source>
        <translation>config.json не является JSON-объектом</translation>
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
        <source>config.json: &apos;%1&apos; has an unknown kind &apos;%2&apos; at index %3</source>
        <translation>config.json: в «%1» неизвестный тип «%2» под индексом %3</translation>
    </message>
    <message>
        <source>config.json: &apos;%1&apos; lists %2 layers, but &apos;num_hidden_layers&apos; is %3</source>
        <translation>config.json: в «%1» перечислено слоёв: %2, но «num_hidden_layers» равно %3</translation>
    </message>
    <message>
        <source>config.json: &apos;%1&apos; is &apos;%2&apos;, not a known dtype</source>
        <translation>config.json: «%1» равно «%2» — неизвестный тип данных</translation>
    </message>
    <message>
        <source>config.json: &apos;vision_config&apos; describes a vision tower of %1 parameters, more than any model has (at most %2)</source>
        <translation>config.json: &apos;vision_config&apos; описывает визуальный энкодер из %1 параметров — больше, чем у любой модели (не более %2)</translation>
    </message>
    <message>
        <source>config.json: &apos;vision_config.vision_use_head&apos; is true; Headroom counts SigLIP towers without the pooling head only</source>
        <translation>config.json: &apos;vision_config.vision_use_head&apos; равно true; Headroom считает башни SigLIP только без пулинговой головы</translation>
    </message>
    <message>
        <source>config.json: &apos;vision_config&apos; is not an object</source>
        <translation>config.json: &apos;vision_config&apos; не является объектом</translation>
    </message>
    <message>
        <source>config.json: &apos;vision_config.model_type&apos; is &apos;%1&apos;, a vision tower Headroom cannot count</source>
        <translation>config.json: &apos;vision_config.model_type&apos; равно &apos;%1&apos; — визуальный энкодер, который Headroom не умеет считать</translation>
    </message>
    <message>
        <source>%1: %2 &apos;%3&apos; is not understood</source>
        <translation>%1: %2 &apos;%3&apos; не распознано</translation>
    </message>
    <message>
        <source>%1: %2 is missing</source>
        <translation>%1: нет %2</translation>
    </message>
    <message>
        <source>config.json: quantization_config is not an object</source>
        <translation>config.json: quantization_config не является объектом</translation>
    </message>
    <message>
        <source>config.json: &apos;model_type&apos; is &apos;%1&apos;, an RWKV generation Headroom cannot count (it reads &apos;rwkv&apos; and &apos;rwkv6&apos;)</source>
        <translation>config.json: «model_type» равен «%1» — поколение RWKV, которое Headroom не умеет считать (читаются «rwkv» и «rwkv6»)</translation>
    </message>
    <message>
        <source>config.json: &apos;attention_hidden_size&apos; %1 is not a whole number of &apos;head_size&apos; %2 heads</source>
        <translation>config.json: «attention_hidden_size» %1 не делится на целое число голов «head_size» %2</translation>
    </message>
    <message>
        <source>config.json: &apos;%1&apos; describes layers that are not attention, which Headroom cannot read for model_type &apos;%2&apos;</source>
        <translation>config.json: «%1» описывает слои, не являющиеся вниманием; Headroom не умеет их читать для model_type «%2»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a positive amount and a currency (USD, EUR, RUB or PLN)</source>
        <translation>«%1» требует положительной суммы и валюты (USD, EUR, RUB или PLN)</translation>
    </message>
    <message>
        <source>&quot;gpus&quot; must be a whole number of at least 1</source>
        <translation>«gpus» должно быть целым числом не меньше 1</translation>
    </message>
    <message>
        <source>an entry needs an &quot;id&quot; and a &quot;gpu&quot;</source>
        <translation>записи нужны поля «id» и «gpu»</translation>
    </message>
    <message>
        <source>unknown &quot;kind&quot; &quot;%1&quot;</source>
        <translation>неизвестный вид («kind») «%1»</translation>
    </message>
    <message>
        <source>Units catalog, &quot;%1&quot; entry %2: %3</source>
        <translation>Каталог единиц, «%1», запись %2: %3</translation>
    </message>
    <message>
        <source>The built-in units catalog cannot be read</source>
        <translation>Не удаётся прочитать встроенный каталог единиц</translation>
    </message>
    <message>
        <source>The units catalog is not a JSON object: %1</source>
        <translation>Каталог единиц не является объектом JSON: %1</translation>
    </message>
</context>
<context>
    <name>Headroom::CatalogDelegate</name>
    <message>
        <source>custom</source>
        <comment>a user&apos;s own catalog entry</comment>
        <translation>своя</translation>
    </message>
</context>
<context>
    <name>Headroom::CatalogEntryEditor</name>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Идентификатор:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>Исто&amp;чник:</translation>
    </message>
    <message>
        <source>As &amp;of:</source>
        <translation>По состо&amp;янию на:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>enter the name the board shows.</source>
        <translation>введите название, которое будет показано на доске.</translation>
    </message>
</context>
<context>
    <name>Headroom::CatalogModel</name>
    <message>
        <source>%1 GB</source>
        <extracomment>decimal gigabytes, as vendors market memory</extracomment>
        <translation>%1&#xa0;ГБ</translation>
    </message>
    <message>
        <source>%1 TB/s</source>
        <translation>%1&#xa0;ТБ/с</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1&#xa0;ГБ/с</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>a price range</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1B</source>
        <extracomment>billions of parameters</extracomment>
        <translation>%1&#xa0;млрд</translation>
    </message>
    <message>
        <source>%1k context</source>
        <extracomment>context length in thousands of tokens (1k = 1,024)</extracomment>
        <translation>контекст %1k</translation>
    </message>
    <message>
        <source>%1 context</source>
        <translation>контекст %1</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>не указан</translation>
    </message>
    <message>
        <source>unknown date</source>
        <translation>неизвестную дату</translation>
    </message>
    <message>
        <source>Source: %1 (as of %2)</source>
        <translation>Источник: %1 (по состоянию на %2)</translation>
    </message>
    <message>
        <source>Confidence: %1</source>
        <translation>Достоверность: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>label: value</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>NVIDIA</source>
        <translation>NVIDIA</translation>
    </message>
    <message>
        <source>AMD</source>
        <translation>AMD</translation>
    </message>
    <message>
        <source>Apple</source>
        <translation>Apple</translation>
    </message>
    <message>
        <source>Intel</source>
        <translation>Intel</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Другой</translation>
    </message>
    <message>
        <source>%1 TFLOPS BF16</source>
        <translation>%1&#xa0;TFLOPS BF16</translation>
    </message>
    <message>
        <source>%1/h</source>
        <extracomment>a rental price per GPU-hour</extracomment>
        <translation>%1/ч</translation>
    </message>
    <message>
        <source>%1 params (%2 active)</source>
        <translation>%1 параметров (%2 активных)</translation>
    </message>
    <message>
        <source>%1 params</source>
        <translation>%1 параметров</translation>
    </message>
    <message>
        <source>MLA</source>
        <translation>MLA</translation>
    </message>
    <message numerus="yes">
        <source>%n KV head(s)</source>
        <translation>
            <numerusform>%n KV-голова</numerusform>
            <numerusform>%n KV-головы</numerusform>
            <numerusform>%n KV-голов</numerusform>
        </translation>
    </message>
    <message>
        <source>MoE %1 of %2 experts</source>
        <translation>MoE: %1 из %2 экспертов</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>плотная</translation>
    </message>
    <message>
        <source>Custom entry of this project</source>
        <translation>Пользовательская запись этого проекта</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Производитель</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Архитектура</translation>
    </message>
    <message>
        <source>%1 (%2 usable)</source>
        <translation>%1 (доступно %2)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Пропускная способность</translation>
    </message>
    <message>
        <source>BF16 dense</source>
        <translation>BF16 без разреженности</translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation>%1&#xa0;TFLOPS</translation>
    </message>
    <message>
        <source>FP8 dense</source>
        <translation>FP8 без разреженности</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1&#xa0;Вт</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>Интерконнект</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>По требованию</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Спот</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation>Цены по состоянию на</translation>
    </message>
    <message>
        <source>Hugging Face</source>
        <translation>Hugging Face</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Семейство</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Active per token</source>
        <translation>Активных на токен</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Слои</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Скрытый размер</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Головы внимания</translation>
    </message>
    <message>
        <source>%1 (%2 KV, head size %3)</source>
        <translation>%1 (%2 KV, размер головы %3)</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Контекст</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Эксперты</translation>
    </message>
    <message>
        <source>%1 routed, %2 per token, %3 shared</source>
        <translation>%1 маршрутизируемых, %2 на токен, %3 общих</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>Доступная память</translation>
    </message>
    <message>
        <source>not known: estimates use the marketed bytes</source>
        <translation>неизвестна: оценки берут заявленный объём</translation>
    </message>
</context>
<context>
    <name>Headroom::CatalogPalette</name>
    <message>
        <source>Cannot Delete</source>
        <translation>Не удаётся удалить</translation>
    </message>
    <message>
        <source>Search models and GPUs</source>
        <translation>Поиск моделей и GPU</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Модели</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model family</source>
        <translation>Семейство моделей</translation>
    </message>
    <message>
        <source>Model size</source>
        <translation>Размер модели</translation>
    </message>
    <message>
        <source>GPU vendor</source>
        <translation>Производитель GPU</translation>
    </message>
    <message>
        <source>Minimum GPU memory</source>
        <translation>Минимальный объём памяти GPU</translation>
    </message>
    <message>
        <source>Any size</source>
        <translation>Любой размер</translation>
    </message>
    <message>
        <source>Under 10B</source>
        <translation>До 10&#xa0;млрд</translation>
    </message>
    <message>
        <source>10B–40B</source>
        <translation>10–40&#xa0;млрд</translation>
    </message>
    <message>
        <source>40B–100B</source>
        <translation>40–100&#xa0;млрд</translation>
    </message>
    <message>
        <source>Over 100B</source>
        <translation>Более 100&#xa0;млрд</translation>
    </message>
    <message>
        <source>MoE</source>
        <translation>MoE</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>Все вендоры</translation>
    </message>
    <message>
        <source>Any memory</source>
        <translation>Любая память</translation>
    </message>
    <message>
        <source>%1 GB or more</source>
        <translation>от %1&#xa0;ГБ</translation>
    </message>
    <message>
        <source>&amp;Add to Board</source>
        <translation>&amp;Добавить на доску</translation>
    </message>
    <message>
        <source>New Custom &amp;GPU...</source>
        <translation>&amp;Новый пользовательский GPU...</translation>
    </message>
    <message>
        <source>New Custom &amp;Model...</source>
        <translation>Новая пользовательская &amp;модель...</translation>
    </message>
    <message>
        <source>&amp;Import Model...</source>
        <translation>Им&amp;портировать модель...</translation>
    </message>
    <message>
        <source>Add a model from a Hugging Face config.json or a GGUF file</source>
        <translation>Добавить модель из config.json Hugging Face или файла GGUF</translation>
    </message>
    <message>
        <source>&amp;Edit...</source>
        <translation>&amp;Изменить...</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>Ду&amp;блировать</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>All families</source>
        <translation>Все семейства</translation>
    </message>
    <message>
        <source>No models in the catalog.</source>
        <translation>В каталоге нет моделей.</translation>
    </message>
    <message>
        <source>No model matches the search and filters.</source>
        <translation>Ни одна модель не подходит под поиск и фильтры.</translation>
    </message>
    <message>
        <source>No GPUs in the catalog.</source>
        <translation>В каталоге нет GPU.</translation>
    </message>
    <message>
        <source>No GPU matches the search and filters.</source>
        <translation>Ни один GPU не подходит под поиск и фильтры.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>section name (count)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <comment>section name (shown of total)</comment>
        <translation>%1 (%2 из %3)</translation>
    </message>
    <message>
        <source>&amp;Models</source>
        <translation>&amp;Модели</translation>
    </message>
    <message>
        <source>&amp;GPUs</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <source>%1 is a built-in entry and stays as it is: your changes are saved as a new custom GPU, %2.</source>
        <translation>%1 — встроенная запись, она не изменится: ваши изменения будут сохранены как новый пользовательский GPU, %2.</translation>
    </message>
    <message>
        <source>%1 (custom)</source>
        <translation>%1 (своя версия)</translation>
    </message>
    <message>
        <source>%1 is a built-in entry and stays as it is: your changes are saved as a new custom model, %2.</source>
        <translation>%1 — встроенная запись, она не изменится: ваши изменения будут сохранены как новая пользовательская модель, %2.</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (копия)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>configuration “%1”</source>
        <translation>конфигурация «%1»</translation>
    </message>
    <message>
        <source>deployment on “%1”</source>
        <translation>развёртывание на «%1»</translation>
    </message>
    <message>
        <source>There is no catalog entry “%1”.</source>
        <translation>В каталоге нет записи «%1».</translation>
    </message>
    <message>
        <source>%1 is a built-in entry and cannot be deleted.</source>
        <translation>%1 — встроенная запись, её нельзя удалить.</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot be deleted while the plan uses it: %2. Remove or change those first.</source>
        <translation>
            <numerusform>%1 нельзя удалить, пока запись используется в плане: %2. Сначала удалите или измените этот элемент.</numerusform>
            <numerusform>%1 нельзя удалить, пока запись используется в плане: %2. Сначала удалите или измените эти элементы.</numerusform>
            <numerusform>%1 нельзя удалить, пока запись используется в плане: %2. Сначала удалите или измените эти элементы.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::Charts</name>
    <message>
        <source>Export Chart…</source>
        <translation>Экспортировать график…</translation>
    </message>
    <message>
        <source>%1M</source>
        <extracomment>millions on a chart axis: &quot;1.2M&quot;</extracomment>
        <translation>%1&#xa0;млн</translation>
    </message>
    <message>
        <source>%1k</source>
        <extracomment>thousands on a chart axis: &quot;350k&quot;</extracomment>
        <translation>%1&#xa0;тыс.</translation>
    </message>
    <message>
        <source>1 year: %1</source>
        <translation>за 1 год: %1</translation>
    </message>
    <message>
        <source>3 years: %1</source>
        <translation>за 3 года: %1</translation>
    </message>
    <message>
        <source>5 years: %1</source>
        <translation>за 5 лет: %1</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Экспорт графика</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Рисунки SVG (*.svg)</translation>
    </message>
    <message>
        <source>chart</source>
        <translation>график</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Ошибка экспорта</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s): %1</source>
        <translation>
            <numerusform>за %n месяц: %1</numerusform>
            <numerusform>за %n месяца: %1</numerusform>
            <numerusform>за %n месяцев: %1</numerusform>
        </translation>
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
        <source>KV pool per GPU %1 GiB = %2 tokens; max sequences %3; max context %4; fewest GPUs %5 (TP %6 x PP %7)</source>
        <translation>Пул KV на GPU %1 ГиБ = %2 токенов; макс. последовательностей %3; макс. контекст %4; минимум GPU %5 (TP %6 × PP %7)</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Предупреждение: %1</translation>
    </message>
    <message>
        <source>Unknown GPU &apos;%1&apos;</source>
        <translation>Неизвестный GPU &apos;%1&apos;</translation>
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
        <translation>Неизвестный движок &apos;%1&apos;</translation>
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
        <source>Print a project file&apos;s metadata, configurations and deployments.</source>
        <translation>Выводит метаданные, конфигурации и развёртывания файла проекта.</translation>
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
        <source>%1 must be a non-negative number, not &apos;%2&apos;</source>
        <translation>%1 должно быть неотрицательным числом, а не «%2»</translation>
    </message>
    <message>
        <source>Unknown weight source &apos;%1&apos; (nvme, network, object)</source>
        <translation>Неизвестный источник весов «%1» (nvme, network, object)</translation>
    </message>
    <message>
        <source>Speed: TTFT %1 s (prefill %2 s), TPOT %3 ms, %4 tokens/s per sequence, %5 tokens/s in all (%6 bound); concurrency %7 per replica, replicas: %8</source>
        <translation>Скорость: TTFT %1 с (префилл %2 с), TPOT %3 мс, %4 ток/с на последовательность, %5 ток/с всего (ограничение: %6); параллельных запросов на реплику: %7, реплик: %8</translation>
    </message>
    <message>
        <source>Requests/s %1; most sequences per replica %2 (%3 tokens/s); cold start %4 s</source>
        <translation>Запросов/с %1; макс. последовательностей на реплику %2 (%3 ток/с); холодный старт %4 с</translation>
    </message>
    <message>
        <source>Max concurrency at SLO: %1 per replica</source>
        <translation>Макс. параллельных запросов при соблюдении SLO: %1 на реплику</translation>
    </message>
    <message>
        <source>Replicas for the target rate: %1</source>
        <translation>Реплик для целевого потока запросов: %1</translation>
    </message>
    <message>
        <source>Cost per million output tokens %1, input tokens %2</source>
        <translation>Стоимость миллиона выходных токенов %1, входных токенов %2</translation>
    </message>
    <message>
        <source>%1 must be an integer from %2 to %3, not &apos;%4&apos;</source>
        <translation>%1 должно быть целым числом от %2 до %3, а не «%4»</translation>
    </message>
    <message>
        <source>Unknown mode &apos;%1&apos; (inference, full, lora or qlora)</source>
        <translation>Неизвестный режим «%1» (inference, full, lora или qlora)</translation>
    </message>
    <message>
        <source>Unknown optimizer &apos;%1&apos; (adamw, adamw-8bit, sgd or adamw-bf16)</source>
        <translation>Неизвестный оптимизатор «%1» (adamw, adamw-8bit, sgd или adamw-bf16)</translation>
    </message>
    <message>
        <source>Unknown LoRA targets &apos;%1&apos; (attn, mlp or all)</source>
        <translation>Неизвестные целевые модули LoRA «%1» (attn, mlp или all)</translation>
    </message>
    <message>
        <source>Unknown offload &apos;%1&apos; (none, optimizer or all)</source>
        <translation>Неизвестный режим выгрузки «%1» (none, optimizer или all)</translation>
    </message>
    <message>
        <source>%1 needs a training mode (--mode full, lora or qlora)</source>
        <translation>%1 требует режим обучения (--mode full, lora или qlora)</translation>
    </message>
    <message>
        <source>%1 is for inference; training modes take %2</source>
        <translation>%1 — для инференса; в режимах обучения используйте %2</translation>
    </message>
    <message>
        <source>Model %1: %2 parameters, %3 trainable</source>
        <translation>Модель %1: %2 параметров, %3 обучаемых</translation>
    </message>
    <message>
        <source>%1 on GPU %2 (%3 GiB): optimizer %4, micro-batch %5 x %6 tokens, checkpointing %7, ZeRO-%8, offload %9</source>
        <translation>%1 на GPU %2 (%3 ГиБ): оптимизатор %4, микробатч %5 × %6 токенов, чекпойнтинг %7, ZeRO-%8, выгрузка %9</translation>
    </message>
    <message>
        <source>on</source>
        <translation>вкл.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>GPU  weights  master  gradients  optimizer  activations  runtime  reserve  free  (GiB)</source>
        <translation>GPU     веса  мастер  градиенты   оптимиз.    активации  рантайм   резерв  своб.  (ГиБ)</translation>
    </message>
    <message>
        <source>Host RAM for offload and paging: %1 GiB</source>
        <translation>ОЗУ хоста для выгрузки и подкачки: %1 ГиБ</translation>
    </message>
    <message>
        <source>Largest micro-batch %1; longest sequence %2; fewest GPUs %3 (TP %4 x PP %5 x DP %6)</source>
        <translation>Макс. микробатч %1; макс. длина последовательности %2; минимум GPU %3 (TP %4 × PP %5 × DP %6)</translation>
    </message>
    <message>
        <source>Speed: %1</source>
        <translation>Скорость: %1</translation>
    </message>
    <message>
        <source>      engine %1 = %2 (set by the user)</source>
        <translation>      движок: %1 = %2 (задано пользователем)</translation>
    </message>
    <message>
        <source>&apos;report&apos; is not available in this build: it needs the graphical libraries (configure with HEADROOM_BUILD_GUI=ON)</source>
        <translation>Команда «report» недоступна в этой сборке: ей нужны графические библиотеки (сконфигурируйте с HEADROOM_BUILD_GUI=ON)</translation>
    </message>
    <message>
        <source>Write a project&apos;s PDF report and/or its comparison table as CSV.</source>
        <translation>Записывает PDF-отчёт проекта и/или его таблицу сравнения в CSV.</translation>
    </message>
    <message>
        <source>write the PDF report to &lt;file&gt;</source>
        <translation>записать PDF-отчёт в &lt;file&gt;</translation>
    </message>
    <message>
        <source>write the comparison table as CSV to &lt;file&gt;</source>
        <translation>записать таблицу сравнения в CSV-файл &lt;file&gt;</translation>
    </message>
    <message>
        <source>&apos;report&apos; needs --pdf &lt;file&gt; and/or --csv &lt;file&gt;</source>
        <translation>«report» требует --pdf &lt;file&gt; и/или --csv &lt;file&gt;</translation>
    </message>
    <message>
        <source>--page must be a4 or letter, got &apos;%1&apos;</source>
        <translation>--page должно быть a4 или letter, получено «%1»</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Записан %1</translation>
    </message>
    <message>
        <source>The PDF report needs the graphical libraries; run headroom-cli itself, which starts them for &apos;report&apos;</source>
        <translation>Для PDF-отчёта нужны графические библиотеки; запустите сам headroom-cli — для «report» он их загружает</translation>
    </message>
    <message>
        <source>Usage: headroom-cli %1 %2
</source>
        <translation>Использование: headroom-cli %1 %2
</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Параметры:</translation>
    </message>
    <message>
        <source>(repeatable)</source>
        <translation>(можно повторять)</translation>
    </message>
    <message>
        <source>print this help</source>
        <translation>показать эту справку</translation>
    </message>
    <message>
        <source>Lists the built-in GPUs or models, or shows one entry.</source>
        <translation>Выводит встроенные GPU или модели либо показывает одну запись.</translation>
    </message>
    <message>
        <source>print JSON instead of a table</source>
        <translation>вывести JSON вместо таблицы</translation>
    </message>
    <message>
        <source>Rent vs buy for a fleet of GPUs: cumulative cost curves, breakeven month and utilisation, savings.</source>
        <translation>Аренда или покупка парка GPU: накопленные затраты, месяц и загрузка окупаемости, экономия.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos; (%2)</source>
        <translation>неожиданный аргумент «%1» (%2)</translation>
    </message>
    <message>
        <source>estimate needs --model and --gpu (%1)</source>
        <translation>estimate требует --model и --gpu (%1)</translation>
    </message>
    <message>
        <source>Does not fit: needs %1 GiB more per GPU.</source>
        <translation>Не помещается: нужно ещё %1&#xa0;ГиБ на каждый GPU.</translation>
    </message>
    <message>
        <source>Reads a Hugging Face config.json or a GGUF file&apos;s header (never its tensor data) and prints the architecture it describes.</source>
        <translation>Читает config.json Hugging Face или заголовок файла GGUF (но не данные тензоров) и выводит описанную в нём архитектуру.</translation>
    </message>
    <message>
        <source>print one JSON object</source>
        <translation>вывести один объект JSON</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs exactly one file (%2)</source>
        <translation>«%1» требует ровно один файл (%2)</translation>
    </message>
    <message>
        <source>&apos;report&apos; needs exactly one file (%1)</source>
        <translation>«report» требует ровно один файл (%1)</translation>
    </message>
    <message>
        <source>see &apos;headroom-cli %1 --help&apos;</source>
        <translation>см. &apos;headroom-cli %1 --help&apos;</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>неизвестный параметр «%1»</translation>
    </message>
    <message>
        <source>%1: --%2 is given more than once (%3)</source>
        <translation>%1: --%2 указан больше одного раза (%3)</translation>
    </message>
    <message>
        <source>Vision tower: %1 parameters, loaded</source>
        <translation>Визуальный энкодер: %1 параметров, загружен</translation>
    </message>
    <message>
        <source>MTP: %1 layers, %2 parameters, loaded for speculative decoding</source>
        <translation>MTP: слоёв %1, параметров %2, загружены для спекулятивного декодирования</translation>
    </message>
    <message>
        <source>--speculative-tokens must be a whole number from 1 to %1</source>
        <translation>--speculative-tokens должно быть целым числом от 1 до %1</translation>
    </message>
    <message>
        <source>command line</source>
        <translation>командная строка</translation>
    </message>
    <message>
        <source>--rate must read FROM/TO=VALUE with two different currencies (USD, EUR, RUB or PLN) and a positive rate, got &apos;%1&apos;</source>
        <translation>--rate должен иметь вид FROM/TO=VALUE с двумя разными валютами (USD, EUR, RUB или PLN) и положительным курсом, получено «%1»</translation>
    </message>
    <message>
        <source>Show amounts in USD, EUR, RUB or PLN, converted with the exchange rates (default: the --amounts-in currency)</source>
        <translation>Показать суммы в USD, EUR, RUB или PLN, пересчитав по курсам обмена (по умолчанию — в валюте --amounts-in)</translation>
    </message>
    <message>
        <source>Currency of the amounts given as options (default USD)</source>
        <translation>Валюта сумм, заданных параметрами (по умолчанию USD)</translation>
    </message>
    <message>
        <source>An exchange rate: 1 FROM = VALUE TO (wins over a built-in rate for the pair)</source>
        <translation>Курс обмена: 1 FROM = VALUE TO (важнее встроенного курса для этой пары)</translation>
    </message>
    <message>
        <source>Use only the --rate rates, not the built-in table</source>
        <translation>Использовать только курсы из --rate, без встроенной таблицы</translation>
    </message>
    <message>
        <source>Amounts given in %1, %2</source>
        <translation>Суммы заданы в %1, %2</translation>
    </message>
    <message>
        <source>Unknown load &apos;%1&apos; (closed or open)</source>
        <translation>Неизвестная нагрузка «%1» (closed или open)</translation>
    </message>
    <message>
        <source>An open loop needs --rate, the requests per second (more than 0)</source>
        <translation>Открытому циклу нужен --rate — запросы в секунду (больше 0)</translation>
    </message>
    <message>
        <source>--rate is for an open loop (--load open)</source>
        <translation>--rate задаётся для открытого цикла (--load open)</translation>
    </message>
    <message>
        <source>%1 takes fixed, uniform, uniform:SPREAD (0 to 1) or exponential, not &apos;%2&apos;</source>
        <translation>%1 принимает fixed, uniform, uniform:РАЗБРОС (от 0 до 1) или exponential, а не «%2»</translation>
    </message>
    <message>
        <source>--seed must be a whole number, not &apos;%1&apos;</source>
        <translation>--seed должен быть целым числом, а не «%1»</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>End to end</source>
        <translation>Весь запрос</translation>
    </message>
    <message>
        <source>give --users or --batch, not both</source>
        <translation>укажите --users или --batch, но не оба</translation>
    </message>
    <message>
        <source>%1 is a share from 0 to 1, not &apos;%2&apos;</source>
        <translation>%1 — доля от 0 до 1, а не «%2»</translation>
    </message>
    <message>
        <source>Cheapest over %1 months: %2, %3 %4</source>
        <translation>Дешевле всего за %1 мес.: %2, %3 %4</translation>
    </message>
    <message>
        <source>--kv-offload takes host, nvme or none, not &apos;%1&apos;</source>
        <translation>--kv-offload принимает host, nvme или none, а не «%1»</translation>
    </message>
    <message>
        <source>--kv-offload-gib and --kv-offload-gbps need --kv-offload host or nvme</source>
        <translation>--kv-offload-gib и --kv-offload-gbps требуют --kv-offload host или nvme</translation>
    </message>
    <message>
        <source>--kv-offload needs --kv-offload-gib, the tier&apos;s capacity</source>
        <translation>--kv-offload требует --kv-offload-gib — объём уровня</translation>
    </message>
    <message>
        <source>--kv-offload-gib must be above 0, not &apos;%1&apos;</source>
        <translation>--kv-offload-gib должен быть больше 0, а не «%1»</translation>
    </message>
    <message>
        <source>Draft model: %1 GiB per GPU (its weights and KV cache)</source>
        <translation>Черновая модель: %1&#xa0;ГиБ на GPU (её веса и KV-кэш)</translation>
    </message>
    <message>
        <source>Unknown speculative decoding method &apos;%1&apos; (none, mtp or draft)</source>
        <translation>Неизвестный метод спекулятивного декодирования «%1» (none, mtp или draft)</translation>
    </message>
    <message>
        <source>--spec-draft drafts with a model: leave out --speculative or give --speculative draft</source>
        <translation>--spec-draft задаёт черновую модель: уберите --speculative или укажите --speculative draft</translation>
    </message>
    <message>
        <source>%1 needs --disagg</source>
        <translation>%1 требует --disagg</translation>
    </message>
    <message>
        <source>--disagg takes PxD, the prefill and decode replicas (as 2x3, P from 1 to %1), not &apos;%2&apos;</source>
        <translation>--disagg принимает PxD — реплики префилла и декодирования (например, 2x3, P от 1 до %1), а не &apos;%2&apos;</translation>
    </message>
    <message>
        <source>--gpus %1 are not the %2 decode replicas of TP %3 x PP %4 that --disagg asks for (leave --gpus out)</source>
        <translation>--gpus %1 не равно %2 репликам декодирования по TP %3 × PP %4, которые задаёт --disagg (уберите --gpus)</translation>
    </message>
    <message>
        <source>--disagg asks for too many decode GPUs</source>
        <translation>--disagg задаёт слишком много GPU декодирования</translation>
    </message>
    <message>
        <source>--prefill-tp must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>--prefill-tp должно быть целым числом не меньше 1, а не &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Disaggregated: %1 prefill replicas on %2, %3 decode replicas; KV transfer %4 ms; capacity: prefill %5, decode %6 requests/s (bound by the %7); best split %8:%9 (%10 requests/s)</source>
        <translation>Раздельно: реплик префилла %1 на %2, реплик декодирования %3; передача KV %4 мс; пропускная способность: префилл %5, декодирование %6 запросов/с (узкое место — %7); лучшее разделение %8:%9 (%10 запросов/с)</translation>
    </message>
    <message>
        <source>PDF page size: a4 or letter (default: letter for English in the US and Canada, else a4)</source>
        <translation>размер страницы PDF: a4 или letter (по умолчанию letter для английского в США и Канаде, иначе a4)</translation>
    </message>
    <message>
        <source>the report&apos;s title (default: the project&apos;s title)</source>
        <translation>заголовок отчёта (по умолчанию заголовок проекта)</translation>
    </message>
    <message>
        <source>the report&apos;s author (default: the project&apos;s author)</source>
        <translation>автор отчёта (по умолчанию автор проекта)</translation>
    </message>
    <message>
        <source>%1: P50 %2 s, P90 %3 s, P99 %4 s (the spread of %5 simulated requests around the mean; their own mean %6 s)</source>
        <translation>%1: P50 %2 с, P90 %3 с, P99 %4 с (разброс %5 смоделированных запросов вокруг среднего; их собственное среднее %6 с)</translation>
    </message>
    <message>
        <source>Sequence state (recurrent layers, beside the KV cache, in the same pool): %1 GiB on GPU 0</source>
        <translation>Состояние последовательностей (рекуррентные слои, рядом с KV-кэшем, в том же пуле): %1 ГиБ на GPU 0</translation>
    </message>
    <message>
        <source>what to buy or rent for a workload</source>
        <translation>что купить или арендовать под нагрузку</translation>
    </message>
    <message>
        <source>fit engine constants to measured runs (--apply)</source>
        <translation>подогнать константы движка к измерениям (--apply)</translation>
    </message>
    <message>
        <source>What to buy or rent to serve models to a load at latency targets: ranked plans, the Pareto front, rent vs own. A project file brings its saved workload and its prices.</source>
        <translation>Что купить или арендовать, чтобы обслуживать модели под нагрузкой в целях по задержке: ранжированные планы, фронт Парето, аренда против покупки. Файл проекта приносит сохранённую нагрузку и свои цены.</translation>
    </message>
    <message>
        <source>Catalog model id (short form)</source>
        <translation>Id модели из каталога (краткая форма)</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>Одновременные пользователи</translation>
    </message>
    <message>
        <source>Requests per second (instead of users)</source>
        <translation>Запросов в секунду (вместо пользователей)</translation>
    </message>
    <message>
        <source>Output tokens per request (default 256)</source>
        <translation>Выходных токенов на запрос (по умолчанию 256)</translation>
    </message>
    <message>
        <source>TPOT target, ms</source>
        <translation>Цель TPOT, мс</translation>
    </message>
    <message>
        <source>TTFT target, ms</source>
        <translation>Цель TTFT, мс</translation>
    </message>
    <message>
        <source>Budget per month</source>
        <translation>Бюджет в месяц</translation>
    </message>
    <message>
        <source>Most GPUs</source>
        <translation>Не больше GPU</translation>
    </message>
    <message>
        <source>Allowed GPU id (repeat; default: all)</source>
        <translation>Разрешённый id GPU (можно повторять; по умолчанию все)</translation>
    </message>
    <message>
        <source>USD, EUR, RUB or PLN</source>
        <translation>USD, EUR, RUB или PLN</translation>
    </message>
    <message>
        <source>Plans in the table (default 10)</source>
        <translation>Планов в таблице (по умолчанию 10)</translation>
    </message>
    <message>
        <source>Do not check the plans with the load simulation</source>
        <translation>Не проверять планы симуляцией нагрузки</translation>
    </message>
    <message>
        <source>Add the search time to the output</source>
        <translation>Добавить время поиска в вывод</translation>
    </message>
    <message>
        <source>--%1 must be a number of at least 0, got &apos;%2&apos;</source>
        <translation>--%1 должно быть числом не меньше 0, получено &apos;%2&apos;</translation>
    </message>
    <message>
        <source>#  %1/month  GPUs  tokens/s/user  TTFT ms  %1/1M tok  plan</source>
        <translation>#  %1/мес  GPU  ток/с/польз  TTFT мс  %1/1М ток  план</translation>
    </message>
    <message>
        <source>own</source>
        <translation>покупка</translation>
    </message>
    <message>
        <source>rent</source>
        <translation>аренда</translation>
    </message>
    <message>
        <source>* on the Pareto front (cost vs per-user speed)</source>
        <translation>* на фронте Парето (стоимость против скорости на пользователя)</translation>
    </message>
    <message>
        <source>Binds: </source>
        <translation>Ограничивает: </translation>
    </message>
    <message>
        <source>Loses: </source>
        <translation>Проигрывает: </translation>
    </message>
    <message>
        <source>Power %1 kW, %2 kWh/month (%3 %4), %5 tokens/kWh</source>
        <translation>Мощность %1 кВт, %2 кВт·ч/мес (%3 %4), %5 токенов/кВт·ч</translation>
    </message>
    <message>
        <source>Rent %1 vs own %2 over 3 years (%3); breakeven %4</source>
        <translation>Аренда %1 против владения %2 за 3 года (%3); окупаемость %4</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>месяц %1</translation>
    </message>
    <message>
        <source>%1 candidates, %2 evaluated, %3 feasible</source>
        <translation>%1 кандидатов, %2 оценено, %3 допустимы</translation>
    </message>
    <message>
        <source>advise takes one workload file (%1)</source>
        <translation>advise принимает один файл нагрузки (%1)</translation>
    </message>
    <message>
        <source>give a workload file or --model, not both</source>
        <translation>укажите файл нагрузки или --model, но не оба</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no advisor workload saved</source>
        <translation>В &apos;%1&apos; не сохранена нагрузка советника</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>не удаётся прочитать «%1»: %2</translation>
    </message>
    <message>
        <source>give a workload file or --model (%1)</source>
        <translation>укажите файл нагрузки или --model (%1)</translation>
    </message>
    <message>
        <source>--plans must be a whole number from 1 to 1000</source>
        <translation>--plans должно быть целым числом от 1 до 1000</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1&#xa0;мс</translation>
    </message>
    <message numerus="yes">
        <source>Calibration of %1 on %2 (%n run(s))</source>
        <translation>
            <numerusform>Калибровка %1 на %2 (%n прогон)</numerusform>
            <numerusform>Калибровка %1 на %2 (%n прогона)</numerusform>
            <numerusform>Калибровка %1 на %2 (%n прогонов)</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine constants:</source>
        <translation>Константы движка:</translation>
    </message>
    <message>
        <source>Runs (measured, estimated before -&gt; after, error before -&gt; after):</source>
        <translation>Прогоны (измерено, оценка до -&gt; после, ошибка до -&gt; после):</translation>
    </message>
    <message>
        <source>  median error of %1: %2 -&gt; %3</source>
        <translation>  медианная ошибка %1: %2 -&gt; %3</translation>
    </message>
    <message>
        <source>Memory per GPU, log vs Headroom before -&gt; after (GiB; tokens for the KV pool&apos;s tokens):</source>
        <translation>Память на GPU, лог и Headroom до -&gt; после (ГиБ; токены для токенов пула KV):</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Примечание: %1</translation>
    </message>
    <message>
        <source>calibrate needs at least one measurement file (%1)</source>
        <translation>calibrate нужен хотя бы один файл измерений (%1)</translation>
    </message>
    <message>
        <source>calibrate needs --project (%1)</source>
        <translation>calibrate нужен --project (%1)</translation>
    </message>
    <message>
        <source>--tp must be a whole number of at least 1</source>
        <translation>--tp должно быть целым числом не меньше 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is open read-only: the calibration cannot be stored</source>
        <translation>&apos;%1&apos; открыт только для чтения: калибровку нельзя сохранить</translation>
    </message>
    <message>
        <source>Unknown model &apos;%1&apos;</source>
        <translation>Неизвестная модель &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: not matched to one deployment (%2); candidates: %3; give %4</source>
        <translation>%1: не сопоставлен с одним развёртыванием (%2); кандидаты: %3; укажите %4</translation>
    </message>
    <message>
        <source>several agree</source>
        <translation>подходят несколько</translation>
    </message>
    <message>
        <source>Nothing to store: no constant changed</source>
        <translation>Нечего сохранять: ни одна константа не изменилась</translation>
    </message>
    <message>
        <source>Stored as calibration %1 for every %2 deployment on %3</source>
        <translation>Сохранено как калибровка %1 для всех развёртываний %2 на %3</translation>
    </message>
    <message>
        <source>      engine constants calibrated (%1)</source>
        <translation>      константы движка калиброваны (%1)</translation>
    </message>
    <message>
        <source>hybrid</source>
        <translation>гибрид</translation>
    </message>
    <message>
        <source>GPUs: %1 already owned, %2 bought, up to %3 rented (%4 GPU-h/month)</source>
        <translation>GPU: %1 уже есть, %2 куплено, до %3 в аренде (%4 GPU-ч/мес.)</translation>
    </message>
    <message>
        <source>Training: </source>
        <translation>Обучение: </translation>
    </message>
    <message>
        <source>%1 %2 one-off (%3), binds: %4</source>
        <translation>%1 %2 разово (%3), ограничивает: %4</translation>
    </message>
    <message>
        <source>Training jobs in all: %1 %2 one-off, apart from the monthly cost</source>
        <translation>Задачи обучения всего: %1 %2 разово, помимо месячной стоимости</translation>
    </message>
    <message>
        <source>disaggregated: %1 prefill x decode pairs, %2 estimated</source>
        <translation>раздельные prefill/decode: пары prefill x decode: %1, оценено: %2</translation>
    </message>
    <message>
        <source>--epochs must be above 0</source>
        <translation>--epochs должно быть больше 0</translation>
    </message>
    <message>
        <source>Time for %1 tokens on %2 x %3: %4 h (%5)</source>
        <translation>Время на %1 токенов на %2 x %3: %4 ч (%5)</translation>
    </message>
    <message>
        <source>Fit the engine constants of the project&apos;s deployments to measured runs (benchmark results, server logs): the constants before and after, each run&apos;s error before and after; --apply stores the calibration in the project, for every deployment of that GPU and engine.</source>
        <translation>Подгоняет константы движка развёртываний проекта к измеренным прогонам (результаты бенчмарков, логи серверов): константы до и после, ошибка каждого прогона до и после; --apply сохраняет калибровку в проекте для всех развёртываний с этим GPU и движком.</translation>
    </message>
    <message>
        <source>the project file</source>
        <translation>файл проекта</translation>
    </message>
    <message>
        <source>the deployment every run was measured on (when the files do not say)</source>
        <translation>развёртывание, на котором измерены все прогоны (если в файлах это не указано)</translation>
    </message>
    <message>
        <source>catalog model id of the runs</source>
        <translation>id модели из каталога для прогонов</translation>
    </message>
    <message>
        <source>catalog GPU id of the runs</source>
        <translation>id GPU из каталога для прогонов</translation>
    </message>
    <message>
        <source>engine of the runs: vllm, sglang, trtllm, ...</source>
        <translation>движок прогонов: vllm, sglang, trtllm, ...</translation>
    </message>
    <message>
        <source>tensor-parallel size of the runs</source>
        <translation>степень тензорного параллелизма прогонов</translation>
    </message>
    <message>
        <source>an engine constant to fit (repeatable; default: mbu, step_overhead_ms, mfu_prefill as the runs allow)</source>
        <translation>константа движка для подгонки (можно повторять; по умолчанию: mbu, step_overhead_ms, mfu_prefill, насколько позволяют прогоны)</translation>
    </message>
    <message>
        <source>store the calibration in the project file</source>
        <translation>сохранить калибровку в файле проекта</translation>
    </message>
    <message>
        <source>a note stored with the calibration</source>
        <translation>примечание, сохраняемое вместе с калибровкой</translation>
    </message>
    <message>
        <source>Memory per GPU, the limits (max batch, max context, fewest GPUs) and the speed of one model served or fine-tuned on one GPU configuration.</source>
        <translation>Память на GPU, пределы (макс. батч, макс. контекст, минимум GPU) и скорость одной модели при инференсе или дообучении на одной конфигурации GPU.</translation>
    </message>
    <message>
        <source>catalog model id, or a config.json path</source>
        <translation>id модели из каталога или путь к config.json</translation>
    </message>
    <message>
        <source>catalog GPU id (see &apos;catalog gpus&apos;)</source>
        <translation>id GPU из каталога (см. &apos;catalog gpus&apos;)</translation>
    </message>
    <message>
        <source>number of GPUs (default: TP x PP)</source>
        <translation>число GPU (по умолчанию: TP × PP)</translation>
    </message>
    <message>
        <source>tensor-parallel size (default 1)</source>
        <translation>степень тензорного параллелизма (по умолчанию 1)</translation>
    </message>
    <message>
        <source>pipeline-parallel size (default 1)</source>
        <translation>степень конвейерного параллелизма (по умолчанию 1)</translation>
    </message>
    <message>
        <source>expert-parallel size, MoE models: the routed experts spread whole over N of the TP GPUs (default 1: TP-sharded)</source>
        <translation>степень экспертного параллелизма, модели MoE: маршрутизируемые эксперты целиком распределены по N из GPU TP (по умолчанию 1: шардирование по TP)</translation>
    </message>
    <message>
        <source>attention data-parallel size, MoE models: TP / N GPUs per attention group, each with its own sequences (default 1)</source>
        <translation>степень параллелизма данных во внимании, модели MoE: TP / N GPU на группу внимания, у каждой свои последовательности (по умолчанию 1)</translation>
    </message>
    <message>
        <source>serving engine: vllm, sglang, trtllm, llamacpp, transformers</source>
        <translation>движок инференса: vllm, sglang, trtllm, llamacpp, transformers</translation>
    </message>
    <message>
        <source>speculative decoding: none (default), mtp (loads the model&apos;s MTP layers) or draft (with --spec-draft)</source>
        <translation>спекулятивное декодирование: none (по умолчанию), mtp (загружает слои MTP модели) или draft (с --spec-draft)</translation>
    </message>
    <message>
        <source>speculative decoding with this catalog model as the draft (same tokenizer)</source>
        <translation>спекулятивное декодирование с этой моделью из каталога в роли черновой (тот же токенизатор)</translation>
    </message>
    <message>
        <source>tokens drafted per step, 1-16 (default 1)</source>
        <translation>черновых токенов за шаг, 1–16 (по умолчанию 1)</translation>
    </message>
    <message>
        <source>disaggregated serving: P prefill and D decode replicas (as 2x3)</source>
        <translation>раздельное обслуживание: P реплик префилла и D реплик декодирования (например, 2x3)</translation>
    </message>
    <message>
        <source>with --disagg: the prefill replicas&apos; GPU (default: --gpu)</source>
        <translation>с --disagg: GPU реплик префилла (по умолчанию: --gpu)</translation>
    </message>
    <message>
        <source>with --disagg: the prefill replicas&apos; tensor parallel (default: --tp)</source>
        <translation>с --disagg: тензорный параллелизм реплик префилла (по умолчанию: --tp)</translation>
    </message>
    <message>
        <source>serve a multimodal model without its vision tower</source>
        <translation>обслуживать мультимодальную модель без визуального энкодера</translation>
    </message>
    <message>
        <source>concurrent sequences (default 1)</source>
        <translation>одновременные последовательности (по умолчанию 1)</translation>
    </message>
    <message>
        <source>closed (--users N, default) or open (--rate R) loop</source>
        <translation>цикл нагрузки: closed (--users N, по умолчанию) или open (--rate R)</translation>
    </message>
    <message>
        <source>closed loop: concurrent users (as --batch)</source>
        <translation>замкнутый цикл: одновременные пользователи (как --batch)</translation>
    </message>
    <message>
        <source>open loop: Poisson arrivals per second</source>
        <translation>открытый цикл: запросов в секунду (поток Пуассона)</translation>
    </message>
    <message>
        <source>input lengths: fixed, uniform[:spread] or exponential</source>
        <translation>длины входа: fixed, uniform[:разброс] или exponential</translation>
    </message>
    <message>
        <source>output lengths: fixed, uniform[:spread] or exponential</source>
        <translation>длины выхода: fixed, uniform[:разброс] или exponential</translation>
    </message>
    <message>
        <source>seed of the load simulation (default 1)</source>
        <translation>зерно симуляции нагрузки (по умолчанию 1)</translation>
    </message>
    <message>
        <source>share of each prompt found in the prefix cache (0 to 1)</source>
        <translation>доля каждого промпта, найденная в кэше префиксов (от 0 до 1)</translation>
    </message>
    <message>
        <source>keep prefix-cache KV beyond the GPU in host memory or on NVMe: host or nvme</source>
        <translation>хранить KV кэша префиксов вне GPU в памяти хоста или на NVMe: host или nvme</translation>
    </message>
    <message>
        <source>capacity of the KV offload tier per replica</source>
        <translation>объём уровня выгрузки KV на реплику</translation>
    </message>
    <message>
        <source>load rate of the KV offload tier per replica (default: the GPUs&apos; PCIe links for host, 7 for NVMe)</source>
        <translation>скорость загрузки из уровня выгрузки KV на реплику (по умолчанию: каналы PCIe GPU для host, 7 для NVMe)</translation>
    </message>
    <message>
        <source>chance each drafted token is accepted (default 0.8)</source>
        <translation>вероятность принятия каждого чернового токена (по умолчанию 0.8)</translation>
    </message>
    <message>
        <source>context length per sequence (default 4096)</source>
        <translation>длина контекста на последовательность (по умолчанию 4096)</translation>
    </message>
    <message>
        <source>target time per output token</source>
        <translation>целевое время на выходной токен</translation>
    </message>
    <message>
        <source>target time to first token</source>
        <translation>целевое время до первого токена</translation>
    </message>
    <message>
        <source>target request rate (replicas)</source>
        <translation>целевой поток запросов (число реплик)</translation>
    </message>
    <message>
        <source>GPU-hour price for the cost per token</source>
        <translation>цена GPU-часа для стоимости токена</translation>
    </message>
    <message>
        <source>where the weights load from at start: nvme, network or object</source>
        <translation>откуда загружаются веса при запуске: nvme, network или object</translation>
    </message>
    <message>
        <source>set one engine constant (see the engine_constants output)</source>
        <translation>задать одну константу движка (см. engine_constants в выводе)</translation>
    </message>
    <message>
        <source>use that project file&apos;s calibration for this GPU and engine (&apos;calibrate --apply&apos;)</source>
        <translation>использовать калибровку из этого файла проекта для данного GPU и движка (&apos;calibrate --apply&apos;)</translation>
    </message>
    <message>
        <source>inference (default), full, lora or qlora</source>
        <translation>inference (по умолчанию), full, lora или qlora</translation>
    </message>
    <message>
        <source>adamw, adamw-8bit, sgd or adamw-bf16</source>
        <translation>adamw, adamw-8bit, sgd или adamw-bf16</translation>
    </message>
    <message>
        <source>training micro-batch per GPU</source>
        <translation>микробатч обучения на GPU</translation>
    </message>
    <message>
        <source>training sequence length</source>
        <translation>длина последовательности при обучении</translation>
    </message>
    <message>
        <source>ZeRO stage 0-3 over the data-parallel GPUs</source>
        <translation>стадия ZeRO 0–3 по GPU параллелизма данных</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>ранг LoRA</translation>
    </message>
    <message>
        <source>LoRA targets: attn, mlp or all</source>
        <translation>целевые модули LoRA: attn, mlp или all</translation>
    </message>
    <message>
        <source>CPU offload: none, optimizer or all</source>
        <translation>выгрузка на CPU: none, optimizer или all</translation>
    </message>
    <message>
        <source>training dataset tokens per epoch: prints the training time</source>
        <translation>токенов датасета за эпоху: выводит время обучения</translation>
    </message>
    <message>
        <source>training epochs (1)</source>
        <translation>эпох обучения (1)</translation>
    </message>
    <message>
        <source>gradient checkpointing</source>
        <translation>gradient checkpointing</translation>
    </message>
    <message>
        <source>paged optimizer states (bitsandbytes)</source>
        <translation>состояния оптимизатора со страничной подкачкой (bitsandbytes)</translation>
    </message>
    <message>
        <source>training without flash attention</source>
        <translation>обучение без flash attention</translation>
    </message>
    <message>
        <source>(one of: %1)</source>
        <translation>(одно из: %1)</translation>
    </message>
    <message>
        <source>--engine-version: %1 %2 is not a version Headroom models (%3)</source>
        <translation>--engine-version: %1 %2 — не версия, которую моделирует Headroom (%3)</translation>
    </message>
    <message>
        <source>give %1 or %2, not both</source>
        <translation>укажите %1 или %2, но не оба</translation>
    </message>
    <message>
        <source>%1 must be a whole number from 1 to %2, not &apos;%3&apos;</source>
        <translation>%1 должно быть целым числом от 1 до %2, а не «%3»</translation>
    </message>
    <message>
        <source>weight format</source>
        <translation>формат весов</translation>
    </message>
    <message>
        <source>KV cache format</source>
        <translation>формат KV-кэша</translation>
    </message>
    <message>
        <source>share of GPU memory the engine may use, in (0, 1] (vLLM gpu_memory_utilization, SGLang mem_fraction_static; default: the engine&apos;s)</source>
        <translation>доля памяти GPU, которую может занять движок, в (0, 1] (vLLM gpu_memory_utilization, SGLang mem_fraction_static; по умолчанию — значение движка)</translation>
    </message>
    <message>
        <source>the engine&apos;s version, whose defaults apply (default: the newest modelled)</source>
        <translation>версия движка, чьи значения по умолчанию применяются (по умолчанию — новейшая из моделируемых)</translation>
    </message>
    <message>
        <source>tokens per engine step (vLLM max_num_batched_tokens; default: the engine&apos;s for the GPU)</source>
        <translation>токенов за шаг движка (vLLM max_num_batched_tokens; по умолчанию — значение движка для этой GPU)</translation>
    </message>
    <message>
        <source>SGLang&apos;s name for --max-num-batched-tokens</source>
        <translation>название --max-num-batched-tokens в SGLang</translation>
    </message>
    <message>
        <source>most sequences a replica runs at once (vLLM max_num_seqs; default: the engine&apos;s for the GPU)</source>
        <translation>наибольшее число последовательностей, которые реплика ведёт одновременно (vLLM max_num_seqs; по умолчанию — значение движка для этой GPU)</translation>
    </message>
    <message>
        <source>SGLang&apos;s name for --max-num-seqs</source>
        <translation>название --max-num-seqs в SGLang</translation>
    </message>
    <message>
        <source>no CUDA graphs (vLLM enforce_eager, SGLang disable_cuda_graph)</source>
        <translation>без CUDA-графов (vLLM enforce_eager, SGLang disable_cuda_graph)</translation>
    </message>
    <message>
        <source>Engine settings: %1 %2, %3 tokens per step, %4 sequences at once, %5</source>
        <translation>Настройки движка: %1 %2, %3 токенов за шаг, %4 последовательностей одновременно, %5</translation>
    </message>
    <message>
        <source>CUDA graphs for %1 batch sizes</source>
        <translation>CUDA-графы для %1 размеров батча</translation>
    </message>
    <message>
        <source>no CUDA graphs</source>
        <translation>без CUDA-графов</translation>
    </message>
    <message>
        <source>keep only this fitted constant (repeatable; default: every one that changed and is not at the limit of the fit)</source>
        <translation>сохранить только эту подобранную константу (можно повторять; по умолчанию: каждую изменившуюся, не упёршуюся в границу подбора)</translation>
    </message>
    <message>
        <source>weight format of the runs, where the files do not say</source>
        <translation>формат весов прогонов, если файлы его не указывают</translation>
    </message>
    <message>
        <source>when no deployment of the project ran the files, add the one they were fitted against to the project</source>
        <translation>если ни одно развёртывание проекта не выполняло эти прогоны, добавить в проект развёртывание, по которому выполнен подбор</translation>
    </message>
    <message>
        <source>at the limit of the fit: stored only with --accept</source>
        <translation>на границе подбора: сохраняется только с --accept</translation>
    </message>
    <message>
        <source>No deployment of the project ran %1 on %2 with %3 at TP %4: fitted against one (%5 weights)</source>
        <translation>Ни одно развёртывание проекта не запускает %1 на %2 с %3 при TP %4: подбор выполнен для такого развёртывания (веса %5)</translation>
    </message>
    <message>
        <source>Added to the project as deployment %1</source>
        <translation>Добавлено в проект как развёртывание %1</translation>
    </message>
    <message>
        <source>Add it to the project with --add-deployment; a stored calibration applies to every such deployment added later</source>
        <translation>Добавьте его в проект с --add-deployment; сохранённая калибровка применяется к каждому такому развёртыванию, добавленному позже</translation>
    </message>
    <message>
        <source>Bought as: %1, %2 %3</source>
        <translation>Покупка: %1, %2 %3</translation>
    </message>
    <message>
        <source>Rented as: %1, %2 %3 per hour</source>
        <translation>Аренда: %1, %2 %3 в час</translation>
    </message>
    <message>
        <source>Input tokens per request (default 3840)</source>
        <translation>Входных токенов на запрос (по умолчанию 3840)</translation>
    </message>
    <message>
        <source>Assumed price: GPUs beyond those you have are costed at the project&apos;s placeholder price (neither the price book nor the catalog prices them)</source>
        <translation>Условная цена: GPU сверх имеющихся посчитаны по условной цене проекта (ни прайс-лист, ни каталог не дают для них цены)</translation>
    </message>
    <message>
        <source>prompt tokens per request (default: the context less the output, 3840)</source>
        <translation>токенов запроса (по умолчанию: контекст минус выход, 3840)</translation>
    </message>
    <message>
        <source>generated tokens per request (default 256)</source>
        <translation>генерируемых токенов на запрос (по умолчанию 256)</translation>
    </message>
    <message>
        <source>--engine-constant needs id=number (for example mbu=0.6), not &apos;%1&apos;</source>
        <translation>--engine-constant требует id=число (например, mbu=0.6), а не «%1»</translation>
    </message>
    <message>
        <source>Engine constants (%1 on %2 GPUs):</source>
        <translation>Константы движка (%1, класс GPU: %2):</translation>
    </message>
</context>
<context>
    <name>Headroom::Commands</name>
    <message numerus="yes">
        <source>Set batch to %Ln sequence(s)</source>
        <translation>
            <numerusform>Батч: %Ln последовательность</numerusform>
            <numerusform>Батч: %Ln последовательности</numerusform>
            <numerusform>Батч: %Ln последовательностей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set GPU count to %Ln</source>
        <translation>
            <numerusform>Число GPU: %Ln</numerusform>
            <numerusform>Число GPU: %Ln</numerusform>
            <numerusform>Число GPU: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set horizon to %Ln month(s)</source>
        <translation>
            <numerusform>Горизонт: %Ln месяц</numerusform>
            <numerusform>Горизонт: %Ln месяца</numerusform>
            <numerusform>Горизонт: %Ln месяцев</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit GPU %1</source>
        <translation>изменение GPU %1</translation>
    </message>
    <message>
        <source>Add GPU %1</source>
        <translation>добавление GPU %1</translation>
    </message>
    <message>
        <source>Edit model %1</source>
        <translation>изменение модели %1</translation>
    </message>
    <message>
        <source>Add model %1</source>
        <translation>добавление модели %1</translation>
    </message>
    <message>
        <source>Delete GPU %1</source>
        <translation>удаление GPU %1</translation>
    </message>
    <message>
        <source>Delete model %1</source>
        <translation>удаление модели %1</translation>
    </message>
    <message>
        <source>Change mode to %1</source>
        <translation>Режим: %1</translation>
    </message>
    <message>
        <source>Change weights to %1</source>
        <translation>Веса: %1</translation>
    </message>
    <message>
        <source>Change KV cache to %1</source>
        <translation>KV-кэш: %1</translation>
    </message>
    <message>
        <source>Change engine to %1</source>
        <translation>Движок: %1</translation>
    </message>
    <message>
        <source>Set memory fraction to %1</source>
        <translation>Доля памяти: %1</translation>
    </message>
    <message>
        <source>Use the engine&apos;s memory fraction</source>
        <translation>доля памяти по умолчанию движка</translation>
    </message>
    <message>
        <source>Set context to %1</source>
        <translation>Контекст: %1</translation>
    </message>
    <message>
        <source>Set input length to %1</source>
        <translation>Длина входа: %1</translation>
    </message>
    <message>
        <source>Set output length to %1</source>
        <translation>Длина выхода: %1</translation>
    </message>
    <message>
        <source>Set TPOT target to %1 ms</source>
        <translation>Цель TPOT: %1 мс</translation>
    </message>
    <message>
        <source>Set TTFT target to %1 ms</source>
        <translation>Цель TTFT: %1 мс</translation>
    </message>
    <message>
        <source>Set request rate to %1 per second</source>
        <translation>Поток запросов: %1 в секунду</translation>
    </message>
    <message>
        <source>Change training settings</source>
        <translation>изменение параметров обучения</translation>
    </message>
    <message>
        <source>Run as a batch job</source>
        <translation>запуск как пакетного задания</translation>
    </message>
    <message>
        <source>Run in real time</source>
        <translation>запуск в реальном времени</translation>
    </message>
    <message>
        <source>Change deployment</source>
        <translation>изменение развёртывания</translation>
    </message>
    <message>
        <source>Clear configuration name</source>
        <translation>удаление имени конфигурации</translation>
    </message>
    <message>
        <source>Rename configuration to %1</source>
        <translation>переименование конфигурации в %1</translation>
    </message>
    <message>
        <source>Change GPU to %1</source>
        <translation>GPU: %1</translation>
    </message>
    <message>
        <source>Set tensor parallel to %1</source>
        <translation>Тензорный параллелизм (TP): %1</translation>
    </message>
    <message>
        <source>Set pipeline parallel to %1</source>
        <translation>Конвейерный параллелизм (PP): %1</translation>
    </message>
    <message>
        <source>Change configuration</source>
        <translation>изменение конфигурации</translation>
    </message>
    <message>
        <source>Change currency to %1</source>
        <translation>Валюта: %1</translation>
    </message>
    <message>
        <source>Change cost assumptions</source>
        <translation>изменение допущений о стоимости</translation>
    </message>
    <message>
        <source>Add configuration</source>
        <translation>добавление конфигурации</translation>
    </message>
    <message>
        <source>Remove configuration</source>
        <translation>удаление конфигурации</translation>
    </message>
    <message>
        <source>Move configuration</source>
        <translation>перемещение конфигурации</translation>
    </message>
    <message>
        <source>Deploy model</source>
        <translation>развёртывание модели</translation>
    </message>
    <message>
        <source>Remove deployment</source>
        <translation>удаление развёртывания</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>восстановление несохранённой работы</translation>
    </message>
    <message>
        <source>Clear the plan&apos;s title</source>
        <translation>удаление названия плана</translation>
    </message>
    <message>
        <source>Set plan title to %1</source>
        <translation>Название плана: %1</translation>
    </message>
    <message>
        <source>Clear the plan&apos;s author</source>
        <translation>удаление автора плана</translation>
    </message>
    <message>
        <source>Set author to %1</source>
        <translation>Автор: %1</translation>
    </message>
    <message>
        <source>Change the plan&apos;s notes</source>
        <translation>изменение заметок плана</translation>
    </message>
    <message>
        <source>Change plan details</source>
        <translation>изменение сведений о плане</translation>
    </message>
    <message>
        <source>Show amounts in %1</source>
        <translation>показ сумм в %1</translation>
    </message>
    <message>
        <source>Add exchange rate</source>
        <translation>добавление курса обмена</translation>
    </message>
    <message>
        <source>Remove exchange rate</source>
        <translation>удаление курса обмена</translation>
    </message>
    <message>
        <source>Edit exchange rate</source>
        <translation>изменение курса обмена</translation>
    </message>
    <message>
        <source>Set expert parallel to %1</source>
        <translation>Экспертный параллелизм (EP): %1</translation>
    </message>
    <message>
        <source>Set attention data parallel to %1</source>
        <translation>Параллелизм данных внимания (DP): %1</translation>
    </message>
    <message>
        <source>Remove calibration</source>
        <translation>удаление калибровки</translation>
    </message>
    <message>
        <source>Calibrate engine constants</source>
        <translation>калибровка констант движка</translation>
    </message>
    <message>
        <source>Remove the plan from the report</source>
        <translation>удаление плана из отчёта</translation>
    </message>
    <message>
        <source>Add a plan to the report</source>
        <translation>добавление плана в отчёт</translation>
    </message>
    <message>
        <source>Change the advisor&apos;s workload</source>
        <translation>изменение нагрузки советника</translation>
    </message>
    <message>
        <source>Add %1 to the board</source>
        <translation>добавление «%1» на доску</translation>
    </message>
    <message>
        <source>Set utilisation to %1 %</source>
        <translation>Загрузка: %1 %</translation>
    </message>
    <message>
        <source>Use the project&apos;s utilisation</source>
        <translation>загрузка как у проекта</translation>
    </message>
    <message>
        <source>Pay for the GPUs: %1</source>
        <translation>Оплата GPU: %1</translation>
    </message>
    <message>
        <source>Pay for the GPUs the cheapest way</source>
        <translation>оплата GPU самым дешёвым способом</translation>
    </message>
    <message>
        <source>Change engine constants</source>
        <translation>изменение констант движка</translation>
    </message>
</context>
<context>
    <name>Headroom::ComparisonCostChart</name>
    <message>
        <source>Cumulative cost of the checked configurations</source>
        <translation>Накопленные затраты отмеченных конфигураций</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Месяцы</translation>
    </message>
    <message>
        <source>%1: own</source>
        <translation>%1: владение</translation>
    </message>
    <message>
        <source>%1: on demand</source>
        <translation>%1: по требованию</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>Накопленные затраты (%1)</translation>
    </message>
    <message>
        <source>Check configurations in the table to compare their costs</source>
        <translation>Отметьте конфигурации в таблице, чтобы сравнить их затраты</translation>
    </message>
    <message>
        <source>Cumulative cost of the checked configurations (%1)</source>
        <translation>Накопленные затраты отмеченных конфигураций (%1)</translation>
    </message>
</context>
<context>
    <name>Headroom::ComparisonModel</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>, TP%1</source>
        <translation>, TP%1</translation>
    </message>
    <message>
        <source>, PP%1</source>
        <translation>, PP%1</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>no deployment</source>
        <translation>нет развёртывания</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>месяц %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <source>%1 ★</source>
        <extracomment>marks the best value of a column in the Compare table</extracomment>
        <translation>%1 ★</translation>
    </message>
    <message>
        <source>Best in this column</source>
        <translation>Лучшее значение в столбце</translation>
    </message>
    <message>
        <source>Output tokens at the on-demand price of %1 per GPU-hour</source>
        <translation>Выходные токены; цена по требованию — %1 за GPU-час</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Конфигурация</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Помещается</translation>
    </message>
    <message>
        <source>Max batch (sequences)</source>
        <translation>Макс. батч (запросов)</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>Пропускная способность (ток/с)</translation>
    </message>
    <message>
        <source>TTFT (s)</source>
        <translation>TTFT (с)</translation>
    </message>
    <message>
        <source>Cost per 1M tokens (%1)</source>
        <translation>Стоимость 1&#xa0;млн токенов (%1)</translation>
    </message>
    <message>
        <source>Monthly cost rented (%1)</source>
        <translation>Стоимость аренды в месяц (%1)</translation>
    </message>
    <message>
        <source>3-year TCO owned (%1)</source>
        <translation>TCO за 3 года при покупке (%1)</translation>
    </message>
    <message>
        <source>Breakeven (month)</source>
        <translation>Безубыточность (месяц)</translation>
    </message>
    <message>
        <source>Month from which owning costs less than renting on demand</source>
        <translation>Месяц, начиная с которого владение обходится дешевле аренды по требованию</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a configuration whose label another one already has: &quot;1 x H100 SXM5 80GB (2)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>Headroom::ConfigurationCard</name>
    <message>
        <source>Drop a model here, or use Edit &gt; Deploy Model…</source>
        <translation>Перетащите сюда модель или выберите Правка &gt; Развернуть модель…</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>a configuration&apos;s title: GPU count × GPU name</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <source>PP %1</source>
        <translation>PP %1</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n реплика</numerusform>
            <numerusform>%n реплики</numerusform>
            <numerusform>%n реплик</numerusform>
        </translation>
    </message>
    <message>
        <source>Configuration %1</source>
        <translation>Конфигурация %1</translation>
    </message>
    <message numerus="yes">
        <source>%n more GPU(s) hold the other replicas, the same as above.</source>
        <translation>
            <numerusform>Остальные реплики занимают ещё %n GPU — так же, как выше.</numerusform>
            <numerusform>Остальные реплики занимают ещё %n GPU — так же, как выше.</numerusform>
            <numerusform>Остальные реплики занимают ещё %n GPU — так же, как выше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more GPU(s) not drawn.</source>
        <translation>
            <numerusform>Ещё %n GPU не показан.</numerusform>
            <numerusform>Ещё %n GPU не показаны.</numerusform>
            <numerusform>Ещё %n GPU не показаны.</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; is not in the catalog.</source>
        <translation>GPU «%1» нет в каталоге.</translation>
    </message>
    <message>
        <source>Other changes that would fit:</source>
        <translation>Другие изменения, при которых всё поместится:</translation>
    </message>
    <message>
        <source>EP %1</source>
        <translation>EP %1</translation>
    </message>
    <message>
        <source>DP %1</source>
        <translation>DP %1</translation>
    </message>
</context>
<context>
    <name>Headroom::ConfigurationCost</name>
    <message>
        <source>Price book: %1</source>
        <translation>Прайс-лист: %1</translation>
    </message>
    <message>
        <source>Price book: %1, %2</source>
        <translation>Прайс-лист: %1, %2</translation>
    </message>
    <message>
        <source>%1 street price x %2 (all-in: server, network, install)</source>
        <translation>%1: рыночная цена × %2 (всё включено: сервер, сеть, монтаж)</translation>
    </message>
    <message>
        <source>%1 TDP x %2 (node power per GPU)</source>
        <translation>%1: TDP × %2 (мощность узла на GPU)</translation>
    </message>
    <message>
        <source>%1: middle of the on-demand range</source>
        <translation>%1: середина диапазона цен по требованию</translation>
    </message>
    <message>
        <source>%1: middle of the spot range</source>
        <translation>%1: середина диапазона спотовых цен</translation>
    </message>
    <message>
        <source>Project assumption</source>
        <translation>Допущение проекта</translation>
    </message>
    <message>
        <source>%1 x %2 (the project&apos;s reserved / on-demand ratio)</source>
        <translation>%1 × %2 (отношение цены резерва к цене по требованию в проекте)</translation>
    </message>
    <message>
        <source>Price book</source>
        <translation>Прайс-лист</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Каталог</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Проект</translation>
    </message>
    <message>
        <source>Cannot show amounts in %1: the exchange-rate table has no rate from %2 to %1. Add one, with its source and date.</source>
        <translation>Нельзя показать суммы в %1: в таблице курсов обмена нет курса из %2 в %1. Добавьте его, указав источник и дату.</translation>
    </message>
    <message>
        <source>Amounts in %1</source>
        <translation>Суммы в %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 / %n GPU(s) (the cheapest unit it is sold in)</source>
        <translation>
            <numerusform>%1 / %n GPU (самая дешёвая единица продажи)</numerusform>
            <numerusform>%1 / %n GPU (самая дешёвая единица продажи)</numerusform>
            <numerusform>%1 / %n GPU (самая дешёвая единица продажи)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: middle of the on-demand prices of %n instance shape(s)</source>
        <translation>
            <numerusform>%1: середина цен по требованию %n типа инстанса</numerusform>
            <numerusform>%1: середина цен по требованию %n типов инстансов</numerusform>
            <numerusform>%1: середина цен по требованию %n типов инстансов</numerusform>
        </translation>
    </message>
    <message>
        <source>this configuration&apos;s own (an advisor plan&apos;s use); the project&apos;s is %1 %</source>
        <translation>собственная у этой конфигурации (загрузка плана советника); у проекта %1 %</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Конфигурация</translation>
    </message>
</context>
<context>
    <name>Headroom::ConfigurationEditor</name>
    <message>
        <source>%1, %2, %3</source>
        <extracomment>a deployment in a configuration&apos;s summary: &quot;Llama-3.1-70B, FP8, vLLM&quot;</extracomment>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Конфигурация</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>GPU &amp;type:</source>
        <translation>&amp;Тип GPU:</translation>
    </message>
    <message>
        <source>Interconnect:</source>
        <translation>Интерконнект:</translation>
    </message>
    <message>
        <source>Capacity per GPU:</source>
        <translation>Память на GPU:</translation>
    </message>
    <message>
        <source>Deployments</source>
        <translation>Развёртывания</translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <extracomment>a configuration&apos;s GPU id that the catalog does not know</extracomment>
        <translation>%1 (нет в каталоге)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; is not in the catalog.</source>
        <translation>GPU «%1» нет в каталоге.</translation>
    </message>
    <message>
        <source>%1, %2 GB/s per direction</source>
        <translation>%1, %2&#xa0;ГБ/с в каждую сторону</translation>
    </message>
    <message>
        <source>GPU link</source>
        <translation>Связь между GPU</translation>
    </message>
    <message>
        <source>%1 (PCIe only)</source>
        <translation>%1 (только PCIe)</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>%1 usable (%2 GB marketed)</source>
        <translation>доступно %1 (заявлено %2&#xa0;ГБ)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>No deployments yet: drop a model on this configuration.</source>
        <translation>Развёртываний пока нет: перетащите модель на эту конфигурацию.</translation>
    </message>
    <message>
        <source>%1: %2 on its fullest GPU</source>
        <translation>%1: %2 на самом заполненном GPU</translation>
    </message>
    <message>
        <source>No usable figure is known: the marketed bytes are used</source>
        <translation>Доступный объём неизвестен: используется заявленный производителем</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>The share of hours these GPUs are busy, for their running costs and rented hours; below 0: the project&apos;s</source>
        <translation>Доля часов, когда эти GPU заняты, для текущих расходов и арендованных часов; ниже 0: как у проекта</translation>
    </message>
    <message>
        <source>&amp;Utilisation:</source>
        <translation>&amp;Загрузка:</translation>
    </message>
    <message>
        <source>the project&apos;s (%1 %)</source>
        <translation>как у проекта (%1 %)</translation>
    </message>
    <message>
        <source>The way the report and the Rent vs buy tab cost these GPUs; the cheapest at the horizon unless one is chosen (an advisor plan sets its own)</source>
        <translation>Способ, которым отчёт и вкладка «Аренда или покупка» считают стоимость этих GPU; самый дешёвый на горизонте, если способ не выбран (план советника задаёт свой)</translation>
    </message>
    <message>
        <source>The cheapest option</source>
        <translation>Самый дешёвый вариант</translation>
    </message>
    <message>
        <source>Pai&amp;d by:</source>
        <translation>&amp;Оплата:</translation>
    </message>
</context>
<context>
    <name>Headroom::Cost</name>
    <message numerus="yes">
        <source>%1 x %2 (%n GPU(s))</source>
        <translation>
            <numerusform>%1 x %2 (%n GPU)</numerusform>
            <numerusform>%1 x %2 (%n GPU)</numerusform>
            <numerusform>%1 x %2 (%n GPU)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n used</source>
        <translation>
            <numerusform>%1, занято: %n</numerusform>
            <numerusform>%1, занято: %n</numerusform>
            <numerusform>%1, занято: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2, %3; %n used</source>
        <translation>
            <numerusform>%1 у %2, %3; занято: %n</numerusform>
            <numerusform>%1 у %2, %3; занято: %n</numerusform>
            <numerusform>%1 у %2, %3; занято: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Bought as %1.</source>
        <translation>Покупка: %1.</translation>
    </message>
    <message>
        <source>Rented as %1.</source>
        <translation>Аренда: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Bought together with other configurations as %1; %n of the GPUs are this one&apos;s, and it pays for %2 spare.</source>
        <extracomment>%1: the units (&quot;1 x HGX H100 8-GPU server (8 GPUs), 5 used&quot;); %n: this configuration&apos;s GPUs in them; %2: the spare GPUs it pays for</extracomment>
        <translation>
            <numerusform>Куплено вместе с другими конфигурациями: %1; из этих GPU %n принадлежит этой, и она оплачивает %2 запасных.</numerusform>
            <numerusform>Куплено вместе с другими конфигурациями: %1; из этих GPU %n принадлежат этой, и она оплачивает %2 запасных.</numerusform>
            <numerusform>Куплено вместе с другими конфигурациями: %1; из этих GPU %n принадлежат этой, и она оплачивает %2 запасных.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::CostAssumptionsEditor</name>
    <message>
        <source>Purchase price per GPU</source>
        <translation>Цена покупки за GPU</translation>
    </message>
    <message>
        <source>Useful life</source>
        <translation>Срок службы</translation>
    </message>
    <message>
        <source> years</source>
        <translation>&#xa0;года</translation>
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
        <source>Electricity per kWh</source>
        <translation>Электроэнергия за кВт·ч</translation>
    </message>
    <message>
        <source>Colocation per kW-month</source>
        <translation>Колокация за кВт в месяц</translation>
    </message>
    <message>
        <source>On-demand per GPU-hour</source>
        <translation>По требованию за GPU-час</translation>
    </message>
    <message>
        <source>Reserved (1 year) per GPU-hour</source>
        <translation>Резерв на 1 год за GPU-час</translation>
    </message>
    <message>
        <source>Spot per GPU-hour</source>
        <translation>Спот за GPU-час</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Загрузка</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Валюта</translation>
    </message>
    <message>
        <source> months</source>
        <translation>&#xa0;мес.</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Горизонт</translation>
    </message>
    <message>
        <source> (as of %1)</source>
        <translation> (по состоянию на %1)</translation>
    </message>
    <message>
        <source>Set for this GPU by the %1; the project&apos;s own figure is %2</source>
        <translation>Значение для этого GPU взято из источника «%1»; собственное значение проекта — %2</translation>
    </message>
    <message>
        <source> kW</source>
        <translation>&#xa0;кВт</translation>
    </message>
    <message>
        <source>from %1, %2</source>
        <translation>из %1, %2</translation>
    </message>
    <message>
        <source>%1 Amounts are shown in %2, the currency they are kept in.</source>
        <translation>%1 Суммы показаны в %2 — валюте, в которой они хранятся.</translation>
    </message>
    <message>
        <source>%1 Its costs pay for the units whole.</source>
        <translation>%1 Расходы учитывают эти единицы целиком.</translation>
    </message>
</context>
<context>
    <name>Headroom::CostCurveModel</name>
    <message>
        <source>Month</source>
        <translation>Месяц</translation>
    </message>
    <message>
        <source>Own</source>
        <translation>Владение</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>По требованию</translation>
    </message>
    <message>
        <source>Reserved (1 year)</source>
        <translation>Резерв на 1 год</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Спот</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>Гибрид</translation>
    </message>
    <message>
        <source>Reserved (3 years)</source>
        <translation>Резерв на 3 года</translation>
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
    <name>Headroom::DeployModelDialog</name>
    <message>
        <source>Deploy Model</source>
        <translation>Развернуть модель</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Weight format</source>
        <translation>Формат весов</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Модель:</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>В&amp;еса:</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Движок:</translation>
    </message>
</context>
<context>
    <name>Headroom::DeploymentEditor</name>
    <message>
        <source>%1 allocates as it goes; no memory fraction applies.</source>
        <translation>%1 выделяет память по мере необходимости; доля памяти не применяется.</translation>
    </message>
    <message>
        <source>of total memory</source>
        <translation>от общей памяти</translation>
    </message>
    <message>
        <source>of the memory free after loading</source>
        <translation>от памяти, свободной после загрузки</translation>
    </message>
    <message>
        <source>Engine default: %1 %2 (%3).</source>
        <extracomment>%1 = &quot;90%&quot;, %2 = &quot;of total memory&quot;, %3 = where the default comes from</extracomment>
        <translation>Значение движка по умолчанию: %1 %2 (%3).</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>допущение</translation>
    </message>
    <message>
        <source>Model and engine</source>
        <translation>Модель и движок</translation>
    </message>
    <message>
        <source>Engine default</source>
        <extracomment>memory fraction 0: the engine&apos;s own default</extracomment>
        <translation>Как в движке</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>В&amp;еса:</translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation>&amp;KV-кэш:</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Конфигурация</translation>
    </message>
    <message>
        <source>Engine constants</source>
        <translation>Константы движка</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <source>Show the engine constants</source>
        <translation>Показать константы движка</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Скрыть</translation>
    </message>
    <message>
        <source>%1 on %2 × %3</source>
        <extracomment>title of a deployment: &quot;Llama-3.1-70B on 2 × H100 SXM 80GB&quot;</extracomment>
        <translation>%1 на %2 × %3</translation>
    </message>
    <message>
        <source>%1 (select the configuration on the board to change the GPU type)</source>
        <translation>%1 (чтобы сменить тип GPU, выберите конфигурацию на доске)</translation>
    </message>
    <message>
        <source>Training memory uses the PyTorch (transformers) constants; the serving engine does not apply.</source>
        <translation>Память при обучении считается по константам PyTorch (transformers); движок инференса здесь не участвует.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <source>MTP layers of the model</source>
        <extracomment>speculative decoding drafted by the checkpoint&apos;s own multi-token-prediction layers</extracomment>
        <translation>Слои MTP модели</translation>
    </message>
    <message>
        <source>Speculative tokens per step</source>
        <translation>Спекулятивных токенов за шаг</translation>
    </message>
    <message numerus="yes">
        <source>The checkpoint holds %n MTP layer(s); they are loaded only when speculative decoding uses them.</source>
        <translation>
            <numerusform>Чекпойнт содержит %n слой MTP; он загружается, только когда его использует спекулятивное декодирование.</numerusform>
            <numerusform>Чекпойнт содержит %n слоя MTP; они загружаются, только когда их использует спекулятивное декодирование.</numerusform>
            <numerusform>Чекпойнт содержит %n слоёв MTP; они загружаются, только когда их использует спекулятивное декодирование.</numerusform>
        </translation>
    </message>
    <message>
        <source>This model has no MTP layers.</source>
        <translation>У этой модели нет слоёв MTP.</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>The chance that each drafted token is accepted. DeepSeek-V3&apos;s report gives 85-90 % for its first MTP token.</source>
        <translation>Вероятность, что каждый черновой токен будет принят. В отчёте DeepSeek-V3 — 85–90 % для первого токена MTP.</translation>
    </message>
    <message>
        <source>Accepted drafts:</source>
        <translation>Принятые черновики:</translation>
    </message>
    <message>
        <source>Text only (vision tower not loaded)</source>
        <translation>Только текст (визуальный энкодер не загружается)</translation>
    </message>
    <message>
        <source>Mo&amp;de:</source>
        <translation>&amp;Режим:</translation>
    </message>
    <message>
        <source>E&amp;ngine:</source>
        <translation>&amp;Движок:</translation>
    </message>
    <message>
        <source>Memor&amp;y fraction:</source>
        <translation>Дол&amp;я памяти:</translation>
    </message>
    <message>
        <source>Specula&amp;tive decoding:</source>
        <translation>Спек&amp;улятивное декодирование:</translation>
    </message>
    <message>
        <source>Dr&amp;aft tokens:</source>
        <translation>&amp;Черновых токенов:</translation>
    </message>
    <message>
        <source>Draft model</source>
        <extracomment>speculative decoding drafted by a smaller model with the same tokenizer</extracomment>
        <translation>Черновая модель</translation>
    </message>
    <message>
        <source>A smaller catalog model with the same vocabulary drafts the tokens; its weights and KV cache sit on every GPU.</source>
        <translation>Токены предлагает меньшая модель из каталога с тем же словарём; её веса и KV-кэш лежат на каждом GPU.</translation>
    </message>
    <message>
        <source>D&amp;raft model:</source>
        <translation>Черновая &amp;модель:</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>Память хоста</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>Keeps prefix-cache KV beyond the GPU and loads it for prompts that hit it. It does not raise the running sequences.</source>
        <translation>Хранит KV кэша префиксов вне GPU и загружает его для промптов, попавших в него. Число идущих последовательностей не растёт.</translation>
    </message>
    <message>
        <source>KV offload:</source>
        <translation>Выгрузка KV:</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation>&#xa0;ГиБ</translation>
    </message>
    <message>
        <source>KV offload capacity per replica</source>
        <translation>Объём выгрузки KV на реплику</translation>
    </message>
    <message>
        <source>Offload capacity:</source>
        <translation>Объём выгрузки:</translation>
    </message>
    <message>
        <source>+ %1 × %2 for prefill</source>
        <extracomment>appended to the title: &quot;+ 2 × H200 SXM 141GB for prefill&quot;</extracomment>
        <translation>+ %1 × %2 для префилла</translation>
    </message>
    <message>
        <source>of the memory free before the weights load</source>
        <translation>от памяти, свободной до загрузки весов</translation>
    </message>
</context>
<context>
    <name>Headroom::DeploymentEstimate</name>
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
        <source>Speed is estimated for inference deployments</source>
        <translation>Скорость оценивается только для развёртываний в режиме инференса</translation>
    </message>
    <message>
        <source>The prefill pool&apos;s GPU &quot;%1&quot; is not in the catalog</source>
        <translation>GPU пула префилла «%1» нет в каталоге</translation>
    </message>
</context>
<context>
    <name>Headroom::DeploymentFigures</name>
    <message>
        <source>Memory per GPU</source>
        <translation>Память на GPU</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Пределы</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>Time to first token:</source>
        <translation>Время до первого токена:</translation>
    </message>
    <message>
        <source>Time per output token:</source>
        <translation>Время на выходной токен:</translation>
    </message>
    <message>
        <source>Bound by:</source>
        <translation>Узкое место:</translation>
    </message>
    <message>
        <source>Max concurrency at the targets:</source>
        <translation>Макс. конкурентность при целевых задержках:</translation>
    </message>
    <message>
        <source>Requests per second:</source>
        <translation>Запросов в секунду:</translation>
    </message>
    <message>
        <source>Cost per 1M output tokens:</source>
        <translation>Стоимость 1&#xa0;млн выходных токенов:</translation>
    </message>
    <message>
        <source>Replicas for the target rate:</source>
        <translation>Реплик для целевого потока запросов:</translation>
    </message>
    <message>
        <source>Cold start:</source>
        <translation>Холодный старт:</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>GPUs %1–%2</source>
        <extracomment>a column of identical GPUs: &quot;GPUs 0–7&quot;</extracomment>
        <translation>GPU %1–%2</translation>
    </message>
    <message numerus="yes">
        <source>Pipeline stage %1, %n layer(s)</source>
        <translation>
            <numerusform>Этап конвейера %1, %n слой</numerusform>
            <numerusform>Этап конвейера %1, %n слоя</numerusform>
            <numerusform>Этап конвейера %1, %n слоёв</numerusform>
        </translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Занято</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Свободно</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Ёмкость</translation>
    </message>
    <message>
        <source>%1 over</source>
        <extracomment>memory that does not fit on a GPU</extracomment>
        <translation>не хватает %1</translation>
    </message>
    <message>
        <source>Host RAM: %1</source>
        <translation>ОЗУ хоста: %1</translation>
    </message>
    <message>
        <source>limited by %1</source>
        <extracomment>what stops the answer from being larger: &quot;limited by KV cache&quot;</extracomment>
        <translation>ограничение: %1</translation>
    </message>
    <message>
        <source>Max sequences at %1:</source>
        <translation>Макс. последовательностей при длине %1:</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <source>Max context at %n sequence(s):</source>
        <translation>
            <numerusform>Макс. контекст при %n последовательности:</numerusform>
            <numerusform>Макс. контекст при %n последовательностях:</numerusform>
            <numerusform>Макс. контекст при %n последовательностях:</numerusform>
        </translation>
    </message>
    <message>
        <source>Fewest GPUs for one replica:</source>
        <translation>Минимум GPU на реплику:</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) (TP %1 × PP %2)</source>
        <translation>
            <numerusform>%n GPU (TP %1 × PP %2)</numerusform>
            <numerusform>%n GPU (TP %1 × PP %2)</numerusform>
            <numerusform>%n GPU (TP %1 × PP %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>none fits</source>
        <translation>не помещается</translation>
    </message>
    <message>
        <source>Max micro-batch at %1:</source>
        <translation>Макс. микробатч при длине %1:</translation>
    </message>
    <message>
        <source>Max sequence length at micro-batch %1:</source>
        <translation>Макс. длина последовательности при микробатче %1:</translation>
    </message>
    <message>
        <source>Fewest GPUs to train:</source>
        <translation>Минимум GPU для обучения:</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) (TP %1 × PP %2 × DP %3)</source>
        <translation>
            <numerusform>%n GPU (TP %1 × PP %2 × DP %3)</numerusform>
            <numerusform>%n GPU (TP %1 × PP %2 × DP %3)</numerusform>
            <numerusform>%n GPU (TP %1 × PP %2 × DP %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>no target set</source>
        <translation>цель не задана</translation>
    </message>
    <message>
        <source>none meets the targets</source>
        <translation>цели недостижимы</translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) per replica</source>
        <translation>
            <numerusform>%n последовательность на реплику</numerusform>
            <numerusform>%n последовательности на реплику</numerusform>
            <numerusform>%n последовательностей на реплику</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <extracomment>requests per second</extracomment>
        <translation>%1&#xa0;запр./с</translation>
    </message>
    <message>
        <source>no price set</source>
        <translation>цена не задана</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n реплика</numerusform>
            <numerusform>%n реплики</numerusform>
            <numerusform>%n реплик</numerusform>
        </translation>
    </message>
    <message>
        <source>Other deployments</source>
        <translation>Другие развёртывания</translation>
    </message>
    <message>
        <source>What the other deployments on this GPU hold (their weights, KV cache, activations and runtime)</source>
        <translation>Что занимают другие развёртывания на этом GPU (их веса, KV-кэш, активации и рантайм)</translation>
    </message>
    <message>
        <source>Decode speed per user:</source>
        <translation>Скорость декодирования на пользователя:</translation>
    </message>
    <message>
        <source>Output tokens/s, all users:</source>
        <translation>Выходных токенов/с, все пользователи:</translation>
    </message>
    <message>
        <source>Latency percentiles (simulated):</source>
        <translation>Перцентили задержки (моделирование):</translation>
    </message>
    <message>
        <source>%1: P50 %2, P90 %3, P99 %4</source>
        <extracomment>a latency&apos;s percentiles: name, then P50, P90 and P99</extracomment>
        <translation>%1: P50 %2, P90 %3, P99 %4</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>End to end</source>
        <translation>Весь запрос</translation>
    </message>
    <message>
        <source>The queue kept growing: the arrivals outpace the replica.</source>
        <translation>Очередь всё росла: запросы приходят быстрее, чем реплика их обслуживает.</translation>
    </message>
    <message>
        <source>What each user sees once the first token has arrived: 1 / TPOT. It leaves out the wait for the first token; the figure below counts whole requests.</source>
        <translation>Что видит каждый пользователь после первого токена: 1 / TPOT. Ожидание первого токена сюда не входит; показатель ниже считает запросы целиком.</translation>
    </message>
    <message>
        <source>simulating…</source>
        <extracomment>shown while the load simulation has not run yet</extracomment>
        <translation>моделирование…</translation>
    </message>
    <message>
        <source>0: does not fit</source>
        <translation>0: не помещается</translation>
    </message>
    <message>
        <source>Disaggregated pools:</source>
        <translation>Раздельные пулы:</translation>
    </message>
    <message>
        <source>bound by the %1 (prefill %2, decode %3 req/s)</source>
        <extracomment>the pool that limits the request rate, and both pools&apos; capacities in requests/s</extracomment>
        <translation>узкое место — %1 (префилл %2, декодирование %3 запр./с)</translation>
    </message>
    <message numerus="yes">
        <source>A seeded simulation of the engine&apos;s scheduler: %n requests arriving as the load says, continuous batching with chunked prefill, admission by free slots and KV pool, preemption when the pool is full; %3 preemptions. The percentiles are its spread around the estimate&apos;s means, which the measured serving points check (its own means: TTFT %1, TPOT %2).</source>
        <translation>
            <numerusform>Моделирование планировщика движка с фиксированным зерном: %n запрос приходит так, как задаёт нагрузка; непрерывное батчирование с префиллом по частям, допуск по свободным местам и пулу KV, вытеснение при заполненном пуле; вытеснений: %3. Перцентили — его разброс вокруг средних оценки, которые проверены по измеренным точкам обслуживания (его собственные средние: TTFT %1, TPOT %2).</numerusform>
            <numerusform>Моделирование планировщика движка с фиксированным зерном: %n запроса приходят так, как задаёт нагрузка; непрерывное батчирование с префиллом по частям, допуск по свободным местам и пулу KV, вытеснение при заполненном пуле; вытеснений: %3. Перцентили — его разброс вокруг средних оценки, которые проверены по измеренным точкам обслуживания (его собственные средние: TTFT %1, TPOT %2).</numerusform>
            <numerusform>Моделирование планировщика движка с фиксированным зерном: %n запросов приходят так, как задаёт нагрузка; непрерывное батчирование с префиллом по частям, допуск по свободным местам и пулу KV, вытеснение при заполненном пуле; вытеснений: %3. Перцентили — его разброс вокруг средних оценки, которые проверены по измеренным точкам обслуживания (его собственные средние: TTFT %1, TPOT %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Training time:</source>
        <translation>Время обучения:</translation>
    </message>
    <message>
        <source>Give the dataset size under Training</source>
        <translation>Укажите размер датасета в разделе «Обучение»</translation>
    </message>
    <message>
        <source>%1 h for %2 tokens</source>
        <extracomment>%1 = hours, %2 = the tokens trained (dataset x epochs)</extracomment>
        <translation>%1 ч на %2 токенов</translation>
    </message>
    <message>
        <source>Shares its GPUs with %1: each step also waits %2 for theirs (alone: TPOT %3, TTFT %4).</source>
        <extracomment>%1: the other models on the configuration; %2: the wait; %3 and %4: TPOT and TTFT</extracomment>
        <translation>Делит GPU с %1: каждый шаг ещё ждёт их шагов %2 (в одиночку: TPOT %3, TTFT %4).</translation>
    </message>
</context>
<context>
    <name>Headroom::DeploymentRow</name>
    <message>
        <source>Deployment %1</source>
        <translation>Развёртывание %1</translation>
    </message>
    <message>
        <source>%1 · KV %2 · %3</source>
        <translation>%1 · KV %2 · %3</translation>
    </message>
    <message>
        <source>Weights %1, KV cache %2, engine %3</source>
        <translation>Веса %1, KV-кэш %2, движок %3</translation>
    </message>
    <message>
        <source>Sequence %1</source>
        <translation>Последовательность %1</translation>
    </message>
    <message>
        <source>Tokens per training sequence</source>
        <translation>Токенов в обучающей последовательности</translation>
    </message>
    <message>
        <source>Micro-batch %1</source>
        <translation>Микробатч %1</translation>
    </message>
    <message>
        <source>Sequences per GPU step</source>
        <translation>Последовательностей за шаг на GPU</translation>
    </message>
    <message>
        <source>Tokens per sequence</source>
        <translation>Токенов на последовательность</translation>
    </message>
    <message>
        <source>%1 input + %2 output tokens per sequence</source>
        <translation>%1 входных + %2 выходных токенов на последовательность</translation>
    </message>
    <message>
        <source>Context %1</source>
        <translation>Контекст %1</translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s)</source>
        <translation>
            <numerusform>%n последовательность</numerusform>
            <numerusform>%n последовательности</numerusform>
            <numerusform>%n последовательностей</numerusform>
        </translation>
    </message>
    <message>
        <source>Sequences served at once, all replicas together</source>
        <translation>Последовательностей, обслуживаемых одновременно, по всем репликам</translation>
    </message>
    <message>
        <source>Max micro-batch %1</source>
        <translation>Макс. микробатч %1</translation>
    </message>
    <message>
        <source>Largest micro-batch of %1 that fits on every GPU (limited by: %2)</source>
        <translation>Наибольший микробатч последовательностей длиной %1, который помещается на каждом GPU (ограничение: %2)</translation>
    </message>
    <message>
        <source>Max batch %1</source>
        <translation>Макс. батч %1</translation>
    </message>
    <message>
        <source>Max batch —</source>
        <translation>Макс. батч —</translation>
    </message>
    <message>
        <source>Not computed for this deployment</source>
        <translation>Не рассчитывается для этого развёртывания</translation>
    </message>
    <message>
        <source>Output tokens per second for one sequence</source>
        <translation>Выходных токенов в секунду на одну последовательность</translation>
    </message>
    <message>
        <source>Output tokens per second, all sequences and replicas</source>
        <translation>Выходных токенов в секунду по всем последовательностям и репликам</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation>TTFT %1</translation>
    </message>
    <message>
        <source>Time to first token at this concurrency</source>
        <translation>Время до первого токена при этой конкурентности</translation>
    </message>
    <message>
        <source>%1 / 1M tokens</source>
        <translation>%1 / 1&#xa0;млн токенов</translation>
    </message>
    <message>
        <source>No price per GPU-hour in the project&apos;s cost assumptions</source>
        <translation>В допущениях о затратах проекта нет цены за GPU-час</translation>
    </message>
    <message>
        <source>Does not fit in GPU memory, so it would not start: no speed to show.</source>
        <translation>Не помещается в память GPU, поэтому не запустится: скорость не показывается.</translation>
    </message>
    <message>
        <source>Max batch 0: does not fit</source>
        <translation>Макс. батч 0: не помещается</translation>
    </message>
    <message>
        <source>Most sequences of %1 that fit on these GPUs beside the other deployments, all replicas (limited by: %2)</source>
        <translation>Наибольшее число последовательностей по %1, которое помещается на эти GPU рядом с другими развёртываниями, все реплики (ограничение: %2)</translation>
    </message>
    <message>
        <source>%1 decode per user</source>
        <translation>%1 декодирования на пользователя</translation>
    </message>
    <message>
        <source>%1 output, all users</source>
        <translation>%1 на выходе, все пользователи</translation>
    </message>
    <message>
        <source>%1 · calibrated</source>
        <translation>%1 · калибровано</translation>
    </message>
    <message>
        <source>Speed calibrated to your measurements (%1): %2</source>
        <translation>Скорость откалибрована по вашим измерениям (%1): %2</translation>
    </message>
    <message>
        <source>%1 *</source>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>Cost per million output tokens at the configuration&apos;s on-demand price per GPU-hour</source>
        <translation>Стоимость миллиона выходных токенов по цене GPU-часа по требованию для этой конфигурации</translation>
    </message>
    <message>
        <source>*: the project&apos;s placeholder price: neither the price book nor the catalog prices this GPU in %1.</source>
        <translation>*: условная цена проекта: ни прайс-лист, ни каталог не дают цену этого GPU в %1.</translation>
    </message>
</context>
<context>
    <name>Headroom::DisaggregationEditor</name>
    <message>
        <source>Separate prefill pool</source>
        <translation>Отдельный пул префилла</translation>
    </message>
    <message>
        <source>Disaggregated serving</source>
        <translation>Раздельное обслуживание</translation>
    </message>
    <message>
        <source>Prefill replicas compute the prompts and send their KV cache to the decode replicas (the configuration), as vLLM, SGLang, Dynamo and Mooncake serve &quot;xPyD&quot;.</source>
        <translation>Реплики префилла обрабатывают промпты и передают их KV-кэш репликам декодирования (конфигурации) — так vLLM, SGLang, Dynamo и Mooncake обслуживают «xPyD».</translation>
    </message>
    <message>
        <source>Prefill replicas:</source>
        <translation>Реплики префилла:</translation>
    </message>
    <message>
        <source>Prefill GPU:</source>
        <translation>GPU префилла:</translation>
    </message>
    <message>
        <source>as decode</source>
        <extracomment>prefill tensor parallel 0: the decode configuration&apos;s</extracomment>
        <translation>как у декодирования</translation>
    </message>
    <message>
        <source>Prefill TP:</source>
        <translation>TP префилла:</translation>
    </message>
    <message>
        <source>Same as decode</source>
        <extracomment>the prefill pool on the decode configuration&apos;s GPU type</extracomment>
        <translation>Как у декодирования</translation>
    </message>
    <message numerus="yes">
        <source>Decode pool: the configuration&apos;s %n replica(s)</source>
        <translation>
            <numerusform>Пул декодирования: %n реплика конфигурации</numerusform>
            <numerusform>Пул декодирования: %n реплики конфигурации</numerusform>
            <numerusform>Пул декодирования: %n реплик конфигурации</numerusform>
        </translation>
    </message>
    <message>
        <source>Prefill %1 req/s, decode %2 req/s: the %3 binds. KV transfer %4. Best split of these GPUs: %5 prefill : %6 decode.</source>
        <extracomment>the two pools&apos; request capacities, the one that limits, and the best x:y split</extracomment>
        <translation>Префилл %1 запр./с, декодирование %2 запр./с: узкое место — %3. Передача KV %4. Лучшее разделение этих GPU: %5 префилл : %6 декодирование.</translation>
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
    <name>Headroom::EditorFields</name>
    <message>
        <source>%1: %2</source>
        <extracomment>a form field&apos;s name, then what is wrong with it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Идентификатор</translation>
    </message>
    <message>
        <source>enter an id such as &quot;my-gpu-80gb&quot;.</source>
        <translation>введите идентификатор, например «my-gpu-80gb».</translation>
    </message>
    <message>
        <source>use lower-case letters, digits and dots in words joined by single hyphens, such as &quot;my-gpu-80gb&quot;.</source>
        <translation>используйте строчные латинские буквы, цифры и точки в словах, соединённых одиночными дефисами, например «my-gpu-80gb».</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a built-in entry; choose another id.</source>
        <translation>«%1» — встроенная запись; выберите другой идентификатор.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already used by the GPU %2.</source>
        <translation>«%1» уже занят GPU %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already used by the model %2.</source>
        <translation>«%1» уже занят моделью %2.</translation>
    </message>
</context>
<context>
    <name>Headroom::EngineConstants</name>
    <message>
        <source>Memory fraction</source>
        <translation>Доля памяти</translation>
    </message>
    <message>
        <source>Bandwidth utilisation (MBU), 8/16-bit</source>
        <translation>Использование пропускной способности (MBU), 8/16 бит</translation>
    </message>
    <message>
        <source>Bandwidth utilisation (MBU), &lt;= 6-bit weights</source>
        <translation>Использование пропускной способности (MBU), веса &lt;= 6 бит</translation>
    </message>
    <message>
        <source>Compute utilisation (MFU), prefill</source>
        <translation>Использование вычислений (MFU), префилл</translation>
    </message>
    <message>
        <source>Compute utilisation (MFU), decode</source>
        <translation>Использование вычислений (MFU), декодирование</translation>
    </message>
    <message>
        <source>Overhead per decode step</source>
        <translation>Накладные расходы на шаг декодирования</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>мс</translation>
    </message>
    <message>
        <source>Scheduling efficiency</source>
        <translation>Эффективность планирования</translation>
    </message>
    <message>
        <source>MBU scale at TP &gt;= 4</source>
        <translation>Масштаб MBU при TP &gt;= 4</translation>
    </message>
    <message>
        <source>MBU scale on routed experts</source>
        <translation>Масштаб MBU для маршрутизируемых экспертов</translation>
    </message>
    <message>
        <source>All-reduce latency, NVLink</source>
        <translation>Задержка all-reduce, NVLink</translation>
    </message>
    <message>
        <source>us</source>
        <translation>мкс</translation>
    </message>
    <message>
        <source>All-reduce latency, PCIe</source>
        <translation>Задержка all-reduce, PCIe</translation>
    </message>
    <message>
        <source>Engine start-up time</source>
        <translation>Время запуска движка</translation>
    </message>
    <message>
        <source>s</source>
        <translation>с</translation>
    </message>
    <message>
        <source>Most sequences per replica</source>
        <translation>Макс. последовательностей на реплику</translation>
    </message>
    <message>
        <source>Layers on the GPUs (-1 = all)</source>
        <translation>Слоёв на GPU (−1 = все)</translation>
    </message>
    <message>
        <source>Share of experts in host memory</source>
        <translation>Доля экспертов в памяти хоста</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA graphs</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>ГиБ</translation>
    </message>
    <message>
        <source>Runtime memory, 1 GPU per replica</source>
        <translation>Память рантайма, 1 GPU на реплику</translation>
    </message>
    <message>
        <source>Runtime memory, multi-GPU (NCCL)</source>
        <translation>Память рантайма, несколько GPU (NCCL)</translation>
    </message>
    <message>
        <source>Activation peak, dense models</source>
        <translation>Пик активаций, плотные модели</translation>
    </message>
    <message>
        <source>Activation peak, MoE models</source>
        <translation>Пик активаций, модели MoE</translation>
    </message>
    <message>
        <source>set by the user</source>
        <translation>задано пользователем</translation>
    </message>
    <message>
        <source>%1 default (%2)</source>
        <translation>по умолчанию в %1 (%2)</translation>
    </message>
    <message>
        <source>%1 default</source>
        <translation>по умолчанию в %1</translation>
    </message>
    <message>
        <source>Overhead per request (TTFT floor)</source>
        <translation>Накладные расходы на запрос (минимум TTFT)</translation>
    </message>
    <message>
        <source>Share of other users&apos; prefills waited for</source>
        <translation>Доля чужих префиллов в ожидании</translation>
    </message>
    <message>
        <source>MFU scale on MoE prefill</source>
        <translation>Множитель MFU для префилла MoE</translation>
    </message>
    <message>
        <source>All-to-all latency (expert parallel)</source>
        <translation>Задержка all-to-all (EP)</translation>
    </message>
    <message>
        <source>MBU scale on whole experts (expert parallel)</source>
        <translation>Коэф. MBU целых экспертов (EP)</translation>
    </message>
    <message>
        <source>calibrated (%1)</source>
        <translation>калибровано (%1)</translation>
    </message>
    <message>
        <source>Overhead per request on an idle replica</source>
        <translation>Накладные расходы на запрос при простаивающей реплике</translation>
    </message>
    <message>
        <source>Unknown engine constant &quot;%1&quot;</source>
        <translation>Неизвестная константа движка «%1»</translation>
    </message>
    <message>
        <source>The engine constant &quot;%1&quot; must be between %2 and %3, not %4</source>
        <translation>Константа движка «%1» должна быть от %2 до %3, а не %4</translation>
    </message>
    <message>
        <source>The engine constant &quot;%1&quot; must be a whole number, not %2</source>
        <translation>Константа движка «%1» должна быть целым числом, а не %2</translation>
    </message>
    <message>
        <source>CPU time per sequence per step</source>
        <translation>Время CPU на последовательность за шаг</translation>
    </message>
</context>
<context>
    <name>Headroom::EngineConstantsEditor</name>
    <message>
        <source>Parameter</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Use the engine&apos;s default for %1</source>
        <translation>Вернуть значение движка по умолчанию: %1</translation>
    </message>
    <message>
        <source>No deployment selected.</source>
        <translation>Развёртывание не выбрано.</translation>
    </message>
    <message>
        <source>%1 constants on %2 GPUs</source>
        <translation>Константы %1, класс GPU: %2</translation>
    </message>
    <message>
        <source>Reset engine constant</source>
        <translation>сброс константы движка</translation>
    </message>
    <message>
        <source>%1 constants on %2 GPUs, calibrated to your measurements (%3)</source>
        <translation>Константы %1, класс GPU: %2; откалиброваны по вашим измерениям (%3)</translation>
    </message>
</context>
<context>
    <name>Headroom::EngineSettingsEditor</name>
    <message>
        <source>No CUDA graphs (eager)</source>
        <translation>Без CUDA-графов (eager)</translation>
    </message>
    <message>
        <source>Engine settings</source>
        <translation>Настройки движка</translation>
    </message>
    <message>
        <source>The engine version whose start-up rules the memory figures follow: defaults and what the engine profiles change between versions.</source>
        <translation>Версия движка, чьим правилам запуска следуют цифры памяти: значения по умолчанию и то, что движок профилирует, меняются от версии к версии.</translation>
    </message>
    <message>
        <source>Engine version:</source>
        <translation>Версия движка:</translation>
    </message>
    <message>
        <source>Tokens one engine step takes in: vLLM max_num_batched_tokens, SGLang chunked_prefill_size, TensorRT-LLM max_num_tokens, llama.cpp n_ubatch. vLLM profiles its activations with this many tokens.</source>
        <translation>Сколько токенов движок берёт за один шаг: vLLM max_num_batched_tokens, SGLang chunked_prefill_size, TensorRT-LLM max_num_tokens, llama.cpp n_ubatch. vLLM профилирует активации на этом числе токенов.</translation>
    </message>
    <message>
        <source>Tokens per step:</source>
        <translation>Токенов за шаг:</translation>
    </message>
    <message>
        <source>Sequences one replica runs at once: vLLM max_num_seqs, SGLang max_running_requests, TensorRT-LLM max_batch_size. vLLM profiles its sampler with this many.</source>
        <translation>Сколько последовательностей реплика ведёт одновременно: vLLM max_num_seqs, SGLang max_running_requests, TensorRT-LLM max_batch_size. vLLM профилирует сэмплер на этом числе.</translation>
    </message>
    <message>
        <source>Sequences at once:</source>
        <translation>Последовательностей одновременно:</translation>
    </message>
    <message>
        <source>vLLM enforce_eager, SGLang disable_cuda_graph: no CUDA graphs are captured, which saves their memory and costs speed.</source>
        <translation>vLLM enforce_eager, SGLang disable_cuda_graph: CUDA-графы не захватываются — это экономит их память, но стоит скорости.</translation>
    </message>
    <message>
        <source>Newest (%1)</source>
        <extracomment>the engine version: none chosen, the newest Headroom models</extracomment>
        <translation>Новейшая (%1)</translation>
    </message>
    <message>
        <source>Engine default (%1)</source>
        <extracomment>a setting left to the engine: its default for this GPU, in brackets</extracomment>
        <translation>По умолч. (%1)</translation>
    </message>
    <message numerus="yes">
        <source>CUDA graphs for %n batch size(s).</source>
        <translation>
            <numerusform>CUDA-графы для %n размера батча.</numerusform>
            <numerusform>CUDA-графы для %n размеров батча.</numerusform>
            <numerusform>CUDA-графы для %n размеров батча.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::EngineSource</name>
    <message>
        <source>vLLM 0.11 start-up log, H100, Llama-3.1-8B (FORMULAS.md 3)</source>
        <translation>лог запуска vLLM 0.11, H100, Llama-3.1-8B (FORMULAS.md 3)</translation>
    </message>
    <message>
        <source>Qwen2.5 speed benchmark, vLLM on A100 80GB, 7B-72B rows: time per token vs weight bytes (docs/estimation.md Speed)</source>
        <translation>бенчмарк скорости Qwen2.5, vLLM на A100 80GB, строки 7B–72B: время на токен к байтам весов (docs/estimation.md, Speed)</translation>
    </message>
    <message>
        <source>Qwen2.5 speed benchmark, transformers on A100 80GB, 0.5B-32B rows: ~0.9 ms per layer (docs/estimation.md Speed)</source>
        <translation>бенчмарк скорости Qwen2.5, transformers на A100 80GB, строки 0.5B–32B: ~0,9 мс на слой (docs/estimation.md, Speed)</translation>
    </message>
    <message>
        <source>llama.cpp Llama-3 8B/70B batch-1 decode, XiongjieDai GPU-Benchmarks-on-LLM-Inference, per GPU class fit</source>
        <translation>декодирование llama.cpp Llama-3 8B/70B при батче 1, XiongjieDai GPU-Benchmarks-on-LLM-Inference, подгонка по классу GPU</translation>
    </message>
    <message>
        <source>vLLM 0.11, Qwen3-8B on one H100, concurrency 1: TTFT 59 ms (GPUStack performance lab)</source>
        <translation>vLLM 0.11, Qwen3-8B на одной H100, параллельность 1: TTFT 59 мс (GPUStack performance lab)</translation>
    </message>
    <message>
        <source>NVIDIA NIM 1.8 (TensorRT-LLM), Llama-3.3-70B FP8 on 2 x H100, 500-token prompts, concurrency 1: TTFT 47.8 ms, 43.9 ms of it the prefill</source>
        <translation>NVIDIA NIM 1.8 (TensorRT-LLM), Llama-3.3-70B FP8 на 2 × H100, промпты по 500 токенов, параллельность 1: TTFT 47,8 мс, из них 43,9 мс — префилл</translation>
    </message>
    <message>
        <source>932 closed-loop serving points, vLLM / SGLang / TensorRT-LLM on H100, H200, B200 (ai-dynamo/aiconfigurator silicon_sample @095f58a5): fitted</source>
        <translation>932 измеренные точки обслуживания в замкнутом цикле, vLLM / SGLang / TensorRT-LLM на H100, H200, B200 (ai-dynamo/aiconfigurator silicon_sample @095f58a5): подгонка</translation>
    </message>
    <message>
        <source>the 115 expert-parallel rows of the 932 serving points (TensorRT-LLM Qwen3-235B-FP8 on 4 and 8 H100 at EP4/EP8, SGLang Qwen3.5-397B on 4 B200 at EP4, vLLM Qwen3-235B on 2 H200 at EP2): fitted</source>
        <translation>115 строк с параллелизмом экспертов из 932 точек обслуживания (TensorRT-LLM Qwen3-235B-FP8 на 4 и 8 H100 при EP4/EP8, SGLang Qwen3.5-397B на 4 B200 при EP4, vLLM Qwen3-235B на 2 H200 при EP2): подгонка</translation>
    </message>
    <message>
        <source>llama.cpp pp1024 prompt rows, XiongjieDai: GeForce and RTX cards reach ~0.85 of the catalog&apos;s FP32-accumulate figure (FP16 accumulation is 2x that), A100/H100 ~0.25 of BF16 peak</source>
        <translation>строки обработки промпта pp1024 llama.cpp, XiongjieDai: карты GeForce и RTX достигают ~0,85 каталожной величины с накоплением в FP32 (накопление в FP16 вдвое больше), A100/H100 — ~0,25 пика BF16</translation>
    </message>
    <message>
        <source>FORMULAS.md 5: prefill MFU ~0.6, FP16, &gt;= 1k tokens</source>
        <translation>FORMULAS.md 5: MFU префилла ~0,6, FP16, от 1 тыс. токенов</translation>
    </message>
    <message>
        <source>batched decode GEMMs, a little below prefill</source>
        <translation>GEMM батчевого декодирования, чуть ниже префилла</translation>
    </message>
    <message>
        <source>GDDR cards reach more of their datasheet (FORMULAS.md 5)</source>
        <translation>карты с GDDR ближе к паспортным значениям (FORMULAS.md 5)</translation>
    </message>
    <message>
        <source>as the datacenter figure, dequantising kernels</source>
        <translation>как для дата-центровых GPU, ядра деквантования</translation>
    </message>
    <message>
        <source>FORMULAS.md 5 prefill MFU, lower clocks under load</source>
        <translation>MFU префилла по FORMULAS.md 5, частоты под нагрузкой ниже</translation>
    </message>
    <message>
        <source>batched decode GEMMs</source>
        <translation>GEMM батчевого декодирования</translation>
    </message>
    <message>
        <source>932 serving points: with the all-reduce latency x log2 TP, TP4-8 rows need no lower MBU (FORMULAS.md 5&apos;s 0.83 was that latency)</source>
        <translation>932 точки обслуживания: с задержкой all-reduce × log2 TP строкам TP4–8 не нужен меньший MBU (0,83 из FORMULAS.md 5 и была этой задержкой)</translation>
    </message>
    <message>
        <source>FORMULAS.md 5: prefill MFU ~0.45 for FP8, short prompts or TP &gt;= 4</source>
        <translation>FORMULAS.md 5: MFU префилла ~0,45 для FP8, коротких промптов или TP ≥ 4</translation>
    </message>
    <message>
        <source>FORMULAS.md 5: MoE at batch 1 reaches ~25% of the active-parameter roofline (0.25 / 0.60)</source>
        <translation>FORMULAS.md 5: MoE при батче 1 достигает ~25 % roofline по активным параметрам (0,25 / 0,60)</translation>
    </message>
    <message>
        <source>continuous batching; seeds cite up to 40% of GPU time lost to length variance with static batches</source>
        <translation>непрерывный батчинг; исходные документы называют до 40 % времени GPU, теряемого на разбросе длин при статических батчах</translation>
    </message>
    <message>
        <source>CUDA graphs: no per-layer launch from Python</source>
        <translation>CUDA graphs: без запуска каждого слоя из Python</translation>
    </message>
    <message>
        <source>FORMULAS.md 5: alpha ~5-10 us per all-reduce; per tree step (x log2 TP): 932 serving points</source>
        <translation>FORMULAS.md 5: alpha ~5–10 мкс на all-reduce; на шаг дерева (× log2 TP): 932 точки обслуживания</translation>
    </message>
    <message>
        <source>PCIe peer-to-peer, about twice NVLink&apos;s</source>
        <translation>PCIe peer-to-peer, примерно вдвое больше, чем у NVLink</translation>
    </message>
    <message>
        <source>NCCL across InfiniBand nodes: a few us of RDMA per step of the all-reduce&apos;s tree (x log2 TP)</source>
        <translation>NCCL между узлами по InfiniBand: несколько мкс RDMA на шаг дерева all-reduce (× log2 TP)</translation>
    </message>
    <message>
        <source>one send/receive between stages</source>
        <translation>одна пересылка между стадиями</translation>
    </message>
    <message>
        <source>paged attention reads the cache once</source>
        <translation>paged attention читает кэш один раз</translation>
    </message>
    <message>
        <source>safetensors from a PCIe 4 NVMe drive: ~2-3 GB/s of its ~7 GB/s</source>
        <translation>safetensors с NVMe-диска PCIe 4: ~2–3 ГБ/с из его ~7 ГБ/с</translation>
    </message>
    <message>
        <source>cloud network volume / NFS: ~0.2-0.8 GB/s</source>
        <translation>облачный сетевой том / NFS: ~0,2–0,8 ГБ/с</translation>
    </message>
    <message>
        <source>object storage, single stream: ~0.1-0.2 GB/s</source>
        <translation>объектное хранилище, один поток: ~0,1–0,2 ГБ/с</translation>
    </message>
    <message>
        <source>vLLM 0.11 logs of MoE models (FORMULAS.md 3)</source>
        <translation>логи vLLM 0.11 для MoE-моделей (FORMULAS.md 3)</translation>
    </message>
    <message>
        <source>vLLM 0.11 logs at TP&gt;=2, NCCL (FORMULAS.md 3)</source>
        <translation>логи vLLM 0.11 при TP ≥ 2, NCCL (FORMULAS.md 3)</translation>
    </message>
    <message>
        <source>a few hundred MiB (FORMULAS.md 3)</source>
        <translation>несколько сотен МиБ (FORMULAS.md 3)</translation>
    </message>
    <message>
        <source>vLLM start-up: profiling, torch.compile, CUDA graphs</source>
        <translation>запуск vLLM: профилирование, torch.compile, CUDA graphs</translation>
    </message>
    <message>
        <source>engine activation buffers, like vLLM&apos;s peak</source>
        <translation>буферы активаций движка, как пик vLLM</translation>
    </message>
    <message>
        <source>engine activation buffers, MoE</source>
        <translation>буферы активаций движка, MoE</translation>
    </message>
    <message>
        <source>CUDA context and cuBLAS workspace</source>
        <translation>контекст CUDA и рабочая память cuBLAS</translation>
    </message>
    <message>
        <source>+ NCCL buffers</source>
        <translation>+ буферы NCCL</translation>
    </message>
    <message>
        <source>C++ in-flight batching runtime (assumed below vLLM&apos;s)</source>
        <translation>рантайм in-flight батчинга на C++ (принят ниже, чем у vLLM)</translation>
    </message>
    <message>
        <source>loading a built engine, warm-up</source>
        <translation>загрузка собранного движка, прогрев</translation>
    </message>
    <message>
        <source>as vLLM&apos;s profiled peak</source>
        <translation>как профилированный пик vLLM</translation>
    </message>
    <message>
        <source>as vLLM&apos;s profiled peak, MoE</source>
        <translation>как профилированный пик vLLM, MoE</translation>
    </message>
    <message>
        <source>as vLLM</source>
        <translation>как у vLLM</translation>
    </message>
    <message>
        <source>a few hundred MiB</source>
        <translation>несколько сотен МиБ</translation>
    </message>
    <message>
        <source>SGLang overlap scheduler (assumed below vLLM&apos;s)</source>
        <translation>планировщик SGLang с перекрытием (принят ниже, чем у vLLM)</translation>
    </message>
    <message>
        <source>SGLang start-up: weights, CUDA graphs</source>
        <translation>запуск SGLang: веса, CUDA graphs</translation>
    </message>
    <message>
        <source>as under load: no single-request SGLang measurement</source>
        <translation>как под нагрузкой: измерений SGLang с одним запросом нет</translation>
    </message>
    <message>
        <source>compute buffer, grows with n_ubatch and vocab</source>
        <translation>вычислительный буфер, растёт с n_ubatch и словарём</translation>
    </message>
    <message>
        <source>compute buffer, MoE</source>
        <translation>вычислительный буфер, MoE</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>контекст CUDA</translation>
    </message>
    <message>
        <source>CUDA context per device</source>
        <translation>контекст CUDA на устройство</translation>
    </message>
    <message>
        <source>llama.cpp batched decode</source>
        <translation>батчевое декодирование llama.cpp</translation>
    </message>
    <message>
        <source>llama.cpp prompt processing, Metal</source>
        <translation>обработка промпта llama.cpp, Metal</translation>
    </message>
    <message>
        <source>llama.cpp layer split: ~0.2-0.9 ms more per added GPU in the multi-GPU rows (XiongjieDai)</source>
        <translation>разбиение llama.cpp по слоям: ~0,2–0,9 мс больше на каждую добавленную GPU в строках с несколькими GPU (XiongjieDai)</translation>
    </message>
    <message>
        <source>mmap of the GGUF file, context creation</source>
        <translation>mmap файла GGUF, создание контекста</translation>
    </message>
    <message>
        <source>llama-server HTTP and tokenising, no load data</source>
        <translation>HTTP и токенизация llama-server, данных под нагрузкой нет</translation>
    </message>
    <message>
        <source>one prompt at a time: half the others on average</source>
        <translation>по одному промпту: в среднем половина остальных</translation>
    </message>
    <message>
        <source>allocator fragmentation and workspaces</source>
        <translation>фрагментация аллокатора и рабочие буферы</translation>
    </message>
    <message>
        <source>allocator fragmentation and workspaces, MoE</source>
        <translation>фрагментация аллокатора и рабочие буферы, MoE</translation>
    </message>
    <message>
        <source>CUDA context and PyTorch allocator</source>
        <translation>контекст CUDA и аллокатор PyTorch</translation>
    </message>
    <message>
        <source>+ NCCL</source>
        <translation>+ NCCL</translation>
    </message>
    <message>
        <source>FORMULAS.md 5 decode MBU 0.60</source>
        <translation>MBU декодирования 0,60 по FORMULAS.md 5</translation>
    </message>
    <message>
        <source>AWQ / GPTQ kernels in eager PyTorch</source>
        <translation>ядра AWQ / GPTQ в eager-режиме PyTorch</translation>
    </message>
    <message>
        <source>eager PyTorch prefill</source>
        <translation>префилл PyTorch в eager-режиме</translation>
    </message>
    <message>
        <source>eager decode</source>
        <translation>декодирование в eager-режиме</translation>
    </message>
    <message>
        <source>per-layer launch time covers the step</source>
        <translation>время запуска слоёв покрывает шаг</translation>
    </message>
    <message>
        <source>Qwen2.5 speed benchmark, transformers, 6k-30k token inputs on A100 80GB: time per token grows ~3.7 x heads / KV heads x the KV bytes</source>
        <translation>бенчмарк скорости Qwen2.5, transformers, входы 6–30 тыс. токенов на A100 80GB: время на токен растёт на ~3,7 × головы / KV-головы × байты KV</translation>
    </message>
    <message>
        <source>static batches: seeds cite up to 40% of GPU time lost to length variance and synchronisation</source>
        <translation>статические батчи: исходные документы называют до 40 % времени GPU, теряемого на разбросе длин и синхронизации</translation>
    </message>
    <message>
        <source>Python import and model construction</source>
        <translation>импорт Python и построение модели</translation>
    </message>
    <message>
        <source>a Python request loop, no load data</source>
        <translation>цикл запросов на Python, данных под нагрузкой нет</translation>
    </message>
    <message>
        <source>static batches: half the others on average</source>
        <translation>статические батчи: в среднем половина остальных</translation>
    </message>
    <message>
        <source>stated</source>
        <translation>задано</translation>
    </message>
    <message>
        <source>932 serving points: the streamed output rate B / TPOT stops growing with TP at 13-22 k tokens/s per replica (TensorRT-LLM Llama-8B on H100 at TP4 and TP8, SGLang Llama-8B on H200): the overlap schedulers&apos; CPU work per sequence (SGLang event_loop_overlap, TensorRT-LLM disable_overlap_scheduler=False, vLLM V1&apos;s output processing) outlasts the GPU&apos;s step</source>
        <translation>932 точки обслуживания: потоковая скорость вывода B / TPOT перестаёт расти с TP на 13–22 тыс. токенов/с на реплику (TensorRT-LLM Llama-8B на H100 при TP4 и TP8, SGLang Llama-8B на H200): работа CPU на последовательность в планировщиках с перекрытием (SGLang event_loop_overlap, TensorRT-LLM disable_overlap_scheduler=False, обработка вывода в vLLM V1) длится дольше шага GPU</translation>
    </message>
    <message>
        <source>llama-server&apos;s C++ loop: its work per sequence is taken as hidden under the GPU&apos;s step</source>
        <translation>цикл llama-server на C++: его работа на последовательность считается скрытой под шагом GPU</translation>
    </message>
    <message>
        <source>static batches: one generate() loop for the batch</source>
        <translation>статические пакеты: один цикл generate() на пакет</translation>
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
    <message>
        <source>datacenter (HBM)</source>
        <translation>дата-центр (HBM)</translation>
    </message>
    <message>
        <source>workstation (GDDR)</source>
        <translation>рабочая станция (GDDR)</translation>
    </message>
    <message>
        <source>unified memory</source>
        <translation>унифицированная память</translation>
    </message>
    <message>
        <source>local NVMe</source>
        <translation>локальный NVMe</translation>
    </message>
    <message>
        <source>network volume</source>
        <translation>сетевой том</translation>
    </message>
    <message>
        <source>object storage</source>
        <translation>объектное хранилище</translation>
    </message>
    <message numerus="yes">
        <source>%n micro-batch(es) in flight</source>
        <translation>
            <numerusform>%n микробатч в обработке</numerusform>
            <numerusform>%n микробатча в обработке</numerusform>
            <numerusform>%n микробатчей в обработке</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layer input(s)</source>
        <translation>
            <numerusform>%n вход слоя</numerusform>
            <numerusform>%n входа слоёв</numerusform>
            <numerusform>%n входов слоёв</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n слой</numerusform>
            <numerusform>%n слоя</numerusform>
            <numerusform>%n слоёв</numerusform>
        </translation>
    </message>
    <message>
        <source>ZeRO stage %1 does not exist (0 to 3)</source>
        <translation>Стадии ZeRO %1 не существует (допустимо от 0 до 3)</translation>
    </message>
    <message>
        <source>The LoRA rank must be between 1 and the hidden size %1</source>
        <translation>Ранг LoRA должен быть от 1 до скрытого размера %1</translation>
    </message>
    <message>
        <source>Full fine-tuning trains bf16, fp16 or fp32 weights, not %1</source>
        <translation>Полное дообучение работает с весами bf16, fp16 или fp32, а не %1</translation>
    </message>
    <message>
        <source>LoRA cannot train on a GGUF base (%1); use a 16-bit, 8-bit or 4-bit PyTorch format</source>
        <translation>LoRA нельзя обучать поверх базовой модели в GGUF (%1); используйте 16-, 8- или 4-битный формат PyTorch</translation>
    </message>
    <message>
        <source>set by the user</source>
        <translation>задано пользователем</translation>
    </message>
    <message>
        <source>memory taken by the other deployments</source>
        <translation>память, занятая другими развёртываниями</translation>
    </message>
    <message>
        <source>The model has no layers, hidden size or attention heads</source>
        <translation>У модели нет слоёв, скрытого размера или голов внимания</translation>
    </message>
    <message>
        <source>The GPU has no memory size</source>
        <translation>У GPU не указан объём памяти</translation>
    </message>
    <message>
        <source>At least one GPU is needed</source>
        <translation>Нужен хотя бы один GPU</translation>
    </message>
    <message>
        <source>Tensor and pipeline parallel sizes must be at least 1</source>
        <translation>Степени тензорного и конвейерного параллелизма должны быть не меньше 1</translation>
    </message>
    <message>
        <source>Pipeline parallel is larger than the number of layers</source>
        <translation>Конвейерный параллелизм больше числа слоёв</translation>
    </message>
    <message>
        <source>Sequences and token counts cannot be negative</source>
        <translation>Число последовательностей и токенов не может быть отрицательным</translation>
    </message>
    <message>
        <source>At most 16,777,216 sequences of at most 4,294,967,296 tokens each can be estimated</source>
        <translation>Оценить можно не более 16&#xa0;777&#xa0;216 последовательностей длиной не более 4&#xa0;294&#xa0;967&#xa0;296 токенов</translation>
    </message>
    <message>
        <source>The workload&apos;s KV cache is more than an exabyte: beyond any set of GPUs</source>
        <translation>KV-кэш этой нагрузки больше эксабайта: столько не вместит никакой набор GPU</translation>
    </message>
    <message>
        <source>The memory fraction must be between 0 and 1</source>
        <translation>Доля памяти должна быть от 0 до 1</translation>
    </message>
    <message>
        <source>0 (%1 GiB short)</source>
        <translation>0 (не хватает %1&#xa0;ГиБ)</translation>
    </message>
    <message>
        <source>stage %1: (%2 linear x %3 bits + %4 embedding/lm_head x %5 bits + %6 norms/biases x %7 bits) / 8 / TP %8 = %9 GiB; %10</source>
        <translation>этап %1: (%2 линейных × %3 бит + %4 embedding/lm_head × %5 бит + %6 норм/смещений × %7 бит) / 8 / TP %8 = %9 ГиБ; %10</translation>
    </message>
    <message>
        <source> - %1 GiB of routed experts kept in host memory (%2% of the experts)</source>
        <translation> − %1&#xa0;ГиБ маршрутизируемых экспертов хранятся в памяти хоста (%2&#xa0;% экспертов)</translation>
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
        <source>NF4: 4 bits + 8-bit absmax per 64 weights + fp32 per 256 absmax (double quantisation) = 4.127 bits (bitsandbytes); embeddings and lm_head 16-bit</source>
        <translation>NF4: 4 бита + 8-битный absmax на 64 веса + fp32 на 256 absmax (двойное квантование) = 4,127 бита (bitsandbytes); embedding и lm_head 16-битные</translation>
    </message>
    <message>
        <source>GGUF Q8_0: 8.5 bits per weight (32 int8 + fp16 scale)</source>
        <translation>GGUF Q8_0: 8,5 бита на вес (32 int8 + масштаб fp16)</translation>
    </message>
    <message>
        <source>GGUF Q6_K: 6.5625 bits per weight (llama.cpp k-quants)</source>
        <translation>GGUF Q6_K: 6,5625 бита на вес (k-кванты llama.cpp)</translation>
    </message>
    <message>
        <source>GGUF Q5_K_M: ~5.69 bits per weight, whole-file average</source>
        <translation>GGUF Q5_K_M: ~5,69 бита на вес, в среднем по файлу</translation>
    </message>
    <message>
        <source>GGUF Q4_K_M: ~4.85 bits per weight, whole-file average</source>
        <translation>GGUF Q4_K_M: ~4,85 бита на вес, в среднем по файлу</translation>
    </message>
    <message>
        <source>GGUF Q4_0: 4.5 bits per weight (32 4-bit + fp16 scale)</source>
        <translation>GGUF Q4_0: 4,5 бита на вес (32 4-битных + масштаб fp16)</translation>
    </message>
    <message>
        <source>GGUF Q3_K_M: ~3.9 bits per weight, whole-file average</source>
        <translation>GGUF Q3_K_M: ~3,9 бита на вес, в среднем по файлу</translation>
    </message>
    <message>
        <source>GGUF Q2_K: ~2.63 bits per weight, whole-file average</source>
        <translation>GGUF Q2_K: ~2,63 бита на вес, в среднем по файлу</translation>
    </message>
    <message>
        <source>gradient checkpointing: %1 x 2 B x hidden %2 x %3 + one layer recomputed %4 B</source>
        <translation>gradient checkpointing: %1 × 2&#xa0;Б × скрытый размер %2 × %3 + один пересчитываемый слой %4&#xa0;Б</translation>
    </message>
    <message>
        <source>%1 x %2 B x %3</source>
        <translation>%1 × %2&#xa0;Б × %3</translation>
    </message>
    <message>
        <source>%1 micro-batch x %2 tokens x (%3 + head %4 B) = %5 GiB. Per layer and token: %6 B replicated (norm inputs, inputs of attention and MLP) + %7 B / TP %8 (q, k, v, attention output, MLP intermediates, %9); 16-bit, after Korthikanti et al. 2022 without dropout. Head: final norm + logits 10 B per vocab entry (%10 / TP: bf16 logits, fp32 copy and fp32 log-softmax in transformers&apos; loss, assumed); 1F1B keeps PP - stage micro-batches</source>
        <translation>микробатч %1 × %2 токенов × (%3 + lm_head %4&#xa0;Б) = %5&#xa0;ГиБ. На слой и токен: %6&#xa0;Б реплицируются (входы нормализаций, входы внимания и MLP) + %7&#xa0;Б / TP %8 (q, k, v, выход внимания, промежуточные значения MLP, %9); 16 бит, по Korthikanti et al. 2022 без dropout. lm_head: финальная нормализация + логиты, 10&#xa0;Б на токен словаря (%10 / TP: логиты bf16, копия fp32 и log-softmax fp32 в функции потерь transformers, допущение); 1F1B держит (PP − номер этапа) микробатчей</translation>
    </message>
    <message>
        <source>flash attention&apos;s fp32 log-sum-exp</source>
        <translation>log-sum-exp fp32 во flash attention</translation>
    </message>
    <message>
        <source>eager attention scores 5 x heads x sequence</source>
        <translation>оценки внимания в режиме eager: 5 × головы × последовательность</translation>
    </message>
    <message>
        <source>not sharded (ZeRO-%1, %2 data-parallel)</source>
        <translation>без шардирования (ZeRO-%1, параллелизм по данным %2)</translation>
    </message>
    <message>
        <source>/ %1 data-parallel (ZeRO-%2)</source>
        <translation>/ %1 (параллелизм по данным, ZeRO-%2)</translation>
    </message>
    <message>
        <source>; offloaded to host RAM (%1 GiB)</source>
        <translation>; выгружено в ОЗУ хоста (%1&#xa0;ГиБ)</translation>
    </message>
    <message>
        <source>frozen base %1 params / TP %2 in %3 (%4) = %5 GiB + %6 trainable adapter params x %7 B (bf16) = %8 GiB, %9 = %10 GiB%11</source>
        <translation>замороженная база: %1 параметров / TP %2 в %3 (%4) = %5&#xa0;ГиБ + %6 обучаемых параметров адаптеров × %7&#xa0;Б (bf16) = %8&#xa0;ГиБ, %9 = %10&#xa0;ГиБ%11</translation>
    </message>
    <message>
        <source>%1 params / TP %2 = %3 trainable x %4 B working copy, %5 = %6 GiB%7</source>
        <translation>%1 параметров / TP %2 = %3 обучаемых × %4&#xa0;Б рабочей копии, %5 = %6&#xa0;ГиБ%7</translation>
    </message>
    <message>
        <source>%1 trainable params x %2 B (%3), %4 = %5 GiB%6</source>
        <translation>%1 обучаемых параметров × %2&#xa0;Б (%3), %4 = %5&#xa0;ГиБ%6</translation>
    </message>
    <message>
        <source>; offloaded to host RAM (ZeRO-Offload)</source>
        <translation>; выгружено в ОЗУ хоста (ZeRO-Offload)</translation>
    </message>
    <message>
        <source>fp32 master copy kept by mixed precision</source>
        <translation>мастер-копия fp32 для смешанной точности</translation>
    </message>
    <message>
        <source>no fp32 master copy</source>
        <translation>без мастер-копии fp32</translation>
    </message>
    <message>
        <source>none: the adapters are trained in bf16 without an fp32 copy (QLoRA reference code; bitsandbytes optimizers update them in place)</source>
        <translation>нет: адаптеры обучаются в bf16 без копии fp32 (эталонный код QLoRA; оптимизаторы bitsandbytes обновляют их на месте)</translation>
    </message>
    <message>
        <source>none: the weights are trained in their own precision</source>
        <translation>нет: веса обучаются в собственной точности</translation>
    </message>
    <message>
        <source>gradients in the weights&apos; precision</source>
        <translation>градиенты в точности весов</translation>
    </message>
    <message>
        <source>; paged (unified memory): pages move to host RAM under memory pressure, up to %1 GiB of host RAM (QLoRA paged optimizers)</source>
        <translation>; со страничной подкачкой (unified memory): при нехватке памяти страницы уходят в ОЗУ хоста, до %1&#xa0;ГиБ ОЗУ хоста (paged-оптимизаторы QLoRA)</translation>
    </message>
    <message>
        <source>CUDA context and PyTorch %1 GiB, %2</source>
        <translation>контекст CUDA и PyTorch %1&#xa0;ГиБ, %2</translation>
    </message>
    <message>
        <source> + the largest matrix dequantised to bf16 for its matmul, %1 x 2 B / TP = %2 GiB (bitsandbytes)</source>
        <translation> + наибольшая матрица, деквантованная в bf16 для умножения, %1 × 2&#xa0;Б / TP = %2&#xa0;ГиБ (bitsandbytes)</translation>
    </message>
    <message>
        <source> + gathered parameters of two layers (current and prefetched), 2 x %1 B / TP = %2 GiB (ZeRO-3 / offload)</source>
        <translation> + собранные параметры двух слоёв (текущего и предзагруженного), 2 × %1&#xa0;Б / TP = %2&#xa0;ГиБ (ZeRO-3 / offload)</translation>
    </message>
    <message>
        <source> = %1 GiB</source>
        <translation> = %1&#xa0;ГиБ</translation>
    </message>
    <message>
        <source>The sequence length %1 is longer than the model&apos;s context %2</source>
        <translation>Длина последовательности %1 больше контекста модели %2</translation>
    </message>
    <message>
        <source>none: training keeps no KV cache</source>
        <translation>нет: при обучении KV-кэш не хранится</translation>
    </message>
    <message>
        <source>allocator fragmentation margin %1 GiB, %2</source>
        <translation>запас на фрагментацию аллокатора %1&#xa0;ГиБ, %2</translation>
    </message>
    <message>
        <source>Short by %1 GiB: the paged optimizer would move that much of its states to host RAM (slower steps)</source>
        <translation>Не хватает %1&#xa0;ГиБ: paged-оптимизатор перенесёт столько своих состояний в ОЗУ хоста (шаги станут медленнее)</translation>
    </message>
    <message>
        <source>AdamW: fp32 first and second moments, 8 B/param (Loshchilov and Hutter 2019)</source>
        <translation>AdamW: первый и второй моменты в fp32, 8&#xa0;Б/параметр (Loshchilov и Hutter, 2019)</translation>
    </message>
    <message>
        <source>8-bit AdamW: int8 moments + one fp32 absmax per block of 2,048, 2.004 B/param (Dettmers et al. 2022, bitsandbytes)</source>
        <translation>8-битный AdamW: моменты int8 + один absmax fp32 на блок из 2048, 2,004&#xa0;Б/параметр (Dettmers et al. 2022, bitsandbytes)</translation>
    </message>
    <message>
        <source>SGD with momentum: one fp32 momentum buffer, 4 B/param (assumed: momentum on)</source>
        <translation>SGD с моментом: один буфер момента fp32, 4&#xa0;Б/параметр (допущение: момент включён)</translation>
    </message>
    <message>
        <source>pure-bf16 AdamW: bf16 moments, 4 B/param, no fp32 master copy</source>
        <translation>AdamW на чистом bf16: моменты bf16, 4&#xa0;Б/параметр, без мастер-копии fp32</translation>
    </message>
    <message>
        <source>%1 B weights + %2 B fp32 master + %3 B gradients + %4 B optimizer = %5 B/param (mixed-precision AdamW: 16, Rajbhandari et al. 2020); %6</source>
        <translation>%1&#xa0;Б веса + %2&#xa0;Б мастер-веса fp32 + %3&#xa0;Б градиенты + %4&#xa0;Б оптимизатор = %5&#xa0;Б/параметр (AdamW со смешанной точностью: 16, Rajbhandari et al. 2020); %6</translation>
    </message>
    <message>
        <source>adapters: 2 B bf16 weights + 2 B gradients + %1 B optimizer, no fp32 master (QLoRA reference code); %2</source>
        <translation>адаптеры: 2&#xa0;Б веса bf16 + 2&#xa0;Б градиенты + %1&#xa0;Б оптимизатор, без мастер-весов fp32 (эталонный код QLoRA); %2</translation>
    </message>
    <message>
        <source>model states</source>
        <translation>состояния модели</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>активации</translation>
    </message>
    <message>
        <source>GPU limit</source>
        <translation>лимит GPU</translation>
    </message>
    <message>
        <source>The deployment is not a training mode</source>
        <translation>Развёртывание не в режиме обучения</translation>
    </message>
    <message>
        <source>The micro-batch must be at least 1 sequence</source>
        <translation>Микробатч должен содержать хотя бы 1 последовательность</translation>
    </message>
    <message>
        <source>The sequence length must be at least 1 token</source>
        <translation>Длина последовательности должна быть не меньше 1 токена</translation>
    </message>
    <message>
        <source>Micro-batch x sequence length is too large</source>
        <translation>Микробатч × длина последовательности — слишком много</translation>
    </message>
    <message>
        <source>Unknown optimizer, LoRA targets or offload setting</source>
        <translation>Неизвестный оптимизатор, целевые модули LoRA или режим выгрузки</translation>
    </message>
    <message>
        <source>Offloading parameters to the CPU needs ZeRO stage 3</source>
        <translation>Для выгрузки параметров на CPU нужна стадия ZeRO 3</translation>
    </message>
    <message>
        <source>stage %1: (%2 attention x %3 bits + %4 dense MLP x %5 bits + %6 routed experts x %7 bits + %8 shared experts x %9 bits + %10 embeddings x %11 bits + %12 lm_head x %13 bits + %14 norms/biases/routers x 16 bits) / 8 / TP %15 = %16 GiB; %17</source>
        <translation>стадия %1: (%2 внимание x %3 бит + %4 плотный MLP x %5 бит + %6 маршрутизируемые эксперты x %7 бит + %8 общие эксперты x %9 бит + %10 эмбеддинги x %11 бит + %12 lm_head x %13 бит + %14 нормы/смещения/маршрутизаторы x 16 бит) / 8 / TP %15 = %16 ГиБ; %17</translation>
    </message>
    <message>
        <source>%1 sequences x %2 B of linear-attention state per sequence (as the model states it) = %3 GiB</source>
        <translation>%1 последовательностей × %2 Б состояния линейного внимания на последовательность (как указано в модели) = %3 ГиБ</translation>
    </message>
    <message>
        <source>%1 sequences x %2 B per sequence: %3 recurrent layers x (conv state %4 channels x %5 tokens x %6 bits + recurrent state %7 values x %8 bits) / 8 on this GPU at TP %9; constant whatever the context (vLLM mamba_ssm_cache_dtype) = %10 GiB</source>
        <translation>%1 последовательностей × %2 Б на последовательность: %3 рекуррентных слоёв × (состояние свёртки %4 каналов × %5 токенов × %6 бит + рекуррентное состояние %7 значений × %8 бит) / 8 на этом GPU при TP %9; не зависит от длины контекста (vLLM mamba_ssm_cache_dtype) = %10 ГиБ</translation>
    </message>
    <message>
        <source>Speculative decoding with MTP needs a model whose checkpoint holds MTP layers</source>
        <translation>Спекулятивному декодированию с MTP нужна модель, чекпойнт которой содержит слои MTP</translation>
    </message>
    <message>
        <source>Speculative decoding drafts 1 to 16 tokens per step</source>
        <translation>Спекулятивное декодирование предлагает от 1 до 16 токенов за шаг</translation>
    </message>
    <message>
        <source>The checkpoint holds %1 MTP layers (%2 parameters) that are not loaded: speculative decoding with MTP is off</source>
        <translation>Чекпойнт содержит слои MTP (%1; %2 параметров), которые не загружаются: спекулятивное декодирование с MTP выключено</translation>
    </message>
    <message>
        <source>; the norms/biases include the vision tower&apos;s %1 parameters (%2), 16-bit, split by TP</source>
        <translation>; нормы/смещения включают %1 параметров визуального энкодера (%2), 16 бит, разделены по TP</translation>
    </message>
    <message>
        <source>; includes %1 MTP layers for speculative decoding: %2 linear, %3 lm_head/embedding, %4 norms/biases</source>
        <translation>; включает слои MTP (%1) для спекулятивного декодирования: %2 линейных, %3 lm_head/эмбеддингов, %4 норм/смещений</translation>
    </message>
    <message>
        <source>; includes the %1 MTP layers&apos; %2 B/token</source>
        <translation>; включает %2 Б/токен слоёв MTP (%1)</translation>
    </message>
    <message>
        <source> + vision encoder on one largest image: %1 patches x (3 x %2 + (3 x %2 + 2 x %3) / TP %4) x 2 B + %5 tokens x %6 x 2 B (formula, assumed) = %7 GiB</source>
        <translation> + визуальный энкодер на одном наибольшем изображении: %1 патчей x (3 x %2 + (3 x %2 + 2 x %3) / TP %4) x 2 Б + %5 токенов x %6 x 2 Б (формула, допущение) = %7 ГиБ</translation>
    </message>
    <message>
        <source>Sequence state</source>
        <translation>Состояние последовательностей</translation>
    </message>
    <message>
        <source>none: training keeps no recurrent state between steps</source>
        <translation>нет: при обучении рекуррентное состояние между шагами не хранится</translation>
    </message>
    <message>
        <source>NVFP4: 4-bit E2M1 + FP8 E4M3 scale per 16 weights = 4.5 bits (+ one fp32 scale per matrix; ModelOpt, compressed-tensors nvfp4-pack-quantized); embeddings and lm_head 16-bit</source>
        <translation>NVFP4: 4-битный E2M1 + масштаб FP8 E4M3 на 16 весов = 4,5 бита (+ один масштаб fp32 на матрицу; ModelOpt, compressed-tensors nvfp4-pack-quantized); эмбеддинги и lm_head 16-битные</translation>
    </message>
    <message>
        <source>MXFP4: 4-bit E2M1 + 8-bit E8M0 scale per 32 weights = 4.25 bits (OCP Microscaling; gpt-oss); embeddings and lm_head 16-bit</source>
        <translation>MXFP4: 4-битный E2M1 + 8-битный масштаб E8M0 на 32 веса = 4,25 бита (OCP Microscaling; gpt-oss); эмбеддинги и lm_head 16-битные</translation>
    </message>
    <message>
        <source>%1-bit float</source>
        <translation>%1-битное с плавающей точкой</translation>
    </message>
    <message>
        <source>%1-bit integer</source>
        <translation>%1-битное целое</translation>
    </message>
    <message>
        <source>one scale per matrix</source>
        <translation>один масштаб на матрицу</translation>
    </message>
    <message>
        <source>a %1-bit scale per output channel</source>
        <translation>%1-битный масштаб на выходной канал</translation>
    </message>
    <message>
        <source>a %1-bit scale per %2 weights</source>
        <translation>%1-битный масштаб на %2 весов</translation>
    </message>
    <message>
        <source>a %1-bit scale per %2 x %3 block</source>
        <translation>%1-битный масштаб на блок %2 x %3</translation>
    </message>
    <message>
        <source>%1-bit zero points</source>
        <translation>%1-битные нулевые точки</translation>
    </message>
    <message>
        <source>a %1-bit second-level scale per %2 weights</source>
        <translation>%1-битный масштаб второго уровня на %2 весов</translation>
    </message>
    <message>
        <source>a %1-bit index per input row</source>
        <translation>%1-битный индекс на входную строку</translation>
    </message>
    <message>
        <source>activations %1-bit</source>
        <translation>активации %1-битные</translation>
    </message>
    <message>
        <source>%1 %2 bits per weight (%3% of them quantized: %4)</source>
        <translation>%1 %2 бита на вес (квантовано %3%: %4)</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>norms, biases and routers</source>
        <translation>нормы, смещения и маршрутизаторы</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s own layout (quantization_config %1 %2): quantized: %3; 16-bit: %4</source>
        <translation>собственная раскладка чекпойнта (quantization_config %1 %2): квантовано: %3; 16-битные: %4</translation>
    </message>
    <message>
        <source>attention projections</source>
        <translation>проекции внимания</translation>
    </message>
    <message>
        <source>dense MLP</source>
        <translation>плотный MLP</translation>
    </message>
    <message>
        <source>routed experts</source>
        <translation>маршрутизируемые эксперты</translation>
    </message>
    <message>
        <source>shared experts</source>
        <translation>общие эксперты</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>эмбеддинги</translation>
    </message>
    <message>
        <source>lm_head</source>
        <translation>lm_head</translation>
    </message>
    <message>
        <source>; EP %1: %2 of the %3 routed experts whole on this GPU, sliced over %4 GPUs = %5 GiB; attention over its %6 GPUs (DP %7) = %8 GiB; the rest over TP %9: %10 GiB in all</source>
        <translation>; EP %1: %2 из %3 маршрутизируемых экспертов целиком на этом GPU, с разбиением на %4 GPU = %5 ГиБ; внимание на своих %6 GPU (DP %7) = %8 ГиБ; остальное на TP %9: всего %10 ГиБ</translation>
    </message>
    <message>
        <source>; attention data parallel DP %1: this GPU&apos;s rank holds %2 of the %3 sequences, their KV split over its %4 attention GPUs</source>
        <translation>; параллелизм данных во внимании DP %1: ранг этого GPU держит %2 из %3 последовательностей, их KV разделён на %4 GPU внимания</translation>
    </message>
    <message>
        <source>Expert and attention data parallel sizes must be at least 1</source>
        <translation>Размеры экспертного параллелизма и параллелизма данных во внимании должны быть не меньше 1</translation>
    </message>
    <message>
        <source>%1 is a dense model: expert parallelism and attention data parallelism need a mixture-of-experts model</source>
        <translation>%1 — плотная модель: экспертному параллелизму и параллелизму данных во внимании нужна модель MoE</translation>
    </message>
    <message>
        <source>Expert parallelism and attention data parallelism need vLLM, SGLang or TensorRT-LLM</source>
        <translation>Экспертному параллелизму и параллелизму данных во внимании нужен vLLM, SGLang или TensorRT-LLM</translation>
    </message>
    <message>
        <source>Expert parallel %1 does not divide tensor parallel %2 (the GPUs of a pipeline stage)</source>
        <translation>Экспертный параллелизм %1 не делит тензорный параллелизм %2 (GPU одной стадии конвейера)</translation>
    </message>
    <message>
        <source>Expert parallel %1 does not divide the %2 routed experts</source>
        <translation>Экспертный параллелизм %1 не делит %2 маршрутизируемых экспертов</translation>
    </message>
    <message>
        <source>Attention data parallel %1 does not divide tensor parallel %2</source>
        <translation>Параллелизм данных во внимании %1 не делит тензорный параллелизм %2</translation>
    </message>
    <message>
        <source>Speculative decoding with a draft model needs a draft model</source>
        <translation>Для спекулятивного декодирования с черновой моделью нужна черновая модель</translation>
    </message>
    <message>
        <source>The draft model &quot;%1&quot; is not in the catalog</source>
        <translation>Черновой модели «%1» нет в каталоге</translation>
    </message>
    <message>
        <source>The draft model has no layers, hidden size or attention heads</source>
        <translation>У черновой модели нет слоёв, скрытого размера или голов внимания</translation>
    </message>
    <message>
        <source>The draft model %1 has a vocabulary of %2 tokens and %3 one of %4: a draft must share the target&apos;s tokenizer</source>
        <translation>Словарь черновой модели %1 — %2 токенов, а у %3 — %4: черновая модель должна иметь тот же токенизатор, что и основная</translation>
    </message>
    <message>
        <source>Tensor parallel %1 does not split the draft model&apos;s %2 attention heads (%3 KV heads): it runs at the target&apos;s TP</source>
        <translation>Тензорный параллелизм %1 не делит %2 голов внимания черновой модели (%3 KV-голов): она работает с TP основной модели</translation>
    </message>
    <message>
        <source>The KV offload capacity cannot be negative</source>
        <translation>Объём выгрузки KV не может быть отрицательным</translation>
    </message>
    <message>
        <source>The KV offload bandwidth cannot be negative</source>
        <translation>Пропускная способность выгрузки KV не может быть отрицательной</translation>
    </message>
    <message>
        <source>KV offload needs a capacity above 0</source>
        <translation>Для выгрузки KV нужен объём больше 0</translation>
    </message>
    <message>
        <source>draft model %1: %2 parameters x %3 bits / 8 / TP %4 = %5 GiB of weights (its checkpoint&apos;s format, on every GPU of the replica: vLLM draft_tensor_parallel_size = the target&apos;s TP) + %6 sequences x %7 B of its KV per sequence (%8 tokens, %9 B/token on this GPU, KV %10; from the KV pool) = %11 GiB</source>
        <translation>черновая модель %1: %2 параметров x %3 бит / 8 / TP %4 = %5&#xa0;ГиБ весов (в формате её чекпойнта, на каждом GPU реплики: vLLM draft_tensor_parallel_size = TP основной модели) + %6 посл. x %7&#xa0;Б её KV на последовательность (%8 токенов, %9&#xa0;Б/токен на этом GPU, KV %10; из пула KV) = %11&#xa0;ГиБ</translation>
    </message>
    <message>
        <source>Draft model</source>
        <translation>Черновая модель</translation>
    </message>
    <message>
        <source>none: training loads no draft model</source>
        <translation>нет: при обучении черновая модель не загружается</translation>
    </message>
    <message>
        <source>%1 sequences x %2 B per sequence: %3 RWKV layers x (token shift %4 channels x %5 tokens x %6 bits + WKV state %7 values x %8 bits) / 8 on this GPU at TP %9; no per-token KV, constant whatever the context = %10 GiB</source>
        <translation>%1 последовательностей × %2 Б на последовательность: %3 слоёв RWKV × (сдвиг токенов %4 каналов × %5 токенов × %6 бит + состояние WKV %7 значений × %8 бит) / 8 на этом GPU при TP %9; KV на токен нет, не зависит от длины контекста = %10 ГиБ</translation>
    </message>
    <message>
        <source>The project has no deployment &quot;%1&quot;</source>
        <translation>В проекте нет развёртывания «%1»</translation>
    </message>
    <message>
        <source>The deployment&apos;s configuration is missing</source>
        <translation>Конфигурация развёртывания отсутствует</translation>
    </message>
    <message>
        <source>%1: the prompt test does not say its length</source>
        <translation>%1: тест промпта не указывает его длину</translation>
    </message>
    <message>
        <source>%1: the run does not state its input and output lengths</source>
        <translation>%1: в прогоне не указаны длины входа и выхода</translation>
    </message>
    <message>
        <source>%1: the run states neither its concurrency nor its request rate</source>
        <translation>%1: в прогоне не указаны ни параллельность, ни частота запросов</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation>TTFT (мс)</translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation>TPOT (мс)</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>Выходных токенов/с</translation>
    </message>
    <message>
        <source>Prompt tokens/s</source>
        <translation>Токенов промпта/с</translation>
    </message>
    <message>
        <source>No measured run to fit</source>
        <translation>Нет измеренных прогонов для подгонки</translation>
    </message>
    <message>
        <source>A calibration is for one GPU and one engine: the runs are on %1 with %2 and on %3 with %4</source>
        <translation>Калибровка — для одного GPU и одного движка: прогоны на %1 с %2 и на %3 с %4</translation>
    </message>
    <message>
        <source>Only serving deployments are calibrated</source>
        <translation>Калибруются только развёртывания для инференса</translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; is not in the catalog</source>
        <translation>GPU «%1» нет в каталоге</translation>
    </message>
    <message>
        <source>%1 is set by a deployment itself: not fitted</source>
        <translation>%1 задан самим развёртыванием: не подгоняется</translation>
    </message>
    <message>
        <source>%1 line %2: not estimated (%3)</source>
        <translation>%1, строка %2: не оценено (%3)</translation>
    </message>
    <message>
        <source>None of the runs could be estimated</source>
        <translation>Ни один прогон не удалось оценить</translation>
    </message>
    <message>
        <source>%1: these measurements do not depend on it; left unchanged</source>
        <translation>%1: эти измерения от него не зависят; не изменён</translation>
    </message>
    <message>
        <source>%1: the memory could not be estimated</source>
        <translation>%1: память не удалось оценить</translation>
    </message>
    <message>
        <source>model</source>
        <translation>модель</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>engine</source>
        <translation>движок</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>тензорный параллелизм</translation>
    </message>
    <message>
        <source>The file does not say the %1</source>
        <translation>Файл не указывает: %1</translation>
    </message>
    <message>
        <source>No %1 in the catalog matches &quot;%2&quot;</source>
        <translation>В каталоге нет соответствия для «%2» (%1)</translation>
    </message>
    <message>
        <source>No deployment of the project runs %1 on %2 with %3 at TP %4</source>
        <translation>Ни одно развёртывание проекта не запускает %1 на %2 с %3 при TP %4</translation>
    </message>
    <message>
        <source>calibrated (%1)</source>
        <translation>калибровано (%1)</translation>
    </message>
    <message>
        <source>fitted to the speed</source>
        <translation>подобрана по скорости</translation>
    </message>
    <message>
        <source>read from the log</source>
        <translation>взята из лога</translation>
    </message>
    <message>
        <source>not determined</source>
        <translation>не определена</translation>
    </message>
    <message>
        <source>The dataset size must be a number of tokens, 0 or more</source>
        <translation>Размер датасета должен быть числом токенов, 0 или больше</translation>
    </message>
    <message>
        <source>The epochs must be above 0</source>
        <translation>Число эпох должно быть больше 0</translation>
    </message>
    <message>
        <source>Training time needs a training mode (full, LoRA, QLoRA)</source>
        <translation>Для времени обучения нужен режим обучения (full, LoRA, QLoRA)</translation>
    </message>
    <message>
        <source>%1 states no BF16 FLOPS: no training time</source>
        <translation>Для %1 не указаны FLOPS BF16: время обучения не оценить</translation>
    </message>
    <message>
        <source>Training time needs at least one GPU</source>
        <translation>Для времени обучения нужен хотя бы один GPU</translation>
    </message>
    <message>
        <source>Training time needs a positive number of tokens</source>
        <translation>Для времени обучения нужно положительное число токенов</translation>
    </message>
    <message>
        <source>The MFU must be above 0 and at most 1</source>
        <translation>MFU должен быть больше 0 и не больше 1</translation>
    </message>
    <message>
        <source>The sequence length must be at least 1</source>
        <translation>Длина последовательности должна быть не меньше 1</translation>
    </message>
    <message>
        <source>TP x PP must divide the GPUs</source>
        <translation>Число GPU должно делиться на TP x PP</translation>
    </message>
    <message>
        <source>%1 tokens x %2 GFLOP/token / (%3 x %4 TFLOPS BF16 x MFU %5) = %6 h</source>
        <translation>%1 токенов x %2 GFLOP/токен / (%3 x %4 TFLOPS BF16 x MFU %5) = %6 ч</translation>
    </message>
    <message>
        <source>+ %1 h dequantising NF4 to BF16</source>
        <translation>+ %1 ч на деквантизацию NF4 в BF16</translation>
    </message>
    <message>
        <source>+ %1 h of ZeRO-3 gathers the compute does not hide (%2 GB/s per GPU)</source>
        <translation>+ %1 ч сборки весов ZeRO-3, не скрытой вычислениями (%2 ГБ/с на GPU)</translation>
    </message>
    <message>
        <source>vLLM %1 profile run: %2 tokens per step through the model = %3 GiB</source>
        <translation>профилирующий прогон vLLM %1: %2 токенов за шаг через модель = %3 ГиБ</translation>
    </message>
    <message>
        <source> + %1 sequences x vocabulary %2 x %3 B of logits = %4 GiB</source>
        <translation> + %1 посл. × словарь %2 × %3 Б логитов = %4 ГиБ</translation>
    </message>
    <message>
        <source>; sampler run: %1 sequences x vocabulary %2 x %3 B (logits, top-k/top-p) = %4 GiB; the peak is the larger: %5 GiB</source>
        <translation>; прогон сэмплера: %1 посл. × словарь %2 × %3 Б (логиты, top-k/top-p) = %4 ГиБ; пик — большее из двух: %5 ГиБ</translation>
    </message>
    <message>
        <source>vLLM %1: CUDA libraries%2 (start-up logs)</source>
        <translation>vLLM %1: библиотеки CUDA%2 (логи запуска)</translation>
    </message>
    <message>
        <source> and NCCL</source>
        <translation> и NCCL</translation>
    </message>
    <message>
        <source>%1 captured sizes x %2 layers x %3 MiB (fitted on start-up logs) = %4 GiB</source>
        <translation>%1 захваченных размеров × %2 слоёв × %3 МиБ (подобрано по логам запуска) = %4 ГиБ</translation>
    </message>
    <message>
        <source>SGLang %1: mem_fraction_static by TP size</source>
        <translation>SGLang %1: mem_fraction_static по размеру TP</translation>
    </message>
    <message>
        <source>SGLang %1 default: (%2 MiB - %3 MiB kept for activations, CUDA graphs and the parallel layout) / %2 MiB</source>
        <translation>SGLang %1 по умолчанию: (%2 МиБ − %3 МиБ на активации, CUDA-графы и схему параллелизма) / %2 МиБ</translation>
    </message>
    <message>
        <source>SGLang %1: a chunk of %2 tokens through the model = %3 GiB (from the memory the static fraction leaves)</source>
        <translation>SGLang %1: чанк из %2 токенов через модель = %3 ГиБ (из памяти, которую оставляет статическая доля)</translation>
    </message>
    <message>
        <source>CUDA libraries, as vLLM&apos;s</source>
        <translation>библиотеки CUDA, как у vLLM</translation>
    </message>
    <message>
        <source>cuda_graph_max_bs %1 x 2 MiB (SGLang&apos;s reserve) = %2 GiB</source>
        <translation>cuda_graph_max_bs %1 × 2 МиБ (резерв SGLang) = %2 ГиБ</translation>
    </message>
    <message>
        <source>compute buffer of one %1-token micro-batch: max(logits %2 GiB, FFN %3 GiB) + hidden states %4 GiB</source>
        <translation>вычислительный буфер одного микробатча из %1 токенов: max(логиты %2 ГиБ, FFN %3 ГиБ) + скрытые состояния %4 ГиБ</translation>
    </message>
    <message>
        <source> + %1 GiB as vLLM %2 loads MXFP4 experts with its %3 kernels (widths padded to %4 x %5%6)</source>
        <translation> + %1 ГиБ: так vLLM %2 загружает MXFP4-эксперты ядрами %3 (ширины дополнены до %4 × %5%6)</translation>
    </message>
    <message>
        <source>, scales kept twice</source>
        <translation>, масштабы хранятся дважды</translation>
    </message>
    <message>
        <source>%1. Serve it text only (--text-only, or Text only in the inspector) to plan the text model without its vision tower</source>
        <translation>%1. Обслуживайте её только как текстовую (--text-only или «Только текст» в инспекторе), чтобы планировать текстовую модель без визуального энкодера</translation>
    </message>
    <message>
        <source>vLLM %1 gpu_memory_utilization default %2</source>
        <translation>vLLM %1: gpu_memory_utilization по умолчанию %2</translation>
    </message>
    <message>
        <source>set for this deployment</source>
        <translation>задано для этого развёртывания</translation>
    </message>
    <message>
        <source>Text only: the vision tower (%1, %2 parameters) is left out; images cannot be served</source>
        <translation>Только текст: визуальный энкодер (%1, %2 параметров) не загружается; изображения не обслуживаются</translation>
    </message>
    <message>
        <source>Text only: the vision tower (%1) is left out, uncounted (%2); images cannot be served</source>
        <translation>Только текст: визуальный энкодер (%1) не загружается и не подсчитан (%2); изображения не обслуживаются</translation>
    </message>
    <message>
        <source>; llama.cpp keeps the input embedding (%1 parameters) in host memory</source>
        <translation>; llama.cpp держит входные эмбеддинги (%1 параметров) в памяти хоста</translation>
    </message>
    <message>
        <source>; CUDA context and NCCL %1 GiB beside the budget</source>
        <translation>; контекст CUDA и NCCL %1 ГиБ вне бюджета</translation>
    </message>
    <message>
        <source>(1 - %1) x %2 GiB total - CUDA graphs - CUDA context and NCCL; KV pool = %1 x total - weights - activation peak - non-torch = %3 GiB (%4)</source>
        <translation>(1 − %1) × %2 ГиБ всего − CUDA-графы − контекст CUDA и NCCL; пул KV = %1 × всего − веса − пик активаций − non-torch = %3 ГиБ (%4)</translation>
    </message>
    <message>
        <source>(1 - %1) x %2 GiB free before the weights load (%5 GiB total - %6 GiB CUDA context and NCCL) - activations - runtime; KV pool = %1 x free - weights = %3 GiB (%4)</source>
        <translation>(1 − %1) × %2 ГиБ свободно до загрузки весов (%5 ГиБ всего − %6 ГиБ контекста CUDA и NCCL) − активации − рантайм; пул KV = %1 × свободно − веса = %3 ГиБ (%4)</translation>
    </message>
    <message>
        <source>AWQ 4-bit, group 128, as vLLM&apos;s awq_marlin loads it: packed weights 4 bits + fp16 scale and 4-bit zero per 128 = 4.156 bits; embeddings and lm_head stay 16-bit</source>
        <translation>AWQ 4 бита, группа 128, как их держит awq_marlin в vLLM: упакованные веса 4 бита + масштаб fp16 и 4-битный ноль на 128 = 4,156 бита; эмбеддинги и lm_head остаются 16-битными</translation>
    </message>
    <message>
        <source>GPTQ 4-bit, group 128, as vLLM&apos;s gptq_marlin loads it: packed weights 4 bits + fp16 scale per 128 = 4.125 bits (zeros and g_idx dropped after loading); embeddings and lm_head stay 16-bit</source>
        <translation>GPTQ 4 бита, группа 128, как их держит gptq_marlin в vLLM: упакованные веса 4 бита + масштаб fp16 на 128 = 4,125 бита (нули и g_idx после загрузки отбрасываются); эмбеддинги и lm_head остаются 16-битными</translation>
    </message>
    <message>
        <source>TensorRT-LLM profiling prefill: %1 tokens through the model = %2 GiB + sampler logits of %3 sequences x vocabulary %4 x 4 B = %5 GiB</source>
        <translation>Профилирующий префилл TensorRT-LLM: %1 токенов через модель = %2 ГиБ + логиты сэмплера: %3 последовательностей x словарь %4 x 4 Б = %5 ГиБ</translation>
    </message>
    <message>
        <source>CUDA context and libraries%1, inside the profiled peak</source>
        <translation>Контекст CUDA и библиотеки%1, внутри профилированного пика</translation>
    </message>
    <message>
        <source>The file measured %1 &quot;%2&quot; (%3), not %4: it cannot calibrate this deployment</source>
        <translation>Файл измерял %1 «%2» (%3), а не %4: он не может откалибровать это развёртывание</translation>
    </message>
    <message>
        <source>KV cache pool</source>
        <translation>Пул KV-кэша</translation>
    </message>
    <message>
        <source>KV cache tokens</source>
        <translation>Токены KV-кэша</translation>
    </message>
    <message>
        <source>Activation peak</source>
        <translation>Пик активаций</translation>
    </message>
    <message>
        <source>Runtime (CUDA graphs, non-torch)</source>
        <translation>Среда выполнения (CUDA-графы, вне torch)</translation>
    </message>
    <message>
        <source>vLLM gpu_memory_utilization default %1</source>
        <translation>vLLM gpu_memory_utilization, по умолчанию %1</translation>
    </message>
    <message>
        <source>TensorRT-LLM free_gpu_memory_fraction default %1</source>
        <translation>TensorRT-LLM free_gpu_memory_fraction, по умолчанию %1</translation>
    </message>
    <message>
        <source>SGLang mem_fraction_static default about %1</source>
        <translation>SGLang mem_fraction_static, по умолчанию около %1</translation>
    </message>
    <message>
        <source>llama.cpp: no pre-allocation</source>
        <translation>llama.cpp: без предварительного выделения</translation>
    </message>
    <message>
        <source>transformers: no pre-allocation</source>
        <translation>transformers: без предварительного выделения</translation>
    </message>
    <message>
        <source>Unknown engine constant &quot;%1&quot;</source>
        <translation>Неизвестная константа движка «%1»</translation>
    </message>
</context>
<context>
    <name>Headroom::ExchangeRatesEditor</name>
    <message>
        <source>Exchange rates</source>
        <translation>Курсы обмена</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Из</translation>
    </message>
    <message>
        <source>To</source>
        <translation>В</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Курс</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>1 unit of the first currency = rate units of the second, as published on the date by the source. Of two rates for the same pair the later one is used.</source>
        <translation>1 единица первой валюты = «курс» единиц второй, как опубликовал источник на эту дату. Из двух курсов для одной пары используется более поздний.</translation>
    </message>
    <message>
        <source>Add rate</source>
        <translation>Добавить курс</translation>
    </message>
    <message>
        <source>Adds a copy of the selected rate dated today, to edit</source>
        <translation>Добавляет копию выбранного курса с сегодняшней датой для правки</translation>
    </message>
    <message>
        <source>Remove rate</source>
        <translation>Удалить курс</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a currency: USD, EUR, RUB or PLN</source>
        <translation>«%1» — не валюта: USD, EUR, RUB или PLN</translation>
    </message>
    <message>
        <source>The rate must be a positive number, got &apos;%1&apos;</source>
        <translation>Курс должен быть положительным числом, получено «%1»</translation>
    </message>
    <message>
        <source>The date must read YYYY-MM-DD, got &apos;%1&apos;</source>
        <translation>Дата должна иметь вид ГГГГ-ММ-ДД, получено «%1»</translation>
    </message>
    <message>
        <source>A rate converts between two different currencies</source>
        <translation>Курс связывает две разные валюты</translation>
    </message>
</context>
<context>
    <name>Headroom::Finance</name>
    <message>
        <source>3 years: Alphabet&apos;s servers until 2020 (10-K 2020: four years from January 2021)</source>
        <translation>3 года: серверы Alphabet до 2020 года (10-K за 2020 год: четыре года с января 2021)</translation>
    </message>
    <message>
        <source>5 years: Amazon&apos;s servers from January 2025, shortened from six (10-K 2024)</source>
        <translation>5 лет: серверы Amazon с января 2025 года, сокращено с шести (10-K за 2024 год)</translation>
    </message>
    <message>
        <source>5.5 years: Meta&apos;s servers and network equipment from January 2025 (Q4 2024 results)</source>
        <translation>5,5 года: серверы и сетевое оборудование Meta с января 2025 года (итоги IV квартала 2024)</translation>
    </message>
    <message>
        <source>6 years: Microsoft&apos;s server and network equipment from fiscal 2023 (10-Q, Q2 FY23), Alphabet&apos;s from January 2023 (10-K 2022)</source>
        <translation>6 лет: серверное и сетевое оборудование Microsoft с 2023 финансового года (10-Q, II квартал FY23), Alphabet — с января 2023 (10-K за 2022 год)</translation>
    </message>
    <message>
        <source>The prices per period must cover every period of the demand</source>
        <translation>Цены по периодам должны охватывать все периоды спроса</translation>
    </message>
    <message>
        <source>Demand, prices, upkeep, GPUs owned and the lead time cannot be negative</source>
        <translation>Спрос, цены, расходы на содержание, число имеющихся GPU и срок поставки не могут быть отрицательными</translation>
    </message>
    <message>
        <source>The discount rate must be above -100 %</source>
        <translation>Ставка дисконтирования должна быть выше −100 %</translation>
    </message>
    <message>
        <source>Period %1: the shape cannot serve %2 (%3)</source>
        <translation>Период %1: эта конфигурация не обслужит %2 (%3)</translation>
    </message>
    <message>
        <source>The plan&apos;s shape names no model of the workload</source>
        <translation>Конфигурация плана не указывает модель из нагрузки</translation>
    </message>
    <message>
        <source>The plan&apos;s GPU is not in the catalog</source>
        <translation>GPU плана нет в каталоге</translation>
    </message>
    <message>
        <source>A plan has 1, 2, 3, 4, 6 or 12 periods a year, at most six years, and a depreciation life</source>
        <translation>В плане 1, 2, 3, 4, 6 или 12 периодов в году, не более шести лет и срок амортизации</translation>
    </message>
</context>
<context>
    <name>Headroom::Formats</name>
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
        <source>NVFP4</source>
        <translation>NVFP4</translation>
    </message>
    <message>
        <source>MXFP4</source>
        <translation>MXFP4</translation>
    </message>
</context>
<context>
    <name>Headroom::GgufReader</name>
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
        <source>GGUF header</source>
        <translation>заголовок GGUF</translation>
    </message>
    <message>
        <source>The GGUF header has no general.architecture.</source>
        <translation>В заголовке GGUF нет general.architecture.</translation>
    </message>
    <message>
        <source>The GGUF header lacks %1.</source>
        <translation>В заголовке GGUF нет %1.</translation>
    </message>
</context>
<context>
    <name>Headroom::GpuEditorDialog</name>
    <message>
        <source>New Custom GPU</source>
        <translation>Новый пользовательский GPU</translation>
    </message>
    <message>
        <source>Edit Custom GPU</source>
        <translation>Изменить пользовательский GPU</translation>
    </message>
    <message>
        <source>Lower-case words joined by hyphens; plans refer to the GPU by it.</source>
        <translation>Строчные слова через дефис; по этому идентификатору планы ссылаются на GPU.</translation>
    </message>
    <message>
        <source>&amp;Vendor:</source>
        <translation>П&amp;роизводитель:</translation>
    </message>
    <message>
        <source>&amp;Architecture:</source>
        <translation>&amp;Архитектура:</translation>
    </message>
    <message>
        <source> GB</source>
        <translation>&#xa0;ГБ</translation>
    </message>
    <message>
        <source>Memory as the vendor states it, in GB (10⁹ bytes).</source>
        <translation>Объём памяти по данным производителя, в ГБ (10⁹ байт).</translation>
    </message>
    <message>
        <source>&amp;Memory:</source>
        <translation>&amp;Память:</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation>&#xa0;ГиБ</translation>
    </message>
    <message>
        <source>as marketed</source>
        <translation>как заявлено</translation>
    </message>
    <message>
        <source>What the driver reports (CUDA: 79.2 GiB on an 80 GB H100); 0 = as marketed.</source>
        <translation>Сколько сообщает драйвер (CUDA: 79,2&#xa0;ГиБ на H100 80&#xa0;ГБ); 0 = как заявлено.</translation>
    </message>
    <message>
        <source>&amp;Usable memory:</source>
        <translation>&amp;Доступная память:</translation>
    </message>
    <message>
        <source>HBM3, GDDR6X, ...</source>
        <translation>HBM3, GDDR6X, ...</translation>
    </message>
    <message>
        <source>Memory &amp;type:</source>
        <translation>&amp;Тип памяти:</translation>
    </message>
    <message>
        <source> TB/s</source>
        <translation>&#xa0;ТБ/с</translation>
    </message>
    <message>
        <source>&amp;Bandwidth:</source>
        <translation>Пропускная &amp;способность:</translation>
    </message>
    <message>
        <source> TFLOPS</source>
        <translation>&#xa0;TFLOPS</translation>
    </message>
    <message>
        <source>Dense tensor-core peak, not the 2:4-sparse headline.</source>
        <translation>Пик тензорных ядер для плотных вычислений, а не рекламная цифра для разреженности 2:4.</translation>
    </message>
    <message>
        <source>BF16 &amp;dense:</source>
        <translation>BF16, п&amp;лотные:</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>не поддерживается</translation>
    </message>
    <message>
        <source>FP&amp;8 dense:</source>
        <translation>FP&amp;8, плотные:</translation>
    </message>
    <message>
        <source> W</source>
        <translation>&#xa0;Вт</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>TD&amp;P:</source>
        <translation>TD&amp;P:</translation>
    </message>
    <message>
        <source> USD/h</source>
        <translation>&#xa0;USD/ч</translation>
    </message>
    <message>
        <source>On-demand rental price range per GPU-hour, in US dollars.</source>
        <translation>Диапазон цен аренды по требованию за GPU-час, в долларах США.</translation>
    </message>
    <message>
        <source>Rent per hour, &amp;lowest:</source>
        <translation>Аренда в час, миним&amp;ум:</translation>
    </message>
    <message>
        <source>Rent per hour, &amp;highest:</source>
        <translation>Аренда в час, &amp;максимум:</translation>
    </message>
    <message>
        <source>Datasheet, URL or measurement</source>
        <translation>Спецификация, URL или измерение</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>must be more than 0 GB.</source>
        <translation>значение должно быть больше 0&#xa0;ГБ.</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Пропускная способность</translation>
    </message>
    <message>
        <source>must be more than 0 TB/s.</source>
        <translation>значение должно быть больше 0&#xa0;ТБ/с.</translation>
    </message>
    <message>
        <source>BF16 dense</source>
        <translation>BF16 без разреженности</translation>
    </message>
    <message>
        <source>must be more than 0 TFLOPS.</source>
        <translation>значение должно быть больше 0&#xa0;TFLOPS.</translation>
    </message>
    <message>
        <source>Rent per hour, highest</source>
        <translation>Аренда в час, максимум</translation>
    </message>
    <message>
        <source>must not be below the lowest.</source>
        <translation>значение не может быть ниже минимума.</translation>
    </message>
    <message>
        <source>Set by the user</source>
        <translation>Задано пользователем</translation>
    </message>
</context>
<context>
    <name>Headroom::ImportModelDialog</name>
    <message>
        <source>Import Model</source>
        <translation>Импорт модели</translation>
    </message>
    <message>
        <source>Hugging Face config.json file</source>
        <translation>Файл config.json Hugging Face</translation>
    </message>
    <message>
        <source>Pasted config.json text</source>
        <translation>Вставленный текст config.json</translation>
    </message>
    <message>
        <source>GGUF file (reads the header only)</source>
        <translation>Файл GGUF (читается только заголовок)</translation>
    </message>
    <message>
        <source>&amp;Import from:</source>
        <translation>&amp;Импорт из:</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Обзор...</translation>
    </message>
    <message>
        <source>Path of a config.json file</source>
        <translation>Путь к файлу config.json</translation>
    </message>
    <message>
        <source>Paste the text of a config.json here</source>
        <translation>Вставьте сюда текст config.json</translation>
    </message>
    <message>
        <source>config.json text</source>
        <translation>Текст config.json</translation>
    </message>
    <message>
        <source>Path of a .gguf file</source>
        <translation>Путь к файлу .gguf</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>Lower-case words joined by hyphens; made from the name until you edit it.</source>
        <translation>Строчные слова через дефис; составляется из названия, пока вы не измените его вручную.</translation>
    </message>
    <message>
        <source>I&amp;d:</source>
        <translation>Ид&amp;ентификатор:</translation>
    </message>
    <message>
        <source>&amp;Add Model</source>
        <translation>&amp;Добавить модель</translation>
    </message>
    <message>
        <source>GGUF files (*.gguf);;All files (*)</source>
        <translation>Файлы GGUF (*.gguf);;Все файлы (*)</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>Файлы JSON (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Import GGUF</source>
        <translation>Импорт GGUF</translation>
    </message>
    <message>
        <source>Import config.json</source>
        <translation>Импорт config.json</translation>
    </message>
    <message>
        <source>The text is not valid JSON: %1 at offset %2.</source>
        <translation>Текст — некорректный JSON: %1 (смещение %2).</translation>
    </message>
    <message>
        <source>Imported model</source>
        <translation>Импортированная модель</translation>
    </message>
    <message>
        <source>pasted config.json</source>
        <translation>вставленный config.json</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>imported file, then what the importer read</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Architecture %1: %2 layers, hidden size %3, %4 heads of size %5, vocabulary %6</source>
        <translation>Архитектура %1 — слоёв: %2, скрытый размер: %3, голов: %4 (размер %5), словарь: %6</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>enter the name the board shows.</source>
        <translation>введите название, которое будет показано на доске.</translation>
    </message>
    <message>
        <source>Choose a file or paste a config.json to see the model it describes.</source>
        <translation>Выберите файл или вставьте config.json, чтобы увидеть описанную в нём модель.</translation>
    </message>
</context>
<context>
    <name>Headroom::Inspector</name>
    <message>
        <source>AdamW (mixed precision)</source>
        <translation>AdamW (смешанная точность)</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8 бит</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>AdamW, pure BF16</source>
        <translation>AdamW, чистый BF16</translation>
    </message>
    <message>
        <source>Attention projections</source>
        <translation>Проекции внимания</translation>
    </message>
    <message>
        <source>MLP projections</source>
        <translation>Проекции MLP</translation>
    </message>
    <message>
        <source>All linear layers</source>
        <translation>Все линейные слои</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Optimizer states to CPU</source>
        <translation>Состояния оптимизатора — на CPU</translation>
    </message>
    <message>
        <source>Optimizer states and parameters to CPU</source>
        <translation>Состояния оптимизатора и параметры — на CPU</translation>
    </message>
    <message>
        <source>Off (plain data parallel)</source>
        <translation>Выкл. (обычный параллелизм по данным)</translation>
    </message>
    <message>
        <source>Stage 1: shard optimizer states</source>
        <translation>Стадия 1: шардирование состояний оптимизатора</translation>
    </message>
    <message>
        <source>Stage 2: + gradients</source>
        <translation>Стадия 2: + градиенты</translation>
    </message>
    <message>
        <source>Stage 3: + parameters (FSDP full shard)</source>
        <translation>Стадия 3: + параметры (FSDP full shard)</translation>
    </message>
</context>
<context>
    <name>Headroom::InspectorPanel</name>
    <message>
        <source>Select a deployment or a configuration on the board.</source>
        <translation>Выберите развёртывание или конфигурацию на доске.</translation>
    </message>
    <message>
        <source>No configuration yet. Drag a GPU from the catalog onto the board, then a model onto its card, or open the sample plan. Its memory, speed and limits show here.</source>
        <translation>Конфигураций пока нет. Перетащите GPU из каталога на доску, затем модель на его карточку, или откройте пример проекта. Здесь появятся память, скорость и пределы.</translation>
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
    <name>Headroom::LaunchCommand</name>
    <message>
        <source>GGUF weights: pass the path of a local .gguf file as the model.</source>
        <translation>Веса GGUF: укажите в качестве модели путь к локальному файлу .gguf.</translation>
    </message>
    <message>
        <source>vLLM has no %1 KV cache; it uses the model&apos;s dtype.</source>
        <translation>В vLLM нет KV-кэша %1; используется dtype модели.</translation>
    </message>
    <message>
        <source>INT8 (W8A8) checkpoints are recognised from their config; no flag needed.</source>
        <translation>Чекпойнты INT8 (W8A8) распознаются по их конфигурации; флаг не нужен.</translation>
    </message>
    <message>
        <source>SGLang has no %1 KV cache; it uses the model&apos;s dtype.</source>
        <translation>В SGLang нет KV-кэша %1; используется dtype модели.</translation>
    </message>
    <message>
        <source>llama.cpp loads GGUF files: choose a GGUF or 16-bit weight format.</source>
        <translation>llama.cpp загружает файлы GGUF: выберите формат весов GGUF или 16-битный.</translation>
    </message>
    <message>
        <source>llama.cpp has no %1 KV cache; use q8_0.</source>
        <translation>В llama.cpp нет KV-кэша %1; используйте q8_0.</translation>
    </message>
    <message>
        <source>A quantized V cache needs flash attention (-fa).</source>
        <translation>Для квантованного V-кэша нужен flash attention (-fa).</translation>
    </message>
    <message>
        <source>Start one server per replica, each on its own GPUs (CUDA_VISIBLE_DEVICES).</source>
        <translation>Запустите по одному серверу на реплику, каждый на своих GPU (CUDA_VISIBLE_DEVICES).</translation>
    </message>
    <message>
        <source>Set the %1 KV cache in the kv_cache_config of an --extra_llm_api_options file.</source>
        <translation>Задайте KV-кэш %1 в kv_cache_config файла --extra_llm_api_options.</translation>
    </message>
    <message>
        <source>TensorRT-LLM reads the quantization from the checkpoint: use a %1 checkpoint.</source>
        <translation>TensorRT-LLM берёт квантование из чекпойнта: используйте чекпойнт %1.</translation>
    </message>
    <message>
        <source>%1 has no server command line: load the model from Python.</source>
        <translation>У %1 нет команды запуска сервера: загрузите модель из Python.</translation>
    </message>
    <message>
        <source>SGLang loads the vision tower of a multimodal model; the estimate leaves it out (text only).</source>
        <translation>SGLang загружает визуальный энкодер мультимодальной модели; оценка его не учитывает (только текст).</translation>
    </message>
    <message>
        <source>Set speculative_config (decoding_type: MTP, num_nextn_predict_layers: %1) in an --extra_llm_api_options file.</source>
        <translation>Задайте speculative_config (decoding_type: MTP, num_nextn_predict_layers: %1) в файле --extra_llm_api_options.</translation>
    </message>
    <message>
        <source>vLLM spreads the experts over all %1 GPUs of the data-parallel group, not over %2.</source>
        <translation>vLLM распределяет экспертов по всем %1 GPU группы параллелизма данных, а не по %2.</translation>
    </message>
    <message>
        <source>Attention data parallelism: set enable_attention_dp in the --extra_llm_api_options file (TensorRT-LLM runs attention DP over all %1 TP GPUs).</source>
        <translation>Параллелизм данных во внимании: задайте enable_attention_dp в файле --extra_llm_api_options (TensorRT-LLM ведёт DP внимания на всех %1 GPU TP).</translation>
    </message>
    <message>
        <source>Headroom&apos;s memory figures follow %1 %2&apos;s start-up rules; another version may allocate differently.</source>
        <translation>Цифры памяти Headroom следуют правилам запуска %1 %2; другая версия может выделять память иначе.</translation>
    </message>
</context>
<context>
    <name>Headroom::LaunchCommandDialog</name>
    <message>
        <source>Launch Command — %1</source>
        <translation>Команда запуска — %1</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Командная строка</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Скопировано</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Движок:</translation>
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
        <translation>&lt;h3&gt;Headroom %1&lt;/h3&gt;&lt;p&gt;Планирование мощностей GPU для LLM без сети: память на GPU, скорость и стоимость аренды или покупки.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New from Sa&amp;mple</source>
        <translation>Создать из &amp;примера</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Экспорт</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>&amp;Каталог</translation>
    </message>
    <message>
        <source>Plan &amp;Details…</source>
        <translation>Св&amp;едения о плане…</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Move between the catalog, the board&apos;s cards, the inspector and the reports</source>
        <translation>Переход между каталогом, карточками на доске, инспектором и отчётами</translation>
    </message>
    <message>
        <source>Alt+underlined letter</source>
        <translation>Alt+подчёркнутая буква</translation>
    </message>
    <message>
        <source>Open a menu or go to a field</source>
        <translation>Открыть меню или перейти к полю</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Catalog: add the GPU or model to the board</source>
        <translation>Каталог: добавить GPU или модель на доску</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Влево, Вправо</translation>
    </message>
    <message>
        <source>Board: the previous or next card</source>
        <translation>Доска: предыдущая или следующая карточка</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <translation>Вверх, Вниз</translation>
    </message>
    <message>
        <source>Board: the deployments of a card</source>
        <translation>Доска: развёртывания карточки</translation>
    </message>
    <message>
        <source>Ctrl+Left, Ctrl+Right</source>
        <translation>Ctrl+Влево, Ctrl+Вправо</translation>
    </message>
    <message>
        <source>Board: move the card</source>
        <translation>Доска: переместить карточку</translation>
    </message>
    <message>
        <source>Board: show the selection in the inspector</source>
        <translation>Доска: показать выбранное в инспекторе</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Board: remove the deployment or configuration</source>
        <translation>Доска: удалить развёртывание или конфигурацию</translation>
    </message>
    <message>
        <source>Menu, Shift+F10</source>
        <translation>Menu, Shift+F10</translation>
    </message>
    <message>
        <source>Board: the card&apos;s menu</source>
        <translation>Доска: меню карточки</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Клавиши со стрелками</translation>
    </message>
    <message>
        <source>Tables: move between cells</source>
        <translation>Таблицы: переход между ячейками</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Меню</translation>
    </message>
    <message>
        <source>Board and panels</source>
        <translation>Доска и панели</translation>
    </message>
    <message>
        <source>Getting Started</source>
        <translation>Начало работы</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Add a GPU first: drag one from the catalog onto the board.</source>
        <translation>Сначала добавьте GPU: перетащите его из каталога на доску.</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Начало работы</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>План без имени</translation>
    </message>
    <message>
        <source>Fit the engine constants to your benchmark results and server logs</source>
        <translation>Подобрать константы движка по вашим результатам бенчмарков и логам серверов</translation>
    </message>
    <message>
        <source>Cali&amp;brate to Measurements…</source>
        <translation>Калибровка по &amp;измерениям…</translation>
    </message>
    <message>
        <source>Ad&amp;vise a Plan…</source>
        <translation>Со&amp;ветник по плану…</translation>
    </message>
    <message>
        <source>Find what to buy or rent for a workload at its latency targets, ranked by cost</source>
        <translation>Найти, что купить или арендовать под нагрузку с её целями по задержке, по возрастанию стоимости</translation>
    </message>
</context>
<context>
    <name>Headroom::ModelEditorDialog</name>
    <message>
        <source>New Custom Model</source>
        <translation>Новая пользовательская модель</translation>
    </message>
    <message>
        <source>Edit Custom Model</source>
        <translation>Изменить пользовательскую модель</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Архитектура</translation>
    </message>
    <message>
        <source>&amp;Family:</source>
        <translation>&amp;Семейство:</translation>
    </message>
    <message>
        <source>organisation/model</source>
        <translation>организация/модель</translation>
    </message>
    <message>
        <source>Hu&amp;gging Face id:</source>
        <translation>ID на Hu&amp;gging Face:</translation>
    </message>
    <message>
        <source>config.json, paper or URL</source>
        <translation>config.json, статья или URL</translation>
    </message>
    <message>
        <source>&amp;Layers:</source>
        <translation>С&amp;лои:</translation>
    </message>
    <message>
        <source>Hidden si&amp;ze:</source>
        <translation>Скрытый &amp;размер:</translation>
    </message>
    <message>
        <source>&amp;MLP size:</source>
        <translation>Размер &amp;MLP:</translation>
    </message>
    <message>
        <source>&amp;Attention heads:</source>
        <translation>&amp;Головы внимания:</translation>
    </message>
    <message>
        <source>&amp;KV heads:</source>
        <translation>&amp;KV-головы:</translation>
    </message>
    <message>
        <source>&amp;Head size:</source>
        <translation>Ра&amp;змер головы:</translation>
    </message>
    <message>
        <source>&amp;Vocabulary:</source>
        <translation>Сло&amp;варь:</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation>&#xa0;токенов</translation>
    </message>
    <message>
        <source>Max &amp;context:</source>
        <translation>Макс. &amp;контекст:</translation>
    </message>
    <message>
        <source>&amp;Tied input and output embeddings</source>
        <translation>&amp;Общие эмбеддинги входа и выхода</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>плотная</translation>
    </message>
    <message>
        <source>&amp;Experts:</source>
        <translation>&amp;Эксперты:</translation>
    </message>
    <message>
        <source>Experts &amp;per token:</source>
        <translation>Экспертов на &amp;токен:</translation>
    </message>
    <message>
        <source>Expe&amp;rt MLP size:</source>
        <translation>Размер MLP эксп&amp;ерта:</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Слои</translation>
    </message>
    <message>
        <source>must be at least 1.</source>
        <translation>значение должно быть не меньше 1.</translation>
    </message>
    <message>
        <source>this model&apos;s attention pattern covers %1 layers.</source>
        <translation>число слоёв в схеме внимания этой модели — %1.</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Скрытый размер</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Головы внимания</translation>
    </message>
    <message>
        <source>cannot be more than the hidden size.</source>
        <translation>значение не может превышать скрытый размер.</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV-головы</translation>
    </message>
    <message>
        <source>must divide the %1 attention heads.</source>
        <translation>число голов внимания (%1) должно делиться на это значение.</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>Размер головы</translation>
    </message>
    <message>
        <source>MLP size</source>
        <translation>Размер MLP</translation>
    </message>
    <message>
        <source>must be at least 1 for a dense model.</source>
        <translation>у плотной модели значение должно быть не меньше 1.</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Словарь</translation>
    </message>
    <message>
        <source>Max context</source>
        <translation>Макс. контекст</translation>
    </message>
    <message>
        <source>must be at least 1 token.</source>
        <translation>значение должно быть не меньше 1 токена.</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>Экспертов на токен</translation>
    </message>
    <message>
        <source>a dense model has no experts.</source>
        <translation>у плотной модели нет экспертов.</translation>
    </message>
    <message>
        <source>cannot be more than the %1 experts.</source>
        <translation>значение не может превышать число экспертов (%1).</translation>
    </message>
    <message>
        <source>Expert MLP size</source>
        <translation>Размер MLP эксперта</translation>
    </message>
</context>
<context>
    <name>Headroom::ModelLimits</name>
    <message>
        <source>%1 field &apos;%2&apos; is %3, more than any model has (at most %4)</source>
        <translation>%1: поле «%2» равно %3, больше, чем у любой модели (не более %4)</translation>
    </message>
    <message>
        <source>%1 field &apos;%2&apos; is %3; it must be at least %4</source>
        <translation>%1: поле «%2» равно %3; оно должно быть не меньше %4</translation>
    </message>
    <message>
        <source>%1 field &apos;%2&apos; is %3, not a whole number</source>
        <translation>%1: поле «%2» равно %3, это не целое число</translation>
    </message>
    <message>
        <source>%1 field &apos;%2&apos; is not a number</source>
        <translation>%1: поле «%2» не является числом</translation>
    </message>
    <message>
        <source>%1 field &apos;%2&apos; (%3) is more than field &apos;%4&apos; (%5)</source>
        <translation>%1: поле «%2» (%3) больше поля «%4» (%5)</translation>
    </message>
    <message>
        <source>%1 field &apos;%2&apos; covers %3 layers, but field &apos;%4&apos; is %5</source>
        <translation>%1: поле «%2» охватывает %3 слоёв, но поле «%4» равно %5</translation>
    </message>
    <message>
        <source>%1 field &apos;%2&apos; (%3) is not a multiple of field &apos;%4&apos; (%5)</source>
        <translation>%1: поле «%2» (%3) не кратно полю «%4» (%5)</translation>
    </message>
    <message>
        <source>%1 fields %2 imply %3 parameters, more than any model has (at most %4)</source>
        <translation>%1: поля %2 дают %3 параметров, больше, чем у любой модели (не более %4)</translation>
    </message>
    <message>
        <source>%1 fields %2 imply %3 bytes of KV cache per token, more than any model needs (at most %4)</source>
        <translation>%1: поля %2 дают %3 байт KV-кэша на токен, больше, чем нужно любой модели (не более %4)</translation>
    </message>
    <message>
        <source>%1 fields %2 imply %3 bytes of KV cache for one sequence of the maximum context, more than any model needs (at most %4)</source>
        <translation>%1: поля %2 дают %3 байт KV-кэша на одну последовательность максимального контекста, больше, чем нужно любой модели (не более %4)</translation>
    </message>
    <message>
        <source>%1 fields %2 imply an MLP %3 wide per token, more than any model has (at most %4)</source>
        <translation>%1: поля %2 дают MLP шириной %3 на токен, больше, чем у любой модели (не более %4)</translation>
    </message>
    <message>
        <source>model &apos;%1&apos;</source>
        <translation>модель «%1»</translation>
    </message>
    <message>
        <source>%1 fields %2 imply %3 bytes of recurrent state for one sequence, more than any model needs (at most %4)</source>
        <translation>%1: поля %2 дают %3 байт рекуррентного состояния на одну последовательность — больше, чем нужно любой модели (не более %4)</translation>
    </message>
</context>
<context>
    <name>Headroom::Money</name>
    <message>
        <source>No exchange rate from %1 to %2</source>
        <translation>Нет курса обмена %1 → %2</translation>
    </message>
    <message>
        <source>1 %1 = %2 %3</source>
        <translation>1&#xa0;%1 = %2&#xa0;%3</translation>
    </message>
    <message>
        <source>converted at %1</source>
        <translation>пересчитано по курсу %1</translation>
    </message>
    <message>
        <source>ECB euro reference rate</source>
        <translation>справочный курс евро ЕЦБ</translation>
    </message>
    <message>
        <source>NBP table A</source>
        <translation>таблица A НБП</translation>
    </message>
    <message>
        <source>Bank of Russia official rate</source>
        <translation>официальный курс Банка России</translation>
    </message>
    <message>
        <source>The rate %1 has no date: check it under Exchange rates.</source>
        <translation>У курса %1 нет даты: проверьте его в разделе «Курсы обмена».</translation>
    </message>
    <message numerus="yes">
        <source>The rate %1 is %n month(s) old: update it under Exchange rates.</source>
        <translation>
            <numerusform>Курсу %1 уже %n месяц: обновите его в разделе «Курсы обмена».</numerusform>
            <numerusform>Курсу %1 уже %n месяца: обновите его в разделе «Курсы обмена».</numerusform>
            <numerusform>Курсу %1 уже %n месяцев: обновите его в разделе «Курсы обмена».</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::ParallelismEditor</name>
    <message>
        <source>At least one GPU is needed.</source>
        <translation>Нужен хотя бы один GPU.</translation>
    </message>
    <message>
        <source>TP %1 × PP %2 = %3 GPUs per replica does not divide %4 GPUs.</source>
        <translation>%4 GPU не делятся на реплики по TP %1 × PP %2 = %3 GPU.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 = a model name, %2 = why it cannot run on the configuration</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Tensor para&amp;llel (TP):</source>
        <translation>Тензорный параллел&amp;изм (TP):</translation>
    </message>
    <message>
        <source>&amp;Pipeline parallel (PP):</source>
        <translation>Конвейерный пар&amp;аллелизм (PP):</translation>
    </message>
    <message>
        <source>Replicas:</source>
        <translation>Реплики:</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 = &quot;2 replicas&quot;, %2 = &quot;4 GPUs each&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n реплика</numerusform>
            <numerusform>%n реплики</numerusform>
            <numerusform>%n реплик</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) each</source>
        <translation>
            <numerusform>по %n GPU</numerusform>
            <numerusform>по %n GPU</numerusform>
            <numerusform>по %n GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Num&amp;ber of GPUs:</source>
        <translation>Чис&amp;ло GPU:</translation>
    </message>
    <message>
        <source>Expert parallel: the routed experts spread whole over this many of the TP GPUs (MoE models)</source>
        <translation>Экспертный параллелизм: маршрутизируемые эксперты целиком распределены по стольким GPU из TP (модели MoE)</translation>
    </message>
    <message>
        <source>Attention data parallel: attention groups of TP / DP GPUs, each with its own sequences and their KV cache (MoE models)</source>
        <translation>Параллелизм данных во внимании: группы внимания по TP / DP GPU, у каждой свои последовательности и их KV-кэш (модели MoE)</translation>
    </message>
    <message>
        <source>Expert parallel (EP):</source>
        <translation>Экспертный (EP):</translation>
    </message>
    <message>
        <source>Attention data parallel (DP):</source>
        <translation>Данные внимания (DP):</translation>
    </message>
    <message>
        <source>Only for mixture-of-experts models</source>
        <translation>Только для моделей MoE</translation>
    </message>
</context>
<context>
    <name>Headroom::PartLegend</name>
    <message>
        <source>Legend: %1</source>
        <translation>Легенда: %1</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Свободно</translation>
    </message>
    <message>
        <source>Over capacity</source>
        <translation>Сверх ёмкости</translation>
    </message>
</context>
<context>
    <name>Headroom::PlanDetailsDialog</name>
    <message>
        <source>Plan Details</source>
        <translation>Сведения о плане</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>План без имени</translation>
    </message>
    <message>
        <source>Printed on the report&apos;s notes page</source>
        <translation>Печатаются на странице заметок отчёта</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Автор:</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>&amp;Заметки:</translation>
    </message>
    <message>
        <source>The PDF report prints the title and author on its cover.</source>
        <translation>Название и автор печатаются на обложке PDF-отчёта.</translation>
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
        <source>whole number expected</source>
        <translation>ожидалось целое число</translation>
    </message>
    <message>
        <source>%1 is outside %2..%3</source>
        <translation>%1 вне диапазона %2..%3</translation>
    </message>
    <message>
        <source>number expected</source>
        <translation>ожидалось число</translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <translation>%1 — не конечное число</translation>
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
    <message>
        <source>a text of %1 characters is too long to save (at most %2)</source>
        <translation>текст из %1 символов слишком длинный для сохранения (не более %2)</translation>
    </message>
    <message>
        <source>could not write the project file: %1</source>
        <translation>не удалось записать файл проекта: %1</translation>
    </message>
    <message>
        <source>the calibration &apos;%1&apos; has unreadable sources</source>
        <translation>у калибровки &apos;%1&apos; нечитаемые источники</translation>
    </message>
    <message>
        <source>the project file has calibrated constants for a calibration &apos;%1&apos; that does not exist</source>
        <translation>в файле проекта есть константы несуществующей калибровки &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the project file&apos;s advisor workload: %1</source>
        <translation>нагрузка советника в файле проекта: %1</translation>
    </message>
    <message>
        <source>the calibrated constant &apos;%1&apos; of &apos;%2&apos; is not a number</source>
        <translation>калиброванная константа &apos;%1&apos; в &apos;%2&apos; — не число</translation>
    </message>
    <message>
        <source>the project file has engine constants for a deployment &apos;%1&apos; that does not exist</source>
        <translation>в файле проекта есть константы движка для несуществующего развёртывания «%1»</translation>
    </message>
    <message>
        <source>the engine constant &apos;%1&apos; of deployment &apos;%2&apos; is not a number</source>
        <translation>константа движка «%1» развёртывания «%2» не является числом</translation>
    </message>
</context>
<context>
    <name>Headroom::RentVsBuyChart</name>
    <message>
        <source>Month %1: %2</source>
        <translation>Месяц %1: %2</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Месяцы</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>Накопленные затраты (%1)</translation>
    </message>
    <message>
        <source>Owning is cheaper from month %1</source>
        <translation>Владение выгоднее с %1-го месяца</translation>
    </message>
    <message>
        <source>Renting on demand stays cheaper within the horizon</source>
        <translation>В пределах горизонта аренда по требованию остаётся дешевле</translation>
    </message>
    <message>
        <source>Rent vs buy: %1</source>
        <translation>Аренда или покупка: %1</translation>
    </message>
</context>
<context>
    <name>Headroom::Report</name>
    <message>
        <source>Could not write &quot;%1&quot;: %2</source>
        <translation>Не удалось записать «%1»: %2</translation>
    </message>
    <message>
        <source>Configuration id</source>
        <translation>Идентификатор конфигурации</translation>
    </message>
    <message>
        <source>%1 cumulative (%2)</source>
        <translation>%1, нарастающим итогом (%2)</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Развёртывание</translation>
    </message>
    <message>
        <source>Concurrency (sequences)</source>
        <translation>Конкурентность (последовательности)</translation>
    </message>
    <message>
        <source>Per user (tokens/s)</source>
        <translation>На пользователя (ток/с)</translation>
    </message>
    <message>
        <source>Total per replica (tokens/s)</source>
        <translation>Всего на реплику (ток/с)</translation>
    </message>
    <message>
        <source>TTFT (s)</source>
        <translation>TTFT (с)</translation>
    </message>
    <message>
        <source>TPOT (s)</source>
        <translation>TPOT (с)</translation>
    </message>
    <message>
        <source>There is no chart to export</source>
        <translation>Нет графика для экспорта</translation>
    </message>
    <message>
        <source>cannot write the image</source>
        <translation>не удаётся записать изображение</translation>
    </message>
    <message>
        <source>Choose a file ending in .png or .svg, not &quot;%1&quot;</source>
        <translation>Выберите файл с расширением .png или .svg, а не «%1»</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Страница %1</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>План без имени</translation>
    </message>
    <message>
        <source>GPU capacity and cost report</source>
        <translation>Отчёт о мощностях GPU и затратах</translation>
    </message>
    <message>
        <source>Author: %1</source>
        <translation>Автор: %1</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>Дата: %1</translation>
    </message>
    <message>
        <source>Plan last changed: %1</source>
        <translation>Последнее изменение плана: %1</translation>
    </message>
    <message>
        <source>Made with Headroom %1. Estimates, not measurements: every figure comes from the formulas and dated sources listed in this report.</source>
        <translation>Подготовлено в Headroom %1. Это оценки, а не измерения: каждая цифра получена по формулам и датированным источникам, приведённым в этом отчёте.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Допущения</translation>
    </message>
    <message>
        <source>Project assumption</source>
        <translation>Допущение проекта</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Загрузка</translation>
    </message>
    <message>
        <source>Horizon (months)</source>
        <translation>Горизонт (мес.)</translation>
    </message>
    <message>
        <source>Useful life</source>
        <translation>Срок службы</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1&#xa0;года</translation>
    </message>
    <message>
        <source>Cost of capital</source>
        <translation>Стоимость капитала</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Электроэнергия</translation>
    </message>
    <message>
        <source>%1 per kWh</source>
        <translation>%1 за кВт·ч</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>Колокация</translation>
    </message>
    <message>
        <source>%1 per kW-month</source>
        <translation>%1 за кВт в месяц</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Обслуживание</translation>
    </message>
    <message>
        <source>%1 of capex per year</source>
        <translation>%1 капзатрат в год</translation>
    </message>
    <message>
        <source>Spot rework</source>
        <translation>Потери на прерываниях спота</translation>
    </message>
    <message>
        <source>Rent price change</source>
        <translation>Изменение цены аренды</translation>
    </message>
    <message>
        <source>%1 per year</source>
        <translation>%1 в год</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>Курс обмена</translation>
    </message>
    <message>
        <source>1 %1 = %2 %3</source>
        <translation>1&#xa0;%1 = %2&#xa0;%3</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>По состоянию на</translation>
    </message>
    <message>
        <source>Prices per configuration</source>
        <translation>Цены по конфигурациям</translation>
    </message>
    <message>
        <source>purchase per GPU</source>
        <translation>покупка на GPU</translation>
    </message>
    <message>
        <source>power per GPU</source>
        <translation>мощность на GPU</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1&#xa0;кВт</translation>
    </message>
    <message>
        <source>on demand per GPU-hour</source>
        <translation>по требованию за GPU-час</translation>
    </message>
    <message>
        <source>reserved (1 year) per GPU-hour</source>
        <translation>резерв (1 год) за GPU-час</translation>
    </message>
    <message>
        <source>spot per GPU-hour</source>
        <translation>спот за GPU-час</translation>
    </message>
    <message>
        <source>Configurations compared</source>
        <translation>Сравнение конфигураций</translation>
    </message>
    <message>
        <source>★ and bold: the best value of a column. Throughput counts output tokens of every replica; cost per 1M tokens at the on-demand price; monthly cost rented is the first month on demand at the planned utilisation; 3-year TCO owned is the cash cost of owning after 36 months.</source>
        <translation>★ и полужирный шрифт: лучшее значение в столбце. Пропускная способность учитывает выходные токены всех реплик; стоимость 1&#xa0;млн токенов — по цене по требованию; ежемесячная стоимость аренды — первый месяц аренды по требованию при плановой загрузке; TCO покупки за 3 года — денежные затраты на покупка за 36 месяцев.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>No notes.</source>
        <translation>Заметок нет.</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Память на GPU</translation>
    </message>
    <message>
        <source>No deployment on this configuration.</source>
        <translation>На этой конфигурации нет развёртываний.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n sequence(s) × %2</source>
        <translation>
            <numerusform>%1, %n последовательность × %2</numerusform>
            <numerusform>%1, %n последовательности × %2</numerusform>
            <numerusform>%1, %n последовательностей × %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>%1 / %2, over by %3</source>
        <translation>%1 / %2, превышение на %3</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Max batch: %1.</source>
        <translation>Макс. батч: %1.</translation>
    </message>
    <message>
        <source>%1. Savings of owning: %2.</source>
        <translation>%1. Экономия от владения: %2.</translation>
    </message>
    <message>
        <source>No speed estimate for %1: %2</source>
        <translation>Нет оценки скорости для %1: %2</translation>
    </message>
    <message>
        <source>The PDF report needs the graphical libraries (a QApplication)</source>
        <translation>Для PDF-отчёта нужны графические библиотеки (QApplication)</translation>
    </message>
    <message>
        <source>cannot start the PDF</source>
        <translation>не удаётся начать запись PDF</translation>
    </message>
    <message>
        <source>GPU purchase price −20%</source>
        <translation>Цена покупки GPU −20 %</translation>
    </message>
    <message>
        <source>GPU purchase price +20%</source>
        <translation>Цена покупки GPU +20 %</translation>
    </message>
    <message>
        <source>Rental prices −20%</source>
        <translation>Цены аренды −20 %</translation>
    </message>
    <message>
        <source>Rental prices +20%</source>
        <translation>Цены аренды +20 %</translation>
    </message>
    <message>
        <source>no deployment</source>
        <translation>нет развёртывания</translation>
    </message>
    <message>
        <source>its deployments do not fit</source>
        <translation>развёртывания не помещаются</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>нет цен</translation>
    </message>
    <message>
        <source>%1 (%2) instead of %3 (%4)</source>
        <translation>%1 («%2») вместо %3 («%4»)</translation>
    </message>
    <message>
        <source>%1: %2 instead of %3</source>
        <translation>%1: «%2» вместо «%3»</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>месяц %1</translation>
    </message>
    <message numerus="yes">
        <source>not within %n month(s)</source>
        <translation>
            <numerusform>не в пределах %n месяца</numerusform>
            <numerusform>не в пределах %n месяцев</numerusform>
            <numerusform>не в пределах %n месяцев</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hybrid: own %n GPU(s), rent the rest on demand</source>
        <translation>
            <numerusform>Гибрид: %n GPU свой, остальное по требованию</numerusform>
            <numerusform>Гибрид: %n GPU свои, остальное по требованию</numerusform>
            <numerusform>Гибрид: %n GPU свои, остальное по требованию</numerusform>
        </translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>Краткое резюме</translation>
    </message>
    <message>
        <source>No recommendation: no configuration has a deployment that fits and a price.</source>
        <translation>Рекомендации нет: ни у одной конфигурации нет помещающегося развёртывания и цены.</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Конфигурация</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>В месяц</translation>
    </message>
    <message>
        <source>3 years</source>
        <translation>За 3 года</translation>
    </message>
    <message>
        <source>Owning cheaper from</source>
        <translation>Владение дешевле с</translation>
    </message>
    <message numerus="yes">
        <source>(cheapest of %n that fit)</source>
        <translation>
            <numerusform>(самая дешёвая из %n подходящей)</numerusform>
            <numerusform>(самая дешёвая из %n подходящих)</numerusform>
            <numerusform>(самая дешёвая из %n подходящих)</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole plan</source>
        <translation>Весь план</translation>
    </message>
    <message>
        <source>%1: spot capacity can be taken back at any time; for serving that cannot wait, the cheapest is %2 (%3 over the horizon).</source>
        <translation>%1: спотовые мощности могут отозвать в любой момент; для обслуживания, которое не может ждать, дешевле всего «%2» (%3 за горизонт).</translation>
    </message>
    <message>
        <source>Not counted: %1 (%2).</source>
        <translation>Не учтено: %1 (%2).</translation>
    </message>
    <message>
        <source>Risks</source>
        <translation>Риски</translation>
    </message>
    <message>
        <source>Utilisation (planned %1):</source>
        <translation>Загрузка (по плану %1):</translation>
    </message>
    <message>
        <source>below %1, %2 is cheaper</source>
        <translation>ниже %1 дешевле «%2»</translation>
    </message>
    <message>
        <source>above %1, %2 is cheaper</source>
        <translation>выше %1 дешевле «%2»</translation>
    </message>
    <message>
        <source>%1 stays the cheapest from 1% to 100%</source>
        <translation>«%1» остаётся самым дешёвым при загрузке от 1 % до 100 %</translation>
    </message>
    <message>
        <source>Price sensitivity:</source>
        <translation>Чувствительность к ценам:</translation>
    </message>
    <message>
        <source>As planned</source>
        <translation>По плану</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>без изменений</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Цены</translation>
    </message>
    <message numerus="yes">
        <source>Cost over %n month(s)</source>
        <translation>
            <numerusform>Затраты за %n месяц</numerusform>
            <numerusform>Затраты за %n месяца</numerusform>
            <numerusform>Затраты за %n месяцев</numerusform>
        </translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <source>Cheapest choice</source>
        <translation>Самый дешёвый выбор</translation>
    </message>
    <message>
        <source>Engine constants, %1 on %2</source>
        <translation>Константы движка, %1 на %2</translation>
    </message>
    <message>
        <source>calibrated (%1)</source>
        <translation>калибровано (%1)</translation>
    </message>
    <message>
        <source>on average</source>
        <translation>в среднем</translation>
    </message>
    <message>
        <source>at P50</source>
        <translation>на P50</translation>
    </message>
    <message>
        <source>at P90</source>
        <translation>на P90</translation>
    </message>
    <message>
        <source>at P99</source>
        <translation>на P99</translation>
    </message>
    <message>
        <source>Advisor&apos;s recommendation</source>
        <translation>Рекомендация советника</translation>
    </message>
    <message numerus="yes">
        <source>%n concurrent user(s)</source>
        <translation>
            <numerusform>%n одновременный пользователь</numerusform>
            <numerusform>%n одновременных пользователя</numerusform>
            <numerusform>%n одновременных пользователей</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 requests/s (peak %2)</source>
        <translation>%1 запросов/с (пик %2)</translation>
    </message>
    <message>
        <source>TTFT at most %1</source>
        <translation>TTFT не более %1</translation>
    </message>
    <message>
        <source>TPOT at most %1</source>
        <translation>TPOT не более %1</translation>
    </message>
    <message>
        <source>%1: %2, %3 input and %4 output tokens%5</source>
        <translation>%1: %2, входных токенов %3, выходных %4%5</translation>
    </message>
    <message>
        <source>Workload: %1.</source>
        <translation>Нагрузка: %1.</translation>
    </message>
    <message>
        <source>Plan %1 of the advisor&apos;s ranking</source>
        <translation>План %1 в рейтинге советника</translation>
    </message>
    <message>
        <source>Way</source>
        <translation>Способ</translation>
    </message>
    <message>
        <source>from month %1</source>
        <translation>с месяца %1</translation>
    </message>
    <message>
        <source>not within 10 years</source>
        <translation>не за 10 лет</translation>
    </message>
    <message>
        <source>Per 1M tokens</source>
        <translation>За 1 млн ток.</translation>
    </message>
    <message>
        <source>Per user</source>
        <translation>На польз.</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Мощность</translation>
    </message>
    <message>
        <source>Owning cheaper</source>
        <translation>Владение дешевле</translation>
    </message>
    <message>
        <source>What binds: %1.</source>
        <translation>Что ограничивает: %1.</translation>
    </message>
    <message>
        <source>Its latency targets hold in the load simulation at the served load.</source>
        <translation>Его цели по задержке выполняются в моделировании нагрузки при обслуживаемой нагрузке.</translation>
    </message>
    <message>
        <source>Its latency targets were not checked in the load simulation.</source>
        <translation>Его цели по задержке не проверялись моделированием нагрузки.</translation>
    </message>
    <message>
        <source>Training: %1, %2 one-off (%3).</source>
        <translation>Обучение: %1, %2 разово (%3).</translation>
    </message>
    <message>
        <source>%1: speed figures calibrated to measurements (%2).</source>
        <extracomment>%1 = a model, %2 = the measurements&apos; files and date (&quot;bench.json; 2026-11-30&quot;)</extracomment>
        <translation>%1: показатели скорости (калибровано по измерениям, %2).</translation>
    </message>
    <message>
        <source>+ prefill on %1</source>
        <extracomment>the prefill pool of a disaggregated part: &quot;+ prefill on 4 × H100 SXM 80GB, TP2&quot;</extracomment>
        <translation>+ префилл на %1</translation>
    </message>
    <message>
        <source>%1: %2; %3 weights, %4 KV cache; %5</source>
        <extracomment>a part of an advisor&apos;s plan: model, GPUs, weight format, KV cache format, engine</extracomment>
        <translation>%1: %2; веса %3, KV-кэш %4; %5</translation>
    </message>
    <message>
        <source>calibrated</source>
        <extracomment>under a configuration&apos;s name in the report&apos;s comparison: its speed figures come from engine constants fitted to the user&apos;s measurements</extracomment>
        <translation>калибровано</translation>
    </message>
    <message>
        <source>Calibrated: the speed figures of that configuration come from engine constants fitted to measurements (see the assumptions).</source>
        <translation>Калибровано: показатели скорости этой конфигурации получены из констант движка, подобранных по измерениям (см. допущения).</translation>
    </message>
    <message>
        <source>Spot is weighed only for configurations that serve no users (training, batch work): its capacity can be reclaimed at short notice.</source>
        <translation>Спот учитывается только для конфигураций, которые не обслуживают пользователей (обучение, пакетные задачи): его мощности могут отозвать без предупреждения.</translation>
    </message>
    <message>
        <source>%1 (planned)</source>
        <extracomment>the option a configuration&apos;s plan decided (an advisor plan&apos;s way), not the cheapest</extracomment>
        <translation>%1 (по плану)</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>Per month: the cost over the horizon divided by its months (owning: purchase included). 3 years: cumulative cash cost at month 36. Owning cheaper from: the month in which owning costs less in total than renting on demand. Option: the way the plan decided (planned), else the cheapest of %1.</source>
        <translation>В месяц: стоимость за горизонт, делённая на число его месяцев (владение: с покупкой). 3 года: накопленные денежные затраты на 36-й месяц. Владение дешевле с: месяц, в котором владение в сумме обходится дешевле аренды по требованию. Вариант: способ, выбранный планом (по плану), иначе самый дешёвый из: %1.</translation>
    </message>
    <message>
        <source>%1: planned as %2; %3 would cost %4 over the horizon (%5 less).</source>
        <translation>%1: по плану — %2; %3 обошёлся бы в %4 за горизонт (на %5 меньше).</translation>
    </message>
    <message>
        <source>planned as %1; %2 is cheaper at the planned utilisation</source>
        <translation>по плану — %1; при плановой загрузке дешевле %2</translation>
    </message>
    <message numerus="yes">
        <source>How to run the plan&apos;s deployments over %n month(s) at %1 utilisation:</source>
        <translation>
            <numerusform>Как вести развёртывания плана за %n месяц при загрузке %1:</numerusform>
            <numerusform>Как вести развёртывания плана за %n месяца при загрузке %1:</numerusform>
            <numerusform>Как вести развёртывания плана за %n месяцев при загрузке %1:</numerusform>
        </translation>
    </message>
    <message>
        <source>whole units</source>
        <translation>целые единицы</translation>
    </message>
    <message>
        <source>Unit catalog</source>
        <translation>Каталог единиц</translation>
    </message>
</context>
<context>
    <name>Headroom::ReportsPanel</name>
    <message>
        <source>No speed estimate for %1: %2</source>
        <translation>Нет оценки скорости для %1: %2</translation>
    </message>
    <message>
        <source>No deployment on this configuration</source>
        <translation>На этой конфигурации нет развёртываний</translation>
    </message>
    <message>
        <source>Rent vs buy</source>
        <translation>Аренда или покупка</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Сравнение</translation>
    </message>
    <message>
        <source>Export &amp;PDF Report…</source>
        <translation>Экспорт отчёта в &amp;PDF…</translation>
    </message>
    <message>
        <source>Export C&amp;hart…</source>
        <translation>Экспорт &amp;диаграммы…</translation>
    </message>
    <message>
        <source>Export &amp;Table as CSV…</source>
        <translation>Экспорт &amp;таблицы в CSV…</translation>
    </message>
    <message>
        <source>&amp;Print Report…</source>
        <translation>Пе&amp;чать отчёта…</translation>
    </message>
    <message>
        <source>No configuration</source>
        <translation>Нет конфигурации</translation>
    </message>
    <message>
        <source>Rent vs buy: %1</source>
        <translation>Аренда или покупка: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>report</source>
        <translation>отчёт</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Ошибка экспорта</translation>
    </message>
    <message>
        <source>Export PDF Report</source>
        <translation>Экспорт отчёта в PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation>Экспорт таблицы в CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Print Report</source>
        <translation>Печать отчёта</translation>
    </message>
    <message>
        <source>Configuration:</source>
        <translation>Конфигурация:</translation>
    </message>
    <message numerus="yes">
        <source>Cheapest over %n month(s): %1, %2.</source>
        <translation>
            <numerusform>Дешевле всего за %n месяц: %1, %2.</numerusform>
            <numerusform>Дешевле всего за %n месяца: %1, %2.</numerusform>
            <numerusform>Дешевле всего за %n месяцев: %1, %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Spot capacity can be reclaimed at short notice: fit for batch work, not for a latency target.</source>
        <translation>Спотовые мощности могут отозвать без предупреждения: подходят для пакетных задач, но не для целевой задержки.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2. Savings of owning over renting on demand: %3. Breakeven utilisation: %4 (planned %5).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2. Экономия от владения по сравнению с арендой по требованию: %3. Загрузка безубыточности: %4 (по плану %5).</translation>
    </message>
    <message>
        <source>PDF report written to %1</source>
        <translation>PDF-отчёт сохранён: %1</translation>
    </message>
    <message>
        <source>Table written to %1</source>
        <translation>Таблица сохранена: %1</translation>
    </message>
    <message>
        <source>Spot, %1, is cheaper for batch work only: its capacity can be reclaimed at short notice.</source>
        <translation>Спот, %1, дешевле только для пакетных задач: его мощности могут отозвать без предупреждения.</translation>
    </message>
    <message numerus="yes">
        <source>Planned over %n month(s): %1, %2.</source>
        <translation>
            <numerusform>По плану за %n месяц: %1, %2.</numerusform>
            <numerusform>По плану за %n месяца: %1, %2.</numerusform>
            <numerusform>По плану за %n месяцев: %1, %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cheapest would be %1, %2.</source>
        <translation>Дешевле всего было бы: %1, %2.</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>No configuration yet. Rent vs buy, speed and the comparison appear once the board has one: drag a GPU from the catalog onto the board, then a model onto its card, or open the sample plan (File menu).</source>
        <translation>Конфигураций пока нет. Аренда или покупка, скорость и сравнение появятся, когда на доске будет конфигурация: перетащите GPU из каталога на доску, затем модель на его карточку, или откройте пример проекта (меню «Файл»).</translation>
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
    <name>Headroom::SensitivityChart</name>
    <message>
        <source>%1, %2: savings change by %3</source>
        <translation>%1, %2: экономия меняется на %3</translation>
    </message>
    <message>
        <source>Savings change (%1)</source>
        <translation>Изменение экономии (%1)</translation>
    </message>
    <message>
        <source>Savings of owning over renting on demand across the horizon: %1 as planned; each bar is the change with one input 20% lower or higher.</source>
        <translation>Экономия от владения по сравнению с арендой по требованию за весь горизонт: %1 по плану; каждый столбец — изменение, если один параметр ниже или выше на 20&#xa0;%.</translation>
    </message>
    <message>
        <source>What moves the savings (±20%)</source>
        <translation>Что влияет на экономию (±20 %)</translation>
    </message>
</context>
<context>
    <name>Headroom::SensitivityModel</name>
    <message>
        <source>Input</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>Input +20%</source>
        <translation>Параметр +20&#xa0;%</translation>
    </message>
    <message>
        <source>As planned</source>
        <translation>По плану</translation>
    </message>
    <message>
        <source>Input −20%</source>
        <translation>Параметр −20 %</translation>
    </message>
</context>
<context>
    <name>Headroom::SliderSpinBox</name>
    <message>
        <source>Slider on a logarithmic scale</source>
        <extracomment>accessible description of the slider half of a slider + spin box pair</extracomment>
        <translation>Ползунок с логарифмической шкалой</translation>
    </message>
</context>
<context>
    <name>Headroom::SpecJson</name>
    <message>
        <source>Field &quot;%1&quot; must be a number.</source>
        <translation>Поле «%1» должно быть числом.</translation>
    </message>
    <message>
        <source>Field &quot;%1&quot; is out of range: %2.</source>
        <translation>Поле «%1» вне допустимого диапазона: %2.</translation>
    </message>
    <message>
        <source>Field &quot;%1&quot; must be a non-negative number.</source>
        <translation>Поле «%1» должно быть неотрицательным числом.</translation>
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
        <source>Field &quot;%1&quot; is missing.</source>
        <translation>Поле &quot;%1&quot; отсутствует.</translation>
    </message>
    <message>
        <source>Model &quot;%1&quot;: unknown MTP layout &quot;%2&quot;.</source>
        <translation>Модель &quot;%1&quot;: неизвестная схема MTP &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Model &quot;%1&quot;: unknown layer FFN kind &quot;%2&quot;.</source>
        <translation>Модель «%1»: неизвестный тип FFN слоя «%2».</translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; has an interconnect domain below one GPU or a negative network bandwidth.</source>
        <translation>У GPU «%1» домен межсоединения меньше одного GPU или отрицательная пропускная способность сети.</translation>
    </message>
</context>
<context>
    <name>Headroom::Speed</name>
    <message numerus="yes">
        <source>The KV cache pool holds no sequence of %n tokens</source>
        <translation>
            <numerusform>Пул KV-кэша не вмещает ни одной последовательности из %n токена</numerusform>
            <numerusform>Пул KV-кэша не вмещает ни одной последовательности из %n токенов</numerusform>
            <numerusform>Пул KV-кэша не вмещает ни одной последовательности из %n токенов</numerusform>
        </translation>
    </message>
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
        <source>largest concurrency per replica with TPOT &lt;= %1 ms and TTFT &lt;= %2 ms (0 = no target) within the %3 sequences the KV pool and the engine allow: %4</source>
        <translation>наибольшая конкурентность на реплику при TPOT &lt;= %1&#xa0;мс и TTFT &lt;= %2&#xa0;мс (0 = без цели) в пределах %3 последовательностей, которые допускают пул KV и движок: %4</translation>
    </message>
    <message>
        <source>%1 requests/s at %2 sequences per replica: ceil(%3 / %1) = %4 replicas (%5 GPUs)</source>
        <translation>%1 запросов/с при %2 последовательностях на реплику: ceil(%3 / %1) = %4 реплик (%5 GPU)</translation>
    </message>
    <message>
        <source>%1 GB of weights / %2 GB/s from %3 + start-up %4 s = %5 s; load rate %6; start-up %7</source>
        <translation>%1&#xa0;ГБ весов / %2&#xa0;ГБ/с (%3) + запуск %4&#xa0;с = %5&#xa0;с; скорость загрузки: %6; запуск: %7</translation>
    </message>
    <message>
        <source>output: %1 per GPU-hour x %2 GPUs x 1e6 / (3600 x %3 tokens/s) = %4 per million; input (GPUs doing only prefill): %1 x %2 x 1e6 / (3600 x %5 tokens/s) = %6 per million</source>
        <translation>выходные токены: %1 за GPU-час × %2 GPU × 1e6 / (3600 × %3&#xa0;ток/с) = %4 за миллион; входные токены (GPU заняты только префиллом): %1 × %2 × 1e6 / (3600 × %5&#xa0;ток/с) = %6 за миллион</translation>
    </message>
    <message>
        <source>GPU class %1; MBU %2; MFU %3; step overhead %4; MoE scale %5 at one token per expert, 1 - (1 - scale) / tokens per hit expert above; TP&gt;=4 scale %6</source>
        <translation>класс GPU %1; MBU %2; MFU %3; накладные расходы шага %4; масштаб MoE %5 при одном токене на эксперта, выше — 1 − (1 − масштаб) / токенов на задействованного эксперта; масштаб при TP&gt;=4 %6</translation>
    </message>
    <message>
        <source>host link: %1 GB of offloaded layers and experts / %2 GB/s (GPU host link)</source>
        <translation>связь с хостом: %1&#xa0;ГБ выгруженных слоёв и экспертов / %2&#xa0;ГБ/с (связь GPU с хостом)</translation>
    </message>
    <message>
        <source>CPU launch %1 ms per layer x %2 layers = %3 ms (the step takes the longer of GPU and CPU time), %4</source>
        <translation>запуск ядер на CPU %1&#xa0;мс на слой × %2 слоёв = %3&#xa0;мс (шаг занимает большее из времени GPU и CPU), %4</translation>
    </message>
    <message>
        <source>scheduling efficiency %1</source>
        <translation>эффективность планирования %1</translation>
    </message>
    <message>
        <source>Speed estimates are for inference deployments</source>
        <translation>Оценки скорости доступны только для развёртываний в режиме инференса</translation>
    </message>
    <message>
        <source>The GPU has no memory bandwidth</source>
        <translation>У GPU не указана пропускная способность памяти</translation>
    </message>
    <message>
        <source>Latency targets and request rates cannot be negative</source>
        <translation>Целевые задержки и частота запросов не могут быть отрицательными</translation>
    </message>
    <message>
        <source>Price, curve length and load throughput cannot be negative</source>
        <translation>Цена, длина кривой и скорость загрузки не могут быть отрицательными</translation>
    </message>
    <message>
        <source>Efficiency factors must be greater than 0 and at most 1</source>
        <translation>Коэффициенты эффективности должны быть больше 0 и не больше 1</translation>
    </message>
    <message>
        <source>Latencies cannot be negative</source>
        <translation>Задержки не могут быть отрицательными</translation>
    </message>
    <message>
        <source>The share of experts in host memory must be between 0 and 1</source>
        <translation>Доля экспертов в памяти хоста должна быть от 0 до 1</translation>
    </message>
    <message>
        <source>The engine&apos;s batch limit must be at least 1</source>
        <translation>Лимит батча движка должен быть не меньше 1</translation>
    </message>
    <message>
        <source>No concurrency meets the targets: no replica count reaches the request rate</source>
        <translation>Цели не достигаются ни при какой конкурентности: ни одно число реплик не даёт нужной частоты запросов</translation>
    </message>
    <message>
        <source>The GPU states no link between GPUs; communication is taken at its memory bandwidth</source>
        <translation>У GPU не указана связь между GPU; для обмена данными взята его пропускная способность памяти</translation>
    </message>
    <message>
        <source>The GPU states no compute figure: compute time is left out</source>
        <translation>У GPU не указана вычислительная мощность: время вычислений не учитывается</translation>
    </message>
    <message>
        <source>No input or output length given: assumed %1 input and %2 output tokens from the context</source>
        <translation>Длины входа и выхода не заданы: из контекста принято %1 входных и %2 выходных токенов</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>FP4 (NVFP4 W4A4 on FP4 tensor cores)</source>
        <translation>FP4 (NVFP4 W4A4 на тензорных ядрах FP4)</translation>
    </message>
    <message>
        <source>BF16 (FP4 weights dequantized: W4A16 kernels)</source>
        <translation>BF16 (веса FP4 деквантуются: ядра W4A16)</translation>
    </message>
    <message>
        <source>The request rate cannot be negative</source>
        <translation>Частота запросов не может быть отрицательной</translation>
    </message>
    <message>
        <source>An open loop needs a request rate above 0 per second</source>
        <translation>Открытому циклу нужна частота запросов больше 0 в секунду</translation>
    </message>
    <message>
        <source>The spread of a length is a fraction from 0 to 1</source>
        <translation>Разброс длины — доля от 0 до 1</translation>
    </message>
    <message>
        <source>The share of other users&apos; prefills waited for must be between 0 and 1</source>
        <translation>Доля чужих префиллов в ожидании должна быть от 0 до 1</translation>
    </message>
    <message>
        <source>TPOT = decode step %1 ms / (1 - %2 share of GPU time on the other users&apos; prefills) = %3 ms: %4 users in a closed loop (each sends the next request when the last ends), %5 of them decoding at once on average, %6 requests/s</source>
        <translation>TPOT = шаг декодирования %1 мс / (1 - %2 доля времени GPU на префиллы других пользователей) = %3 мс: %4 пользователей в замкнутом цикле (каждый отправляет следующий запрос, когда закончился предыдущий), из них одновременно декодируют в среднем %5, %6 запросов/с</translation>
    </message>
    <message>
        <source>replicas: %1, concurrency B = %2 per replica; requests/s per replica = efficiency %3 x %2 / (TTFT %6 ms + (%4 - 1) x TPOT %5 ms) = %7 (Little&apos;s law); x %4 output tokens = %8 tokens/s per replica, %9 tokens/s in all; at the concurrency the pool and engine allow (%10): %11 tokens/s</source>
        <translation>реплик: %1, параллельных запросов B = %2 на реплику; запросов/с на реплику = эффективность %3 x %2 / (TTFT %6 мс + (%4 - 1) x TPOT %5 мс) = %7 (закон Литтла); x %4 выходных токенов = %8 ток/с на реплику, %9 ток/с всего; при параллельности, которую допускают пул и движок (%10): %11 ток/с</translation>
    </message>
    <message>
        <source>%1 sequences per replica are more than the KV pool and the engine allow at once (%2): the rest wait for a slot, which the TTFT includes; the other figures are at %2</source>
        <translation>%1 последовательностей на реплику — больше, чем пул KV и движок допускают одновременно (%2): остальные ждут свободного места, и TTFT это учитывает; прочие показатели даны для %2</translation>
    </message>
    <message>
        <source>At %1 requests/s the replicas cannot keep up: prefills take %2 % of each GPU&apos;s time and %3 requests would decode at once (at most %4); the queue grows without end and the latencies shown are a lower bound</source>
        <translation>При %1 запросах/с реплики не успевают: префиллы занимают %2 % времени каждого GPU, а одновременно декодировали бы %3 запросов (не больше %4); очередь растёт без конца, и показанные задержки — нижняя граница</translation>
    </message>
    <message>
        <source>x MoE prefill scale %1, %2</source>
        <translation>x множитель префилла MoE %1, %2</translation>
    </message>
    <message>
        <source>The prefix cache hit rate is a fraction from 0 to 1</source>
        <translation>Доля попаданий в кэш префиксов — от 0 до 1</translation>
    </message>
    <message>
        <source>The acceptance of drafted tokens is a fraction from 0 to 1</source>
        <translation>Доля принятых черновых токенов — от 0 до 1</translation>
    </message>
    <message>
        <source>speculative decoding (MTP): each step verifies %1 positions per sequence and, at acceptance %2 per drafted token, emits (1 - a^%1) / (1 - a) = %3 tokens; %4 drafts cost %5 of a step: time per token = step x (1 + %5) / %3</source>
        <translation>спекулятивное декодирование (MTP): каждый шаг проверяет %1 позиций на последовательность и при доле принятия %2 на черновой токен выдаёт (1 - a^%1) / (1 - a) = %3 токена; %4 черновиков стоят %5 шага: время на токен = шаг x (1 + %5) / %3</translation>
    </message>
    <message>
        <source>%1 of each prompt&apos;s %2 tokens come from the prefix cache: %3 tokens are prefilled</source>
        <translation>доля %1 из %2 токенов каждого промпта берётся из кэша префиксов: в префилл идут %3 токенов</translation>
    </message>
    <message>
        <source>%1 x %2 users x %3 ms (equal lengths keep the users in step: requests come in waves)</source>
        <translation>%1 x %2 пользователей x %3 мс (при равных длинах пользователи идут в ногу: запросы приходят волнами)</translation>
    </message>
    <message>
        <source>u / (2 (1 - u)) x %1 ms with u = %2 (varied lengths or random arrivals: an M/D/1 queue)</source>
        <translation>u / (2 (1 - u)) x %1 мс при u = %2 (разные длины или случайные поступления: очередь M/D/1)</translation>
    </message>
    <message>
        <source>TTFT = request overhead %1 ms + prefill %2 ms + waiting behind the other requests&apos; prefills %3 = %4 ms + waiting for a slot %5 ms = %6 ms; prefill of %7 tokens = max(compute %8 ms, weight read %9 ms) + communication %10 ms + overhead; compute = (2 x P x S + 2 x L x S^2 x heads x head_dim) = %11 TFLOP / (TP %12 x %13 TFLOPS x MFU %14)</source>
        <translation>TTFT = накладные расходы запроса %1 мс + префилл %2 мс + ожидание префиллов других запросов %3 = %4 мс + ожидание свободного места %5 мс = %6 мс; префилл %7 токенов = max(вычисления %8 мс, чтение весов %9 мс) + обмен %10 мс + накладные расходы; вычисления = (2 x P x S + 2 x L x S^2 x головы x head_dim) = %11 ТФЛОП / (TP %12 x %13 ТФЛОПС x MFU %14)</translation>
    </message>
    <message>
        <source>decode step = max(memory %1 ms, compute %2 ms) + communication %3 ms + host link %4 ms + step overhead %5 ms = %6 ms at B = %7 sequences (mean cached context %8 tokens); memory = (weights %9 GB + %10 experts hit x %11 GB / MoE scale %12 + KV %13 GB) per GPU, summed over the stages, / (%14 TB/s x MBU %15); compute = %7 x (%16 GFLOP per token per GPU + attention) / (%17 TFLOPS %18 x MFU %19); all-reduce 2 x L x (alpha %20 us x log2 T + 2(T-1)/T x B x %21 x 2 B / %22 GB/s, %23), TP %24, PP %25; bound: %26</source>
        <translation>шаг декодирования = max(память %1 мс, вычисления %2 мс) + обмен %3 мс + связь с хостом %4 мс + накладные расходы шага %5 мс = %6 мс при B = %7 последовательностях (средний кэшированный контекст %8 токенов); память = (веса %9 ГБ + %10 задействованных экспертов x %11 ГБ / множитель MoE %12 + KV %13 ГБ) на GPU, сумма по стадиям, / (%14 ТБ/с x MBU %15); вычисления = %7 x (%16 ГФЛОП на токен на GPU + внимание) / (%17 ТФЛОПС %18 x MFU %19); all-reduce 2 x L x (alpha %20 мкс x log2 T + 2(T-1)/T x B x %21 x 2 Б / %22 ГБ/с, %23), TP %24, PP %25; ограничение: %26</translation>
    </message>
    <message>
        <source>the network between nodes (%1 GB/s per GPU)</source>
        <translation>сеть между узлами (%1 ГБ/с на GPU)</translation>
    </message>
    <message>
        <source>expert parallelism EP %1: each GPU holds %2 of the %3 routed experts whole (sliced over %4 GPUs) and reads the %5 hit among them per layer, at MoE scale %6 (%7); each of the %8 MoE layers dispatches and combines its tokens over %9: 2 x (latency %10 us + B x %11 x 2 B x (EP - 1) / EP / %12 GB/s) = %13 ms in all, in place of the MLP all-reduce</source>
        <translation>экспертный параллелизм EP %1: каждый GPU хранит %2 из %3 маршрутизируемых экспертов целиком (с разбиением на %4 GPU) и читает %5 задействованных из них на слой, с коэффициентом MoE %6 (%7); каждый из %8 слоёв MoE рассылает и собирает свои токены через %9: 2 x (задержка %10 мкс + B x %11 x 2 Б x (EP - 1) / EP / %12 ГБ/с) = %13 мс всего, вместо all-reduce слоя MLP</translation>
    </message>
    <message>
        <source>attention data parallelism DP %1: %1 groups of %2 GPUs, each runs attention on its %3 of the %4 sequences and reads their KV only; attention weights split over %2 GPUs</source>
        <translation>параллелизм данных во внимании DP %1: %1 групп по %2 GPU, каждая считает внимание для своих %3 из %4 последовательностей и читает только их KV; веса внимания разделены на %2 GPU</translation>
    </message>
    <message>
        <source>TP %1 spans more GPUs than a node holds (%2): its collectives go over %3</source>
        <translation>TP %1 охватывает больше GPU, чем вмещает узел (%2): его коллективные операции идут через %3</translation>
    </message>
    <message>
        <source>%1 of the %2 pipeline hand-overs go to another node (%3 GPUs per node), over %4</source>
        <translation>%1 из %2 передач между стадиями конвейера идут на другой узел (%3 GPU на узел), через %4</translation>
    </message>
    <message>
        <source>the prefixes to keep, %1 users x %2 x %3 tokens, against the KV pool&apos;s room beside the running sequences: the GPU serves %4 of each prompt</source>
        <translation>префиксы для хранения, %1 польз. x %2 x %3 токенов, против места в пуле KV помимо идущих последовательностей: GPU отдаёт долю %4 каждого промпта</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>host memory</source>
        <translation>память хоста</translation>
    </message>
    <message>
        <source>KV offload to %1 (%2 GB per replica): %3 of each prompt is loaded from it, %4 tokens x %5 B/token = %6 GB / %7 GB/s = %8 ms per request; the tier does not raise the running sequences (KV must be on the GPU to decode)</source>
        <translation>выгрузка KV в %1 (%2&#xa0;ГБ на реплику): доля %3 каждого промпта загружается оттуда, %4 токенов x %5&#xa0;Б/токен = %6&#xa0;ГБ / %7&#xa0;ГБ/с = %8&#xa0;мс на запрос; этот уровень не увеличивает число идущих последовательностей (для декодирования KV должен быть на GPU)</translation>
    </message>
    <message>
        <source>speculative decoding with the draft model %1: a step = %2 draft decode steps of %3 ms (its own step at B = %4, TP %5, %6 weights) + one target step verifying %7 positions per sequence, %8 ms; at acceptance %9 per drafted token it emits (1 - a^%7) / (1 - a) = %10 tokens: time per token = (%2 x %3 + %8) / %10 ms</source>
        <translation>спекулятивное декодирование с черновой моделью %1: шаг = %2 шагов декодирования черновой модели по %3&#xa0;мс (её собственный шаг при B = %4, TP %5, веса %6) + один шаг основной модели, проверяющий %7 позиций на последовательность, %8&#xa0;мс; при доле принятия %9 на черновой токен он даёт (1 - a^%7) / (1 - a) = %10 токенов: время на токен = (%2 x %3 + %8) / %10&#xa0;мс</translation>
    </message>
    <message>
        <source>the prefill includes the draft model&apos;s own prefill of the prompt, %1 ms</source>
        <translation>префилл включает собственный префилл промпта черновой моделью, %1&#xa0;мс</translation>
    </message>
    <message>
        <source>prefill pool</source>
        <translation>пул префилла</translation>
    </message>
    <message>
        <source>decode pool</source>
        <translation>пул декодирования</translation>
    </message>
    <message>
        <source>The prefill pool needs from 1 to %1 replicas</source>
        <translation>Пулу префилла нужно от 1 до %1 реплик</translation>
    </message>
    <message>
        <source>The prefill pool&apos;s tensor parallel size must be from 1 to 1024 (0 = the configuration&apos;s)</source>
        <translation>Тензорный параллелизм пула префилла должен быть от 1 до 1024 (0 = как в конфигурации)</translation>
    </message>
    <message>
        <source>The prefill pool does not fit: each %1 needs %2 GB more for the weights and the KV of %3 prompts of %4 tokens</source>
        <translation>Пул префилла не помещается: каждому %1 не хватает %2 ГБ на веса и KV %3 промптов по %4 токенов</translation>
    </message>
    <message>
        <source>At %1 requests/s the %2 cannot keep up (prefill pool %3 requests/s, decode pool %4 requests/s): the queue grows without end and the latencies shown are a lower bound</source>
        <translation>При %1 запросах/с не справляется %2 (пул префилла %3 запросов/с, пул декодирования %4 запросов/с): очередь растёт без конца, показанные задержки — нижняя граница</translation>
    </message>
    <message>
        <source>disaggregated: prefill pool %1 x %2 (TP %3) computes %4 prompts/s (%1 / %5 ms per prompt in a busy batch), busy %6; KV transfer %7 GB per prompt over %8 at %9 GB/s = %10 ms; decode pool (replicas: %11, GPUs: %12) finishes %13 requests/s at %14 sequences each (%11 x b / ((%15 - 1) x step %16 ms)); request rate = min(%4, %13) = %17 requests/s, bound by the %18; now %19 requests/s, %20 tokens/s; best split of the %21 GPUs: %22 prefill : %23 decode replicas, %24 requests/s%25</source>
        <translation>раздельное обслуживание: пул префилла %1 × %2 (TP %3) обрабатывает %4 промптов/с (%1 / %5 мс на промпт в загруженном батче), занят на %6; передача KV %7 ГБ на промпт по %8 со скоростью %9 ГБ/с = %10 мс; пул декодирования (реплик: %11, GPU: %12) завершает %13 запросов/с при %14 последовательностях на реплику (%11 × b / ((%15 - 1) × шаг %16 мс)); темп запросов = min(%4, %13) = %17 запросов/с, узкое место — %18; сейчас %19 запросов/с, %20 ток/с; лучшее разделение %21 GPU: %22 префилл : %23 декодирование, %24 запросов/с%25</translation>
    </message>
    <message>
        <source>the network between nodes (InfiniBand 400 Gb/s per GPU, assumed)</source>
        <translation>сеть между узлами (InfiniBand 400 Гбит/с на GPU, допущение)</translation>
    </message>
    <message>
        <source> within the TTFT and TPOT targets</source>
        <translation> в пределах целей TTFT и TPOT</translation>
    </message>
    <message>
        <source>output: (decode pool %1 per GPU-hour x %2 GPUs + prefill pool %3 x %4 GPUs) x 1e6 / (3600 x %5 tokens/s) = %6 per million; input (the prefill pool): %3 x %4 x 1e6 / (3600 x %7 tokens/s) = %8 per million</source>
        <translation>выходные токены: (пул декодирования %1 за GPU-час × %2 GPU + пул префилла %3 × %4 GPU) × 1e6 / (3600 × %5 ток/с) = %6 за миллион; входные токены (пул префилла): %3 × %4 × 1e6 / (3600 × %7 ток/с) = %8 за миллион</translation>
    </message>
    <message>
        <source>TTFT = request overhead %1 ms + prefill on the prefill pool %2 ms + waiting for a prefill replica %3 ms (u / (2 (1 - u)) x %4 ms, u = %5 of %6 replicas, an M/D/1 queue) + KV transfer %7 ms + waiting for a slot %8 ms = %9 ms; prefill of %10 tokens on %11 (TP %12) = max(compute %13 ms, weight read %14 ms) + communication %15 ms + overhead, at %16 TFLOPS x MFU %17</source>
        <translation>TTFT = накладные расходы запроса %1 мс + префилл в пуле префилла %2 мс + ожидание реплики префилла %3 мс (u / (2 (1 - u)) × %4 мс, u = %5 для %6 реплик, очередь M/D/1) + передача KV %7 мс + ожидание слота %8 мс = %9 мс; префилл %10 токенов на %11 (TP %12) = max(вычисления %13 мс, чтение весов %14 мс) + связь %15 мс + накладные расходы, при %16 TFLOPS × MFU %17</translation>
    </message>
    <message>
        <source>TPOT = decode step %1 ms: the decode pool (%2 replicas) computes no prefill, %3 sequences decoding at once per replica, %4 requests/s per replica</source>
        <translation>TPOT = шаг декодирования %1 мс: пул декодирования (реплик: %2) не выполняет префилл, одновременно декодируют %3 последовательностей на реплику, %4 запросов/с на реплику</translation>
    </message>
    <message>
        <source>The prefill pool&apos;s GPU &quot;%1&quot; is not in the catalog</source>
        <translation>GPU пула префилла «%1» нет в каталоге</translation>
    </message>
    <message>
        <source>Prefill pool: %1</source>
        <translation>Пул префилла: %1</translation>
    </message>
    <message>
        <source>on GPUs shared with %1: each step also waits %2 ms for their steps, TPOT %3 ms + %2 ms = %4 ms</source>
        <translation>на GPU вместе с %1: каждый шаг ещё ждёт их шагов %2&#xa0;мс, TPOT %3&#xa0;мс + %2&#xa0;мс = %4&#xa0;мс</translation>
    </message>
    <message>
        <source>the prefill interleaves with the steps of %1: TTFT %2 ms x %3 = %4 ms</source>
        <translation>префилл чередуется с шагами %1: TTFT %2&#xa0;мс × %3 = %4&#xa0;мс</translation>
    </message>
    <message>
        <source>MFU %1; request overhead %2 (%3 ms when the replica is idle, %4); share of the others&apos; prefills %5</source>
        <translation>MFU %1; накладные расходы на запрос %2 (%3 мс, когда реплика простаивает, %4); доля чужих префиллов %5</translation>
    </message>
    <message>
        <source>CPU work per running sequence %1 us x %2 = %3 ms, beside the GPU&apos;s step (the step takes the longer), %4</source>
        <translation>работа CPU на выполняемую последовательность %1&#xa0;мкс × %2 = %3&#xa0;мс, параллельно шагу GPU (шаг занимает большее), %4</translation>
    </message>
    <message>
        <source>the CPU</source>
        <translation>CPU</translation>
    </message>
</context>
<context>
    <name>Headroom::SpeedChart</name>
    <message>
        <source>No speed estimate</source>
        <translation>Нет оценки скорости</translation>
    </message>
    <message>
        <source>Concurrent sequences per replica</source>
        <translation>Одновременные последовательности на реплику</translation>
    </message>
    <message>
        <source>Speed vs concurrency</source>
        <translation>Скорость в зависимости от конкурентности</translation>
    </message>
    <message>
        <source>Per user (tokens/s)</source>
        <translation>На пользователя (ток/с)</translation>
    </message>
    <message>
        <source>Total per replica (tokens/s)</source>
        <translation>Всего на реплику (ток/с)</translation>
    </message>
    <message>
        <source>Latency vs concurrency</source>
        <translation>Задержка в зависимости от конкурентности</translation>
    </message>
    <message>
        <source>Time per output token (ms)</source>
        <translation>Время на выходной токен (мс)</translation>
    </message>
    <message>
        <source>Time to first token (s)</source>
        <translation>Время до первого токена (с)</translation>
    </message>
    <message>
        <source>per user</source>
        <translation>на пользователя</translation>
    </message>
    <message>
        <source>total</source>
        <translation>всего</translation>
    </message>
    <message>
        <source>%1 sequences: %2</source>
        <translation>%1 посл.: %2</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT target (%1 per user)</source>
        <translation>Цель TPOT (%1 на пользователя)</translation>
    </message>
    <message>
        <source>TPOT target %1</source>
        <translation>Цель TPOT %1</translation>
    </message>
    <message>
        <source>TTFT target %1</source>
        <translation>Цель TTFT %1</translation>
    </message>
    <message>
        <source>operating point (%1 sequences)</source>
        <translation>рабочая точка (%1 посл.)</translation>
    </message>
</context>
<context>
    <name>Headroom::TrainingEditor</name>
    <message>
        <source>Flash attentio&amp;n</source>
        <translation>Flash attentio&amp;n</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Обучение</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>&amp;Оптимизатор:</translation>
    </message>
    <message>
        <source>Se&amp;quence length (tokens):</source>
        <translation>&amp;Длина последовательности (токены):</translation>
    </message>
    <message>
        <source>LoRA &amp;rank:</source>
        <translation>Ран&amp;г LoRA:</translation>
    </message>
    <message>
        <source>LoRA &amp;targets:</source>
        <translation>&amp;Целевые модули LoRA:</translation>
    </message>
    <message>
        <source>Gradient chec&amp;kpointing</source>
        <translation>Gradient chec&amp;kpointing</translation>
    </message>
    <message>
        <source>Paged optimi&amp;zer</source>
        <translation>Paged-оптимиза&amp;тор</translation>
    </message>
    <message>
        <source>M&amp;icro-batch:</source>
        <translation>Микро&amp;батч:</translation>
    </message>
    <message>
        <source>ZeRO / F&amp;SDP:</source>
        <translation>ZeRO / F&amp;SDP:</translation>
    </message>
    <message>
        <source>Offlo&amp;ad:</source>
        <translation>В&amp;ыгрузка:</translation>
    </message>
    <message>
        <source> M tokens</source>
        <translation> млн токенов</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>не указан</translation>
    </message>
    <message>
        <source>Dataset:</source>
        <translation>Датасет:</translation>
    </message>
    <message>
        <source>Epochs:</source>
        <translation>Эпохи:</translation>
    </message>
</context>
<context>
    <name>Headroom::UsefulHourChart</name>
    <message>
        <source>Cost per useful GPU-hour</source>
        <translation>Стоимость полезного GPU-часа</translation>
    </message>
    <message>
        <source>Utilisation %1: %2</source>
        <translation>Загрузка %1: %2</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Загрузка</translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation>%1 за GPU-час</translation>
    </message>
    <message>
        <source>Breakeven %1</source>
        <translation>Безубыточность %1</translation>
    </message>
    <message>
        <source>No breakeven up to 100%</source>
        <translation>Нет безубыточности вплоть до 100&#xa0;%</translation>
    </message>
</context>
<context>
    <name>Headroom::VramBar</name>
    <message>
        <source>%1 of %2</source>
        <extracomment>used memory of a GPU against its capacity: &quot;62.3 GiB of 79.2 GiB&quot;</extracomment>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, %3&lt;br&gt;%4 (%5 of the GPU)&lt;br&gt;&lt;small&gt;%6&lt;/small&gt;</source>
        <extracomment>tooltip: part of a GPU&apos;s memory; %1 = part, %2 = model, %3 = GPU</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2, %3&lt;br&gt;%4 (%5 памяти GPU)&lt;br&gt;&lt;small&gt;%6&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Free&lt;/b&gt;, %1&lt;br&gt;%2 of %3 unused</source>
        <translation>&lt;b&gt;Свободно&lt;/b&gt;, %1&lt;br&gt;не занято %2 из %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Over capacity&lt;/b&gt;, %1&lt;br&gt;%2 more than the %3 this GPU has</source>
        <translation>&lt;b&gt;Сверх ёмкости&lt;/b&gt;, %1&lt;br&gt;на %2 больше, чем %3 у этого GPU</translation>
    </message>
    <message>
        <source>GPU %1: %2 used of %3</source>
        <translation>GPU %1: занято %2 из %3</translation>
    </message>
    <message>
        <source>over capacity by %1</source>
        <translation>сверх ёмкости на %1</translation>
    </message>
    <message>
        <source>free %1</source>
        <translation>свободно %1</translation>
    </message>
    <message>
        <source>%1 · stage %2, layers %3–%4</source>
        <extracomment>%1 = GPU name, %2 = pipeline stage, %3-%4 = layer range</extracomment>
        <translation>%1 · этап %2, слои %3–%4</translation>
    </message>
</context>
<context>
    <name>Headroom::WorkloadEditor</name>
    <message>
        <source>Workload</source>
        <translation>Нагрузка</translation>
    </message>
    <message>
        <source>Concurrent &amp;sequences:</source>
        <translation>&amp;Одновременных последовательностей:</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>Одновременные последовательности</translation>
    </message>
    <message>
        <source>Context in tokens</source>
        <translation>Контекст в токенах</translation>
    </message>
    <message>
        <source>not split</source>
        <extracomment>a token count of 0: the context above is used instead</extracomment>
        <translation>без разбивки</translation>
    </message>
    <message>
        <source>&amp;Input tokens:</source>
        <translation>Вход&amp;ные токены:</translation>
    </message>
    <message>
        <source>&amp;Output tokens:</source>
        <translation>Выходн&amp;ые токены:</translation>
    </message>
    <message>
        <source>Service-level targets</source>
        <translation>Целевые показатели (SLO)</translation>
    </message>
    <message>
        <source> req/s</source>
        <extracomment>suffix of a spin box: requests per second</extracomment>
        <translation>&#xa0;запр./с</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>без цели</translation>
    </message>
    <message>
        <source>The context is input + output tokens: %1. Set both to &quot;not split&quot; to set it here.</source>
        <translation>Контекст — это входные + выходные токены: %1. Чтобы задать его здесь, установите для обоих «без разбивки».</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Поток запросов</translation>
    </message>
    <message>
        <source>Closed loop (users)</source>
        <translation>Замкнутый цикл</translation>
    </message>
    <message>
        <source>Open loop (a rate)</source>
        <translation>Открытый цикл</translation>
    </message>
    <message>
        <source>Closed loop: each user sends the next request when the last one ends, as serving benchmarks do. Open loop: requests arrive at random (Poisson) at the rate below, whatever the latency.</source>
        <translation>Замкнутый цикл: каждый пользователь отправляет следующий запрос, когда закончился предыдущий, как в бенчмарках обслуживания. Открытый цикл: запросы приходят случайно (по Пуассону) с частотой ниже, независимо от задержки.</translation>
    </message>
    <message>
        <source>Arrivals:</source>
        <translation>Поступление:</translation>
    </message>
    <message>
        <source>Arrival rate:</source>
        <translation>Частота поступления:</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>постоянная</translation>
    </message>
    <message>
        <source>uniform</source>
        <extracomment>lengths drawn evenly around the mean, +- the spread</extracomment>
        <translation>равномерная</translation>
    </message>
    <message>
        <source>exponential</source>
        <translation>экспоненциальная</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Input lengths:</source>
        <translation>Длины входа:</translation>
    </message>
    <message>
        <source>Input spread:</source>
        <translation>Разброс входа:</translation>
    </message>
    <message>
        <source>Output lengths:</source>
        <translation>Длины выхода:</translation>
    </message>
    <message>
        <source>Output spread:</source>
        <translation>Разброс выхода:</translation>
    </message>
    <message>
        <source>±</source>
        <extracomment>a spread of lengths around their mean, in percent</extracomment>
        <translation>±</translation>
    </message>
    <message>
        <source>Uniform lengths lie within the mean ± this share of it</source>
        <translation>Равномерные длины лежат в пределах среднего ± этой его доли</translation>
    </message>
    <message>
        <source>The share of each prompt already in the prefix cache (a shared system prompt, earlier turns): it is not prefilled again</source>
        <translation>Доля каждого промпта, уже находящаяся в кэше префиксов (общий системный промпт, прежние реплики): её префилл не повторяется</translation>
    </message>
    <message>
        <source>Prefix cache hits:</source>
        <translation>Попадания в кэш префиксов:</translation>
    </message>
    <message>
        <source>Conte&amp;xt (tokens):</source>
        <translation>Кон&amp;текст (токены):</translation>
    </message>
    <message>
        <source>Time per output token (TPOT):</source>
        <translation>Время на выходной токен (TPOT):</translation>
    </message>
    <message>
        <source>Time to first token (TTFT):</source>
        <translation>Время до первого токена (TTFT):</translation>
    </message>
    <message>
        <source>Request rate:</source>
        <translation>Частота запросов:</translation>
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
</TS>
