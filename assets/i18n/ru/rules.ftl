## rules: ru

# Transitional: text not yet in the catalog.
verbatim = { $text }

## Cards. $kind: plain (a card of this color), train, harbor (a train card with
## the harbor symbol), ship or double (a double ship).
color-red = { $kind ->
   *[plain] красная
    [train] красный вагон
    [harbor] красный вагон с якорем
    [ship] красный корабль
    [double] красный двойной корабль
}
color-blue = { $kind ->
   *[plain] синяя
    [train] синий вагон
    [harbor] синий вагон с якорем
    [ship] синий корабль
    [double] синий двойной корабль
}
color-green = { $kind ->
   *[plain] зелёная
    [train] зелёный вагон
    [harbor] зелёный вагон с якорем
    [ship] зелёный корабль
    [double] зелёный двойной корабль
}
color-yellow = { $kind ->
   *[plain] жёлтая
    [train] жёлтый вагон
    [harbor] жёлтый вагон с якорем
    [ship] жёлтый корабль
    [double] жёлтый двойной корабль
}
color-black = { $kind ->
   *[plain] чёрная
    [train] чёрный вагон
    [harbor] чёрный вагон с якорем
    [ship] чёрный корабль
    [double] чёрный двойной корабль
}
color-white = { $kind ->
   *[plain] белая
    [train] белый вагон
    [harbor] белый вагон с якорем
    [ship] белый корабль
    [double] белый двойной корабль
}
color-orange = { $kind ->
   *[plain] оранжевая
    [train] оранжевый вагон
    [harbor] оранжевый вагон с якорем
    [ship] оранжевый корабль
    [double] оранжевый двойной корабль
}
color-pink = { $kind ->
   *[plain] розовая
    [train] розовый вагон
    [harbor] розовый вагон с якорем
    [ship] розовый корабль
    [double] розовый двойной корабль
}
card-loco = локомотив
card-joker = джокер
