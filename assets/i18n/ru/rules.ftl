## rules: ru


## Board titles (city names stay the board's own).
rules-board-usa = США
rules-board-europe = Европа
rules-board-switzerland = Швейцария
rules-board-world = Рельсы и паруса: Мир

## Cards. $kind: plain (a card of this color), of (the color qualifying a
## noun: "3 red cards"; Russian and Ukrainian use the genitive «красного
## цвета»), train, harbor (a train card with the harbor symbol), ship or
## double (a double ship). Pink is «фиолетовый», as in the rule books.
color-red = { $kind ->
    [of] красного цвета
   *[plain] красная
    [train] красный вагон
    [harbor] красный вагон с якорем
    [ship] красный корабль
    [double] красный двойной корабль
}
color-blue = { $kind ->
    [of] синего цвета
   *[plain] синяя
    [train] синий вагон
    [harbor] синий вагон с якорем
    [ship] синий корабль
    [double] синий двойной корабль
}
color-green = { $kind ->
    [of] зелёного цвета
   *[plain] зелёная
    [train] зелёный вагон
    [harbor] зелёный вагон с якорем
    [ship] зелёный корабль
    [double] зелёный двойной корабль
}
color-yellow = { $kind ->
    [of] жёлтого цвета
   *[plain] жёлтая
    [train] жёлтый вагон
    [harbor] жёлтый вагон с якорем
    [ship] жёлтый корабль
    [double] жёлтый двойной корабль
}
color-black = { $kind ->
    [of] чёрного цвета
   *[plain] чёрная
    [train] чёрный вагон
    [harbor] чёрный вагон с якорем
    [ship] чёрный корабль
    [double] чёрный двойной корабль
}
color-white = { $kind ->
    [of] белого цвета
   *[plain] белая
    [train] белый вагон
    [harbor] белый вагон с якорем
    [ship] белый корабль
    [double] белый двойной корабль
}
color-orange = { $kind ->
    [of] оранжевого цвета
   *[plain] оранжевая
    [train] оранжевый вагон
    [harbor] оранжевый вагон с якорем
    [ship] оранжевый корабль
    [double] оранжевый двойной корабль
}
color-pink = { $kind ->
    [of] фиолетового цвета
   *[plain] фиолетовая
    [train] фиолетовый вагон
    [harbor] фиолетовый вагон с якорем
    [ship] фиолетовый корабль
    [double] фиолетовый двойной корабль
}
card-loco = локомотив
card-joker = джокер

## Refused moves.

rules-game-over = Игра окончена; чтобы сыграть ещё, начните новую.
rules-not-your-turn = Сейчас ходит { $player }; дождитесь своего хода.
rules-not-a-player = Действовать в этой игре могут только её участники.
rules-setup-waiting = Игра начнётся, когда все выберут билеты; ждём: { $players }.
rules-setup-waiting-world = Игра начнётся, когда все выберут билеты и фишки; ждём: { $players }.
rules-tunnel-first = Сначала оплатите туннель { $route } или откажитесь от него.
rules-tickets-first = Сначала выберите, какие из взятых билетов оставить.
rules-second-card = В этот ход вы уже взяли одну карту; возьмите вторую (открытую или из колоды).
rules-no-tunnel = Сейчас нет туннеля, который ждёт вашего решения.

## Tickets and setup.

