## host: что ведущий игры сообщает игрокам (русский)

## Поля и варианты билетов
host-board-usa = США
host-board-europe = Европа
host-board-switzerland = Швейцария
host-board-world = Рельсы и паруса: Мир
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
host-new-no-board = Поля «{ $map }» нет; выберите usa, europe, switzerland или world.
host-new-variant-europe-only = Варианты билетов есть только в «Европе»; не указывайте variant.
host-new-no-variant = Варианта «{ $variant }» нет; выберите classic, 1912, mega или bigcities.
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
host-bot-name-easy = Бот { $n } (лёгкий)
host-bot-name-hard = Бот { $n } (сильный)
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
host-not-lobby-command = Это не команда лобби.
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
host-seat-bot-easy = { $player } (бот, лёгкий)
host-seat-bot-hard = { $player } (бот, сильный)
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
host-history-empty = Пока ничего не произошло.
# A history line saved before the catalogs existed (English).
host-saved-line = { $text }
host-final-scores = Итоговый счёт:
host-final-line = { $place }. { $player } — { $total } (маршруты { $routes }, билеты { $tickets }, длиннейший путь { $longest }, станции { $stations }, порты { $harbors }, обмен { $exchanges }; выполнено { $done } из { $count ->
        [one] { $count } билета
        [few] { $count } билетов
       *[many] { $count } билетов
    })

## Ходы
host-not-started = Игра ещё не началась.
host-not-started-start = Игра ещё не началась; её создатель запускает игру командой /{ discord-cmd-game } { discord-cmd-game-start }.
host-hand-not-playing = Вы не участвуете в этой игре, поэтому у вас нет карт.
host-not-playing = Вы не участвуете в этой игре; следить за ней можно через /{ discord-cmd-board }.
host-done = Готово.
host-done-notes = Готово: { $notes }.
host-notes = { $notes }.
host-not-a-move = Эта команда не меняет игру.
host-keep-no-offer = Вам не из чего выбирать; /{ discord-cmd-tickets } в ваш ход даёт новые билеты.
host-keep-no-such = Билета № { $n } нет; { $count ->
        [one] вам предложен { $count } билет
        [few] вам предложено { $count } билета
       *[many] вам предложено { $count } билетов
    } (нумерация с 1).

## Названия, введённые игроком
host-no-route-between = Нет маршрута { $a } – { $b }; маршруты соединяют только соседние города.
host-route-name-two-cities = Назовите маршрут двумя городами, например route:"Paris Bruxelles".
host-route-ambiguous = «{ $text }» может означать: { $routes }; укажите оба города полностью.
host-bad-lane = lane — это цвет маршрута (или gray) либо его номер 1 или 2, а не «{ $text }».
host-bad-color = «{ $text }» — не цвет; используйте: { $colors }.
host-bad-face-up-number = Открытые карты пронумерованы от 1 до { $count }; или берите из колоды: from:deck.
host-bad-draw = from — это deck, номер открытой карты от 1 до { $count } или цвет открытой карты, а не «{ $text }».
host-no-such-face-up = Среди открытых карт нет: { $card }. Сейчас открыты: { $row }.
host-bad-refill = refill — это trains или ships, а не «{ $text }».

## Карты на руке, билеты и предложения
host-hand-empty = нет карт
host-hand-cards = { $card } ×{ $count }
host-list = { $items }
host-your-cards = Ваши карты: { $cards }.
host-your-tickets = Ваши билеты: { $tickets }.
host-ticket-open = { $route } ({ $points }, не выполнен)
host-ticket-done = { $route } ({ $points }, выполнен)
host-offer-ticket = { $n }. { $route } ({ $points })
host-offer-long = { $n }. { $route } ({ $points }, длинный)
host-offer = Предложены билеты (оставьте хотя бы { $least }): { $tickets } — ответьте /{ discord-cmd-keep } { discord-opt-tickets }:1,2.
host-offer-mega-long = Предложены билеты (оставьте один длинный или ни одного): { $tickets } — ответьте /{ discord-cmd-keep } { discord-opt-tickets }:1.
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
host-button-keep = Оставить { $tickets }

## Таймеры хода
host-reminder = Напоминание: игра в вашем канале ждёт вас. Осталось около { $hours } ч, затем ход решится без вас.
host-timeout-chose = Время вышло: { $players }. Выбор за них сделал бот.
host-timeout-moved = Время вышло: { $players }. Ход за них сделал бот.
host-timeout-passed = Время вышло: { $players }. Ход пропущен.

## Командные строки (введённые команды и консоль)
parse-empty = Введите команду, например /draw from:deck или /claim route:"Paris Bruxelles".
parse-unknown = /{ $text } — нет такой команды. Команды: /game, /draw, /claim, /tunnel, /tickets, /keep, /station, /harbor, /exchange, /split, /hand, /board, /history.
parse-game-sub = /game { $text } — нет такой команды; используйте new, join, leave, addbot, start, end, kick или status.
parse-quote-open = Кавычка после { $option }: не закрыта.
parse-too-long = Значение { $option } слишком длинное (максимум { $most ->
        [one] { $most } символ
        [few] { $most } символа
       *[many] { $most } символов
    }).
parse-control = Значение { $option } содержит управляющие символы; введите обычный текст.
parse-number = { $option } — это число от { $least } до { $most }; вы ввели «{ $text }».
parse-required = Укажите { $option }, например { $example }.
parse-timeout = timeout — это bot или skip, а не «{ $text }».
parse-lang = lang — это en, ru или uk, а не «{ $text }».
parse-level = level — это easy или hard, а не «{ $text }».
parse-pay = pay — это yes или no, а не «{ $text }».
parse-pay-missing = Укажите pay:yes, чтобы доплатить карты, или pay:no, чтобы отказаться от туннеля.
parse-tickets = tickets — это номера предложенных билетов, например 1,3; «{ $text }» не подходит.
parse-exchange = Укажите одно из двух: trains_to_ships:N или ships_to_trains:N.
parse-split-trains = Укажите, сколько вагонов, например trains:20 ships:40.
parse-split-ships = Укажите, сколько кораблей, например trains:20 ships:40.
parse-not-utf8 = Эта строка не в кодировке UTF-8, поэтому пропущена; введите её заново обычным текстом.
