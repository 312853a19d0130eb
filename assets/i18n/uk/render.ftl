## render: uk

## Назви полів (назви міст лишаються такими, як на полі).
render-title-usa = США
render-title-europe = Європа
render-title-switzerland = Швейцарія
render-title-world = Світ

## Літери кольорів на ділянках і картах: по одній, усі різні, щоб кольори
## розрізнялися й без кольорового зору; ті самі на полі й на картах.
# «Ч» починає і червоний, і чорний, тож жодному з них: черВоний, чорНий
# (як англійське blacK).
render-letter-red = В
render-letter-blue = С
render-letter-green = З
render-letter-yellow = Ж
render-letter-black = Н
render-letter-white = Б
render-letter-orange = П
# Літера — за словом, яким колір називають тексти: «фіолетовий» на всіх полях
# (на «Світі» він темніший).
render-letter-pink = Ф
render-letter-violet = Ф
render-letter-loco = Л
render-letter-joker = Д

## Таблиця гравців.
render-col-player = Гравець
render-col-score = Рахунок
render-col-trains = Вагони
render-col-ships = Судна
render-col-cards = Карти
render-col-tickets = Квитки
render-col-stations = Станції
render-col-harbors = Порти
render-col-station-points = За станції
render-col-harbor-points = За порти
render-col-total = Разом
render-col-routes = Ділянки
render-col-longest = Найдовший шлях
render-col-exchange = Обмін
render-you = { $name } (ви)

## Стан гри.
render-setup = Підготовка: вибір квитків
render-setup-world = Підготовка: вибір квитків і фішок
render-turn = Хід:
render-game-over = Гру завершено
render-winner = Переможець: { $player }, { $points ->
    [one] { $points } очко
    [few] { $points } очки
   *[many] { $points } очок
}
render-final-round = Останнє коло: { $count ->
    [one] лишився { $count } хід
    [few] лишилося { $count } ходи
   *[many] лишилося { $count } ходів
}
render-last = Останній хід: { $what }
render-waits-tunnel = Чекаємо { $player }: тунель { $route } — ще { $count ->
    [one] { $count } карта
    [few] { $count } карти
   *[many] { $count } карт
} або відмова
render-waits-substitute = Чекаємо { $player } або заміну: місце вільне
render-waits-second = Чекаємо { $player }: друга карта
render-waits-tickets = Чекаємо { $player }: вибір квитків
render-ranking = { $place }. { $player } { $points }
render-move-claimed = { $player } — ділянка { $route }
render-move-station = { $player } — станція в { $city }
render-move-harbor = { $player } — порт у { $city }
render-move-drew = { $player } — добір карт
render-move-tickets = { $player } — нові квитки
render-move-exchange = { $player } — обмін фішок
render-move-passed = { $player } — пропуск ходу
render-face-up = Відкриті карти
render-decks = Колода { $draw } · Скид { $discard } · Квитки { $tickets }
render-decks-world = Колода вагонів { $trains } (скид { $trains_discard }) · Колода суден { $ships } (скид { $ships_discard }) · Квитки { $tickets }
render-tunnel = Тунель { $route }: відкрито
render-tunnel-more = → ще { $count }

## Особиста панель.
render-hand-title = Ваші карти та квитки, { $name }
render-hand-private = цю картинку бачите лише ви
render-hand-box = у коробці: { $trains ->
    [one] { $trains } вагон
    [few] { $trains } вагони
   *[many] { $trains } вагонів
}, { $ships ->
    [one] { $ships } судно
    [few] { $ships } судна
   *[many] { $ships } суден
}
render-row-trains = Вагони
render-row-harbor-trains = Вагони з якорем
render-row-ships = Судна
render-row-double-ships = Подвійні судна
render-tickets-none = Квитки: поки немає
render-tickets-done = Квитки: виконано { $done } з { $count }
render-ticket-via = через станцію { $city }
render-offer = Вам запропоновано квитки: виберіть, які залишити
render-points-up-to = до { $points }

## Альтернативний текст: що на картинці, для екранного диктора.
render-alt-board = Карта «{ $board }»: { $status } Гравці: { $players }. Зайнято ділянок: { $claimed } з { $lanes }. Відкриті карти: { $face_up }. { $last }
render-alt-setup = гравці вибирають квитки.
render-alt-over = гру закінчено.
render-alt-turn = ходить { $player }.
render-alt-player = { $player } — { $score ->
    [one] { $score } очко
    [few] { $score } очки
   *[many] { $score } очок
}, фішок: { $pieces }, { $cards ->
    [one] { $cards } карта
    [few] { $cards } карти
   *[many] { $cards } карт
}
render-alt-player-split = { $player } — { $score ->
    [one] { $score } очко
    [few] { $score } очки
   *[many] { $score } очок
}, { $cards ->
    [one] { $cards } карта
    [few] { $cards } карти
   *[many] { $cards } карт
}
render-alt-none = немає
render-alt-no-last = Ходів ще не було.
render-alt-cards = { $card } ×{ $count }
render-alt-private = { $public } Ваші карти: { $cards }. Ваші квитки: виконано { $done } з { $count }.
render-alt-offer = { $own } Вам запропоновано: { $tickets }.
render-alt-offer-ticket = { $n }. { $route } ({ $points })

## Підсумкова діаграма очок.
render-chart-title = { $board }: з чого склалися очки
render-chart-tickets-won = Виконані квитки
render-chart-tickets-lost = Невиконані квитки
render-alt-recap = Мапа «{ $board }» заповнюється під час гри: { $pieces } { $pieces ->
    [one] фішка
    [few] фішки
   *[other] фішок
} у тому порядку, в якому їх ставили.