rules-no-offer-draw-first = У вас нет билетов на выбор; сначала возьмите билеты.
rules-no-offer = У вас нет билетов на выбор.
rules-ticket-not-offered = Билета { $ticket } нет среди предложенных вам; выберите из: { $offered }.
rules-ticket-twice = Вы назвали билет { $ticket } дважды.
rules-keep-at-least = Оставьте хотя бы { $need } из { $offered ->
    [one] { $offered } предложенного билета
   *[many] { $offered } предложенных билетов
}.
rules-keep-one-long = Оставьте один из длинных билетов или ни одного, но не оба; обычные билеты вы получите следом.
rules-split-world-only = Выбирать, сколько взять вагонов и кораблей, можно только на карте «Мир».
rules-split-done = Вы уже выбрали свои фишки.
rules-split-tickets-first = Сначала оставьте стартовые билеты, затем выберите фишки.
rules-split-bad = Оставьте всего { $pieces ->
    [one] { $pieces } фишку
    [few] { $pieces } фишки
   *[many] { $pieces } фишек
}: не больше { $max_trains ->
    [one] { $max_trains } вагона
   *[many] { $max_trains } вагонов
} и не больше { $max_ships ->
    [one] { $max_ships } корабля
   *[many] { $max_ships } кораблей
} (новичкам советуем 20 вагонов и 40 кораблей); вы выбрали { $trains } + { $ships } = { $total }.
rules-ticket-deck-empty = Колода билетов пуста; выберите другое действие.
rules-player-count = На карте «{ $board }» играют от { $min } до { $max ->
    [one] { $max } игрока
   *[many] { $max } игроков
}; в этой игре { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[many] { $count } игроков
}.
rules-player-names = У каждого игрока должно быть своё непустое имя; «{ $name }» не подходит.
rules-variants-europe-only = Варианты с билетами есть только для карты «Европа».

## Drawing cards.

rules-no-ship-deck = На этой карте нет колоды кораблей.
rules-no-face-up = На месте { $slot } нет открытой карты; выберите место от 1 до { $slots }, где лежит карта, или колоду.
# $card: the locomotive or the joker.
rules-face-up-loco-second = Открытый { $card } нельзя брать второй картой; возьмите другую открытую карту или карту из колоды.
rules-decks-empty-world = Эта колода и её сброс пусты; возьмите открытую карту или карту из другой колоды.
rules-deck-empty = Колода и сброс пусты; возьмите открытую карту.

## Claiming routes. $route is "Paris–Bruxelles"; $kind is rail or sea.

rules-route-taken = Перегон { $route } уже занят игроком { $player }.
rules-route-own-sibling = Вы уже заняли второй перегон { $route }; один игрок не может занять оба.
rules-route-double-closed = Если игроков { $players }, можно занять только один из перегонов { $route }, а он уже у игрока { $owner }.
rules-route-pieces = Для перегона { $route } { $kind ->
    [sea] { $count ->
        [one] нужен { $count } корабль
        [few] нужны { $count } корабля
       *[many] нужно { $count } кораблей
    }
   *[rail] { $count ->
        [one] нужен { $count } вагон
        [few] нужны { $count } вагона
       *[many] нужно { $count } вагонов
    }
}; у вас осталось { $have }.
rules-no-route = Между { $a } и { $b } нет перегона.
rules-no-such-place = На этой карте нет места с номером { $place }. Назовите город так, как он подписан на карте.
rules-no-such-lane = Такого перегона { $a }–{ $b } нет; не указывайте цвет или номер перегона, и вы займёте любой свободный.

## Stations, harbors and exchanges.

rules-no-stations = На карте «{ $board }» нет станций.
rules-stations-used = Вы уже построили все свои станции ({ $count }).
rules-station-not-city = Станции строят только в городах, а { $place } — не город.
rules-station-taken = В городе { $place } уже есть станция (игрока { $owner }); в каждом городе может быть только одна.
rules-no-harbors = На карте «{ $board }» нет портов.
rules-harbors-used = Вы уже построили все свои порты ({ $count }).
rules-harbor-no-anchor = { $place } — не портовый город (у него нет символа якоря); выберите город с якорем.
rules-harbor-taken = В городе { $place } уже есть порт (игрока { $owner }); в каждом городе может быть только один.
rules-harbor-no-route = Порт можно построить только в городе, к которому ведёт хотя бы один ваш перегон; к городу { $place } у вас перегонов нет.
rules-exchange-world-only = Обменивать фишки можно только на карте «Мир».
rules-exchange-none = Обменяйте хотя бы одну фишку.
# $kind: rail (trains) or sea (ships).
rules-exchange-box = В коробке { $kind ->
    [sea] { $count ->
        [one] { $count } ваш корабль
        [few] { $count } ваших корабля
       *[many] { $count } ваших кораблей
    }
   *[rail] { $count ->
        [one] { $count } ваш вагон
        [few] { $count } ваших вагона
       *[many] { $count } ваших вагонов
    }
}; обменяйте не больше { $count }.
rules-exchange-give = У вас { $kind ->
    [sea] { $count ->
        [one] { $count } корабль
        [few] { $count } корабля
       *[many] { $count } кораблей
    }
   *[rail] { $count ->
        [one] { $count } вагон
        [few] { $count } вагона
       *[many] { $count } вагонов
    }
} для обмена; обменяйте не больше { $count }.

