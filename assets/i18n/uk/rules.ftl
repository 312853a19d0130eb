## rules: uk


## Board titles (city names stay the board's own).
rules-board-usa = США
rules-board-europe = Європа
rules-board-switzerland = Швейцарія
rules-board-world = Рейки та вітрила: Світ

## Cards. $kind: plain (a card of this color), of (the color qualifying a
## noun: "3 red cards"; Russian and Ukrainian use the genitive «червоного
## кольору»), train, harbor (a train card with the harbor symbol), ship or
## double (a double ship). As in the rule book: «судно», pink is «фіолетовий».
color-red = { $kind ->
    [of] червоного кольору
   *[plain] червона
    [train] червоний вагон
    [harbor] червоний вагон з якорем
    [ship] червоне судно
    [double] червоне подвійне судно
}
color-blue = { $kind ->
    [of] синього кольору
   *[plain] синя
    [train] синій вагон
    [harbor] синій вагон з якорем
    [ship] синє судно
    [double] синє подвійне судно
}
color-green = { $kind ->
    [of] зеленого кольору
   *[plain] зелена
    [train] зелений вагон
    [harbor] зелений вагон з якорем
    [ship] зелене судно
    [double] зелене подвійне судно
}
color-yellow = { $kind ->
    [of] жовтого кольору
   *[plain] жовта
    [train] жовтий вагон
    [harbor] жовтий вагон з якорем
    [ship] жовте судно
    [double] жовте подвійне судно
}
color-black = { $kind ->
    [of] чорного кольору
   *[plain] чорна
    [train] чорний вагон
    [harbor] чорний вагон з якорем
    [ship] чорне судно
    [double] чорне подвійне судно
}
color-white = { $kind ->
    [of] білого кольору
   *[plain] біла
    [train] білий вагон
    [harbor] білий вагон з якорем
    [ship] біле судно
    [double] біле подвійне судно
}
color-orange = { $kind ->
    [of] помаранчевого кольору
   *[plain] помаранчева
    [train] помаранчевий вагон
    [harbor] помаранчевий вагон з якорем
    [ship] помаранчеве судно
    [double] помаранчеве подвійне судно
}
color-pink = { $kind ->
    [of] фіолетового кольору
   *[plain] фіолетова
    [train] фіолетовий вагон
    [harbor] фіолетовий вагон з якорем
    [ship] фіолетове судно
    [double] фіолетове подвійне судно
}
card-loco = локомотив
card-joker = джокер

## Refused moves.

rules-game-over = Гру завершено; щоб зіграти ще, почніть нову.
rules-not-your-turn = Зараз ходить { $player }; дочекайтеся свого ходу.
rules-not-a-player = Діяти в цій грі можуть лише її учасники.
rules-setup-waiting = Гра почнеться, коли всі виберуть квитки; чекаємо на: { $players }.
rules-setup-waiting-world = Гра почнеться, коли всі виберуть квитки й фішки; чекаємо на: { $players }.
rules-tunnel-first = Спершу оплатіть тунель { $route } або відмовтеся від нього.
rules-tickets-first = Спершу виберіть, які з узятих квитків залишити.
rules-second-card = Цього ходу ви вже взяли одну карту; візьміть другу (відкриту або з колоди).
rules-no-tunnel = Зараз немає тунелю, що чекає на ваше рішення.

## Tickets and setup.

