# ru: texts of the tourney area.

## Создание и запись
tourney-exists = В этом канале уже идёт турнир «{ $name }». Сначала завершите или отмените его (/tourney end, /tourney cancel) или создайте новый в другом канале.
tourney-none = В этом канале нет турнира. Организатор может создать его командой /tourney create.
tourney-bad-name = Название турнира — от 1 до { $most } символов.
tourney-bad-rounds = В турнире может быть от 1 до { $most } туров.
tourney-bad-sizes = Размеры столов на этой карте должны быть такими: { $least } ≤ минимум ≤ стол ≤ максимум ≤ { $most } (указано: стол { $size }, минимум { $min }, максимум { $max }).
tourney-created = Турнир «{ $name }» на карте { $board }: туров — { $rounds }, за столом по { $size }. Записаться: /tourney join. Обязательство по сиду жеребьёвки: `{ $commitment }`.
tourney-created-reply = Турнир создан. Игроки записываются командой /tourney join, запуск — /tourney start.
tourney-over = Турнир «{ $name }» окончен. Организатор может создать новый командой /tourney create.
tourney-join-already = Вы уже записаны.
tourney-join-dropped = Вы выбыли; вернуться можно командой /tourney rejoin.
tourney-join-reply = Вы записаны.
tourney-joined = { $player } записывается на турнир (всего записано: { $count }).
tourney-addbot-reply = Бот записан.
tourney-leave-started = Турнир уже начался; чтобы прекратить игру, используйте /tourney drop.
tourney-not-in = Вы не участвуете в этом турнире; записаться: /tourney join.
tourney-leave-reply = Вы больше не записаны на турнир.
tourney-left = { $player } снимается с турнира.
tourney-not-organiser = Это может сделать только организатор турнира, тот, кто управляет сервером, или участник с ролью организатора турниров на этом сервере.
tourney-not-running = Турнир не идёт; организатор запускает его командой /tourney start.
tourney-no-player = В турнире нет участника «{ $player }»; список участников — в /tourney standings.
tourney-already-dropped = { $player } уже выбыл(а).
tourney-not-dropped = { $player } по-прежнему в турнире.
tourney-rejoin-reply = Вы снова в турнире и получите пару со следующего тура.
tourney-rejoined = { $player } возвращается в турнир.
tourney-drop-reply = Вы выбыли: пар больше не будет. Текущую партию за вас доиграет бот.
tourney-dropped = { $player } выбывает из турнира.

## Туры
tourney-already-started = Турнир уже начался.
tourney-start-reply = Пары первого тура составлены, столы открываются.
tourney-cannot-pair = { $players } участников не рассадить за столы минимум по { $min }: { $why }. Дождитесь новых участников или создайте турнир с меньшим минимумом.
tourney-next-waiting = { $tables ->
    [one] Ещё { $tables } стол играет; следующий тур составится, когда он закончит.
    [few] Ещё { $tables } стола играют; следующий тур составится, когда они закончат.
   *[other] Ещё { $tables } столов играют; следующий тур составится, когда они закончат.
}
tourney-next-reply = Готово: следующий тур составлен или турнир окончен.
tourney-pairings-head = Рассадка тура { $round }:
tourney-pairings-table = Стол { $table } ({ $name }): { $players }
tourney-pairings-byes = Без пары (технический тур): { $players }
tourney-no-round = Тура { $round } ещё нет.
tourney-table-starts = Турнир «{ $name }», тур { $round }, стол { $table }. Обязательство по сиду этой партии: `{ $commitment }` (раскроется после партии).
tourney-game-revealed = Партия { $game } окончена. Её сид — { $seed }, соль — { $salt }; проверьте, что они дают обязательство `{ $commitment }`: `conductor verify { $game }`.
tourney-table-result = { $name }: партия окончена{ $computer ->
    [yes] {" "}(доиграли боты)
   *[no] {""}
}: { $results }
tourney-no-thread = Канал для стола пока не создан; скоро попробуем снова.

