# uk: texts of the tourney area.

## Створення і запис
tourney-exists = У цьому каналі вже триває турнір «{ $name }». Спершу завершіть або скасуйте його (/tourney end, /tourney cancel) чи створіть новий в іншому каналі.
tourney-none = У цьому каналі немає турніру. Організатор може створити його командою /tourney create.
tourney-bad-name = Назва турніру — від 1 до { $most } символів.
tourney-bad-rounds = У турнірі може бути від 1 до { $most } турів.
tourney-bad-sizes = Розміри столів на цій мапі мають бути такими: { $least } ≤ мінімум ≤ стіл ≤ максимум ≤ { $most } (вказано: стіл { $size }, мінімум { $min }, максимум { $max }).
tourney-created = Турнір «{ $name }» на мапі { $board }: турів — { $rounds }, за столом по { $size }. Записатися: /tourney join. Зобов'язання щодо сіду жеребкування: `{ $commitment }`.
tourney-created-reply = Турнір створено. Гравці записуються командою /tourney join, запуск — /tourney start.
tourney-over = Турнір «{ $name }» закінчено. Організатор може створити новий командою /tourney create.
tourney-join-already = Ви вже записані.
tourney-join-dropped = Ви вибули; повернутися можна командою /tourney rejoin.
tourney-join-reply = Ви записані.
tourney-joined = { $player } записується на турнір (усього записано: { $count }).
tourney-addbot-reply = Бота записано.
tourney-leave-started = Турнір уже почався; щоб припинити гру, скористайтеся /tourney drop.
tourney-not-in = Ви не берете участі в цьому турнірі; записатися: /tourney join.
tourney-leave-reply = Ви більше не записані на турнір.
tourney-left = { $player } знімається з турніру.
tourney-not-organiser = Це може зробити лише організатор турніру, той, хто керує сервером, або учасник із роллю організатора турнірів на цьому сервері.
tourney-not-running = Турнір не триває; організатор запускає його командою /tourney start.
tourney-no-player = У турнірі немає учасника «{ $player }»; список учасників — у /tourney standings.
tourney-already-dropped = { $player } уже вибув(ла).
tourney-not-dropped = { $player } досі в турнірі.
tourney-rejoin-reply = Ви знову в турнірі й отримаєте пару з наступного туру.
tourney-rejoined = { $player } повертається до турніру.
tourney-drop-reply = Ви вибули: пар більше не буде. Поточну партію за вас дограє бот.
tourney-dropped = { $player } вибуває з турніру.

## Тури
tourney-already-started = Турнір уже почався.
tourney-start-reply = Пари першого туру складено, столи відкриваються.
tourney-cannot-pair = { $players } учасників не розсадити за столи щонайменше по { $min }: { $why }. Дочекайтеся нових учасників або створіть турнір із меншим мінімумом.
tourney-next-waiting = { $tables ->
    [one] Ще { $tables } стіл грає; наступний тур складеться, коли він закінчить.
    [few] Ще { $tables } столи грають; наступний тур складеться, коли вони закінчать.
   *[other] Ще { $tables } столів грають; наступний тур складеться, коли вони закінчать.
}
tourney-next-reply = Готово: наступний тур складено або турнір закінчено.
tourney-pairings-head = Розсадка туру { $round }:
tourney-pairings-table = Стіл { $table } ({ $name }): { $players }
tourney-pairings-byes = Без пари (технічний тур): { $players }
tourney-no-round = Туру { $round } ще немає.
tourney-table-starts = Турнір «{ $name }», тур { $round }, стіл { $table }. Зобов'язання щодо сіду цієї партії: `{ $commitment }` (розкриється після партії).
tourney-game-revealed = Партію { $game } закінчено. Її сід — { $seed }, сіль — { $salt }; перевірте, що вони дають зобов'язання `{ $commitment }`: `conductor verify { $game }`.
tourney-table-result = { $name }: партію закінчено{ $computer ->
    [yes] {" "}(дограли боти)
   *[no] {""}
}: { $results }
tourney-no-thread = Канал для столу поки не створено; незабаром спробуємо знову.

