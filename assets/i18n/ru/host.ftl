## host: что ведущий игры сообщает игрокам (русский)

## Поля и варианты билетов
host-board-usa = { rules-board-usa }
host-board-europe = { rules-board-europe }
host-board-switzerland = { rules-board-switzerland }
host-board-world = { rules-board-world }
host-variant-classic = , классические билеты
host-variant-1912 = , билеты «Европа 1912»
host-variant-mega = , билеты «Мега-Европа»
host-variant-big-cities = , билеты «Большие города Европы»
host-variant-none = {""}

## Хранение и загрузка
host-record-damaged = Сохранённая игра этого канала повреждена, играть в неё нельзя. Админ может завершить её командой /{ discord-cmd-game } { discord-cmd-game-end }: повреждённая игра будет отложена для проверки (ничего не удаляется), а канал освободится.
host-damaged-set-aside = Повреждённая игра отложена под именем { $id } (ничего не удалено); в этом канале можно начать новую: /{ discord-cmd-game } { discord-cmd-game-new }.
host-commit-unknown = Хранилище не подтвердило ваш ход, поэтому неизвестно, применён ли он. Посмотрите /{ discord-cmd-board }, прежде чем пробовать снова.
host-not-saved = Не удалось сохранить ваш ход; ничего не изменилось. Попробуйте чуть позже.
host-moved-on = Пока вы действовали, игра ушла вперёд; посмотрите на поле и попробуйте снова.
host-store-unavailable = Хранилище недоступно, поэтому ваш ход не применён. Попробуйте чуть позже.
host-board-missing = Не удалось загрузить поле «{ $map }»; админ может завершить эту игру командой /{ discord-cmd-game } { discord-cmd-game-end }.

## Лобби
host-no-game = В этом канале нет игры. Создайте её: /{ discord-cmd-game } { discord-cmd-game-new }.
host-new-game-exists = В этом канале уже есть игра; её покажет /{ discord-cmd-game } { discord-cmd-game-status }, а завершить её (/{ discord-cmd-game } { discord-cmd-game-end }) может создатель или админ.
host-new-lobby-exists = В этом канале уже есть лобби; его покажет /{ discord-cmd-game } { discord-cmd-game-status }, а закрыть его (/{ discord-cmd-game } { discord-cmd-game-end }) может создатель или админ.
host-new-no-board = Поля «{ $map }» нет; выберите { discord-choice-map-usa }, { discord-choice-map-europe }, { discord-choice-map-switzerland } или { discord-choice-map-world }.
host-new-variant-europe-only = Варианты билетов есть только в «Европе»; не указывайте «{ discord-opt-variant }».
host-new-no-variant = Варианта «{ $variant }» нет; выберите «{ discord-choice-variant-classic }», «{ discord-choice-variant-1912 }», «{ discord-choice-variant-mega }» или «{ discord-choice-variant-bigcities }».
host-new-bonus-europe-only = Бонусные билеты есть только в «Европе».
host-new-seats = Для игры «{ $board }» нужно от { $least } до { $most ->
        [one] { $most } игрока
        [few] { $most } игроков
       *[many] { $most } игроков
    }.
host-default-player-name = игрок
host-lobby-opened = { $player } открывает игру «{ $board }» для { $seats ->
        [one] { $seats } игрока
        [few] { $seats } игроков
       *[many] { $seats } игроков
    }{ $tickets }. Присоединяйтесь: /{ discord-cmd-game } { discord-cmd-game-join }; добавить бота: /{ discord-cmd-game } { discord-cmd-game-addbot }; { $player } начнёт игру командой /{ discord-cmd-game } { discord-cmd-game-start }.
