## render: ru

## Названия полей (названия городов остаются такими, как на поле).
render-title-usa = США
render-title-europe = Европа
render-title-switzerland = Швейцария
render-title-world = Мир

## Буквы цветов на перегонах и картах: по одной, все разные, чтобы цвета
## различались и без цветового зрения; одни и те же на поле и на картах.
render-letter-red = К
render-letter-blue = С
render-letter-green = З
render-letter-yellow = Ж
render-letter-black = Ч
render-letter-white = Б
render-letter-orange = О
# Буква — по слову, которым цвет называют тексты: «фиолетовый» на всех полях
# (на «Мире» он темнее).
render-letter-pink = Ф
render-letter-violet = Ф
render-letter-loco = Л
render-letter-joker = Д

## Таблица игроков.
render-col-player = Игрок
render-col-score = Счёт
render-col-trains = Вагоны
render-col-ships = Корабли
render-col-cards = Карты
render-col-tickets = Билеты
render-col-stations = Станции
render-col-harbors = Порты
render-col-station-points = За станции
render-col-harbor-points = За порты
render-col-total = Итого
render-col-routes = Перегоны
render-col-longest = Самый длинный путь
render-col-exchange = Обмен
render-you = { $name } (вы)

## Состояние игры.
render-setup = Подготовка: выбор билетов
render-setup-world = Подготовка: выбор билетов и фишек
render-turn = Ход:
render-game-over = Игра окончена
render-winner = Победитель: { $player }, { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}
render-final-round = Последний круг: { $count ->
    [one] остался { $count } ход
    [few] осталось { $count } хода
   *[many] осталось { $count } ходов
}
render-last = Последний ход: { $what }
render-waits-tunnel = Ждём { $player }: туннель { $route } — ещё { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
} или отказ
render-waits-substitute = Ждём { $player } или замену: место свободно
render-waits-second = Ждём { $player }: вторая карта
render-waits-tickets = Ждём { $player }: выбор билетов
render-ranking = { $place }. { $player } { $points }
render-move-claimed = { $player } — перегон { $route }
render-move-station = { $player } — станция в { $city }
render-move-harbor = { $player } — порт в { $city }
render-move-drew = { $player } — взятие карт
render-move-tickets = { $player } — новые билеты
render-move-exchange = { $player } — обмен фишек
render-move-passed = { $player } — пропуск хода
render-face-up = Открытые карты
render-decks = Колода { $draw } · Сброс { $discard } · Билеты { $tickets }
render-decks-world = Колода вагонов { $trains } (сброс { $trains_discard }) · Колода кораблей { $ships } (сброс { $ships_discard }) · Билеты { $tickets }
render-tunnel = Туннель { $route }: открыты
render-tunnel-more = → ещё { $count }

## Личная панель.
render-hand-title = Ваши карты и билеты, { $name }
render-hand-private = эту картинку видите только вы
render-hand-box = в коробке: { $trains ->
    [one] { $trains } вагон
    [few] { $trains } вагона
   *[many] { $trains } вагонов
}, { $ships ->
    [one] { $ships } корабль
    [few] { $ships } корабля
   *[many] { $ships } кораблей
}
render-row-trains = Вагоны
render-row-harbor-trains = Вагоны с якорем
render-row-ships = Корабли
render-row-double-ships = Двойные корабли
render-tickets-none = Билеты: пока нет
render-tickets-done = Билеты: выполнено { $done } из { $count }
render-ticket-via = через станцию { $city }
render-offer = Вам предложены билеты: выберите, какие оставить
render-points-up-to = до { $points }

## Альтернативный текст: что на картинке, для экранного диктора.
render-alt-board = Карта «{ $board }»: { $status } Игроки: { $players }. Занято перегонов: { $claimed } из { $lanes }. Открытые карты: { $face_up }. { $last }
render-alt-setup = игроки выбирают билеты.
render-alt-over = игра окончена.
render-alt-turn = ходит { $player }.
render-alt-player = { $player } — { $score ->
    [one] { $score } очко
    [few] { $score } очка
   *[many] { $score } очков
}, фишек: { $pieces }, { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
}
render-alt-player-split = { $player } — { $score ->
    [one] { $score } очко
    [few] { $score } очка
   *[many] { $score } очков
}, { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
}
render-alt-none = нет
render-alt-no-last = Ходов ещё не было.
render-alt-cards = { $card } ×{ $count }
render-alt-private = { $public } Ваши карты: { $cards }. Ваши билеты: выполнено { $done } из { $count }.
render-alt-offer = { $own } Вам предложены: { $tickets }.
render-alt-offer-ticket = { $n }. { $route } ({ $points })

## Итоговая диаграмма очков.
render-chart-title = { $board }: из чего сложились очки
render-chart-tickets-won = Выполненные билеты
render-chart-tickets-lost = Невыполненные билеты
render-alt-recap = Карта «{ $board }» заполняется по ходу партии: { $pieces } { $pieces ->
    [one] фишка
    [few] фишки
   *[other] фишек
} в том порядке, в каком их ставили.
