## /help: що читач може зробити зараз, у цьому каналі.
discord-cmd-help = довідка
discord-cmd-help-desc = Що можна зробити зараз у цьому каналі (бачите лише ви).

help-now-empty = У цьому каналі поки немає гри.
help-now-lobby = У цьому каналі відкрито набір до гри.
help-now-lobby-seated = Ви зайняли місце в наборі; гра почнеться, коли її запустять.
help-now-first-tickets = Виберіть перші квитки: залиште ті, які збираєтеся виконати.
help-now-split = Виберіть, як розділити фішки на вагони та судна.
help-now-setup-waiting = Ви вже вибрали; інші ще вибирають перші квитки.
help-now-turn = Зараз ваш хід.
help-now-turn-board = Зараз ваш хід, поле: { $board }.
help-now-second-draw = Ви взяли одну карту; візьміть другу.
help-now-tunnel = Ваш тунель вимагає ще карт: сплатіть їх або відмовтеся від нього.
help-now-keep = Залиште принаймні один із узятих квитків.
help-now-waiting = Зараз ходить { $player }; ваш хід пізніше.
help-now-watching = Тут іде гра; ходить { $player }.
help-now-over = Ця гра завершена.

help-cmd-game-new = /{ discord-cmd-game } { discord-cmd-game-new } { discord-opt-map }:… — відкрити набір до нової гри тут
help-cmd-tourney-create = /{ discord-cmd-tourney } { discord-cmd-tourney-create } { discord-opt-name }:… { discord-opt-map }:… — провести турнір у цьому каналі
help-cmd-mygames = /{ discord-cmd-mygames } — ваші ігри на всіх серверах
help-cmd-game-join = /{ discord-cmd-game } { discord-cmd-game-join } — зайняти місце
help-cmd-game-start = /{ discord-cmd-game } { discord-cmd-game-start } — почати гру із зайнятими місцями
help-cmd-game-status = /{ discord-cmd-game } { discord-cmd-game-status } — хто вже сів
help-cmd-game-addbot = /{ discord-cmd-game } { discord-cmd-game-addbot } { discord-opt-level }:… — додати комп'ютерного гравця
help-cmd-game-leave = /{ discord-cmd-game } { discord-cmd-game-leave } — звільнити своє місце
help-cmd-keep = /{ discord-cmd-keep } { discord-opt-tickets }:1,2 — залишити квитки за номерами
help-cmd-split = /{ discord-cmd-split } { discord-opt-trains }:… { discord-opt-ships }:… — розділити фішки
help-cmd-hand = /{ discord-cmd-hand } — ваші карти й квитки (бачите лише ви)
help-cmd-board = /{ discord-cmd-board } — поле й рахунок
help-cmd-history = /{ discord-cmd-history } — що відбувалося нещодавно
help-cmd-claim = /{ discord-cmd-claim } { discord-opt-route }:… { discord-opt-color }:… — прокласти ділянку
help-cmd-draw = /{ discord-cmd-draw } { discord-opt-from }:… — взяти карту, відкриту або з колоди
help-cmd-draw-second = /{ discord-cmd-draw } { discord-opt-from }:… — взяти другу карту
help-cmd-tickets = /{ discord-cmd-tickets } — взяти нові квитки (карти маршрутів)
help-cmd-station = /{ discord-cmd-station } { discord-opt-city }:… — збудувати станцію
help-cmd-harbor = /{ discord-cmd-harbor } { discord-opt-city }:… — збудувати порт
help-cmd-tunnel = /{ discord-cmd-tunnel } { discord-opt-pay }:… — доплатити карти або відмовитися від тунелю
help-cmd-premove = /{ discord-cmd-premove } { discord-opt-route }:… — заздалегідь задати хід на свою чергу (бачите лише ви)
help-cmd-leaderboard = /{ discord-cmd-leaderboard } — рейтинг сервера

help-admin = Ви керуєте цим каналом: /{ discord-cmd-game } { discord-cmd-game-end } завершує гру, а /{ discord-cmd-game } { discord-cmd-game-kick } віддає місце гравця комп'ютеру.
help-buttons = Кнопки під повідомленням про ваш хід роблять те саме одним натисканням.
help-rules-board = /{ discord-cmd-rules } стисло викладає правила поля { $board }.
help-rules = /{ discord-cmd-rules } стисло викладає правила поля.
