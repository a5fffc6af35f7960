<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en">
<context>
    <name>Headroom::AddConfigurationDialog</name>
    <message>
        <source>Add Configuration</source>
        <translation>Dodaj konfigurację</translation>
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
        <translation>Liczba GPU</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Równoległość tensorowa</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Równoległość potokowa</translation>
    </message>
    <message>
        <source>&amp;Count:</source>
        <translation>&amp;Liczba:</translation>
    </message>
    <message>
        <source>&amp;Tensor parallel:</source>
        <translation>Równoległość &amp;tensorowa:</translation>
    </message>
    <message>
        <source>&amp;Pipeline parallel:</source>
        <translation>Równoległość &amp;potokowa:</translation>
    </message>
    <message>
        <source>Choose a GPU from the catalog.</source>
        <translation>Wybierz GPU z katalogu.</translation>
    </message>
    <message>
        <source>A replica needs TP × PP = %1 GPUs; the configuration has %2.</source>
        <translation>Replika wymaga TP × PP = %1 GPU, a konfiguracja ma %2.</translation>
    </message>
</context>
<context>
    <name>Headroom::Advisor</name>
    <message numerus="yes">
        <source>%1: memory: the KV pool holds %2 sequences per replica, so %n replica(s)</source>
        <translation>
            <numerusform>%1: pamięć: pula KV mieści %2 sekwencji na replikę, więc %n replika</numerusform>
            <numerusform>%1: pamięć: pula KV mieści %2 sekwencji na replikę, więc %n repliki</numerusform>
            <numerusform>%1: pamięć: pula KV mieści %2 sekwencji na replikę, więc %n replik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2: the latency targets allow %3 sequences per replica (the KV pool holds %4), so %n replica(s)</source>
        <translation>
            <numerusform>%1: %2: cele opóźnień dopuszczają %3 sekwencji na replikę (pula KV mieści %4), więc %n replika</numerusform>
            <numerusform>%1: %2: cele opóźnień dopuszczają %3 sekwencji na replikę (pula KV mieści %4), więc %n repliki</numerusform>
            <numerusform>%1: %2: cele opóźnień dopuszczają %3 sekwencji na replikę (pula KV mieści %4), więc %n replik</numerusform>
        </translation>
    </message>
    <message>
        <source>close to the budget</source>
        <translation>blisko budżetu</translation>
    </message>
    <message>
        <source>close to the power limit (%1 of %2 kW)</source>
        <translation>blisko limitu mocy (%1 z %2 kW)</translation>
    </message>
    <message>
        <source>close to the most GPUs or nodes</source>
        <translation>blisko limitu GPU lub węzłów</translation>
    </message>
    <message>
        <source>costs %1 more per month than the first plan (%2 against %3)</source>
        <translation>kosztuje o %1 miesięcznie więcej niż pierwszy plan (%2 wobec %3)</translation>
    </message>
    <message>
        <source>costs the same as the first plan but is slower per user (%1 against %2 tokens/s)</source>
        <translation>kosztuje tyle co pierwszy plan, ale jest wolniejszy na użytkownika (%1 wobec %2 tokenów/s)</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>pamięć</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>przepustowość pamięci</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>obliczenia</translation>
    </message>
    <message>
        <source>GPU links</source>
        <translation>łącza GPU</translation>
    </message>
    <message>
        <source>power</source>
        <translation>moc</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>budżet</translation>
    </message>
    <message>
        <source>most GPUs</source>
        <translation>limit GPU</translation>
    </message>
    <message>
        <source>weights larger than the replica&apos;s memory</source>
        <translation>wagi większe niż pamięć repliki</translation>
    </message>
    <message>
        <source>does not fit in memory</source>
        <translation>nie mieści się w pamięci</translation>
    </message>
    <message>
        <source>slower than the TPOT target at one user</source>
        <translation>wolniej niż cel TPOT już przy jednym użytkowniku</translation>
    </message>
    <message>
        <source>no concurrency meets the latency targets</source>
        <translation>żadna współbieżność nie spełnia celów opóźnień</translation>
    </message>
    <message>
        <source>more GPUs or nodes than allowed</source>
        <translation>więcej GPU lub węzłów niż dozwolono</translation>
    </message>
    <message>
        <source>over the power limit</source>
        <translation>ponad limit mocy</translation>
    </message>
    <message>
        <source>over the budget</source>
        <translation>ponad budżet</translation>
    </message>
    <message>
        <source>engine or format not supported</source>
        <translation>silnik lub format nieobsługiwany</translation>
    </message>
    <message>
        <source>dominated by a cheaper, faster plan</source>
        <translation>zdominowany przez tańszy i szybszy plan</translation>
    </message>
    <message>
        <source>costs over the cap, a multiple of the cheapest plan</source>
        <translation>droższy niż limit (wielokrotność najtańszego planu)</translation>
    </message>
    <message>
        <source>No plan serves the workload within the constraints: see the rejected candidates</source>
        <translation>Żaden plan nie obsłuży obciążenia w ramach ograniczeń: zobacz odrzuconych kandydatów</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 = a field of the workload file (&quot;models[0].tpot_ms&quot;), %2 = what is wrong with it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>must be a number of at least %1</source>
        <translation>musi być liczbą nie mniejszą niż %1</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2</source>
        <translation>musi być liczbą od %1 do %2</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>musi być tekstem</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>musi być true lub false</translation>
    </message>
    <message>
        <source>must be a list of strings</source>
        <translation>musi być listą tekstów</translation>
    </message>
    <message>
        <source>is not a known key</source>
        <translation>nieznany klucz</translation>
    </message>
    <message>
        <source>unknown id &quot;%1&quot;</source>
        <translation>nieznany id „%1”</translation>
    </message>
    <message>
        <source>must be &quot;fixed&quot;, &quot;uniform&quot; or &quot;exponential&quot;</source>
        <translation>musi być &quot;fixed&quot;, &quot;uniform&quot; lub &quot;exponential&quot;</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>musi być obiektem</translation>
    </message>
    <message>
        <source>a catalog model id is required</source>
        <translation>wymagany jest id modelu z katalogu</translation>
    </message>
    <message>
        <source>must be &quot;mean&quot;, &quot;p50&quot;, &quot;p90&quot; or &quot;p99&quot;</source>
        <translation>musi być &quot;mean&quot;, &quot;p50&quot;, &quot;p90&quot; lub &quot;p99&quot;</translation>
    </message>
    <message>
        <source>must be USD, EUR, RUB or PLN</source>
        <translation>musi być USD, EUR, RUB lub PLN</translation>
    </message>
    <message>
        <source>at least one model is required</source>
        <translation>wymagany jest co najmniej jeden model</translation>
    </message>
    <message>
        <source>at most %1 models</source>
        <translation>najwyżej %1 modeli</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in the catalog</source>
        <translation>„%1” nie ma w katalogu</translation>
    </message>
    <message>
        <source>give the concurrent users or a request rate</source>
        <translation>podaj równoczesnych użytkowników lub częstość żądań</translation>
    </message>
    <message>
        <source>give the concurrent users or a request rate, not both</source>
        <translation>podaj równoczesnych użytkowników lub częstość żądań, nie oba</translation>
    </message>
    <message>
        <source>must be at least the average rate</source>
        <translation>musi być co najmniej równe średniej częstości</translation>
    </message>
    <message>
        <source>must be a list of models</source>
        <translation>musi być listą modeli</translation>
    </message>
    <message>
        <source>The workload is not valid JSON: %1 (at byte %2)</source>
        <translation>Obciążenie nie jest poprawnym JSON: %1 (bajt %2)</translation>
    </message>
    <message>
        <source>The workload must be a JSON object</source>
        <translation>Obciążenie musi być obiektem JSON</translation>
    </message>
    <message>
        <source>The plan added from the advisor (%1) no longer meets the workload with the plan&apos;s prices and catalog now: run the advisor again.</source>
        <translation>Plan dodany z doradcy (%1) nie spełnia już obciążenia przy obecnych cenach i katalogu planu: uruchom doradcę ponownie.</translation>
    </message>
    <message numerus="yes">
        <source>%1: the TTFT target needs a prefill pool of %n replica(s) on %2 (a prompt alone %3 ms, its KV transfer %4 ms)</source>
        <translation>
            <numerusform>%1: cel TTFT wymaga puli prefill z %n repliką na %2 (sam prompt %3 ms, przesył KV %4 ms)</numerusform>
            <numerusform>%1: cel TTFT wymaga puli prefill z %n replikami na %2 (sam prompt %3 ms, przesył KV %4 ms)</numerusform>
            <numerusform>%1: cel TTFT wymaga puli prefill z %n replikami na %2 (sam prompt %3 ms, przesył KV %4 ms)</numerusform>
        </translation>
    </message>
    <message>
        <source>have %1</source>
        <extracomment>GPUs the user already has, used by this part of a plan</extracomment>
        <translation>własne %1</translation>
    </message>
    <message>
        <source>own %1</source>
        <extracomment>GPUs bought for this part of a plan</extracomment>
        <translation>zakup %1</translation>
    </message>
    <message>
        <source>rent up to %1, %2 GPU-h/month</source>
        <extracomment>%1 = the most GPUs rented at once, %2 = GPU-hours rented per month</extracomment>
        <translation>wynajem do %1, %2 GPU-h/mies.</translation>
    </message>
    <message>
        <source>%1, shared with %2</source>
        <extracomment>a part whose GPUs serve other models too (packing); %2: their ids</extracomment>
        <translation>%1, GPU wspólne z %2</translation>
    </message>
    <message>
        <source>%1 shares its GPUs with %2: each step waits for theirs, TPOT %3 ms (alone %4 ms)</source>
        <translation>%1 dzieli GPU z %2: każdy krok czeka na ich kroki, TPOT %3 ms (osobno %4 ms)</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>termin</translation>
    </message>
    <message>
        <source>%1 does not run PyTorch training</source>
        <translation>%1 nie uruchamia treningu w PyTorch</translation>
    </message>
    <message>
        <source>does not fit in memory on up to %1 GPUs</source>
        <translation>nie mieści się w pamięci na maks. %1 GPU</translation>
    </message>
    <message>
        <source>deadline: %1 h needs %2 GPUs (memory needs %3)</source>
        <translation>termin: %1 h wymaga GPU: %2 (pamięć: %3)</translation>
    </message>
    <message>
        <source>memory: the fewest GPUs it fits on: %1</source>
        <translation>pamięć: najmniej GPU, na których się mieści: %1</translation>
    </message>
    <message>
        <source>cannot finish within %1 h on up to %2 GPUs</source>
        <translation>nie zdąży w %1 h na maks. %2 GPU</translation>
    </message>
    <message>
        <source>Training job %1 (%2): no allowed GPU runs it by its deadline (%3)</source>
        <translation>Zadanie treningowe %1 (%2): żaden dozwolony GPU nie zdąży w terminie (%3)</translation>
    </message>
    <message>
        <source>must be a list of 24 hourly factors of at least 0</source>
        <translation>musi być listą 24 współczynników godzinowych nie mniejszych niż 0</translation>
    </message>
    <message>
        <source>must be &quot;full&quot;, &quot;lora&quot; or &quot;qlora&quot;</source>
        <translation>musi być &quot;full&quot;, &quot;lora&quot; lub &quot;qlora&quot;</translation>
    </message>
    <message>
        <source>the trained tokens (every epoch counted) are required</source>
        <translation>wymagana jest liczba trenowanych tokenów (wliczając wszystkie epoki)</translation>
    </message>
    <message>
        <source>must be 0, 1, 2 or 3</source>
        <translation>musi być 0, 1, 2 lub 3</translation>
    </message>
    <message>
        <source>must be &quot;rent&quot;, &quot;own&quot;, &quot;either&quot; or &quot;hybrid&quot;</source>
        <translation>musi być &quot;rent&quot;, &quot;own&quot;, &quot;either&quot; lub &quot;hybrid&quot;</translation>
    </message>
    <message>
        <source>must be a list of {&quot;gpu&quot;: id, &quot;count&quot;: n}</source>
        <translation>musi być listą {&quot;gpu&quot;: id, &quot;count&quot;: n}</translation>
    </message>
    <message>
        <source>a catalog GPU id is required</source>
        <translation>wymagany jest identyfikator GPU z katalogu</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>musi być liczbą całkowitą od %1 do %2</translation>
    </message>
    <message>
        <source>must be &quot;auto&quot;, &quot;off&quot; or &quot;only&quot;</source>
        <translation>musi być &quot;auto&quot;, &quot;off&quot; lub &quot;only&quot;</translation>
    </message>
    <message>
        <source>at most %1 training jobs</source>
        <translation>co najwyżej %1 zadań treningowych</translation>
    </message>
    <message>
        <source>must not be all zero</source>
        <translation>nie może zawierać samych zer</translation>
    </message>
    <message>
        <source>needs requests_per_second (not users)</source>
        <translation>wymaga requests_per_second (nie users)</translation>
    </message>
    <message>
        <source>give a daily profile or a peak rate, not both</source>
        <translation>podaj profil dobowy albo szczytowe natężenie, nie oba</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is given twice</source>
        <translation>&quot;%1&quot; podano dwa razy</translation>
    </message>
    <message>
        <source>needs constraints.owned</source>
        <translation>wymaga constraints.owned</translation>
    </message>
    <message>
        <source>must be a list of training jobs</source>
        <translation>musi być listą zadań treningowych</translation>
    </message>
    <message>
        <source>The budget in %1 cannot be compared with plans in %2: %3</source>
        <translation>Budżetu w %1 nie można porównać z planami w %2: %3</translation>
    </message>
    <message>
        <source>purchase, on demand</source>
        <translation>zakup, na żądanie</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>zakup</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>na żądanie</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Left out for want of a price in the price book or the catalog: %1. Add a dated price to the price book to rank them.</source>
        <translation>Pominięte z braku ceny w cenniku i w katalogu: %1. Dodaj do cennika cenę z datą, aby je uwzględnić w rankingu.</translation>
    </message>
    <message numerus="yes">
        <source>Bought together with %2 as %1; this model&apos;s share: %n GPU(s).</source>
        <extracomment>%1: the units (&quot;1 x HGX H100 8-GPU server (8 GPUs), 8 used&quot;); %2: the other models; %n: this model&apos;s GPUs in them</extracomment>
        <translation>
            <numerusform>Kupione razem z %2 jako %1; udział tego modelu: %n GPU.</numerusform>
            <numerusform>Kupione razem z %2 jako %1; udział tego modelu: %n GPU.</numerusform>
            <numerusform>Kupione razem z %2 jako %1; udział tego modelu: %n GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>the engine&apos;s CPU</source>
        <translation>CPU silnika</translation>
    </message>
</context>
<context>
    <name>Headroom::AdvisorDialog</name>
    <message>
        <source>Advisor: what to buy or rent</source>
        <translation>Doradca: co kupić lub wynająć</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Obciążenie</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>Ograniczenia</translation>
    </message>
    <message>
        <source>Add Mo&amp;del</source>
        <translation>&amp;Dodaj model</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>Usu&amp;ń</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <source>&amp;Traffic:</source>
        <translation>Rodzaj r&amp;uchu:</translation>
    </message>
    <message>
        <source>&amp;Users:</source>
        <translation>Liczba u&amp;żytkowników:</translation>
    </message>
    <message>
        <source>Requests/s, avera&amp;ge:</source>
        <translation>Zapytania/s, śr&amp;ednio:</translation>
    </message>
    <message>
        <source>Requests/s, pea&amp;k:</source>
        <translation>Zapytania/s, &amp;szczyt:</translation>
    </message>
    <message>
        <source>&amp;Input tokens:</source>
        <translation>Tokeny we&amp;jściowe:</translation>
    </message>
    <message>
        <source>&amp;Output tokens:</source>
        <translation>Tokeny w&amp;yjściowe:</translation>
    </message>
    <message>
        <source>TT&amp;FT target:</source>
        <translation>Cel TT&amp;FT:</translation>
    </message>
    <message>
        <source>TPOT targ&amp;et:</source>
        <translation>Cel TP&amp;OT:</translation>
    </message>
    <message>
        <source>Targets hold &amp;at:</source>
        <translation>&amp;Percentyl celów:</translation>
    </message>
    <message>
        <source>G&amp;PUs (none ticked: all):</source>
        <translation>&amp;GPU (brak zaznaczeń: wszystkie):</translation>
    </message>
    <message>
        <source>Engines:</source>
        <translation>Silniki:</translation>
    </message>
    <message>
        <source>Mo&amp;st GPUs:</source>
        <translation>Ma&amp;ks. liczba GPU:</translation>
    </message>
    <message>
        <source>Most nodes:</source>
        <translation>Maks. liczba węzłów:</translation>
    </message>
    <message>
        <source>Most po&amp;wer:</source>
        <translation>Maks. mo&amp;c:</translation>
    </message>
    <message>
        <source>Power per rack:</source>
        <translation>Moc na szafę:</translation>
    </message>
    <message>
        <source>Budget per mont&amp;h:</source>
        <translation>&amp;Budżet miesięczny:</translation>
    </message>
    <message>
        <source>Up-front budget:</source>
        <translation>Budżet na zakup:</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>&amp;Waluta:</translation>
    </message>
    <message>
        <source>Hori&amp;zon:</source>
        <translation>&amp;Horyzont:</translation>
    </message>
    <message>
        <source>Pa&amp;y by:</source>
        <translation>Pł&amp;atność:</translation>
    </message>
    <message>
        <source>Mi&amp;xed fleet: models may run on different GPU types</source>
        <translation>M&amp;ieszana flota: modele na różnych typach GPU</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>Równocześni użytkownicy</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>Zapytania na sekundę</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Średnia</translation>
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
        <translation>Taniej z wynajmu i zakupu</translation>
    </message>
    <message>
        <source>Renting on demand</source>
        <translation>Wynajem na żądanie</translation>
    </message>
    <message>
        <source>Owning</source>
        <translation>Zakup</translation>
    </message>
    <message>
        <source>The plan&apos;s (%1)</source>
        <translation>Waluta planu (%1)</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>Koszt miesięczny</translation>
    </message>
    <message>
        <source>Cost per 1M output tokens</source>
        <translation>Koszt 1 mln tokenów wyjściowych</translation>
    </message>
    <message>
        <source>Chart:</source>
        <translation>Wykres:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>bez limitu</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source> ms</source>
        <translation>&#xa0;ms</translation>
    </message>
    <message>
        <source> kW</source>
        <translation>&#xa0;kW</translation>
    </message>
    <message>
        <source> months</source>
        <translation>&#xa0;mies.</translation>
    </message>
    <message>
        <source>Fi&amp;nd Plans</source>
        <translation>Z&amp;najdź plany</translation>
    </message>
    <message>
        <source>Cance&amp;l</source>
        <translation>Anu&amp;luj</translation>
    </message>
    <message>
        <source>Add to &amp;Board</source>
        <translation>Na &amp;tablicę</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message numerus="yes">
        <source>%n user(s)</source>
        <translation>
            <numerusform>%n użytkownik</numerusform>
            <numerusform>%n użytkowników</numerusform>
            <numerusform>%n użytkowników</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>%1 zapytań/s</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Searching every allowed GPU, split, format and engine…</source>
        <translation>Przeszukiwanie wszystkich dozwolonych GPU, podziałów, formatów i silników…</translation>
    </message>
    <message>
        <source>The workload cannot be searched: %1</source>
        <translation>Dla tego obciążenia nie można szukać: %1</translation>
    </message>
    <message>
        <source>State the models, their traffic and latency targets, and the limits; then Find Plans ranks what to buy or rent.</source>
        <translation>Podaj modele, ich ruch, cele opóźnień i ograniczenia; „Znajdź plany” uszereguje, co kupić lub wynająć.</translation>
    </message>
    <message>
        <source>Cancelled: the plans found so far.</source>
        <translation>Anulowano: plany znalezione do tej pory.</translation>
    </message>
    <message>
        <source>%1 feasible plans ranked from %2 candidates (%3 estimated) in %4.</source>
        <translation>Wykonalnych planów: %1, z %2 kandydatów (oszacowano %3), w %4.</translation>
    </message>
    <message>
        <source>Candidates left out: %1</source>
        <translation>Odrzuceni kandydaci: %1</translation>
    </message>
    <message>
        <source>The workload or the prices changed: Find Plans again for an answer that matches them.</source>
        <translation>Obciążenie lub ceny się zmieniły: ponownie użyj „Znajdź plany”, aby odpowiedź im odpowiadała.</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Front Pareto</translation>
    </message>
    <message>
        <source>Other plans</source>
        <translation>Inne plany</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Wybrany</translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation>Tokeny/s na użytkownika</translation>
    </message>
    <message>
        <source>Cost per 1M output tokens (%1)</source>
        <translation>Koszt 1 mln tokenów wyjściowych (%1)</translation>
    </message>
    <message>
        <source>Cost per month (%1)</source>
        <translation>Koszt miesięczny (%1)</translation>
    </message>
    <message>
        <source>Plan %1: %2 per month, %3 per user, TTFT %4
%5</source>
        <translation>Plan %1: %2 miesięcznie, %3 na użytkownika, TTFT %4
%5</translation>
    </message>
    <message>
        <source>What each plan costs against its speed per user</source>
        <translation>Koszt każdego planu wobec jego szybkości na użytkownika</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plan %1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;Plan %1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Binds:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Ogranicza:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Against the first:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Wobec pierwszego:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>%1: TTFT P50 %2, P99 %3; TPOT P50 %4, P99 %5</source>
        <translation>%1: TTFT P50 %2, P99 %3; TPOT P50 %4, P99 %5</translation>
    </message>
    <message>
        <source>&lt;b&gt;Under load&lt;/b&gt; (simulated; targets %1): %2</source>
        <translation>&lt;b&gt;Pod obciążeniem&lt;/b&gt; (symulacja; cele %1): %2</translation>
    </message>
    <message>
        <source>met</source>
        <translation>spełnione</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>niesprawdzone</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Rent vs own:&lt;/b&gt; over %n month(s) renting costs %1, owning %2; over 3 years %3 against %4; %5.</source>
        <translation>
            <numerusform>&lt;b&gt;Wynajem czy zakup:&lt;/b&gt; przez %n mies. wynajem kosztuje %1, posiadanie %2; przez 3 lata %3 wobec %4; %5.</numerusform>
            <numerusform>&lt;b&gt;Wynajem czy zakup:&lt;/b&gt; przez %n mies. wynajem kosztuje %1, posiadanie %2; przez 3 lata %3 wobec %4; %5.</numerusform>
            <numerusform>&lt;b&gt;Wynajem czy zakup:&lt;/b&gt; przez %n mies. wynajem kosztuje %1, posiadanie %2; przez 3 lata %3 wobec %4; %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>owning is cheaper from month %1</source>
        <translation>posiadanie jest tańsze od miesiąca %1</translation>
    </message>
    <message>
        <source>owning does not pay within 10 years</source>
        <translation>posiadanie nie zwraca się w ciągu 10 lat</translation>
    </message>
    <message>
        <source>&lt;b&gt;Up front:&lt;/b&gt; %1. &lt;b&gt;Power:&lt;/b&gt; %2 kW on %3 node(s); %4 kWh a month (%5); %6 tokens per kWh.</source>
        <translation>&lt;b&gt;Nakład:&lt;/b&gt; %1. &lt;b&gt;Moc:&lt;/b&gt; %2 kW, węzłów: %3; %4 kWh miesięcznie (%5); %6 tokenów na kWh.</translation>
    </message>
    <message>
        <source>Remove from &amp;Report</source>
        <translation>Usuń z &amp;raportu</translation>
    </message>
    <message>
        <source>Add to &amp;Report</source>
        <translation>Do &amp;raportu</translation>
    </message>
    <message>
        <source>Plan %1</source>
        <translation>Plan %1</translation>
    </message>
    <message>
        <source>★: the plan in the report.</source>
        <translation>★: plan w raporcie.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Per 1M output tokens:&lt;/b&gt; %1 paid as planned; %2 renting on demand (as the board prices them).</source>
        <translation>&lt;b&gt;Za 1 mln tokenów wyjściowych:&lt;/b&gt; %1 przy wybranym sposobie płatności; %2 przy wynajmie na żądanie (tak liczy je tablica).</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Czas do pierwszego tokenu</translation>
    </message>
    <message>
        <source>against</source>
        <translation>wobec</translation>
    </message>
    <message>
        <source>Bold: on the chart&apos;s Pareto front (no other plan is both cheaper and better on the chart&apos;s other axis).</source>
        <translation>Pogrubione: na froncie Pareto wykresu (żaden inny plan nie jest zarazem tańszy i lepszy na drugiej osi wykresu).</translation>
    </message>
    <message>
        <source>Time to first token (s)</source>
        <translation>Czas do pierwszego tokenu (s)</translation>
    </message>
    <message>
        <source>What each plan costs against its time to first token</source>
        <translation>Koszt każdego planu wobec jego czasu do pierwszego tokenu</translation>
    </message>
    <message>
        <source>Prefill and decode:</source>
        <translation>Prefill i dekodowanie:</translation>
    </message>
    <message>
        <source>Several models may share GPUs</source>
        <translation>Kilka modeli może dzielić GPU</translation>
    </message>
    <message>
        <source>Owning the base, renting the peak hours</source>
        <translation>Zakup bazy, wynajem w godzinach szczytu</translation>
    </message>
    <message>
        <source>Together or on separate GPUs, the cheaper</source>
        <translation>Razem lub na osobnych GPU — co taniej</translation>
    </message>
    <message>
        <source>Together on the same GPUs</source>
        <translation>Razem na tych samych GPU</translation>
    </message>
    <message>
        <source>On separate GPUs</source>
        <translation>Na osobnych GPU</translation>
    </message>
    <message>
        <source>&lt;b&gt;GPUs:&lt;/b&gt; %1 already owned, %2 bought, up to %3 rented (%4 GPU-hours a month).</source>
        <translation>&lt;b&gt;GPU:&lt;/b&gt; posiadane %1, kupione %2, wynajęte do %3 (%4 GPU-godzin miesięcznie).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Training:&lt;/b&gt; %1, %2 one-off; %3.</source>
        <translation>&lt;b&gt;Trening:&lt;/b&gt; %1, %2 jednorazowo; %3.</translation>
    </message>
    <message>
        <source>Daily profile:</source>
        <translation>Profil dobowy:</translation>
    </message>
    <message>
        <source>Owned GPU:</source>
        <translation>Posiadany GPU:</translation>
    </message>
    <message>
        <source>Training jobs</source>
        <translation>Zadania trenowania</translation>
    </message>
    <message>
        <source>Add Job</source>
        <translation>Dodaj zadanie</translation>
    </message>
    <message>
        <source>Remove Job</source>
        <translation>Usuń zadanie</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Metoda:</translation>
    </message>
    <message>
        <source>Deadline:</source>
        <translation>Termin:</translation>
    </message>
    <message>
        <source>Add GPUs</source>
        <translation>Dodaj GPU</translation>
    </message>
    <message>
        <source>Remove GPUs</source>
        <translation>Usuń GPU</translation>
    </message>
    <message>
        <source>24 factors of the average rate, hour 0 to hour 23, separated by spaces: the fleet is sized for the busiest hour, the tokens are priced on the day&apos;s volume.</source>
        <translation>24 współczynniki średniej intensywności, od godziny 0 do 23, oddzielone spacjami: flota jest dobierana do najbardziej obciążonej godziny, tokeny wyceniane według dziennego wolumenu.</translation>
    </message>
    <message>
        <source>Give 24 hourly factors of at least 0, not all zero.</source>
        <translation>Podaj 24 współczynniki godzinowe nie mniejsze niż 0, nie wszystkie zerowe.</translation>
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
        <translation>Pełne dostrajanie</translation>
    </message>
    <message>
        <source> M tokens</source>
        <translation> mln tokenów</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation>&#xa0;tokenów</translation>
    </message>
    <message>
        <source> h</source>
        <translation>&#xa0;h</translation>
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
        <translation>%1: %2, %3&#xa0;mln tokenów</translation>
    </message>
    <message>
        <source>By hour:</source>
        <translation>Według godzin:</translation>
    </message>
    <message>
        <source>Owned GPUs:</source>
        <translation>Posiadane GPU:</translation>
    </message>
    <message>
        <source>Count:</source>
        <translation>Liczba:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Model:</translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation>Tokeny:</translation>
    </message>
    <message>
        <source>Sequence:</source>
        <translation>Sekwencja:</translation>
    </message>
    <message>
        <source>Only the GPU types owned</source>
        <translation>Tylko posiadane typy GPU</translation>
    </message>
    <message>
        <source>flat</source>
        <translation>płaski</translation>
    </message>
    <message>
        <source>Flat all day</source>
        <translation>Równo cały dzień</translation>
    </message>
    <message>
        <source>Office hours, 9-17</source>
        <translation>Godziny pracy, 9–17</translation>
    </message>
    <message>
        <source>Evenings, 18-22</source>
        <translation>Wieczory, 18–22</translation>
    </message>
    <message>
        <source>Typed below</source>
        <translation>Wpisane niżej</translation>
    </message>
    <message>
        <source>None: the fewest GPUs the job fits on, however long it takes; else the fewest that finish it in time.</source>
        <translation>Brak: najmniej GPU, na których zadanie się mieści, niezależnie od czasu; w przeciwnym razie najmniej, które zdążą na czas.</translation>
    </message>
    <message>
        <source>Weight formats:</source>
        <translation>Formaty wag:</translation>
    </message>
    <message>
        <source>KV formats:</source>
        <translation>Formaty KV:</translation>
    </message>
    <message>
        <source>Stopping the search…</source>
        <translation>Zatrzymywanie wyszukiwania…</translation>
    </message>
    <message numerus="yes">
        <source>the project&apos;s (%n month(s))</source>
        <extracomment>the advisor&apos;s horizon when the question states none: the project&apos;s cost horizon</extracomment>
        <translation>
            <numerusform>jak w projekcie (%n miesiąc)</numerusform>
            <numerusform>jak w projekcie (%n miesiące)</numerusform>
            <numerusform>jak w projekcie (%n miesięcy)</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Units:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Jednostki zakupu i najmu:&lt;/b&gt; %1</translation>
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
        <translation>%1&#xa0;kW</translation>
    </message>
    <message>
        <source>Binds: %1</source>
        <translation>Ogranicza: %1</translation>
    </message>
    <message>
        <source>Against the first: %1</source>
        <translation>Wobec pierwszego: %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Miesięcznie</translation>
    </message>
    <message>
        <source>Per 1M tokens</source>
        <translation>Za 1 mln tok.</translation>
    </message>
    <message>
        <source>Per user</source>
        <translation>Na użytk.</translation>
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
        <translation>Moc</translation>
    </message>
    <message>
        <source>Binds</source>
        <translation>Ogranicza</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>In the report.</source>
        <translation>W raporcie.</translation>
    </message>
    <message>
        <source>*: GPUs beyond those you have are costed at the project&apos;s placeholder price: neither the price book nor the catalog prices them.</source>
        <translation>*: GPU ponad posiadane wyceniono według zastępczej ceny projektu: ani cennik, ani katalog nie podają dla nich ceny.</translation>
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
        <translation>Skróć sekwencje treningowe do %1.</translation>
    </message>
    <message>
        <source>Shorten the context to %1.</source>
        <translation>Skróć kontekst do %1.</translation>
    </message>
    <message>
        <source>Use %1 weights.</source>
        <translation>Użyj wag %1.</translation>
    </message>
    <message numerus="yes">
        <source>Use %n GPU(s) (TP %1, PP %2, DP %3).</source>
        <extracomment>%1 = tensor parallel, %2 = pipeline parallel, %3 = data parallel</extracomment>
        <translation>
            <numerusform>Użyj %n GPU (TP %1, PP %2, DP %3).</numerusform>
            <numerusform>Użyj %n GPU (TP %1, PP %2, DP %3).</numerusform>
            <numerusform>Użyj %n GPU (TP %1, PP %2, DP %3).</numerusform>
        </translation>
    </message>
    <message>
        <source>Does not fit: needs %1 more on GPU %2.</source>
        <extracomment>%1 = memory (&quot;12.3 GiB&quot;), %2 = GPU index</extracomment>
        <translation>Nie mieści się: potrzeba jeszcze %1 na GPU %2.</translation>
    </message>
    <message>
        <source>Does not fit.</source>
        <translation>Nie mieści się.</translation>
    </message>
    <message>
        <source>Fits: %1 free on the fullest GPU.</source>
        <translation>Mieści się: na najpełniejszym GPU wolne %1.</translation>
    </message>
    <message>
        <source>Move a deployment to a configuration of its own.</source>
        <translation>Przenieś wdrożenie do osobnej konfiguracji.</translation>
    </message>
    <message numerus="yes">
        <source>Lower the batch to %n sequence(s).</source>
        <translation>
            <numerusform>Zmniejsz batch do %n sekwencji.</numerusform>
            <numerusform>Zmniejsz batch do %n sekwencji.</numerusform>
            <numerusform>Zmniejsz batch do %n sekwencji.</numerusform>
        </translation>
    </message>
    <message>
        <source>Store the KV cache in %1.</source>
        <extracomment>%1 = a KV cache format (&quot;FP8&quot;)</extracomment>
        <translation>Przechowuj pamięć KV w %1.</translation>
    </message>
    <message numerus="yes">
        <source>Use %n GPU(s) with tensor parallel %1.</source>
        <extracomment>%1 = tensor parallel size (GPUs sharing every layer)</extracomment>
        <translation>
            <numerusform>Użyj %n GPU z równoległością tensorową %1.</numerusform>
            <numerusform>Użyj %n GPU z równoległością tensorową %1.</numerusform>
            <numerusform>Użyj %n GPU z równoległością tensorową %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Use %n GPU(s): tensor parallel %1 × pipeline parallel %2.</source>
        <extracomment>%1 = tensor parallel size, %2 = pipeline stages (one node holds 8 GPUs)</extracomment>
        <translation>
            <numerusform>Użyj %n GPU: równoległość tensorowa %1 × równoległość potokowa %2.</numerusform>
            <numerusform>Użyj %n GPU: równoległość tensorowa %1 × równoległość potokowa %2.</numerusform>
            <numerusform>Użyj %n GPU: równoległość tensorowa %1 × równoległość potokowa %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Use %1 instead (%2 each).</source>
        <extracomment>%1 = GPU name, %2 = its memory (&quot;139.8 GiB&quot;)</extracomment>
        <translation>Użyj %1 (%2 na każdym).</translation>
    </message>
    <message numerus="yes">
        <source>Regroup the GPUs as tensor parallel %1: %n replica(s).</source>
        <extracomment>%1 = tensor parallel size (GPUs sharing every layer)</extracomment>
        <translation>
            <numerusform>Przegrupuj GPU z równoległością tensorową %1: %n replika.</numerusform>
            <numerusform>Przegrupuj GPU z równoległością tensorową %1: %n repliki.</numerusform>
            <numerusform>Przegrupuj GPU z równoległością tensorową %1: %n replik.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Regroup the GPUs as tensor parallel %1 × pipeline parallel %2: %n replica(s).</source>
        <extracomment>%1 = tensor parallel size, %2 = pipeline stages</extracomment>
        <translation>
            <numerusform>Przegrupuj GPU z równoległością tensorową %1 × potokową %2: %n replika.</numerusform>
            <numerusform>Przegrupuj GPU z równoległością tensorową %1 × potokową %2: %n repliki.</numerusform>
            <numerusform>Przegrupuj GPU z równoległością tensorową %1 × potokową %2: %n replik.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Regroup the GPUs as tensor parallel %1: %n replica(s) instead of %2.</source>
        <extracomment>%1 = tensor parallel size, %2 = the replicas the GPUs hold now</extracomment>
        <translation>
            <numerusform>Przegrupuj GPU na równoległość tensorową %1: %n replika zamiast %2.</numerusform>
            <numerusform>Przegrupuj GPU na równoległość tensorową %1: %n repliki zamiast %2.</numerusform>
            <numerusform>Przegrupuj GPU na równoległość tensorową %1: %n replik zamiast %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Regroup the GPUs as tensor parallel %1 × pipeline parallel %2: %n replica(s) instead of %3.</source>
        <extracomment>%1 = tensor parallel size, %2 = pipeline stages, %3 = the replicas the GPUs hold now</extracomment>
        <translation>
            <numerusform>Przegrupuj GPU: równoległość tensorowa %1 × równoległość potokowa %2, %n replika zamiast %3.</numerusform>
            <numerusform>Przegrupuj GPU: równoległość tensorowa %1 × równoległość potokowa %2, %n repliki zamiast %3.</numerusform>
            <numerusform>Przegrupuj GPU: równoległość tensorowa %1 × równoległość potokowa %2, %n replik zamiast %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) instead of %1.</source>
        <extracomment>a second sentence after &quot;Use 16 GPUs: ...&quot;; %1 = the replicas the configuration has now</extracomment>
        <translation>
            <numerusform>%n replika zamiast %1.</numerusform>
            <numerusform>%n repliki zamiast %1.</numerusform>
            <numerusform>%n replik zamiast %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::BoardView</name>
    <message>
        <source>Planning board</source>
        <translation>Tablica planowania</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>Konfiguracje</translation>
    </message>
    <message>
        <source>&amp;Add Configuration…</source>
        <translation>&amp;Dodaj konfigurację…</translation>
    </message>
    <message>
        <source>Deploy &amp;Model…</source>
        <translation>&amp;Wdróż model…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>Copy &amp;Launch Command…</source>
        <translation>&amp;Kopiuj polecenie uruchomienia…</translation>
    </message>
    <message>
        <source>No deployment is selected.</source>
        <translation>Nie wybrano wdrożenia.</translation>
    </message>
    <message>
        <source>The deployment&apos;s configuration or model is missing.</source>
        <translation>Brak konfiguracji lub modelu wdrożenia.</translation>
    </message>
    <message>
        <source>Deploy model…</source>
        <translation>Wdróż model…</translation>
    </message>
    <message>
        <source>Copy launch command…</source>
        <translation>Kopiuj polecenie uruchomienia…</translation>
    </message>
    <message>
        <source>Remove deployment</source>
        <comment>context menu action</comment>
        <translation>Usuń wdrożenie</translation>
    </message>
    <message>
        <source>Remove configuration</source>
        <comment>context menu action</comment>
        <translation>Usuń konfigurację</translation>
    </message>
    <message>
        <source>No configuration yet.

Drag a GPU from the catalog onto the board, then a model onto its card. A model dropped on the empty board gets a GPU of its own.

Keyboard: select a GPU in the catalog and press Enter, then a model.

Or start from the sample plan.</source>
        <translation>Nie ma jeszcze konfiguracji.

Przeciągnij GPU z katalogu na tablicę, a potem model na jego kartę. Model przeciągnięty na pustą tablicę dostanie własne GPU.

Z klawiatury: zaznacz GPU w katalogu i naciśnij Enter, potem model.

Możesz też zacząć od przykładowego projektu.</translation>
    </message>
    <message>
        <source>Open the Sample Plan</source>
        <translation>Otwórz przykładowy projekt</translation>
    </message>
    <message>
        <source>Deploy %1 on a new configuration</source>
        <extracomment>undo text: %1 = model name</extracomment>
        <translation>Wdróż %1 w nowej konfiguracji</translation>
    </message>
</context>
<context>
    <name>Headroom::Calibration</name>
    <message>
        <source>Line %1: &quot;%2&quot; is not a number.</source>
        <translation>Wiersz %1: „%2” nie jest liczbą.</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is negative (%3).</source>
        <translation>Wiersz %1: „%2” jest ujemne (%3).</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is out of range (%3).</source>
        <translation>Wiersz %1: „%2” jest poza zakresem (%3).</translation>
    </message>
    <message>
        <source>Line %1: this object holds no serving figures (request_throughput, output_throughput or mean_ttft_ms).</source>
        <translation>Wiersz %1: obiekt nie zawiera wyników obsługi (request_throughput, output_throughput ani mean_ttft_ms).</translation>
    </message>
    <message>
        <source>The genai-perf export holds no request throughput, output token throughput or time to first token.</source>
        <translation>Eksport genai-perf nie zawiera przepustowości żądań, przepustowości tokenów wyjściowych ani czasu do pierwszego tokenu.</translation>
    </message>
    <message>
        <source>Line %1: the CSV lacks the columns %2.</source>
        <translation>Wiersz %1: w pliku CSV brak kolumn %2.</translation>
    </message>
    <message>
        <source>Line %1: the llama-bench result lacks %2.</source>
        <translation>Wiersz %1: w wyniku llama-bench brak %2.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Plik jest pusty.</translation>
    </message>
    <message>
        <source>Line %1 has %2 fields where the header has %3.</source>
        <translation>Wiersz %1: pól — %2, a w nagłówku — %3.</translation>
    </message>
    <message>
        <source>Line %1: the table lacks the columns %2.</source>
        <translation>Wiersz %1: w tabeli brak kolumn %2.</translation>
    </message>
    <message>
        <source>Line %1: the test &quot;%2&quot; is not a pp or tg test.</source>
        <translation>Wiersz %1: test „%2” nie jest testem pp ani tg.</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is not a rate such as &quot;123.45 ± 1.23&quot;.</source>
        <translation>Wiersz %1: „%2” nie jest szybkością w postaci „123.45 ± 1.23”.</translation>
    </message>
    <message>
        <source>Line %1: the log gives a negative KV cache size (%2 GiB): the engine did not start with these settings.</source>
        <translation>Wiersz %1: dziennik podaje ujemny rozmiar pamięci KV (%2 GiB): silnik nie uruchomił się z tymi ustawieniami.</translation>
    </message>
    <message>
        <source>Line %1, column %2: the JSON is malformed (%3).</source>
        <translation>Wiersz %1, kolumna %2: błędny JSON (%3).</translation>
    </message>
    <message>
        <source>Line %1: element %2 of the array is not a JSON object.</source>
        <translation>Wiersz %1: element %2 tablicy nie jest obiektem JSON.</translation>
    </message>
    <message>
        <source>Line %1 is not a JSON object.</source>
        <translation>Wiersz %1 nie jest obiektem JSON.</translation>
    </message>
    <message>
        <source>vLLM benchmark</source>
        <translation>Benchmark vLLM</translation>
    </message>
    <message>
        <source>SGLang benchmark</source>
        <translation>Benchmark SGLang</translation>
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
        <translation>Dziennik serwera vLLM</translation>
    </message>
    <message>
        <source>SGLang server log</source>
        <translation>Dziennik serwera SGLang</translation>
    </message>
    <message>
        <source>TensorRT-LLM server log</source>
        <translation>Dziennik serwera TensorRT-LLM</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB, the most Headroom reads as a measurement.</source>
        <translation>Plik jest większy niż %1 MiB — to limit dla plików pomiarów.</translation>
    </message>
    <message>
        <source>Line %1 (byte %2) is not text: this is not a benchmark result or a server log.</source>
        <translation>Wiersz %1 (bajt %2) nie jest tekstem: to nie wynik benchmarku ani dziennik serwera.</translation>
    </message>
    <message>
        <source>No line of this file is one Headroom reads: it is not a vLLM, SGLang, genai-perf, AIPerf or llama-bench result, nor a vLLM, SGLang or TensorRT-LLM server log.</source>
        <translation>Headroom nie rozpoznaje żadnego wiersza pliku: to nie wynik vLLM, SGLang, genai-perf, AIPerf ani llama-bench, ani dziennik serwera vLLM, SGLang lub TensorRT-LLM.</translation>
    </message>
    <message>
        <source>The file holds no run Headroom reads.</source>
        <translation>Plik nie zawiera przebiegów, które Headroom odczytuje.</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation>Nie można otworzyć „%1”: %2</translation>
    </message>
</context>
<context>
    <name>Headroom::CalibrationDialog</name>
    <message>
        <source>Measurement Files</source>
        <translation>Pliki pomiarów</translation>
    </message>
    <message>
        <source>Benchmark results and server logs (*.json *.jsonl *.csv *.md *.log *.txt);;All files (*)</source>
        <translation>Wyniki benchmarków i logi serwerów (*.json *.jsonl *.csv *.md *.log *.txt);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Calibrate to Measurements</source>
        <translation>Kalibracja według pomiarów</translation>
    </message>
    <message>
        <source>&amp;Files: vLLM, SGLang, genai-perf, AIPerf or llama-bench results and vLLM, SGLang or TensorRT-LLM server logs</source>
        <translation>&amp;Pliki: wyniki vLLM, SGLang, genai-perf, AIPerf lub llama-bench oraz logi serwerów vLLM, SGLang lub TensorRT-LLM</translation>
    </message>
    <message>
        <source>&amp;Add Files…</source>
        <translation>&amp;Dodaj pliki…</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>Wy&amp;czyść</translation>
    </message>
    <message>
        <source>&amp;Deployment:</source>
        <translation>&amp;Wdrożenie:</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Zastosuj</translation>
    </message>
    <message>
        <source>Engine constant</source>
        <translation>Stała silnika</translation>
    </message>
    <message>
        <source>Now → fitted</source>
        <translation>Teraz → dopasowane</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>Źródło</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Przebieg</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Wielkość</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Zmierzone</translation>
    </message>
    <message>
        <source>Estimate now → fitted</source>
        <translation>Szacunek teraz → po dopasowaniu</translation>
    </message>
    <message>
        <source>Error now → fitted</source>
        <translation>Błąd teraz → po dopasowaniu</translation>
    </message>
    <message>
        <source>A&amp;pply Calibration</source>
        <translation>Zastosuj &amp;kalibrację</translation>
    </message>
    <message>
        <source>As the files say (model, GPU, engine)</source>
        <translation>Jak podają pliki (model, GPU, silnik)</translation>
    </message>
    <message>
        <source>%1 on %2 (%3)</source>
        <translation>%1 na %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <extracomment>a measurement file in the list: its name and how many runs it holds</extracomment>
        <translation>
            <numerusform>%1 (%n przebieg)</numerusform>
            <numerusform>%1 (%n przebiegi)</numerusform>
            <numerusform>%1 (%n przebiegów)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not matched to one deployment (%2): choose the deployment it ran</source>
        <translation>%1: nie dopasowano do jednego wdrożenia (%2): wybierz wdrożenie, na którym działał</translation>
    </message>
    <message>
        <source>Add the benchmark results and server logs of a deployment in this plan: the fit shows each run&apos;s error now and with the fitted constants.</source>
        <translation>Dodaj wyniki benchmarków i logi serwerów wdrożenia z tego planu: dopasowanie pokaże błąd każdego przebiegu teraz i ze stałymi po dopasowaniu.</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Teraz</translation>
    </message>
    <message>
        <source>Fitted</source>
        <translation>Po dopasowaniu</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2: %n run(s)</source>
        <translation>
            <numerusform>%1 na %2: %n przebieg</numerusform>
            <numerusform>%1 na %2: %n przebiegi</numerusform>
            <numerusform>%1 na %2: %n przebiegów</numerusform>
        </translation>
    </message>
    <message>
        <source>Median error of %1: %2 now, %3 fitted</source>
        <translation>Mediana błędu %1: %2 teraz, %3 po dopasowaniu</translation>
    </message>
    <message>
        <source>%1 %2: the log says %3, Headroom %4 now, %5 fitted</source>
        <translation>%1 %2: log podaje %3, Headroom %4 teraz, %5 po dopasowaniu</translation>
    </message>
    <message>
        <source>Run (table row)</source>
        <translation>Przebieg (wiersz tabeli)</translation>
    </message>
    <message>
        <source>Error (%)</source>
        <translation>Błąd (%)</translation>
    </message>
    <message>
        <source>Each run&apos;s error, now and fitted</source>
        <translation>Błąd każdego przebiegu teraz i po dopasowaniu</translation>
    </message>
    <message>
        <source>%1, at the limit of the fit: not proposed</source>
        <translation>%1, na granicy dopasowania: nie proponowana</translation>
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
        <translation>model</translation>
    </message>
    <message>
        <source>GPU catalog entry %1 is not an object.</source>
        <translation>Wpis katalogu GPU %1 nie jest obiektem.</translation>
    </message>
    <message>
        <source>GPU catalog entry %1: %2</source>
        <translation>Wpis katalogu GPU %1: %2</translation>
    </message>
    <message>
        <source>GPU catalog entry %1: the id is not lower-case words joined by hyphens.</source>
        <translation>Wpis katalogu GPU %1: id musi składać się ze słów pisanych małymi literami, połączonych łącznikami.</translation>
    </message>
    <message>
        <source>GPU catalog entry %1: the id is used twice.</source>
        <translation>Wpis katalogu GPU %1: id występuje dwukrotnie.</translation>
    </message>
    <message>
        <source>Model catalog entry %1 is not an object.</source>
        <translation>Wpis katalogu modeli %1 nie jest obiektem.</translation>
    </message>
    <message>
        <source>Model catalog entry %1: %2</source>
        <translation>Wpis katalogu modeli %1: %2</translation>
    </message>
    <message>
        <source>Model catalog entry %1: the id is not lower-case words joined by hyphens.</source>
        <translation>Wpis katalogu modeli %1: id musi składać się ze słów pisanych małymi literami, połączonych łącznikami.</translation>
    </message>
    <message>
        <source>Model catalog entry %1: the id is used twice.</source>
        <translation>Wpis katalogu modeli %1: id występuje dwukrotnie.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id: use lower-case words joined by hyphens.</source>
        <translation>„%1” nie jest poprawnym id: użyj słów pisanych małymi literami, połączonych łącznikami.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a built-in entry; save the edited copy as &quot;%2&quot;.</source>
        <translation>„%1” to wpis wbudowany; zapisz zmienioną kopię jako „%2”.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already the id of a model.</source>
        <translation>„%1” jest już id modelu.</translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; has no memory size.</source>
        <translation>GPU „%1” nie ma podanej pojemności pamięci.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already the id of a GPU.</source>
        <translation>„%1” jest już id GPU.</translation>
    </message>
    <message>
        <source>Model &quot;%1&quot; has no layers or hidden size.</source>
        <translation>Model „%1” nie ma warstw ani rozmiaru ukrytego.</translation>
    </message>
    <message>
        <source>The user catalog has schema %1; this version reads schema %2.</source>
        <translation>Katalog użytkownika ma schemat %1; ta wersja odczytuje schemat %2.</translation>
    </message>
    <message>
        <source>User GPU entry %1: %2</source>
        <translation>Wpis GPU użytkownika %1: %2</translation>
    </message>
    <message>
        <source>User model entry %1: %2</source>
        <translation>Wpis modelu użytkownika %1: %2</translation>
    </message>
    <message>
        <source>The %1 catalog is not valid JSON: %2 at offset %3.</source>
        <translation>Katalog %1 nie jest poprawnym JSON-em: %2 (przesunięcie %3).</translation>
    </message>
    <message>
        <source>The %1 catalog is not a JSON object.</source>
        <translation>Katalog %1 nie jest obiektem JSON.</translation>
    </message>
    <message>
        <source>The %1 catalog has schema %2; this version reads schema %3.</source>
        <translation>Katalog %1 ma schemat %2; ta wersja odczytuje schemat %3.</translation>
    </message>
    <message>
        <source>The %1 catalog has no &quot;%2&quot; array.</source>
        <translation>Katalog %1 nie ma tablicy „%2”.</translation>
    </message>
    <message>
        <source>Cannot read the built-in catalog %1: %2.</source>
        <translation>Nie można odczytać wbudowanego katalogu %1: %2.</translation>
    </message>
    <message>
        <source>config.json has no &apos;%1&apos;</source>
        <translation>config.json nie ma „%1”</translation>
    </message>
    <message>
        <source>config.json is not a JSON object</source>
        <translation>config.json nie jest obiektem JSON</translation>
    </message>
    <message>
        <source>Hugging Face config.json</source>
        <translation>config.json z Hugging Face</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Nie można odczytać %1: %2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2 at offset %3</source>
        <translation>%1 nie jest poprawnym JSON-em: %2 (przesunięcie %3)</translation>
    </message>
    <message>
        <source>config.json: &apos;%1&apos; has an unknown kind &apos;%2&apos; at index %3</source>
        <translation>config.json: „%1” zawiera nieznany rodzaj „%2” pod indeksem %3</translation>
    </message>
    <message>
        <source>config.json: &apos;%1&apos; lists %2 layers, but &apos;num_hidden_layers&apos; is %3</source>
        <translation>config.json: „%1” wymienia %2 warstw, ale „num_hidden_layers” wynosi %3</translation>
    </message>
    <message>
        <source>config.json: &apos;%1&apos; is &apos;%2&apos;, not a known dtype</source>
        <translation>config.json: „%1” ma wartość „%2”, która nie jest znanym typem danych</translation>
    </message>
    <message>
        <source>config.json: &apos;vision_config&apos; describes a vision tower of %1 parameters, more than any model has (at most %2)</source>
        <translation>config.json: &apos;vision_config&apos; opisuje wieżę wizyjną o %1 parametrach — więcej niż ma jakikolwiek model (najwyżej %2)</translation>
    </message>
    <message>
        <source>config.json: &apos;vision_config.vision_use_head&apos; is true; Headroom counts SigLIP towers without the pooling head only</source>
        <translation>config.json: &apos;vision_config.vision_use_head&apos; ma wartość true; Headroom liczy wieże SigLIP tylko bez głowicy poolingowej</translation>
    </message>
    <message>
        <source>config.json: &apos;vision_config&apos; is not an object</source>
        <translation>config.json: &apos;vision_config&apos; nie jest obiektem</translation>
    </message>
    <message>
        <source>config.json: &apos;vision_config.model_type&apos; is &apos;%1&apos;, a vision tower Headroom cannot count</source>
        <translation>config.json: &apos;vision_config.model_type&apos; to &apos;%1&apos; — wieża wizyjna, której Headroom nie umie policzyć</translation>
    </message>
    <message>
        <source>%1: %2 &apos;%3&apos; is not understood</source>
        <translation>%1: %2 &apos;%3&apos; nie jest zrozumiałe</translation>
    </message>
    <message>
        <source>%1: %2 is missing</source>
        <translation>%1: brak %2</translation>
    </message>
    <message>
        <source>config.json: quantization_config is not an object</source>
        <translation>config.json: quantization_config nie jest obiektem</translation>
    </message>
    <message>
        <source>config.json: &apos;model_type&apos; is &apos;%1&apos;, an RWKV generation Headroom cannot count (it reads &apos;rwkv&apos; and &apos;rwkv6&apos;)</source>
        <translation>config.json: „model_type” to „%1” — generacja RWKV, której Headroom nie umie policzyć (czyta „rwkv” i „rwkv6”)</translation>
    </message>
    <message>
        <source>config.json: &apos;attention_hidden_size&apos; %1 is not a whole number of &apos;head_size&apos; %2 heads</source>
        <translation>config.json: „attention_hidden_size” %1 nie jest całkowitą liczbą głów „head_size” %2</translation>
    </message>
    <message>
        <source>config.json: &apos;%1&apos; describes layers that are not attention, which Headroom cannot read for model_type &apos;%2&apos;</source>
        <translation>config.json: „%1” opisuje warstwy inne niż uwaga, których Headroom nie umie odczytać dla model_type „%2”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a positive amount and a currency (USD, EUR, RUB or PLN)</source>
        <translation>„%1” wymaga dodatniej kwoty i waluty (USD, EUR, RUB lub PLN)</translation>
    </message>
    <message>
        <source>&quot;gpus&quot; must be a whole number of at least 1</source>
        <translation>„gpus” musi być liczbą całkowitą nie mniejszą niż 1</translation>
    </message>
    <message>
        <source>an entry needs an &quot;id&quot; and a &quot;gpu&quot;</source>
        <translation>wpis wymaga pól „id” i „gpu”</translation>
    </message>
    <message>
        <source>unknown &quot;kind&quot; &quot;%1&quot;</source>
        <translation>nieznany rodzaj („kind”) „%1”</translation>
    </message>
    <message>
        <source>Units catalog, &quot;%1&quot; entry %2: %3</source>
        <translation>Katalog jednostek, „%1”, wpis %2: %3</translation>
    </message>
    <message>
        <source>The built-in units catalog cannot be read</source>
        <translation>Nie można odczytać wbudowanego katalogu jednostek</translation>
    </message>
    <message>
        <source>The units catalog is not a JSON object: %1</source>
        <translation>Katalog jednostek nie jest obiektem JSON: %1</translation>
    </message>
</context>
<context>
    <name>Headroom::CatalogDelegate</name>
    <message>
        <source>custom</source>
        <comment>a user&apos;s own catalog entry</comment>
        <translation>własny</translation>
    </message>
</context>
<context>
    <name>Headroom::CatalogEntryEditor</name>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Identyfikator:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nazwa:</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Źródło:</translation>
    </message>
    <message>
        <source>As &amp;of:</source>
        <translation>&amp;Stan na:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>enter the name the board shows.</source>
        <translation>wpisz nazwę wyświetlaną na tablicy.</translation>
    </message>
</context>
<context>
    <name>Headroom::CatalogModel</name>
    <message>
        <source>%1 GB</source>
        <extracomment>decimal gigabytes, as vendors market memory</extracomment>
        <translation>%1&#xa0;GB</translation>
    </message>
    <message>
        <source>%1 TB/s</source>
        <translation>%1&#xa0;TB/s</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1&#xa0;GB/s</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>a price range</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1B</source>
        <extracomment>billions of parameters</extracomment>
        <translation>%1&#xa0;mld</translation>
    </message>
    <message>
        <source>%1k context</source>
        <extracomment>context length in thousands of tokens (1k = 1,024)</extracomment>
        <translation>kontekst %1k</translation>
    </message>
    <message>
        <source>%1 context</source>
        <translation>kontekst %1</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>nie podano</translation>
    </message>
    <message>
        <source>unknown date</source>
        <translation>nieznaną datę</translation>
    </message>
    <message>
        <source>Source: %1 (as of %2)</source>
        <translation>Źródło: %1 (stan na %2)</translation>
    </message>
    <message>
        <source>Confidence: %1</source>
        <translation>Wiarygodność: %1</translation>
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
        <translation>Inny</translation>
    </message>
    <message>
        <source>%1 TFLOPS BF16</source>
        <translation>%1&#xa0;TFLOPS BF16</translation>
    </message>
    <message>
        <source>%1/h</source>
        <extracomment>a rental price per GPU-hour</extracomment>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>%1 params (%2 active)</source>
        <translation>%1 parametrów (%2 aktywnych)</translation>
    </message>
    <message>
        <source>%1 params</source>
        <translation>%1 parametrów</translation>
    </message>
    <message>
        <source>MLA</source>
        <translation>MLA</translation>
    </message>
    <message numerus="yes">
        <source>%n KV head(s)</source>
        <translation>
            <numerusform>%n głowa KV</numerusform>
            <numerusform>%n głowy KV</numerusform>
            <numerusform>%n głów KV</numerusform>
        </translation>
    </message>
    <message>
        <source>MoE %1 of %2 experts</source>
        <translation>MoE: %1 z %2 ekspertów</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>gęsty</translation>
    </message>
    <message>
        <source>Custom entry of this project</source>
        <translation>Własny wpis tego projektu</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Producent</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektura</translation>
    </message>
    <message>
        <source>%1 (%2 usable)</source>
        <translation>%1 (dostępne %2)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Pamięć</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Przepustowość</translation>
    </message>
    <message>
        <source>BF16 dense</source>
        <translation>BF16 bez rzadkości</translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation>%1&#xa0;TFLOPS</translation>
    </message>
    <message>
        <source>FP8 dense</source>
        <translation>FP8 bez rzadkości</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1&#xa0;W</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>Interconnect</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>Na żądanie</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation>Ceny z dnia</translation>
    </message>
    <message>
        <source>Hugging Face</source>
        <translation>Hugging Face</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Rodzina</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parametry</translation>
    </message>
    <message>
        <source>Active per token</source>
        <translation>Aktywnych na token</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Warstwy</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Rozmiar ukryty</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Głowy uwagi</translation>
    </message>
    <message>
        <source>%1 (%2 KV, head size %3)</source>
        <translation>%1 (%2 KV, rozmiar głowy %3)</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontekst</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Eksperci</translation>
    </message>
    <message>
        <source>%1 routed, %2 per token, %3 shared</source>
        <translation>%1 routowanych, %2 na token, %3 współdzielonych</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>Pamięć dostępna</translation>
    </message>
    <message>
        <source>not known: estimates use the marketed bytes</source>
        <translation>nieznana: szacunki używają deklarowanej pojemności</translation>
    </message>
</context>
<context>
    <name>Headroom::CatalogPalette</name>
    <message>
        <source>Cannot Delete</source>
        <translation>Nie można usunąć</translation>
    </message>
    <message>
        <source>Search models and GPUs</source>
        <translation>Szukaj modeli i GPU</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modele</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model family</source>
        <translation>Rodzina modeli</translation>
    </message>
    <message>
        <source>Model size</source>
        <translation>Rozmiar modelu</translation>
    </message>
    <message>
        <source>GPU vendor</source>
        <translation>Producent GPU</translation>
    </message>
    <message>
        <source>Minimum GPU memory</source>
        <translation>Minimalna pamięć GPU</translation>
    </message>
    <message>
        <source>Any size</source>
        <translation>Dowolny rozmiar</translation>
    </message>
    <message>
        <source>Under 10B</source>
        <translation>Poniżej 10&#xa0;mld</translation>
    </message>
    <message>
        <source>10B–40B</source>
        <translation>10–40&#xa0;mld</translation>
    </message>
    <message>
        <source>40B–100B</source>
        <translation>40–100&#xa0;mld</translation>
    </message>
    <message>
        <source>Over 100B</source>
        <translation>Powyżej 100&#xa0;mld</translation>
    </message>
    <message>
        <source>MoE</source>
        <translation>MoE</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>Każdy producent</translation>
    </message>
    <message>
        <source>Any memory</source>
        <translation>Dowolna pamięć</translation>
    </message>
    <message>
        <source>%1 GB or more</source>
        <translation>od %1&#xa0;GB</translation>
    </message>
    <message>
        <source>&amp;Add to Board</source>
        <translation>&amp;Dodaj do tablicy</translation>
    </message>
    <message>
        <source>New Custom &amp;GPU...</source>
        <translation>Nowy własny &amp;GPU...</translation>
    </message>
    <message>
        <source>New Custom &amp;Model...</source>
        <translation>Nowy własny &amp;model...</translation>
    </message>
    <message>
        <source>&amp;Import Model...</source>
        <translation>&amp;Importuj model...</translation>
    </message>
    <message>
        <source>Add a model from a Hugging Face config.json or a GGUF file</source>
        <translation>Dodaj model z config.json z Hugging Face lub z pliku GGUF</translation>
    </message>
    <message>
        <source>&amp;Edit...</source>
        <translation>&amp;Edytuj...</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>Dupli&amp;kuj</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>All families</source>
        <translation>Wszystkie rodziny</translation>
    </message>
    <message>
        <source>No models in the catalog.</source>
        <translation>Brak modeli w katalogu.</translation>
    </message>
    <message>
        <source>No model matches the search and filters.</source>
        <translation>Żaden model nie pasuje do wyszukiwania i filtrów.</translation>
    </message>
    <message>
        <source>No GPUs in the catalog.</source>
        <translation>Brak GPU w katalogu.</translation>
    </message>
    <message>
        <source>No GPU matches the search and filters.</source>
        <translation>Żaden GPU nie pasuje do wyszukiwania i filtrów.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>section name (count)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <comment>section name (shown of total)</comment>
        <translation>%1 (%2 z %3)</translation>
    </message>
    <message>
        <source>&amp;Models</source>
        <translation>&amp;Modele</translation>
    </message>
    <message>
        <source>&amp;GPUs</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <source>%1 is a built-in entry and stays as it is: your changes are saved as a new custom GPU, %2.</source>
        <translation>%1 to wpis wbudowany i pozostanie bez zmian: zmiany zostaną zapisane jako nowy własny GPU, %2.</translation>
    </message>
    <message>
        <source>%1 (custom)</source>
        <translation>%1 (własny)</translation>
    </message>
    <message>
        <source>%1 is a built-in entry and stays as it is: your changes are saved as a new custom model, %2.</source>
        <translation>%1 to wpis wbudowany i pozostanie bez zmian: zmiany zostaną zapisane jako nowy własny model, %2.</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (kopia)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>configuration “%1”</source>
        <translation>konfiguracja „%1”</translation>
    </message>
    <message>
        <source>deployment on “%1”</source>
        <translation>wdrożenie na „%1”</translation>
    </message>
    <message>
        <source>There is no catalog entry “%1”.</source>
        <translation>W katalogu nie ma wpisu „%1”.</translation>
    </message>
    <message>
        <source>%1 is a built-in entry and cannot be deleted.</source>
        <translation>%1 to wpis wbudowany i nie można go usunąć.</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot be deleted while the plan uses it: %2. Remove or change those first.</source>
        <translation>
            <numerusform>Nie można usunąć %1, dopóki plan go używa: %2. Najpierw usuń lub zmień ten element.</numerusform>
            <numerusform>Nie można usunąć %1, dopóki plan go używa: %2. Najpierw usuń lub zmień te elementy.</numerusform>
            <numerusform>Nie można usunąć %1, dopóki plan go używa: %2. Najpierw usuń lub zmień te elementy.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::Charts</name>
    <message>
        <source>Export Chart…</source>
        <translation>Eksportuj wykres…</translation>
    </message>
    <message>
        <source>%1M</source>
        <extracomment>millions on a chart axis: &quot;1.2M&quot;</extracomment>
        <translation>%1&#xa0;mln</translation>
    </message>
    <message>
        <source>%1k</source>
        <extracomment>thousands on a chart axis: &quot;350k&quot;</extracomment>
        <translation>%1&#xa0;tys.</translation>
    </message>
    <message>
        <source>1 year: %1</source>
        <translation>po 1 roku: %1</translation>
    </message>
    <message>
        <source>3 years: %1</source>
        <translation>po 3 latach: %1</translation>
    </message>
    <message>
        <source>5 years: %1</source>
        <translation>po 5 latach: %1</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Eksport wykresu</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Obrazy PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Rysunki SVG (*.svg)</translation>
    </message>
    <message>
        <source>chart</source>
        <translation>wykres</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Eksport nie powiódł się</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s): %1</source>
        <translation>
            <numerusform>po %n miesiącu: %1</numerusform>
            <numerusform>po %n miesiącach: %1</numerusform>
            <numerusform>po %n miesiącach: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::Cli</name>
    <message>
        <source>memory and speed of a model on GPUs</source>
        <translation>pamięć i szybkość modelu na GPU</translation>
    </message>
    <message>
        <source>list or show built-in GPUs and models</source>
        <translation>lista wbudowanych GPU i modeli lub jeden wpis</translation>
    </message>
    <message>
        <source>read a HF config.json or a GGUF header</source>
        <translation>odczyt config.json z HF lub nagłówka GGUF</translation>
    </message>
    <message>
        <source>rent vs buy: cost curves and breakeven</source>
        <translation>wynajem czy zakup: krzywe kosztów i próg rentowności</translation>
    </message>
    <message>
        <source>print a project file&apos;s plans and estimates</source>
        <translation>wypisanie planów i oszacowań z pliku projektu</translation>
    </message>
    <message>
        <source>write a new project file (--from-sample)</source>
        <translation>zapis nowego pliku projektu (--from-sample)</translation>
    </message>
    <message>
        <source>export a project&apos;s PDF report or CSV table</source>
        <translation>eksport raportu projektu do PDF lub tabeli CSV</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (see --help)</source>
        <translation>nieznana opcja „%1” (zobacz --help)</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (see --help)</source>
        <translation>nieznane polecenie „%1” (zobacz --help)</translation>
    </message>
    <message>
        <source>Usage: headroom-cli [--help] [--version] &lt;command&gt; [options]

Plan LLM GPU capacity from the command line: memory per GPU, speed, cost.

Commands:
</source>
        <translation>Użycie: headroom-cli [--help] [--version] &lt;polecenie&gt; [opcje]

Planowanie mocy GPU dla LLM z wiersza poleceń: pamięć na GPU, szybkość, koszt.

Polecenia:
</translation>
    </message>
    <message>
        <source>
Global option: --lang en|ru|pl  messages in that language (default: English).
Run &apos;headroom-cli &lt;command&gt; --help&apos; for the options of a command.
Exit codes: 0 success, 1 failure, 2 bad usage or bad input.
</source>
        <translation>
Opcja globalna: --lang en|ru|pl  komunikaty w tym języku (domyślnie angielski).
Opcje polecenia: &apos;headroom-cli &lt;polecenie&gt; --help&apos;.
Kody wyjścia: 0 sukces, 1 błąd, 2 błędne wywołanie lub dane wejściowe.
</translation>
    </message>
    <message>
        <source>--lang needs a language: en, ru or pl</source>
        <translation>--lang wymaga języka: en, ru lub pl</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (use en, ru or pl)</source>
        <translation>nieznany język „%1” (en, ru lub pl)</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAZWA</translation>
    </message>
    <message>
        <source>MEM GiB</source>
        <translation>PAM GiB</translation>
    </message>
    <message>
        <source>BW TB/s</source>
        <translation>PP TB/s</translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation>BF16 TFLOPS</translation>
    </message>
    <message>
        <source>PARAMS B</source>
        <translation>PARAM mld</translation>
    </message>
    <message>
        <source>LAYERS</source>
        <translation>WARSTWY</translation>
    </message>
    <message>
        <source>CONTEXT</source>
        <translation>KONTEKST</translation>
    </message>
    <message>
        <source>&apos;catalog show&apos; needs an id (see &apos;catalog --help&apos;)</source>
        <translation>&apos;catalog show&apos; wymaga id (zobacz &apos;catalog --help&apos;)</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos; (see &apos;catalog --help&apos;)</source>
        <translation>nieoczekiwany argument „%1” (zobacz &apos;catalog --help&apos;)</translation>
    </message>
    <message>
        <source>unknown catalog command &apos;%1&apos; (see &apos;catalog --help&apos;)</source>
        <translation>nieznane polecenie katalogu „%1” (zobacz &apos;catalog --help&apos;)</translation>
    </message>
    <message>
        <source>unknown catalog id &apos;%1&apos; (see &apos;catalog gpus&apos; and &apos;catalog models&apos;)</source>
        <translation>nieznany id katalogu „%1” (zobacz &apos;catalog gpus&apos; i &apos;catalog models&apos;)</translation>
    </message>
    <message>
        <source>All-in capex per GPU</source>
        <translation>Całkowity CAPEX na GPU</translation>
    </message>
    <message>
        <source>Useful life in years</source>
        <translation>Okres użytkowania w latach</translation>
    </message>
    <message>
        <source>Residual value at end of life, % of capex</source>
        <translation>Wartość rezydualna na koniec okresu, % CAPEX</translation>
    </message>
    <message>
        <source>Cost of capital per year, fraction (0 = straight line)</source>
        <translation>Koszt kapitału rocznie, ułamek (0 = liniowo)</translation>
    </message>
    <message>
        <source>Node power per GPU, kW</source>
        <translation>Moc węzła na GPU, kW</translation>
    </message>
    <message>
        <source>Power usage effectiveness</source>
        <translation>Efektywność zużycia energii (PUE)</translation>
    </message>
    <message>
        <source>Electricity price per kWh</source>
        <translation>Cena energii za kWh</translation>
    </message>
    <message>
        <source>Colocation price per kW-month</source>
        <translation>Cena kolokacji za kW miesięcznie</translation>
    </message>
    <message>
        <source>Maintenance per year, % of capex</source>
        <translation>Serwis rocznie, % CAPEX</translation>
    </message>
    <message>
        <source>Staff cost per GPU-year</source>
        <translation>Koszt personelu na GPU rocznie</translation>
    </message>
    <message>
        <source>On-demand price per GPU-hour</source>
        <translation>Cena na żądanie za GPU-godzinę</translation>
    </message>
    <message>
        <source>1-year reserved price per GPU-hour</source>
        <translation>Cena rezerwacji na 1 rok za GPU-godzinę</translation>
    </message>
    <message>
        <source>Busy fraction of hours, 0..1</source>
        <translation>Udział godzin pod obciążeniem, 0..1</translation>
    </message>
    <message>
        <source>--%1 must be a non-negative number, got &apos;%2&apos;</source>
        <translation>--%1 musi być liczbą nieujemną, podano „%2”</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, got &apos;%4&apos;</source>
        <translation>--%1 musi być liczbą całkowitą od %2 do %3, podano „%4”</translation>
    </message>
    <message>
        <source>--price-drift-percent must be a number, got &apos;%1&apos;</source>
        <translation>--price-drift-percent musi być liczbą, podano „%1”</translation>
    </message>
    <message>
        <source>Unknown currency &apos;%1&apos; (USD, EUR, RUB or PLN)</source>
        <translation>Nieznana waluta „%1” (USD, EUR, RUB lub PLN)</translation>
    </message>
    <message>
        <source>GPU id (labels the output)</source>
        <translation>id GPU (etykieta w wyniku)</translation>
    </message>
    <message>
        <source>Number of GPUs</source>
        <translation>Liczba GPU</translation>
    </message>
    <message>
        <source>Horizon in months (1-120)</source>
        <translation>Horyzont w miesiącach (1–120)</translation>
    </message>
    <message>
        <source>Rent price change per year, %</source>
        <translation>Roczna zmiana ceny wynajmu, %</translation>
    </message>
    <message>
        <source>Print JSON</source>
        <translation>Wypisz JSON</translation>
    </message>
    <message>
        <source>Unexpected argument &apos;%1&apos;</source>
        <translation>Nieoczekiwany argument „%1”</translation>
    </message>
    <message>
        <source>--gpu needs a lower-case GPU id, got &apos;%1&apos;</source>
        <translation>--gpu wymaga id GPU małymi literami, podano „%1”</translation>
    </message>
    <message>
        <source>--gpus is required</source>
        <translation>--gpus jest wymagane</translation>
    </message>
    <message>
        <source>Rent vs buy: %1 x %2, %3 months, utilization %4, amounts in %5</source>
        <translation>Wynajem czy zakup: %1 × %2, %3 mies., wykorzystanie %4, kwoty w %5</translation>
    </message>
    <message>
        <source>month        own  on-demand   reserved</source>
        <translation>mies. posiadanie na żądanie rezerwacja</translation>
    </message>
    <message>
        <source>Breakeven month (own vs on-demand): %1</source>
        <translation>Miesiąc progu rentowności (posiadanie a wynajem na żądanie): %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nigdy</translation>
    </message>
    <message>
        <source>Breakeven utilization: %1</source>
        <translation>Wykorzystanie na progu rentowności: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Savings of owning at %1 months: %2 %3</source>
        <translation>Oszczędność z posiadania po %1 mies.: %2 %3</translation>
    </message>
    <message>
        <source>Cost per useful GPU-hour: own %1, on-demand %2 %3</source>
        <translation>Koszt użytecznej GPU-godziny: posiadanie %1, na żądanie %2 %3</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>b.d.</translation>
    </message>
    <message>
        <source>%1 must be a non-negative integer, not &apos;%2&apos;</source>
        <translation>%1 musi być nieujemną liczbą całkowitą, a nie „%2”</translation>
    </message>
    <message>
        <source>Unknown model &apos;%1&apos; (give a catalog id or the path of a config.json)</source>
        <translation>Nieznany model „%1” (podaj id z katalogu lub ścieżkę do config.json)</translation>
    </message>
    <message>
        <source>Model %1: %2 parameters (%3 active), KV %4 B/token</source>
        <translation>Model %1: %2 parametrów (%3 aktywnych), KV %4 B/token</translation>
    </message>
    <message>
        <source>GPU %1: %2 GiB; engine %3, memory fraction %4</source>
        <translation>GPU %1: %2 GiB; silnik %3, udział pamięci %4</translation>
    </message>
    <message>
        <source>GPU  weights  KV cache  activations  runtime  reserve  free  (GiB)</source>
        <translation>GPU     wagi   pam. KV    aktywacje   narzut  rezerwa  wolne  (GiB)</translation>
    </message>
    <message>
        <source>Fits.</source>
        <translation>Mieści się.</translation>
    </message>
    <message>
        <source>KV pool per GPU %1 GiB = %2 tokens; max sequences %3; max context %4; fewest GPUs %5 (TP %6 x PP %7)</source>
        <translation>Pula KV na GPU %1 GiB = %2 tokenów; maks. sekwencji %3; maks. kontekst %4; najmniej GPU %5 (TP %6 × PP %7)</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Ostrzeżenie: %1</translation>
    </message>
    <message>
        <source>Unknown GPU &apos;%1&apos;</source>
        <translation>Nieznany GPU &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Unknown weight format &apos;%1&apos;</source>
        <translation>Nieznany format wag „%1”</translation>
    </message>
    <message>
        <source>Unknown KV cache format &apos;%1&apos;</source>
        <translation>Nieznany format pamięci KV „%1”</translation>
    </message>
    <message>
        <source>Unknown engine &apos;%1&apos;</source>
        <translation>Nieznany silnik &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--memory-fraction must be a number in (0, 1]</source>
        <translation>--memory-fraction musi być liczbą z przedziału (0, 1]</translation>
    </message>
    <message>
        <source>--batch or --context is too large</source>
        <translation>--batch lub --context jest za duże</translation>
    </message>
    <message>
        <source>import takes one file: a config.json or a .gguf</source>
        <translation>import przyjmuje jeden plik: config.json lub .gguf</translation>
    </message>
    <message>
        <source>No such file: %1</source>
        <translation>Nie ma takiego pliku: %1</translation>
    </message>
    <message>
        <source>unknown GPU or model</source>
        <translation>nieznany GPU lub model</translation>
    </message>
    <message>
        <source>Print a project file&apos;s metadata, configurations and deployments.</source>
        <translation>Wypisuje metadane, konfiguracje i wdrożenia z pliku projektu.</translation>
    </message>
    <message>
        <source>print JSON</source>
        <translation>wypisz JSON</translation>
    </message>
    <message>
        <source>Write a new project file.</source>
        <translation>Zapisuje nowy plik projektu.</translation>
    </message>
    <message>
        <source>write the sample project</source>
        <translation>zapisz przykładowy projekt</translation>
    </message>
    <message>
        <source>overwrite an existing file</source>
        <translation>nadpisz istniejący plik</translation>
    </message>
    <message>
        <source>&apos;%1&apos; exists already (use --force to overwrite it)</source>
        <translation>„%1” już istnieje (użyj --force, aby go nadpisać)</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>zapisano %1</translation>
    </message>
    <message>
        <source>%1 must be a non-negative number, not &apos;%2&apos;</source>
        <translation>%1 musi być liczbą nieujemną, a nie „%2”</translation>
    </message>
    <message>
        <source>Unknown weight source &apos;%1&apos; (nvme, network, object)</source>
        <translation>Nieznane źródło wag „%1” (nvme, network, object)</translation>
    </message>
    <message>
        <source>Speed: TTFT %1 s (prefill %2 s), TPOT %3 ms, %4 tokens/s per sequence, %5 tokens/s in all (%6 bound); concurrency %7 per replica, replicas: %8</source>
        <translation>Szybkość: TTFT %1 s (prefill %2 s), TPOT %3 ms, %4 tok/s na sekwencję, %5 tok/s łącznie (ograniczenie: %6); współbieżność %7 na replikę, liczba replik: %8</translation>
    </message>
    <message>
        <source>Requests/s %1; most sequences per replica %2 (%3 tokens/s); cold start %4 s</source>
        <translation>Żądań/s %1; maks. sekwencji na replikę %2 (%3 tok/s); zimny start %4 s</translation>
    </message>
    <message>
        <source>Max concurrency at SLO: %1 per replica</source>
        <translation>Maks. współbieżność przy SLO: %1 na replikę</translation>
    </message>
    <message>
        <source>Replicas for the target rate: %1</source>
        <translation>Liczba replik dla docelowego tempa żądań: %1</translation>
    </message>
    <message>
        <source>Cost per million output tokens %1, input tokens %2</source>
        <translation>Koszt miliona tokenów wyjściowych %1, tokenów wejściowych %2</translation>
    </message>
    <message>
        <source>%1 must be an integer from %2 to %3, not &apos;%4&apos;</source>
        <translation>%1 musi być liczbą całkowitą od %2 do %3, a nie „%4”</translation>
    </message>
    <message>
        <source>Unknown mode &apos;%1&apos; (inference, full, lora or qlora)</source>
        <translation>Nieznany tryb „%1” (inference, full, lora lub qlora)</translation>
    </message>
    <message>
        <source>Unknown optimizer &apos;%1&apos; (adamw, adamw-8bit, sgd or adamw-bf16)</source>
        <translation>Nieznany optymalizator „%1” (adamw, adamw-8bit, sgd lub adamw-bf16)</translation>
    </message>
    <message>
        <source>Unknown LoRA targets &apos;%1&apos; (attn, mlp or all)</source>
        <translation>Nieznane moduły docelowe LoRA „%1” (attn, mlp lub all)</translation>
    </message>
    <message>
        <source>Unknown offload &apos;%1&apos; (none, optimizer or all)</source>
        <translation>Nieznany tryb offloadu „%1” (none, optimizer lub all)</translation>
    </message>
    <message>
        <source>%1 needs a training mode (--mode full, lora or qlora)</source>
        <translation>%1 wymaga trybu treningowego (--mode full, lora lub qlora)</translation>
    </message>
    <message>
        <source>%1 is for inference; training modes take %2</source>
        <translation>%1 służy do inferencji; w trybach treningowych użyj %2</translation>
    </message>
    <message>
        <source>Model %1: %2 parameters, %3 trainable</source>
        <translation>Model %1: %2 parametrów, %3 trenowalnych</translation>
    </message>
    <message>
        <source>%1 on GPU %2 (%3 GiB): optimizer %4, micro-batch %5 x %6 tokens, checkpointing %7, ZeRO-%8, offload %9</source>
        <translation>%1 na GPU %2 (%3 GiB): optymalizator %4, mikrobatch %5 × %6 tokenów, checkpointing %7, ZeRO-%8, offload %9</translation>
    </message>
    <message>
        <source>on</source>
        <translation>wł.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>wył.</translation>
    </message>
    <message>
        <source>GPU  weights  master  gradients  optimizer  activations  runtime  reserve  free  (GiB)</source>
        <translation>GPU     wagi  główne  gradienty   optymal.    aktywacje  narzut   rezerwa  wolne  (GiB)</translation>
    </message>
    <message>
        <source>Host RAM for offload and paging: %1 GiB</source>
        <translation>RAM hosta na offload i stronicowanie: %1 GiB</translation>
    </message>
    <message>
        <source>Largest micro-batch %1; longest sequence %2; fewest GPUs %3 (TP %4 x PP %5 x DP %6)</source>
        <translation>Największy mikrobatch %1; najdłuższa sekwencja %2; najmniej GPU %3 (TP %4 × PP %5 × DP %6)</translation>
    </message>
    <message>
        <source>Speed: %1</source>
        <translation>Szybkość: %1</translation>
    </message>
    <message>
        <source>      engine %1 = %2 (set by the user)</source>
        <translation>      silnik: %1 = %2 (ustawione przez użytkownika)</translation>
    </message>
    <message>
        <source>&apos;report&apos; is not available in this build: it needs the graphical libraries (configure with HEADROOM_BUILD_GUI=ON)</source>
        <translation>Polecenie „report” jest niedostępne w tej kompilacji: wymaga bibliotek graficznych (skonfiguruj z HEADROOM_BUILD_GUI=ON)</translation>
    </message>
    <message>
        <source>Write a project&apos;s PDF report and/or its comparison table as CSV.</source>
        <translation>Zapisuje raport PDF projektu i/lub jego tabelę porównania jako CSV.</translation>
    </message>
    <message>
        <source>write the PDF report to &lt;file&gt;</source>
        <translation>zapisz raport PDF do &lt;file&gt;</translation>
    </message>
    <message>
        <source>write the comparison table as CSV to &lt;file&gt;</source>
        <translation>zapisz tabelę porównania jako CSV do &lt;file&gt;</translation>
    </message>
    <message>
        <source>&apos;report&apos; needs --pdf &lt;file&gt; and/or --csv &lt;file&gt;</source>
        <translation>„report” wymaga --pdf &lt;file&gt; i/lub --csv &lt;file&gt;</translation>
    </message>
    <message>
        <source>--page must be a4 or letter, got &apos;%1&apos;</source>
        <translation>--page musi być a4 lub letter, podano „%1”</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Zapisano %1</translation>
    </message>
    <message>
        <source>The PDF report needs the graphical libraries; run headroom-cli itself, which starts them for &apos;report&apos;</source>
        <translation>Raport PDF wymaga bibliotek graficznych; uruchom bezpośrednio headroom-cli, który ładuje je dla „report”</translation>
    </message>
    <message>
        <source>Usage: headroom-cli %1 %2
</source>
        <translation>Użycie: headroom-cli %1 %2
</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opcje:</translation>
    </message>
    <message>
        <source>(repeatable)</source>
        <translation>(można powtarzać)</translation>
    </message>
    <message>
        <source>print this help</source>
        <translation>wyświetl tę pomoc</translation>
    </message>
    <message>
        <source>Lists the built-in GPUs or models, or shows one entry.</source>
        <translation>Wyświetla wbudowane GPU lub modele albo pokazuje jeden wpis.</translation>
    </message>
    <message>
        <source>print JSON instead of a table</source>
        <translation>wypisz JSON zamiast tabeli</translation>
    </message>
    <message>
        <source>Rent vs buy for a fleet of GPUs: cumulative cost curves, breakeven month and utilisation, savings.</source>
        <translation>Wynajem czy zakup floty GPU: skumulowane krzywe kosztów, miesiąc i wykorzystanie progu rentowności, oszczędności.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos; (%2)</source>
        <translation>nieoczekiwany argument „%1” (%2)</translation>
    </message>
    <message>
        <source>estimate needs --model and --gpu (%1)</source>
        <translation>estimate wymaga --model i --gpu (%1)</translation>
    </message>
    <message>
        <source>Does not fit: needs %1 GiB more per GPU.</source>
        <translation>Nie mieści się: potrzeba jeszcze %1&#xa0;GiB na każdy GPU.</translation>
    </message>
    <message>
        <source>Reads a Hugging Face config.json or a GGUF file&apos;s header (never its tensor data) and prints the architecture it describes.</source>
        <translation>Czyta config.json z Hugging Face lub nagłówek pliku GGUF (nigdy danych tensorów) i wypisuje opisaną w nim architekturę.</translation>
    </message>
    <message>
        <source>print one JSON object</source>
        <translation>wypisz jeden obiekt JSON</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs exactly one file (%2)</source>
        <translation>„%1” wymaga dokładnie jednego pliku (%2)</translation>
    </message>
    <message>
        <source>&apos;report&apos; needs exactly one file (%1)</source>
        <translation>„report” wymaga dokładnie jednego pliku (%1)</translation>
    </message>
    <message>
        <source>see &apos;headroom-cli %1 --help&apos;</source>
        <translation>zobacz &apos;headroom-cli %1 --help&apos;</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>nieznana opcja „%1”</translation>
    </message>
    <message>
        <source>%1: --%2 is given more than once (%3)</source>
        <translation>%1: --%2 podano więcej niż raz (%3)</translation>
    </message>
    <message>
        <source>Vision tower: %1 parameters, loaded</source>
        <translation>Wieża wizyjna: %1 parametrów, załadowana</translation>
    </message>
    <message>
        <source>MTP: %1 layers, %2 parameters, loaded for speculative decoding</source>
        <translation>MTP: warstw %1, parametrów %2, załadowane do dekodowania spekulatywnego</translation>
    </message>
    <message>
        <source>--speculative-tokens must be a whole number from 1 to %1</source>
        <translation>--speculative-tokens musi być liczbą całkowitą od 1 do %1</translation>
    </message>
    <message>
        <source>command line</source>
        <translation>wiersz poleceń</translation>
    </message>
    <message>
        <source>--rate must read FROM/TO=VALUE with two different currencies (USD, EUR, RUB or PLN) and a positive rate, got &apos;%1&apos;</source>
        <translation>--rate musi mieć postać FROM/TO=VALUE z dwiema różnymi walutami (USD, EUR, RUB lub PLN) i dodatnim kursem, podano „%1”</translation>
    </message>
    <message>
        <source>Show amounts in USD, EUR, RUB or PLN, converted with the exchange rates (default: the --amounts-in currency)</source>
        <translation>Pokaż kwoty w USD, EUR, RUB lub PLN, przeliczone po kursach wymiany (domyślnie w walucie --amounts-in)</translation>
    </message>
    <message>
        <source>Currency of the amounts given as options (default USD)</source>
        <translation>Waluta kwot podanych w opcjach (domyślnie USD)</translation>
    </message>
    <message>
        <source>An exchange rate: 1 FROM = VALUE TO (wins over a built-in rate for the pair)</source>
        <translation>Kurs wymiany: 1 FROM = VALUE TO (ma pierwszeństwo przed wbudowanym kursem dla tej pary)</translation>
    </message>
    <message>
        <source>Use only the --rate rates, not the built-in table</source>
        <translation>Używaj tylko kursów z --rate, bez wbudowanej tabeli</translation>
    </message>
    <message>
        <source>Amounts given in %1, %2</source>
        <translation>Kwoty podane w %1, %2</translation>
    </message>
    <message>
        <source>Unknown load &apos;%1&apos; (closed or open)</source>
        <translation>Nieznane obciążenie „%1” (closed lub open)</translation>
    </message>
    <message>
        <source>An open loop needs --rate, the requests per second (more than 0)</source>
        <translation>Pętla otwarta wymaga --rate, czyli żądań na sekundę (więcej niż 0)</translation>
    </message>
    <message>
        <source>--rate is for an open loop (--load open)</source>
        <translation>--rate dotyczy pętli otwartej (--load open)</translation>
    </message>
    <message>
        <source>%1 takes fixed, uniform, uniform:SPREAD (0 to 1) or exponential, not &apos;%2&apos;</source>
        <translation>%1 przyjmuje fixed, uniform, uniform:ROZRZUT (od 0 do 1) lub exponential, a nie „%2”</translation>
    </message>
    <message>
        <source>--seed must be a whole number, not &apos;%1&apos;</source>
        <translation>--seed musi być liczbą całkowitą, a nie „%1”</translation>
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
        <translation>Całe żądanie</translation>
    </message>
    <message>
        <source>give --users or --batch, not both</source>
        <translation>podaj --users albo --batch, nie oba</translation>
    </message>
    <message>
        <source>%1 is a share from 0 to 1, not &apos;%2&apos;</source>
        <translation>%1 to udział od 0 do 1, a nie „%2”</translation>
    </message>
    <message>
        <source>Cheapest over %1 months: %2, %3 %4</source>
        <translation>Najtaniej w ciągu %1 mies.: %2, %3 %4</translation>
    </message>
    <message>
        <source>--kv-offload takes host, nvme or none, not &apos;%1&apos;</source>
        <translation>--kv-offload przyjmuje host, nvme lub none, nie „%1”</translation>
    </message>
    <message>
        <source>--kv-offload-gib and --kv-offload-gbps need --kv-offload host or nvme</source>
        <translation>--kv-offload-gib i --kv-offload-gbps wymagają --kv-offload host lub nvme</translation>
    </message>
    <message>
        <source>--kv-offload needs --kv-offload-gib, the tier&apos;s capacity</source>
        <translation>--kv-offload wymaga --kv-offload-gib, pojemności warstwy</translation>
    </message>
    <message>
        <source>--kv-offload-gib must be above 0, not &apos;%1&apos;</source>
        <translation>--kv-offload-gib musi być większe od 0, nie „%1”</translation>
    </message>
    <message>
        <source>Draft model: %1 GiB per GPU (its weights and KV cache)</source>
        <translation>Model szkicujący: %1&#xa0;GiB na GPU (jego wagi i pamięć KV)</translation>
    </message>
    <message>
        <source>Unknown speculative decoding method &apos;%1&apos; (none, mtp or draft)</source>
        <translation>Nieznana metoda dekodowania spekulatywnego „%1” (none, mtp lub draft)</translation>
    </message>
    <message>
        <source>--spec-draft drafts with a model: leave out --speculative or give --speculative draft</source>
        <translation>--spec-draft szkicuje modelem: pomiń --speculative lub podaj --speculative draft</translation>
    </message>
    <message>
        <source>%1 needs --disagg</source>
        <translation>%1 wymaga --disagg</translation>
    </message>
    <message>
        <source>--disagg takes PxD, the prefill and decode replicas (as 2x3, P from 1 to %1), not &apos;%2&apos;</source>
        <translation>--disagg przyjmuje PxD — repliki prefillu i dekodowania (np. 2x3, P od 1 do %1), a nie &apos;%2&apos;</translation>
    </message>
    <message>
        <source>--gpus %1 are not the %2 decode replicas of TP %3 x PP %4 that --disagg asks for (leave --gpus out)</source>
        <translation>--gpus %1 to nie %2 repliki dekodowania po TP %3 × PP %4, których wymaga --disagg (pomiń --gpus)</translation>
    </message>
    <message>
        <source>--disagg asks for too many decode GPUs</source>
        <translation>--disagg wymaga zbyt wielu GPU dekodowania</translation>
    </message>
    <message>
        <source>--prefill-tp must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>--prefill-tp musi być liczbą całkowitą co najmniej 1, a nie &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Disaggregated: %1 prefill replicas on %2, %3 decode replicas; KV transfer %4 ms; capacity: prefill %5, decode %6 requests/s (bound by the %7); best split %8:%9 (%10 requests/s)</source>
        <translation>Rozdzielnie: replik prefillu %1 na %2, replik dekodowania %3; przesył KV %4 ms; przepustowość: prefill %5, dekodowanie %6 żądań/s (wąskie gardło: %7); najlepszy podział %8:%9 (%10 żądań/s)</translation>
    </message>
    <message>
        <source>PDF page size: a4 or letter (default: letter for English in the US and Canada, else a4)</source>
        <translation>rozmiar strony PDF: a4 lub letter (domyślnie letter dla angielskiego w USA i Kanadzie, w innych przypadkach a4)</translation>
    </message>
    <message>
        <source>the report&apos;s title (default: the project&apos;s title)</source>
        <translation>tytuł raportu (domyślnie tytuł projektu)</translation>
    </message>
    <message>
        <source>the report&apos;s author (default: the project&apos;s author)</source>
        <translation>autor raportu (domyślnie autor projektu)</translation>
    </message>
    <message>
        <source>%1: P50 %2 s, P90 %3 s, P99 %4 s (the spread of %5 simulated requests around the mean; their own mean %6 s)</source>
        <translation>%1: P50 %2 s, P90 %3 s, P99 %4 s (rozrzut %5 symulowanych żądań wokół średniej; ich własna średnia %6 s)</translation>
    </message>
    <message>
        <source>Sequence state (recurrent layers, beside the KV cache, in the same pool): %1 GiB on GPU 0</source>
        <translation>Stan sekwencji (warstwy rekurencyjne, obok pamięci KV, w tej samej puli): %1 GiB na GPU 0</translation>
    </message>
    <message>
        <source>what to buy or rent for a workload</source>
        <translation>co kupić lub wynająć pod obciążenie</translation>
    </message>
    <message>
        <source>fit engine constants to measured runs (--apply)</source>
        <translation>dopasuj stałe silnika do pomiarów (--apply)</translation>
    </message>
    <message>
        <source>What to buy or rent to serve models to a load at latency targets: ranked plans, the Pareto front, rent vs own. A project file brings its saved workload and its prices.</source>
        <translation>Co kupić lub wynająć, by obsłużyć modele pod obciążeniem w celach opóźnień: uszeregowane plany, front Pareto, wynajem a zakup. Plik projektu wnosi zapisane obciążenie i swoje ceny.</translation>
    </message>
    <message>
        <source>Catalog model id (short form)</source>
        <translation>Id modelu z katalogu (forma skrócona)</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>Równocześni użytkownicy</translation>
    </message>
    <message>
        <source>Requests per second (instead of users)</source>
        <translation>Żądań na sekundę (zamiast użytkowników)</translation>
    </message>
    <message>
        <source>Output tokens per request (default 256)</source>
        <translation>Tokenów wyjściowych na żądanie (domyślnie 256)</translation>
    </message>
    <message>
        <source>TPOT target, ms</source>
        <translation>Cel TPOT, ms</translation>
    </message>
    <message>
        <source>TTFT target, ms</source>
        <translation>Cel TTFT, ms</translation>
    </message>
    <message>
        <source>Budget per month</source>
        <translation>Budżet miesięczny</translation>
    </message>
    <message>
        <source>Most GPUs</source>
        <translation>Najwięcej GPU</translation>
    </message>
    <message>
        <source>Allowed GPU id (repeat; default: all)</source>
        <translation>Dozwolony id GPU (można powtarzać; domyślnie wszystkie)</translation>
    </message>
    <message>
        <source>USD, EUR, RUB or PLN</source>
        <translation>USD, EUR, RUB lub PLN</translation>
    </message>
    <message>
        <source>Plans in the table (default 10)</source>
        <translation>Planów w tabeli (domyślnie 10)</translation>
    </message>
    <message>
        <source>Do not check the plans with the load simulation</source>
        <translation>Nie sprawdzaj planów symulacją obciążenia</translation>
    </message>
    <message>
        <source>Add the search time to the output</source>
        <translation>Dodaj czas wyszukiwania do wyniku</translation>
    </message>
    <message>
        <source>--%1 must be a number of at least 0, got &apos;%2&apos;</source>
        <translation>--%1 musi być liczbą nie mniejszą niż 0, podano &apos;%2&apos;</translation>
    </message>
    <message>
        <source>#  %1/month  GPUs  tokens/s/user  TTFT ms  %1/1M tok  plan</source>
        <translation>#  %1/mies.  GPU  tok/s/użytk.  TTFT ms  %1/1M tok  plan</translation>
    </message>
    <message>
        <source>own</source>
        <translation>zakup</translation>
    </message>
    <message>
        <source>rent</source>
        <translation>wynajem</translation>
    </message>
    <message>
        <source>* on the Pareto front (cost vs per-user speed)</source>
        <translation>* na froncie Pareto (koszt wobec szybkości na użytkownika)</translation>
    </message>
    <message>
        <source>Binds: </source>
        <translation>Ogranicza: </translation>
    </message>
    <message>
        <source>Loses: </source>
        <translation>Przegrywa: </translation>
    </message>
    <message>
        <source>Power %1 kW, %2 kWh/month (%3 %4), %5 tokens/kWh</source>
        <translation>Moc %1 kW, %2 kWh/mies. (%3 %4), %5 tokenów/kWh</translation>
    </message>
    <message>
        <source>Rent %1 vs own %2 over 3 years (%3); breakeven %4</source>
        <translation>Wynajem %1 wobec posiadania %2 w 3 lata (%3); zwrot %4</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>miesiąc %1</translation>
    </message>
    <message>
        <source>%1 candidates, %2 evaluated, %3 feasible</source>
        <translation>%1 kandydatów, %2 ocenionych, %3 wykonalnych</translation>
    </message>
    <message>
        <source>advise takes one workload file (%1)</source>
        <translation>advise przyjmuje jeden plik obciążenia (%1)</translation>
    </message>
    <message>
        <source>give a workload file or --model, not both</source>
        <translation>podaj plik obciążenia lub --model, nie oba</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no advisor workload saved</source>
        <translation>W &apos;%1&apos; nie zapisano obciążenia doradcy</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>nie można odczytać „%1”: %2</translation>
    </message>
    <message>
        <source>give a workload file or --model (%1)</source>
        <translation>podaj plik obciążenia lub --model (%1)</translation>
    </message>
    <message>
        <source>--plans must be a whole number from 1 to 1000</source>
        <translation>--plans musi być liczbą całkowitą od 1 do 1000</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1&#xa0;ms</translation>
    </message>
    <message numerus="yes">
        <source>Calibration of %1 on %2 (%n run(s))</source>
        <translation>
            <numerusform>Kalibracja %1 na %2 (%n przebieg)</numerusform>
            <numerusform>Kalibracja %1 na %2 (%n przebiegi)</numerusform>
            <numerusform>Kalibracja %1 na %2 (%n przebiegów)</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine constants:</source>
        <translation>Stałe silnika:</translation>
    </message>
    <message>
        <source>Runs (measured, estimated before -&gt; after, error before -&gt; after):</source>
        <translation>Przebiegi (zmierzone, szacunek przed -&gt; po, błąd przed -&gt; po):</translation>
    </message>
    <message>
        <source>  median error of %1: %2 -&gt; %3</source>
        <translation>  mediana błędu %1: %2 -&gt; %3</translation>
    </message>
    <message>
        <source>Memory per GPU, log vs Headroom before -&gt; after (GiB; tokens for the KV pool&apos;s tokens):</source>
        <translation>Pamięć na GPU, log i Headroom przed -&gt; po (GiB; tokeny dla tokenów puli KV):</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Uwaga: %1</translation>
    </message>
    <message>
        <source>calibrate needs at least one measurement file (%1)</source>
        <translation>calibrate potrzebuje co najmniej jednego pliku pomiarów (%1)</translation>
    </message>
    <message>
        <source>calibrate needs --project (%1)</source>
        <translation>calibrate potrzebuje --project (%1)</translation>
    </message>
    <message>
        <source>--tp must be a whole number of at least 1</source>
        <translation>--tp musi być liczbą całkowitą co najmniej 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is open read-only: the calibration cannot be stored</source>
        <translation>&apos;%1&apos; jest otwarty tylko do odczytu: nie można zapisać kalibracji</translation>
    </message>
    <message>
        <source>Unknown model &apos;%1&apos;</source>
        <translation>Nieznany model &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: not matched to one deployment (%2); candidates: %3; give %4</source>
        <translation>%1: nie dopasowano do jednego wdrożenia (%2); kandydaci: %3; podaj %4</translation>
    </message>
    <message>
        <source>several agree</source>
        <translation>pasuje kilka</translation>
    </message>
    <message>
        <source>Nothing to store: no constant changed</source>
        <translation>Nie ma czego zapisać: żadna stała się nie zmieniła</translation>
    </message>
    <message>
        <source>Stored as calibration %1 for every %2 deployment on %3</source>
        <translation>Zapisano jako kalibrację %1 dla każdego wdrożenia %2 na %3</translation>
    </message>
    <message>
        <source>      engine constants calibrated (%1)</source>
        <translation>      stałe silnika skalibrowane (%1)</translation>
    </message>
    <message>
        <source>hybrid</source>
        <translation>hybryda</translation>
    </message>
    <message>
        <source>GPUs: %1 already owned, %2 bought, up to %3 rented (%4 GPU-h/month)</source>
        <translation>GPU: %1 już posiadanych, %2 kupionych, do %3 wynajętych (%4 GPU-h/mies.)</translation>
    </message>
    <message>
        <source>Training: </source>
        <translation>Trening: </translation>
    </message>
    <message>
        <source>%1 %2 one-off (%3), binds: %4</source>
        <translation>%1 %2 jednorazowo (%3), ogranicza: %4</translation>
    </message>
    <message>
        <source>Training jobs in all: %1 %2 one-off, apart from the monthly cost</source>
        <translation>Zadania treningowe razem: %1 %2 jednorazowo, poza kosztem miesięcznym</translation>
    </message>
    <message>
        <source>disaggregated: %1 prefill x decode pairs, %2 estimated</source>
        <translation>rozdzielone prefill/decode: pary prefill x decode: %1, oszacowano: %2</translation>
    </message>
    <message>
        <source>--epochs must be above 0</source>
        <translation>--epochs musi być większe od 0</translation>
    </message>
    <message>
        <source>Time for %1 tokens on %2 x %3: %4 h (%5)</source>
        <translation>Czas dla %1 tokenów na %2 x %3: %4 h (%5)</translation>
    </message>
    <message>
        <source>Fit the engine constants of the project&apos;s deployments to measured runs (benchmark results, server logs): the constants before and after, each run&apos;s error before and after; --apply stores the calibration in the project, for every deployment of that GPU and engine.</source>
        <translation>Dopasowuje stałe silnika wdrożeń projektu do zmierzonych przebiegów (wyniki benchmarków, logi serwerów): stałe przed i po, błąd każdego przebiegu przed i po; --apply zapisuje kalibrację w projekcie, dla każdego wdrożenia z tym GPU i silnikiem.</translation>
    </message>
    <message>
        <source>the project file</source>
        <translation>plik projektu</translation>
    </message>
    <message>
        <source>the deployment every run was measured on (when the files do not say)</source>
        <translation>wdrożenie, na którym zmierzono wszystkie przebiegi (gdy pliki tego nie podają)</translation>
    </message>
    <message>
        <source>catalog model id of the runs</source>
        <translation>id modelu z katalogu dla przebiegów</translation>
    </message>
    <message>
        <source>catalog GPU id of the runs</source>
        <translation>id GPU z katalogu dla przebiegów</translation>
    </message>
    <message>
        <source>engine of the runs: vllm, sglang, trtllm, ...</source>
        <translation>silnik przebiegów: vllm, sglang, trtllm, ...</translation>
    </message>
    <message>
        <source>tensor-parallel size of the runs</source>
        <translation>stopień równoległości tensorowej przebiegów</translation>
    </message>
    <message>
        <source>an engine constant to fit (repeatable; default: mbu, step_overhead_ms, mfu_prefill as the runs allow)</source>
        <translation>stała silnika do dopasowania (można powtarzać; domyślnie: mbu, step_overhead_ms, mfu_prefill, na ile pozwalają przebiegi)</translation>
    </message>
    <message>
        <source>store the calibration in the project file</source>
        <translation>zapisz kalibrację w pliku projektu</translation>
    </message>
    <message>
        <source>a note stored with the calibration</source>
        <translation>notatka zapisywana razem z kalibracją</translation>
    </message>
    <message>
        <source>Memory per GPU, the limits (max batch, max context, fewest GPUs) and the speed of one model served or fine-tuned on one GPU configuration.</source>
        <translation>Pamięć na GPU, limity (maks. batch, maks. kontekst, najmniej GPU) i szybkość jednego modelu serwowanego lub dostrajanego na jednej konfiguracji GPU.</translation>
    </message>
    <message>
        <source>catalog model id, or a config.json path</source>
        <translation>id modelu z katalogu lub ścieżka do config.json</translation>
    </message>
    <message>
        <source>catalog GPU id (see &apos;catalog gpus&apos;)</source>
        <translation>id GPU z katalogu (zobacz &apos;catalog gpus&apos;)</translation>
    </message>
    <message>
        <source>number of GPUs (default: TP x PP)</source>
        <translation>liczba GPU (domyślnie: TP × PP)</translation>
    </message>
    <message>
        <source>tensor-parallel size (default 1)</source>
        <translation>stopień równoległości tensorowej (domyślnie 1)</translation>
    </message>
    <message>
        <source>pipeline-parallel size (default 1)</source>
        <translation>stopień równoległości potokowej (domyślnie 1)</translation>
    </message>
    <message>
        <source>expert-parallel size, MoE models: the routed experts spread whole over N of the TP GPUs (default 1: TP-sharded)</source>
        <translation>stopień równoległości ekspertów, modele MoE: routowani eksperci w całości rozłożeni na N z GPU TP (domyślnie 1: sharding po TP)</translation>
    </message>
    <message>
        <source>attention data-parallel size, MoE models: TP / N GPUs per attention group, each with its own sequences (default 1)</source>
        <translation>stopień równoległości danych w uwadze, modele MoE: TP / N GPU na grupę uwagi, każda z własnymi sekwencjami (domyślnie 1)</translation>
    </message>
    <message>
        <source>serving engine: vllm, sglang, trtllm, llamacpp, transformers</source>
        <translation>silnik serwowania: vllm, sglang, trtllm, llamacpp, transformers</translation>
    </message>
    <message>
        <source>speculative decoding: none (default), mtp (loads the model&apos;s MTP layers) or draft (with --spec-draft)</source>
        <translation>dekodowanie spekulatywne: none (domyślnie), mtp (ładuje warstwy MTP modelu) lub draft (z --spec-draft)</translation>
    </message>
    <message>
        <source>speculative decoding with this catalog model as the draft (same tokenizer)</source>
        <translation>dekodowanie spekulatywne z tym modelem z katalogu jako szkicującym (ten sam tokenizer)</translation>
    </message>
    <message>
        <source>tokens drafted per step, 1-16 (default 1)</source>
        <translation>tokenów szkicu na krok, 1–16 (domyślnie 1)</translation>
    </message>
    <message>
        <source>disaggregated serving: P prefill and D decode replicas (as 2x3)</source>
        <translation>serwowanie rozdzielone: P replik prefillu i D replik dekodowania (np. 2x3)</translation>
    </message>
    <message>
        <source>with --disagg: the prefill replicas&apos; GPU (default: --gpu)</source>
        <translation>z --disagg: GPU replik prefillu (domyślnie: --gpu)</translation>
    </message>
    <message>
        <source>with --disagg: the prefill replicas&apos; tensor parallel (default: --tp)</source>
        <translation>z --disagg: równoległość tensorowa replik prefillu (domyślnie: --tp)</translation>
    </message>
    <message>
        <source>serve a multimodal model without its vision tower</source>
        <translation>serwuj model multimodalny bez wieży wizyjnej</translation>
    </message>
    <message>
        <source>concurrent sequences (default 1)</source>
        <translation>równoczesne sekwencje (domyślnie 1)</translation>
    </message>
    <message>
        <source>closed (--users N, default) or open (--rate R) loop</source>
        <translation>pętla obciążenia: closed (--users N, domyślnie) lub open (--rate R)</translation>
    </message>
    <message>
        <source>closed loop: concurrent users (as --batch)</source>
        <translation>pętla zamknięta: równocześni użytkownicy (jak --batch)</translation>
    </message>
    <message>
        <source>open loop: Poisson arrivals per second</source>
        <translation>pętla otwarta: żądań na sekundę (proces Poissona)</translation>
    </message>
    <message>
        <source>input lengths: fixed, uniform[:spread] or exponential</source>
        <translation>długości wejścia: fixed, uniform[:rozrzut] lub exponential</translation>
    </message>
    <message>
        <source>output lengths: fixed, uniform[:spread] or exponential</source>
        <translation>długości wyjścia: fixed, uniform[:rozrzut] lub exponential</translation>
    </message>
    <message>
        <source>seed of the load simulation (default 1)</source>
        <translation>ziarno symulacji obciążenia (domyślnie 1)</translation>
    </message>
    <message>
        <source>share of each prompt found in the prefix cache (0 to 1)</source>
        <translation>część każdego promptu znaleziona w pamięci podręcznej prefiksów (od 0 do 1)</translation>
    </message>
    <message>
        <source>keep prefix-cache KV beyond the GPU in host memory or on NVMe: host or nvme</source>
        <translation>przechowuj KV pamięci prefiksów poza GPU w pamięci hosta lub na NVMe: host lub nvme</translation>
    </message>
    <message>
        <source>capacity of the KV offload tier per replica</source>
        <translation>pojemność warstwy offloadu KV na replikę</translation>
    </message>
    <message>
        <source>load rate of the KV offload tier per replica (default: the GPUs&apos; PCIe links for host, 7 for NVMe)</source>
        <translation>szybkość ładowania z warstwy offloadu KV na replikę (domyślnie: łącza PCIe GPU dla host, 7 dla NVMe)</translation>
    </message>
    <message>
        <source>chance each drafted token is accepted (default 0.8)</source>
        <translation>szansa przyjęcia każdego tokenu szkicu (domyślnie 0.8)</translation>
    </message>
    <message>
        <source>context length per sequence (default 4096)</source>
        <translation>długość kontekstu na sekwencję (domyślnie 4096)</translation>
    </message>
    <message>
        <source>target time per output token</source>
        <translation>docelowy czas na token wyjściowy</translation>
    </message>
    <message>
        <source>target time to first token</source>
        <translation>docelowy czas do pierwszego tokenu</translation>
    </message>
    <message>
        <source>target request rate (replicas)</source>
        <translation>docelowe tempo żądań (liczba replik)</translation>
    </message>
    <message>
        <source>GPU-hour price for the cost per token</source>
        <translation>cena GPU-godziny do kosztu na token</translation>
    </message>
    <message>
        <source>where the weights load from at start: nvme, network or object</source>
        <translation>skąd ładowane są wagi przy starcie: nvme, network lub object</translation>
    </message>
    <message>
        <source>set one engine constant (see the engine_constants output)</source>
        <translation>ustaw jedną stałą silnika (zobacz engine_constants w wyniku)</translation>
    </message>
    <message>
        <source>use that project file&apos;s calibration for this GPU and engine (&apos;calibrate --apply&apos;)</source>
        <translation>użyj kalibracji z tego pliku projektu dla tego GPU i silnika (&apos;calibrate --apply&apos;)</translation>
    </message>
    <message>
        <source>inference (default), full, lora or qlora</source>
        <translation>inference (domyślnie), full, lora lub qlora</translation>
    </message>
    <message>
        <source>adamw, adamw-8bit, sgd or adamw-bf16</source>
        <translation>adamw, adamw-8bit, sgd lub adamw-bf16</translation>
    </message>
    <message>
        <source>training micro-batch per GPU</source>
        <translation>mikrobatch treningowy na GPU</translation>
    </message>
    <message>
        <source>training sequence length</source>
        <translation>długość sekwencji treningowej</translation>
    </message>
    <message>
        <source>ZeRO stage 0-3 over the data-parallel GPUs</source>
        <translation>etap ZeRO 0–3 na GPU równoległości danych</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>rank LoRA</translation>
    </message>
    <message>
        <source>LoRA targets: attn, mlp or all</source>
        <translation>moduły docelowe LoRA: attn, mlp lub all</translation>
    </message>
    <message>
        <source>CPU offload: none, optimizer or all</source>
        <translation>offload na CPU: none, optimizer lub all</translation>
    </message>
    <message>
        <source>training dataset tokens per epoch: prints the training time</source>
        <translation>tokenów zbioru danych na epokę: wypisuje czas treningu</translation>
    </message>
    <message>
        <source>training epochs (1)</source>
        <translation>epok treningu (1)</translation>
    </message>
    <message>
        <source>gradient checkpointing</source>
        <translation>gradient checkpointing</translation>
    </message>
    <message>
        <source>paged optimizer states (bitsandbytes)</source>
        <translation>stronicowane stany optymalizatora (bitsandbytes)</translation>
    </message>
    <message>
        <source>training without flash attention</source>
        <translation>trening bez flash attention</translation>
    </message>
    <message>
        <source>(one of: %1)</source>
        <translation>(jedno z: %1)</translation>
    </message>
    <message>
        <source>--engine-version: %1 %2 is not a version Headroom models (%3)</source>
        <translation>--engine-version: %1 %2 to nie wersja modelowana przez Headroom (%3)</translation>
    </message>
    <message>
        <source>give %1 or %2, not both</source>
        <translation>podaj %1 albo %2, nie oba</translation>
    </message>
    <message>
        <source>%1 must be a whole number from 1 to %2, not &apos;%3&apos;</source>
        <translation>%1 musi być liczbą całkowitą od 1 do %2, a nie „%3”</translation>
    </message>
    <message>
        <source>weight format</source>
        <translation>format wag</translation>
    </message>
    <message>
        <source>KV cache format</source>
        <translation>format KV cache</translation>
    </message>
    <message>
        <source>share of GPU memory the engine may use, in (0, 1] (vLLM gpu_memory_utilization, SGLang mem_fraction_static; default: the engine&apos;s)</source>
        <translation>udział pamięci GPU, który silnik może zająć, w (0, 1] (vLLM gpu_memory_utilization, SGLang mem_fraction_static; domyślnie — wartość silnika)</translation>
    </message>
    <message>
        <source>the engine&apos;s version, whose defaults apply (default: the newest modelled)</source>
        <translation>wersja silnika, której wartości domyślne obowiązują (domyślnie — najnowsza modelowana)</translation>
    </message>
    <message>
        <source>tokens per engine step (vLLM max_num_batched_tokens; default: the engine&apos;s for the GPU)</source>
        <translation>tokenów na krok silnika (vLLM max_num_batched_tokens; domyślnie — wartość silnika dla tego GPU)</translation>
    </message>
    <message>
        <source>SGLang&apos;s name for --max-num-batched-tokens</source>
        <translation>nazwa --max-num-batched-tokens w SGLang</translation>
    </message>
    <message>
        <source>most sequences a replica runs at once (vLLM max_num_seqs; default: the engine&apos;s for the GPU)</source>
        <translation>największa liczba sekwencji, które replika prowadzi naraz (vLLM max_num_seqs; domyślnie — wartość silnika dla tego GPU)</translation>
    </message>
    <message>
        <source>SGLang&apos;s name for --max-num-seqs</source>
        <translation>nazwa --max-num-seqs w SGLang</translation>
    </message>
    <message>
        <source>no CUDA graphs (vLLM enforce_eager, SGLang disable_cuda_graph)</source>
        <translation>bez CUDA graphs (vLLM enforce_eager, SGLang disable_cuda_graph)</translation>
    </message>
    <message>
        <source>Engine settings: %1 %2, %3 tokens per step, %4 sequences at once, %5</source>
        <translation>Ustawienia silnika: %1 %2, %3 tokenów na krok, %4 sekwencji naraz, %5</translation>
    </message>
    <message>
        <source>CUDA graphs for %1 batch sizes</source>
        <translation>CUDA graphs dla %1 rozmiarów batcha</translation>
    </message>
    <message>
        <source>no CUDA graphs</source>
        <translation>bez CUDA graphs</translation>
    </message>
    <message>
        <source>keep only this fitted constant (repeatable; default: every one that changed and is not at the limit of the fit)</source>
        <translation>zachowaj tylko tę dopasowaną stałą (można powtarzać; domyślnie: każdą, która się zmieniła i nie jest na granicy dopasowania)</translation>
    </message>
    <message>
        <source>weight format of the runs, where the files do not say</source>
        <translation>format wag przebiegów, gdy pliki go nie podają</translation>
    </message>
    <message>
        <source>when no deployment of the project ran the files, add the one they were fitted against to the project</source>
        <translation>gdy żadne wdrożenie projektu nie wykonało tych przebiegów, dodaj do projektu wdrożenie, do którego je dopasowano</translation>
    </message>
    <message>
        <source>at the limit of the fit: stored only with --accept</source>
        <translation>na granicy dopasowania: zapisywana tylko z --accept</translation>
    </message>
    <message>
        <source>No deployment of the project ran %1 on %2 with %3 at TP %4: fitted against one (%5 weights)</source>
        <translation>Żadne wdrożenie projektu nie uruchamia %1 na %2 z %3 przy TP %4: dopasowano do takiego wdrożenia (wagi %5)</translation>
    </message>
    <message>
        <source>Added to the project as deployment %1</source>
        <translation>Dodano do projektu jako wdrożenie %1</translation>
    </message>
    <message>
        <source>Add it to the project with --add-deployment; a stored calibration applies to every such deployment added later</source>
        <translation>Dodaj je do projektu opcją --add-deployment; zapisana kalibracja obejmuje każde takie wdrożenie dodane później</translation>
    </message>
    <message>
        <source>Bought as: %1, %2 %3</source>
        <translation>Zakup: %1, %2 %3</translation>
    </message>
    <message>
        <source>Rented as: %1, %2 %3 per hour</source>
        <translation>Wynajem: %1, %2 %3 za godzinę</translation>
    </message>
    <message>
        <source>Input tokens per request (default 3840)</source>
        <translation>Tokenów wejściowych na żądanie (domyślnie 3840)</translation>
    </message>
    <message>
        <source>Assumed price: GPUs beyond those you have are costed at the project&apos;s placeholder price (neither the price book nor the catalog prices them)</source>
        <translation>Cena zastępcza: GPU ponad posiadane wyceniono według zastępczej ceny projektu (ani cennik, ani katalog nie podają dla nich ceny)</translation>
    </message>
    <message>
        <source>prompt tokens per request (default: the context less the output, 3840)</source>
        <translation>tokenów promptu na żądanie (domyślnie: kontekst minus wyjście, 3840)</translation>
    </message>
    <message>
        <source>generated tokens per request (default 256)</source>
        <translation>generowanych tokenów na żądanie (domyślnie 256)</translation>
    </message>
    <message>
        <source>--engine-constant needs id=number (for example mbu=0.6), not &apos;%1&apos;</source>
        <translation>--engine-constant wymaga id=liczba (na przykład mbu=0.6), a nie „%1”</translation>
    </message>
    <message>
        <source>Engine constants (%1 on %2 GPUs):</source>
        <translation>Stałe silnika (%1, klasa GPU: %2):</translation>
    </message>
</context>
<context>
    <name>Headroom::Commands</name>
    <message numerus="yes">
        <source>Set batch to %Ln sequence(s)</source>
        <translation>
            <numerusform>Batch: %Ln sekwencja</numerusform>
            <numerusform>Batch: %Ln sekwencje</numerusform>
            <numerusform>Batch: %Ln sekwencji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set GPU count to %Ln</source>
        <translation>
            <numerusform>Liczba GPU: %Ln</numerusform>
            <numerusform>Liczba GPU: %Ln</numerusform>
            <numerusform>Liczba GPU: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set horizon to %Ln month(s)</source>
        <translation>
            <numerusform>Horyzont: %Ln miesiąc</numerusform>
            <numerusform>Horyzont: %Ln miesiące</numerusform>
            <numerusform>Horyzont: %Ln miesięcy</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit GPU %1</source>
        <translation>edytowanie GPU %1</translation>
    </message>
    <message>
        <source>Add GPU %1</source>
        <translation>dodanie GPU %1</translation>
    </message>
    <message>
        <source>Edit model %1</source>
        <translation>edytowanie modelu %1</translation>
    </message>
    <message>
        <source>Add model %1</source>
        <translation>dodanie modelu %1</translation>
    </message>
    <message>
        <source>Delete GPU %1</source>
        <translation>usunięcie GPU %1</translation>
    </message>
    <message>
        <source>Delete model %1</source>
        <translation>usunięcie modelu %1</translation>
    </message>
    <message>
        <source>Change mode to %1</source>
        <translation>Tryb: %1</translation>
    </message>
    <message>
        <source>Change weights to %1</source>
        <translation>Wagi: %1</translation>
    </message>
    <message>
        <source>Change KV cache to %1</source>
        <translation>Pamięć KV: %1</translation>
    </message>
    <message>
        <source>Change engine to %1</source>
        <translation>Silnik: %1</translation>
    </message>
    <message>
        <source>Set memory fraction to %1</source>
        <translation>Udział pamięci: %1</translation>
    </message>
    <message>
        <source>Use the engine&apos;s memory fraction</source>
        <translation>domyślny udział pamięci silnika</translation>
    </message>
    <message>
        <source>Set context to %1</source>
        <translation>Kontekst: %1</translation>
    </message>
    <message>
        <source>Set input length to %1</source>
        <translation>Długość wejścia: %1</translation>
    </message>
    <message>
        <source>Set output length to %1</source>
        <translation>Długość wyjścia: %1</translation>
    </message>
    <message>
        <source>Set TPOT target to %1 ms</source>
        <translation>Cel TPOT: %1 ms</translation>
    </message>
    <message>
        <source>Set TTFT target to %1 ms</source>
        <translation>Cel TTFT: %1 ms</translation>
    </message>
    <message>
        <source>Set request rate to %1 per second</source>
        <translation>Tempo żądań: %1 na sekundę</translation>
    </message>
    <message>
        <source>Change training settings</source>
        <translation>zmiana ustawień treningu</translation>
    </message>
    <message>
        <source>Run as a batch job</source>
        <translation>uruchamianie jako zadanie wsadowe</translation>
    </message>
    <message>
        <source>Run in real time</source>
        <translation>uruchamianie w czasie rzeczywistym</translation>
    </message>
    <message>
        <source>Change deployment</source>
        <translation>zmiana wdrożenia</translation>
    </message>
    <message>
        <source>Clear configuration name</source>
        <translation>usunięcie nazwy konfiguracji</translation>
    </message>
    <message>
        <source>Rename configuration to %1</source>
        <translation>zmiana nazwy konfiguracji na %1</translation>
    </message>
    <message>
        <source>Change GPU to %1</source>
        <translation>GPU: %1</translation>
    </message>
    <message>
        <source>Set tensor parallel to %1</source>
        <translation>Równoległość tensorowa (TP): %1</translation>
    </message>
    <message>
        <source>Set pipeline parallel to %1</source>
        <translation>Równoległość potokowa (PP): %1</translation>
    </message>
    <message>
        <source>Change configuration</source>
        <translation>zmiana konfiguracji</translation>
    </message>
    <message>
        <source>Change currency to %1</source>
        <translation>Waluta: %1</translation>
    </message>
    <message>
        <source>Change cost assumptions</source>
        <translation>zmiana założeń kosztowych</translation>
    </message>
    <message>
        <source>Add configuration</source>
        <translation>dodanie konfiguracji</translation>
    </message>
    <message>
        <source>Remove configuration</source>
        <translation>usunięcie konfiguracji</translation>
    </message>
    <message>
        <source>Move configuration</source>
        <translation>przeniesienie konfiguracji</translation>
    </message>
    <message>
        <source>Deploy model</source>
        <translation>wdrożenie modelu</translation>
    </message>
    <message>
        <source>Remove deployment</source>
        <translation>usunięcie wdrożenia</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>przywrócenie niezapisanej pracy</translation>
    </message>
    <message>
        <source>Clear the plan&apos;s title</source>
        <translation>usunięcie tytułu planu</translation>
    </message>
    <message>
        <source>Set plan title to %1</source>
        <translation>Tytuł planu: %1</translation>
    </message>
    <message>
        <source>Clear the plan&apos;s author</source>
        <translation>usunięcie autora planu</translation>
    </message>
    <message>
        <source>Set author to %1</source>
        <translation>Autor: %1</translation>
    </message>
    <message>
        <source>Change the plan&apos;s notes</source>
        <translation>zmiana notatek planu</translation>
    </message>
    <message>
        <source>Change plan details</source>
        <translation>zmiana szczegółów planu</translation>
    </message>
    <message>
        <source>Show amounts in %1</source>
        <translation>wyświetlanie kwot w %1</translation>
    </message>
    <message>
        <source>Add exchange rate</source>
        <translation>dodanie kursu wymiany</translation>
    </message>
    <message>
        <source>Remove exchange rate</source>
        <translation>usunięcie kursu wymiany</translation>
    </message>
    <message>
        <source>Edit exchange rate</source>
        <translation>zmiana kursu wymiany</translation>
    </message>
    <message>
        <source>Set expert parallel to %1</source>
        <translation>Równoległość ekspertów (EP): %1</translation>
    </message>
    <message>
        <source>Set attention data parallel to %1</source>
        <translation>Równoległość danych uwagi (DP): %1</translation>
    </message>
    <message>
        <source>Remove calibration</source>
        <translation>usunięcie kalibracji</translation>
    </message>
    <message>
        <source>Calibrate engine constants</source>
        <translation>kalibracja stałych silnika</translation>
    </message>
    <message>
        <source>Remove the plan from the report</source>
        <translation>usunięcie planu z raportu</translation>
    </message>
    <message>
        <source>Add a plan to the report</source>
        <translation>dodanie planu do raportu</translation>
    </message>
    <message>
        <source>Change the advisor&apos;s workload</source>
        <translation>zmiana obciążenia doradcy</translation>
    </message>
    <message>
        <source>Add %1 to the board</source>
        <translation>dodanie „%1” na tablicę</translation>
    </message>
    <message>
        <source>Set utilisation to %1 %</source>
        <translation>Wykorzystanie: %1 %</translation>
    </message>
    <message>
        <source>Use the project&apos;s utilisation</source>
        <translation>wykorzystanie jak w projekcie</translation>
    </message>
    <message>
        <source>Pay for the GPUs: %1</source>
        <translation>Płatność za GPU: %1</translation>
    </message>
    <message>
        <source>Pay for the GPUs the cheapest way</source>
        <translation>płatność za GPU najtańszym sposobem</translation>
    </message>
    <message>
        <source>Change engine constants</source>
        <translation>zmiana stałych silnika</translation>
    </message>
</context>
<context>
    <name>Headroom::ComparisonCostChart</name>
    <message>
        <source>Cumulative cost of the checked configurations</source>
        <translation>Skumulowany koszt zaznaczonych konfiguracji</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Miesiące</translation>
    </message>
    <message>
        <source>%1: own</source>
        <translation>%1: posiadanie</translation>
    </message>
    <message>
        <source>%1: on demand</source>
        <translation>%1: na żądanie</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>Koszt skumulowany (%1)</translation>
    </message>
    <message>
        <source>Check configurations in the table to compare their costs</source>
        <translation>Zaznacz konfiguracje w tabeli, aby porównać ich koszty</translation>
    </message>
    <message>
        <source>Cumulative cost of the checked configurations (%1)</source>
        <translation>Skumulowany koszt zaznaczonych konfiguracji (%1)</translation>
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
        <translation>brak wdrożenia</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>miesiąc %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nigdy</translation>
    </message>
    <message>
        <source>%1 ★</source>
        <extracomment>marks the best value of a column in the Compare table</extracomment>
        <translation>%1 ★</translation>
    </message>
    <message>
        <source>Best in this column</source>
        <translation>Najlepsza wartość w kolumnie</translation>
    </message>
    <message>
        <source>Output tokens at the on-demand price of %1 per GPU-hour</source>
        <translation>Tokeny wyjściowe przy cenie na żądanie %1 za GPU-godzinę</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Konfiguracja</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Mieści się</translation>
    </message>
    <message>
        <source>Max batch (sequences)</source>
        <translation>Maks. batch (sekwencje)</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>Przepustowość (tok/s)</translation>
    </message>
    <message>
        <source>TTFT (s)</source>
        <translation>TTFT (s)</translation>
    </message>
    <message>
        <source>Cost per 1M tokens (%1)</source>
        <translation>Koszt 1&#xa0;mln tokenów (%1)</translation>
    </message>
    <message>
        <source>Monthly cost rented (%1)</source>
        <translation>Miesięczny koszt wynajmu (%1)</translation>
    </message>
    <message>
        <source>3-year TCO owned (%1)</source>
        <translation>TCO za 3 lata przy zakupie (%1)</translation>
    </message>
    <message>
        <source>Breakeven (month)</source>
        <translation>Próg rentowności (miesiąc)</translation>
    </message>
    <message>
        <source>Month from which owning costs less than renting on demand</source>
        <translation>Miesiąc, od którego posiadanie kosztuje mniej niż wynajem na żądanie</translation>
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
        <translation>Przeciągnij tu model lub wybierz Edycja &gt; Wdróż model…</translation>
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
            <numerusform>%n replika</numerusform>
            <numerusform>%n repliki</numerusform>
            <numerusform>%n replik</numerusform>
        </translation>
    </message>
    <message>
        <source>Configuration %1</source>
        <translation>Konfiguracja %1</translation>
    </message>
    <message numerus="yes">
        <source>%n more GPU(s) hold the other replicas, the same as above.</source>
        <translation>
            <numerusform>Pozostałe repliki zajmują jeszcze %n GPU, tak samo jak wyżej.</numerusform>
            <numerusform>Pozostałe repliki zajmują jeszcze %n GPU, tak samo jak wyżej.</numerusform>
            <numerusform>Pozostałe repliki zajmują jeszcze %n GPU, tak samo jak wyżej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more GPU(s) not drawn.</source>
        <translation>
            <numerusform>Nie pokazano jeszcze %n GPU.</numerusform>
            <numerusform>Nie pokazano jeszcze %n GPU.</numerusform>
            <numerusform>Nie pokazano jeszcze %n GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; is not in the catalog.</source>
        <translation>GPU „%1” nie ma w katalogu.</translation>
    </message>
    <message>
        <source>Other changes that would fit:</source>
        <translation>Inne zmiany, przy których wszystko się zmieści:</translation>
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
        <translation>Cennik: %1</translation>
    </message>
    <message>
        <source>Price book: %1, %2</source>
        <translation>Cennik: %1, %2</translation>
    </message>
    <message>
        <source>%1 street price x %2 (all-in: server, network, install)</source>
        <translation>%1: cena rynkowa × %2 (wszystko wliczone: serwer, sieć, instalacja)</translation>
    </message>
    <message>
        <source>%1 TDP x %2 (node power per GPU)</source>
        <translation>%1: TDP × %2 (moc węzła na GPU)</translation>
    </message>
    <message>
        <source>%1: middle of the on-demand range</source>
        <translation>%1: środek zakresu cen na żądanie</translation>
    </message>
    <message>
        <source>%1: middle of the spot range</source>
        <translation>%1: środek zakresu cen spot</translation>
    </message>
    <message>
        <source>Project assumption</source>
        <translation>Założenie projektu</translation>
    </message>
    <message>
        <source>%1 x %2 (the project&apos;s reserved / on-demand ratio)</source>
        <translation>%1 × %2 (stosunek ceny rezerwacji do ceny na żądanie w projekcie)</translation>
    </message>
    <message>
        <source>Price book</source>
        <translation>Cennik</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Cannot show amounts in %1: the exchange-rate table has no rate from %2 to %1. Add one, with its source and date.</source>
        <translation>Nie można pokazać kwot w %1: w tabeli kursów wymiany brak kursu z %2 na %1. Dodaj go, podając źródło i datę.</translation>
    </message>
    <message>
        <source>Amounts in %1</source>
        <translation>Kwoty w %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 / %n GPU(s) (the cheapest unit it is sold in)</source>
        <translation>
            <numerusform>%1 / %n GPU (najtańsza jednostka sprzedaży)</numerusform>
            <numerusform>%1 / %n GPU (najtańsza jednostka sprzedaży)</numerusform>
            <numerusform>%1 / %n GPU (najtańsza jednostka sprzedaży)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: middle of the on-demand prices of %n instance shape(s)</source>
        <translation>
            <numerusform>%1: środek cen na żądanie %n typu instancji</numerusform>
            <numerusform>%1: środek cen na żądanie %n typów instancji</numerusform>
            <numerusform>%1: środek cen na żądanie %n typów instancji</numerusform>
        </translation>
    </message>
    <message>
        <source>this configuration&apos;s own (an advisor plan&apos;s use); the project&apos;s is %1 %</source>
        <translation>własne tej konfiguracji (wykorzystanie planu doradcy); w projekcie %1 %</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Konfiguracja</translation>
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
        <translation>Konfiguracja</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nazwa:</translation>
    </message>
    <message>
        <source>GPU &amp;type:</source>
        <translation>&amp;Typ GPU:</translation>
    </message>
    <message>
        <source>Interconnect:</source>
        <translation>Interconnect:</translation>
    </message>
    <message>
        <source>Capacity per GPU:</source>
        <translation>Pamięć na GPU:</translation>
    </message>
    <message>
        <source>Deployments</source>
        <translation>Wdrożenia</translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <extracomment>a configuration&apos;s GPU id that the catalog does not know</extracomment>
        <translation>%1 (brak w katalogu)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; is not in the catalog.</source>
        <translation>GPU „%1” nie ma w katalogu.</translation>
    </message>
    <message>
        <source>%1, %2 GB/s per direction</source>
        <translation>%1, %2&#xa0;GB/s w każdym kierunku</translation>
    </message>
    <message>
        <source>GPU link</source>
        <translation>Łącze między GPU</translation>
    </message>
    <message>
        <source>%1 (PCIe only)</source>
        <translation>%1 (tylko PCIe)</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>%1 usable (%2 GB marketed)</source>
        <translation>dostępne %1 (%2&#xa0;GB wg producenta)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>No deployments yet: drop a model on this configuration.</source>
        <translation>Brak wdrożeń: przeciągnij model na tę konfigurację.</translation>
    </message>
    <message>
        <source>%1: %2 on its fullest GPU</source>
        <translation>%1: %2 na najpełniejszym GPU</translation>
    </message>
    <message>
        <source>No usable figure is known: the marketed bytes are used</source>
        <translation>Dostępna pojemność nieznana: użyto wartości podanej przez producenta</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>The share of hours these GPUs are busy, for their running costs and rented hours; below 0: the project&apos;s</source>
        <translation>Udział godzin, w których te GPU pracują, dla kosztów bieżących i wynajętych godzin; poniżej 0: jak w projekcie</translation>
    </message>
    <message>
        <source>&amp;Utilisation:</source>
        <translation>Wykorz&amp;ystanie:</translation>
    </message>
    <message>
        <source>the project&apos;s (%1 %)</source>
        <translation>jak w projekcie (%1 %)</translation>
    </message>
    <message>
        <source>The way the report and the Rent vs buy tab cost these GPUs; the cheapest at the horizon unless one is chosen (an advisor plan sets its own)</source>
        <translation>Sposób, w jaki raport i karta „Wynajem czy zakup” liczą koszt tych GPU; najtańszy w horyzoncie, chyba że wybrano inny (plan doradcy ustawia własny)</translation>
    </message>
    <message>
        <source>The cheapest option</source>
        <translation>Najtańsza opcja</translation>
    </message>
    <message>
        <source>Pai&amp;d by:</source>
        <translation>Pł&amp;atność:</translation>
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
            <numerusform>%1, zajęte: %n</numerusform>
            <numerusform>%1, zajęte: %n</numerusform>
            <numerusform>%1, zajęte: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2, %3; %n used</source>
        <translation>
            <numerusform>%1 w %2, %3; zajęte: %n</numerusform>
            <numerusform>%1 w %2, %3; zajęte: %n</numerusform>
            <numerusform>%1 w %2, %3; zajęte: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Bought as %1.</source>
        <translation>Zakup: %1.</translation>
    </message>
    <message>
        <source>Rented as %1.</source>
        <translation>Najem: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Bought together with other configurations as %1; %n of the GPUs are this one&apos;s, and it pays for %2 spare.</source>
        <extracomment>%1: the units (&quot;1 x HGX H100 8-GPU server (8 GPUs), 5 used&quot;); %n: this configuration&apos;s GPUs in them; %2: the spare GPUs it pays for</extracomment>
        <translation>
            <numerusform>Kupione razem z innymi konfiguracjami jako %1; %n z tych GPU należy do tej, a ona płaci za %2 zapasowych.</numerusform>
            <numerusform>Kupione razem z innymi konfiguracjami jako %1; %n z tych GPU należą do tej, a ona płaci za %2 zapasowych.</numerusform>
            <numerusform>Kupione razem z innymi konfiguracjami jako %1; %n z tych GPU należy do tej, a ona płaci za %2 zapasowych.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::CostAssumptionsEditor</name>
    <message>
        <source>Purchase price per GPU</source>
        <translation>Cena zakupu za GPU</translation>
    </message>
    <message>
        <source>Useful life</source>
        <translation>Okres użytkowania</translation>
    </message>
    <message>
        <source> years</source>
        <translation>&#xa0;roku</translation>
    </message>
    <message>
        <source>Cost of capital</source>
        <translation>Koszt kapitału</translation>
    </message>
    <message>
        <source>Power per GPU</source>
        <translation>Moc na GPU</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity per kWh</source>
        <translation>Energia za kWh</translation>
    </message>
    <message>
        <source>Colocation per kW-month</source>
        <translation>Kolokacja za kW miesięcznie</translation>
    </message>
    <message>
        <source>On-demand per GPU-hour</source>
        <translation>Na żądanie za GPU-godzinę</translation>
    </message>
    <message>
        <source>Reserved (1 year) per GPU-hour</source>
        <translation>Rezerwacja na 1 rok za GPU-godzinę</translation>
    </message>
    <message>
        <source>Spot per GPU-hour</source>
        <translation>Spot za GPU-godzinę</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Wykorzystanie</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Waluta</translation>
    </message>
    <message>
        <source> months</source>
        <translation>&#xa0;mies.</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Horyzont</translation>
    </message>
    <message>
        <source> (as of %1)</source>
        <translation> (stan na %1)</translation>
    </message>
    <message>
        <source>Set for this GPU by the %1; the project&apos;s own figure is %2</source>
        <translation>Wartość dla tego GPU pochodzi ze źródła „%1”; własna wartość projektu to %2</translation>
    </message>
    <message>
        <source> kW</source>
        <translation>&#xa0;kW</translation>
    </message>
    <message>
        <source>from %1, %2</source>
        <translation>z %1, %2</translation>
    </message>
    <message>
        <source>%1 Amounts are shown in %2, the currency they are kept in.</source>
        <translation>%1 Kwoty są pokazane w %2, walucie, w której są przechowywane.</translation>
    </message>
    <message>
        <source>%1 Its costs pay for the units whole.</source>
        <translation>%1 Koszty obejmują te jednostki w całości.</translation>
    </message>
</context>
<context>
    <name>Headroom::CostCurveModel</name>
    <message>
        <source>Month</source>
        <translation>Miesiąc</translation>
    </message>
    <message>
        <source>Own</source>
        <translation>Posiadanie</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>Na żądanie</translation>
    </message>
    <message>
        <source>Reserved (1 year)</source>
        <translation>Rezerwacja na 1 rok</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>Hybryda</translation>
    </message>
    <message>
        <source>Reserved (3 years)</source>
        <translation>Rezerwacja na 3 lata</translation>
    </message>
</context>
<context>
    <name>Headroom::CostModel</name>
    <message>
        <source>Cost input must be a non-negative number</source>
        <translation>Wartość kosztu musi być liczbą nieujemną</translation>
    </message>
    <message>
        <source>Useful life must be positive</source>
        <translation>Okres użytkowania musi być dodatni</translation>
    </message>
    <message>
        <source>Utilization must be a fraction from 0 to 1</source>
        <translation>Wykorzystanie musi być ułamkiem od 0 do 1</translation>
    </message>
    <message>
        <source>Residual value must be at most 100% of the purchase price</source>
        <translation>Wartość rezydualna może wynosić najwyżej 100% ceny zakupu</translation>
    </message>
    <message>
        <source>Yearly change must be above -100%</source>
        <translation>Roczna zmiana musi być większa niż −100%</translation>
    </message>
    <message>
        <source>Billing granularity must be positive</source>
        <translation>Jednostka rozliczeniowa musi być dodatnia</translation>
    </message>
    <message>
        <source>GPU count must be at least 1</source>
        <translation>Liczba GPU musi wynosić co najmniej 1</translation>
    </message>
    <message>
        <source>Horizon must be 1 to 120 months</source>
        <translation>Horyzont musi wynosić od 1 do 120 miesięcy</translation>
    </message>
    <message>
        <source>Throughput must be positive</source>
        <translation>Przepustowość musi być dodatnia</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Cena zakupu</translation>
    </message>
    <message>
        <source>Useful life</source>
        <translation>Okres użytkowania</translation>
    </message>
    <message>
        <source>Residual decay</source>
        <translation>Spadek wartości rezydualnej</translation>
    </message>
    <message>
        <source>Cost of capital</source>
        <translation>Koszt kapitału</translation>
    </message>
    <message>
        <source>Power per GPU</source>
        <translation>Moc na GPU</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>Cena energii</translation>
    </message>
    <message>
        <source>Colocation price</source>
        <translation>Cena kolokacji</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Serwis</translation>
    </message>
    <message>
        <source>Staff cost</source>
        <translation>Koszt personelu</translation>
    </message>
    <message>
        <source>On-demand price</source>
        <translation>Cena na żądanie</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Wykorzystanie</translation>
    </message>
</context>
<context>
    <name>Headroom::DeployModelDialog</name>
    <message>
        <source>Deploy Model</source>
        <translation>Wdróż model</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Weight format</source>
        <translation>Format wag</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Silnik</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>W&amp;agi:</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Silnik:</translation>
    </message>
</context>
<context>
    <name>Headroom::DeploymentEditor</name>
    <message>
        <source>%1 allocates as it goes; no memory fraction applies.</source>
        <translation>%1 przydziela pamięć na bieżąco; udział pamięci nie ma zastosowania.</translation>
    </message>
    <message>
        <source>of total memory</source>
        <translation>całkowitej pamięci</translation>
    </message>
    <message>
        <source>of the memory free after loading</source>
        <translation>pamięci wolnej po załadowaniu</translation>
    </message>
    <message>
        <source>Engine default: %1 %2 (%3).</source>
        <extracomment>%1 = &quot;90%&quot;, %2 = &quot;of total memory&quot;, %3 = where the default comes from</extracomment>
        <translation>Domyślna wartość silnika: %1 %2 (%3).</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>założenie</translation>
    </message>
    <message>
        <source>Model and engine</source>
        <translation>Model i silnik</translation>
    </message>
    <message>
        <source>Engine default</source>
        <extracomment>memory fraction 0: the engine&apos;s own default</extracomment>
        <translation>Jak w silniku</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>W&amp;agi:</translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation>Pamięć K&amp;V:</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Konfiguracja</translation>
    </message>
    <message>
        <source>Engine constants</source>
        <translation>Stałe silnika</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Pokaż</translation>
    </message>
    <message>
        <source>Show the engine constants</source>
        <translation>Pokaż stałe silnika</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ukryj</translation>
    </message>
    <message>
        <source>%1 on %2 × %3</source>
        <extracomment>title of a deployment: &quot;Llama-3.1-70B on 2 × H100 SXM 80GB&quot;</extracomment>
        <translation>%1 na %2 × %3</translation>
    </message>
    <message>
        <source>%1 (select the configuration on the board to change the GPU type)</source>
        <translation>%1 (aby zmienić typ GPU, wybierz konfigurację na tablicy)</translation>
    </message>
    <message>
        <source>Training memory uses the PyTorch (transformers) constants; the serving engine does not apply.</source>
        <translation>Pamięć podczas treningu jest liczona według stałych PyTorch (transformers); silnik inferencji nie ma tu zastosowania.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Wył.</translation>
    </message>
    <message>
        <source>MTP layers of the model</source>
        <extracomment>speculative decoding drafted by the checkpoint&apos;s own multi-token-prediction layers</extracomment>
        <translation>Warstwy MTP modelu</translation>
    </message>
    <message>
        <source>Speculative tokens per step</source>
        <translation>Tokenów spekulatywnych na krok</translation>
    </message>
    <message numerus="yes">
        <source>The checkpoint holds %n MTP layer(s); they are loaded only when speculative decoding uses them.</source>
        <translation>
            <numerusform>Checkpoint zawiera %n warstwę MTP; jest ładowana tylko wtedy, gdy używa jej dekodowanie spekulatywne.</numerusform>
            <numerusform>Checkpoint zawiera %n warstwy MTP; są ładowane tylko wtedy, gdy używa ich dekodowanie spekulatywne.</numerusform>
            <numerusform>Checkpoint zawiera %n warstw MTP; są ładowane tylko wtedy, gdy używa ich dekodowanie spekulatywne.</numerusform>
        </translation>
    </message>
    <message>
        <source>This model has no MTP layers.</source>
        <translation>Ten model nie ma warstw MTP.</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>The chance that each drafted token is accepted. DeepSeek-V3&apos;s report gives 85-90 % for its first MTP token.</source>
        <translation>Szansa, że każdy token szkicu zostanie przyjęty. Raport DeepSeek-V3 podaje 85–90 % dla pierwszego tokenu MTP.</translation>
    </message>
    <message>
        <source>Accepted drafts:</source>
        <translation>Przyjęte szkice:</translation>
    </message>
    <message>
        <source>Text only (vision tower not loaded)</source>
        <translation>Tylko tekst (wieża wizyjna nie jest ładowana)</translation>
    </message>
    <message>
        <source>Mo&amp;de:</source>
        <translation>&amp;Tryb:</translation>
    </message>
    <message>
        <source>E&amp;ngine:</source>
        <translation>&amp;Silnik:</translation>
    </message>
    <message>
        <source>Memor&amp;y fraction:</source>
        <translation>&amp;Udział pamięci:</translation>
    </message>
    <message>
        <source>Specula&amp;tive decoding:</source>
        <translation>&amp;Dekodowanie spekulatywne:</translation>
    </message>
    <message>
        <source>Dr&amp;aft tokens:</source>
        <translation>Tokeny s&amp;zkicu:</translation>
    </message>
    <message>
        <source>Draft model</source>
        <extracomment>speculative decoding drafted by a smaller model with the same tokenizer</extracomment>
        <translation>Model szkicujący</translation>
    </message>
    <message>
        <source>A smaller catalog model with the same vocabulary drafts the tokens; its weights and KV cache sit on every GPU.</source>
        <translation>Tokeny szkicuje mniejszy model z katalogu z tym samym słownikiem; jego wagi i pamięć KV są na każdym GPU.</translation>
    </message>
    <message>
        <source>D&amp;raft model:</source>
        <translation>&amp;Model szkicujący:</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>Pamięć hosta</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>Keeps prefix-cache KV beyond the GPU and loads it for prompts that hit it. It does not raise the running sequences.</source>
        <translation>Przechowuje KV pamięci prefiksów poza GPU i ładuje je dla promptów, które w nią trafią. Nie zwiększa liczby trwających sekwencji.</translation>
    </message>
    <message>
        <source>KV offload:</source>
        <translation>Przeniesienie KV:</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation>&#xa0;GiB</translation>
    </message>
    <message>
        <source>KV offload capacity per replica</source>
        <translation>Pojemność przeniesienia KV na replikę</translation>
    </message>
    <message>
        <source>Offload capacity:</source>
        <translation>Pojemność:</translation>
    </message>
    <message>
        <source>+ %1 × %2 for prefill</source>
        <extracomment>appended to the title: &quot;+ 2 × H200 SXM 141GB for prefill&quot;</extracomment>
        <translation>+ %1 × %2 do prefillu</translation>
    </message>
    <message>
        <source>of the memory free before the weights load</source>
        <translation>pamięci wolnej przed załadowaniem wag</translation>
    </message>
</context>
<context>
    <name>Headroom::DeploymentEstimate</name>
    <message>
        <source>Not estimated</source>
        <translation>Nie oszacowano</translation>
    </message>
    <message>
        <source>The deployment&apos;s configuration is missing</source>
        <translation>Brak konfiguracji wdrożenia</translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; is not in the catalog</source>
        <translation>GPU „%1” nie ma w katalogu</translation>
    </message>
    <message>
        <source>Model &quot;%1&quot; is not in the catalog</source>
        <translation>Modelu „%1” nie ma w katalogu</translation>
    </message>
    <message>
        <source>Speed is estimated for inference deployments</source>
        <translation>Szybkość jest szacowana tylko dla wdrożeń w trybie inferencji</translation>
    </message>
    <message>
        <source>The prefill pool&apos;s GPU &quot;%1&quot; is not in the catalog</source>
        <translation>GPU puli prefillu „%1” nie ma w katalogu</translation>
    </message>
</context>
<context>
    <name>Headroom::DeploymentFigures</name>
    <message>
        <source>Memory per GPU</source>
        <translation>Pamięć na GPU</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Limity</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Szybkość</translation>
    </message>
    <message>
        <source>Time to first token:</source>
        <translation>Czas do pierwszego tokenu:</translation>
    </message>
    <message>
        <source>Time per output token:</source>
        <translation>Czas na token wyjściowy:</translation>
    </message>
    <message>
        <source>Bound by:</source>
        <translation>Wąskie gardło:</translation>
    </message>
    <message>
        <source>Max concurrency at the targets:</source>
        <translation>Maks. współbieżność przy docelowych opóźnieniach:</translation>
    </message>
    <message>
        <source>Requests per second:</source>
        <translation>Żądań na sekundę:</translation>
    </message>
    <message>
        <source>Cost per 1M output tokens:</source>
        <translation>Koszt 1&#xa0;mln tokenów wyjściowych:</translation>
    </message>
    <message>
        <source>Replicas for the target rate:</source>
        <translation>Liczba replik dla docelowego tempa żądań:</translation>
    </message>
    <message>
        <source>Cold start:</source>
        <translation>Zimny start:</translation>
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
            <numerusform>Etap potoku %1, %n warstwa</numerusform>
            <numerusform>Etap potoku %1, %n warstwy</numerusform>
            <numerusform>Etap potoku %1, %n warstw</numerusform>
        </translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Zajęte</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Wolne</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Pojemność</translation>
    </message>
    <message>
        <source>%1 over</source>
        <extracomment>memory that does not fit on a GPU</extracomment>
        <translation>brakuje %1</translation>
    </message>
    <message>
        <source>Host RAM: %1</source>
        <translation>RAM hosta: %1</translation>
    </message>
    <message>
        <source>limited by %1</source>
        <extracomment>what stops the answer from being larger: &quot;limited by KV cache&quot;</extracomment>
        <translation>ograniczenie: %1</translation>
    </message>
    <message>
        <source>Max sequences at %1:</source>
        <translation>Maks. sekwencji przy długości %1:</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <source>Max context at %n sequence(s):</source>
        <translation>
            <numerusform>Maks. kontekst przy %n sekwencji:</numerusform>
            <numerusform>Maks. kontekst przy %n sekwencjach:</numerusform>
            <numerusform>Maks. kontekst przy %n sekwencjach:</numerusform>
        </translation>
    </message>
    <message>
        <source>Fewest GPUs for one replica:</source>
        <translation>Najmniej GPU na replikę:</translation>
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
        <translation>nie mieści się</translation>
    </message>
    <message>
        <source>Max micro-batch at %1:</source>
        <translation>Maks. mikrobatch przy długości %1:</translation>
    </message>
    <message>
        <source>Max sequence length at micro-batch %1:</source>
        <translation>Maks. długość sekwencji przy mikrobatchu %1:</translation>
    </message>
    <message>
        <source>Fewest GPUs to train:</source>
        <translation>Najmniej GPU do treningu:</translation>
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
        <translation>nie ustawiono celu</translation>
    </message>
    <message>
        <source>none meets the targets</source>
        <translation>cele nieosiągalne</translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s) per replica</source>
        <translation>
            <numerusform>%n sekwencja na replikę</numerusform>
            <numerusform>%n sekwencje na replikę</numerusform>
            <numerusform>%n sekwencji na replikę</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <extracomment>requests per second</extracomment>
        <translation>%1&#xa0;żąd./s</translation>
    </message>
    <message>
        <source>no price set</source>
        <translation>nie ustawiono ceny</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n replika</numerusform>
            <numerusform>%n repliki</numerusform>
            <numerusform>%n replik</numerusform>
        </translation>
    </message>
    <message>
        <source>Other deployments</source>
        <translation>Inne wdrożenia</translation>
    </message>
    <message>
        <source>What the other deployments on this GPU hold (their weights, KV cache, activations and runtime)</source>
        <translation>Co zajmują inne wdrożenia na tym GPU (ich wagi, pamięć KV, aktywacje i narzut)</translation>
    </message>
    <message>
        <source>Decode speed per user:</source>
        <translation>Szybkość dekodowania na użytkownika:</translation>
    </message>
    <message>
        <source>Output tokens/s, all users:</source>
        <translation>Tokeny wyjściowe/s, wszyscy użytkownicy:</translation>
    </message>
    <message>
        <source>Latency percentiles (simulated):</source>
        <translation>Percentyle opóźnień (symulacja):</translation>
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
        <translation>Całe żądanie</translation>
    </message>
    <message>
        <source>The queue kept growing: the arrivals outpace the replica.</source>
        <translation>Kolejka stale rosła: żądania przychodzą szybciej, niż replika je obsługuje.</translation>
    </message>
    <message>
        <source>What each user sees once the first token has arrived: 1 / TPOT. It leaves out the wait for the first token; the figure below counts whole requests.</source>
        <translation>To, co widzi każdy użytkownik po pierwszym tokenie: 1 / TPOT. Nie obejmuje czekania na pierwszy token; wartość poniżej liczy całe żądania.</translation>
    </message>
    <message>
        <source>simulating…</source>
        <extracomment>shown while the load simulation has not run yet</extracomment>
        <translation>symulowanie…</translation>
    </message>
    <message>
        <source>0: does not fit</source>
        <translation>0: nie mieści się</translation>
    </message>
    <message>
        <source>Disaggregated pools:</source>
        <translation>Osobne pule:</translation>
    </message>
    <message>
        <source>bound by the %1 (prefill %2, decode %3 req/s)</source>
        <extracomment>the pool that limits the request rate, and both pools&apos; capacities in requests/s</extracomment>
        <translation>wąskie gardło: %1 (prefill %2, dekodowanie %3 żąd./s)</translation>
    </message>
    <message numerus="yes">
        <source>A seeded simulation of the engine&apos;s scheduler: %n requests arriving as the load says, continuous batching with chunked prefill, admission by free slots and KV pool, preemption when the pool is full; %3 preemptions. The percentiles are its spread around the estimate&apos;s means, which the measured serving points check (its own means: TTFT %1, TPOT %2).</source>
        <translation>
            <numerusform>Symulacja planisty silnika z ustalonym ziarnem: %n żądanie przychodzi tak, jak mówi obciążenie; ciągłe grupowanie z prefillem w kawałkach, przyjmowanie według wolnych miejsc i puli KV, wywłaszczanie przy pełnej puli; wywłaszczeń: %3. Percentyle to jej rozrzut wokół średnich oszacowania, sprawdzonych na zmierzonych punktach serwowania (jej własne średnie: TTFT %1, TPOT %2).</numerusform>
            <numerusform>Symulacja planisty silnika z ustalonym ziarnem: %n żądania przychodzą tak, jak mówi obciążenie; ciągłe grupowanie z prefillem w kawałkach, przyjmowanie według wolnych miejsc i puli KV, wywłaszczanie przy pełnej puli; wywłaszczeń: %3. Percentyle to jej rozrzut wokół średnich oszacowania, sprawdzonych na zmierzonych punktach serwowania (jej własne średnie: TTFT %1, TPOT %2).</numerusform>
            <numerusform>Symulacja planisty silnika z ustalonym ziarnem: %n żądań przychodzi tak, jak mówi obciążenie; ciągłe grupowanie z prefillem w kawałkach, przyjmowanie według wolnych miejsc i puli KV, wywłaszczanie przy pełnej puli; wywłaszczeń: %3. Percentyle to jej rozrzut wokół średnich oszacowania, sprawdzonych na zmierzonych punktach serwowania (jej własne średnie: TTFT %1, TPOT %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Training time:</source>
        <translation>Czas treningu:</translation>
    </message>
    <message>
        <source>Give the dataset size under Training</source>
        <translation>Podaj rozmiar zbioru danych w sekcji Trening</translation>
    </message>
    <message>
        <source>%1 h for %2 tokens</source>
        <extracomment>%1 = hours, %2 = the tokens trained (dataset x epochs)</extracomment>
        <translation>%1 h dla %2 tokenów</translation>
    </message>
    <message>
        <source>Shares its GPUs with %1: each step also waits %2 for theirs (alone: TPOT %3, TTFT %4).</source>
        <extracomment>%1: the other models on the configuration; %2: the wait; %3 and %4: TPOT and TTFT</extracomment>
        <translation>Dzieli GPU z %1: każdy krok czeka jeszcze %2 na ich kroki (samodzielnie: TPOT %3, TTFT %4).</translation>
    </message>
</context>
<context>
    <name>Headroom::DeploymentRow</name>
    <message>
        <source>Deployment %1</source>
        <translation>Wdrożenie %1</translation>
    </message>
    <message>
        <source>%1 · KV %2 · %3</source>
        <translation>%1 · KV %2 · %3</translation>
    </message>
    <message>
        <source>Weights %1, KV cache %2, engine %3</source>
        <translation>Wagi %1, pamięć KV %2, silnik %3</translation>
    </message>
    <message>
        <source>Sequence %1</source>
        <translation>Sekwencja %1</translation>
    </message>
    <message>
        <source>Tokens per training sequence</source>
        <translation>Tokenów w sekwencji treningowej</translation>
    </message>
    <message>
        <source>Micro-batch %1</source>
        <translation>Mikrobatch %1</translation>
    </message>
    <message>
        <source>Sequences per GPU step</source>
        <translation>Sekwencji na krok GPU</translation>
    </message>
    <message>
        <source>Tokens per sequence</source>
        <translation>Tokenów na sekwencję</translation>
    </message>
    <message>
        <source>%1 input + %2 output tokens per sequence</source>
        <translation>%1 wejściowych + %2 wyjściowych tokenów na sekwencję</translation>
    </message>
    <message>
        <source>Context %1</source>
        <translation>Kontekst %1</translation>
    </message>
    <message numerus="yes">
        <source>%n sequence(s)</source>
        <translation>
            <numerusform>%n sekwencja</numerusform>
            <numerusform>%n sekwencje</numerusform>
            <numerusform>%n sekwencji</numerusform>
        </translation>
    </message>
    <message>
        <source>Sequences served at once, all replicas together</source>
        <translation>Sekwencje obsługiwane jednocześnie, łącznie we wszystkich replikach</translation>
    </message>
    <message>
        <source>Max micro-batch %1</source>
        <translation>Maks. mikrobatch %1</translation>
    </message>
    <message>
        <source>Largest micro-batch of %1 that fits on every GPU (limited by: %2)</source>
        <translation>Największy mikrobatch sekwencji o długości %1, który mieści się na każdym GPU (ograniczenie: %2)</translation>
    </message>
    <message>
        <source>Max batch %1</source>
        <translation>Maks. batch %1</translation>
    </message>
    <message>
        <source>Max batch —</source>
        <translation>Maks. batch —</translation>
    </message>
    <message>
        <source>Not computed for this deployment</source>
        <translation>Nie jest obliczane dla tego wdrożenia</translation>
    </message>
    <message>
        <source>Output tokens per second for one sequence</source>
        <translation>Tokeny wyjściowe na sekundę dla jednej sekwencji</translation>
    </message>
    <message>
        <source>Output tokens per second, all sequences and replicas</source>
        <translation>Tokeny wyjściowe na sekundę, wszystkie sekwencje i repliki</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation>TTFT %1</translation>
    </message>
    <message>
        <source>Time to first token at this concurrency</source>
        <translation>Czas do pierwszego tokenu przy tej współbieżności</translation>
    </message>
    <message>
        <source>%1 / 1M tokens</source>
        <translation>%1 / 1&#xa0;mln tokenów</translation>
    </message>
    <message>
        <source>No price per GPU-hour in the project&apos;s cost assumptions</source>
        <translation>W założeniach kosztowych projektu brak ceny za GPU-godzinę</translation>
    </message>
    <message>
        <source>Does not fit in GPU memory, so it would not start: no speed to show.</source>
        <translation>Nie mieści się w pamięci GPU, więc się nie uruchomi: brak szybkości do pokazania.</translation>
    </message>
    <message>
        <source>Max batch 0: does not fit</source>
        <translation>Maks. batch 0: nie mieści się</translation>
    </message>
    <message>
        <source>Most sequences of %1 that fit on these GPUs beside the other deployments, all replicas (limited by: %2)</source>
        <translation>Największa liczba sekwencji po %1, która mieści się na tych GPU obok innych wdrożeń, wszystkie repliki (ograniczenie: %2)</translation>
    </message>
    <message>
        <source>%1 decode per user</source>
        <translation>%1 dekodowania na użytkownika</translation>
    </message>
    <message>
        <source>%1 output, all users</source>
        <translation>%1 na wyjściu, wszyscy użytkownicy</translation>
    </message>
    <message>
        <source>%1 · calibrated</source>
        <translation>%1 · skalibrowano</translation>
    </message>
    <message>
        <source>Speed calibrated to your measurements (%1): %2</source>
        <translation>Szybkość skalibrowana według Twoich pomiarów (%1): %2</translation>
    </message>
    <message>
        <source>%1 *</source>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>Cost per million output tokens at the configuration&apos;s on-demand price per GPU-hour</source>
        <translation>Koszt miliona tokenów wyjściowych według ceny GPU-godziny na żądanie dla tej konfiguracji</translation>
    </message>
    <message>
        <source>*: the project&apos;s placeholder price: neither the price book nor the catalog prices this GPU in %1.</source>
        <translation>*: cena zastępcza projektu: ani cennik, ani katalog nie podają ceny tego GPU w %1.</translation>
    </message>
</context>
<context>
    <name>Headroom::DisaggregationEditor</name>
    <message>
        <source>Separate prefill pool</source>
        <translation>Osobna pula prefillu</translation>
    </message>
    <message>
        <source>Disaggregated serving</source>
        <translation>Obsługa rozdzielona</translation>
    </message>
    <message>
        <source>Prefill replicas compute the prompts and send their KV cache to the decode replicas (the configuration), as vLLM, SGLang, Dynamo and Mooncake serve &quot;xPyD&quot;.</source>
        <translation>Repliki prefillu przetwarzają prompty i przesyłają ich pamięć KV do replik dekodowania (konfiguracji) — tak vLLM, SGLang, Dynamo i Mooncake obsługują „xPyD”.</translation>
    </message>
    <message>
        <source>Prefill replicas:</source>
        <translation>Repliki prefillu:</translation>
    </message>
    <message>
        <source>Prefill GPU:</source>
        <translation>GPU prefillu:</translation>
    </message>
    <message>
        <source>as decode</source>
        <extracomment>prefill tensor parallel 0: the decode configuration&apos;s</extracomment>
        <translation>jak dekodowanie</translation>
    </message>
    <message>
        <source>Prefill TP:</source>
        <translation>TP prefillu:</translation>
    </message>
    <message>
        <source>Same as decode</source>
        <extracomment>the prefill pool on the decode configuration&apos;s GPU type</extracomment>
        <translation>Jak dekodowanie</translation>
    </message>
    <message numerus="yes">
        <source>Decode pool: the configuration&apos;s %n replica(s)</source>
        <translation>
            <numerusform>Pula dekodowania: %n replika konfiguracji</numerusform>
            <numerusform>Pula dekodowania: %n repliki konfiguracji</numerusform>
            <numerusform>Pula dekodowania: %n replik konfiguracji</numerusform>
        </translation>
    </message>
    <message>
        <source>Prefill %1 req/s, decode %2 req/s: the %3 binds. KV transfer %4. Best split of these GPUs: %5 prefill : %6 decode.</source>
        <extracomment>the two pools&apos; request capacities, the one that limits, and the best x:y split</extracomment>
        <translation>Prefill %1 żąd./s, dekodowanie %2 żąd./s: wąskie gardło — %3. Przesył KV %4. Najlepszy podział tych GPU: %5 prefill : %6 dekodowanie.</translation>
    </message>
</context>
<context>
    <name>Headroom::Display</name>
    <message>
        <source>%1 GiB</source>
        <extracomment>binary gigabytes, as software reports memory</extracomment>
        <translation>%1&#xa0;GiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <extracomment>binary megabytes</extracomment>
        <translation>%1&#xa0;MiB</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>milliseconds</extracomment>
        <translation>%1&#xa0;ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>seconds</extracomment>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>minutes</extracomment>
        <translation>%1&#xa0;min</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <extracomment>output tokens per second</extracomment>
        <translation>%1&#xa0;tok/s</translation>
    </message>
    <message numerus="yes">
        <source>%Ln token(s)</source>
        <translation>
            <numerusform>%Ln&#xa0;token</numerusform>
            <numerusform>%Ln&#xa0;tokeny</numerusform>
            <numerusform>%Ln&#xa0;tokenów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>a percentage: &quot;25%&quot;; Russian puts a no-break space before the sign (&quot;25 %&quot;)</extracomment>
        <translation>%1%</translation>
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
        <translation>Identyfikator</translation>
    </message>
    <message>
        <source>enter an id such as &quot;my-gpu-80gb&quot;.</source>
        <translation>wpisz identyfikator, np. „my-gpu-80gb”.</translation>
    </message>
    <message>
        <source>use lower-case letters, digits and dots in words joined by single hyphens, such as &quot;my-gpu-80gb&quot;.</source>
        <translation>użyj małych liter, cyfr i kropek w słowach połączonych pojedynczymi łącznikami, np. „my-gpu-80gb”.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a built-in entry; choose another id.</source>
        <translation>„%1” to wpis wbudowany; wybierz inny identyfikator.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already used by the GPU %2.</source>
        <translation>„%1” jest już używany przez GPU %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already used by the model %2.</source>
        <translation>„%1” jest już używany przez model %2.</translation>
    </message>
</context>
<context>
    <name>Headroom::EngineConstants</name>
    <message>
        <source>Memory fraction</source>
        <translation>Udział pamięci</translation>
    </message>
    <message>
        <source>Bandwidth utilisation (MBU), 8/16-bit</source>
        <translation>Wykorzystanie przepustowości (MBU), 8/16 bitów</translation>
    </message>
    <message>
        <source>Bandwidth utilisation (MBU), &lt;= 6-bit weights</source>
        <translation>Wykorzystanie przepustowości (MBU), wagi &lt;= 6 bitów</translation>
    </message>
    <message>
        <source>Compute utilisation (MFU), prefill</source>
        <translation>Wykorzystanie mocy obliczeniowej (MFU), prefill</translation>
    </message>
    <message>
        <source>Compute utilisation (MFU), decode</source>
        <translation>Wykorzystanie mocy obliczeniowej (MFU), dekodowanie</translation>
    </message>
    <message>
        <source>Overhead per decode step</source>
        <translation>Narzut na krok dekodowania</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Scheduling efficiency</source>
        <translation>Efektywność szeregowania</translation>
    </message>
    <message>
        <source>MBU scale at TP &gt;= 4</source>
        <translation>Skala MBU przy TP &gt;= 4</translation>
    </message>
    <message>
        <source>MBU scale on routed experts</source>
        <translation>Skala MBU dla routowanych ekspertów</translation>
    </message>
    <message>
        <source>All-reduce latency, NVLink</source>
        <translation>Opóźnienie all-reduce, NVLink</translation>
    </message>
    <message>
        <source>us</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>All-reduce latency, PCIe</source>
        <translation>Opóźnienie all-reduce, PCIe</translation>
    </message>
    <message>
        <source>Engine start-up time</source>
        <translation>Czas uruchomienia silnika</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Most sequences per replica</source>
        <translation>Maks. sekwencji na replikę</translation>
    </message>
    <message>
        <source>Layers on the GPUs (-1 = all)</source>
        <translation>Warstwy na GPU (−1 = wszystkie)</translation>
    </message>
    <message>
        <source>Share of experts in host memory</source>
        <translation>Udział ekspertów w pamięci hosta</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA graphs</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Runtime memory, 1 GPU per replica</source>
        <translation>Narzut pamięci, 1 GPU na replikę</translation>
    </message>
    <message>
        <source>Runtime memory, multi-GPU (NCCL)</source>
        <translation>Narzut pamięci, wiele GPU (NCCL)</translation>
    </message>
    <message>
        <source>Activation peak, dense models</source>
        <translation>Szczyt aktywacji, modele gęste</translation>
    </message>
    <message>
        <source>Activation peak, MoE models</source>
        <translation>Szczyt aktywacji, modele MoE</translation>
    </message>
    <message>
        <source>set by the user</source>
        <translation>ustawione przez użytkownika</translation>
    </message>
    <message>
        <source>%1 default (%2)</source>
        <translation>domyślnie w %1 (%2)</translation>
    </message>
    <message>
        <source>%1 default</source>
        <translation>domyślnie w %1</translation>
    </message>
    <message>
        <source>Overhead per request (TTFT floor)</source>
        <translation>Narzut na żądanie (minimum TTFT)</translation>
    </message>
    <message>
        <source>Share of other users&apos; prefills waited for</source>
        <translation>Udział cudzych prefilli, na które się czeka</translation>
    </message>
    <message>
        <source>MFU scale on MoE prefill</source>
        <translation>Mnożnik MFU dla prefillu MoE</translation>
    </message>
    <message>
        <source>All-to-all latency (expert parallel)</source>
        <translation>Opóźnienie all-to-all (EP)</translation>
    </message>
    <message>
        <source>MBU scale on whole experts (expert parallel)</source>
        <translation>Skala MBU całych ekspertów (EP)</translation>
    </message>
    <message>
        <source>calibrated (%1)</source>
        <translation>skalibrowano (%1)</translation>
    </message>
    <message>
        <source>Overhead per request on an idle replica</source>
        <translation>Narzut na żądanie przy bezczynnej replice</translation>
    </message>
    <message>
        <source>Unknown engine constant &quot;%1&quot;</source>
        <translation>Nieznana stała silnika „%1”</translation>
    </message>
    <message>
        <source>The engine constant &quot;%1&quot; must be between %2 and %3, not %4</source>
        <translation>Stała silnika „%1” musi wynosić od %2 do %3, a nie %4</translation>
    </message>
    <message>
        <source>The engine constant &quot;%1&quot; must be a whole number, not %2</source>
        <translation>Stała silnika „%1” musi być liczbą całkowitą, a nie %2</translation>
    </message>
    <message>
        <source>CPU time per sequence per step</source>
        <translation>Czas CPU na sekwencję na krok</translation>
    </message>
</context>
<context>
    <name>Headroom::EngineConstantsEditor</name>
    <message>
        <source>Parameter</source>
        <translation>Parametr</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>Źródło</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Resetuj</translation>
    </message>
    <message>
        <source>Use the engine&apos;s default for %1</source>
        <translation>Przywróć domyślną wartość silnika: %1</translation>
    </message>
    <message>
        <source>No deployment selected.</source>
        <translation>Nie wybrano wdrożenia.</translation>
    </message>
    <message>
        <source>%1 constants on %2 GPUs</source>
        <translation>Stałe %1, klasa GPU: %2</translation>
    </message>
    <message>
        <source>Reset engine constant</source>
        <translation>przywrócenie stałej silnika</translation>
    </message>
    <message>
        <source>%1 constants on %2 GPUs, calibrated to your measurements (%3)</source>
        <translation>Stałe %1, klasa GPU: %2; skalibrowane według Twoich pomiarów (%3)</translation>
    </message>
</context>
<context>
    <name>Headroom::EngineSettingsEditor</name>
    <message>
        <source>No CUDA graphs (eager)</source>
        <translation>Bez CUDA graphs (eager)</translation>
    </message>
    <message>
        <source>Engine settings</source>
        <translation>Ustawienia silnika</translation>
    </message>
    <message>
        <source>The engine version whose start-up rules the memory figures follow: defaults and what the engine profiles change between versions.</source>
        <translation>Wersja silnika, której regułom startu podlegają liczby pamięci: wartości domyślne i to, co silnik profiluje, zmieniają się między wersjami.</translation>
    </message>
    <message>
        <source>Engine version:</source>
        <translation>Wersja silnika:</translation>
    </message>
    <message>
        <source>Tokens one engine step takes in: vLLM max_num_batched_tokens, SGLang chunked_prefill_size, TensorRT-LLM max_num_tokens, llama.cpp n_ubatch. vLLM profiles its activations with this many tokens.</source>
        <translation>Ile tokenów silnik przyjmuje w jednym kroku: vLLM max_num_batched_tokens, SGLang chunked_prefill_size, TensorRT-LLM max_num_tokens, llama.cpp n_ubatch. vLLM profiluje aktywacje na tylu tokenach.</translation>
    </message>
    <message>
        <source>Tokens per step:</source>
        <translation>Tokenów na krok:</translation>
    </message>
    <message>
        <source>Sequences one replica runs at once: vLLM max_num_seqs, SGLang max_running_requests, TensorRT-LLM max_batch_size. vLLM profiles its sampler with this many.</source>
        <translation>Ile sekwencji replika prowadzi naraz: vLLM max_num_seqs, SGLang max_running_requests, TensorRT-LLM max_batch_size. vLLM profiluje sampler na tylu.</translation>
    </message>
    <message>
        <source>Sequences at once:</source>
        <translation>Sekwencji naraz:</translation>
    </message>
    <message>
        <source>vLLM enforce_eager, SGLang disable_cuda_graph: no CUDA graphs are captured, which saves their memory and costs speed.</source>
        <translation>vLLM enforce_eager, SGLang disable_cuda_graph: CUDA graphs nie są przechwytywane, co oszczędza ich pamięć kosztem szybkości.</translation>
    </message>
    <message>
        <source>Newest (%1)</source>
        <extracomment>the engine version: none chosen, the newest Headroom models</extracomment>
        <translation>Najnowsza (%1)</translation>
    </message>
    <message>
        <source>Engine default (%1)</source>
        <extracomment>a setting left to the engine: its default for this GPU, in brackets</extracomment>
        <translation>Domyślnie (%1)</translation>
    </message>
    <message numerus="yes">
        <source>CUDA graphs for %n batch size(s).</source>
        <translation>
            <numerusform>CUDA graphs dla %n rozmiaru batcha.</numerusform>
            <numerusform>CUDA graphs dla %n rozmiarów batcha.</numerusform>
            <numerusform>CUDA graphs dla %n rozmiarów batcha.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::EngineSource</name>
    <message>
        <source>vLLM 0.11 start-up log, H100, Llama-3.1-8B (FORMULAS.md 3)</source>
        <translation>log startowy vLLM 0.11, H100, Llama-3.1-8B (FORMULAS.md 3)</translation>
    </message>
    <message>
        <source>Qwen2.5 speed benchmark, vLLM on A100 80GB, 7B-72B rows: time per token vs weight bytes (docs/estimation.md Speed)</source>
        <translation>benchmark szybkości Qwen2.5, vLLM na A100 80GB, wiersze 7B–72B: czas na token względem bajtów wag (docs/estimation.md, Speed)</translation>
    </message>
    <message>
        <source>Qwen2.5 speed benchmark, transformers on A100 80GB, 0.5B-32B rows: ~0.9 ms per layer (docs/estimation.md Speed)</source>
        <translation>benchmark szybkości Qwen2.5, transformers na A100 80GB, wiersze 0.5B–32B: ~0,9 ms na warstwę (docs/estimation.md, Speed)</translation>
    </message>
    <message>
        <source>llama.cpp Llama-3 8B/70B batch-1 decode, XiongjieDai GPU-Benchmarks-on-LLM-Inference, per GPU class fit</source>
        <translation>dekodowanie llama.cpp Llama-3 8B/70B przy batchu 1, XiongjieDai GPU-Benchmarks-on-LLM-Inference, dopasowanie dla klasy GPU</translation>
    </message>
    <message>
        <source>vLLM 0.11, Qwen3-8B on one H100, concurrency 1: TTFT 59 ms (GPUStack performance lab)</source>
        <translation>vLLM 0.11, Qwen3-8B na jednym H100, współbieżność 1: TTFT 59 ms (GPUStack performance lab)</translation>
    </message>
    <message>
        <source>NVIDIA NIM 1.8 (TensorRT-LLM), Llama-3.3-70B FP8 on 2 x H100, 500-token prompts, concurrency 1: TTFT 47.8 ms, 43.9 ms of it the prefill</source>
        <translation>NVIDIA NIM 1.8 (TensorRT-LLM), Llama-3.3-70B FP8 na 2 × H100, prompty po 500 tokenów, współbieżność 1: TTFT 47,8 ms, z czego 43,9 ms to prefill</translation>
    </message>
    <message>
        <source>932 closed-loop serving points, vLLM / SGLang / TensorRT-LLM on H100, H200, B200 (ai-dynamo/aiconfigurator silicon_sample @095f58a5): fitted</source>
        <translation>932 zmierzone punkty serwowania w pętli zamkniętej, vLLM / SGLang / TensorRT-LLM na H100, H200, B200 (ai-dynamo/aiconfigurator silicon_sample @095f58a5): dopasowanie</translation>
    </message>
    <message>
        <source>the 115 expert-parallel rows of the 932 serving points (TensorRT-LLM Qwen3-235B-FP8 on 4 and 8 H100 at EP4/EP8, SGLang Qwen3.5-397B on 4 B200 at EP4, vLLM Qwen3-235B on 2 H200 at EP2): fitted</source>
        <translation>115 wierszy z równoległością ekspertów spośród 932 punktów serwowania (TensorRT-LLM Qwen3-235B-FP8 na 4 i 8 H100 przy EP4/EP8, SGLang Qwen3.5-397B na 4 B200 przy EP4, vLLM Qwen3-235B na 2 H200 przy EP2): dopasowanie</translation>
    </message>
    <message>
        <source>llama.cpp pp1024 prompt rows, XiongjieDai: GeForce and RTX cards reach ~0.85 of the catalog&apos;s FP32-accumulate figure (FP16 accumulation is 2x that), A100/H100 ~0.25 of BF16 peak</source>
        <translation>wiersze przetwarzania promptu pp1024 llama.cpp, XiongjieDai: karty GeForce i RTX osiągają ~0,85 wartości katalogowej z akumulacją FP32 (akumulacja FP16 to 2× tyle), A100/H100 ~0,25 szczytu BF16</translation>
    </message>
    <message>
        <source>FORMULAS.md 5: prefill MFU ~0.6, FP16, &gt;= 1k tokens</source>
        <translation>FORMULAS.md 5: MFU prefillu ~0,6, FP16, od 1 tys. tokenów</translation>
    </message>
    <message>
        <source>batched decode GEMMs, a little below prefill</source>
        <translation>GEMM-y dekodowania wsadowego, nieco poniżej prefillu</translation>
    </message>
    <message>
        <source>GDDR cards reach more of their datasheet (FORMULAS.md 5)</source>
        <translation>karty GDDR osiągają więcej ze swoich danych katalogowych (FORMULAS.md 5)</translation>
    </message>
    <message>
        <source>as the datacenter figure, dequantising kernels</source>
        <translation>jak dla GPU centrów danych, jądra dekwantyzacji</translation>
    </message>
    <message>
        <source>FORMULAS.md 5 prefill MFU, lower clocks under load</source>
        <translation>MFU prefillu wg FORMULAS.md 5, niższe taktowanie pod obciążeniem</translation>
    </message>
    <message>
        <source>batched decode GEMMs</source>
        <translation>GEMM-y dekodowania wsadowego</translation>
    </message>
    <message>
        <source>932 serving points: with the all-reduce latency x log2 TP, TP4-8 rows need no lower MBU (FORMULAS.md 5&apos;s 0.83 was that latency)</source>
        <translation>932 punkty serwowania: z opóźnieniem all-reduce × log2 TP wiersze TP4–8 nie wymagają niższego MBU (0,83 z FORMULAS.md 5 było tym opóźnieniem)</translation>
    </message>
    <message>
        <source>FORMULAS.md 5: prefill MFU ~0.45 for FP8, short prompts or TP &gt;= 4</source>
        <translation>FORMULAS.md 5: MFU prefillu ~0,45 dla FP8, krótkich promptów lub TP ≥ 4</translation>
    </message>
    <message>
        <source>FORMULAS.md 5: MoE at batch 1 reaches ~25% of the active-parameter roofline (0.25 / 0.60)</source>
        <translation>FORMULAS.md 5: MoE przy batchu 1 osiąga ~25% roofline aktywnych parametrów (0,25 / 0,60)</translation>
    </message>
    <message>
        <source>continuous batching; seeds cite up to 40% of GPU time lost to length variance with static batches</source>
        <translation>ciągłe batchowanie; dokumenty źródłowe podają do 40% czasu GPU traconego na rozrzut długości przy statycznych batchach</translation>
    </message>
    <message>
        <source>CUDA graphs: no per-layer launch from Python</source>
        <translation>CUDA graphs: bez uruchamiania każdej warstwy z Pythona</translation>
    </message>
    <message>
        <source>FORMULAS.md 5: alpha ~5-10 us per all-reduce; per tree step (x log2 TP): 932 serving points</source>
        <translation>FORMULAS.md 5: alfa ~5–10 µs na all-reduce; na krok drzewa (× log2 TP): 932 punkty serwowania</translation>
    </message>
    <message>
        <source>PCIe peer-to-peer, about twice NVLink&apos;s</source>
        <translation>PCIe peer-to-peer, około dwa razy więcej niż NVLink</translation>
    </message>
    <message>
        <source>NCCL across InfiniBand nodes: a few us of RDMA per step of the all-reduce&apos;s tree (x log2 TP)</source>
        <translation>NCCL między węzłami przez InfiniBand: kilka µs RDMA na krok drzewa all-reduce (× log2 TP)</translation>
    </message>
    <message>
        <source>one send/receive between stages</source>
        <translation>jedno wysłanie/odebranie między etapami</translation>
    </message>
    <message>
        <source>paged attention reads the cache once</source>
        <translation>paged attention czyta cache raz</translation>
    </message>
    <message>
        <source>safetensors from a PCIe 4 NVMe drive: ~2-3 GB/s of its ~7 GB/s</source>
        <translation>safetensors z dysku NVMe PCIe 4: ~2–3 GB/s z jego ~7 GB/s</translation>
    </message>
    <message>
        <source>cloud network volume / NFS: ~0.2-0.8 GB/s</source>
        <translation>chmurowy wolumin sieciowy / NFS: ~0,2–0,8 GB/s</translation>
    </message>
    <message>
        <source>object storage, single stream: ~0.1-0.2 GB/s</source>
        <translation>magazyn obiektowy, jeden strumień: ~0,1–0,2 GB/s</translation>
    </message>
    <message>
        <source>vLLM 0.11 logs of MoE models (FORMULAS.md 3)</source>
        <translation>logi vLLM 0.11 dla modeli MoE (FORMULAS.md 3)</translation>
    </message>
    <message>
        <source>vLLM 0.11 logs at TP&gt;=2, NCCL (FORMULAS.md 3)</source>
        <translation>logi vLLM 0.11 przy TP ≥ 2, NCCL (FORMULAS.md 3)</translation>
    </message>
    <message>
        <source>a few hundred MiB (FORMULAS.md 3)</source>
        <translation>kilkaset MiB (FORMULAS.md 3)</translation>
    </message>
    <message>
        <source>vLLM start-up: profiling, torch.compile, CUDA graphs</source>
        <translation>start vLLM: profilowanie, torch.compile, CUDA graphs</translation>
    </message>
    <message>
        <source>engine activation buffers, like vLLM&apos;s peak</source>
        <translation>bufory aktywacji silnika, jak szczyt vLLM</translation>
    </message>
    <message>
        <source>engine activation buffers, MoE</source>
        <translation>bufory aktywacji silnika, MoE</translation>
    </message>
    <message>
        <source>CUDA context and cuBLAS workspace</source>
        <translation>kontekst CUDA i przestrzeń robocza cuBLAS</translation>
    </message>
    <message>
        <source>+ NCCL buffers</source>
        <translation>+ bufory NCCL</translation>
    </message>
    <message>
        <source>C++ in-flight batching runtime (assumed below vLLM&apos;s)</source>
        <translation>runtime in-flight batchingu w C++ (przyjęty poniżej vLLM)</translation>
    </message>
    <message>
        <source>loading a built engine, warm-up</source>
        <translation>wczytanie zbudowanego silnika, rozgrzewka</translation>
    </message>
    <message>
        <source>as vLLM&apos;s profiled peak</source>
        <translation>jak profilowany szczyt vLLM</translation>
    </message>
    <message>
        <source>as vLLM&apos;s profiled peak, MoE</source>
        <translation>jak profilowany szczyt vLLM, MoE</translation>
    </message>
    <message>
        <source>as vLLM</source>
        <translation>jak w vLLM</translation>
    </message>
    <message>
        <source>a few hundred MiB</source>
        <translation>kilkaset MiB</translation>
    </message>
    <message>
        <source>SGLang overlap scheduler (assumed below vLLM&apos;s)</source>
        <translation>planista SGLang z nakładaniem (przyjęty poniżej vLLM)</translation>
    </message>
    <message>
        <source>SGLang start-up: weights, CUDA graphs</source>
        <translation>start SGLang: wagi, CUDA graphs</translation>
    </message>
    <message>
        <source>as under load: no single-request SGLang measurement</source>
        <translation>jak pod obciążeniem: brak pomiarów SGLang dla pojedynczego żądania</translation>
    </message>
    <message>
        <source>compute buffer, grows with n_ubatch and vocab</source>
        <translation>bufor obliczeń, rośnie z n_ubatch i słownikiem</translation>
    </message>
    <message>
        <source>compute buffer, MoE</source>
        <translation>bufor obliczeń, MoE</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>kontekst CUDA</translation>
    </message>
    <message>
        <source>CUDA context per device</source>
        <translation>kontekst CUDA na urządzenie</translation>
    </message>
    <message>
        <source>llama.cpp batched decode</source>
        <translation>dekodowanie wsadowe llama.cpp</translation>
    </message>
    <message>
        <source>llama.cpp prompt processing, Metal</source>
        <translation>przetwarzanie promptu llama.cpp, Metal</translation>
    </message>
    <message>
        <source>llama.cpp layer split: ~0.2-0.9 ms more per added GPU in the multi-GPU rows (XiongjieDai)</source>
        <translation>podział warstw llama.cpp: ~0,2–0,9 ms więcej na każdy dodany GPU w wierszach z wieloma GPU (XiongjieDai)</translation>
    </message>
    <message>
        <source>mmap of the GGUF file, context creation</source>
        <translation>mmap pliku GGUF, tworzenie kontekstu</translation>
    </message>
    <message>
        <source>llama-server HTTP and tokenising, no load data</source>
        <translation>HTTP i tokenizacja llama-server, brak danych pod obciążeniem</translation>
    </message>
    <message>
        <source>one prompt at a time: half the others on average</source>
        <translation>po jednym prompcie: średnio połowa pozostałych</translation>
    </message>
    <message>
        <source>allocator fragmentation and workspaces</source>
        <translation>fragmentacja alokatora i bufory robocze</translation>
    </message>
    <message>
        <source>allocator fragmentation and workspaces, MoE</source>
        <translation>fragmentacja alokatora i bufory robocze, MoE</translation>
    </message>
    <message>
        <source>CUDA context and PyTorch allocator</source>
        <translation>kontekst CUDA i alokator PyTorch</translation>
    </message>
    <message>
        <source>+ NCCL</source>
        <translation>+ NCCL</translation>
    </message>
    <message>
        <source>FORMULAS.md 5 decode MBU 0.60</source>
        <translation>MBU dekodowania 0,60 wg FORMULAS.md 5</translation>
    </message>
    <message>
        <source>AWQ / GPTQ kernels in eager PyTorch</source>
        <translation>jądra AWQ / GPTQ w trybie eager PyTorch</translation>
    </message>
    <message>
        <source>eager PyTorch prefill</source>
        <translation>prefill PyTorch w trybie eager</translation>
    </message>
    <message>
        <source>eager decode</source>
        <translation>dekodowanie w trybie eager</translation>
    </message>
    <message>
        <source>per-layer launch time covers the step</source>
        <translation>czas uruchamiania warstw pokrywa krok</translation>
    </message>
    <message>
        <source>Qwen2.5 speed benchmark, transformers, 6k-30k token inputs on A100 80GB: time per token grows ~3.7 x heads / KV heads x the KV bytes</source>
        <translation>benchmark szybkości Qwen2.5, transformers, wejścia 6–30 tys. tokenów na A100 80GB: czas na token rośnie o ~3,7 × głowy / głowy KV × bajty KV</translation>
    </message>
    <message>
        <source>static batches: seeds cite up to 40% of GPU time lost to length variance and synchronisation</source>
        <translation>statyczne batche: dokumenty źródłowe podają do 40% czasu GPU traconego na rozrzut długości i synchronizację</translation>
    </message>
    <message>
        <source>Python import and model construction</source>
        <translation>import Pythona i budowa modelu</translation>
    </message>
    <message>
        <source>a Python request loop, no load data</source>
        <translation>pętla żądań w Pythonie, brak danych pod obciążeniem</translation>
    </message>
    <message>
        <source>static batches: half the others on average</source>
        <translation>statyczne batche: średnio połowa pozostałych</translation>
    </message>
    <message>
        <source>stated</source>
        <translation>podane</translation>
    </message>
    <message>
        <source>932 serving points: the streamed output rate B / TPOT stops growing with TP at 13-22 k tokens/s per replica (TensorRT-LLM Llama-8B on H100 at TP4 and TP8, SGLang Llama-8B on H200): the overlap schedulers&apos; CPU work per sequence (SGLang event_loop_overlap, TensorRT-LLM disable_overlap_scheduler=False, vLLM V1&apos;s output processing) outlasts the GPU&apos;s step</source>
        <translation>932 punkty serwowania: strumieniowa szybkość wyjścia B / TPOT przestaje rosnąć z TP przy 13–22 tys. tokenów/s na replikę (TensorRT-LLM Llama-8B na H100 przy TP4 i TP8, SGLang Llama-8B na H200): praca CPU na sekwencję w planistach z nakładaniem (SGLang event_loop_overlap, TensorRT-LLM disable_overlap_scheduler=False, przetwarzanie wyjścia w vLLM V1) trwa dłużej niż krok GPU</translation>
    </message>
    <message>
        <source>llama-server&apos;s C++ loop: its work per sequence is taken as hidden under the GPU&apos;s step</source>
        <translation>pętla llama-server w C++: jej praca na sekwencję jest traktowana jako ukryta pod krokiem GPU</translation>
    </message>
    <message>
        <source>static batches: one generate() loop for the batch</source>
        <translation>statyczne partie: jedna pętla generate() na partię</translation>
    </message>
</context>
<context>
    <name>Headroom::Estimate</name>
    <message>
        <source>measured (%1)</source>
        <translation>zmierzone (%1)</translation>
    </message>
    <message>
        <source>assumed (%1)</source>
        <translation>założenie (%1)</translation>
    </message>
    <message>
        <source>%1 GPUs do not split into replicas of TP %2 x PP %3</source>
        <translation>%1 GPU nie dzieli się na repliki TP %2 × PP %3</translation>
    </message>
    <message>
        <source>Tensor parallel %1 does not divide the %2 attention heads</source>
        <translation>Równoległość tensorowa %1 nie dzieli %2 głów uwagi</translation>
    </message>
    <message>
        <source>Tensor parallel %1 neither divides nor is a multiple of the %2 KV heads</source>
        <translation>Równoległość tensorowa %1 ani nie dzieli %2 głów KV, ani nie jest ich wielokrotnością</translation>
    </message>
    <message>
        <source>%1 parameters computed from the architecture (%2) differ from the declared %3 by %4%</source>
        <translation>%1 parametrów obliczonych z architektury (%2) różni się od deklarowanych %3 o %4%</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Łącznie</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktywne</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>wagi</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Pamięć KV</translation>
    </message>
    <message>
        <source>model context</source>
        <translation>kontekst modelu</translation>
    </message>
    <message>
        <source>parallelism</source>
        <translation>równoległość</translation>
    </message>
    <message>
        <source>datacenter (HBM)</source>
        <translation>centrum danych (HBM)</translation>
    </message>
    <message>
        <source>workstation (GDDR)</source>
        <translation>stacja robocza (GDDR)</translation>
    </message>
    <message>
        <source>unified memory</source>
        <translation>pamięć zunifikowana</translation>
    </message>
    <message>
        <source>local NVMe</source>
        <translation>lokalny NVMe</translation>
    </message>
    <message>
        <source>network volume</source>
        <translation>wolumin sieciowy</translation>
    </message>
    <message>
        <source>object storage</source>
        <translation>magazyn obiektowy</translation>
    </message>
    <message numerus="yes">
        <source>%n micro-batch(es) in flight</source>
        <translation>
            <numerusform>%n mikrobatch w toku</numerusform>
            <numerusform>%n mikrobatche w toku</numerusform>
            <numerusform>%n mikrobatchy w toku</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layer input(s)</source>
        <translation>
            <numerusform>%n wejście warstwy</numerusform>
            <numerusform>%n wejścia warstw</numerusform>
            <numerusform>%n wejść warstw</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n warstwa</numerusform>
            <numerusform>%n warstwy</numerusform>
            <numerusform>%n warstw</numerusform>
        </translation>
    </message>
    <message>
        <source>ZeRO stage %1 does not exist (0 to 3)</source>
        <translation>Etap ZeRO %1 nie istnieje (dozwolone 0–3)</translation>
    </message>
    <message>
        <source>The LoRA rank must be between 1 and the hidden size %1</source>
        <translation>Rank LoRA musi wynosić od 1 do rozmiaru ukrytego %1</translation>
    </message>
    <message>
        <source>Full fine-tuning trains bf16, fp16 or fp32 weights, not %1</source>
        <translation>Pełne dostrajanie trenuje wagi bf16, fp16 lub fp32, a nie %1</translation>
    </message>
    <message>
        <source>LoRA cannot train on a GGUF base (%1); use a 16-bit, 8-bit or 4-bit PyTorch format</source>
        <translation>LoRA nie może trenować na bazie GGUF (%1); użyj 16-, 8- lub 4-bitowego formatu PyTorch</translation>
    </message>
    <message>
        <source>set by the user</source>
        <translation>ustawione przez użytkownika</translation>
    </message>
    <message>
        <source>memory taken by the other deployments</source>
        <translation>pamięć zajęta przez inne wdrożenia</translation>
    </message>
    <message>
        <source>The model has no layers, hidden size or attention heads</source>
        <translation>Model nie ma warstw, rozmiaru ukrytego ani głów uwagi</translation>
    </message>
    <message>
        <source>The GPU has no memory size</source>
        <translation>GPU nie ma podanego rozmiaru pamięci</translation>
    </message>
    <message>
        <source>At least one GPU is needed</source>
        <translation>Potrzebny jest co najmniej jeden GPU</translation>
    </message>
    <message>
        <source>Tensor and pipeline parallel sizes must be at least 1</source>
        <translation>Stopnie równoległości tensorowej i potokowej muszą wynosić co najmniej 1</translation>
    </message>
    <message>
        <source>Pipeline parallel is larger than the number of layers</source>
        <translation>Równoległość potokowa jest większa niż liczba warstw</translation>
    </message>
    <message>
        <source>Sequences and token counts cannot be negative</source>
        <translation>Liczba sekwencji i tokenów nie może być ujemna</translation>
    </message>
    <message>
        <source>At most 16,777,216 sequences of at most 4,294,967,296 tokens each can be estimated</source>
        <translation>Można oszacować najwyżej 16&#xa0;777&#xa0;216 sekwencji po najwyżej 4&#xa0;294&#xa0;967&#xa0;296 tokenów</translation>
    </message>
    <message>
        <source>The workload&apos;s KV cache is more than an exabyte: beyond any set of GPUs</source>
        <translation>Pamięć KV tego obciążenia przekracza eksabajt: nie zmieści go żaden zestaw GPU</translation>
    </message>
    <message>
        <source>The memory fraction must be between 0 and 1</source>
        <translation>Udział pamięci musi mieścić się między 0 a 1</translation>
    </message>
    <message>
        <source>0 (%1 GiB short)</source>
        <translation>0 (brakuje %1&#xa0;GiB)</translation>
    </message>
    <message>
        <source>stage %1: (%2 linear x %3 bits + %4 embedding/lm_head x %5 bits + %6 norms/biases x %7 bits) / 8 / TP %8 = %9 GiB; %10</source>
        <translation>etap %1: (%2 liniowych × %3 bitów + %4 embedding/lm_head × %5 bitów + %6 norm/biasów × %7 bitów) / 8 / TP %8 = %9 GiB; %10</translation>
    </message>
    <message>
        <source> - %1 GiB of routed experts kept in host memory (%2% of the experts)</source>
        <translation> − %1&#xa0;GiB routowanych ekspertów trzymanych w pamięci hosta (%2% ekspertów)</translation>
    </message>
    <message>
        <source>%1 sequences x %2 B per sequence (%3 tokens, blocks of %4, sliding windows capped; %5 B/token on this GPU at TP %6, KV %7) = %8 GiB</source>
        <translation>%1 sekwencji × %2 B na sekwencję (%3 tokenów, bloki po %4, okna przesuwne przycięte; %5 B/token na tym GPU przy TP %6, KV %7) = %8 GiB</translation>
    </message>
    <message>
        <source>activation peak %1 GiB, %2</source>
        <translation>szczyt aktywacji %1 GiB, %2</translation>
    </message>
    <message>
        <source> + %1 seq x %2 tokens x (hidden %3 x %4 B + MLP intermediate %8 x %9 B) / TP (formula) + %1 seq x vocab %5 x %6 B logits (formula) = %7 GiB</source>
        <translation> + %1 sekw. × %2 tokenów × (rozmiar ukryty %3 × %4 B + pośredni MLP %8 × %9 B) / TP (wzór) + %1 sekw. × słownik %5 × %6 B logitów (wzór) = %7 GiB</translation>
    </message>
    <message>
        <source>non-torch %1 GiB, %2; CUDA graphs %3 GiB, %4</source>
        <translation>poza torch %1 GiB, %2; CUDA graphs %3 GiB, %4</translation>
    </message>
    <message>
        <source>(1 - %1) x %2 GiB free after weights and buffers; KV pool = %1 x free = %3 GiB (%4)</source>
        <translation>(1 − %1) × %2 GiB wolne po wagach i buforach; pula KV = %1 × wolne = %3 GiB (%4)</translation>
    </message>
    <message>
        <source>no pre-allocated budget (%1); KV room = capacity - weights - activations - runtime = %2 GiB</source>
        <translation>brak wstępnie przydzielonego budżetu (%1); miejsce na KV = pojemność − wagi − aktywacje − narzut = %2 GiB</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Wagi</translation>
    </message>
    <message>
        <source>Master weights</source>
        <translation>Wagi główne</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienty</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Stany optymalizatora</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktywacje</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Narzut</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Rezerwa</translation>
    </message>
    <message>
        <source>fp32: 4 bytes per parameter</source>
        <translation>fp32: 4 bajty na parametr</translation>
    </message>
    <message>
        <source>16-bit: 2 bytes per parameter</source>
        <translation>16 bitów: 2 bajty na parametr</translation>
    </message>
    <message>
        <source>8-bit linear layers 1 byte per parameter (per-channel scales negligible), embeddings and lm_head 2 bytes (FP8-dynamic checkpoints; measured: Llama-3.1-70B FP8 67.7 GiB)</source>
        <translation>8-bitowe warstwy liniowe 1 bajt na parametr (skale na kanał pomijalne), embeddingi i lm_head 2 bajty (checkpointy FP8-dynamic; zmierzone: Llama-3.1-70B FP8 67,7 GiB)</translation>
    </message>
    <message>
        <source>NF4: 4 bits + 8-bit absmax per 64 weights + fp32 per 256 absmax (double quantisation) = 4.127 bits (bitsandbytes); embeddings and lm_head 16-bit</source>
        <translation>NF4: 4 bity + 8-bitowy absmax na 64 wagi + fp32 na 256 absmax (podwójna kwantyzacja) = 4,127 bitu (bitsandbytes); embeddingi i lm_head 16-bitowe</translation>
    </message>
    <message>
        <source>GGUF Q8_0: 8.5 bits per weight (32 int8 + fp16 scale)</source>
        <translation>GGUF Q8_0: 8,5 bitu na wagę (32 int8 + skala fp16)</translation>
    </message>
    <message>
        <source>GGUF Q6_K: 6.5625 bits per weight (llama.cpp k-quants)</source>
        <translation>GGUF Q6_K: 6,5625 bitu na wagę (k-kwanty llama.cpp)</translation>
    </message>
    <message>
        <source>GGUF Q5_K_M: ~5.69 bits per weight, whole-file average</source>
        <translation>GGUF Q5_K_M: ~5,69 bitu na wagę, średnio w całym pliku</translation>
    </message>
    <message>
        <source>GGUF Q4_K_M: ~4.85 bits per weight, whole-file average</source>
        <translation>GGUF Q4_K_M: ~4,85 bitu na wagę, średnio w całym pliku</translation>
    </message>
    <message>
        <source>GGUF Q4_0: 4.5 bits per weight (32 4-bit + fp16 scale)</source>
        <translation>GGUF Q4_0: 4,5 bitu na wagę (32 4-bitowe + skala fp16)</translation>
    </message>
    <message>
        <source>GGUF Q3_K_M: ~3.9 bits per weight, whole-file average</source>
        <translation>GGUF Q3_K_M: ~3,9 bitu na wagę, średnio w całym pliku</translation>
    </message>
    <message>
        <source>GGUF Q2_K: ~2.63 bits per weight, whole-file average</source>
        <translation>GGUF Q2_K: ~2,63 bitu na wagę, średnio w całym pliku</translation>
    </message>
    <message>
        <source>gradient checkpointing: %1 x 2 B x hidden %2 x %3 + one layer recomputed %4 B</source>
        <translation>gradient checkpointing: %1 × 2&#xa0;B × rozmiar ukryty %2 × %3 + jedna przeliczana warstwa %4&#xa0;B</translation>
    </message>
    <message>
        <source>%1 x %2 B x %3</source>
        <translation>%1 × %2&#xa0;B × %3</translation>
    </message>
    <message>
        <source>%1 micro-batch x %2 tokens x (%3 + head %4 B) = %5 GiB. Per layer and token: %6 B replicated (norm inputs, inputs of attention and MLP) + %7 B / TP %8 (q, k, v, attention output, MLP intermediates, %9); 16-bit, after Korthikanti et al. 2022 without dropout. Head: final norm + logits 10 B per vocab entry (%10 / TP: bf16 logits, fp32 copy and fp32 log-softmax in transformers&apos; loss, assumed); 1F1B keeps PP - stage micro-batches</source>
        <translation>mikrobatch %1 × %2 tokenów × (%3 + lm_head %4&#xa0;B) = %5&#xa0;GiB. Na warstwę i token: %6&#xa0;B replikowane (wejścia normalizacji, wejścia uwagi i MLP) + %7&#xa0;B / TP %8 (q, k, v, wyjście uwagi, wartości pośrednie MLP, %9); 16 bitów, według Korthikanti et al. 2022 bez dropoutu. lm_head: końcowa normalizacja + logity, 10&#xa0;B na pozycję słownika (%10 / TP: logity bf16, kopia fp32 i log-softmax fp32 w funkcji straty transformers, założenie); 1F1B trzyma (PP − numer etapu) mikrobatchy</translation>
    </message>
    <message>
        <source>flash attention&apos;s fp32 log-sum-exp</source>
        <translation>log-sum-exp fp32 we flash attention</translation>
    </message>
    <message>
        <source>eager attention scores 5 x heads x sequence</source>
        <translation>wyniki uwagi w trybie eager: 5 × głowy × sekwencja</translation>
    </message>
    <message>
        <source>not sharded (ZeRO-%1, %2 data-parallel)</source>
        <translation>bez shardingu (ZeRO-%1, równoległość danych %2)</translation>
    </message>
    <message>
        <source>/ %1 data-parallel (ZeRO-%2)</source>
        <translation>/ %1 (równoległość danych, ZeRO-%2)</translation>
    </message>
    <message>
        <source>; offloaded to host RAM (%1 GiB)</source>
        <translation>; przeniesione do RAM hosta (%1&#xa0;GiB)</translation>
    </message>
    <message>
        <source>frozen base %1 params / TP %2 in %3 (%4) = %5 GiB + %6 trainable adapter params x %7 B (bf16) = %8 GiB, %9 = %10 GiB%11</source>
        <translation>zamrożona baza: %1 parametrów / TP %2 w %3 (%4) = %5&#xa0;GiB + %6 trenowalnych parametrów adapterów × %7&#xa0;B (bf16) = %8&#xa0;GiB, %9 = %10&#xa0;GiB%11</translation>
    </message>
    <message>
        <source>%1 params / TP %2 = %3 trainable x %4 B working copy, %5 = %6 GiB%7</source>
        <translation>%1 parametrów / TP %2 = %3 trenowalnych × %4&#xa0;B kopii roboczej, %5 = %6&#xa0;GiB%7</translation>
    </message>
    <message>
        <source>%1 trainable params x %2 B (%3), %4 = %5 GiB%6</source>
        <translation>%1 trenowalnych parametrów × %2&#xa0;B (%3), %4 = %5&#xa0;GiB%6</translation>
    </message>
    <message>
        <source>; offloaded to host RAM (ZeRO-Offload)</source>
        <translation>; przeniesione do RAM hosta (ZeRO-Offload)</translation>
    </message>
    <message>
        <source>fp32 master copy kept by mixed precision</source>
        <translation>główna kopia fp32 przy mieszanej precyzji</translation>
    </message>
    <message>
        <source>no fp32 master copy</source>
        <translation>bez głównej kopii fp32</translation>
    </message>
    <message>
        <source>none: the adapters are trained in bf16 without an fp32 copy (QLoRA reference code; bitsandbytes optimizers update them in place)</source>
        <translation>brak: adaptery są trenowane w bf16 bez kopii fp32 (referencyjny kod QLoRA; optymalizatory bitsandbytes aktualizują je w miejscu)</translation>
    </message>
    <message>
        <source>none: the weights are trained in their own precision</source>
        <translation>brak: wagi są trenowane we własnej precyzji</translation>
    </message>
    <message>
        <source>gradients in the weights&apos; precision</source>
        <translation>gradienty w precyzji wag</translation>
    </message>
    <message>
        <source>; paged (unified memory): pages move to host RAM under memory pressure, up to %1 GiB of host RAM (QLoRA paged optimizers)</source>
        <translation>; stronicowane (unified memory): przy braku pamięci strony trafiają do RAM hosta, do %1&#xa0;GiB RAM hosta (stronicowane optymalizatory QLoRA)</translation>
    </message>
    <message>
        <source>CUDA context and PyTorch %1 GiB, %2</source>
        <translation>kontekst CUDA i PyTorch %1&#xa0;GiB, %2</translation>
    </message>
    <message>
        <source> + the largest matrix dequantised to bf16 for its matmul, %1 x 2 B / TP = %2 GiB (bitsandbytes)</source>
        <translation> + największa macierz zdekwantyzowana do bf16 na potrzeby mnożenia, %1 × 2&#xa0;B / TP = %2&#xa0;GiB (bitsandbytes)</translation>
    </message>
    <message>
        <source> + gathered parameters of two layers (current and prefetched), 2 x %1 B / TP = %2 GiB (ZeRO-3 / offload)</source>
        <translation> + zebrane parametry dwóch warstw (bieżącej i pobranej z wyprzedzeniem), 2 × %1&#xa0;B / TP = %2&#xa0;GiB (ZeRO-3 / offload)</translation>
    </message>
    <message>
        <source> = %1 GiB</source>
        <translation> = %1&#xa0;GiB</translation>
    </message>
    <message>
        <source>The sequence length %1 is longer than the model&apos;s context %2</source>
        <translation>Długość sekwencji %1 przekracza kontekst modelu %2</translation>
    </message>
    <message>
        <source>none: training keeps no KV cache</source>
        <translation>brak: trening nie przechowuje pamięci KV</translation>
    </message>
    <message>
        <source>allocator fragmentation margin %1 GiB, %2</source>
        <translation>margines na fragmentację alokatora %1&#xa0;GiB, %2</translation>
    </message>
    <message>
        <source>Short by %1 GiB: the paged optimizer would move that much of its states to host RAM (slower steps)</source>
        <translation>Brakuje %1&#xa0;GiB: stronicowany optymalizator przeniesie tyle swoich stanów do RAM hosta (wolniejsze kroki)</translation>
    </message>
    <message>
        <source>AdamW: fp32 first and second moments, 8 B/param (Loshchilov and Hutter 2019)</source>
        <translation>AdamW: pierwszy i drugi moment w fp32, 8&#xa0;B/parametr (Loshchilov i Hutter 2019)</translation>
    </message>
    <message>
        <source>8-bit AdamW: int8 moments + one fp32 absmax per block of 2,048, 2.004 B/param (Dettmers et al. 2022, bitsandbytes)</source>
        <translation>8-bitowy AdamW: momenty int8 + jeden absmax fp32 na blok 2048, 2,004&#xa0;B/parametr (Dettmers et al. 2022, bitsandbytes)</translation>
    </message>
    <message>
        <source>SGD with momentum: one fp32 momentum buffer, 4 B/param (assumed: momentum on)</source>
        <translation>SGD z momentum: jeden bufor momentum fp32, 4&#xa0;B/parametr (założenie: momentum włączone)</translation>
    </message>
    <message>
        <source>pure-bf16 AdamW: bf16 moments, 4 B/param, no fp32 master copy</source>
        <translation>AdamW w czystym bf16: momenty bf16, 4&#xa0;B/parametr, bez głównej kopii fp32</translation>
    </message>
    <message>
        <source>%1 B weights + %2 B fp32 master + %3 B gradients + %4 B optimizer = %5 B/param (mixed-precision AdamW: 16, Rajbhandari et al. 2020); %6</source>
        <translation>%1&#xa0;B wagi + %2&#xa0;B wagi główne fp32 + %3&#xa0;B gradienty + %4&#xa0;B optymalizator = %5&#xa0;B/parametr (AdamW z mieszaną precyzją: 16, Rajbhandari et al. 2020); %6</translation>
    </message>
    <message>
        <source>adapters: 2 B bf16 weights + 2 B gradients + %1 B optimizer, no fp32 master (QLoRA reference code); %2</source>
        <translation>adaptery: 2&#xa0;B wagi bf16 + 2&#xa0;B gradienty + %1&#xa0;B optymalizator, bez wag głównych fp32 (referencyjny kod QLoRA); %2</translation>
    </message>
    <message>
        <source>model states</source>
        <translation>stany modelu</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>aktywacje</translation>
    </message>
    <message>
        <source>GPU limit</source>
        <translation>limit GPU</translation>
    </message>
    <message>
        <source>The deployment is not a training mode</source>
        <translation>Wdrożenie nie jest w trybie treningowym</translation>
    </message>
    <message>
        <source>The micro-batch must be at least 1 sequence</source>
        <translation>Mikrobatch musi zawierać co najmniej 1 sekwencję</translation>
    </message>
    <message>
        <source>The sequence length must be at least 1 token</source>
        <translation>Długość sekwencji musi wynosić co najmniej 1 token</translation>
    </message>
    <message>
        <source>Micro-batch x sequence length is too large</source>
        <translation>Mikrobatch × długość sekwencji to za dużo</translation>
    </message>
    <message>
        <source>Unknown optimizer, LoRA targets or offload setting</source>
        <translation>Nieznany optymalizator, moduły docelowe LoRA lub tryb offloadu</translation>
    </message>
    <message>
        <source>Offloading parameters to the CPU needs ZeRO stage 3</source>
        <translation>Przeniesienie parametrów na CPU wymaga etapu ZeRO 3</translation>
    </message>
    <message>
        <source>stage %1: (%2 attention x %3 bits + %4 dense MLP x %5 bits + %6 routed experts x %7 bits + %8 shared experts x %9 bits + %10 embeddings x %11 bits + %12 lm_head x %13 bits + %14 norms/biases/routers x 16 bits) / 8 / TP %15 = %16 GiB; %17</source>
        <translation>etap %1: (%2 uwaga x %3 bitów + %4 gęsty MLP x %5 bitów + %6 eksperci routowani x %7 bitów + %8 eksperci współdzieleni x %9 bitów + %10 embeddingi x %11 bitów + %12 lm_head x %13 bitów + %14 normy/biasy/routery x 16 bitów) / 8 / TP %15 = %16 GiB; %17</translation>
    </message>
    <message>
        <source>%1 sequences x %2 B of linear-attention state per sequence (as the model states it) = %3 GiB</source>
        <translation>%1 sekwencji × %2 B stanu uwagi liniowej na sekwencję (jak podaje model) = %3 GiB</translation>
    </message>
    <message>
        <source>%1 sequences x %2 B per sequence: %3 recurrent layers x (conv state %4 channels x %5 tokens x %6 bits + recurrent state %7 values x %8 bits) / 8 on this GPU at TP %9; constant whatever the context (vLLM mamba_ssm_cache_dtype) = %10 GiB</source>
        <translation>%1 sekwencji × %2 B na sekwencję: %3 warstw rekurencyjnych × (stan splotu %4 kanałów × %5 tokenów × %6 bitów + stan rekurencyjny %7 wartości × %8 bitów) / 8 na tym GPU przy TP %9; stały niezależnie od długości kontekstu (vLLM mamba_ssm_cache_dtype) = %10 GiB</translation>
    </message>
    <message>
        <source>Speculative decoding with MTP needs a model whose checkpoint holds MTP layers</source>
        <translation>Dekodowanie spekulatywne z MTP wymaga modelu, którego checkpoint zawiera warstwy MTP</translation>
    </message>
    <message>
        <source>Speculative decoding drafts 1 to 16 tokens per step</source>
        <translation>Dekodowanie spekulatywne proponuje od 1 do 16 tokenów na krok</translation>
    </message>
    <message>
        <source>The checkpoint holds %1 MTP layers (%2 parameters) that are not loaded: speculative decoding with MTP is off</source>
        <translation>Checkpoint zawiera warstwy MTP (%1; %2 parametrów), które nie są ładowane: dekodowanie spekulatywne z MTP jest wyłączone</translation>
    </message>
    <message>
        <source>; the norms/biases include the vision tower&apos;s %1 parameters (%2), 16-bit, split by TP</source>
        <translation>; normy/biasy obejmują %1 parametrów wieży wizyjnej (%2), 16 bitów, dzielone przez TP</translation>
    </message>
    <message>
        <source>; includes %1 MTP layers for speculative decoding: %2 linear, %3 lm_head/embedding, %4 norms/biases</source>
        <translation>; obejmuje warstwy MTP (%1) do dekodowania spekulatywnego: %2 liniowych, %3 lm_head/osadzeń, %4 norm/biasów</translation>
    </message>
    <message>
        <source>; includes the %1 MTP layers&apos; %2 B/token</source>
        <translation>; obejmuje %2 B/token warstw MTP (%1)</translation>
    </message>
    <message>
        <source> + vision encoder on one largest image: %1 patches x (3 x %2 + (3 x %2 + 2 x %3) / TP %4) x 2 B + %5 tokens x %6 x 2 B (formula, assumed) = %7 GiB</source>
        <translation> + koder wizyjny dla jednego największego obrazu: %1 łatek x (3 x %2 + (3 x %2 + 2 x %3) / TP %4) x 2 B + %5 tokenów x %6 x 2 B (wzór, założenie) = %7 GiB</translation>
    </message>
    <message>
        <source>Sequence state</source>
        <translation>Stan sekwencji</translation>
    </message>
    <message>
        <source>none: training keeps no recurrent state between steps</source>
        <translation>brak: trening nie przechowuje stanu rekurencyjnego między krokami</translation>
    </message>
    <message>
        <source>NVFP4: 4-bit E2M1 + FP8 E4M3 scale per 16 weights = 4.5 bits (+ one fp32 scale per matrix; ModelOpt, compressed-tensors nvfp4-pack-quantized); embeddings and lm_head 16-bit</source>
        <translation>NVFP4: 4-bitowy E2M1 + skala FP8 E4M3 na 16 wag = 4,5 bitu (+ jedna skala fp32 na macierz; ModelOpt, compressed-tensors nvfp4-pack-quantized); embeddingi i lm_head 16-bitowe</translation>
    </message>
    <message>
        <source>MXFP4: 4-bit E2M1 + 8-bit E8M0 scale per 32 weights = 4.25 bits (OCP Microscaling; gpt-oss); embeddings and lm_head 16-bit</source>
        <translation>MXFP4: 4-bitowy E2M1 + 8-bitowa skala E8M0 na 32 wagi = 4,25 bitu (OCP Microscaling; gpt-oss); embeddingi i lm_head 16-bitowe</translation>
    </message>
    <message>
        <source>%1-bit float</source>
        <translation>%1-bitowe zmiennoprzecinkowe</translation>
    </message>
    <message>
        <source>%1-bit integer</source>
        <translation>%1-bitowe całkowite</translation>
    </message>
    <message>
        <source>one scale per matrix</source>
        <translation>jedna skala na macierz</translation>
    </message>
    <message>
        <source>a %1-bit scale per output channel</source>
        <translation>%1-bitowa skala na kanał wyjściowy</translation>
    </message>
    <message>
        <source>a %1-bit scale per %2 weights</source>
        <translation>%1-bitowa skala na %2 wag</translation>
    </message>
    <message>
        <source>a %1-bit scale per %2 x %3 block</source>
        <translation>%1-bitowa skala na blok %2 x %3</translation>
    </message>
    <message>
        <source>%1-bit zero points</source>
        <translation>%1-bitowe punkty zerowe</translation>
    </message>
    <message>
        <source>a %1-bit second-level scale per %2 weights</source>
        <translation>%1-bitowa skala drugiego poziomu na %2 wag</translation>
    </message>
    <message>
        <source>a %1-bit index per input row</source>
        <translation>%1-bitowy indeks na wiersz wejściowy</translation>
    </message>
    <message>
        <source>activations %1-bit</source>
        <translation>aktywacje %1-bitowe</translation>
    </message>
    <message>
        <source>%1 %2 bits per weight (%3% of them quantized: %4)</source>
        <translation>%1 %2 bitu na wagę (skwantyzowane w %3%: %4)</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>norms, biases and routers</source>
        <translation>normy, biasy i routery</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s own layout (quantization_config %1 %2): quantized: %3; 16-bit: %4</source>
        <translation>własny układ checkpointu (quantization_config %1 %2): skwantyzowane: %3; 16-bitowe: %4</translation>
    </message>
    <message>
        <source>attention projections</source>
        <translation>projekcje uwagi</translation>
    </message>
    <message>
        <source>dense MLP</source>
        <translation>gęsty MLP</translation>
    </message>
    <message>
        <source>routed experts</source>
        <translation>ekspertów routowanych</translation>
    </message>
    <message>
        <source>shared experts</source>
        <translation>ekspertów współdzielonych</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>embeddingi</translation>
    </message>
    <message>
        <source>lm_head</source>
        <translation>lm_head</translation>
    </message>
    <message>
        <source>; EP %1: %2 of the %3 routed experts whole on this GPU, sliced over %4 GPUs = %5 GiB; attention over its %6 GPUs (DP %7) = %8 GiB; the rest over TP %9: %10 GiB in all</source>
        <translation>; EP %1: %2 z %3 routowanych ekspertów w całości na tym GPU, dzielonych na %4 GPU = %5 GiB; uwaga na swoich %6 GPU (DP %7) = %8 GiB; reszta na TP %9: łącznie %10 GiB</translation>
    </message>
    <message>
        <source>; attention data parallel DP %1: this GPU&apos;s rank holds %2 of the %3 sequences, their KV split over its %4 attention GPUs</source>
        <translation>; równoległość danych w uwadze DP %1: ranga tego GPU trzyma %2 z %3 sekwencji, ich KV podzielone na %4 GPU uwagi</translation>
    </message>
    <message>
        <source>Expert and attention data parallel sizes must be at least 1</source>
        <translation>Rozmiary równoległości ekspertów i danych w uwadze muszą wynosić co najmniej 1</translation>
    </message>
    <message>
        <source>%1 is a dense model: expert parallelism and attention data parallelism need a mixture-of-experts model</source>
        <translation>%1 to model gęsty: równoległość ekspertów i danych w uwadze wymaga modelu MoE</translation>
    </message>
    <message>
        <source>Expert parallelism and attention data parallelism need vLLM, SGLang or TensorRT-LLM</source>
        <translation>Równoległość ekspertów i danych w uwadze wymaga vLLM, SGLang lub TensorRT-LLM</translation>
    </message>
    <message>
        <source>Expert parallel %1 does not divide tensor parallel %2 (the GPUs of a pipeline stage)</source>
        <translation>Równoległość ekspertów %1 nie dzieli równoległości tensorowej %2 (GPU jednego etapu potoku)</translation>
    </message>
    <message>
        <source>Expert parallel %1 does not divide the %2 routed experts</source>
        <translation>Równoległość ekspertów %1 nie dzieli %2 routowanych ekspertów</translation>
    </message>
    <message>
        <source>Attention data parallel %1 does not divide tensor parallel %2</source>
        <translation>Równoległość danych w uwadze %1 nie dzieli równoległości tensorowej %2</translation>
    </message>
    <message>
        <source>Speculative decoding with a draft model needs a draft model</source>
        <translation>Dekodowanie spekulatywne z modelem szkicującym wymaga modelu szkicującego</translation>
    </message>
    <message>
        <source>The draft model &quot;%1&quot; is not in the catalog</source>
        <translation>Modelu szkicującego „%1” nie ma w katalogu</translation>
    </message>
    <message>
        <source>The draft model has no layers, hidden size or attention heads</source>
        <translation>Model szkicujący nie ma warstw, rozmiaru ukrytego ani głów uwagi</translation>
    </message>
    <message>
        <source>The draft model %1 has a vocabulary of %2 tokens and %3 one of %4: a draft must share the target&apos;s tokenizer</source>
        <translation>Słownik modelu szkicującego %1 ma %2 tokenów, a %3 ma %4: model szkicujący musi mieć ten sam tokenizer co model główny</translation>
    </message>
    <message>
        <source>Tensor parallel %1 does not split the draft model&apos;s %2 attention heads (%3 KV heads): it runs at the target&apos;s TP</source>
        <translation>Równoległość tensorowa %1 nie dzieli %2 głów uwagi modelu szkicującego (%3 głów KV): działa on z TP modelu głównego</translation>
    </message>
    <message>
        <source>The KV offload capacity cannot be negative</source>
        <translation>Pojemność przeniesienia KV nie może być ujemna</translation>
    </message>
    <message>
        <source>The KV offload bandwidth cannot be negative</source>
        <translation>Przepustowość przeniesienia KV nie może być ujemna</translation>
    </message>
    <message>
        <source>KV offload needs a capacity above 0</source>
        <translation>Przeniesienie KV wymaga pojemności większej od 0</translation>
    </message>
    <message>
        <source>draft model %1: %2 parameters x %3 bits / 8 / TP %4 = %5 GiB of weights (its checkpoint&apos;s format, on every GPU of the replica: vLLM draft_tensor_parallel_size = the target&apos;s TP) + %6 sequences x %7 B of its KV per sequence (%8 tokens, %9 B/token on this GPU, KV %10; from the KV pool) = %11 GiB</source>
        <translation>model szkicujący %1: %2 parametrów x %3 bitów / 8 / TP %4 = %5&#xa0;GiB wag (w formacie jego checkpointu, na każdym GPU repliki: vLLM draft_tensor_parallel_size = TP modelu głównego) + %6 sekw. x %7&#xa0;B jego KV na sekwencję (%8 tokenów, %9&#xa0;B/token na tym GPU, KV %10; z puli KV) = %11&#xa0;GiB</translation>
    </message>
    <message>
        <source>Draft model</source>
        <translation>Model szkicujący</translation>
    </message>
    <message>
        <source>none: training loads no draft model</source>
        <translation>brak: trening nie ładuje modelu szkicującego</translation>
    </message>
    <message>
        <source>%1 sequences x %2 B per sequence: %3 RWKV layers x (token shift %4 channels x %5 tokens x %6 bits + WKV state %7 values x %8 bits) / 8 on this GPU at TP %9; no per-token KV, constant whatever the context = %10 GiB</source>
        <translation>%1 sekwencji × %2 B na sekwencję: %3 warstw RWKV × (przesunięcie tokenów %4 kanałów × %5 tokenów × %6 bitów + stan WKV %7 wartości × %8 bitów) / 8 na tym GPU przy TP %9; bez KV na token, niezależnie od długości kontekstu = %10 GiB</translation>
    </message>
    <message>
        <source>The project has no deployment &quot;%1&quot;</source>
        <translation>Projekt nie ma wdrożenia „%1”</translation>
    </message>
    <message>
        <source>The deployment&apos;s configuration is missing</source>
        <translation>Brak konfiguracji wdrożenia</translation>
    </message>
    <message>
        <source>%1: the prompt test does not say its length</source>
        <translation>%1: test promptu nie podaje jego długości</translation>
    </message>
    <message>
        <source>%1: the run does not state its input and output lengths</source>
        <translation>%1: przebieg nie podaje długości wejścia i wyjścia</translation>
    </message>
    <message>
        <source>%1: the run states neither its concurrency nor its request rate</source>
        <translation>%1: przebieg nie podaje ani współbieżności, ani częstości żądań</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation>TTFT (ms)</translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation>TPOT (ms)</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>Tokeny wyjściowe/s</translation>
    </message>
    <message>
        <source>Prompt tokens/s</source>
        <translation>Tokeny promptu/s</translation>
    </message>
    <message>
        <source>No measured run to fit</source>
        <translation>Brak zmierzonych przebiegów do dopasowania</translation>
    </message>
    <message>
        <source>A calibration is for one GPU and one engine: the runs are on %1 with %2 and on %3 with %4</source>
        <translation>Kalibracja dotyczy jednego GPU i jednego silnika: przebiegi są na %1 z %2 oraz na %3 z %4</translation>
    </message>
    <message>
        <source>Only serving deployments are calibrated</source>
        <translation>Kalibruje się tylko wdrożenia do serwowania</translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; is not in the catalog</source>
        <translation>GPU „%1” nie ma w katalogu</translation>
    </message>
    <message>
        <source>%1 is set by a deployment itself: not fitted</source>
        <translation>%1 ustawia samo wdrożenie: nie dopasowano</translation>
    </message>
    <message>
        <source>%1 line %2: not estimated (%3)</source>
        <translation>%1, wiersz %2: nie oszacowano (%3)</translation>
    </message>
    <message>
        <source>None of the runs could be estimated</source>
        <translation>Nie udało się oszacować żadnego przebiegu</translation>
    </message>
    <message>
        <source>%1: these measurements do not depend on it; left unchanged</source>
        <translation>%1: te pomiary od niego nie zależą; bez zmian</translation>
    </message>
    <message>
        <source>%1: the memory could not be estimated</source>
        <translation>%1: nie udało się oszacować pamięci</translation>
    </message>
    <message>
        <source>model</source>
        <translation>model</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>engine</source>
        <translation>silnik</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>równoległość tensorowa</translation>
    </message>
    <message>
        <source>The file does not say the %1</source>
        <translation>Plik nie podaje: %1</translation>
    </message>
    <message>
        <source>No %1 in the catalog matches &quot;%2&quot;</source>
        <translation>Nic w katalogu nie pasuje do „%2” (%1)</translation>
    </message>
    <message>
        <source>No deployment of the project runs %1 on %2 with %3 at TP %4</source>
        <translation>Żadne wdrożenie projektu nie uruchamia %1 na %2 z %3 przy TP %4</translation>
    </message>
    <message>
        <source>calibrated (%1)</source>
        <translation>skalibrowano (%1)</translation>
    </message>
    <message>
        <source>fitted to the speed</source>
        <translation>dopasowana do szybkości</translation>
    </message>
    <message>
        <source>read from the log</source>
        <translation>odczytana z logu</translation>
    </message>
    <message>
        <source>not determined</source>
        <translation>nieokreślona</translation>
    </message>
    <message>
        <source>The dataset size must be a number of tokens, 0 or more</source>
        <translation>Rozmiar zbioru danych musi być liczbą tokenów, 0 lub więcej</translation>
    </message>
    <message>
        <source>The epochs must be above 0</source>
        <translation>Liczba epok musi być większa od 0</translation>
    </message>
    <message>
        <source>Training time needs a training mode (full, LoRA, QLoRA)</source>
        <translation>Czas treningu wymaga trybu treningu (full, LoRA, QLoRA)</translation>
    </message>
    <message>
        <source>%1 states no BF16 FLOPS: no training time</source>
        <translation>%1 nie podaje FLOPS BF16: brak czasu treningu</translation>
    </message>
    <message>
        <source>Training time needs at least one GPU</source>
        <translation>Czas treningu wymaga co najmniej jednego GPU</translation>
    </message>
    <message>
        <source>Training time needs a positive number of tokens</source>
        <translation>Czas treningu wymaga dodatniej liczby tokenów</translation>
    </message>
    <message>
        <source>The MFU must be above 0 and at most 1</source>
        <translation>MFU musi być większe od 0 i co najwyżej 1</translation>
    </message>
    <message>
        <source>The sequence length must be at least 1</source>
        <translation>Długość sekwencji musi wynosić co najmniej 1</translation>
    </message>
    <message>
        <source>TP x PP must divide the GPUs</source>
        <translation>Liczba GPU musi być podzielna przez TP x PP</translation>
    </message>
    <message>
        <source>%1 tokens x %2 GFLOP/token / (%3 x %4 TFLOPS BF16 x MFU %5) = %6 h</source>
        <translation>%1 tokenów x %2 GFLOP/token / (%3 x %4 TFLOPS BF16 x MFU %5) = %6 h</translation>
    </message>
    <message>
        <source>+ %1 h dequantising NF4 to BF16</source>
        <translation>+ %1 h na dekwantyzację NF4 do BF16</translation>
    </message>
    <message>
        <source>+ %1 h of ZeRO-3 gathers the compute does not hide (%2 GB/s per GPU)</source>
        <translation>+ %1 h zbierania wag ZeRO-3 nieukrytego przez obliczenia (%2 GB/s na GPU)</translation>
    </message>
    <message>
        <source>vLLM %1 profile run: %2 tokens per step through the model = %3 GiB</source>
        <translation>przebieg profilujący vLLM %1: %2 tokenów na krok przez model = %3 GiB</translation>
    </message>
    <message>
        <source> + %1 sequences x vocabulary %2 x %3 B of logits = %4 GiB</source>
        <translation> + %1 sekw. × słownik %2 × %3 B logitów = %4 GiB</translation>
    </message>
    <message>
        <source>; sampler run: %1 sequences x vocabulary %2 x %3 B (logits, top-k/top-p) = %4 GiB; the peak is the larger: %5 GiB</source>
        <translation>; przebieg samplera: %1 sekw. × słownik %2 × %3 B (logity, top-k/top-p) = %4 GiB; szczyt to większa z dwóch wartości: %5 GiB</translation>
    </message>
    <message>
        <source>vLLM %1: CUDA libraries%2 (start-up logs)</source>
        <translation>vLLM %1: biblioteki CUDA%2 (logi startu)</translation>
    </message>
    <message>
        <source> and NCCL</source>
        <translation> i NCCL</translation>
    </message>
    <message>
        <source>%1 captured sizes x %2 layers x %3 MiB (fitted on start-up logs) = %4 GiB</source>
        <translation>%1 przechwyconych rozmiarów × %2 warstw × %3 MiB (dopasowane do logów startu) = %4 GiB</translation>
    </message>
    <message>
        <source>SGLang %1: mem_fraction_static by TP size</source>
        <translation>SGLang %1: mem_fraction_static według rozmiaru TP</translation>
    </message>
    <message>
        <source>SGLang %1 default: (%2 MiB - %3 MiB kept for activations, CUDA graphs and the parallel layout) / %2 MiB</source>
        <translation>SGLang %1 domyślnie: (%2 MiB − %3 MiB na aktywacje, CUDA graphs i układ równoległości) / %2 MiB</translation>
    </message>
    <message>
        <source>SGLang %1: a chunk of %2 tokens through the model = %3 GiB (from the memory the static fraction leaves)</source>
        <translation>SGLang %1: fragment %2 tokenów przez model = %3 GiB (z pamięci, którą zostawia udział statyczny)</translation>
    </message>
    <message>
        <source>CUDA libraries, as vLLM&apos;s</source>
        <translation>biblioteki CUDA, jak w vLLM</translation>
    </message>
    <message>
        <source>cuda_graph_max_bs %1 x 2 MiB (SGLang&apos;s reserve) = %2 GiB</source>
        <translation>cuda_graph_max_bs %1 × 2 MiB (rezerwa SGLang) = %2 GiB</translation>
    </message>
    <message>
        <source>compute buffer of one %1-token micro-batch: max(logits %2 GiB, FFN %3 GiB) + hidden states %4 GiB</source>
        <translation>bufor obliczeń jednego mikrobatcha z %1 tokenów: max(logity %2 GiB, FFN %3 GiB) + stany ukryte %4 GiB</translation>
    </message>
    <message>
        <source> + %1 GiB as vLLM %2 loads MXFP4 experts with its %3 kernels (widths padded to %4 x %5%6)</source>
        <translation> + %1 GiB: tak vLLM %2 ładuje eksperty MXFP4 jądrami %3 (szerokości dopełnione do %4 × %5%6)</translation>
    </message>
    <message>
        <source>, scales kept twice</source>
        <translation>, skale przechowywane dwukrotnie</translation>
    </message>
    <message>
        <source>%1. Serve it text only (--text-only, or Text only in the inspector) to plan the text model without its vision tower</source>
        <translation>%1. Serwuj ją tylko jako tekstową (--text-only albo „Tylko tekst” w inspektorze), aby planować model tekstowy bez wieży wizyjnej</translation>
    </message>
    <message>
        <source>vLLM %1 gpu_memory_utilization default %2</source>
        <translation>vLLM %1: gpu_memory_utilization domyślnie %2</translation>
    </message>
    <message>
        <source>set for this deployment</source>
        <translation>ustawione dla tego wdrożenia</translation>
    </message>
    <message>
        <source>Text only: the vision tower (%1, %2 parameters) is left out; images cannot be served</source>
        <translation>Tylko tekst: wieża wizyjna (%1, %2 parametrów) nie jest ładowana; obrazy nie będą obsługiwane</translation>
    </message>
    <message>
        <source>Text only: the vision tower (%1) is left out, uncounted (%2); images cannot be served</source>
        <translation>Tylko tekst: wieża wizyjna (%1) nie jest ładowana ani policzona (%2); obrazy nie będą obsługiwane</translation>
    </message>
    <message>
        <source>; llama.cpp keeps the input embedding (%1 parameters) in host memory</source>
        <translation>; llama.cpp trzyma wejściowe embeddingi (%1 parametrów) w pamięci hosta</translation>
    </message>
    <message>
        <source>; CUDA context and NCCL %1 GiB beside the budget</source>
        <translation>; kontekst CUDA i NCCL %1 GiB poza budżetem</translation>
    </message>
    <message>
        <source>(1 - %1) x %2 GiB total - CUDA graphs - CUDA context and NCCL; KV pool = %1 x total - weights - activation peak - non-torch = %3 GiB (%4)</source>
        <translation>(1 − %1) × %2 GiB łącznie − CUDA graphs − kontekst CUDA i NCCL; pula KV = %1 × łącznie − wagi − szczyt aktywacji − non-torch = %3 GiB (%4)</translation>
    </message>
    <message>
        <source>(1 - %1) x %2 GiB free before the weights load (%5 GiB total - %6 GiB CUDA context and NCCL) - activations - runtime; KV pool = %1 x free - weights = %3 GiB (%4)</source>
        <translation>(1 − %1) × %2 GiB wolne przed załadowaniem wag (%5 GiB łącznie − %6 GiB kontekstu CUDA i NCCL) − aktywacje − runtime; pula KV = %1 × wolne − wagi = %3 GiB (%4)</translation>
    </message>
    <message>
        <source>AWQ 4-bit, group 128, as vLLM&apos;s awq_marlin loads it: packed weights 4 bits + fp16 scale and 4-bit zero per 128 = 4.156 bits; embeddings and lm_head stay 16-bit</source>
        <translation>AWQ 4 bity, grupa 128, tak jak trzyma je awq_marlin w vLLM: spakowane wagi 4 bity + skala fp16 i 4-bitowe zero na 128 = 4,156 bitu; embeddingi i lm_head zostają 16-bitowe</translation>
    </message>
    <message>
        <source>GPTQ 4-bit, group 128, as vLLM&apos;s gptq_marlin loads it: packed weights 4 bits + fp16 scale per 128 = 4.125 bits (zeros and g_idx dropped after loading); embeddings and lm_head stay 16-bit</source>
        <translation>GPTQ 4 bity, grupa 128, tak jak trzyma je gptq_marlin w vLLM: spakowane wagi 4 bity + skala fp16 na 128 = 4,125 bitu (zera i g_idx odrzucane po załadowaniu); embeddingi i lm_head zostają 16-bitowe</translation>
    </message>
    <message>
        <source>TensorRT-LLM profiling prefill: %1 tokens through the model = %2 GiB + sampler logits of %3 sequences x vocabulary %4 x 4 B = %5 GiB</source>
        <translation>Prefill profilujący TensorRT-LLM: %1 tokenów przez model = %2 GiB + logity samplera: %3 sekwencji x słownik %4 x 4 B = %5 GiB</translation>
    </message>
    <message>
        <source>CUDA context and libraries%1, inside the profiled peak</source>
        <translation>Kontekst CUDA i biblioteki%1, wewnątrz profilowanego szczytu</translation>
    </message>
    <message>
        <source>The file measured %1 &quot;%2&quot; (%3), not %4: it cannot calibrate this deployment</source>
        <translation>Plik mierzy %1 „%2” (%3), a nie %4: nie może skalibrować tego wdrożenia</translation>
    </message>
    <message>
        <source>KV cache pool</source>
        <translation>Pula pamięci KV</translation>
    </message>
    <message>
        <source>KV cache tokens</source>
        <translation>Tokeny pamięci KV</translation>
    </message>
    <message>
        <source>Activation peak</source>
        <translation>Szczyt aktywacji</translation>
    </message>
    <message>
        <source>Runtime (CUDA graphs, non-torch)</source>
        <translation>Środowisko uruchomieniowe (grafy CUDA, poza torch)</translation>
    </message>
    <message>
        <source>vLLM gpu_memory_utilization default %1</source>
        <translation>vLLM gpu_memory_utilization, domyślnie %1</translation>
    </message>
    <message>
        <source>TensorRT-LLM free_gpu_memory_fraction default %1</source>
        <translation>TensorRT-LLM free_gpu_memory_fraction, domyślnie %1</translation>
    </message>
    <message>
        <source>SGLang mem_fraction_static default about %1</source>
        <translation>SGLang mem_fraction_static, domyślnie około %1</translation>
    </message>
    <message>
        <source>llama.cpp: no pre-allocation</source>
        <translation>llama.cpp: bez wstępnej alokacji</translation>
    </message>
    <message>
        <source>transformers: no pre-allocation</source>
        <translation>transformers: bez wstępnej alokacji</translation>
    </message>
    <message>
        <source>Unknown engine constant &quot;%1&quot;</source>
        <translation>Nieznana stała silnika „%1”</translation>
    </message>
</context>
<context>
    <name>Headroom::ExchangeRatesEditor</name>
    <message>
        <source>Exchange rates</source>
        <translation>Kursy wymiany</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Z</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Na</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Źródło</translation>
    </message>
    <message>
        <source>1 unit of the first currency = rate units of the second, as published on the date by the source. Of two rates for the same pair the later one is used.</source>
        <translation>1 jednostka pierwszej waluty = „kurs” jednostek drugiej, według źródła z podanego dnia. Z dwóch kursów dla tej samej pary używany jest późniejszy.</translation>
    </message>
    <message>
        <source>Add rate</source>
        <translation>Dodaj kurs</translation>
    </message>
    <message>
        <source>Adds a copy of the selected rate dated today, to edit</source>
        <translation>Dodaje kopię zaznaczonego kursu z dzisiejszą datą do edycji</translation>
    </message>
    <message>
        <source>Remove rate</source>
        <translation>Usuń kurs</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a currency: USD, EUR, RUB or PLN</source>
        <translation>„%1” nie jest walutą: USD, EUR, RUB lub PLN</translation>
    </message>
    <message>
        <source>The rate must be a positive number, got &apos;%1&apos;</source>
        <translation>Kurs musi być liczbą dodatnią, podano „%1”</translation>
    </message>
    <message>
        <source>The date must read YYYY-MM-DD, got &apos;%1&apos;</source>
        <translation>Data musi mieć postać RRRR-MM-DD, podano „%1”</translation>
    </message>
    <message>
        <source>A rate converts between two different currencies</source>
        <translation>Kurs przelicza między dwiema różnymi walutami</translation>
    </message>
</context>
<context>
    <name>Headroom::Finance</name>
    <message>
        <source>3 years: Alphabet&apos;s servers until 2020 (10-K 2020: four years from January 2021)</source>
        <translation>3 lata: serwery Alphabet do 2020 roku (10-K za 2020 rok: cztery lata od stycznia 2021)</translation>
    </message>
    <message>
        <source>5 years: Amazon&apos;s servers from January 2025, shortened from six (10-K 2024)</source>
        <translation>5 lat: serwery Amazon od stycznia 2025 roku, skrócone z sześciu (10-K za 2024 rok)</translation>
    </message>
    <message>
        <source>5.5 years: Meta&apos;s servers and network equipment from January 2025 (Q4 2024 results)</source>
        <translation>5,5 roku: serwery i sprzęt sieciowy Meta od stycznia 2025 roku (wyniki za IV kwartał 2024)</translation>
    </message>
    <message>
        <source>6 years: Microsoft&apos;s server and network equipment from fiscal 2023 (10-Q, Q2 FY23), Alphabet&apos;s from January 2023 (10-K 2022)</source>
        <translation>6 lat: sprzęt serwerowy i sieciowy Microsoftu od roku obrotowego 2023 (10-Q, II kwartał FY23), Alphabet od stycznia 2023 (10-K za 2022 rok)</translation>
    </message>
    <message>
        <source>The prices per period must cover every period of the demand</source>
        <translation>Ceny na okresy muszą obejmować każdy okres zapotrzebowania</translation>
    </message>
    <message>
        <source>Demand, prices, upkeep, GPUs owned and the lead time cannot be negative</source>
        <translation>Zapotrzebowanie, ceny, koszty utrzymania, posiadane GPU i czas dostawy nie mogą być ujemne</translation>
    </message>
    <message>
        <source>The discount rate must be above -100 %</source>
        <translation>Stopa dyskontowa musi być wyższa niż −100 %</translation>
    </message>
    <message>
        <source>Period %1: the shape cannot serve %2 (%3)</source>
        <translation>Okres %1: ten kształt nie obsłuży %2 (%3)</translation>
    </message>
    <message>
        <source>The plan&apos;s shape names no model of the workload</source>
        <translation>Kształt planu nie wskazuje żadnego modelu z obciążenia</translation>
    </message>
    <message>
        <source>The plan&apos;s GPU is not in the catalog</source>
        <translation>GPU planu nie ma w katalogu</translation>
    </message>
    <message>
        <source>A plan has 1, 2, 3, 4, 6 or 12 periods a year, at most six years, and a depreciation life</source>
        <translation>Plan ma 1, 2, 3, 4, 6 lub 12 okresów w roku, najwyżej sześć lat i okres amortyzacji</translation>
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
        <translation>AWQ 4-bit</translation>
    </message>
    <message>
        <source>GPTQ 4-bit</source>
        <translation>GPTQ 4-bit</translation>
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
        <translation>Inferencja</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>Pełne dostrajanie</translation>
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
        <translation>Plik jest ucięty: wartość od bajtu %1 wychodzi poza koniec pliku.</translation>
    </message>
    <message>
        <source>Could not read byte %1 of the file.</source>
        <translation>Nie udało się odczytać bajtu %1 pliku.</translation>
    </message>
    <message>
        <source>A string at byte %1 claims %2 bytes, more than the file can hold.</source>
        <translation>Ciąg od bajtu %1 deklaruje %2 bajtów, więcej niż zmieści plik.</translation>
    </message>
    <message>
        <source>Metadata key &quot;%1&quot; has an unknown value type %2.</source>
        <translation>Klucz metadanych „%1” ma nieznany typ wartości %2.</translation>
    </message>
    <message>
        <source>Metadata key &quot;%1&quot; nests arrays too deeply.</source>
        <translation>Klucz metadanych „%1” zagnieżdża tablice zbyt głęboko.</translation>
    </message>
    <message>
        <source>Metadata key &quot;%1&quot; has an unknown element type %2.</source>
        <translation>Klucz metadanych „%1” ma nieznany typ elementów %2.</translation>
    </message>
    <message>
        <source>Metadata key &quot;%1&quot; claims %2 elements, more than the file can hold.</source>
        <translation>Klucz metadanych „%1” deklaruje %2 elementów, więcej niż zmieści plik.</translation>
    </message>
    <message>
        <source>This is not a GGUF file (wrong magic number).</source>
        <translation>To nie jest plik GGUF (błędna sygnatura).</translation>
    </message>
    <message>
        <source>GGUF version %1 is not supported (versions 2 and 3 are).</source>
        <translation>Wersja GGUF %1 nie jest obsługiwana (obsługiwane są wersje 2 i 3).</translation>
    </message>
    <message>
        <source>The header claims %1 metadata entries, more than the file can hold.</source>
        <translation>Nagłówek deklaruje %1 wpisów metadanych, więcej niż zmieści plik.</translation>
    </message>
    <message>
        <source>The header claims %1 tensors, more than the file can hold.</source>
        <translation>Nagłówek deklaruje %1 tensorów, więcej niż zmieści plik.</translation>
    </message>
    <message>
        <source>Tensor &quot;%1&quot; has %2 dimensions (1 to 4 are valid).</source>
        <translation>Tensor „%1” ma %2 wymiarów (dozwolone od 1 do 4).</translation>
    </message>
    <message>
        <source>Tensor &quot;%1&quot; has an impossible shape.</source>
        <translation>Tensor „%1” ma niemożliwy kształt.</translation>
    </message>
    <message>
        <source>Tensor &quot;%1&quot; has an unknown type %2.</source>
        <translation>Tensor „%1” ma nieznany typ %2.</translation>
    </message>
    <message>
        <source>Tensor &quot;%1&quot; rows are not whole %2 blocks.</source>
        <translation>Wiersze tensora „%1” nie składają się z pełnych bloków %2.</translation>
    </message>
    <message>
        <source>Tensor &quot;%1&quot; claims more bytes than any file can hold.</source>
        <translation>Tensor „%1” deklaruje więcej bajtów, niż zmieści jakikolwiek plik.</translation>
    </message>
    <message>
        <source>general.alignment %1 is not a power of two.</source>
        <translation>general.alignment %1 nie jest potęgą dwójki.</translation>
    </message>
    <message>
        <source>Tensor &quot;%1&quot; claims %2 bytes at offset %3, past the end of the file: the header lies about its sizes or the file is truncated.</source>
        <translation>Tensor „%1” deklaruje %2 bajtów od przesunięcia %3, za końcem pliku: nagłówek podaje błędne rozmiary albo plik jest ucięty.</translation>
    </message>
    <message>
        <source>Cannot open &quot;%1&quot;: %2</source>
        <translation>Nie można otworzyć „%1”: %2</translation>
    </message>
    <message>
        <source>GGUF header</source>
        <translation>nagłówek GGUF</translation>
    </message>
    <message>
        <source>The GGUF header has no general.architecture.</source>
        <translation>Nagłówek GGUF nie ma general.architecture.</translation>
    </message>
    <message>
        <source>The GGUF header lacks %1.</source>
        <translation>W nagłówku GGUF brakuje %1.</translation>
    </message>
</context>
<context>
    <name>Headroom::GpuEditorDialog</name>
    <message>
        <source>New Custom GPU</source>
        <translation>Nowy własny GPU</translation>
    </message>
    <message>
        <source>Edit Custom GPU</source>
        <translation>Edytuj własny GPU</translation>
    </message>
    <message>
        <source>Lower-case words joined by hyphens; plans refer to the GPU by it.</source>
        <translation>Słowa małymi literami połączone łącznikami; po tym identyfikatorze plany odwołują się do GPU.</translation>
    </message>
    <message>
        <source>&amp;Vendor:</source>
        <translation>Pr&amp;oducent:</translation>
    </message>
    <message>
        <source>&amp;Architecture:</source>
        <translation>&amp;Architektura:</translation>
    </message>
    <message>
        <source> GB</source>
        <translation>&#xa0;GB</translation>
    </message>
    <message>
        <source>Memory as the vendor states it, in GB (10⁹ bytes).</source>
        <translation>Pamięć podana przez producenta, w GB (10⁹ bajtów).</translation>
    </message>
    <message>
        <source>&amp;Memory:</source>
        <translation>Pa&amp;mięć:</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation>&#xa0;GiB</translation>
    </message>
    <message>
        <source>as marketed</source>
        <translation>wg producenta</translation>
    </message>
    <message>
        <source>What the driver reports (CUDA: 79.2 GiB on an 80 GB H100); 0 = as marketed.</source>
        <translation>Wartość zgłaszana przez sterownik (CUDA: 79,2&#xa0;GiB na H100 80&#xa0;GB); 0 = wg producenta.</translation>
    </message>
    <message>
        <source>&amp;Usable memory:</source>
        <translation>&amp;Dostępna pamięć:</translation>
    </message>
    <message>
        <source>HBM3, GDDR6X, ...</source>
        <translation>HBM3, GDDR6X, ...</translation>
    </message>
    <message>
        <source>Memory &amp;type:</source>
        <translation>&amp;Typ pamięci:</translation>
    </message>
    <message>
        <source> TB/s</source>
        <translation>&#xa0;TB/s</translation>
    </message>
    <message>
        <source>&amp;Bandwidth:</source>
        <translation>P&amp;rzepustowość:</translation>
    </message>
    <message>
        <source> TFLOPS</source>
        <translation>&#xa0;TFLOPS</translation>
    </message>
    <message>
        <source>Dense tensor-core peak, not the 2:4-sparse headline.</source>
        <translation>Szczytowa wydajność rdzeni tensorowych dla obliczeń gęstych, nie reklamowa wartość dla rzadkości 2:4.</translation>
    </message>
    <message>
        <source>BF16 &amp;dense:</source>
        <translation>BF16, &amp;gęste:</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>nieobsługiwane</translation>
    </message>
    <message>
        <source>FP&amp;8 dense:</source>
        <translation>FP&amp;8, gęste:</translation>
    </message>
    <message>
        <source> W</source>
        <translation>&#xa0;W</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>nieznane</translation>
    </message>
    <message>
        <source>TD&amp;P:</source>
        <translation>TD&amp;P:</translation>
    </message>
    <message>
        <source> USD/h</source>
        <translation>&#xa0;USD/h</translation>
    </message>
    <message>
        <source>On-demand rental price range per GPU-hour, in US dollars.</source>
        <translation>Zakres cen wynajmu na żądanie za GPU-godzinę, w dolarach amerykańskich.</translation>
    </message>
    <message>
        <source>Rent per hour, &amp;lowest:</source>
        <translation>Wynajem za godzinę, minim&amp;um:</translation>
    </message>
    <message>
        <source>Rent per hour, &amp;highest:</source>
        <translation>Wynajem za godzinę, ma&amp;ksimum:</translation>
    </message>
    <message>
        <source>Datasheet, URL or measurement</source>
        <translation>Karta katalogowa, URL lub pomiar</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Pamięć</translation>
    </message>
    <message>
        <source>must be more than 0 GB.</source>
        <translation>wartość musi być większa niż 0&#xa0;GB.</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Przepustowość</translation>
    </message>
    <message>
        <source>must be more than 0 TB/s.</source>
        <translation>wartość musi być większa niż 0&#xa0;TB/s.</translation>
    </message>
    <message>
        <source>BF16 dense</source>
        <translation>BF16 bez rzadkości</translation>
    </message>
    <message>
        <source>must be more than 0 TFLOPS.</source>
        <translation>wartość musi być większa niż 0&#xa0;TFLOPS.</translation>
    </message>
    <message>
        <source>Rent per hour, highest</source>
        <translation>Wynajem za godzinę, maksimum</translation>
    </message>
    <message>
        <source>must not be below the lowest.</source>
        <translation>wartość nie może być niższa niż minimum.</translation>
    </message>
    <message>
        <source>Set by the user</source>
        <translation>Ustawione przez użytkownika</translation>
    </message>
</context>
<context>
    <name>Headroom::ImportModelDialog</name>
    <message>
        <source>Import Model</source>
        <translation>Import modelu</translation>
    </message>
    <message>
        <source>Hugging Face config.json file</source>
        <translation>Plik config.json z Hugging Face</translation>
    </message>
    <message>
        <source>Pasted config.json text</source>
        <translation>Wklejony tekst config.json</translation>
    </message>
    <message>
        <source>GGUF file (reads the header only)</source>
        <translation>Plik GGUF (odczytywany jest tylko nagłówek)</translation>
    </message>
    <message>
        <source>&amp;Import from:</source>
        <translation>&amp;Importuj z:</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Przeglądaj...</translation>
    </message>
    <message>
        <source>Path of a config.json file</source>
        <translation>Ścieżka do pliku config.json</translation>
    </message>
    <message>
        <source>Paste the text of a config.json here</source>
        <translation>Wklej tutaj tekst config.json</translation>
    </message>
    <message>
        <source>config.json text</source>
        <translation>Tekst config.json</translation>
    </message>
    <message>
        <source>Path of a .gguf file</source>
        <translation>Ścieżka do pliku .gguf</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nazwa:</translation>
    </message>
    <message>
        <source>Lower-case words joined by hyphens; made from the name until you edit it.</source>
        <translation>Słowa małymi literami połączone łącznikami; tworzony z nazwy, dopóki go nie zmienisz.</translation>
    </message>
    <message>
        <source>I&amp;d:</source>
        <translation>Identyfi&amp;kator:</translation>
    </message>
    <message>
        <source>&amp;Add Model</source>
        <translation>&amp;Dodaj model</translation>
    </message>
    <message>
        <source>GGUF files (*.gguf);;All files (*)</source>
        <translation>Pliki GGUF (*.gguf);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>Pliki JSON (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Import GGUF</source>
        <translation>Import GGUF</translation>
    </message>
    <message>
        <source>Import config.json</source>
        <translation>Import config.json</translation>
    </message>
    <message>
        <source>The text is not valid JSON: %1 at offset %2.</source>
        <translation>Tekst nie jest poprawnym JSON-em: %1 (przesunięcie %2).</translation>
    </message>
    <message>
        <source>Imported model</source>
        <translation>Zaimportowany model</translation>
    </message>
    <message>
        <source>pasted config.json</source>
        <translation>wklejony config.json</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>imported file, then what the importer read</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Architecture %1: %2 layers, hidden size %3, %4 heads of size %5, vocabulary %6</source>
        <translation>Architektura %1 – warstwy: %2, rozmiar ukryty: %3, głowy: %4 (rozmiar %5), słownik: %6</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>enter the name the board shows.</source>
        <translation>wpisz nazwę wyświetlaną na tablicy.</translation>
    </message>
    <message>
        <source>Choose a file or paste a config.json to see the model it describes.</source>
        <translation>Wybierz plik lub wklej config.json, aby zobaczyć opisany w nim model.</translation>
    </message>
</context>
<context>
    <name>Headroom::Inspector</name>
    <message>
        <source>AdamW (mixed precision)</source>
        <translation>AdamW (mieszana precyzja)</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8-bit</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>AdamW, pure BF16</source>
        <translation>AdamW, czysty BF16</translation>
    </message>
    <message>
        <source>Attention projections</source>
        <translation>Projekcje uwagi</translation>
    </message>
    <message>
        <source>MLP projections</source>
        <translation>Projekcje MLP</translation>
    </message>
    <message>
        <source>All linear layers</source>
        <translation>Wszystkie warstwy liniowe</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Brak</translation>
    </message>
    <message>
        <source>Optimizer states to CPU</source>
        <translation>Stany optymalizatora na CPU</translation>
    </message>
    <message>
        <source>Optimizer states and parameters to CPU</source>
        <translation>Stany optymalizatora i parametry na CPU</translation>
    </message>
    <message>
        <source>Off (plain data parallel)</source>
        <translation>Wył. (zwykła równoległość danych)</translation>
    </message>
    <message>
        <source>Stage 1: shard optimizer states</source>
        <translation>Etap 1: sharding stanów optymalizatora</translation>
    </message>
    <message>
        <source>Stage 2: + gradients</source>
        <translation>Etap 2: + gradienty</translation>
    </message>
    <message>
        <source>Stage 3: + parameters (FSDP full shard)</source>
        <translation>Etap 3: + parametry (FSDP full shard)</translation>
    </message>
</context>
<context>
    <name>Headroom::InspectorPanel</name>
    <message>
        <source>Select a deployment or a configuration on the board.</source>
        <translation>Wybierz wdrożenie lub konfigurację na tablicy.</translation>
    </message>
    <message>
        <source>No configuration yet. Drag a GPU from the catalog onto the board, then a model onto its card, or open the sample plan. Its memory, speed and limits show here.</source>
        <translation>Nie ma jeszcze konfiguracji. Przeciągnij GPU z katalogu na tablicę, a potem model na jego kartę, albo otwórz przykładowy projekt. Tu pojawią się pamięć, szybkość i limity.</translation>
    </message>
</context>
<context>
    <name>Headroom::LanguageManager</name>
    <message>
        <source>System default</source>
        <extracomment>The language menu&apos;s first entry: follow the operating system&apos;s language</extracomment>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
</context>
<context>
    <name>Headroom::LaunchCommand</name>
    <message>
        <source>GGUF weights: pass the path of a local .gguf file as the model.</source>
        <translation>Wagi GGUF: jako model podaj ścieżkę do lokalnego pliku .gguf.</translation>
    </message>
    <message>
        <source>vLLM has no %1 KV cache; it uses the model&apos;s dtype.</source>
        <translation>vLLM nie obsługuje pamięci KV %1; używa dtype modelu.</translation>
    </message>
    <message>
        <source>INT8 (W8A8) checkpoints are recognised from their config; no flag needed.</source>
        <translation>Checkpointy INT8 (W8A8) są rozpoznawane po konfiguracji; flaga nie jest potrzebna.</translation>
    </message>
    <message>
        <source>SGLang has no %1 KV cache; it uses the model&apos;s dtype.</source>
        <translation>SGLang nie obsługuje pamięci KV %1; używa dtype modelu.</translation>
    </message>
    <message>
        <source>llama.cpp loads GGUF files: choose a GGUF or 16-bit weight format.</source>
        <translation>llama.cpp wczytuje pliki GGUF: wybierz format wag GGUF lub 16-bitowy.</translation>
    </message>
    <message>
        <source>llama.cpp has no %1 KV cache; use q8_0.</source>
        <translation>llama.cpp nie obsługuje pamięci KV %1; użyj q8_0.</translation>
    </message>
    <message>
        <source>A quantized V cache needs flash attention (-fa).</source>
        <translation>Skwantyzowany V cache wymaga flash attention (-fa).</translation>
    </message>
    <message>
        <source>Start one server per replica, each on its own GPUs (CUDA_VISIBLE_DEVICES).</source>
        <translation>Uruchom jeden serwer na replikę, każdy na własnych GPU (CUDA_VISIBLE_DEVICES).</translation>
    </message>
    <message>
        <source>Set the %1 KV cache in the kv_cache_config of an --extra_llm_api_options file.</source>
        <translation>Ustaw pamięć KV %1 w kv_cache_config pliku --extra_llm_api_options.</translation>
    </message>
    <message>
        <source>TensorRT-LLM reads the quantization from the checkpoint: use a %1 checkpoint.</source>
        <translation>TensorRT-LLM odczytuje kwantyzację z checkpointu: użyj checkpointu %1.</translation>
    </message>
    <message>
        <source>%1 has no server command line: load the model from Python.</source>
        <translation>%1 nie ma polecenia uruchomienia serwera: wczytaj model w Pythonie.</translation>
    </message>
    <message>
        <source>SGLang loads the vision tower of a multimodal model; the estimate leaves it out (text only).</source>
        <translation>SGLang ładuje wieżę wizyjną modelu multimodalnego; szacunek ją pomija (tylko tekst).</translation>
    </message>
    <message>
        <source>Set speculative_config (decoding_type: MTP, num_nextn_predict_layers: %1) in an --extra_llm_api_options file.</source>
        <translation>Ustaw speculative_config (decoding_type: MTP, num_nextn_predict_layers: %1) w pliku --extra_llm_api_options.</translation>
    </message>
    <message>
        <source>vLLM spreads the experts over all %1 GPUs of the data-parallel group, not over %2.</source>
        <translation>vLLM rozkłada ekspertów na wszystkie %1 GPU grupy równoległości danych, a nie na %2.</translation>
    </message>
    <message>
        <source>Attention data parallelism: set enable_attention_dp in the --extra_llm_api_options file (TensorRT-LLM runs attention DP over all %1 TP GPUs).</source>
        <translation>Równoległość danych w uwadze: ustaw enable_attention_dp w pliku --extra_llm_api_options (TensorRT-LLM prowadzi DP uwagi na wszystkich %1 GPU TP).</translation>
    </message>
    <message>
        <source>Headroom&apos;s memory figures follow %1 %2&apos;s start-up rules; another version may allocate differently.</source>
        <translation>Liczby pamięci w Headroom podlegają regułom startu %1 %2; inna wersja może przydzielać pamięć inaczej.</translation>
    </message>
</context>
<context>
    <name>Headroom::LaunchCommandDialog</name>
    <message>
        <source>Launch Command — %1</source>
        <translation>Polecenie uruchomienia — %1</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Silnik</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Wiersz polecenia</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiuj</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Skopiowano</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Silnik:</translation>
    </message>
</context>
<context>
    <name>Headroom::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ostatnio otwie&amp;rane</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nowy</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Cofnij %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Ponów %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation>&amp;O programie Headroom</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Raporty</translation>
    </message>
    <message>
        <source>%1 — Headroom</source>
        <extracomment>Window title: document name, then the application name</extracomment>
        <translation>%1 — Headroom</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Otwórz projekt</translation>
    </message>
    <message>
        <source>Headroom projects (*.headroom)</source>
        <translation>Projekty Headroom (*.headroom)</translation>
    </message>
    <message>
        <source>Cannot open the project</source>
        <translation>Nie można otworzyć projektu</translation>
    </message>
    <message>
        <source>Cannot save the project</source>
        <translation>Nie można zapisać projektu</translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation>Zapisz projekt jako</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Niezapisane zmiany</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>„%1” ma niezapisane zmiany. Zapisać je?</translation>
    </message>
    <message>
        <source>an untitled project</source>
        <translation>projekt bez nazwy</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Przywrócić niezapisaną pracę?</translation>
    </message>
    <message>
        <source>Headroom did not close cleanly. Restore the unsaved changes to %1 from %2?</source>
        <translation>Headroom nie zamknął się poprawnie. Przywrócić niezapisane zmiany w „%1” z %2?</translation>
    </message>
    <message>
        <source>Cannot restore the project</source>
        <translation>Nie można przywrócić projektu</translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation>O programie Headroom</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Headroom %1&lt;/h3&gt;&lt;p&gt;Plan LLM GPU capacity offline: memory per GPU, speed, and the cost of renting or owning.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Headroom %1&lt;/h3&gt;&lt;p&gt;Planowanie mocy GPU dla LLM offline: pamięć na GPU, szybkość oraz koszt wynajmu lub zakupu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New from Sa&amp;mple</source>
        <translation>Nowy z &amp;przykładu</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Eksport</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>&amp;Katalog</translation>
    </message>
    <message>
        <source>Plan &amp;Details…</source>
        <translation>&amp;Szczegóły planu…</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Move between the catalog, the board&apos;s cards, the inspector and the reports</source>
        <translation>Przejście między katalogiem, kartami na tablicy, inspektorem i raportami</translation>
    </message>
    <message>
        <source>Alt+underlined letter</source>
        <translation>Alt+podkreślona litera</translation>
    </message>
    <message>
        <source>Open a menu or go to a field</source>
        <translation>Otwórz menu lub przejdź do pola</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Catalog: add the GPU or model to the board</source>
        <translation>Katalog: dodaj GPU lub model na tablicę</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Lewo, Prawo</translation>
    </message>
    <message>
        <source>Board: the previous or next card</source>
        <translation>Tablica: poprzednia lub następna karta</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <translation>Góra, Dół</translation>
    </message>
    <message>
        <source>Board: the deployments of a card</source>
        <translation>Tablica: wdrożenia karty</translation>
    </message>
    <message>
        <source>Ctrl+Left, Ctrl+Right</source>
        <translation>Ctrl+Lewo, Ctrl+Prawo</translation>
    </message>
    <message>
        <source>Board: move the card</source>
        <translation>Tablica: przesuń kartę</translation>
    </message>
    <message>
        <source>Board: show the selection in the inspector</source>
        <translation>Tablica: pokaż zaznaczenie w inspektorze</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Board: remove the deployment or configuration</source>
        <translation>Tablica: usuń wdrożenie lub konfigurację</translation>
    </message>
    <message>
        <source>Menu, Shift+F10</source>
        <translation>Menu, Shift+F10</translation>
    </message>
    <message>
        <source>Board: the card&apos;s menu</source>
        <translation>Tablica: menu karty</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Klawisze strzałek</translation>
    </message>
    <message>
        <source>Tables: move between cells</source>
        <translation>Tabele: przejście między komórkami</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Board and panels</source>
        <translation>Tablica i panele</translation>
    </message>
    <message>
        <source>Getting Started</source>
        <translation>Pierwsze kroki</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Add a GPU first: drag one from the catalog onto the board.</source>
        <translation>Najpierw dodaj GPU: przeciągnij je z katalogu na tablicę.</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Pierwsze kroki</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>Plan bez nazwy</translation>
    </message>
    <message>
        <source>Fit the engine constants to your benchmark results and server logs</source>
        <translation>Dopasuj stałe silnika do swoich wyników benchmarków i logów serwerów</translation>
    </message>
    <message>
        <source>Cali&amp;brate to Measurements…</source>
        <translation>Kalibracja według po&amp;miarów…</translation>
    </message>
    <message>
        <source>Ad&amp;vise a Plan…</source>
        <translation>Dor&amp;adca planu…</translation>
    </message>
    <message>
        <source>Find what to buy or rent for a workload at its latency targets, ranked by cost</source>
        <translation>Znajdź, co kupić lub wynająć dla obciążenia przy jego celach opóźnień, według kosztu</translation>
    </message>
</context>
<context>
    <name>Headroom::ModelEditorDialog</name>
    <message>
        <source>New Custom Model</source>
        <translation>Nowy własny model</translation>
    </message>
    <message>
        <source>Edit Custom Model</source>
        <translation>Edytuj własny model</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Wpis</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektura</translation>
    </message>
    <message>
        <source>&amp;Family:</source>
        <translation>&amp;Rodzina:</translation>
    </message>
    <message>
        <source>organisation/model</source>
        <translation>organizacja/model</translation>
    </message>
    <message>
        <source>Hu&amp;gging Face id:</source>
        <translation>ID na Hugging F&amp;ace:</translation>
    </message>
    <message>
        <source>config.json, paper or URL</source>
        <translation>config.json, publikacja lub URL</translation>
    </message>
    <message>
        <source>&amp;Layers:</source>
        <translation>&amp;Warstwy:</translation>
    </message>
    <message>
        <source>Hidden si&amp;ze:</source>
        <translation>Rozmiar &amp;ukryty:</translation>
    </message>
    <message>
        <source>&amp;MLP size:</source>
        <translation>Rozmiar &amp;MLP:</translation>
    </message>
    <message>
        <source>&amp;Attention heads:</source>
        <translation>&amp;Głowy uwagi:</translation>
    </message>
    <message>
        <source>&amp;KV heads:</source>
        <translation>Głowy &amp;KV:</translation>
    </message>
    <message>
        <source>&amp;Head size:</source>
        <translation>Ro&amp;zmiar głowy:</translation>
    </message>
    <message>
        <source>&amp;Vocabulary:</source>
        <translation>S&amp;łownik:</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation>&#xa0;tokenów</translation>
    </message>
    <message>
        <source>Max &amp;context:</source>
        <translation>Maks. kon&amp;tekst:</translation>
    </message>
    <message>
        <source>&amp;Tied input and output embeddings</source>
        <translation>Współ&amp;dzielone embeddingi wejścia i wyjścia</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>gęsty</translation>
    </message>
    <message>
        <source>&amp;Experts:</source>
        <translation>&amp;Eksperci:</translation>
    </message>
    <message>
        <source>Experts &amp;per token:</source>
        <translation>Ekspertów na t&amp;oken:</translation>
    </message>
    <message>
        <source>Expe&amp;rt MLP size:</source>
        <translation>Rozmiar MLP eks&amp;perta:</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Warstwy</translation>
    </message>
    <message>
        <source>must be at least 1.</source>
        <translation>wartość musi wynosić co najmniej 1.</translation>
    </message>
    <message>
        <source>this model&apos;s attention pattern covers %1 layers.</source>
        <translation>liczba warstw we wzorcu uwagi tego modelu to %1.</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Rozmiar ukryty</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Głowy uwagi</translation>
    </message>
    <message>
        <source>cannot be more than the hidden size.</source>
        <translation>wartość nie może przekraczać rozmiaru ukrytego.</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>Głowy KV</translation>
    </message>
    <message>
        <source>must divide the %1 attention heads.</source>
        <translation>liczba głów uwagi (%1) musi być podzielna przez tę wartość.</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>Rozmiar głowy</translation>
    </message>
    <message>
        <source>MLP size</source>
        <translation>Rozmiar MLP</translation>
    </message>
    <message>
        <source>must be at least 1 for a dense model.</source>
        <translation>w modelu gęstym wartość musi wynosić co najmniej 1.</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Słownik</translation>
    </message>
    <message>
        <source>Max context</source>
        <translation>Maks. kontekst</translation>
    </message>
    <message>
        <source>must be at least 1 token.</source>
        <translation>wartość musi wynosić co najmniej 1 token.</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>Ekspertów na token</translation>
    </message>
    <message>
        <source>a dense model has no experts.</source>
        <translation>model gęsty nie ma ekspertów.</translation>
    </message>
    <message>
        <source>cannot be more than the %1 experts.</source>
        <translation>wartość nie może przekraczać liczby ekspertów (%1).</translation>
    </message>
    <message>
        <source>Expert MLP size</source>
        <translation>Rozmiar MLP eksperta</translation>
    </message>
</context>
<context>
    <name>Headroom::ModelLimits</name>
    <message>
        <source>%1 field &apos;%2&apos; is %3, more than any model has (at most %4)</source>
        <translation>%1: pole „%2” ma wartość %3, więcej niż ma jakikolwiek model (najwyżej %4)</translation>
    </message>
    <message>
        <source>%1 field &apos;%2&apos; is %3; it must be at least %4</source>
        <translation>%1: pole „%2” ma wartość %3; musi wynosić co najmniej %4</translation>
    </message>
    <message>
        <source>%1 field &apos;%2&apos; is %3, not a whole number</source>
        <translation>%1: pole „%2” ma wartość %3, to nie liczba całkowita</translation>
    </message>
    <message>
        <source>%1 field &apos;%2&apos; is not a number</source>
        <translation>%1: pole „%2” nie jest liczbą</translation>
    </message>
    <message>
        <source>%1 field &apos;%2&apos; (%3) is more than field &apos;%4&apos; (%5)</source>
        <translation>%1: pole „%2” (%3) jest większe niż pole „%4” (%5)</translation>
    </message>
    <message>
        <source>%1 field &apos;%2&apos; covers %3 layers, but field &apos;%4&apos; is %5</source>
        <translation>%1: pole „%2” obejmuje %3 warstw, ale pole „%4” ma wartość %5</translation>
    </message>
    <message>
        <source>%1 field &apos;%2&apos; (%3) is not a multiple of field &apos;%4&apos; (%5)</source>
        <translation>%1: pole „%2” (%3) nie jest wielokrotnością pola „%4” (%5)</translation>
    </message>
    <message>
        <source>%1 fields %2 imply %3 parameters, more than any model has (at most %4)</source>
        <translation>%1: pola %2 dają %3 parametrów, więcej niż ma jakikolwiek model (najwyżej %4)</translation>
    </message>
    <message>
        <source>%1 fields %2 imply %3 bytes of KV cache per token, more than any model needs (at most %4)</source>
        <translation>%1: pola %2 dają %3 bajtów pamięci KV na token, więcej niż potrzebuje jakikolwiek model (najwyżej %4)</translation>
    </message>
    <message>
        <source>%1 fields %2 imply %3 bytes of KV cache for one sequence of the maximum context, more than any model needs (at most %4)</source>
        <translation>%1: pola %2 dają %3 bajtów pamięci KV na jedną sekwencję o maksymalnym kontekście, więcej niż potrzebuje jakikolwiek model (najwyżej %4)</translation>
    </message>
    <message>
        <source>%1 fields %2 imply an MLP %3 wide per token, more than any model has (at most %4)</source>
        <translation>%1: pola %2 dają MLP o szerokości %3 na token, więcej niż ma jakikolwiek model (najwyżej %4)</translation>
    </message>
    <message>
        <source>model &apos;%1&apos;</source>
        <translation>model „%1”</translation>
    </message>
    <message>
        <source>%1 fields %2 imply %3 bytes of recurrent state for one sequence, more than any model needs (at most %4)</source>
        <translation>%1: pola %2 dają %3 bajtów stanu rekurencyjnego na jedną sekwencję, więcej niż potrzebuje jakikolwiek model (najwyżej %4)</translation>
    </message>
</context>
<context>
    <name>Headroom::Money</name>
    <message>
        <source>No exchange rate from %1 to %2</source>
        <translation>Brak kursu wymiany z %1 na %2</translation>
    </message>
    <message>
        <source>1 %1 = %2 %3</source>
        <translation>1&#xa0;%1 = %2&#xa0;%3</translation>
    </message>
    <message>
        <source>converted at %1</source>
        <translation>przeliczono po kursie %1</translation>
    </message>
    <message>
        <source>ECB euro reference rate</source>
        <translation>kurs referencyjny euro EBC</translation>
    </message>
    <message>
        <source>NBP table A</source>
        <translation>tabela A NBP</translation>
    </message>
    <message>
        <source>Bank of Russia official rate</source>
        <translation>oficjalny kurs Banku Rosji</translation>
    </message>
    <message>
        <source>The rate %1 has no date: check it under Exchange rates.</source>
        <translation>Kurs %1 nie ma daty: sprawdź go w sekcji „Kursy wymiany”.</translation>
    </message>
    <message numerus="yes">
        <source>The rate %1 is %n month(s) old: update it under Exchange rates.</source>
        <translation>
            <numerusform>Kurs %1 ma %n miesiąc: zaktualizuj go w sekcji „Kursy wymiany”.</numerusform>
            <numerusform>Kurs %1 ma %n miesiące: zaktualizuj go w sekcji „Kursy wymiany”.</numerusform>
            <numerusform>Kurs %1 ma %n miesięcy: zaktualizuj go w sekcji „Kursy wymiany”.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Headroom::ParallelismEditor</name>
    <message>
        <source>At least one GPU is needed.</source>
        <translation>Potrzebny jest co najmniej jeden GPU.</translation>
    </message>
    <message>
        <source>TP %1 × PP %2 = %3 GPUs per replica does not divide %4 GPUs.</source>
        <translation>%4 GPU nie dzieli się na repliki TP %1 × PP %2 = %3 GPU.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 = a model name, %2 = why it cannot run on the configuration</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Tensor para&amp;llel (TP):</source>
        <translation>Równo&amp;ległość tensorowa (TP):</translation>
    </message>
    <message>
        <source>&amp;Pipeline parallel (PP):</source>
        <translation>Równoległość p&amp;otokowa (PP):</translation>
    </message>
    <message>
        <source>Replicas:</source>
        <translation>Repliki:</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 = &quot;2 replicas&quot;, %2 = &quot;4 GPUs each&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n replika</numerusform>
            <numerusform>%n repliki</numerusform>
            <numerusform>%n replik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) each</source>
        <translation>
            <numerusform>po %n GPU</numerusform>
            <numerusform>po %n GPU</numerusform>
            <numerusform>po %n GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Num&amp;ber of GPUs:</source>
        <translation>Licz&amp;ba GPU:</translation>
    </message>
    <message>
        <source>Expert parallel: the routed experts spread whole over this many of the TP GPUs (MoE models)</source>
        <translation>Równoległość ekspertów: routowani eksperci w całości rozłożeni na tyle GPU z TP (modele MoE)</translation>
    </message>
    <message>
        <source>Attention data parallel: attention groups of TP / DP GPUs, each with its own sequences and their KV cache (MoE models)</source>
        <translation>Równoległość danych w uwadze: grupy uwagi po TP / DP GPU, każda z własnymi sekwencjami i ich pamięcią KV (modele MoE)</translation>
    </message>
    <message>
        <source>Expert parallel (EP):</source>
        <translation>Eksperci (EP):</translation>
    </message>
    <message>
        <source>Attention data parallel (DP):</source>
        <translation>Dane uwagi (DP):</translation>
    </message>
    <message>
        <source>Only for mixture-of-experts models</source>
        <translation>Tylko dla modeli MoE</translation>
    </message>
</context>
<context>
    <name>Headroom::PartLegend</name>
    <message>
        <source>Legend: %1</source>
        <translation>Legenda: %1</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Wolne</translation>
    </message>
    <message>
        <source>Over capacity</source>
        <translation>Ponad pojemność</translation>
    </message>
</context>
<context>
    <name>Headroom::PlanDetailsDialog</name>
    <message>
        <source>Plan Details</source>
        <translation>Szczegóły planu</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>Plan bez nazwy</translation>
    </message>
    <message>
        <source>Printed on the report&apos;s notes page</source>
        <translation>Drukowane na stronie notatek raportu</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Tytuł:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Autor:</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>&amp;Notatki:</translation>
    </message>
    <message>
        <source>The PDF report prints the title and author on its cover.</source>
        <translation>Tytuł i autor są drukowane na okładce raportu PDF.</translation>
    </message>
</context>
<context>
    <name>Headroom::ProjectDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Bez nazwy</translation>
    </message>
</context>
<context>
    <name>Headroom::ProjectStore</name>
    <message>
        <source>cannot migrate &apos;%1&apos;: no temporary folder</source>
        <translation>nie można zmigrować „%1”: brak folderu tymczasowego</translation>
    </message>
    <message>
        <source>cannot migrate &apos;%1&apos;: copying it failed</source>
        <translation>nie można zmigrować „%1”: kopiowanie nie powiodło się</translation>
    </message>
    <message>
        <source>cannot migrate &apos;%1&apos;: the backup &apos;%2&apos; could not be written</source>
        <translation>nie można zmigrować „%1”: nie udało się zapisać kopii zapasowej „%2”</translation>
    </message>
    <message>
        <source>cannot save &apos;%1&apos;: the file is read-only</source>
        <translation>nie można zapisać „%1”: plik jest tylko do odczytu</translation>
    </message>
    <message>
        <source>cannot save &apos;%1&apos;: the folder does not exist</source>
        <translation>nie można zapisać „%1”: folder nie istnieje</translation>
    </message>
    <message>
        <source>cannot save &apos;%1&apos;: %2</source>
        <translation>nie można zapisać „%1”: %2</translation>
    </message>
    <message>
        <source>cannot save &apos;%1&apos;: writing to disk failed</source>
        <translation>nie można zapisać „%1”: zapis na dysk nie powiódł się</translation>
    </message>
    <message>
        <source>cannot save &apos;%1&apos;: replacing the file failed</source>
        <translation>nie można zapisać „%1”: zastąpienie pliku nie powiodło się</translation>
    </message>
    <message>
        <source>cannot create the recovery folder &apos;%1&apos;</source>
        <translation>nie można utworzyć folderu odzyskiwania „%1”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is open in another Headroom (process %2 on %3)</source>
        <translation>„%1” jest otwarty w innym Headroom (proces %2 na %3)</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>tym komputerze</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is open in another Headroom</source>
        <translation>„%1” jest otwarty w innym Headroom</translation>
    </message>
    <message>
        <source>cannot lock &apos;%1&apos;: the lock file &apos;%2&apos; cannot be written</source>
        <translation>nie można zablokować „%1”: nie można zapisać pliku blokady „%2”</translation>
    </message>
    <message>
        <source>text expected</source>
        <translation>oczekiwano tekstu</translation>
    </message>
    <message>
        <source>text of %1 characters is too long</source>
        <translation>tekst o długości %1 znaków jest za długi</translation>
    </message>
    <message>
        <source>value missing</source>
        <translation>brak wartości</translation>
    </message>
    <message>
        <source>whole number expected</source>
        <translation>oczekiwano liczby całkowitej</translation>
    </message>
    <message>
        <source>%1 is outside %2..%3</source>
        <translation>%1 jest poza zakresem %2..%3</translation>
    </message>
    <message>
        <source>number expected</source>
        <translation>oczekiwano liczby</translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <translation>%1 nie jest liczbą skończoną</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (YYYY-MM-DD)</source>
        <translation>„%1” nie jest datą (RRRR-MM-DD)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date and time (ISO 8601)</source>
        <translation>„%1” nie jest datą i godziną (ISO 8601)</translation>
    </message>
    <message>
        <source>unknown value &apos;%1&apos;</source>
        <translation>nieznana wartość „%1”</translation>
    </message>
    <message>
        <source>the project file has a bad value in %1: %2</source>
        <translation>plik projektu ma błędną wartość w %1: %2</translation>
    </message>
    <message>
        <source>could not read the project file: %1</source>
        <translation>nie udało się odczytać pliku projektu: %1</translation>
    </message>
    <message>
        <source>the project file has no metadata row</source>
        <translation>plik projektu nie ma wiersza metadanych</translation>
    </message>
    <message>
        <source>the project file has a bad catalog entry in %1: %2</source>
        <translation>plik projektu ma błędny wpis katalogu w %1: %2</translation>
    </message>
    <message>
        <source>the project file has a deployment &apos;%1&apos; on a configuration &apos;%2&apos; that does not exist</source>
        <translation>plik projektu ma wdrożenie „%1” na konfiguracji „%2”, która nie istnieje</translation>
    </message>
    <message>
        <source>could not use the project file: %1</source>
        <translation>nie udało się użyć pliku projektu: %1</translation>
    </message>
    <message>
        <source>the project file has schema version %1, which cannot be migrated</source>
        <translation>plik projektu ma wersję schematu %1, której nie można zmigrować</translation>
    </message>
    <message>
        <source>the project file is missing the table &apos;%1&apos;</source>
        <translation>w pliku projektu brakuje tabeli „%1”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not exist</source>
        <translation>„%1” nie istnieje</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a file</source>
        <translation>„%1” nie jest plikiem</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>nie można odczytać „%1”: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Headroom project (not a SQLite database)</source>
        <translation>„%1” nie jest projektem Headroom (nie jest bazą danych SQLite)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is truncated (shorter than a SQLite header)</source>
        <translation>„%1” jest ucięty (krótszy niż nagłówek SQLite)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is damaged (bad SQLite page size)</source>
        <translation>„%1” jest uszkodzony (błędny rozmiar strony SQLite)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is truncated (%2 bytes, expected %3)</source>
        <translation>„%1” jest ucięty (%2 bajtów, oczekiwano %3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Headroom project (a SQLite database of another application, id 0x%2)</source>
        <translation>„%1” nie jest projektem Headroom (baza danych SQLite innej aplikacji, id 0x%2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; was written by a newer Headroom (file format version %2; this version reads up to %3)</source>
        <translation>„%1” został zapisany nowszą wersją Headroom (wersja formatu pliku %2; ta wersja odczytuje do %3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no file format version</source>
        <translation>„%1” nie ma wersji formatu pliku</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is damaged: %2</source>
        <translation>„%1” jest uszkodzony: %2</translation>
    </message>
    <message>
        <source>cannot open &apos;%1&apos;: %2</source>
        <translation>nie można otworzyć „%1”: %2</translation>
    </message>
    <message>
        <source>cannot migrate &apos;%1&apos;: %2</source>
        <translation>nie można zmigrować „%1”: %2</translation>
    </message>
    <message>
        <source>cannot migrate &apos;%1&apos; from version %2: %3</source>
        <translation>nie można zmigrować „%1” z wersji %2: %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be opened: %2</source>
        <translation>nie można otworzyć „%1”: %2</translation>
    </message>
    <message>
        <source>a text of %1 characters is too long to save (at most %2)</source>
        <translation>tekst o długości %1 znaków jest za długi do zapisania (najwyżej %2)</translation>
    </message>
    <message>
        <source>could not write the project file: %1</source>
        <translation>nie udało się zapisać pliku projektu: %1</translation>
    </message>
    <message>
        <source>the calibration &apos;%1&apos; has unreadable sources</source>
        <translation>kalibracja &apos;%1&apos; ma nieczytelne źródła</translation>
    </message>
    <message>
        <source>the project file has calibrated constants for a calibration &apos;%1&apos; that does not exist</source>
        <translation>plik projektu ma stałe nieistniejącej kalibracji &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the project file&apos;s advisor workload: %1</source>
        <translation>obciążenie doradcy w pliku projektu: %1</translation>
    </message>
    <message>
        <source>the calibrated constant &apos;%1&apos; of &apos;%2&apos; is not a number</source>
        <translation>skalibrowana stała &apos;%1&apos; w &apos;%2&apos; nie jest liczbą</translation>
    </message>
    <message>
        <source>the project file has engine constants for a deployment &apos;%1&apos; that does not exist</source>
        <translation>plik projektu ma stałe silnika dla wdrożenia „%1”, które nie istnieje</translation>
    </message>
    <message>
        <source>the engine constant &apos;%1&apos; of deployment &apos;%2&apos; is not a number</source>
        <translation>stała silnika „%1” wdrożenia „%2” nie jest liczbą</translation>
    </message>
</context>
<context>
    <name>Headroom::RentVsBuyChart</name>
    <message>
        <source>Month %1: %2</source>
        <translation>Miesiąc %1: %2</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Miesiące</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>Koszt skumulowany (%1)</translation>
    </message>
    <message>
        <source>Owning is cheaper from month %1</source>
        <translation>Posiadanie jest tańsze od %1. miesiąca</translation>
    </message>
    <message>
        <source>Renting on demand stays cheaper within the horizon</source>
        <translation>W całym horyzoncie wynajem na żądanie pozostaje tańszy</translation>
    </message>
    <message>
        <source>Rent vs buy: %1</source>
        <translation>Wynajem czy zakup: %1</translation>
    </message>
</context>
<context>
    <name>Headroom::Report</name>
    <message>
        <source>Could not write &quot;%1&quot;: %2</source>
        <translation>Nie udało się zapisać „%1”: %2</translation>
    </message>
    <message>
        <source>Configuration id</source>
        <translation>Identyfikator konfiguracji</translation>
    </message>
    <message>
        <source>%1 cumulative (%2)</source>
        <translation>%1, narastająco (%2)</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Wdrożenie</translation>
    </message>
    <message>
        <source>Concurrency (sequences)</source>
        <translation>Współbieżność (sekwencje)</translation>
    </message>
    <message>
        <source>Per user (tokens/s)</source>
        <translation>Na użytkownika (tok/s)</translation>
    </message>
    <message>
        <source>Total per replica (tokens/s)</source>
        <translation>Łącznie na replikę (tok/s)</translation>
    </message>
    <message>
        <source>TTFT (s)</source>
        <translation>TTFT (s)</translation>
    </message>
    <message>
        <source>TPOT (s)</source>
        <translation>TPOT (s)</translation>
    </message>
    <message>
        <source>There is no chart to export</source>
        <translation>Brak wykresu do eksportu</translation>
    </message>
    <message>
        <source>cannot write the image</source>
        <translation>nie można zapisać obrazu</translation>
    </message>
    <message>
        <source>Choose a file ending in .png or .svg, not &quot;%1&quot;</source>
        <translation>Wybierz plik z rozszerzeniem .png lub .svg, a nie „%1”</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Strona %1</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>Plan bez nazwy</translation>
    </message>
    <message>
        <source>GPU capacity and cost report</source>
        <translation>Raport mocy GPU i kosztów</translation>
    </message>
    <message>
        <source>Author: %1</source>
        <translation>Autor: %1</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>Data: %1</translation>
    </message>
    <message>
        <source>Plan last changed: %1</source>
        <translation>Ostatnia zmiana planu: %1</translation>
    </message>
    <message>
        <source>Made with Headroom %1. Estimates, not measurements: every figure comes from the formulas and dated sources listed in this report.</source>
        <translation>Przygotowano w Headroom %1. To szacunki, nie pomiary: każda wartość wynika z formuł i datowanych źródeł wymienionych w tym raporcie.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Założenia</translation>
    </message>
    <message>
        <source>Project assumption</source>
        <translation>Założenie projektu</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Wykorzystanie</translation>
    </message>
    <message>
        <source>Horizon (months)</source>
        <translation>Horyzont (mies.)</translation>
    </message>
    <message>
        <source>Useful life</source>
        <translation>Okres użytkowania</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1&#xa0;roku</translation>
    </message>
    <message>
        <source>Cost of capital</source>
        <translation>Koszt kapitału</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Energia elektryczna</translation>
    </message>
    <message>
        <source>%1 per kWh</source>
        <translation>%1 za kWh</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>Kolokacja</translation>
    </message>
    <message>
        <source>%1 per kW-month</source>
        <translation>%1 za kW miesięcznie</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Serwis</translation>
    </message>
    <message>
        <source>%1 of capex per year</source>
        <translation>%1 CAPEX rocznie</translation>
    </message>
    <message>
        <source>Spot rework</source>
        <translation>Narzut przerwań spot</translation>
    </message>
    <message>
        <source>Rent price change</source>
        <translation>Zmiana ceny wynajmu</translation>
    </message>
    <message>
        <source>%1 per year</source>
        <translation>%1 rocznie</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>Kurs wymiany</translation>
    </message>
    <message>
        <source>1 %1 = %2 %3</source>
        <translation>1&#xa0;%1 = %2&#xa0;%3</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Parametr</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Źródło</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>Stan na</translation>
    </message>
    <message>
        <source>Prices per configuration</source>
        <translation>Ceny według konfiguracji</translation>
    </message>
    <message>
        <source>purchase per GPU</source>
        <translation>zakup na GPU</translation>
    </message>
    <message>
        <source>power per GPU</source>
        <translation>moc na GPU</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1&#xa0;kW</translation>
    </message>
    <message>
        <source>on demand per GPU-hour</source>
        <translation>na żądanie za GPU-godzinę</translation>
    </message>
    <message>
        <source>reserved (1 year) per GPU-hour</source>
        <translation>rezerwacja (1 rok) za GPU-godzinę</translation>
    </message>
    <message>
        <source>spot per GPU-hour</source>
        <translation>spot za GPU-godzinę</translation>
    </message>
    <message>
        <source>Configurations compared</source>
        <translation>Porównanie konfiguracji</translation>
    </message>
    <message>
        <source>★ and bold: the best value of a column. Throughput counts output tokens of every replica; cost per 1M tokens at the on-demand price; monthly cost rented is the first month on demand at the planned utilisation; 3-year TCO owned is the cash cost of owning after 36 months.</source>
        <translation>★ i pogrubienie: najlepsza wartość w kolumnie. Przepustowość obejmuje tokeny wyjściowe wszystkich replik; koszt 1&#xa0;mln tokenów według ceny na żądanie; miesięczny koszt wynajmu to pierwszy miesiąc wynajmu na żądanie przy planowanym wykorzystaniu; 3-letni TCO zakupu to koszt gotówkowy zakupu po 36 miesiącach.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notatki</translation>
    </message>
    <message>
        <source>No notes.</source>
        <translation>Brak notatek.</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Pamięć na GPU</translation>
    </message>
    <message>
        <source>No deployment on this configuration.</source>
        <translation>Brak wdrożeń w tej konfiguracji.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n sequence(s) × %2</source>
        <translation>
            <numerusform>%1, %n sekwencja × %2</numerusform>
            <numerusform>%1, %n sekwencje × %2</numerusform>
            <numerusform>%1, %n sekwencji × %2</numerusform>
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
        <translation>%1 / %2, przekroczenie o %3</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Max batch: %1.</source>
        <translation>Maks. batch: %1.</translation>
    </message>
    <message>
        <source>%1. Savings of owning: %2.</source>
        <translation>%1. Oszczędność z posiadania: %2.</translation>
    </message>
    <message>
        <source>No speed estimate for %1: %2</source>
        <translation>Brak oszacowania szybkości dla %1: %2</translation>
    </message>
    <message>
        <source>The PDF report needs the graphical libraries (a QApplication)</source>
        <translation>Raport PDF wymaga bibliotek graficznych (QApplication)</translation>
    </message>
    <message>
        <source>cannot start the PDF</source>
        <translation>nie można rozpocząć zapisu PDF</translation>
    </message>
    <message>
        <source>GPU purchase price −20%</source>
        <translation>Cena zakupu GPU −20%</translation>
    </message>
    <message>
        <source>GPU purchase price +20%</source>
        <translation>Cena zakupu GPU +20%</translation>
    </message>
    <message>
        <source>Rental prices −20%</source>
        <translation>Ceny wynajmu −20%</translation>
    </message>
    <message>
        <source>Rental prices +20%</source>
        <translation>Ceny wynajmu +20%</translation>
    </message>
    <message>
        <source>no deployment</source>
        <translation>brak wdrożenia</translation>
    </message>
    <message>
        <source>its deployments do not fit</source>
        <translation>wdrożenia się nie mieszczą</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>brak cen</translation>
    </message>
    <message>
        <source>%1 (%2) instead of %3 (%4)</source>
        <translation>%1 (%2) zamiast %3 (%4)</translation>
    </message>
    <message>
        <source>%1: %2 instead of %3</source>
        <translation>%1: %2 zamiast %3</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>miesiąc %1</translation>
    </message>
    <message numerus="yes">
        <source>not within %n month(s)</source>
        <translation>
            <numerusform>nie w ciągu %n miesiąca</numerusform>
            <numerusform>nie w ciągu %n miesięcy</numerusform>
            <numerusform>nie w ciągu %n miesięcy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hybrid: own %n GPU(s), rent the rest on demand</source>
        <translation>
            <numerusform>Hybryda: %n GPU własny, reszta na żądanie</numerusform>
            <numerusform>Hybryda: %n GPU własne, reszta na żądanie</numerusform>
            <numerusform>Hybryda: %n GPU własnych, reszta na żądanie</numerusform>
        </translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>Podsumowanie</translation>
    </message>
    <message>
        <source>No recommendation: no configuration has a deployment that fits and a price.</source>
        <translation>Brak rekomendacji: żadna konfiguracja nie ma mieszczącego się wdrożenia i ceny.</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Konfiguracja</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Miesięcznie</translation>
    </message>
    <message>
        <source>3 years</source>
        <translation>3 lata</translation>
    </message>
    <message>
        <source>Owning cheaper from</source>
        <translation>Posiadanie tańsze od</translation>
    </message>
    <message numerus="yes">
        <source>(cheapest of %n that fit)</source>
        <translation>
            <numerusform>(najtańsza z %n pasującej)</numerusform>
            <numerusform>(najtańsza z %n pasujących)</numerusform>
            <numerusform>(najtańsza z %n pasujących)</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole plan</source>
        <translation>Cały plan</translation>
    </message>
    <message>
        <source>%1: spot capacity can be taken back at any time; for serving that cannot wait, the cheapest is %2 (%3 over the horizon).</source>
        <translation>%1: moc spot może zostać odebrana w każdej chwili; dla obsługi, która nie może czekać, najtańsza jest opcja %2 (%3 w horyzoncie).</translation>
    </message>
    <message>
        <source>Not counted: %1 (%2).</source>
        <translation>Nie uwzględniono: %1 (%2).</translation>
    </message>
    <message>
        <source>Risks</source>
        <translation>Ryzyka</translation>
    </message>
    <message>
        <source>Utilisation (planned %1):</source>
        <translation>Wykorzystanie (planowane %1):</translation>
    </message>
    <message>
        <source>below %1, %2 is cheaper</source>
        <translation>poniżej %1 tańsza jest opcja %2</translation>
    </message>
    <message>
        <source>above %1, %2 is cheaper</source>
        <translation>powyżej %1 tańsza jest opcja %2</translation>
    </message>
    <message>
        <source>%1 stays the cheapest from 1% to 100%</source>
        <translation>%1 pozostaje najtańsza przy wykorzystaniu od 1% do 100%</translation>
    </message>
    <message>
        <source>Price sensitivity:</source>
        <translation>Wrażliwość na ceny:</translation>
    </message>
    <message>
        <source>As planned</source>
        <translation>Według planu</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>bez zmian</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Ceny</translation>
    </message>
    <message numerus="yes">
        <source>Cost over %n month(s)</source>
        <translation>
            <numerusform>Koszt przez %n miesiąc</numerusform>
            <numerusform>Koszt przez %n miesiące</numerusform>
            <numerusform>Koszt przez %n miesięcy</numerusform>
        </translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Zmiana</translation>
    </message>
    <message>
        <source>Cheapest choice</source>
        <translation>Najtańszy wybór</translation>
    </message>
    <message>
        <source>Engine constants, %1 on %2</source>
        <translation>Stałe silnika, %1 na %2</translation>
    </message>
    <message>
        <source>calibrated (%1)</source>
        <translation>skalibrowano (%1)</translation>
    </message>
    <message>
        <source>on average</source>
        <translation>średnio</translation>
    </message>
    <message>
        <source>at P50</source>
        <translation>na P50</translation>
    </message>
    <message>
        <source>at P90</source>
        <translation>na P90</translation>
    </message>
    <message>
        <source>at P99</source>
        <translation>na P99</translation>
    </message>
    <message>
        <source>Advisor&apos;s recommendation</source>
        <translation>Rekomendacja doradcy</translation>
    </message>
    <message numerus="yes">
        <source>%n concurrent user(s)</source>
        <translation>
            <numerusform>%n równoczesny użytkownik</numerusform>
            <numerusform>%n równoczesnych użytkowników</numerusform>
            <numerusform>%n równoczesnych użytkowników</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 requests/s (peak %2)</source>
        <translation>%1 zapytań/s (szczyt %2)</translation>
    </message>
    <message>
        <source>TTFT at most %1</source>
        <translation>TTFT najwyżej %1</translation>
    </message>
    <message>
        <source>TPOT at most %1</source>
        <translation>TPOT najwyżej %1</translation>
    </message>
    <message>
        <source>%1: %2, %3 input and %4 output tokens%5</source>
        <translation>%1: %2, tokenów wejściowych %3, wyjściowych %4%5</translation>
    </message>
    <message>
        <source>Workload: %1.</source>
        <translation>Obciążenie: %1.</translation>
    </message>
    <message>
        <source>Plan %1 of the advisor&apos;s ranking</source>
        <translation>Plan %1 w rankingu doradcy</translation>
    </message>
    <message>
        <source>Way</source>
        <translation>Sposób</translation>
    </message>
    <message>
        <source>from month %1</source>
        <translation>od miesiąca %1</translation>
    </message>
    <message>
        <source>not within 10 years</source>
        <translation>nie w ciągu 10 lat</translation>
    </message>
    <message>
        <source>Per 1M tokens</source>
        <translation>Za 1 mln tok.</translation>
    </message>
    <message>
        <source>Per user</source>
        <translation>Na użytk.</translation>
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
        <translation>Moc</translation>
    </message>
    <message>
        <source>Owning cheaper</source>
        <translation>Posiadanie tańsze</translation>
    </message>
    <message>
        <source>What binds: %1.</source>
        <translation>Co ogranicza: %1.</translation>
    </message>
    <message>
        <source>Its latency targets hold in the load simulation at the served load.</source>
        <translation>Jego cele opóźnień są spełnione w symulacji obciążenia przy obsługiwanym obciążeniu.</translation>
    </message>
    <message>
        <source>Its latency targets were not checked in the load simulation.</source>
        <translation>Jego cele opóźnień nie były sprawdzone w symulacji obciążenia.</translation>
    </message>
    <message>
        <source>Training: %1, %2 one-off (%3).</source>
        <translation>Trening: %1, %2 jednorazowo (%3).</translation>
    </message>
    <message>
        <source>%1: speed figures calibrated to measurements (%2).</source>
        <extracomment>%1 = a model, %2 = the measurements&apos; files and date (&quot;bench.json; 2026-11-30&quot;)</extracomment>
        <translation>%1: wskaźniki szybkości (skalibrowano według pomiarów, %2).</translation>
    </message>
    <message>
        <source>+ prefill on %1</source>
        <extracomment>the prefill pool of a disaggregated part: &quot;+ prefill on 4 × H100 SXM 80GB, TP2&quot;</extracomment>
        <translation>+ prefill na %1</translation>
    </message>
    <message>
        <source>%1: %2; %3 weights, %4 KV cache; %5</source>
        <extracomment>a part of an advisor&apos;s plan: model, GPUs, weight format, KV cache format, engine</extracomment>
        <translation>%1: %2; wagi %3, pamięć KV %4; %5</translation>
    </message>
    <message>
        <source>calibrated</source>
        <extracomment>under a configuration&apos;s name in the report&apos;s comparison: its speed figures come from engine constants fitted to the user&apos;s measurements</extracomment>
        <translation>skalibrowano</translation>
    </message>
    <message>
        <source>Calibrated: the speed figures of that configuration come from engine constants fitted to measurements (see the assumptions).</source>
        <translation>Skalibrowano: wskaźniki szybkości tej konfiguracji pochodzą ze stałych silnika dopasowanych do pomiarów (zob. założenia).</translation>
    </message>
    <message>
        <source>Spot is weighed only for configurations that serve no users (training, batch work): its capacity can be reclaimed at short notice.</source>
        <translation>Spot jest brany pod uwagę tylko dla konfiguracji, które nie obsługują użytkowników (trening, zadania wsadowe): jego moc może zostać odebrana bez uprzedzenia.</translation>
    </message>
    <message>
        <source>%1 (planned)</source>
        <extracomment>the option a configuration&apos;s plan decided (an advisor plan&apos;s way), not the cheapest</extracomment>
        <translation>%1 (według planu)</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Opcja</translation>
    </message>
    <message>
        <source>Per month: the cost over the horizon divided by its months (owning: purchase included). 3 years: cumulative cash cost at month 36. Owning cheaper from: the month in which owning costs less in total than renting on demand. Option: the way the plan decided (planned), else the cheapest of %1.</source>
        <translation>Miesięcznie: koszt w horyzoncie podzielony przez liczbę jego miesięcy (posiadanie: z ceną zakupu). 3 lata: skumulowany koszt gotówkowy w 36. miesiącu. Posiadanie tańsze od: miesiąc, w którym posiadanie kosztuje łącznie mniej niż wynajem na żądanie. Opcja: sposób wybrany w planie (według planu), w przeciwnym razie najtańsza z: %1.</translation>
    </message>
    <message>
        <source>%1: planned as %2; %3 would cost %4 over the horizon (%5 less).</source>
        <translation>%1: według planu — %2; %3 kosztowałby %4 w horyzoncie (o %5 mniej).</translation>
    </message>
    <message>
        <source>planned as %1; %2 is cheaper at the planned utilisation</source>
        <translation>według planu — %1; przy planowanym wykorzystaniu tańsza jest opcja %2</translation>
    </message>
    <message numerus="yes">
        <source>How to run the plan&apos;s deployments over %n month(s) at %1 utilisation:</source>
        <translation>
            <numerusform>Jak prowadzić wdrożenia planu przez %n miesiąc przy wykorzystaniu %1:</numerusform>
            <numerusform>Jak prowadzić wdrożenia planu przez %n miesiące przy wykorzystaniu %1:</numerusform>
            <numerusform>Jak prowadzić wdrożenia planu przez %n miesięcy przy wykorzystaniu %1:</numerusform>
        </translation>
    </message>
    <message>
        <source>whole units</source>
        <translation>całe jednostki</translation>
    </message>
    <message>
        <source>Unit catalog</source>
        <translation>Katalog jednostek</translation>
    </message>
</context>
<context>
    <name>Headroom::ReportsPanel</name>
    <message>
        <source>No speed estimate for %1: %2</source>
        <translation>Brak oszacowania szybkości dla %1: %2</translation>
    </message>
    <message>
        <source>No deployment on this configuration</source>
        <translation>Brak wdrożeń na tej konfiguracji</translation>
    </message>
    <message>
        <source>Rent vs buy</source>
        <translation>Wynajem czy zakup</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Porównanie</translation>
    </message>
    <message>
        <source>Export &amp;PDF Report…</source>
        <translation>Eksportuj raport &amp;PDF…</translation>
    </message>
    <message>
        <source>Export C&amp;hart…</source>
        <translation>Eksportuj &amp;wykres…</translation>
    </message>
    <message>
        <source>Export &amp;Table as CSV…</source>
        <translation>Eksportuj &amp;tabelę do CSV…</translation>
    </message>
    <message>
        <source>&amp;Print Report…</source>
        <translation>&amp;Drukuj raport…</translation>
    </message>
    <message>
        <source>No configuration</source>
        <translation>Brak konfiguracji</translation>
    </message>
    <message>
        <source>Rent vs buy: %1</source>
        <translation>Wynajem czy zakup: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>report</source>
        <translation>raport</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Eksport nie powiódł się</translation>
    </message>
    <message>
        <source>Export PDF Report</source>
        <translation>Eksport raportu do PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Dokumenty PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation>Eksport tabeli do CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>Print Report</source>
        <translation>Drukowanie raportu</translation>
    </message>
    <message>
        <source>Configuration:</source>
        <translation>Konfiguracja:</translation>
    </message>
    <message numerus="yes">
        <source>Cheapest over %n month(s): %1, %2.</source>
        <translation>
            <numerusform>Najtaniej w ciągu %n miesiąca: %1, %2.</numerusform>
            <numerusform>Najtaniej w ciągu %n miesięcy: %1, %2.</numerusform>
            <numerusform>Najtaniej w ciągu %n miesięcy: %1, %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Spot capacity can be reclaimed at short notice: fit for batch work, not for a latency target.</source>
        <translation>Moc spot może zostać odebrana w każdej chwili: nadaje się do pracy wsadowej, nie do celu opóźnienia.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2. Savings of owning over renting on demand: %3. Breakeven utilisation: %4 (planned %5).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2. Oszczędność z posiadania względem wynajmu na żądanie: %3. Wykorzystanie na progu rentowności: %4 (planowane %5).</translation>
    </message>
    <message>
        <source>PDF report written to %1</source>
        <translation>Raport PDF zapisano w %1</translation>
    </message>
    <message>
        <source>Table written to %1</source>
        <translation>Tabelę zapisano w %1</translation>
    </message>
    <message>
        <source>Spot, %1, is cheaper for batch work only: its capacity can be reclaimed at short notice.</source>
        <translation>Spot, %1, jest tańszy tylko dla zadań wsadowych: jego moc może zostać odebrana bez uprzedzenia.</translation>
    </message>
    <message numerus="yes">
        <source>Planned over %n month(s): %1, %2.</source>
        <translation>
            <numerusform>Według planu w ciągu %n miesiąca: %1, %2.</numerusform>
            <numerusform>Według planu w ciągu %n miesięcy: %1, %2.</numerusform>
            <numerusform>Według planu w ciągu %n miesięcy: %1, %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cheapest would be %1, %2.</source>
        <translation>Najtaniej byłoby: %1, %2.</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Szybkość</translation>
    </message>
    <message>
        <source>No configuration yet. Rent vs buy, speed and the comparison appear once the board has one: drag a GPU from the catalog onto the board, then a model onto its card, or open the sample plan (File menu).</source>
        <translation>Nie ma jeszcze konfiguracji. Wynajem czy zakup, szybkość i porównanie pojawią się, gdy na tablicy będzie konfiguracja: przeciągnij GPU z katalogu na tablicę, a potem model na jego kartę, albo otwórz przykładowy projekt (menu Plik).</translation>
    </message>
</context>
<context>
    <name>Headroom::Sample</name>
    <message>
        <source>Sample: serving three model sizes</source>
        <translation>Przykład: serwowanie modeli trzech rozmiarów</translation>
    </message>
    <message>
        <source>A workstation GPU for an 8B model, two H100s for a 70B model in FP8, and an eight-way H200 node for DeepSeek-V3.</source>
        <translation>Stacja robocza z GPU dla modelu 8B, dwa H100 dla modelu 70B w FP8 i węzeł z ośmioma H200 dla DeepSeek-V3.</translation>
    </message>
</context>
<context>
    <name>Headroom::SensitivityChart</name>
    <message>
        <source>%1, %2: savings change by %3</source>
        <translation>%1, %2: oszczędność zmienia się o %3</translation>
    </message>
    <message>
        <source>Savings change (%1)</source>
        <translation>Zmiana oszczędności (%1)</translation>
    </message>
    <message>
        <source>Savings of owning over renting on demand across the horizon: %1 as planned; each bar is the change with one input 20% lower or higher.</source>
        <translation>Oszczędność z posiadania względem wynajmu na żądanie w całym horyzoncie: %1 według planu; każdy słupek to zmiana przy jednym parametrze niższym lub wyższym o 20%.</translation>
    </message>
    <message>
        <source>What moves the savings (±20%)</source>
        <translation>Co wpływa na oszczędność (±20%)</translation>
    </message>
</context>
<context>
    <name>Headroom::SensitivityModel</name>
    <message>
        <source>Input</source>
        <translation>Parametr</translation>
    </message>
    <message>
        <source>Input +20%</source>
        <translation>Parametr +20%</translation>
    </message>
    <message>
        <source>As planned</source>
        <translation>Według planu</translation>
    </message>
    <message>
        <source>Input −20%</source>
        <translation>Parametr −20%</translation>
    </message>
</context>
<context>
    <name>Headroom::SliderSpinBox</name>
    <message>
        <source>Slider on a logarithmic scale</source>
        <extracomment>accessible description of the slider half of a slider + spin box pair</extracomment>
        <translation>Suwak w skali logarytmicznej</translation>
    </message>
</context>
<context>
    <name>Headroom::SpecJson</name>
    <message>
        <source>Field &quot;%1&quot; must be a number.</source>
        <translation>Pole „%1” musi być liczbą.</translation>
    </message>
    <message>
        <source>Field &quot;%1&quot; is out of range: %2.</source>
        <translation>Pole „%1” jest poza zakresem: %2.</translation>
    </message>
    <message>
        <source>Field &quot;%1&quot; must be a non-negative number.</source>
        <translation>Pole „%1” musi być liczbą nieujemną.</translation>
    </message>
    <message>
        <source>Model &quot;%1&quot;: experts per token exceed the number of experts.</source>
        <translation>Model „%1”: ekspertów na token jest więcej niż ekspertów.</translation>
    </message>
    <message>
        <source>Model &quot;%1&quot;: unknown attention kind &quot;%2&quot;.</source>
        <translation>Model „%1”: nieznany rodzaj uwagi „%2”.</translation>
    </message>
    <message>
        <source>A model entry has no &quot;id&quot;.</source>
        <translation>Wpis modelu nie ma „id”.</translation>
    </message>
    <message>
        <source>Model &quot;%1&quot;: attention layer groups cover %2 layers, the model has %3.</source>
        <translation>Model „%1”: grupy warstw uwagi obejmują %2 warstw, a model ma %3.</translation>
    </message>
    <message>
        <source>Model &quot;%1&quot;: %2 attention heads are not a multiple of %3 KV heads.</source>
        <translation>Model „%1”: %2 głów uwagi nie jest wielokrotnością %3 głów KV.</translation>
    </message>
    <message>
        <source>A GPU entry has no &quot;id&quot;.</source>
        <translation>Wpis GPU nie ma „id”.</translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; has no memory size.</source>
        <translation>GPU „%1” nie ma podanej pojemności pamięci.</translation>
    </message>
    <message>
        <source>Field &quot;%1&quot; is missing.</source>
        <translation>Brak pola &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Model &quot;%1&quot;: unknown MTP layout &quot;%2&quot;.</source>
        <translation>Model &quot;%1&quot;: nieznany układ MTP &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Model &quot;%1&quot;: unknown layer FFN kind &quot;%2&quot;.</source>
        <translation>Model „%1”: nieznany rodzaj FFN warstwy „%2”.</translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; has an interconnect domain below one GPU or a negative network bandwidth.</source>
        <translation>GPU „%1” ma domenę połączeń mniejszą niż jeden GPU lub ujemną przepustowość sieci.</translation>
    </message>
</context>
<context>
    <name>Headroom::Speed</name>
    <message numerus="yes">
        <source>The KV cache pool holds no sequence of %n tokens</source>
        <translation>
            <numerusform>Pula KV nie mieści żadnej sekwencji o długości %n tokenu</numerusform>
            <numerusform>Pula KV nie mieści żadnej sekwencji o długości %n tokenów</numerusform>
            <numerusform>Pula KV nie mieści żadnej sekwencji o długości %n tokenów</numerusform>
        </translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>przepustowość pamięci</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>obliczenia</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>komunikacja</translation>
    </message>
    <message>
        <source>largest concurrency per replica with TPOT &lt;= %1 ms and TTFT &lt;= %2 ms (0 = no target) within the %3 sequences the KV pool and the engine allow: %4</source>
        <translation>największa współbieżność na replikę przy TPOT &lt;= %1&#xa0;ms i TTFT &lt;= %2&#xa0;ms (0 = bez celu) w granicach %3 sekwencji, na które pozwalają pula KV i silnik: %4</translation>
    </message>
    <message>
        <source>%1 requests/s at %2 sequences per replica: ceil(%3 / %1) = %4 replicas (%5 GPUs)</source>
        <translation>%1 żądań/s przy %2 sekwencjach na replikę: ceil(%3 / %1) = %4 replik (%5 GPU)</translation>
    </message>
    <message>
        <source>%1 GB of weights / %2 GB/s from %3 + start-up %4 s = %5 s; load rate %6; start-up %7</source>
        <translation>%1&#xa0;GB wag / %2&#xa0;GB/s (%3) + uruchomienie %4&#xa0;s = %5&#xa0;s; szybkość ładowania: %6; uruchomienie: %7</translation>
    </message>
    <message>
        <source>output: %1 per GPU-hour x %2 GPUs x 1e6 / (3600 x %3 tokens/s) = %4 per million; input (GPUs doing only prefill): %1 x %2 x 1e6 / (3600 x %5 tokens/s) = %6 per million</source>
        <translation>tokeny wyjściowe: %1 za GPU-godzinę × %2 GPU × 1e6 / (3600 × %3&#xa0;tok/s) = %4 za milion; tokeny wejściowe (GPU wykonują tylko prefill): %1 × %2 × 1e6 / (3600 × %5&#xa0;tok/s) = %6 za milion</translation>
    </message>
    <message>
        <source>GPU class %1; MBU %2; MFU %3; step overhead %4; MoE scale %5 at one token per expert, 1 - (1 - scale) / tokens per hit expert above; TP&gt;=4 scale %6</source>
        <translation>klasa GPU %1; MBU %2; MFU %3; narzut kroku %4; skala MoE %5 przy jednym tokenie na eksperta, powyżej 1 − (1 − skala) / tokeny na aktywowanego eksperta; skala przy TP&gt;=4 %6</translation>
    </message>
    <message>
        <source>host link: %1 GB of offloaded layers and experts / %2 GB/s (GPU host link)</source>
        <translation>łącze z hostem: %1&#xa0;GB warstw i ekspertów przeniesionych do hosta / %2&#xa0;GB/s (łącze GPU z hostem)</translation>
    </message>
    <message>
        <source>CPU launch %1 ms per layer x %2 layers = %3 ms (the step takes the longer of GPU and CPU time), %4</source>
        <translation>uruchamianie kerneli na CPU %1&#xa0;ms na warstwę × %2 warstw = %3&#xa0;ms (krok trwa tyle, co dłuższy z czasów GPU i CPU), %4</translation>
    </message>
    <message>
        <source>scheduling efficiency %1</source>
        <translation>efektywność szeregowania %1</translation>
    </message>
    <message>
        <source>Speed estimates are for inference deployments</source>
        <translation>Szacunki szybkości dotyczą tylko wdrożeń w trybie inferencji</translation>
    </message>
    <message>
        <source>The GPU has no memory bandwidth</source>
        <translation>GPU nie ma podanej przepustowości pamięci</translation>
    </message>
    <message>
        <source>Latency targets and request rates cannot be negative</source>
        <translation>Docelowe opóźnienia i częstotliwość żądań nie mogą być ujemne</translation>
    </message>
    <message>
        <source>Price, curve length and load throughput cannot be negative</source>
        <translation>Cena, długość krzywej i szybkość ładowania nie mogą być ujemne</translation>
    </message>
    <message>
        <source>Efficiency factors must be greater than 0 and at most 1</source>
        <translation>Współczynniki efektywności muszą być większe od 0 i nie większe niż 1</translation>
    </message>
    <message>
        <source>Latencies cannot be negative</source>
        <translation>Opóźnienia nie mogą być ujemne</translation>
    </message>
    <message>
        <source>The share of experts in host memory must be between 0 and 1</source>
        <translation>Udział ekspertów w pamięci hosta musi wynosić od 0 do 1</translation>
    </message>
    <message>
        <source>The engine&apos;s batch limit must be at least 1</source>
        <translation>Limit batcha silnika musi wynosić co najmniej 1</translation>
    </message>
    <message>
        <source>No concurrency meets the targets: no replica count reaches the request rate</source>
        <translation>Żadna współbieżność nie spełnia celów: żadna liczba replik nie osiąga wymaganej częstotliwości żądań</translation>
    </message>
    <message>
        <source>The GPU states no link between GPUs; communication is taken at its memory bandwidth</source>
        <translation>GPU nie ma podanego łącza między GPU; dla komunikacji przyjęto jego przepustowość pamięci</translation>
    </message>
    <message>
        <source>The GPU states no compute figure: compute time is left out</source>
        <translation>GPU nie ma podanej mocy obliczeniowej: czas obliczeń jest pominięty</translation>
    </message>
    <message>
        <source>No input or output length given: assumed %1 input and %2 output tokens from the context</source>
        <translation>Nie podano długości wejścia ani wyjścia: z kontekstu przyjęto %1 tokenów wejściowych i %2 wyjściowych</translation>
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
        <translation>FP4 (NVFP4 W4A4 na rdzeniach tensorowych FP4)</translation>
    </message>
    <message>
        <source>BF16 (FP4 weights dequantized: W4A16 kernels)</source>
        <translation>BF16 (wagi FP4 dekwantyzowane: jądra W4A16)</translation>
    </message>
    <message>
        <source>The request rate cannot be negative</source>
        <translation>Częstotliwość żądań nie może być ujemna</translation>
    </message>
    <message>
        <source>An open loop needs a request rate above 0 per second</source>
        <translation>Pętla otwarta wymaga częstotliwości żądań powyżej 0 na sekundę</translation>
    </message>
    <message>
        <source>The spread of a length is a fraction from 0 to 1</source>
        <translation>Rozrzut długości to ułamek od 0 do 1</translation>
    </message>
    <message>
        <source>The share of other users&apos; prefills waited for must be between 0 and 1</source>
        <translation>Udział cudzych prefilli, na które się czeka, musi wynosić od 0 do 1</translation>
    </message>
    <message>
        <source>TPOT = decode step %1 ms / (1 - %2 share of GPU time on the other users&apos; prefills) = %3 ms: %4 users in a closed loop (each sends the next request when the last ends), %5 of them decoding at once on average, %6 requests/s</source>
        <translation>TPOT = krok dekodowania %1 ms / (1 - %2 udział czasu GPU na prefille innych użytkowników) = %3 ms: %4 użytkowników w pętli zamkniętej (każdy wysyła następne żądanie, gdy poprzednie się skończy), z nich średnio %5 dekoduje jednocześnie, %6 żądań/s</translation>
    </message>
    <message>
        <source>replicas: %1, concurrency B = %2 per replica; requests/s per replica = efficiency %3 x %2 / (TTFT %6 ms + (%4 - 1) x TPOT %5 ms) = %7 (Little&apos;s law); x %4 output tokens = %8 tokens/s per replica, %9 tokens/s in all; at the concurrency the pool and engine allow (%10): %11 tokens/s</source>
        <translation>repliki: %1, współbieżność B = %2 na replikę; żądania/s na replikę = wydajność %3 x %2 / (TTFT %6 ms + (%4 - 1) x TPOT %5 ms) = %7 (prawo Little&apos;a); x %4 tokenów wyjściowych = %8 tok/s na replikę, %9 tok/s łącznie; przy współbieżności, na którą pozwalają pula i silnik (%10): %11 tok/s</translation>
    </message>
    <message>
        <source>%1 sequences per replica are more than the KV pool and the engine allow at once (%2): the rest wait for a slot, which the TTFT includes; the other figures are at %2</source>
        <translation>%1 sekwencji na replikę to więcej, niż pula KV i silnik dopuszczają naraz (%2): reszta czeka na wolne miejsce, co TTFT uwzględnia; pozostałe wartości dotyczą %2</translation>
    </message>
    <message>
        <source>At %1 requests/s the replicas cannot keep up: prefills take %2 % of each GPU&apos;s time and %3 requests would decode at once (at most %4); the queue grows without end and the latencies shown are a lower bound</source>
        <translation>Przy %1 żądaniach/s repliki nie nadążają: prefille zajmują %2 % czasu każdego GPU, a jednocześnie dekodowałoby %3 żądań (najwyżej %4); kolejka rośnie bez końca, a pokazane opóźnienia to dolna granica</translation>
    </message>
    <message>
        <source>x MoE prefill scale %1, %2</source>
        <translation>x mnożnik prefillu MoE %1, %2</translation>
    </message>
    <message>
        <source>The prefix cache hit rate is a fraction from 0 to 1</source>
        <translation>Udział trafień w pamięci podręcznej prefiksów wynosi od 0 do 1</translation>
    </message>
    <message>
        <source>The acceptance of drafted tokens is a fraction from 0 to 1</source>
        <translation>Udział przyjętych tokenów szkicu wynosi od 0 do 1</translation>
    </message>
    <message>
        <source>speculative decoding (MTP): each step verifies %1 positions per sequence and, at acceptance %2 per drafted token, emits (1 - a^%1) / (1 - a) = %3 tokens; %4 drafts cost %5 of a step: time per token = step x (1 + %5) / %3</source>
        <translation>dekodowanie spekulatywne (MTP): każdy krok sprawdza %1 pozycji na sekwencję i przy przyjęciu %2 na token szkicu daje (1 - a^%1) / (1 - a) = %3 tokenów; %4 szkiców kosztuje %5 kroku: czas na token = krok x (1 + %5) / %3</translation>
    </message>
    <message>
        <source>%1 of each prompt&apos;s %2 tokens come from the prefix cache: %3 tokens are prefilled</source>
        <translation>udział %1 z %2 tokenów każdego promptu pochodzi z pamięci podręcznej prefiksów: prefill obejmuje %3 tokenów</translation>
    </message>
    <message>
        <source>%1 x %2 users x %3 ms (equal lengths keep the users in step: requests come in waves)</source>
        <translation>%1 x %2 użytkowników x %3 ms (przy równych długościach użytkownicy idą w równym rytmie: żądania przychodzą falami)</translation>
    </message>
    <message>
        <source>u / (2 (1 - u)) x %1 ms with u = %2 (varied lengths or random arrivals: an M/D/1 queue)</source>
        <translation>u / (2 (1 - u)) x %1 ms przy u = %2 (różne długości lub losowy napływ: kolejka M/D/1)</translation>
    </message>
    <message>
        <source>TTFT = request overhead %1 ms + prefill %2 ms + waiting behind the other requests&apos; prefills %3 = %4 ms + waiting for a slot %5 ms = %6 ms; prefill of %7 tokens = max(compute %8 ms, weight read %9 ms) + communication %10 ms + overhead; compute = (2 x P x S + 2 x L x S^2 x heads x head_dim) = %11 TFLOP / (TP %12 x %13 TFLOPS x MFU %14)</source>
        <translation>TTFT = narzut żądania %1 ms + prefill %2 ms + czekanie na prefille innych żądań %3 = %4 ms + czekanie na wolne miejsce %5 ms = %6 ms; prefill %7 tokenów = max(obliczenia %8 ms, odczyt wag %9 ms) + komunikacja %10 ms + narzut; obliczenia = (2 x P x S + 2 x L x S^2 x głowy x head_dim) = %11 TFLOP / (TP %12 x %13 TFLOPS x MFU %14)</translation>
    </message>
    <message>
        <source>decode step = max(memory %1 ms, compute %2 ms) + communication %3 ms + host link %4 ms + step overhead %5 ms = %6 ms at B = %7 sequences (mean cached context %8 tokens); memory = (weights %9 GB + %10 experts hit x %11 GB / MoE scale %12 + KV %13 GB) per GPU, summed over the stages, / (%14 TB/s x MBU %15); compute = %7 x (%16 GFLOP per token per GPU + attention) / (%17 TFLOPS %18 x MFU %19); all-reduce 2 x L x (alpha %20 us x log2 T + 2(T-1)/T x B x %21 x 2 B / %22 GB/s, %23), TP %24, PP %25; bound: %26</source>
        <translation>krok dekodowania = max(pamięć %1 ms, obliczenia %2 ms) + komunikacja %3 ms + łącze z hostem %4 ms + narzut kroku %5 ms = %6 ms przy B = %7 sekwencjach (średni kontekst w pamięci podręcznej %8 tokenów); pamięć = (wagi %9 GB + %10 trafionych ekspertów x %11 GB / mnożnik MoE %12 + KV %13 GB) na GPU, suma po etapach, / (%14 TB/s x MBU %15); obliczenia = %7 x (%16 GFLOP na token na GPU + uwaga) / (%17 TFLOPS %18 x MFU %19); all-reduce 2 x L x (alpha %20 us x log2 T + 2(T-1)/T x B x %21 x 2 B / %22 GB/s, %23), TP %24, PP %25; ograniczenie: %26</translation>
    </message>
    <message>
        <source>the network between nodes (%1 GB/s per GPU)</source>
        <translation>sieć między węzłami (%1 GB/s na GPU)</translation>
    </message>
    <message>
        <source>expert parallelism EP %1: each GPU holds %2 of the %3 routed experts whole (sliced over %4 GPUs) and reads the %5 hit among them per layer, at MoE scale %6 (%7); each of the %8 MoE layers dispatches and combines its tokens over %9: 2 x (latency %10 us + B x %11 x 2 B x (EP - 1) / EP / %12 GB/s) = %13 ms in all, in place of the MLP all-reduce</source>
        <translation>równoległość ekspertów EP %1: każdy GPU przechowuje %2 z %3 routowanych ekspertów w całości (dzielonych na %4 GPU) i czyta %5 trafionych spośród nich na warstwę, ze skalą MoE %6 (%7); każda z %8 warstw MoE rozsyła i zbiera swoje tokeny przez %9: 2 x (opóźnienie %10 µs + B x %11 x 2 B x (EP - 1) / EP / %12 GB/s) = %13 ms łącznie, zamiast all-reduce warstwy MLP</translation>
    </message>
    <message>
        <source>attention data parallelism DP %1: %1 groups of %2 GPUs, each runs attention on its %3 of the %4 sequences and reads their KV only; attention weights split over %2 GPUs</source>
        <translation>równoległość danych w uwadze DP %1: %1 grup po %2 GPU, każda liczy uwagę dla swoich %3 z %4 sekwencji i czyta tylko ich KV; wagi uwagi podzielone na %2 GPU</translation>
    </message>
    <message>
        <source>TP %1 spans more GPUs than a node holds (%2): its collectives go over %3</source>
        <translation>TP %1 obejmuje więcej GPU, niż mieści węzeł (%2): jego operacje zbiorowe idą przez %3</translation>
    </message>
    <message>
        <source>%1 of the %2 pipeline hand-overs go to another node (%3 GPUs per node), over %4</source>
        <translation>%1 z %2 przekazań między etapami potoku idzie do innego węzła (%3 GPU na węzeł), przez %4</translation>
    </message>
    <message>
        <source>the prefixes to keep, %1 users x %2 x %3 tokens, against the KV pool&apos;s room beside the running sequences: the GPU serves %4 of each prompt</source>
        <translation>prefiksy do przechowania, %1 użytk. x %2 x %3 tokenów, wobec miejsca w puli KV obok trwających sekwencji: GPU obsługuje %4 każdego promptu</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>host memory</source>
        <translation>pamięć hosta</translation>
    </message>
    <message>
        <source>KV offload to %1 (%2 GB per replica): %3 of each prompt is loaded from it, %4 tokens x %5 B/token = %6 GB / %7 GB/s = %8 ms per request; the tier does not raise the running sequences (KV must be on the GPU to decode)</source>
        <translation>przeniesienie KV do: %1 (%2&#xa0;GB na replikę): %3 każdego promptu jest stamtąd ładowane, %4 tokenów x %5&#xa0;B/token = %6&#xa0;GB / %7&#xa0;GB/s = %8&#xa0;ms na żądanie; ta warstwa nie zwiększa liczby trwających sekwencji (KV musi być na GPU, by dekodować)</translation>
    </message>
    <message>
        <source>speculative decoding with the draft model %1: a step = %2 draft decode steps of %3 ms (its own step at B = %4, TP %5, %6 weights) + one target step verifying %7 positions per sequence, %8 ms; at acceptance %9 per drafted token it emits (1 - a^%7) / (1 - a) = %10 tokens: time per token = (%2 x %3 + %8) / %10 ms</source>
        <translation>dekodowanie spekulatywne z modelem szkicującym %1: krok = %2 kroków dekodowania modelu szkicującego po %3&#xa0;ms (jego własny krok przy B = %4, TP %5, wagi %6) + jeden krok modelu głównego weryfikujący %7 pozycji na sekwencję, %8&#xa0;ms; przy przyjęciu %9 na szkicowany token daje (1 - a^%7) / (1 - a) = %10 tokenów: czas na token = (%2 x %3 + %8) / %10&#xa0;ms</translation>
    </message>
    <message>
        <source>the prefill includes the draft model&apos;s own prefill of the prompt, %1 ms</source>
        <translation>prefill obejmuje własny prefill promptu przez model szkicujący, %1&#xa0;ms</translation>
    </message>
    <message>
        <source>prefill pool</source>
        <translation>pula prefillu</translation>
    </message>
    <message>
        <source>decode pool</source>
        <translation>pula dekodowania</translation>
    </message>
    <message>
        <source>The prefill pool needs from 1 to %1 replicas</source>
        <translation>Pula prefillu potrzebuje od 1 do %1 replik</translation>
    </message>
    <message>
        <source>The prefill pool&apos;s tensor parallel size must be from 1 to 1024 (0 = the configuration&apos;s)</source>
        <translation>Równoległość tensorowa puli prefillu musi wynosić od 1 do 1024 (0 = jak w konfiguracji)</translation>
    </message>
    <message>
        <source>The prefill pool does not fit: each %1 needs %2 GB more for the weights and the KV of %3 prompts of %4 tokens</source>
        <translation>Pula prefillu się nie mieści: każdy %1 potrzebuje o %2 GB więcej na wagi i KV %3 promptów po %4 tokenów</translation>
    </message>
    <message>
        <source>At %1 requests/s the %2 cannot keep up (prefill pool %3 requests/s, decode pool %4 requests/s): the queue grows without end and the latencies shown are a lower bound</source>
        <translation>Przy %1 żądaniach/s nie nadąża %2 (pula prefillu %3 żądań/s, pula dekodowania %4 żądań/s): kolejka rośnie bez końca, a pokazane opóźnienia są dolnym ograniczeniem</translation>
    </message>
    <message>
        <source>disaggregated: prefill pool %1 x %2 (TP %3) computes %4 prompts/s (%1 / %5 ms per prompt in a busy batch), busy %6; KV transfer %7 GB per prompt over %8 at %9 GB/s = %10 ms; decode pool (replicas: %11, GPUs: %12) finishes %13 requests/s at %14 sequences each (%11 x b / ((%15 - 1) x step %16 ms)); request rate = min(%4, %13) = %17 requests/s, bound by the %18; now %19 requests/s, %20 tokens/s; best split of the %21 GPUs: %22 prefill : %23 decode replicas, %24 requests/s%25</source>
        <translation>obsługa rozdzielona: pula prefillu %1 × %2 (TP %3) przetwarza %4 promptów/s (%1 / %5 ms na prompt w zajętym batchu), zajęta w %6; przesył KV %7 GB na prompt przez %8 z prędkością %9 GB/s = %10 ms; pula dekodowania (repliki: %11, GPU: %12) kończy %13 żądań/s przy %14 sekwencjach na replikę (%11 × b / ((%15 - 1) × krok %16 ms)); tempo żądań = min(%4, %13) = %17 żądań/s, wąskie gardło: %18; teraz %19 żądań/s, %20 tok/s; najlepszy podział %21 GPU: %22 prefill : %23 dekodowanie, %24 żądań/s%25</translation>
    </message>
    <message>
        <source>the network between nodes (InfiniBand 400 Gb/s per GPU, assumed)</source>
        <translation>sieć między węzłami (InfiniBand 400 Gb/s na GPU, założenie)</translation>
    </message>
    <message>
        <source> within the TTFT and TPOT targets</source>
        <translation> w granicach celów TTFT i TPOT</translation>
    </message>
    <message>
        <source>output: (decode pool %1 per GPU-hour x %2 GPUs + prefill pool %3 x %4 GPUs) x 1e6 / (3600 x %5 tokens/s) = %6 per million; input (the prefill pool): %3 x %4 x 1e6 / (3600 x %7 tokens/s) = %8 per million</source>
        <translation>tokeny wyjściowe: (pula dekodowania %1 za GPU-godzinę × %2 GPU + pula prefillu %3 × %4 GPU) × 1e6 / (3600 × %5 tok/s) = %6 za milion; tokeny wejściowe (pula prefillu): %3 × %4 × 1e6 / (3600 × %7 tok/s) = %8 za milion</translation>
    </message>
    <message>
        <source>TTFT = request overhead %1 ms + prefill on the prefill pool %2 ms + waiting for a prefill replica %3 ms (u / (2 (1 - u)) x %4 ms, u = %5 of %6 replicas, an M/D/1 queue) + KV transfer %7 ms + waiting for a slot %8 ms = %9 ms; prefill of %10 tokens on %11 (TP %12) = max(compute %13 ms, weight read %14 ms) + communication %15 ms + overhead, at %16 TFLOPS x MFU %17</source>
        <translation>TTFT = narzut żądania %1 ms + prefill w puli prefillu %2 ms + czekanie na replikę prefillu %3 ms (u / (2 (1 - u)) × %4 ms, u = %5 dla %6 replik, kolejka M/D/1) + przesył KV %7 ms + czekanie na miejsce %8 ms = %9 ms; prefill %10 tokenów na %11 (TP %12) = max(obliczenia %13 ms, odczyt wag %14 ms) + komunikacja %15 ms + narzut, przy %16 TFLOPS × MFU %17</translation>
    </message>
    <message>
        <source>TPOT = decode step %1 ms: the decode pool (%2 replicas) computes no prefill, %3 sequences decoding at once per replica, %4 requests/s per replica</source>
        <translation>TPOT = krok dekodowania %1 ms: pula dekodowania (repliki: %2) nie wykonuje prefillu, jednocześnie dekoduje %3 sekwencji na replikę, %4 żądań/s na replikę</translation>
    </message>
    <message>
        <source>The prefill pool&apos;s GPU &quot;%1&quot; is not in the catalog</source>
        <translation>GPU puli prefillu „%1” nie ma w katalogu</translation>
    </message>
    <message>
        <source>Prefill pool: %1</source>
        <translation>Pula prefillu: %1</translation>
    </message>
    <message>
        <source>on GPUs shared with %1: each step also waits %2 ms for their steps, TPOT %3 ms + %2 ms = %4 ms</source>
        <translation>na GPU współdzielonych z %1: każdy krok czeka jeszcze %2&#xa0;ms na ich kroki, TPOT %3&#xa0;ms + %2&#xa0;ms = %4&#xa0;ms</translation>
    </message>
    <message>
        <source>the prefill interleaves with the steps of %1: TTFT %2 ms x %3 = %4 ms</source>
        <translation>prefill przeplata się z krokami %1: TTFT %2&#xa0;ms × %3 = %4&#xa0;ms</translation>
    </message>
    <message>
        <source>MFU %1; request overhead %2 (%3 ms when the replica is idle, %4); share of the others&apos; prefills %5</source>
        <translation>MFU %1; narzut na żądanie %2 (%3 ms, gdy replika jest bezczynna, %4); udział cudzych prefilli %5</translation>
    </message>
    <message>
        <source>CPU work per running sequence %1 us x %2 = %3 ms, beside the GPU&apos;s step (the step takes the longer), %4</source>
        <translation>praca CPU na wykonywaną sekwencję %1&#xa0;µs × %2 = %3&#xa0;ms, równolegle z krokiem GPU (krok trwa tyle, co dłuższe z nich), %4</translation>
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
        <translation>Brak oszacowania szybkości</translation>
    </message>
    <message>
        <source>Concurrent sequences per replica</source>
        <translation>Równoczesne sekwencje na replikę</translation>
    </message>
    <message>
        <source>Speed vs concurrency</source>
        <translation>Szybkość a współbieżność</translation>
    </message>
    <message>
        <source>Per user (tokens/s)</source>
        <translation>Na użytkownika (tok/s)</translation>
    </message>
    <message>
        <source>Total per replica (tokens/s)</source>
        <translation>Łącznie na replikę (tok/s)</translation>
    </message>
    <message>
        <source>Latency vs concurrency</source>
        <translation>Opóźnienie a współbieżność</translation>
    </message>
    <message>
        <source>Time per output token (ms)</source>
        <translation>Czas na token wyjściowy (ms)</translation>
    </message>
    <message>
        <source>Time to first token (s)</source>
        <translation>Czas do pierwszego tokenu (s)</translation>
    </message>
    <message>
        <source>per user</source>
        <translation>na użytkownika</translation>
    </message>
    <message>
        <source>total</source>
        <translation>łącznie</translation>
    </message>
    <message>
        <source>%1 sequences: %2</source>
        <translation>%1 sekw.: %2</translation>
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
        <translation>Cel TPOT (%1 na użytkownika)</translation>
    </message>
    <message>
        <source>TPOT target %1</source>
        <translation>Cel TPOT %1</translation>
    </message>
    <message>
        <source>TTFT target %1</source>
        <translation>Cel TTFT %1</translation>
    </message>
    <message>
        <source>operating point (%1 sequences)</source>
        <translation>punkt pracy (%1 sekw.)</translation>
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
        <translation>Trening</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>Opt&amp;ymalizator:</translation>
    </message>
    <message>
        <source>Se&amp;quence length (tokens):</source>
        <translation>&amp;Długość sekwencji (tokeny):</translation>
    </message>
    <message>
        <source>LoRA &amp;rank:</source>
        <translation>&amp;Rank LoRA:</translation>
    </message>
    <message>
        <source>LoRA &amp;targets:</source>
        <translation>Mod&amp;uły docelowe LoRA:</translation>
    </message>
    <message>
        <source>Gradient chec&amp;kpointing</source>
        <translation>Gradient c&amp;heckpointing</translation>
    </message>
    <message>
        <source>Paged optimi&amp;zer</source>
        <translation>&amp;Stronicowany optymalizator</translation>
    </message>
    <message>
        <source>M&amp;icro-batch:</source>
        <translation>M&amp;ikrobatch:</translation>
    </message>
    <message>
        <source>ZeRO / F&amp;SDP:</source>
        <translation>&amp;ZeRO / FSDP:</translation>
    </message>
    <message>
        <source>Offlo&amp;ad:</source>
        <translation>O&amp;ffload:</translation>
    </message>
    <message>
        <source> M tokens</source>
        <translation> mln tokenów</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>nie podano</translation>
    </message>
    <message>
        <source>Dataset:</source>
        <translation>Zbiór danych:</translation>
    </message>
    <message>
        <source>Epochs:</source>
        <translation>Epoki:</translation>
    </message>
</context>
<context>
    <name>Headroom::UsefulHourChart</name>
    <message>
        <source>Cost per useful GPU-hour</source>
        <translation>Koszt użytecznej GPU-godziny</translation>
    </message>
    <message>
        <source>Utilisation %1: %2</source>
        <translation>Wykorzystanie %1: %2</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Wykorzystanie</translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation>%1 za GPU-godzinę</translation>
    </message>
    <message>
        <source>Breakeven %1</source>
        <translation>Próg rentowności %1</translation>
    </message>
    <message>
        <source>No breakeven up to 100%</source>
        <translation>Brak progu rentowności do 100%</translation>
    </message>
</context>
<context>
    <name>Headroom::VramBar</name>
    <message>
        <source>%1 of %2</source>
        <extracomment>used memory of a GPU against its capacity: &quot;62.3 GiB of 79.2 GiB&quot;</extracomment>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, %3&lt;br&gt;%4 (%5 of the GPU)&lt;br&gt;&lt;small&gt;%6&lt;/small&gt;</source>
        <extracomment>tooltip: part of a GPU&apos;s memory; %1 = part, %2 = model, %3 = GPU</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; – %2, %3&lt;br&gt;%4 (%5 pamięci GPU)&lt;br&gt;&lt;small&gt;%6&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Free&lt;/b&gt;, %1&lt;br&gt;%2 of %3 unused</source>
        <translation>&lt;b&gt;Wolne&lt;/b&gt;, %1&lt;br&gt;%2 z %3 nieużywane</translation>
    </message>
    <message>
        <source>&lt;b&gt;Over capacity&lt;/b&gt;, %1&lt;br&gt;%2 more than the %3 this GPU has</source>
        <translation>&lt;b&gt;Ponad pojemność&lt;/b&gt;, %1&lt;br&gt;o %2 więcej niż %3 tego GPU</translation>
    </message>
    <message>
        <source>GPU %1: %2 used of %3</source>
        <translation>GPU %1: zajęte %2 z %3</translation>
    </message>
    <message>
        <source>over capacity by %1</source>
        <translation>ponad pojemność o %1</translation>
    </message>
    <message>
        <source>free %1</source>
        <translation>wolne %1</translation>
    </message>
    <message>
        <source>%1 · stage %2, layers %3–%4</source>
        <extracomment>%1 = GPU name, %2 = pipeline stage, %3-%4 = layer range</extracomment>
        <translation>%1 · etap %2, warstwy %3–%4</translation>
    </message>
</context>
<context>
    <name>Headroom::WorkloadEditor</name>
    <message>
        <source>Workload</source>
        <translation>Obciążenie</translation>
    </message>
    <message>
        <source>Concurrent &amp;sequences:</source>
        <translation>&amp;Równoczesne sekwencje:</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>Równoczesne sekwencje</translation>
    </message>
    <message>
        <source>Context in tokens</source>
        <translation>Kontekst w tokenach</translation>
    </message>
    <message>
        <source>not split</source>
        <extracomment>a token count of 0: the context above is used instead</extracomment>
        <translation>bez podziału</translation>
    </message>
    <message>
        <source>&amp;Input tokens:</source>
        <translation>Tokeny we&amp;jściowe:</translation>
    </message>
    <message>
        <source>&amp;Output tokens:</source>
        <translation>Tokeny w&amp;yjściowe:</translation>
    </message>
    <message>
        <source>Service-level targets</source>
        <translation>Cele poziomu usług (SLO)</translation>
    </message>
    <message>
        <source> req/s</source>
        <extracomment>suffix of a spin box: requests per second</extracomment>
        <translation>&#xa0;żąd./s</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>bez celu</translation>
    </message>
    <message>
        <source>The context is input + output tokens: %1. Set both to &quot;not split&quot; to set it here.</source>
        <translation>Kontekst to tokeny wejściowe + wyjściowe: %1. Aby ustawić go tutaj, ustaw oba na „bez podziału”.</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Napływ żądań</translation>
    </message>
    <message>
        <source>Closed loop (users)</source>
        <translation>Pętla zamknięta</translation>
    </message>
    <message>
        <source>Open loop (a rate)</source>
        <translation>Pętla otwarta</translation>
    </message>
    <message>
        <source>Closed loop: each user sends the next request when the last one ends, as serving benchmarks do. Open loop: requests arrive at random (Poisson) at the rate below, whatever the latency.</source>
        <translation>Pętla zamknięta: każdy użytkownik wysyła następne żądanie, gdy poprzednie się skończy, jak w benchmarkach serwowania. Pętla otwarta: żądania przychodzą losowo (rozkład Poissona) z częstotliwością poniżej, niezależnie od opóźnienia.</translation>
    </message>
    <message>
        <source>Arrivals:</source>
        <translation>Napływ:</translation>
    </message>
    <message>
        <source>Arrival rate:</source>
        <translation>Częstotliwość napływu:</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>stała</translation>
    </message>
    <message>
        <source>uniform</source>
        <extracomment>lengths drawn evenly around the mean, +- the spread</extracomment>
        <translation>jednostajna</translation>
    </message>
    <message>
        <source>exponential</source>
        <translation>wykładnicza</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Input lengths:</source>
        <translation>Długości wejścia:</translation>
    </message>
    <message>
        <source>Input spread:</source>
        <translation>Rozrzut wejścia:</translation>
    </message>
    <message>
        <source>Output lengths:</source>
        <translation>Długości wyjścia:</translation>
    </message>
    <message>
        <source>Output spread:</source>
        <translation>Rozrzut wyjścia:</translation>
    </message>
    <message>
        <source>±</source>
        <extracomment>a spread of lengths around their mean, in percent</extracomment>
        <translation>±</translation>
    </message>
    <message>
        <source>Uniform lengths lie within the mean ± this share of it</source>
        <translation>Długości jednostajne mieszczą się w średniej ± tej jej części</translation>
    </message>
    <message>
        <source>The share of each prompt already in the prefix cache (a shared system prompt, earlier turns): it is not prefilled again</source>
        <translation>Część każdego promptu, która już jest w pamięci podręcznej prefiksów (wspólny prompt systemowy, wcześniejsze tury): nie jest ponownie prefillowana</translation>
    </message>
    <message>
        <source>Prefix cache hits:</source>
        <translation>Trafienia w pamięci prefiksów:</translation>
    </message>
    <message>
        <source>Conte&amp;xt (tokens):</source>
        <translation>Ko&amp;ntekst (tokeny):</translation>
    </message>
    <message>
        <source>Time per output token (TPOT):</source>
        <translation>Czas na token wyjściowy (TPOT):</translation>
    </message>
    <message>
        <source>Time to first token (TTFT):</source>
        <translation>Czas do pierwszego tokenu (TTFT):</translation>
    </message>
    <message>
        <source>Request rate:</source>
        <translation>Częstotliwość żądań:</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan LLM GPU capacity.</source>
        <translation>Planowanie mocy GPU dla LLM.</translation>
    </message>
    <message>
        <source>Open the sample project.</source>
        <translation>Otwórz przykładowy projekt.</translation>
    </message>
    <message>
        <source>Render the window to a PNG file and quit.</source>
        <translation>Zapisz obraz okna do pliku PNG i zakończ.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>plik</translation>
    </message>
    <message>
        <source>A .headroom project to open.</source>
        <translation>Projekt .headroom do otwarcia.</translation>
    </message>
    <message>
        <source>Cannot open the project</source>
        <translation>Nie można otworzyć projektu</translation>
    </message>
</context>
</TS>
