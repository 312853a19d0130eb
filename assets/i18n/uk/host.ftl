## host: що ведучий гри повідомляє гравцям (українська)

## Поля та варіанти квитків
host-board-usa = { rules-board-usa }
host-board-europe = { rules-board-europe }
host-board-switzerland = { rules-board-switzerland }
host-board-world = { rules-board-world }
host-variant-classic = , класичні квитки
host-variant-1912 = , квитки «Європа 1912»
host-variant-mega = , квитки «Мега-Європа»
host-variant-big-cities = , квитки «Великі міста Європи»
host-variant-none = {""}

## Збереження та завантаження
host-record-damaged = Збережена гра цього каналу пошкоджена, грати в неї не можна. Адмін може завершити її командою /{ discord-cmd-game } { discord-cmd-game-end }: пошкоджену гру буде відкладено для перевірки (нічого не видаляється), а канал звільниться.
host-damaged-set-aside = Пошкоджену гру відкладено під назвою { $id } (нічого не видалено); у цьому каналі можна почати нову: /{ discord-cmd-game } { discord-cmd-game-new }.
host-commit-unknown = Сховище не підтвердило ваш хід, тому невідомо, чи його застосовано. Перегляньте /{ discord-cmd-board }, перш ніж пробувати знову.
host-not-saved = Не вдалося зберегти ваш хід; нічого не змінилося. Спробуйте трохи згодом.
host-moved-on = Поки ви діяли, гра пішла далі; подивіться на поле і спробуйте ще раз.
host-store-unavailable = Сховище недоступне, тому ваш хід не застосовано. Спробуйте трохи згодом.
host-board-missing = Не вдалося завантажити поле «{ $map }»; адмін може завершити цю гру командою /{ discord-cmd-game } { discord-cmd-game-end }.

## Лобі
host-no-game = У цьому каналі немає гри. Створіть її: /{ discord-cmd-game } { discord-cmd-game-new }.
host-new-game-exists = У цьому каналі вже є гра; її покаже /{ discord-cmd-game } { discord-cmd-game-status }, а завершити її (/{ discord-cmd-game } { discord-cmd-game-end }) може творець або адмін.
host-new-lobby-exists = У цьому каналі вже є лобі; його покаже /{ discord-cmd-game } { discord-cmd-game-status }, а закрити його (/{ discord-cmd-game } { discord-cmd-game-end }) може творець або адмін.
host-new-no-board = Поля «{ $map }» немає; виберіть { discord-choice-map-usa }, { discord-choice-map-europe }, { discord-choice-map-switzerland } або { discord-choice-map-world }.
host-new-variant-europe-only = Варіанти квитків є лише в «Європі»; не вказуйте «{ discord-opt-variant }».
host-new-no-variant = Варіанта «{ $variant }» немає; виберіть «{ discord-choice-variant-classic }», «{ discord-choice-variant-1912 }», «{ discord-choice-variant-mega }» або «{ discord-choice-variant-bigcities }».
host-new-bonus-europe-only = Бонусні квитки є лише в «Європі».
host-new-seats = Для гри «{ $board }» потрібно від { $least } до { $most ->
        [one] { $most } гравця
        [few] { $most } гравців
       *[many] { $most } гравців
    }.
host-default-player-name = гравець
host-lobby-opened = { $player } відкриває гру «{ $board }» для { $seats ->
        [one] { $seats } гравця
        [few] { $seats } гравців
       *[many] { $seats } гравців
    }{ $tickets }. Приєднуйтеся: /{ discord-cmd-game } { discord-cmd-game-join }; додати бота: /{ discord-cmd-game } { discord-cmd-game-addbot }; { $player } почне гру командою /{ discord-cmd-game } { discord-cmd-game-start }.
