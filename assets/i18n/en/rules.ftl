## rules: en


## Board titles (city names stay the board's own).
rules-board-usa = USA
rules-board-europe = Europe
rules-board-switzerland = Switzerland
rules-board-world = Rails & Sails: World

## Cards. $kind: plain (a card of this color), of (the color qualifying a
## noun: "3 red cards"; Russian and Ukrainian use the genitive «красного
## цвета»), train, harbor (a train card with the harbor symbol), ship or
## double (a double ship).
color-red = { $kind ->
    [of] red
   *[plain] red
    [train] red train
    [harbor] red harbor train
    [ship] red ship
    [double] red double ship
}
color-blue = { $kind ->
    [of] blue
   *[plain] blue
    [train] blue train
    [harbor] blue harbor train
    [ship] blue ship
    [double] blue double ship
}
color-green = { $kind ->
    [of] green
   *[plain] green
    [train] green train
    [harbor] green harbor train
    [ship] green ship
    [double] green double ship
}
color-yellow = { $kind ->
    [of] yellow
   *[plain] yellow
    [train] yellow train
    [harbor] yellow harbor train
    [ship] yellow ship
    [double] yellow double ship
}
color-black = { $kind ->
    [of] black
   *[plain] black
    [train] black train
    [harbor] black harbor train
    [ship] black ship
    [double] black double ship
}
color-white = { $kind ->
    [of] white
   *[plain] white
    [train] white train
    [harbor] white harbor train
    [ship] white ship
    [double] white double ship
}
color-orange = { $kind ->
    [of] orange
   *[plain] orange
    [train] orange train
    [harbor] orange harbor train
    [ship] orange ship
    [double] orange double ship
}
color-pink = { $kind ->
    [of] purple
   *[plain] purple
    [train] purple train
    [harbor] purple harbor train
    [ship] purple ship
    [double] purple double ship
}
card-loco = locomotive
card-joker = joker

## Refused moves.

rules-game-over = The game is over; start a new one to play again.
rules-not-your-turn = It is { $player }'s turn; wait for your turn.
rules-not-a-player = Only the players of this game can act in it.
rules-setup-waiting = The game starts when everyone has chosen their tickets; waiting for { $players }.
rules-setup-waiting-world = The game starts when everyone has chosen their tickets and pieces; waiting for { $players }.
rules-tunnel-first = First pay the tunnel { $route } or decline it.
rules-tickets-first = First choose which of the drawn tickets to keep.
rules-second-card = You have taken one card this turn; take your second card (face-up or from the deck).
rules-no-tunnel = There is no tunnel waiting for an answer.

## Tickets and setup.

rules-no-offer-draw-first = You have no tickets to choose from; draw tickets first.
rules-no-offer = You have no tickets to choose from.
rules-ticket-not-offered = { $ticket } is not among your offered tickets; choose from { $offered }.
rules-ticket-twice = You named { $ticket } twice.
rules-keep-at-least = Keep at least { $need } of the { $offered ->
    [one] { $offered } ticket
   *[other] { $offered } tickets
} offered.
rules-keep-one-long = Keep one of the long tickets or none, never both; your regular tickets come next.
rules-split-world-only = Only the World board has a piece split.
rules-split-done = You have already chosen your pieces.
rules-split-tickets-first = First keep your starting tickets; then choose your pieces.
rules-split-bad = Keep { $pieces } pieces in all, at most { $max_trains } trains and at most { $max_ships } ships (new players: 20 trains and 40 ships); you chose { $trains } + { $ships } = { $total }.
rules-ticket-deck-empty = The ticket deck is empty; choose another action.
rules-player-count = { $board } is played by { $min } to { $max } players; this game has { $count }.
rules-player-names = Each player needs a different, non-empty name; "{ $name }" is not.
rules-variants-europe-only = Ticket variants exist only for Europe.

## Drawing cards.

