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
web-link-game = Сторінка партії

## The server's switch for web pages
discord-cmd-webpages = веб-сторінки
discord-cmd-webpages-desc = Веб-сторінки ігор цього сервера: чи є (адміни вмикають).
discord-opt-pages-on = увімк
discord-opt-pages-on-desc = Так — увімкнено, ні — вимкнено (Керувати сервером)
web-switch-on = Ігри цього сервера мають веб-сторінки, і повідомлення ігор посилаються на них. Адмін вимикає їх командою /{ discord-cmd-webpages } { discord-opt-pages-on }:ні.
web-switch-off = Ігри цього сервера не мають веб-сторінок і посилань на них. Адмін вмикає їх командою /{ discord-cmd-webpages } { discord-opt-pages-on }:так.
web-switch-not-admin = Вмикати й вимикати веб-сторінки може лише адмін сервера (право «Керувати сервером»). /{ discord-cmd-webpages } без параметрів показує, чи їх увімкнено.
web-switch-no-server = Веб-сторінки вмикаються й вимикаються для сервера; використовуйте /{ discord-cmd-webpages } у каналі сервера.