host-lobby-opened-reply = Лобі відкрито.
host-joined = { $player } у лобі ({ $seated }/{ $seats }).
host-join-started = Гра вже почалася; стежити за нею можна через /{ discord-cmd-board }.
host-join-already = Ви вже в цьому лобі.
host-join-reply = Ви приєдналися.
host-lobby-full = Лобі заповнене.
host-leave-started = Гра вже йде; попросіть її творця або адміна виконати /{ discord-cmd-game } { discord-cmd-game-kick } (ваше місце займе бот).
host-leave-not-in = Вас немає в цьому лобі.
host-leave-reply = Ви вийшли.
host-left = { $player } виходить із лобі.
host-already-started = Гра вже почалася.
host-addbot-not-in = Додавати ботів можуть лише гравці цього лобі.
host-bot-name = Бот { $n }
host-addbot-reply = Бота додано.
host-end-not-allowed = Завершити гру може лише її творець або той, хто керує каналом.
host-end-reply = Гру завершено.
host-lobby-closed-reply = Лобі закрито.
host-lobby-closed = { $player } закриває лобі.
host-ended-early = { $player } достроково завершує гру.
host-end-scored-reply = Гру завершено, очки підраховано.
host-kick-not-allowed = Видалити гравця може лише творець гри або той, хто керує каналом.
host-kick-no-player = У цій грі немає гравця «{ $player }».
host-kick-reply = Гравця видалено.
host-kicked-from-lobby = З лобі видалено гравця { $player }.
host-kicked = Гравця { $player } видалено; його місце займає бот.
host-kick-bot-reply = Гравця видалено; його місце зайняв бот.
host-start-not-allowed = Почати гру може лише її творець (або той, хто керує каналом).
host-start-too-few = Для гри «{ $board }» потрібно щонайменше { $least ->
        [one] { $least } гравець
        [few] { $least } гравці
       *[many] { $least } гравців
    }; зараз у лобі { $seated ->
        [one] { $seated } гравець
        [few] { $seated } гравці
       *[many] { $seated } гравців
    }. Запросіть когось або додайте бота: /{ discord-cmd-game } { discord-cmd-game-addbot }.
host-game-starts = Гра «{ $board }» починається! Усі вибирають квитки (в особистих повідомленнях або через /{ discord-cmd-hand }).
host-start-reply = Гру розпочато.