## Paying. $what names what is paid for: a route ("Paris–Bruxelles"),
## rules-pay-what-tunnel or rules-pay-what-station. $color is a color-* in
## its "of" form. $verb is needs (a route, a tunnel) or costs (a station);
## $wild is yes when locomotives may replace cards (joker: World, where they
## are called jokers; no: they may not), $ferry the locomotives a
## ferry requires (0: none), $held the cards of $color held, $locos the
## locomotives held.

rules-pay-what-tunnel = Туннель
rules-pay-what-station = Ваша станция № { $nth }
rules-pay-wrong-color = { $what } — перегон { $color }; платите картами { $color }{ $wild ->
    [joker] {" "}или джокерами
    [no] {""}
   *[yes] {" "}или локомотивами
}.
rules-pay-locos-not-held = Вы хотите сыграть { $wild ->
    [joker] { $count ->
        [one] { $count } джокер
        [few] { $count } джокера
       *[many] { $count } джокеров
    }
   *[yes] { $count ->
        [one] { $count } локомотив
        [few] { $count } локомотива
       *[many] { $count } локомотивов
    }
}, но у вас их { $held }.
rules-pay-locos-tunnels-only = На этой карте локомотивы можно играть только на туннелях; { $what }: нужно сыграть { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
}.
rules-pay-ferry = { $what } — паромная переправа: нужно сыграть хотя бы { $count ->
    [one] { $count } локомотив
    [few] { $count } локомотива
   *[many] { $count } локомотивов
}.
rules-pay-too-many = { $what }: можно сыграть не больше { $count ->
    [one] { $count } карты
   *[many] { $count } карт
}.
rules-pay-short-color = { $what }{ $verb ->
    [costs] {" "}стоит
   *[needs] : нужно сыграть
} { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
} { $color }{ $wild ->
    [joker] {" "}(любую из них можно заменить джокером)
    [yes] {" "}(любую из них можно заменить локомотивом)
   *[no] {""}
}{ $ferry ->
    [0] {""}
    [one] , из них хотя бы { $ferry } локомотив
    [few] , из них хотя бы { $ferry } локомотива
   *[many] , из них хотя бы { $ferry } локомотивов
}; у вас: { $held ->
    [0] карт { $color } нет
    [one] { $held } карта { $color }
    [few] { $held } карты { $color }
   *[many] { $held } карт { $color }
}{ $wild ->
    [joker] { $locos ->
        [0] , джокеров нет
        [one] , { $locos } джокер
        [few] , { $locos } джокера
       *[many] , { $locos } джокеров
    }
    [yes] { $locos ->
        [0] , локомотивов нет
        [one] , { $locos } локомотив
        [few] , { $locos } локомотива
       *[many] , { $locos } локомотивов
    }
   *[no] { $locos ->
        [0] , локомотивов нет
       *[many] , { $locos ->
            [one] { $locos } локомотив, но здесь локомотивы оплачивают только туннели
            [few] { $locos } локомотива, но здесь локомотивы оплачивают только туннели
           *[many] { $locos } локомотивов, но здесь локомотивы оплачивают только туннели
        }
    }
}.
# $held and $color: the color the player holds most of.
rules-pay-short-any = { $what }{ $verb ->
    [costs] {" "}стоит
   *[needs] : нужно сыграть
} { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
} одного цвета{ $wild ->
    [joker] {" "}(любую из них можно заменить джокером)
    [yes] {" "}(любую из них можно заменить локомотивом)
   *[no] {""}
}{ $ferry ->
    [0] {""}
    [one] , из них хотя бы { $ferry } локомотив
    [few] , из них хотя бы { $ferry } локомотива
   *[many] , из них хотя бы { $ferry } локомотивов
}; у вас: { $held ->
    [0] цветных карт нет
    [one] { $held } карта { $color }
    [few] { $held } карты { $color }
   *[many] { $held } карт { $color }
}{ $wild ->
    [joker] { $locos ->
        [0] , джокеров нет
        [one] , { $locos } джокер
        [few] , { $locos } джокера
       *[many] , { $locos } джокеров
    }
    [yes] { $locos ->
        [0] , локомотивов нет
        [one] , { $locos } локомотив
        [few] , { $locos } локомотива
       *[many] , { $locos } локомотивов
    }
   *[no] { $locos ->
        [0] , локомотивов нет
       *[many] , { $locos ->
            [one] { $locos } локомотив, но здесь локомотивы оплачивают только туннели
            [few] { $locos } локомотива, но здесь локомотивы оплачивают только туннели
           *[many] { $locos } локомотивов, но здесь локомотивы оплачивают только туннели
        }
    }
}.
rules-pay-rail-no-doubles = { $what } — железнодорожный перегон; двойными кораблями платят только за морские перегоны.
rules-pay-sea-wrong-color = { $what } — морской перегон { $color }; платите картами кораблей { $color } или джокерами.
rules-pay-sea-short-color = { $what }: нужны карты кораблей { $color } на { $count ->
    [one] { $count } звено
    [few] { $count } звена
   *[many] { $count } звеньев
} (двойной корабль идёт за 2 звена, джокер — за 1); у вас одиночных кораблей этого цвета: { $singles }, двойных: { $doubles }, джокеров: { $jokers }.
rules-pay-sea-short-any = { $what }: нужны карты кораблей одного цвета на { $count ->
    [one] { $count } звено
    [few] { $count } звена
   *[many] { $count } звеньев
} (двойной корабль идёт за 2 звена, джокер — за 1); карт ни одного цвета на это не хватает, а джокеров у вас: { $jokers }.
# $plain: spaces without steam; $pairs: steam spaces; $asked: yes when the
# player named a number of jokers.
rules-pay-steam-short = Чтобы занять перегон { $what }, нужно сыграть { $plain ->
    [0] {""}
    [one] { $plain } карту вагона цвета перегона и{" "}
    [few] { $plain } карты вагонов цвета перегона и{" "}
   *[many] { $plain } карт вагонов цвета перегона и{" "}
}{ $pairs ->
    [one] { $pairs } пару карт для звена с паром
    [few] { $pairs } пары карт для звеньев с паром
   *[many] { $pairs } пар карт для звеньев с паром
} (пара — 2 карты вагонов одного цвета; джокер заменяет любую карту){ $asked ->
    [yes] {" "}с указанным вами числом джокеров
   *[no] {""}
}; ваших карт на это не хватает.
rules-pay-harbor-short-color = Порт стоит 2 карты вагонов и 2 карты кораблей одного цвета, все с символом якоря (он есть на всех одиночных кораблях; джокер заменяет любую карту); у вас вагонов { $color } с якорем: { $trains }, одиночных кораблей { $color }: { $ships }, джокеров: { $jokers }.
rules-pay-harbor-short-any = Порт стоит 2 карты вагонов и 2 карты кораблей одного цвета, все с символом якоря (он есть на всех одиночных кораблях; джокер заменяет любую карту); карт ни одного цвета на это не хватает, а джокеров у вас: { $jokers }.
rules-pay-tunnel-short-color = { $what }: нужно сыграть ещё { $count ->
    [one] { $count } карту { $color } (или локомотив)
    [few] { $count } карты { $color } (или локомотивы)
   *[many] { $count } карт { $color } (или локомотивы)
}; после оплаты у вас осталось карт { $color }: { $held }, локомотивов: { $locos }. Доплатите или откажитесь.
rules-pay-tunnel-short-locos = { $what }: нужно сыграть ещё { $count ->
    [one] { $count } локомотив
    [few] { $count } локомотива
   *[many] { $count } локомотивов
}; после оплаты у вас осталось локомотивов: { $locos }. Доплатите или откажитесь.

