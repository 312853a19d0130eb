## web: ru

web-game-title = { $board }: партия
web-replay-title = { $board }: повтор
web-turn = Ходит { $player }
web-over = Игра окончена
web-lobby = Ждём игроков
web-setup = Игроки выбирают первые карты маршрутов
web-players = Игроки
web-player = Игрок
web-score = Очки
web-trains = Вагоны
web-cards = Карты
web-tickets = Карты маршрутов
web-moves = Ходы
web-no-moves = Ходов ещё не было.
web-replay-link = Пересмотреть партию ход за ходом
web-game-link = Назад к партии
web-step = Ход { $n } из { $total }
web-first = Начало
web-prev = Назад
web-next = Вперёд
web-last = Конец
web-chart = Очки после каждого хода
web-keys = Кнопки или стрелки влево и вправо на клавиатуре.
web-not-found = Здесь нет страницы. Проверьте ссылку, которую вам дали.
web-bad-request = Адрес искажён. Проверьте ссылку, которую вам дали.
web-failed = Страницу сейчас не удалось собрать. Попробуйте через минуту.
web-link-game = Страница партии

## The server's switch for web pages
discord-cmd-webpages = веб-страницы
discord-cmd-webpages-desc = Веб-страницы игр этого сервера: есть ли (админы включают).
discord-opt-pages-on = вкл
discord-opt-pages-on-desc = Да — включены, нет — выключены (Управлять сервером)
web-switch-on = У игр этого сервера есть веб-страницы, и сообщения игр ссылаются на них. Админ выключает их командой /{ discord-cmd-webpages } { discord-opt-pages-on }:нет.
web-switch-off = У игр этого сервера нет веб-страниц и ссылок на них. Админ включает их командой /{ discord-cmd-webpages } { discord-opt-pages-on }:да.
web-switch-not-admin = Включать и выключать веб-страницы может только админ сервера (право «Управлять сервером»). /{ discord-cmd-webpages } без параметров показывает, включены ли они.
web-switch-no-server = Веб-страницы включаются и выключаются для сервера; используйте /{ discord-cmd-webpages } в канале сервера.