host-lobby-opened-reply = Лобби открыто.
host-joined = { $player } в лобби ({ $seated }/{ $seats }).
host-join-started = Игра уже началась; следить за ней можно через /{ discord-cmd-board }.
host-join-already = Вы уже в этом лобби.
host-join-reply = Вы присоединились.
host-lobby-full = Лобби заполнено.
host-leave-started = Игра уже идёт; попросите её создателя или админа выполнить /{ discord-cmd-game } { discord-cmd-game-kick } (ваше место займёт бот).
host-leave-not-in = Вас нет в этом лобби.
host-leave-reply = Вы вышли.
host-left = { $player } выходит из лобби.
host-already-started = Игра уже началась.
host-addbot-not-in = Добавлять ботов могут только игроки этого лобби.
host-bot-name = Бот { $n }
host-addbot-reply = Бот добавлен.
host-end-not-allowed = Завершить игру может только её создатель или тот, кто управляет каналом.
host-end-reply = Игра завершена.
host-lobby-closed-reply = Лобби закрыто.
host-lobby-closed = { $player } закрывает лобби.
host-ended-early = { $player } досрочно завершает игру.
host-end-scored-reply = Игра завершена, очки подсчитаны.
host-kick-not-allowed = Удалить игрока может только создатель игры или тот, кто управляет каналом.
host-kick-no-player = В этой игре нет игрока «{ $player }».
host-kick-reply = Игрок удалён.
host-kicked-from-lobby = Из лобби удалён игрок { $player }.
host-kicked = Игрок { $player } удалён; его место занимает бот.
host-kick-bot-reply = Игрок удалён; его место занял бот.
host-start-not-allowed = Начать игру может только её создатель (или тот, кто управляет каналом).
host-start-too-few = Для игры «{ $board }» нужно минимум { $least ->
        [one] { $least } игрок
        [few] { $least } игрока
       *[many] { $least } игроков
    }; сейчас в лобби { $seated ->
        [one] { $seated } игрок
        [few] { $seated } игрока
       *[many] { $seated } игроков
    }. Пригласите кого-нибудь или добавьте бота: /{ discord-cmd-game } { discord-cmd-game-addbot }.
host-game-starts = Игра «{ $board }» начинается! Все выбирают билеты (в личных сообщениях или через /{ discord-cmd-hand }).
host-start-reply = Игра началась.

## Статус
host-seat = { $player }
host-seat-bot-easy = { $player } (компьютер, слабый)
host-seat-bot-hard = { $player } (компьютер, сильный)
host-seat-bot-expert = { $player } (компьютер, эксперт)
host-lobby-status = Лобби «{ $board }» ({ $seats ->
        [one] { $seats } место
        [few] { $seats } места
       *[many] { $seats } мест
    }): { $players }. Играть — /{ discord-cmd-game } { discord-cmd-game-join }; создатель начинает игру командой /{ discord-cmd-game } { discord-cmd-game-start }.
host-game-status = Игра «{ $board }».
host-player-status = { $player }: { $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    }, { $pieces ->
        [one] { $pieces } фишка
        [few] { $pieces } фишки
       *[many] { $pieces } фишек
    }, { $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
       *[many] { $cards } карт
    }, { $tickets ->
        [one] { $tickets } билет
        [few] { $tickets } билета
       *[many] { $tickets } билетов
    }
host-waiting-for = Ждём выбора: { $players } (см. личные сообщения или /{ discord-cmd-hand }).
host-your-turn = Ваш ход, { $player }.
host-second-card = { $player }, возьмите вторую карту: из колоды или открытую, но не { $wild }.
host-history-empty = Пока ничего не произошло.
# A history line saved before the catalogs existed (English).
host-saved-line = { $text }
host-final-scores = Итоговый счёт:
host-final-line = { $place }. { $player } — { $total } ({ $parts }; выполнено { $done } из { $count ->
        [one] { $count } билета
        [few] { $count } билетов
       *[many] { $count } билетов
    })
