## web: uk

web-game-title = { $board }: партія
web-replay-title = { $board }: повтор
web-turn = Ходить { $player }
web-over = Гру закінчено
web-lobby = Чекаємо на гравців
web-setup = Гравці обирають перші карти маршрутів
web-players = Гравці
web-player = Гравець
web-score = Очки
web-trains = Вагони
web-cards = Карти
web-tickets = Карти маршрутів
web-moves = Ходи
web-no-moves = Ходів ще не було.
web-replay-link = Переглянути партію хід за ходом
web-game-link = Назад до партії
web-step = Хід { $n } з { $total }
web-first = Початок
web-prev = Назад
web-next = Уперед
web-last = Кінець
web-chart = Очки після кожного ходу
web-keys = Кнопки або стрілки ліворуч і праворуч на клавіатурі.
web-not-found = Тут немає сторінки. Перевірте посилання, яке вам дали.
web-bad-request = Адресу спотворено. Перевірте посилання, яке вам дали.
web-failed = Сторінку зараз не вдалося зібрати. Спробуйте за хвилину.