## Инструменты организатора
tourney-sub-not-seated = { $player } сейчас не играет ни за одним столом.
tourney-sub-busy = { $player } уже играет за столом в этом туре.
tourney-sub-not-open = Этот стол ещё не открылся; попробуйте через минуту.
tourney-sub-reply = Замена посажена.
tourney-subbed = За столом { $table } { $into } занимает место игрока { $out }.
tourney-seat-taken = { $player } занимает место игрока { $before }.
tourney-adjusted = { $player }: { $points } турнирных очков ({ $reason }).
tourney-adjust-reply = Поправка записана.
tourney-end-reply = Турнир окончен.
tourney-cancel-reply = Турнир отменён.
tourney-cancelled = Турнир «{ $name }» отменён.
tourney-finished = Турнир «{ $name }» окончен. Итоговая таблица:
tourney-seed-revealed = Сид жеребьёвки { $seed }, соль { $salt } (обязательство `{ $commitment }`); проверка — /tourney verify.

## Таблица и состояние
tourney-standings-head = Таблица турнира «{ $name }»:
tourney-standings-line = { $rank }. { $player }: { $tp } турн. оч., { $vp }% очков победителя стола, побед: { $wins } из { $games }{ $dropped ->
    [yes] {" "}(выбыл)
   *[no] {""}
}
tourney-stage-signup = идёт запись, участников: { $players }
tourney-stage-running = тур { $round } из { $rounds }
tourney-stage-finished = окончен
tourney-stage-cancelled = отменён
tourney-status-head = «{ $name }»: { $stage }
tourney-status-done = { $name }: партия окончена
tourney-status-opening = { $name }: стол открывается
tourney-status-setup = { $name }: игроки выбирают билеты
tourney-status-table = { $name }: ходит { $player } (до { $until })
tourney-round-deadline = Срок тура: { $at }

## Часы
tourney-strike = { $player } не успевает походить: предупреждение { $strikes } из { $most }.
tourney-struck-out = { $player } не успевает походить { $most } раза подряд и выбывает; место остаётся за ботом.
tourney-hurry = Срок тура прошёл: теперь на каждый ход даётся { $hours } ч.
tourney-computer-finishes = Дополнительное время тура вышло: партию доигрывают боты.

## Проверка
tourney-verify-pending = Сид жеребьёвки раскроется после турнира. Обязательство: `{ $commitment }`.
tourney-verify-ok = Проверено: сид { $seed } соответствует обязательству `{ $commitment }` и даёт рассадку всех туров ({ $rounds }).
tourney-verify-failed = Проверка не пройдена: { $why }.
verify-game-ok = Партия { $game } проверена: сид { $seed } совпадает, а повтор { $moves } записей журнала приводит к сохранённому финалу.
verify-game-failed = Партия не проходит проверку: { $why }.