rules-no-ship-deck = This board has no ship deck.
rules-no-face-up = There is no face-up card in slot { $slot }; choose a slot from 1 to { $slots } that holds a card, or the deck.
# $card: the locomotive or the joker.
rules-face-up-loco-second = A face-up { $card } cannot be your second card; take another face-up card or draw from the deck.
rules-decks-empty-world = That deck and its discard are empty; take a face-up card or draw from the other deck.
rules-deck-empty = The deck and the discard are empty; take a face-up card.

## Claiming routes. $route is "Paris–Bruxelles"; $kind is rail or sea.

rules-route-taken = { $route } is already taken by { $player }.
rules-route-own-sibling = You already own the other { $route } route; one player may never hold both.
rules-route-double-closed = With { $players } players only one { $route } route may be used, and { $owner } has it.
rules-route-pieces = { $route } needs { $kind ->
    [sea] { $count ->
        [one] { $count } ship
       *[other] { $count } ships
    }
   *[rail] { $count ->
        [one] { $count } train
       *[other] { $count } trains
    }
}; you have { $have } left.
rules-no-route = There is no route between { $a } and { $b }.
rules-no-such-place = This board has no place number { $place }. Name the city as the board shows it.
rules-no-such-lane = There is no such { $a }–{ $b } route; leave out the route color or number to take any free one.

## Stations, harbors and exchanges.

