## discord: uk

## Слеш-команди. Назви — не довші за 32 символи, малими літерами, без
## пропусків; описи — не довші за 100 символів.

discord-cmd-game = гра
discord-cmd-game-desc = Гра в цьому каналі: відкрити, увійти, почати, завершити.
discord-cmd-game-new = нова
discord-cmd-game-new-desc = Відкрити лобі нової гри в цьому каналі.
discord-cmd-game-join = увійти
discord-cmd-game-join-desc = Зайняти місце в лобі цього каналу.
discord-cmd-game-leave = вийти
discord-cmd-game-leave-desc = Покинути лобі цього каналу.
discord-cmd-game-addbot = бот
discord-cmd-game-addbot-desc = Додати до лобі комп'ютерного гравця.
discord-cmd-game-start = почати
discord-cmd-game-start-desc = Почати гру (може її творець або той, хто керує каналом).
discord-cmd-game-end = завершити
discord-cmd-game-end-desc = Завершити гру зараз і підрахувати очки або закрити лобі.
discord-cmd-game-kick = виключити
discord-cmd-game-kick-desc = Прибрати гравця; його місце займе комп'ютер.
discord-cmd-game-status = стан
discord-cmd-game-status-desc = Показати лобі або рахунок гри і чий зараз хід.
discord-cmd-draw = взяти
discord-cmd-draw-desc = Взяти карту: одну з відкритих або з колоди.
discord-cmd-claim = прокласти
discord-cmd-claim-desc = Прокласти ділянку між двома містами.
discord-cmd-tunnel = тунель
discord-cmd-tunnel-desc = Оплатити додаткові карти тунелю або відмовитися від нього.
discord-cmd-tickets = квитки
discord-cmd-tickets-desc = Взяти нові квитки (карти маршрутів).
discord-cmd-keep = залишити
discord-cmd-keep-desc = Залишити квитки із запропонованих, за їхніми номерами.
discord-cmd-station = станція
discord-cmd-station-desc = Збудувати станцію в місті (Європа).
discord-cmd-harbor = порт
discord-cmd-harbor-desc = Збудувати порт у портовому місті (Світ).
discord-cmd-exchange = обміняти
discord-cmd-exchange-desc = Обміняти фішки вагонів на судна або навпаки (Світ).
discord-cmd-split = розподілити
discord-cmd-split-desc = Вибрати, як розподілити 60 фішок між вагонами й суднами (Світ).
discord-cmd-hand = рука
discord-cmd-hand-desc = Ваші карти та квитки (бачите лише ви).
discord-cmd-board = поле
discord-cmd-board-desc = Ігрове поле й рахунок.
discord-cmd-history = історія
discord-cmd-history-desc = Що нещодавно відбувалося в цій грі.

## Назви параметрів: одна на значення, спільна для всіх команд із ним.
discord-opt-map = мапа
discord-opt-variant = варіант
discord-opt-bonus = бонус
discord-opt-seats = гравців
discord-opt-turn-hours = годин_на_хід
discord-opt-timeout = таймаут
discord-opt-lang = мова
discord-opt-level = рівень
discord-opt-user = гравець
discord-opt-from = звідки
discord-opt-refill = поповнити
discord-opt-route = ділянка
discord-opt-color = колір
discord-opt-locos = локомотиви
# Параметр locos команди /harbor рахує джокери.
discord-opt-jokers = джокери
discord-opt-doubles = подвійні
discord-opt-lane = колія
discord-opt-pay = платити
discord-opt-tickets = квитки
discord-opt-city = місто
discord-opt-direction = напрямок
discord-opt-count = скільки
discord-opt-trains = вагони
discord-opt-ships = судна

