## /help: что читающий может сделать сейчас, в этом канале.
discord-cmd-help = помощь
discord-cmd-help-desc = Что можно сделать сейчас в этом канале (видно только вам).

help-now-empty = В этом канале пока нет игры.
help-now-lobby = В этом канале открыт набор в игру.
help-now-lobby-seated = Вы заняли место в наборе; игра начнётся, когда её запустят.
help-now-first-tickets = Выберите первые билеты: оставьте те, которые собираетесь выполнить.
help-now-split = Выберите, как разделить фишки на вагоны и корабли.
help-now-setup-waiting = Вы уже выбрали; остальные ещё выбирают первые билеты.
help-now-turn = Сейчас ваш ход.
help-now-turn-board = Сейчас ваш ход, поле: { $board }.
help-now-second-draw = Вы взяли одну карту; возьмите вторую.
help-now-tunnel = Ваш туннель требует ещё карт: заплатите их или откажитесь от него.
help-now-keep = Оставьте хотя бы один из взятых билетов.
help-now-waiting = Сейчас ходит { $player }; ваш ход позже.
help-now-watching = Здесь идёт игра; ходит { $player }.
help-now-over = Эта игра окончена.

help-cmd-game-new = /{ discord-cmd-game } { discord-cmd-game-new } { discord-opt-map }:… — открыть набор в новую игру здесь
help-cmd-tourney-create = /{ discord-cmd-tourney } { discord-cmd-tourney-create } { discord-opt-name }:… { discord-opt-map }:… — провести турнир в этом канале
help-cmd-mygames = /{ discord-cmd-mygames } — ваши игры на всех серверах
help-cmd-game-join = /{ discord-cmd-game } { discord-cmd-game-join } — занять место
help-cmd-game-start = /{ discord-cmd-game } { discord-cmd-game-start } — начать игру с занятыми местами
help-cmd-game-status = /{ discord-cmd-game } { discord-cmd-game-status } — кто уже сел
help-cmd-game-addbot = /{ discord-cmd-game } { discord-cmd-game-addbot } { discord-opt-level }:… — добавить компьютерного игрока
help-cmd-game-leave = /{ discord-cmd-game } { discord-cmd-game-leave } — освободить своё место
help-cmd-keep = /{ discord-cmd-keep } { discord-opt-tickets }:1,2 — оставить билеты по номерам
help-cmd-split = /{ discord-cmd-split } { discord-opt-trains }:… { discord-opt-ships }:… — разделить фишки
help-cmd-hand = /{ discord-cmd-hand } — ваши карты и билеты (видно только вам)
help-cmd-board = /{ discord-cmd-board } — поле и счёт
help-cmd-history = /{ discord-cmd-history } — что происходило недавно
help-cmd-claim = /{ discord-cmd-claim } { discord-opt-route }:… { discord-opt-color }:… — проложить перегон
help-cmd-draw = /{ discord-cmd-draw } { discord-opt-from }:… — взять карту, открытую или из колоды
help-cmd-draw-second = /{ discord-cmd-draw } { discord-opt-from }:… — взять вторую карту
help-cmd-tickets = /{ discord-cmd-tickets } — взять новые билеты (карты маршрутов)
help-cmd-station = /{ discord-cmd-station } { discord-opt-city }:… — построить станцию
help-cmd-harbor = /{ discord-cmd-harbor } { discord-opt-city }:… — построить порт
help-cmd-tunnel = /{ discord-cmd-tunnel } { discord-opt-pay }:… — доплатить карты или отказаться от туннеля
help-cmd-premove = /{ discord-cmd-premove } { discord-opt-route }:… — заранее задать ход на свою очередь (видно только вам)
help-cmd-leaderboard = /{ discord-cmd-leaderboard } — рейтинг сервера

help-admin = Вы управляете этим каналом: /{ discord-cmd-game } { discord-cmd-game-end } завершает игру, а /{ discord-cmd-game } { discord-cmd-game-kick } отдаёт место игрока компьютеру.
help-buttons = Кнопки под сообщением о вашем ходе делают то же одним нажатием.
help-rules-board = /{ discord-cmd-rules } кратко излагает правила поля { $board }.
help-rules = /{ discord-cmd-rules } кратко излагает правила поля.