rules-no-stations = There are no stations on { $board }.
rules-stations-used = You have built all { $count } of your stations.
rules-station-not-city = Stations are built in cities; { $place } is not one.
rules-station-taken = { $place } already has a station ({ $owner }'s); each city takes one.
rules-no-harbors = There are no harbors on { $board }.
rules-harbors-used = You have built all { $count } of your harbors.
rules-harbor-no-anchor = { $place } is not a harbor city (no anchor); choose a city with an anchor.
rules-harbor-taken = { $place } already has a harbor ({ $owner }'s); each city takes one.
rules-harbor-no-route = You can build a harbor only in a city one of your routes reaches; you have no route to { $place }.
rules-exchange-world-only = Pieces are exchanged only on the World board.
rules-exchange-none = Exchange at least one piece.
# $kind: rail (trains) or sea (ships).
rules-exchange-box = Your box holds { $kind ->
    [sea] { $count ->
        [one] { $count } ship
       *[other] { $count } ships
    }
   *[rail] { $count ->
        [one] { $count } train
       *[other] { $count } trains
    }
}; exchange at most { $count }.
rules-exchange-give = You have { $kind ->
    [sea] { $count ->
        [one] { $count } ship
       *[other] { $count } ships
    }
   *[rail] { $count ->
        [one] { $count } train
       *[other] { $count } trains
    }
} to give; exchange at most { $count }.

## Paying. $what names what is paid for: a route ("Paris–Bruxelles"),
## rules-pay-what-tunnel or rules-pay-what-station. $color is a color-* in
## its "of" form. $verb is needs (a route, a tunnel) or costs (a station);
## $wild is yes when locomotives may replace cards (joker: World, where they
## are called jokers; no: they may not), $ferry the locomotives a
## ferry requires (0: none), $held the cards of $color held, $locos the
## locomotives held.

rules-pay-what-tunnel = The tunnel
rules-pay-what-station = Your station number { $nth }
rules-pay-wrong-color = { $what } is { $color }; pay with { $color } cards{ $wild ->
    [joker] {" "}or jokers
    [no] {""}
   *[yes] {" "}or locomotives
}.
rules-pay-locos-not-held = You asked to use { $wild ->
    [joker] { $count ->
        [one] { $count } joker
       *[other] { $count } jokers
    }
   *[yes] { $count ->
        [one] { $count } locomotive
       *[other] { $count } locomotives
    }
} but hold { $held }.
rules-pay-locos-tunnels-only = Locomotives can only be played on tunnels on this board; { $what } needs { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
rules-pay-ferry = { $what } is a ferry: it needs at least { $count ->
    [one] { $count } locomotive
   *[other] { $count } locomotives
}.
rules-pay-too-many = { $what } takes only { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
rules-pay-short-color = { $what } { $verb ->
    [costs] costs
   *[needs] needs
} { $count ->
    [one] { $count } { $color } card
   *[other] { $count } { $color } cards
}{ $wild ->
    [joker] {" "}(jokers may replace any)
    [yes] {" "}(locomotives may replace any)
   *[no] {""}
}{ $ferry ->
    [0] {""}
    [one] , at least { $ferry } locomotive among them
   *[other] , at least { $ferry } locomotives among them
}; you have { $held } { $color }{ $wild ->
    [joker] { $locos ->
        [0] {" "}and no jokers
        [one] {" "}and { $locos } joker
       *[other] {" "}and { $locos } jokers
    }
    [yes] { $locos ->
        [0] {" "}and no locomotives
        [one] {" "}and { $locos } locomotive
       *[other] {" "}and { $locos } locomotives
    }
   *[no] { $locos ->
        [0] {" "}and no locomotives
       *[other] {" "}and { $locos ->
            [one] { $locos } locomotive, which pays
           *[other] { $locos } locomotives, which pay
        } only for tunnels on this board
    }
}.
# $held and $color: the color the player holds most of.
rules-pay-short-any = { $what } { $verb ->
    [costs] costs
   *[needs] needs
} { $count ->
    [one] { $count } card
   *[other] { $count } cards
} of one color{ $wild ->
    [joker] {" "}(jokers may replace any)
    [yes] {" "}(locomotives may replace any)
   *[no] {""}
}{ $ferry ->
    [0] {""}
    [one] , at least { $ferry } locomotive among them
   *[other] , at least { $ferry } locomotives among them
}; you have { $held ->
    [0] no colored cards
   *[other] { $held } { $color }
}{ $wild ->
    [joker] { $locos ->
        [0] {" "}and no jokers
        [one] {" "}and { $locos } joker
       *[other] {" "}and { $locos } jokers
    }
    [yes] { $locos ->
        [0] {" "}and no locomotives
        [one] {" "}and { $locos } locomotive
       *[other] {" "}and { $locos } locomotives
    }
   *[no] { $locos ->
        [0] {" "}and no locomotives
       *[other] {" "}and { $locos ->
            [one] { $locos } locomotive, which pays
           *[other] { $locos } locomotives, which pay
        } only for tunnels on this board
    }
}.
rules-pay-rail-no-doubles = { $what } is a rail route; double ships pay only for sea routes.
rules-pay-sea-wrong-color = { $what } is { $color }; pay with { $color } ship cards or jokers.
rules-pay-sea-short-color = { $what } needs ship cards covering { $count ->
    [one] { $count } space
   *[other] { $count } spaces
} in { $color } (a double ship covers 2, a joker 1); you have { $singles } { $color } single and { $doubles } { $color } double ships and { $jokers ->
    [one] { $jokers } joker
   *[other] { $jokers } jokers
}.
rules-pay-sea-short-any = { $what } needs ship cards covering { $count ->
    [one] { $count } space
   *[other] { $count } spaces
} in one color (a double ship covers 2, a joker 1); you have no set of one color that covers it and { $jokers ->
    [one] { $jokers } joker
   *[other] { $jokers } jokers
}.
# $plain: spaces without steam; $pairs: steam spaces; $asked: yes when the
# player named a number of jokers.
rules-pay-steam-short = { $what } needs { $plain ->
    [0] {""}
    [one] { $plain } train card of its color and{" "}
   *[other] { $plain } train cards of its color and{" "}
}{ $pairs ->
    [one] { $pairs } pair for its steam space
   *[other] { $pairs } pairs for its steam spaces
} (a pair is 2 train cards of one color; jokers replace any card){ $asked ->
    [yes] {" "}with the number of jokers you asked for
   *[no] {""}
}; your cards do not cover it.
rules-pay-harbor-short-color = A harbor costs 2 train cards and 2 ship cards of one color, all with the harbor symbol (single ships have it; jokers replace any); you have { $trains ->
    [one] { $trains } { $color } harbor train card
   *[other] { $trains } { $color } harbor train cards
}, { $ships ->
    [one] { $ships } { $color } single ship
   *[other] { $ships } { $color } single ships
} and { $jokers ->
    [one] { $jokers } joker
   *[other] { $jokers } jokers
}.
rules-pay-harbor-short-any = A harbor costs 2 train cards and 2 ship cards of one color, all with the harbor symbol (single ships have it; jokers replace any); no color has enough and you have { $jokers ->
    [one] { $jokers } joker
   *[other] { $jokers } jokers
}.
rules-pay-tunnel-short-color = { $what } needs { $count ->
    [one] { $count } { $color } card or locomotive
   *[other] { $count } { $color } cards or locomotives
} more; after your payment you have { $held } { $color } and { $locos ->
    [0] no locomotives
    [one] { $locos } locomotive
   *[other] { $locos } locomotives
}. Pay what it asks or decline.
rules-pay-tunnel-short-locos = { $what } needs { $count ->
    [one] { $count } locomotive
   *[other] { $count } locomotives
} more; after your payment you have { $locos ->
    [0] no locomotives
    [one] { $locos } locomotive
   *[other] { $locos } locomotives
}. Pay what it asks or decline.

## Place names as typed.

rules-place-unknown = There is no place called "{ $query }" on this board.
rules-place-unknown-closest = There is no place called "{ $query }" on this board. Did you mean { $closest }?
rules-place-ambiguous = "{ $query }" could be { $matches }. Type more of the name.

## What happened, for everyone ($player is a player's name), and the drawing
## player's private detail.

event-nothing = nothing
event-tickets-kept = { $player } kept { $kept ->
    [one] { $kept } ticket
   *[other] { $kept } tickets
} and returned { $returned }
event-pieces-chosen = { $player } chose their pieces
# One player's pieces; event-pieces-split-then joins them.
event-pieces-split = { $player } { $trains } trains + { $ships } ships
event-pieces-split-then = { $first }; { $rest }
event-pieces-revealed = pieces revealed: { $split }
event-game-started = the game starts; { $player } moves first
event-drew-face-up = { $player } took a face-up { $card }
event-drew-deck = { $player } drew a card from the deck
event-drew-ship-deck = { $player } drew a card from the ship deck
event-face-up-reset = 3 locomotives face up: the face-up cards were replaced
event-face-up-reset-world = 3 jokers face up: the face-up cards were replaced
event-reshuffled = the discard was shuffled into a new deck
event-reshuffled-ships = the ship discard was shuffled into a new ship deck
# $cards: the cards' names, or event-nothing.
event-claimed = { $player } claimed { $route } for { $points ->
    [one] { $points } point
   *[other] { $points } points
}, paying { $cards }
event-tunnel-revealed = { $player } tries the tunnel { $route }: revealed { $cards }; { $extra ->
    [0] no more cards needed
    [one] { $extra } more card needed
   *[other] { $extra } more cards needed
}
event-tunnel-declined = { $player } gave up the tunnel { $route }
event-tickets-drawn = { $player } drew { $count ->
    [one] { $count } ticket
   *[other] { $count } tickets
}
event-station-built = { $player } built a station in { $place }
event-harbor-built = { $player } built a harbor in { $place }
event-exchanged-to-ships = { $player } exchanged { $count ->
    [one] { $count } train
   *[other] { $count } trains
} for ships (-{ $count })
event-exchanged-to-trains = { $player } exchanged { $count ->
    [one] { $count } ship
   *[other] { $count } ships
} for trains (-{ $count })
# USA, Europe, Switzerland: trains only; World: trains and ships.
event-final-round = { $player } is almost out of pieces: everyone has { $turns ->
    [one] one more turn
   *[other] { $turns } more turns
}
event-final-round-world = { $player } is almost out of pieces: everyone has { $turns ->
    [one] one more turn
   *[other] { $turns } more turns
}
event-passed = { $player } can do nothing and passes
event-game-over = the game is over
