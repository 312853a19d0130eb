## rules: uk

# Transitional: text not yet in the catalog.
verbatim = { $text }

## Cards. $kind: plain (a card of this color), train, harbor (a train card with
## the harbor symbol), ship or double (a double ship).
color-red = { $kind ->
   *[plain] червона
    [train] червоний вагон
    [harbor] червоний вагон з якорем
    [ship] червоний корабель
    [double] червоний подвійний корабель
}
color-blue = { $kind ->
   *[plain] синя
    [train] синій вагон
    [harbor] синій вагон з якорем
    [ship] синій корабель
    [double] синій подвійний корабель
}
color-green = { $kind ->
   *[plain] зелена
    [train] зелений вагон
    [harbor] зелений вагон з якорем
    [ship] зелений корабель
    [double] зелений подвійний корабель
}
color-yellow = { $kind ->
   *[plain] жовта
    [train] жовтий вагон
    [harbor] жовтий вагон з якорем
    [ship] жовтий корабель
    [double] жовтий подвійний корабель
}
color-black = { $kind ->
   *[plain] чорна
    [train] чорний вагон
    [harbor] чорний вагон з якорем
    [ship] чорний корабель
    [double] чорний подвійний корабель
}
color-white = { $kind ->
   *[plain] біла
    [train] білий вагон
    [harbor] білий вагон з якорем
    [ship] білий корабель
    [double] білий подвійний корабель
}
color-orange = { $kind ->
   *[plain] помаранчева
    [train] помаранчевий вагон
    [harbor] помаранчевий вагон з якорем
    [ship] помаранчевий корабель
    [double] помаранчевий подвійний корабель
}
color-pink = { $kind ->
   *[plain] рожева
    [train] рожевий вагон
    [harbor] рожевий вагон з якорем
    [ship] рожевий корабель
    [double] рожевий подвійний корабель
}
card-loco = локомотив
card-joker = джокер
