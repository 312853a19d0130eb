## host: що ведучий гри повідомляє гравцям (українська)

## Поля та варіанти квитків
host-board-usa = США
host-board-europe = Європа
host-board-switzerland = Швейцарія
host-board-world = Рейки та вітрила: Світ
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
host-new-no-board = Поля «{ $map }» немає; виберіть usa, europe, switzerland або world.
host-new-variant-europe-only = Варіанти квитків є лише в «Європі»; не вказуйте variant.
host-new-no-variant = Варіанта «{ $variant }» немає; виберіть classic, 1912, mega або bigcities.
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
host-bot-name-easy = Бот { $n } (легкий)
host-bot-name-hard = Бот { $n } (сильний)
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
host-not-lobby-command = Це не команда лобі.
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
host-seat-bot-easy = { $player } (бот, легкий)
host-seat-bot-hard = { $player } (бот, сильний)
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
host-history-empty = Поки що нічого не сталося.
# A history line saved before the catalogs existed (English).
host-saved-line = { $text }
host-final-scores = Підсумковий рахунок:
host-final-line = { $place }. { $player } — { $total } (маршрути { $routes }, квитки { $tickets }, найдовший шлях { $longest }, станції { $stations }, порти { $harbors }, обмін { $exchanges }; виконано { $done } з { $count ->
        [one] { $count } квитка
        [few] { $count } квитків
       *[many] { $count } квитків
    })

## Ходи
host-not-started = Гра ще не почалася.
host-not-started-start = Гра ще не почалася; її творець запускає гру командою /{ discord-cmd-game } { discord-cmd-game-start }.
host-hand-not-playing = Ви не берете участі в цій грі, тому у вас немає карт.
host-not-playing = Ви не берете участі в цій грі; стежити за нею можна через /{ discord-cmd-board }.
host-done = Готово.
host-done-notes = Готово: { $notes }.
host-notes = { $notes }.
host-not-a-move = Ця команда не змінює гру.
host-keep-no-offer = Вам нема з чого вибирати; /{ discord-cmd-tickets } у ваш хід дає нові квитки.
host-keep-no-such = Квитка № { $n } немає; вам запропоновано { $count ->
        [one] { $count } квиток
        [few] { $count } квитки
       *[many] { $count } квитків
    } (нумерація з 1).

## Назви, введені гравцем
host-no-route-between = Немає маршруту { $a } – { $b }; маршрути з’єднують лише сусідні міста.
host-route-name-two-cities = Назвіть маршрут двома містами, наприклад route:"Paris Bruxelles".
host-route-ambiguous = «{ $text }» може означати: { $routes }; вкажіть обидва міста повністю.
host-bad-lane = lane — це колір маршруту (або gray) чи його номер 1 або 2, а не «{ $text }».
host-bad-color = «{ $text }» — не колір; використовуйте: { $colors }.
host-bad-face-up-number = Відкриті карти пронумеровано від 1 до { $count }; або беріть із колоди: from:deck.
host-bad-draw = from — це deck, номер відкритої карти від 1 до { $count } або колір відкритої карти, а не «{ $text }».
host-no-such-face-up = Серед відкритих карт немає: { $card }. Зараз відкриті: { $row }.
host-bad-refill = refill — це trains або ships, а не «{ $text }».

## Карти в руці, квитки та пропозиції
host-hand-empty = немає карт
host-hand-cards = { $card } ×{ $count }
host-list = { $items }
host-your-cards = Ваші карти: { $cards }.
host-your-tickets = Ваші квитки: { $tickets }.
host-ticket-open = { $route } ({ $points }, не виконаний)
host-ticket-done = { $route } ({ $points }, виконаний)
host-offer-ticket = { $n }. { $route } ({ $points })
host-offer-long = { $n }. { $route } ({ $points }, довгий)
host-offer = Запропоновані квитки (залиште щонайменше { $least }): { $tickets } — дайте відповідь /{ discord-cmd-keep } { discord-opt-tickets }:1,2.
host-offer-mega-long = Запропоновані квитки (залиште один довгий або жодного): { $tickets } — дайте відповідь /{ discord-cmd-keep } { discord-opt-tickets }:1.
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
host-button-keep = Залишити { $tickets }

## Таймери ходу
host-reminder = Нагадування: гра у вашому каналі чекає на вас. Лишилося близько { $hours } год, потім хід вирішиться без вас.
host-timeout-chose = Час вийшов: { $players }. Вибір за них зробив бот.
host-timeout-moved = Час вийшов: { $players }. Хід за них зробив бот.
host-timeout-passed = Час вийшов: { $players }. Хід пропущено.

## Командні рядки (введені команди та консоль)
parse-empty = Введіть команду, наприклад /draw from:deck або /claim route:"Paris Bruxelles".
parse-unknown = /{ $text } — немає такої команди. Команди: /game, /draw, /claim, /tunnel, /tickets, /keep, /station, /harbor, /exchange, /split, /hand, /board, /history.
parse-game-sub = /game { $text } — немає такої команди; використовуйте new, join, leave, addbot, start, end, kick або status.
parse-quote-open = Лапки після { $option }: не закрито.
parse-too-long = Значення { $option } задовге (максимум { $most ->
        [one] { $most } символ
        [few] { $most } символи
       *[many] { $most } символів
    }).
parse-control = Значення { $option } містить керівні символи; введіть звичайний текст.
parse-number = { $option } — це число від { $least } до { $most }; ви ввели «{ $text }».
parse-required = Вкажіть { $option }, наприклад { $example }.
parse-timeout = timeout — це bot або skip, а не «{ $text }».
parse-lang = lang — це en, ru або uk, а не «{ $text }».
parse-level = level — це easy або hard, а не «{ $text }».
parse-pay = pay — це yes або no, а не «{ $text }».
parse-pay-missing = Вкажіть pay:yes, щоб доплатити карти, або pay:no, щоб відмовитися від тунелю.
parse-tickets = tickets — це номери запропонованих квитків, наприклад 1,3; «{ $text }» не підходить.
parse-exchange = Вкажіть одне з двох: trains_to_ships:N або ships_to_trains:N.
parse-split-trains = Вкажіть, скільки вагонів, наприклад trains:20 ships:40.
parse-split-ships = Вкажіть, скільки суден, наприклад trains:20 ships:40.
parse-not-utf8 = Цей рядок не в кодуванні UTF-8, тому його пропущено; введіть його знову звичайним текстом.