## Названия команд и параметров
discord-cmd-tourney = турнир
discord-cmd-tourney-desc = Турнир по швейцарской системе в этом канале.
discord-cmd-tourney-create = создать
discord-cmd-tourney-create-desc = Создать турнир в этом канале.
discord-cmd-tourney-join = записаться
discord-cmd-tourney-join-desc = Записаться на турнир этого канала.
discord-cmd-tourney-addbot = бот
discord-cmd-tourney-addbot-desc = Записать бота (для организаторов).
discord-cmd-tourney-leave = выйти
discord-cmd-tourney-leave-desc = Сняться с турнира до его начала.
discord-cmd-tourney-drop = сойти
discord-cmd-tourney-drop-desc = Выйти (организатор снимает участника); партию доиграет бот.
discord-cmd-tourney-rejoin = вернуться
discord-cmd-tourney-rejoin-desc = Вернуться после схода; пара — со следующего тура.
discord-cmd-tourney-start = начать
discord-cmd-tourney-start-desc = Составить пары первого тура и открыть столы (для организаторов).
discord-cmd-tourney-next = следующий
discord-cmd-tourney-next-desc = Следующий тур, когда все столы доиграли (организаторы).
discord-cmd-tourney-sub = замена
discord-cmd-tourney-sub-desc = Посадить замену за стол участника (организаторы).
discord-cmd-tourney-adjust = поправка
discord-cmd-tourney-adjust-desc = Добавить или снять турнирные очки с причиной (организаторы).
discord-cmd-tourney-end = завершить
discord-cmd-tourney-end-desc = Завершить турнир сейчас с текущей таблицей (для организаторов).
discord-cmd-tourney-cancel = отменить
discord-cmd-tourney-cancel-desc = Отменить турнир без итогов (для организаторов).
discord-cmd-tourney-standings = таблица
discord-cmd-tourney-standings-desc = Показать турнирную таблицу.
discord-cmd-tourney-pairings = рассадка
discord-cmd-tourney-pairings-desc = Показать столы тура.
discord-cmd-tourney-status = статус
discord-cmd-tourney-status-desc = Кто ходит за каждым столом и какие сроки.
discord-cmd-tourney-verify = проверить
discord-cmd-tourney-verify-desc = Сверить раскрытый сид жеребьёвки с обязательством.
discord-opt-name = название
discord-opt-rounds = туров
discord-opt-size = размер_стола
discord-opt-min = минимум
discord-opt-max = максимум
discord-opt-round-days = дней_на_тур
discord-opt-rated = рейтинговый
discord-opt-quiet-hours = тихие_часы
discord-opt-final = финал
discord-opt-player = участник
discord-opt-with = заменяющий
discord-opt-points = очки
discord-opt-reason = причина
discord-opt-round = тур
parse-tourney-sub = У /tourney нет подкоманды «{ $text }»; есть create, join, leave, drop, rejoin, start, next, sub, adjust, end, cancel, standings, pairings, status и verify.
discord-opt-tourney-name-desc = Название турнира
discord-opt-tourney-rounds-desc = Сколько туров по швейцарской системе (по умолчанию 3)
discord-opt-tourney-size-desc = Игроков за столом (по умолчанию 4)
discord-opt-tourney-min-desc = Наименьший стол (по умолчанию на одного меньше)
discord-opt-tourney-max-desc = Наибольший допустимый стол (по умолчанию — размер стола)
discord-opt-tourney-round-days-desc = Дней на тур до ускоренных часов (0 — без срока; по умолчанию 7)
discord-opt-tourney-rated-desc = Учитывать результаты в рейтинге сервера (по умолчанию да)
discord-opt-tourney-quiet-hours-desc = Игроки могут указать тихие часы
discord-opt-tourney-final-desc = Финальный стол для четырёх лучших после туров
discord-opt-tourney-player-desc = Участник
discord-opt-tourney-with-desc = Кто садится на его место
discord-opt-tourney-points-desc = Сколько турнирных очков добавить (отрицательное число — снять)
discord-opt-tourney-reason-desc = Причина, её увидят все
discord-opt-tourney-round-desc = Тур (по умолчанию последний)

## Картинки
tourney-pic-standings = «{ $name }»: положение после тура { $round }
tourney-pic-pairings = «{ $name }»: тур { $round }
tourney-pic-player = Игрок
tourney-pic-tp = Турн. оч.
tourney-pic-vp = % очков
tourney-pic-wins = Побед
tourney-pic-games = Партий
tourney-pic-dropped = { $player } (выбыл)
tourney-pic-table = Стол { $table } · { $name }
tourney-pic-playing = идёт игра
tourney-pic-finished = партия окончена
tourney-pic-by-computer = доиграли боты
tourney-pic-result = { $place }-е место · { $score } оч. · { $tp } турн. оч.
tourney-pic-byes = Без пары: { $players }
tourney-pic-standings-alt = Положение в турнире «{ $name }» после тура { $round } (место, игрок, турнирные очки): { $rows }.
tourney-pic-pairings-alt = Тур { $round } турнира «{ $name }», столы и игроки в порядке хода: { $tables }.
tourney-round-over = Тур { $round } окончен.
tourney-final-paired = Швейцарские туры окончены. Финал за места с 1-го по 4-е: { $players }.
