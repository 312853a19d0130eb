# ru: texts of the play area.

## /premove, /undo and the ticket alerts as Discord shows them.
discord-cmd-premove = план
discord-cmd-premove-desc = Ход наперёд: задать, посмотреть или отменить (видите только вы)
discord-cmd-undo = отменить
discord-cmd-undo-desc = Попросить остальных отменить ваш последний перегон
discord-opt-draw = взять
discord-opt-then = затем
discord-opt-clear = очистить
discord-opt-alerts = предупреждения
discord-opt-premove-route-desc = Проложить этот перегон, если он ещё свободен
discord-opt-premove-draw-desc = Иначе (или вместо этого) взять: колода или цвет открытой карты
discord-opt-premove-then-desc = Вторая карта: колода или цвет открытой карты
discord-opt-premove-clear-desc = Удалить заданный ход
discord-opt-new-alerts-desc = Тайно предупреждать, когда билет уже не выполнить

## Premoves: only their owner ever reads these.
parse-premove-clear-and-plan = Либо удалите заданный ход, либо задайте новый — не всё сразу.
parse-premove-word = /{ discord-cmd-premove } { $text } — нет такой команды: напишите /{ discord-cmd-premove } { discord-opt-clear }:да или укажите перегон либо карты.
play-premove-none = Заданного хода нет. Задайте его так: /{ discord-cmd-premove } { discord-opt-route }:{ $example } { discord-opt-draw }:колода или /{ discord-cmd-premove } { discord-opt-draw }:красная { discord-opt-then }:колода.
play-premove-shown = Ваш заданный ход: { $plan }. Его видите только вы; /{ discord-cmd-premove } { discord-opt-clear }:да удалит его.
play-premove-set = На следующую очередь задано: { $plan }. Это видите только вы.
play-premove-cleared = Заданный ход удалён.
play-premove-your-turn = Сейчас ваш ход: просто сделайте его.
play-premove-too-many = В заданном ходе не больше { $most } карт.
play-premove-slot = Назовите открытую карту по цвету ({ discord-opt-draw }:красная), а не по месту: до вашего хода ряд изменится.
play-plan-deck = карту из колоды
play-plan-ship-deck = карту из колоды кораблей
play-plan-face-up = открытую карту «{ $card }», если она есть, иначе карту из колоды
play-plan-draws = взять { $draws }
play-plan-claim = проложить перегон { $route }
play-plan-claim-color = проложить перегон { $route } картами { $color }
play-plan-claim-else = { $claim }; если его займут — взять { $draws }
play-premove-claimed = Заданный ход сделан: вы проложили перегон { $route }.
play-premove-tunnel = Заданный ход занял туннель { $route }, а он требует ещё { $extra } { $extra ->
        [one] карту
        [few] карты
       *[many] карт
    }: решать вам (/{ discord-cmd-tunnel }).
play-premove-taken-drawing = Перегон { $route } заняли, поэтому заданный ход взял карты.
play-premove-cancel-taken = Заданный ход отменён: перегон { $route } заняли.
play-premove-cancel-refused = Заданный ход отменён: перегон { $route } сейчас не проложить. { $why }
play-premove-drew = Заданный ход взял { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[many] { $count } карт
    }.
play-premove-draw-failed = Заданный ход не смог взять карту: брать больше нечего.
play-premove-second-yours = Возьмите вторую карту сами.

## Undo with consent.
play-undo-what-claim = перегон { $route } игрока { $player }
play-undo-what-station = станция игрока { $player } в городе { $city }
play-undo-what-harbor = порт игрока { $player } в городе { $city }
play-undo-what-and-after = { $what } и ходы после этого: { $moves }
play-undo-none = Отменять нечего. Можно отменить только свой последний перегон, станцию или порт, пока следующий игрок не походил, и только если не открылась ни одна скрытая карта: взятые карты, новые билеты и туннели не отменяются.
play-undo-asked-already = Вы уже попросили; ответили ещё не все.
play-undo-taken-back = Отменено.
play-undo-asked = Просят отменить ход: { $what }. { $players }, согласны? На ответ { $minutes } мин.
play-undo-button-agree = Согласен
play-undo-button-refuse = Против
play-undo-asking = Вы попросили остальных отменить ход: { $what }.
play-undo-nothing-asked = Никто не просит отменить ход.
play-undo-expired = Поздно: время на согласие вышло.
play-undo-not-yours = На эту просьбу отвечают другие игроки.
play-undo-agreed-already = Вы уже согласились.
play-undo-refused = { $player } против, ход остаётся: { $what }.
play-undo-you-agreed = Вы согласились.
play-undo-you-refused = Вы отказали.
play-undo-done = Ход отменён с согласия всех: { $what }.

## "Since your last turn" (a DM when a player's turn starts).
play-catch-up-title = С вашего прошлого хода:
play-catch-up-earlier = …и ещё { $count } { $count ->
        [one] строка
        [few] строки
       *[many] строк
    } до этого.

## Ticket-risk alerts (private).
play-risk-cut-off = Карту маршрута { $ticket } уже не выполнить: чужие перегоны отрезали её города друг от друга.
play-risk-too-far = Для карты маршрута { $ticket } нужно ещё не меньше { $need } вагонов, а у вас осталось { $have }.
