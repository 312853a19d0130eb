## discord: ru

## Слэш-команды. Названия — не длиннее 32 символов, строчными буквами, без
## пробелов; описания — не длиннее 100 символов.

discord-cmd-game = игра
discord-cmd-game-desc = Игра в этом канале: открыть, войти, начать, завершить.
discord-cmd-game-new = новая
discord-cmd-game-new-desc = Открыть лобби новой игры в этом канале.
discord-cmd-game-join = войти
discord-cmd-game-join-desc = Занять место в лобби этого канала.
discord-cmd-game-leave = выйти
discord-cmd-game-leave-desc = Покинуть лобби этого канала.
discord-cmd-game-addbot = бот
discord-cmd-game-addbot-desc = Добавить в лобби компьютерного игрока.
discord-cmd-game-start = начать
discord-cmd-game-start-desc = Начать игру (может её создатель или тот, кто управляет каналом).
discord-cmd-game-end = завершить
discord-cmd-game-end-desc = Завершить игру сейчас и подсчитать очки или закрыть лобби.
discord-cmd-game-kick = исключить
discord-cmd-game-kick-desc = Убрать игрока; его место займёт компьютер.
discord-cmd-game-status = статус
discord-cmd-game-status-desc = Показать лобби или счёт игры и чей сейчас ход.
discord-cmd-draw = взять
discord-cmd-draw-desc = Взять карту: одну из открытых или из колоды.
discord-cmd-claim = проложить
discord-cmd-claim-desc = Проложить перегон между двумя городами.
discord-cmd-tunnel = туннель
discord-cmd-tunnel-desc = Оплатить дополнительные карты туннеля или отказаться от него.
discord-cmd-tickets = билеты
discord-cmd-tickets-desc = Взять новые билеты (карты маршрутов).
discord-cmd-keep = оставить
discord-cmd-keep-desc = Оставить билеты из предложенных, по их номерам.
discord-cmd-station = станция
discord-cmd-station-desc = Построить станцию в городе (Европа).
discord-cmd-harbor = порт
discord-cmd-harbor-desc = Построить порт в портовом городе (Мир).
discord-cmd-exchange = обменять
discord-cmd-exchange-desc = Обменять фишки вагонов на корабли или наоборот (Мир).
discord-cmd-split = распределить
discord-cmd-split-desc = Выбрать, как разделить 60 фишек на вагоны и корабли (Мир).
discord-cmd-hand = рука
discord-cmd-hand-desc = Ваши карты и билеты (видите только вы).
discord-cmd-board = поле
discord-cmd-board-desc = Игровое поле и счёт.
discord-cmd-history = история
discord-cmd-history-desc = Что недавно происходило в этой игре.

## Названия параметров: одно на смысл, общее для всех команд с ним.
discord-opt-map = карта
discord-opt-variant = вариант
discord-opt-bonus = бонус
discord-opt-seats = игроков
discord-opt-turn-hours = часов_на_ход
discord-opt-timeout = таймаут
discord-opt-lang = язык
discord-opt-level = уровень
discord-opt-user = игрок
discord-opt-from = откуда
discord-opt-refill = пополнить
discord-opt-route = перегон
discord-opt-color = цвет
discord-opt-locos = локомотивы
# Параметр locos команды /harbor считает джокеры.
discord-opt-jokers = джокеры
discord-opt-doubles = двойные
discord-opt-lane = колея
discord-opt-pay = платить
discord-opt-tickets = билеты
discord-opt-city = город
discord-opt-direction = направление
discord-opt-count = сколько
discord-opt-trains = вагоны
discord-opt-ships = корабли