host-final-tickets = Билеты игрока { $player }: { $tickets }
host-final-ticket-done = { $route } { $points }
host-final-ticket-failed = { $route } { $points }, не выполнен
host-score-routes = перегоны { $points }
host-score-tickets = билеты { $points }
host-score-longest = самый длинный путь { $points }
host-score-stations = станции { $points }
host-score-harbors = порты { $points }
host-score-exchanges = обмен { $points }
host-to-move = Ходит { $player }.
host-face-up = Открытые карты: { $row }.
host-face-up-then = { $first } · { $rest }
host-face-up-slot = { $n } { $card }
host-face-up-slot-empty = { $n } пусто
host-face-up-none = Открытых карт не осталось.
host-face-up-refilled = на место { $n } открыта новая карта: { $card }
host-face-up-left-empty = место { $n } среди открытых карт осталось пустым: карт больше нет
host-no-cards-left = Карт больше нет: колода, сброс и открытые карты пусты. Вместо этого проложите перегон{ $build ->
        [station] , постройте станцию
        [harbor] , постройте порт
       *[none] {""}
    } или возьмите билеты.
host-tunnel-answer = { $player }, доплатите { $extra ->
        [one] { $extra } карту
        [few] { $extra } карты
       *[many] { $extra } карт
    } командой /{ discord-cmd-tunnel } { discord-opt-pay }:да или откажитесь от туннеля: /{ discord-cmd-tunnel } { discord-opt-pay }:нет.
host-double-route = { $route } — двойной перегон: { $lanes }.
host-lane-gray = серого цвета
host-lane-free = колея { $n } { $color } (свободна)
host-lane-taken = колея { $n } { $color } (занята: { $player })
host-lane-closed = колея { $n } { $color } (закрыта: при таком числе игроков используется только одна колея)
## Ходы
host-not-started = Игра ещё не началась.
host-not-started-start = Игра ещё не началась; её создатель запускает игру командой /{ discord-cmd-game } { discord-cmd-game-start }.
host-hand-not-playing = Вы не участвуете в этой игре, поэтому у вас нет карт.
host-not-playing = Вы не участвуете в этой игре; следить за ней можно через /{ discord-cmd-board }.
host-done = Готово.
host-done-second-card = Готово. Теперь возьмите вторую карту: из колоды или открытую, но не { $wild }.
host-done-notes-second-card = Готово: ваша карта из колоды — { $notes }. Теперь возьмите вторую карту: из колоды или открытую, но не { $wild }.
host-done-notes = Готово: ваша карта из колоды — { $notes }.
host-notes = Ваша карта из колоды — { $notes }.
host-not-a-move = Эта команда не меняет игру.
host-keep-no-offer = Вам не из чего выбирать; /{ discord-cmd-tickets } в ваш ход даёт новые билеты.
host-keep-no-such = Билета № { $n } нет; { $count ->
        [one] вам предложен { $count } билет
        [few] вам предложено { $count } билета
       *[many] вам предложено { $count } билетов
    } (нумерация с 1).
host-keep-none-refused = От этого предложения нельзя отказаться целиком: оставьте хотя бы { $least } (0 — ни одного — можно только там, где это разрешают правила, как для длинных билетов «Мега-Европы»).

## Названия, введённые игроком
host-no-route-between = Между { $a } и { $b } нет перегона; перегоны соединяют только соседние города.
host-route-name-two-cities = Назовите перегон двумя городами, например { discord-opt-route }:{ $example }.
host-name-a-city = Укажите город, например { discord-opt-city }:{ $example }.
host-route-ambiguous = «{ $text }» может означать: { $routes }; укажите оба города полностью.
host-bad-lane = В параметре «{ discord-opt-lane }» укажите цвет колеи (или «{ discord-color-gray }») либо её номер, 1 или 2, а не «{ $text }».
host-bad-color = «{ $text }» — не цвет; используйте: { $colors }.
host-bad-face-up-number = Открытые карты пронумерованы от 1 до { $count }; или берите из колоды: { discord-opt-from }:{ discord-suggest-deck }.
host-bad-draw = В параметре «{ discord-opt-from }» укажите «{ discord-suggest-deck }», номер открытой карты или её цвет, а не «{ $text }».
host-no-such-face-up = Открытой карты «{ $card }» нет. Сейчас открыты: { $row }.
host-bad-refill = В параметре «{ discord-opt-refill }» укажите «вагоны» или «корабли», а не «{ $text }».