## Place names as typed.

rules-place-unknown = На этой карте нет места с названием «{ $query }».
rules-place-unknown-closest = На этой карте нет места с названием «{ $query }». Может быть, вы имели в виду: { $closest }?
rules-place-ambiguous = «{ $query }» может означать: { $matches }. Введите название точнее.

## What happened, for everyone ($player is a player's name), and the drawing
## player's private detail. Present tense: it needs no gender.

event-nothing = ничего
event-tickets-kept = { $player } оставляет { $kept ->
    [one] { $kept } билет
    [few] { $kept } билета
   *[many] { $kept } билетов
} и возвращает { $returned }
event-pieces-chosen = { $player }: фишки выбраны
# One player's pieces; event-pieces-split-then joins them.
event-pieces-split = { $player } — { $trains ->
    [one] { $trains } вагон
    [few] { $trains } вагона
   *[many] { $trains } вагонов
} и { $ships ->
    [one] { $ships } корабль
    [few] { $ships } корабля
   *[many] { $ships } кораблей
}
event-pieces-split-then = { $first }; { $rest }
event-pieces-revealed = фишки раскрыты: { $split }
event-game-started = игра начинается; первым ходит { $player }
event-drew-face-up = { $player } берёт открытую карту: { $card }
event-drew-deck = { $player } берёт карту из колоды
event-drew-ship-deck = { $player } берёт карту из колоды кораблей
event-face-up-reset = среди открытых карт 3 локомотива: все открытые карты заменены
event-face-up-reset-world = среди открытых карт 3 джокера: все открытые карты заменены
event-reshuffled = сброс перемешан и стал новой колодой
event-reshuffled-ships = сброс кораблей перемешан и стал новой колодой кораблей
# $cards: the cards' names, or event-nothing.
event-claimed = { $player } занимает перегон { $route } и получает { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}, сыграв: { $cards }
event-tunnel-revealed = { $player } пробует пройти туннель { $route } и открывает из колоды: { $cards }; { $extra ->
    [0] больше карт не нужно
    [one] нужна ещё { $extra } карта
    [few] нужны ещё { $extra } карты
   *[many] нужно ещё { $extra } карт
}
event-tunnel-declined = { $player } отказывается от туннеля { $route }
event-tickets-drawn = { $player } берёт { $count ->
    [one] { $count } билет
    [few] { $count } билета
   *[many] { $count } билетов
}
event-station-built = { $player } строит станцию в городе { $place }
event-harbor-built = { $player } строит порт в городе { $place }
event-exchanged-to-ships = { $player } меняет { $count ->
    [one] { $count } вагон
    [few] { $count } вагона
   *[many] { $count } вагонов
} на корабли (-{ $count ->
    [one] { $count } очко
    [few] { $count } очка
   *[many] { $count } очков
})
event-exchanged-to-trains = { $player } меняет { $count ->
    [one] { $count } корабль
    [few] { $count } корабля
   *[many] { $count } кораблей
} на вагоны (-{ $count ->
    [one] { $count } очко
    [few] { $count } очка
   *[many] { $count } очков
})
# USA, Europe, Switzerland: trains only; World: trains and ships.
event-final-round = у игрока { $player } почти не осталось вагонов: у всех остаётся ещё { $turns ->
    [1] один ход
    [one] { $turns } ход
    [few] { $turns } хода
   *[many] { $turns } ходов
}
event-final-round-world = у игрока { $player } почти не осталось фишек: у всех остаётся ещё { $turns ->
    [1] один ход
    [one] { $turns } ход
    [few] { $turns } хода
   *[many] { $turns } ходов
}
event-passed = { $player } не может ничего сделать и пропускает ход
event-game-over = игра окончена