## Інструменти організатора
tourney-sub-not-seated = { $player } зараз не грає за жодним столом.
tourney-sub-busy = { $player } уже грає за столом у цьому турі.
tourney-sub-not-open = Цей стіл ще не відкрився; спробуйте за хвилину.
tourney-sub-reply = Заміну посаджено.
tourney-subbed = За столом { $table } { $into } займає місце гравця { $out }.
tourney-seat-taken = { $player } займає місце гравця { $before }.
tourney-adjusted = { $player }: { $points } турнірних очок ({ $reason }).
tourney-adjust-reply = Поправку записано.
tourney-end-reply = Турнір закінчено.
tourney-cancel-reply = Турнір скасовано.
tourney-cancelled = Турнір «{ $name }» скасовано.
tourney-finished = Турнір «{ $name }» закінчено. Підсумкова таблиця:
tourney-seed-revealed = Сід жеребкування { $seed }, сіль { $salt } (зобов'язання `{ $commitment }`); перевірка — /tourney verify.

## Таблиця і стан
tourney-standings-head = Таблиця турніру «{ $name }»:
tourney-standings-line = { $rank }. { $player }: { $tp } турн. оч., { $vp }% очок переможця столу, перемог: { $wins } із { $games }{ $dropped ->
    [yes] {" "}(вибув)
   *[no] {""}
}
tourney-stage-signup = триває запис, учасників: { $players }
tourney-stage-running = тур { $round } з { $rounds }
tourney-stage-finished = закінчено
tourney-stage-cancelled = скасовано
tourney-status-head = «{ $name }»: { $stage }
tourney-status-done = { $name }: партію закінчено
tourney-status-opening = { $name }: стіл відкривається
tourney-status-setup = { $name }: гравці обирають квитки
tourney-status-table = { $name }: ходить { $player } (до { $until })
tourney-round-deadline = Термін туру: { $at }

## Годинник
tourney-strike = { $player } не встигає зробити хід: попередження { $strikes } з { $most }.
tourney-struck-out = { $player } не встигає зробити хід { $most } рази поспіль і вибуває; місце лишається за ботом.
tourney-hurry = Термін туру минув: тепер на кожен хід дається { $hours } год.
tourney-computer-finishes = Додатковий час туру вийшов: партію догравають боти.

## Перевірка
tourney-verify-pending = Сід жеребкування розкриється після турніру. Зобов'язання: `{ $commitment }`.
tourney-verify-ok = Перевірено: сід { $seed } відповідає зобов'язанню `{ $commitment }` і дає розсадку всіх турів ({ $rounds }).
tourney-verify-failed = Перевірку не пройдено: { $why }.
verify-game-ok = Партію { $game } перевірено: сід { $seed } збігається, а повтор { $moves } записів журналу приводить до збереженого фіналу.
verify-game-failed = Партія не проходить перевірку: { $why }.

## Назви команд і параметрів
discord-cmd-tourney = турнір
discord-cmd-tourney-desc = Турнір за швейцарською системою в цьому каналі.
discord-cmd-tourney-create = створити
discord-cmd-tourney-create-desc = Створити турнір у цьому каналі.
discord-cmd-tourney-join = записатися
discord-cmd-tourney-join-desc = Записатися на турнір цього каналу.
discord-cmd-tourney-addbot = бот
discord-cmd-tourney-addbot-desc = Записати бота (для організаторів).
discord-cmd-tourney-leave = вийти
discord-cmd-tourney-leave-desc = Знятися з турніру до його початку.
discord-cmd-tourney-drop = зійти
discord-cmd-tourney-drop-desc = Вийти (організатор знімає учасника); партію дограє бот.
discord-cmd-tourney-rejoin = повернутися
discord-cmd-tourney-rejoin-desc = Повернутися після сходу; пара — з наступного туру.
discord-cmd-tourney-start = почати
discord-cmd-tourney-start-desc = Скласти пари першого туру й відкрити столи (для організаторів).
discord-cmd-tourney-next = наступний
discord-cmd-tourney-next-desc = Наступний тур, коли всі столи дограли (організатори).
discord-cmd-tourney-sub = заміна
discord-cmd-tourney-sub-desc = Посадити заміну за стіл учасника (організатори).
discord-cmd-tourney-adjust = поправка
discord-cmd-tourney-adjust-desc = Додати або зняти турнірні очки з причиною (організатори).
discord-cmd-tourney-end = завершити
discord-cmd-tourney-end-desc = Завершити турнір зараз із поточною таблицею (для організаторів).
discord-cmd-tourney-cancel = скасувати
discord-cmd-tourney-cancel-desc = Скасувати турнір без підсумків (для організаторів).
discord-cmd-tourney-standings = таблиця
discord-cmd-tourney-standings-desc = Показати турнірну таблицю.
discord-cmd-tourney-pairings = розсадка
discord-cmd-tourney-pairings-desc = Показати столи туру.
discord-cmd-tourney-status = стан
discord-cmd-tourney-status-desc = Хто ходить за кожним столом і які терміни.
discord-cmd-tourney-verify = перевірити
discord-cmd-tourney-verify-desc = Звірити розкритий сід жеребкування із зобов'язанням.
discord-opt-name = назва
discord-opt-rounds = турів
discord-opt-size = розмір_столу
discord-opt-min = мінімум
discord-opt-max = максимум
discord-opt-round-days = днів_на_тур
discord-opt-rated = рейтинговий
discord-opt-quiet-hours = тихі_години
discord-opt-final = фінал
discord-opt-player = учасник
discord-opt-with = замінник
discord-opt-points = очки
discord-opt-reason = причина
discord-opt-round = тур
parse-tourney-sub = У /tourney немає підкоманди «{ $text }»; є create, join, leave, drop, rejoin, start, next, sub, adjust, end, cancel, standings, pairings, status і verify.
discord-opt-tourney-name-desc = Назва турніру
discord-opt-tourney-rounds-desc = Скільки турів за швейцарською системою (типово 3)
discord-opt-tourney-size-desc = Гравців за столом (типово 4)
discord-opt-tourney-min-desc = Найменший стіл для решти гравців (типово на одного менше)
discord-opt-tourney-max-desc = Найбільший допустимий стіл (типово — розмір столу)
discord-opt-tourney-round-days-desc = Днів на тур до прискореного годинника (0 — без терміну; типово 7)
discord-opt-tourney-rated-desc = Враховувати результати в рейтингу сервера (типово так)
discord-opt-tourney-quiet-hours-desc = Гравці можуть вказати тихі години
discord-opt-tourney-final-desc = Фінальний стіл для чотирьох найкращих після турів
discord-opt-tourney-player-desc = Учасник
discord-opt-tourney-with-desc = Хто сідає на його місце
discord-opt-tourney-points-desc = Скільки турнірних очок додати (від'ємне число — зняти)
discord-opt-tourney-reason-desc = Причина, її побачать усі
discord-opt-tourney-round-desc = Тур (типово останній)

## Картинки
tourney-pic-standings = «{ $name }»: становище після туру { $round }
tourney-pic-pairings = «{ $name }»: тур { $round }
tourney-pic-player = Гравець
tourney-pic-tp = Турн. оч.
tourney-pic-vp = % очок
tourney-pic-wins = Перемог
tourney-pic-games = Партій
tourney-pic-dropped = { $player } (вибув)
tourney-pic-table = Стіл { $table } · { $name }
tourney-pic-playing = гра триває
tourney-pic-finished = партію закінчено
tourney-pic-by-computer = дограли боти
tourney-pic-result = { $place }-е місце · { $score } оч. · { $tp } турн. оч.
tourney-pic-byes = Без пари: { $players }
tourney-pic-standings-alt = Становище в турнірі «{ $name }» після туру { $round } (місце, гравець, турнірні очки): { $rows }.
tourney-pic-pairings-alt = Тур { $round } турніру «{ $name }», столи й гравці в порядку ходу: { $tables }.
tourney-round-over = Тур { $round } закінчено.
tourney-final-paired = Швейцарські тури закінчено. Фінал за місця з 1-го по 4-те: { $players }.
