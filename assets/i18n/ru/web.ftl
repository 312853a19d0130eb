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