rules-no-offer-draw-first = У вас немає квитків на вибір; спершу візьміть квитки.
rules-no-offer = У вас немає квитків на вибір.
rules-ticket-not-offered = Квитка { $ticket } немає серед запропонованих вам; виберіть із: { $offered }.
rules-ticket-twice = Ви назвали квиток { $ticket } двічі.
rules-keep-at-least = Залиште щонайменше { $need } з { $offered ->
    [one] { $offered } запропонованого квитка
   *[many] { $offered } запропонованих квитків
}.
rules-keep-one-long = Залиште один із довгих квитків або жодного, але не обидва; звичайні квитки ви отримаєте далі.
rules-split-world-only = Вибирати, скільки взяти вагонів і суден, можна лише на мапі «Світ».
rules-split-done = Ви вже вибрали свої фішки.
rules-split-tickets-first = Спершу залиште початкові квитки, потім виберіть фішки.
rules-split-bad = Залиште загалом { $pieces ->
    [one] { $pieces } фішку
    [few] { $pieces } фішки
   *[many] { $pieces } фішок
}: щонайбільше { $max_trains ->
    [one] { $max_trains } вагон
    [few] { $max_trains } вагони
   *[many] { $max_trains } вагонів
} і щонайбільше { $max_ships ->
    [one] { $max_ships } судно
    [few] { $max_ships } судна
   *[many] { $max_ships } суден
} (новачкам радимо 20 вагонів і 40 суден); ви вибрали { $trains } + { $ships } = { $total }.
rules-ticket-deck-empty = Колода квитків порожня; виберіть іншу дію.
rules-player-count = На мапі «{ $board }» грають від { $min } до { $max ->
    [one] { $max } гравця
   *[many] { $max } гравців
}; у цій грі { $count ->
    [one] { $count } гравець
    [few] { $count } гравці
   *[many] { $count } гравців
}.
rules-player-names = Кожен гравець повинен мати власне непорожнє ім'я; «{ $name }» не підходить.
rules-variants-europe-only = Варіанти з квитками є лише для мапи «Європа».

## Drawing cards.

rules-no-ship-deck = На цій мапі немає колоди суден.
rules-no-face-up = На місці { $slot } немає відкритої карти; виберіть місце від 1 до { $slots }, де лежить карта, або колоду.
# $card: the locomotive or the joker.
rules-face-up-loco-second = Відкритий { $card } не можна брати другою картою; візьміть іншу відкриту карту або карту з колоди.
rules-decks-empty-world = Ця колода та її скид порожні; візьміть відкриту карту або карту з іншої колоди.
rules-deck-empty = Колода і скид порожні; візьміть відкриту карту.

## Claiming routes. $route is "Paris–Bruxelles"; $kind is rail or sea.

rules-route-taken = Ділянку { $route } уже проклав гравець { $player }.
rules-route-own-sibling = Ви вже проклали другу ділянку { $route }; один гравець не може прокласти обидві.
rules-route-double-closed = Якщо гравців { $players }, можна прокласти лише одну з ділянок { $route }, а її вже проклав гравець { $owner }.
rules-route-pieces = Для ділянки { $route } { $kind ->
    [sea] { $count ->
        [one] потрібне { $count } судно
        [few] потрібні { $count } судна
       *[many] потрібно { $count } суден
    }
   *[rail] { $count ->
        [one] потрібен { $count } вагон
        [few] потрібні { $count } вагони
       *[many] потрібно { $count } вагонів
    }
}; у вас лишилося { $have }.
rules-no-route = Між { $a } і { $b } немає ділянки.
rules-no-such-place = На цій мапі немає місця з номером { $place }. Назвіть місто так, як його підписано на мапі.
rules-no-such-lane = Такої ділянки { $a }–{ $b } немає; не вказуйте колір чи номер ділянки, і ви прокладете будь-яку вільну.

## Stations, harbors and exchanges.

rules-no-stations = На мапі «{ $board }» немає станцій.
rules-stations-used = Ви вже збудували всі свої станції ({ $count }).
rules-station-not-city = Станції будують лише в містах, а { $place } — не місто.
rules-station-taken = У місті { $place } уже є станція (гравця { $owner }); у кожному місті може бути лише одна.
rules-no-harbors = На мапі «{ $board }» немає портів.
rules-harbors-used = Ви вже збудували всі свої порти ({ $count }).
rules-harbor-no-anchor = { $place } — не портове місто (у нього немає символу якоря); виберіть місто з якорем.
rules-harbor-taken = У місті { $place } уже є порт (гравця { $owner }); у кожному місті може бути лише один.
rules-harbor-no-route = Порт можна збудувати лише в місті, до якого ви проклали принаймні одну ділянку; до міста { $place } у вас ділянок немає.
rules-exchange-world-only = Обмінювати фішки можна лише на мапі «Світ».
rules-exchange-none = Обміняйте принаймні одну фішку.
# $kind: rail (trains) or sea (ships).
rules-exchange-box = У коробці { $kind ->
    [sea] { $count ->
        [one] { $count } ваше судно
        [few] { $count } ваші судна
       *[many] { $count } ваших суден
    }
   *[rail] { $count ->
        [one] { $count } ваш вагон
        [few] { $count } ваші вагони
       *[many] { $count } ваших вагонів
    }
}; обміняйте щонайбільше { $count }.
rules-exchange-give = У вас { $kind ->
    [sea] { $count ->
        [one] { $count } судно
        [few] { $count } судна
       *[many] { $count } суден
    }
   *[rail] { $count ->
        [one] { $count } вагон
        [few] { $count } вагони
       *[many] { $count } вагонів
    }
} для обміну; обміняйте щонайбільше { $count }.