## Карты на руке, билеты и предложения
host-hand-empty = нет карт
host-hand-cards = { $card } ×{ $count }
host-list = { $items }
host-your-cards = Ваши карты: { $cards }.
host-your-tickets = Ваши билеты: { $tickets }.
host-ticket-open = { $route } ({ $points }, не выполнен)
host-ticket-open-cost = { $route } ({ $points }, не выполнен; −{ $cost }, если не выполнить)
host-ticket-done = { $route } ({ $points }, выполнен)
host-ticket-done-via = { $route } ({ $points }, выполнен через станцию { $city })
host-offer-ticket = { $n }. { $route } ({ $points })
host-offer-ticket-cost = { $n }. { $route } ({ $points }; −{ $cost }, если не выполнить)
host-offer-long = { $n }. { $route } ({ $points }, длинный)
host-offer = Предложены билеты (оставьте хотя бы { $least }): { $tickets } — ответьте /{ discord-cmd-keep } { discord-opt-tickets }:1,2.
host-offer-mega-long = Предложены билеты (оставьте один длинный или ни одного): { $tickets } — ответьте /{ discord-cmd-keep } { discord-opt-tickets }:1 или /{ discord-cmd-keep } { discord-opt-tickets }:0, чтобы не оставлять ни одного.
host-choose-split = Выберите фишки: всего 60, не больше 25 вагонов и 50 кораблей — /{ discord-cmd-split } { discord-opt-trains }:20 { discord-opt-ships }:40.

## Кнопки
host-button-stale = Эта кнопка с прошлого хода; ничего не изменилось. Посмотрите последнее сообщение (или /{ discord-cmd-board }) и попробуйте снова.
host-button-join = Присоединиться
host-button-start = Начать
host-button-face-up = { $slot }: { $card }
host-button-empty-slot = пусто
host-button-deck = Колода
host-button-ship-deck = Колода кораблей
host-button-tunnel-pay = Доплатить { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[many] { $count } карт
    }
host-button-tunnel-give-up = Отказаться от туннеля
host-button-keep-all = Оставить все

## Таймеры хода
host-reminder = Напоминание: игра в вашем канале ждёт вас. Осталось около { $hours } ч, затем ход решится без вас.
host-timeout-chose = Время вышло: { $players }. Выбор сделал бот.
host-timeout-moved = Время вышло: { $players }. Ход сделал бот.
host-timeout-passed = Время вышло: { $players }. Ход пропущен.

## Командные строки (введённые команды и консоль)
parse-empty = Введите команду, например /{ discord-cmd-draw } { discord-opt-from }:{ discord-suggest-deck }, или /{ discord-cmd-help }, чтобы увидеть, что можно сделать сейчас.
parse-unknown = /{ $text } — нет такой команды. Введите /{ discord-cmd-help }, чтобы увидеть те, что можно использовать сейчас.
parse-game-sub = /{ discord-cmd-game } { $text } — нет такой команды; используйте { discord-cmd-game-new }, { discord-cmd-game-join }, { discord-cmd-game-leave }, { discord-cmd-game-addbot }, { discord-cmd-game-start }, { discord-cmd-game-end }, { discord-cmd-game-kick } или { discord-cmd-game-status }.
parse-quote-open = Кавычка после { $option }: не закрыта.
parse-too-long = Значение { $option } слишком длинное (максимум { $most ->
        [one] { $most } символ
        [few] { $most } символа
       *[many] { $most } символов
    }).