## Описи параметрів.
discord-opt-new-map-desc = Ігрове поле
discord-opt-new-variant-desc = Європа: варіант з іншим набором квитків
discord-opt-new-bonus-desc = Європа: додати бонусні квитки
discord-opt-new-seats-desc = Скільки гравців (місць)
discord-opt-new-turn-hours-desc = Годин на хід (0 — без обмеження; типово 24)
discord-opt-new-timeout-desc = Коли час минув: ходить комп'ютер або хід пропускається
discord-opt-new-lang-desc = Мова повідомлень і картинок гри (типово — мова сервера)
discord-opt-addbot-level-desc = Наскільки сильно він грає (типово — сильно)
discord-opt-kick-user-desc = Кого прибрати з гри
discord-opt-draw-from-desc = Колода, номер або колір відкритої карти
discord-opt-draw-refill-desc = Світ: поповнити відкритий ряд із колоди вагонів чи суден
discord-opt-claim-route-desc = Ділянка — за двома її містами
discord-opt-pay-color-desc = Колір карт для оплати
discord-opt-pay-locos-desc = Скільки локомотивів використати
discord-opt-claim-doubles-desc = Світ: скільки подвійних суден використати
discord-opt-claim-lane-desc = Подвійні ділянки: яка колія, за кольором або номером
discord-opt-tunnel-pay-desc = Оплатити додаткові карти?
discord-opt-tunnel-locos-desc = Скільки з них локомотивів
discord-opt-keep-tickets-desc = Номери квитків, які залишити, наприклад 1,3
discord-opt-station-city-desc = Місто
discord-opt-harbor-city-desc = Портове місто
discord-opt-harbor-jokers-desc = Скільки джокерів використати
discord-opt-exchange-direction-desc = У який бік
discord-opt-exchange-count-desc = Скільки фішок
discord-opt-split-trains-desc = Вагони (не більше 25)
discord-opt-split-ships-desc = Судна (не більше 50)

## Варіанти вибору.
discord-choice-map-usa = США
discord-choice-map-europe = Європа
discord-choice-map-switzerland = Швейцарія
discord-choice-map-world = Світ
discord-choice-variant-classic = класична Європа
discord-choice-variant-1912 = Європа 1912
discord-choice-variant-mega = Мега-Європа
discord-choice-variant-bigcities = Великі міста Європи
discord-choice-timeout-bot = за нього ходить комп'ютер
discord-choice-timeout-skip = його хід пропускається
discord-choice-timeout-expert = за нього ходить комп'ютер-експерт
discord-choice-level-easy = слабкий
discord-choice-level-hard = сильний
discord-choice-level-expert = експерт
discord-choice-lang-en = English
discord-choice-lang-ru = Русский
discord-choice-lang-uk = Українська
discord-choice-exchange-to-ships = вагони на судна
discord-choice-exchange-to-trains = судна на вагони

## Параметри, відхилені ще до гри.
discord-parse-too-long = Значення «{ $option }» задовге (не більше ніж { $max } { $max ->
    [one] символ
    [few] символи
   *[many] символів
}).
discord-parse-control = Значення «{ $option }» містить керівні символи; введіть звичайний текст.
discord-parse-ticket-number = «{ $part }» — не номер квитка: у «{ discord-opt-tickets }» перелічіть номери запропонованих квитків, наприклад 1,3.
discord-outdated = Не вдалося прочитати параметри цієї команди. Якщо команди бота нещодавно змінилися, перезапустіть Discord (Ctrl+R) і спробуйте знову.

## Відповіді й оголошення самого Discord-шару.
discord-restarting = Бот перезапускається; спробуйте за хвилину.
discord-servers-only = Ігрові команди працюють лише в каналах сервера: використовуйте їх на сервері, де є бот.
discord-perm-view-channel = «Переглядати канали»
discord-perm-send-messages = «Надсилати повідомлення»
discord-perm-attach-files = «Прикріплювати файли»
discord-perm-create-threads = «Створювати публічні гілки»
discord-perm-manage-threads = «Керувати гілками»
discord-perm-send-in-threads = «Надсилати повідомлення в гілках»
discord-perm-pin-messages = «Закріплювати повідомлення»
discord-pin-failed = Я опублікував таблицю турніру, але не зміг її закріпити: мені потрібен дозвіл { discord-perm-pin-messages } у цьому каналі. Попросіть того, хто керує каналом, надати його або закріпіть повідомлення з таблицею вручну; я все одно оновлюватиму його.
discord-lacking = Я не можу публікувати гру в цьому каналі: мені бракує { $count ->
    [one] дозволу
   *[many] дозволів
} { $permissions }. Попросіть того, хто керує каналом, надати { $count ->
    [one] його
   *[many] їх
}.
discord-dms-closed = { $user }, я не можу надсилати вам особисті повідомлення. Дозвольте особисті повідомлення від учасників цього сервера (налаштування конфіденційності) або введіть тут /{ discord-cmd-hand }, щоб побачити свої карти та квитки.

## Підказки.
discord-suggest-route = { $route } — оплата: { $cost }
discord-suggest-cards = { $card } ×{ $count }
discord-suggest-deck = колода
discord-suggest-train-deck = колода вагонів
discord-suggest-ship-deck = колода суден
discord-suggest-keep = Залишити { $tickets }
discord-color-gray = сіра