## Paying. $what names what is paid for: a route ("Paris–Bruxelles"),
## rules-pay-what-tunnel or rules-pay-what-station. $color is a color-* in
## its "of" form. $verb is needs (a route, a tunnel) or costs (a station);
## $wild is yes when locomotives may replace cards (joker: World, where they
## are called jokers; no: they may not), $ferry the locomotives a
## ferry requires (0: none), $held the cards of $color held, $locos the
## locomotives held.

rules-pay-what-tunnel = Тунель
rules-pay-what-station = Ваша станція № { $nth }
rules-pay-wrong-color = { $what } — ділянка { $color }; платіть картами { $color }{ $wild ->
    [joker] {" "}або джокерами
    [no] {""}
   *[yes] {" "}або локомотивами
}.
rules-pay-locos-not-held = Ви хочете зіграти { $wild ->
    [joker] { $count ->
        [one] { $count } джокер
        [few] { $count } джокери
       *[many] { $count } джокерів
    }
   *[yes] { $count ->
        [one] { $count } локомотив
        [few] { $count } локомотиви
       *[many] { $count } локомотивів
    }
}, але у вас їх { $held }.
rules-pay-locos-tunnels-only = На цій мапі локомотиви можна грати лише на тунелях; { $what }: треба зіграти { $count ->
    [one] { $count } карту
    [few] { $count } карти
   *[many] { $count } карт
}.
rules-pay-ferry = { $what } — поромна переправа: треба зіграти щонайменше { $count ->
    [one] { $count } локомотив
    [few] { $count } локомотиви
   *[many] { $count } локомотивів
}.
rules-pay-too-many = { $what }: можна зіграти щонайбільше { $count ->
    [one] { $count } карту
    [few] { $count } карти
   *[many] { $count } карт
}.
rules-pay-short-color = { $what }{ $verb ->
    [costs] {" "}коштує
   *[needs] : треба зіграти
} { $count ->
    [one] { $count } карту
    [few] { $count } карти
   *[many] { $count } карт
} { $color }{ $wild ->
    [joker] {" "}(будь-яку з них можна замінити джокером)
    [yes] {" "}(будь-яку з них можна замінити локомотивом)
   *[no] {""}
}{ $ferry ->
    [0] {""}
    [one] , з них щонайменше { $ferry } локомотив
    [few] , з них щонайменше { $ferry } локомотиви
   *[many] , з них щонайменше { $ferry } локомотивів
}; у вас: { $held ->
    [0] карт { $color } немає
    [one] { $held } карта { $color }
    [few] { $held } карти { $color }
   *[many] { $held } карт { $color }
}{ $wild ->
    [joker] { $locos ->
        [0] , джокерів немає
        [one] , { $locos } джокер
        [few] , { $locos } джокери
       *[many] , { $locos } джокерів
    }
    [yes] { $locos ->
        [0] , локомотивів немає
        [one] , { $locos } локомотив
        [few] , { $locos } локомотиви
       *[many] , { $locos } локомотивів
    }
   *[no] { $locos ->
        [0] , локомотивів немає
       *[many] , { $locos ->
            [one] { $locos } локомотив, але тут локомотиви оплачують лише тунелі
            [few] { $locos } локомотиви, але тут локомотиви оплачують лише тунелі
           *[many] { $locos } локомотивів, але тут локомотиви оплачують лише тунелі
        }
    }
}.
# $held and $color: the color the player holds most of.
rules-pay-short-any = { $what }{ $verb ->
    [costs] {" "}коштує
   *[needs] : треба зіграти
} { $count ->
    [one] { $count } карту
    [few] { $count } карти
   *[many] { $count } карт
} одного кольору{ $wild ->
    [joker] {" "}(будь-яку з них можна замінити джокером)
    [yes] {" "}(будь-яку з них можна замінити локомотивом)
   *[no] {""}
}{ $ferry ->
    [0] {""}
    [one] , з них щонайменше { $ferry } локомотив
    [few] , з них щонайменше { $ferry } локомотиви
   *[many] , з них щонайменше { $ferry } локомотивів
}; у вас: { $held ->
    [0] кольорових карт немає
    [one] { $held } карта { $color }
    [few] { $held } карти { $color }
   *[many] { $held } карт { $color }
}{ $wild ->
    [joker] { $locos ->
        [0] , джокерів немає
        [one] , { $locos } джокер
        [few] , { $locos } джокери
       *[many] , { $locos } джокерів
    }
    [yes] { $locos ->
        [0] , локомотивів немає
        [one] , { $locos } локомотив
        [few] , { $locos } локомотиви
       *[many] , { $locos } локомотивів
    }
   *[no] { $locos ->
        [0] , локомотивів немає
       *[many] , { $locos ->
            [one] { $locos } локомотив, але тут локомотиви оплачують лише тунелі
            [few] { $locos } локомотиви, але тут локомотиви оплачують лише тунелі
           *[many] { $locos } локомотивів, але тут локомотиви оплачують лише тунелі
        }
    }
}.
rules-pay-rail-no-doubles = { $what } — залізнична ділянка; подвійними суднами платять лише за морські ділянки.
rules-pay-sea-wrong-color = { $what } — морська ділянка { $color }; платіть картами суден { $color } або джокерами.
rules-pay-sea-short-color = { $what }: потрібні карти суден { $color } на { $count ->
    [one] { $count } комірку
    [few] { $count } комірки
   *[many] { $count } комірок
} (подвійне судно йде за 2 комірки, джокер — за 1); у вас одиночних суден цього кольору: { $singles }, подвійних: { $doubles }, джокерів: { $jokers }.
rules-pay-sea-short-any = { $what }: потрібні карти суден одного кольору на { $count ->
    [one] { $count } комірку
    [few] { $count } комірки
   *[many] { $count } комірок
} (подвійне судно йде за 2 комірки, джокер — за 1); карт жодного кольору на це не вистачає, а джокерів у вас: { $jokers }.
# $plain: spaces without steam; $pairs: steam spaces; $asked: yes when the
# player named a number of jokers.
rules-pay-steam-short = Щоб прокласти ділянку { $what }, треба зіграти { $plain ->
    [0] {""}
    [one] { $plain } карту вагона кольору ділянки і{" "}
    [few] { $plain } карти вагонів кольору ділянки і{" "}
   *[many] { $plain } карт вагонів кольору ділянки і{" "}
}{ $pairs ->
    [one] { $pairs } пару карт для комірки з символом «Пара»
    [few] { $pairs } пари карт для комірок із символом «Пара»
   *[many] { $pairs } пар карт для комірок із символом «Пара»
} (пара карт — 2 карти вагонів одного кольору; джокер замінює будь-яку карту){ $asked ->
    [yes] {" "}із зазначеною вами кількістю джокерів
   *[no] {""}
}; ваших карт на це не вистачає.
rules-pay-harbor-short-color = Порт коштує 2 карти вагонів і 2 карти суден одного кольору, усі із символом якоря (він є на всіх одиночних суднах; джокер замінює будь-яку карту); у вас вагонів { $color } з якорем: { $trains }, одиночних суден { $color }: { $ships }, джокерів: { $jokers }.
rules-pay-harbor-short-any = Порт коштує 2 карти вагонів і 2 карти суден одного кольору, усі із символом якоря (він є на всіх одиночних суднах; джокер замінює будь-яку карту); карт жодного кольору на це не вистачає, а джокерів у вас: { $jokers }.
rules-pay-tunnel-short-color = { $what }: треба зіграти ще { $count ->
    [one] { $count } карту { $color } (або локомотив)
    [few] { $count } карти { $color } (або локомотиви)
   *[many] { $count } карт { $color } (або локомотиви)
}; після оплати у вас лишилося карт { $color }: { $held }, локомотивів: { $locos }. Доплатіть або відмовтеся.
rules-pay-tunnel-short-locos = { $what }: треба зіграти ще { $count ->
    [one] { $count } локомотив
    [few] { $count } локомотиви
   *[many] { $count } локомотивів
}; після оплати у вас лишилося локомотивів: { $locos }. Доплатіть або відмовтеся.