## Стан гри
host-seat = { $player }
host-seat-bot-easy = { $player } (комп'ютер, слабкий)
host-seat-bot-hard = { $player } (комп'ютер, сильний)
host-seat-bot-expert = { $player } (комп'ютер, експерт)
host-lobby-status = Лобі «{ $board }» ({ $seats ->
        [one] { $seats } місце
        [few] { $seats } місця
       *[many] { $seats } місць
    }): { $players }. Грати — /{ discord-cmd-game } { discord-cmd-game-join }; творець починає гру командою /{ discord-cmd-game } { discord-cmd-game-start }.
host-game-status = Гра «{ $board }».
host-player-status = { $player }: { $points ->
        [one] { $points } очко
        [few] { $points } очки
       *[many] { $points } очок
    }, { $pieces ->
        [one] { $pieces } фішка
        [few] { $pieces } фішки
       *[many] { $pieces } фішок
    }, { $cards ->
        [one] { $cards } карта
        [few] { $cards } карти
       *[many] { $cards } карт
    }, { $tickets ->
        [one] { $tickets } квиток
        [few] { $tickets } квитки
       *[many] { $tickets } квитків
    }
host-waiting-for = Чекаємо на вибір: { $players } (див. особисті повідомлення або /{ discord-cmd-hand }).
host-your-turn = Ваш хід, { $player }.
host-second-card = { $player }, візьміть другу карту: з колоди або відкриту, але не { $wild }.
host-history-empty = Поки що нічого не сталося.
# A history line saved before the catalogs existed (English).
host-saved-line = { $text }
host-final-scores = Підсумковий рахунок:
host-final-line = { $place }. { $player } — { $total } ({ $parts }; виконано { $done } з { $count ->
        [one] { $count } квитка
        [few] { $count } квитків
       *[many] { $count } квитків
    })
host-final-tickets = Квитки гравця { $player }: { $tickets }
host-final-ticket-done = { $route } { $points }
host-final-ticket-failed = { $route } { $points }, не виконаний
host-score-routes = ділянки { $points }
host-score-tickets = квитки { $points }
host-score-longest = найдовший шлях { $points }
host-score-stations = станції { $points }
host-score-harbors = порти { $points }
host-score-exchanges = обмін { $points }
host-to-move = Ходить { $player }.
host-face-up = Відкриті карти: { $row }.
host-face-up-then = { $first } · { $rest }
host-face-up-slot = { $n } { $card }
host-face-up-slot-empty = { $n } порожньо
host-face-up-none = Відкритих карт не залишилося.
host-face-up-refilled = на місце { $n } відкрито нову карту: { $card }
host-face-up-left-empty = місце { $n } серед відкритих карт лишилося порожнім: карт більше немає
host-no-cards-left = Карт більше немає: колода, скид і відкриті карти порожні. Натомість прокладіть ділянку{ $build ->
        [station] , збудуйте станцію
        [harbor] , збудуйте порт
       *[none] {""}
    } або візьміть квитки.
host-tunnel-answer = { $player }, доплатіть { $extra ->
        [one] { $extra } карту
        [few] { $extra } карти
       *[many] { $extra } карт
    } командою /{ discord-cmd-tunnel } { discord-opt-pay }:так або відмовтеся від тунелю: /{ discord-cmd-tunnel } { discord-opt-pay }:ні.
host-double-route = { $route } — подвійна ділянка: { $lanes }.
host-lane-gray = сірого кольору
host-lane-free = колія { $n } { $color } (вільна)
host-lane-taken = колія { $n } { $color } (зайнята: { $player })
host-lane-closed = колія { $n } { $color } (закрита: за такої кількості гравців використовується лише одна колія)
## Ходи
host-not-started = Гра ще не почалася.
host-not-started-start = Гра ще не почалася; її творець запускає гру командою /{ discord-cmd-game } { discord-cmd-game-start }.
host-hand-not-playing = Ви не берете участі в цій грі, тому у вас немає карт.
host-not-playing = Ви не берете участі в цій грі; стежити за нею можна через /{ discord-cmd-board }.
host-done = Готово.
host-done-second-card = Готово. Тепер візьміть другу карту: з колоди або відкриту, але не { $wild }.
host-done-notes-second-card = Готово: ваша карта з колоди — { $notes }. Тепер візьміть другу карту: з колоди або відкриту, але не { $wild }.
host-done-notes = Готово: ваша карта з колоди — { $notes }.
host-notes = Ваша карта з колоди — { $notes }.
host-not-a-move = Ця команда не змінює гру.
host-keep-no-offer = Вам нема з чого вибирати; /{ discord-cmd-tickets } у ваш хід дає нові квитки.
host-keep-no-such = Квитка № { $n } немає; вам запропоновано { $count ->
        [one] { $count } квиток
        [few] { $count } квитки
       *[many] { $count } квитків
    } (нумерація з 1).
host-keep-none-refused = Від цієї пропозиції не можна відмовитися цілком: залиште щонайменше { $least } (0 — жодного — можна лише там, де це дозволяють правила, як для довгих квитків «Мега-Європи»).

## Назви, введені гравцем
host-no-route-between = Між { $a } і { $b } немає ділянки; ділянки з'єднують лише сусідні міста.
host-route-name-two-cities = Назвіть ділянку двома містами, наприклад { discord-opt-route }:{ $example }.
host-name-a-city = Укажіть місто, наприклад { discord-opt-city }:{ $example }.
host-route-ambiguous = «{ $text }» може означати: { $routes }; вкажіть обидва міста повністю.
host-bad-lane = У параметрі «{ discord-opt-lane }» вкажіть колір колії (або «{ discord-color-gray }») чи її номер, 1 або 2, а не «{ $text }».
host-bad-color = «{ $text }» — не колір; використовуйте: { $colors }.
host-bad-face-up-number = Відкриті карти пронумеровано від 1 до { $count }; або беріть із колоди: { discord-opt-from }:{ discord-suggest-deck }.
host-bad-draw = У параметрі «{ discord-opt-from }» вкажіть «{ discord-suggest-deck }», номер відкритої карти або її колір, а не «{ $text }».
host-no-such-face-up = Відкритої карти «{ $card }» немає. Зараз відкриті: { $row }.
host-bad-refill = У параметрі «{ discord-opt-refill }» вкажіть «вагони» або «судна», а не «{ $text }».

## Карти в руці, квитки та пропозиції
host-hand-empty = немає карт
host-hand-cards = { $card } ×{ $count }
host-list = { $items }
host-your-cards = Ваші карти: { $cards }.
host-your-tickets = Ваші квитки: { $tickets }.
host-ticket-open = { $route } ({ $points }, не виконаний)
host-ticket-open-cost = { $route } ({ $points }, не виконаний; −{ $cost }, якщо не виконати)
host-ticket-done = { $route } ({ $points }, виконаний)
host-ticket-done-via = { $route } ({ $points }, виконаний через станцію { $city })
host-offer-ticket = { $n }. { $route } ({ $points })
host-offer-ticket-cost = { $n }. { $route } ({ $points }; −{ $cost }, якщо не виконати)
host-offer-long = { $n }. { $route } ({ $points }, довгий)
host-offer = Запропоновані квитки (залиште щонайменше { $least }): { $tickets } — дайте відповідь /{ discord-cmd-keep } { discord-opt-tickets }:1,2.
host-offer-mega-long = Запропоновані квитки (залиште один довгий або жодного): { $tickets } — дайте відповідь /{ discord-cmd-keep } { discord-opt-tickets }:1 або /{ discord-cmd-keep } { discord-opt-tickets }:0, щоб не залишати жодного.
host-choose-split = Виберіть фішки: усього 60, не більше 25 вагонів і 50 суден — /{ discord-cmd-split } { discord-opt-trains }:20 { discord-opt-ships }:40.

## Кнопки
host-button-stale = Ця кнопка з попереднього ходу; нічого не змінилося. Подивіться останнє повідомлення (або /{ discord-cmd-board }) і спробуйте ще раз.
host-button-join = Приєднатися
host-button-start = Почати
host-button-face-up = { $slot }: { $card }
host-button-empty-slot = порожньо
host-button-deck = Колода
host-button-ship-deck = Колода суден
host-button-tunnel-pay = Доплатити { $count ->
        [one] { $count } карту
        [few] { $count } карти
       *[many] { $count } карт
    }
host-button-tunnel-give-up = Відмовитися від тунелю
host-button-keep-all = Залишити всі

## Таймери ходу
host-reminder = Нагадування: гра у вашому каналі чекає на вас. Лишилося близько { $hours } год, потім хід вирішиться без вас.
host-timeout-chose = Час вийшов: { $players }. Вибір зробив бот.
host-timeout-moved = Час вийшов: { $players }. Хід зробив бот.
host-timeout-passed = Час вийшов: { $players }. Хід пропущено.

## Командні рядки (введені команди та консоль)
parse-empty = Введіть команду, наприклад /{ discord-cmd-draw } { discord-opt-from }:{ discord-suggest-deck }, або /{ discord-cmd-help }, щоб побачити, що можна зробити зараз.
parse-unknown = /{ $text } — немає такої команди. Введіть /{ discord-cmd-help }, щоб побачити ті, що можна використати зараз.
parse-game-sub = /{ discord-cmd-game } { $text } — немає такої команди; використовуйте { discord-cmd-game-new }, { discord-cmd-game-join }, { discord-cmd-game-leave }, { discord-cmd-game-addbot }, { discord-cmd-game-start }, { discord-cmd-game-end }, { discord-cmd-game-kick } або { discord-cmd-game-status }.
parse-quote-open = Лапки після { $option }: не закрито.
parse-too-long = Значення { $option } задовге (максимум { $most ->
        [one] { $most } символ
        [few] { $most } символи
       *[many] { $most } символів
    }).
parse-control = Значення { $option } містить керівні символи; введіть звичайний текст.
parse-number = { $option } — це число від { $least } до { $most }; ви ввели «{ $text }».
parse-required = Вкажіть { $option }, наприклад { $option }:{ $example }.
parse-timeout = У параметрі «{ discord-opt-timeout }» вкажіть bot (за гравця ходить комп'ютер), expert (ходить комп'ютер-експерт) або skip (хід пропускається), а не «{ $text }».
parse-lang = У параметрі «{ discord-opt-lang }» вкажіть en, ru або uk, а не «{ $text }».
parse-level = У параметрі «{ discord-opt-level }» вкажіть «{ discord-choice-level-easy }», «{ discord-choice-level-hard }» або «{ discord-choice-level-expert }», а не «{ $text }».
parse-pay = У параметрі «{ discord-opt-pay }» вкажіть «так» або «ні», а не «{ $text }».
parse-pay-missing = Вкажіть { discord-opt-pay }:так, щоб доплатити карти, або { discord-opt-pay }:ні, щоб відмовитися від тунелю.
parse-tickets = У параметрі «{ discord-opt-tickets }» перелічіть номери запропонованих квитків, наприклад 1,3; «{ $text }» не підходить.
parse-exchange = Вкажіть { discord-opt-direction }:"{ discord-choice-exchange-to-ships }" або { discord-opt-direction }:"{ discord-choice-exchange-to-trains }" і { discord-opt-count }:N.
parse-split-trains = Вкажіть, скільки вагонів, наприклад { discord-opt-trains }:20 { discord-opt-ships }:40.
parse-split-ships = Вкажіть, скільки суден, наприклад { discord-opt-trains }:20 { discord-opt-ships }:40.
parse-empty-value = { $option }: порожньо; вкажіть значення або приберіть цей параметр.
parse-unknown-option = Невідомий параметр { $option }; /{ $command } має лише { $options }.
parse-bare-value = Перед «{ $text }» потрібна назва параметра: напишіть /{ $command } { $option }:{ $text }.
parse-bare-none = /{ $command } без значень; приберіть «{ $text }».
parse-no-options = Невідомий параметр { $option }; /{ $command } не має параметрів.
parse-subcommand = { $command } { $sub }
parse-yes-no = Відповідайте «так» або «ні», а не «{ $text }».
host-pay-choose = Оплатити { $route } можна по-різному, і навіть найдешевший спосіб витрачає локомотиви; виберіть: { $options }. Повторіть команду з { discord-opt-locos }: (і { discord-opt-color }:), як показано.
host-pay-option = { $cards } ({ discord-opt-color }:{ $color } { discord-opt-locos }:{ $locos })
host-pay-option-locos = { $cards } ({ discord-opt-locos }:{ $locos })
host-pay-or = { $first }; { $rest }
host-button-pay = Оплатити: { $cards }
parse-not-utf8 = Цей рядок не в кодуванні UTF-8, тому його пропущено; введіть його знову звичайним текстом.
host-recap = Уся гра, хід за ходом:

## Консоль (conductor local).
cli-player-name = Гравець 1
cli-welcome = Введіть /довідка, щоб побачити команди; /вихід або Ctrl-D завершує сеанс, а гра зберігається до наступного разу.
cli-prompt-turn = ходить { $player }
cli-prompt-lobby = триває набір гравців
cli-prompt-none = гри немає
cli-cmd-quit = вихід
cli-cmd-help = довідка
cli-cmd-channel = канал
cli-help-leave = /довідка підказує, що можна зробити зараз; ІМ'Я: перед командою — хід від імені цього гравця; /вихід або Ctrl-D завершує сеанс, гра зберігається.
cli-channel-now = Рядки тепер ідуть у { $channel }.
cli-resuming = Продовжуємо вашу гру на мапі «{ $board }» у цьому каналі.
cli-bad-players = --players: на мапі «{ $board }» грають від { $least } до { $most } гравців; вкажіть число в цих межах.

## The bot lost access to a game's channel
lost-channel-dm = Я більше не можу писати в канал вашої гри ({ $board }, { $place }): бота видалили з сервера, у нього забрали дозволи або канал видалено. Гру призупинено, годинник стоїть; вона продовжиться, щойно я знову зможу писати в цей канал і хтось введе там команду.
lost-channel-back = Я знову можу писати в цей канал: гра триває, час на хід відлічується заново.