## Описания параметров.
discord-opt-new-map-desc = Игровое поле
discord-opt-new-variant-desc = Европа: вариант с другим набором билетов
discord-opt-new-bonus-desc = Европа: добавить бонусные билеты
discord-opt-new-seats-desc = Сколько игроков (мест)
discord-opt-new-turn-hours-desc = Часов на ход (0 — без ограничения; по умолчанию 24)
discord-opt-new-timeout-desc = Когда время вышло: ходит компьютер или ход пропускается
discord-opt-new-lang-desc = Язык сообщений и картинок игры (по умолчанию — язык сервера)
discord-opt-addbot-level-desc = Насколько сильно он играет (по умолчанию — сильно)
discord-opt-kick-user-desc = Кого убрать из игры
discord-opt-draw-from-desc = Колода, номер или цвет открытой карты
discord-opt-draw-refill-desc = Мир: пополнить открытый ряд из колоды вагонов или кораблей
discord-opt-claim-route-desc = Перегон — по двум его городам
discord-opt-pay-color-desc = Цвет карт для оплаты
discord-opt-pay-locos-desc = Сколько локомотивов использовать
discord-opt-claim-doubles-desc = Мир: сколько двойных кораблей использовать
discord-opt-claim-lane-desc = Двойные перегоны: какая колея, по цвету или номеру
discord-opt-tunnel-pay-desc = Оплатить дополнительные карты?
discord-opt-tunnel-locos-desc = Сколько из них локомотивов
discord-opt-keep-tickets-desc = Номера билетов, которые оставить, например 1,3
discord-opt-station-city-desc = Город
discord-opt-harbor-city-desc = Портовый город
discord-opt-harbor-jokers-desc = Сколько джокеров использовать
discord-opt-exchange-direction-desc = В какую сторону
discord-opt-exchange-count-desc = Сколько фишек
discord-opt-split-trains-desc = Вагоны (не больше 25)
discord-opt-split-ships-desc = Корабли (не больше 50)

## Варианты выбора.
discord-choice-map-usa = США
discord-choice-map-europe = Европа
discord-choice-map-switzerland = Швейцария
discord-choice-map-world = Мир
discord-choice-variant-classic = классическая Европа
discord-choice-variant-1912 = Европа 1912
discord-choice-variant-mega = Мега-Европа
discord-choice-variant-bigcities = Большие города Европы
discord-choice-timeout-bot = за него ходит компьютер
discord-choice-timeout-skip = его ход пропускается
discord-choice-timeout-expert = за него ходит компьютер-эксперт
discord-choice-level-easy = слабый
discord-choice-level-hard = сильный
discord-choice-level-expert = эксперт
discord-choice-lang-en = English
discord-choice-lang-ru = Русский
discord-choice-lang-uk = Українська
discord-choice-exchange-to-ships = вагоны на корабли
discord-choice-exchange-to-trains = корабли на вагоны

## Параметры, отклонённые до игры.
discord-parse-too-long = Значение «{ $option }» слишком длинное (не больше { $max } { $max ->
    [one] символа
   *[many] символов
}).
discord-parse-control = Значение «{ $option }» содержит управляющие символы; введите обычный текст.
discord-parse-ticket-number = «{ $part }» — не номер билета: в «{ discord-opt-tickets }» перечислите номера предложенных билетов, например 1,3.
discord-outdated = Не удалось прочитать параметры этой команды. Если команды бота недавно изменились, перезапустите Discord (Ctrl+R) и попробуйте снова.

## Ответы и объявления самого Discord-слоя.
discord-restarting = Бот перезапускается; попробуйте через минуту.
discord-servers-only = Игровые команды работают только в каналах сервера: используйте их на сервере, где есть бот.
discord-perm-view-channel = «Просматривать каналы»
discord-perm-send-messages = «Отправлять сообщения»
discord-perm-attach-files = «Прикреплять файлы»
discord-perm-create-threads = «Создавать публичные ветки»
discord-perm-manage-threads = «Управлять ветками»
discord-perm-send-in-threads = «Отправлять сообщения в ветках»
discord-perm-pin-messages = «Закреплять сообщения»
discord-pin-failed = Я опубликовал таблицу турнира, но не смог её закрепить: мне нужно право { discord-perm-pin-messages } в этом канале. Попросите того, кто управляет каналом, выдать его или закрепите сообщение с таблицей вручную; я всё равно буду его обновлять.
discord-lacking = Я не могу публиковать игру в этом канале: мне не хватает { $count ->
    [one] права
   *[many] прав
} { $permissions }. Попросите того, кто управляет каналом, выдать { $count ->
    [one] его
   *[many] их
}.
discord-dms-closed = { $user }, я не могу отправлять вам личные сообщения. Разрешите личные сообщения от участников этого сервера (настройки конфиденциальности) или введите здесь /{ discord-cmd-hand }, чтобы увидеть свои карты и билеты.

## Подсказки.
discord-suggest-route = { $route } — оплата: { $cost }
discord-suggest-cards = { $card } ×{ $count }
discord-suggest-deck = колода
discord-suggest-train-deck = колода вагонов
discord-suggest-ship-deck = колода кораблей
discord-suggest-keep = Оставить { $tickets }
discord-color-gray = серая