## Place names as typed.

rules-place-unknown = На цій мапі немає місця з назвою «{ $query }».
rules-place-unknown-closest = На цій мапі немає місця з назвою «{ $query }». Можливо, ви мали на увазі: { $closest }?
rules-place-ambiguous = «{ $query }» може означати: { $matches }. Введіть назву точніше.

## What happened, for everyone ($player is a player's name), and the drawing
## player's private detail. Present tense: it needs no gender.

event-nothing = нічого
event-tickets-kept = { $player } залишає { $kept ->
    [one] { $kept } квиток
    [few] { $kept } квитки
   *[many] { $kept } квитків
} і повертає { $returned }
event-pieces-chosen = { $player }: фішки вибрано
# One player's pieces; event-pieces-split-then joins them.
event-pieces-split = { $player } — { $trains ->
    [one] { $trains } вагон
    [few] { $trains } вагони
   *[many] { $trains } вагонів
} і { $ships ->
    [one] { $ships } судно
    [few] { $ships } судна
   *[many] { $ships } суден
}
event-pieces-split-then = { $first }; { $rest }
event-pieces-revealed = фішки відкрито: { $split }
event-game-started = гра починається; першим ходить { $player }
event-drew-face-up = { $player } бере відкриту карту: { $card }
event-drew-deck = { $player } бере карту з колоди
event-drew-ship-deck = { $player } бере карту з колоди суден
event-face-up-reset = серед відкритих карт 3 локомотиви: усі відкриті карти замінено
event-face-up-reset-world = серед відкритих карт 3 джокери: усі відкриті карти замінено
event-reshuffled = скид перетасовано, і він став новою колодою
event-reshuffled-ships = скид суден перетасовано, і він став новою колодою суден
# $cards: the cards' names, or event-nothing.
event-claimed = { $player } прокладає ділянку { $route } й отримує { $points ->
    [one] { $points } очко
    [few] { $points } очки
   *[many] { $points } очок
}, зігравши: { $cards }
event-tunnel-revealed = { $player } пробує прокласти тунель { $route } і відкриває з колоди: { $cards }; { $extra ->
    [0] більше карт не треба
    [one] треба ще { $extra } карту
    [few] треба ще { $extra } карти
   *[many] треба ще { $extra } карт
}
event-tunnel-declined = { $player } відмовляється від тунелю { $route }
event-tickets-drawn = { $player } бере { $count ->
    [one] { $count } квиток
    [few] { $count } квитки
   *[many] { $count } квитків
}
event-station-built = { $player } будує станцію в місті { $place }
event-harbor-built = { $player } будує порт у місті { $place }
event-exchanged-to-ships = { $player } обмінює { $count ->
    [one] { $count } вагон
    [few] { $count } вагони
   *[many] { $count } вагонів
} на судна (-{ $count ->
    [one] { $count } очко
    [few] { $count } очки
   *[many] { $count } очок
})
event-exchanged-to-trains = { $player } обмінює { $count ->
    [one] { $count } судно
    [few] { $count } судна
   *[many] { $count } суден
} на вагони (-{ $count ->
    [one] { $count } очко
    [few] { $count } очки
   *[many] { $count } очок
})
# USA, Europe, Switzerland: trains only; World: trains and ships.
event-final-round = у гравця { $player } майже не лишилося вагонів: кожен має ще { $turns ->
    [1] один хід
    [one] { $turns } хід
    [few] { $turns } ходи
   *[many] { $turns } ходів
}
event-final-round-world = у гравця { $player } майже не лишилося фішок: кожен має ще { $turns ->
    [1] один хід
    [one] { $turns } хід
    [few] { $turns } ходи
   *[many] { $turns } ходів
}
event-passed = { $player } не може нічого зробити й пропускає хід
event-game-over = гру завершено
