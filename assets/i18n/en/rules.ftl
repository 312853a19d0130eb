## rules: en

# Transitional: text not yet in the catalog.
verbatim = { $text }

## Cards. $kind: plain (a card of this color), train, harbor (a train card with
## the harbor symbol), ship or double (a double ship).
color-red = { $kind ->
   *[plain] red
    [train] red train
    [harbor] red harbor train
    [ship] red ship
    [double] red double ship
}
color-blue = { $kind ->
   *[plain] blue
    [train] blue train
    [harbor] blue harbor train
    [ship] blue ship
    [double] blue double ship
}
color-green = { $kind ->
   *[plain] green
    [train] green train
    [harbor] green harbor train
    [ship] green ship
    [double] green double ship
}
color-yellow = { $kind ->
   *[plain] yellow
    [train] yellow train
    [harbor] yellow harbor train
    [ship] yellow ship
    [double] yellow double ship
}
color-black = { $kind ->
   *[plain] black
    [train] black train
    [harbor] black harbor train
    [ship] black ship
    [double] black double ship
}
color-white = { $kind ->
   *[plain] white
    [train] white train
    [harbor] white harbor train
    [ship] white ship
    [double] white double ship
}
color-orange = { $kind ->
   *[plain] orange
    [train] orange train
    [harbor] orange harbor train
    [ship] orange ship
    [double] orange double ship
}
color-pink = { $kind ->
   *[plain] pink
    [train] pink train
    [harbor] pink harbor train
    [ship] pink ship
    [double] pink double ship
}
card-loco = locomotive
card-joker = joker