parse-control = Значение { $option } содержит управляющие символы; введите обычный текст.
parse-number = { $option } — это число от { $least } до { $most }; вы ввели «{ $text }».
parse-required = Укажите { $option }, например { $option }:{ $example }.
parse-timeout = В параметре «{ discord-opt-timeout }» укажите bot (за игрока ходит компьютер), expert (ходит компьютер-эксперт) или skip (ход пропускается), а не «{ $text }».
parse-lang = В параметре «{ discord-opt-lang }» укажите en, ru или uk, а не «{ $text }».
parse-level = В параметре «{ discord-opt-level }» укажите «{ discord-choice-level-easy }», «{ discord-choice-level-hard }» или «{ discord-choice-level-expert }», а не «{ $text }».
parse-pay = В параметре «{ discord-opt-pay }» укажите «да» или «нет», а не «{ $text }».
parse-pay-missing = Укажите { discord-opt-pay }:да, чтобы доплатить карты, или { discord-opt-pay }:нет, чтобы отказаться от туннеля.
parse-tickets = В параметре «{ discord-opt-tickets }» перечислите номера предложенных билетов, например 1,3; «{ $text }» не подходит.
parse-exchange = Укажите { discord-opt-direction }:"{ discord-choice-exchange-to-ships }" или { discord-opt-direction }:"{ discord-choice-exchange-to-trains }" и { discord-opt-count }:N.
parse-split-trains = Укажите, сколько вагонов, например { discord-opt-trains }:20 { discord-opt-ships }:40.
parse-split-ships = Укажите, сколько кораблей, например { discord-opt-trains }:20 { discord-opt-ships }:40.
parse-empty-value = { $option }: пусто; укажите значение или уберите этот параметр.
parse-unknown-option = Неизвестный параметр { $option }; у /{ $command } есть только { $options }.
parse-bare-value = Перед «{ $text }» нужно имя параметра: напишите /{ $command } { $option }:{ $text }.
parse-bare-none = /{ $command } без значений; уберите «{ $text }».
parse-no-options = Неизвестный параметр { $option }; у /{ $command } нет параметров.
parse-subcommand = { $command } { $sub }
parse-yes-no = Ответьте «да» или «нет», а не «{ $text }».
host-pay-choose = Оплатить { $route } можно по-разному, и даже самый дешёвый способ тратит локомотивы; выберите: { $options }. Повторите команду с { discord-opt-locos }: (и { discord-opt-color }:), как указано.
host-pay-option = { $cards } ({ discord-opt-color }:{ $color } { discord-opt-locos }:{ $locos })
host-pay-option-locos = { $cards } ({ discord-opt-locos }:{ $locos })
host-pay-or = { $first }; { $rest }
host-button-pay = Оплатить: { $cards }
parse-not-utf8 = Эта строка не в кодировке UTF-8, поэтому пропущена; введите её заново обычным текстом.
host-recap = Вся партия, ход за ходом:

## Консоль (conductor local).
cli-player-name = Игрок 1
cli-welcome = Введите /помощь, чтобы увидеть команды; /выход или Ctrl-D завершает сеанс, а партия сохраняется до следующего раза.
cli-prompt-turn = ходит { $player }
cli-prompt-lobby = идёт набор игроков
cli-prompt-none = партии нет
cli-cmd-quit = выход
cli-cmd-help = помощь
cli-cmd-channel = канал
cli-help-leave = /помощь подсказывает, что можно сделать сейчас; ИМЯ: перед командой — ход от имени этого игрока; /выход или Ctrl-D завершает сеанс, партия сохраняется.
cli-channel-now = Строки теперь идут в { $channel }.
cli-resuming = Продолжаем вашу партию на карте «{ $board }» в этом канале.
cli-bad-players = --players: на карте «{ $board }» играют от { $least } до { $most } игроков; укажите число в этих пределах.

## The bot lost access to a game's channel
lost-channel-dm = Я больше не могу писать в канал вашей игры ({ $board }, { $place }): бота удалили с сервера, у него забрали права или канал удалён. Игра на паузе, часы стоят; она продолжится, как только я снова смогу писать в этот канал и кто-нибудь введёт там команду.
lost-channel-back = Я снова могу писать в этот канал: игра продолжается, время на ход отсчитывается заново.
