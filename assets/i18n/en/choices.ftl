# Menus and buttons for playing a whole turn by tapping.
choices-button-tickets = Draw tickets
choices-button-mine = My turn
choices-claim = Claim a route
choices-my-claim = Claim a route your cards pay for
choices-station = Build a station
choices-harbor = Build a harbor
choices-keep = Choose the tickets to keep
choices-keep-none = Keep none of them
choices-exchange = Exchange pieces with the box
choices-split = Split your pieces
choices-split-option = { $trains } trains, { $ships } ships
choices-route = { $route } · { $len } · { $cards }
choices-tunnel = { $label } · tunnel
choices-need-color = { $count } × { $color }
choices-need-any = { $count } × one colour
choices-need-locos = { $cards } + { $locos } × locomotive
choices-harbor-cost = 2 harbor cards
choices-serves = For your ticket { $ticket }
choices-site = { $city } · { $cost }
choices-ticket = { $ticket } ({ $points })
choices-exchange-ships = { $count } { $count ->
    [one] train
   *[other] trains
  } → ships
choices-exchange-trains = { $count } { $count ->
    [one] ship
   *[other] ships
  } → trains
choices-not-offered = That choice is not in the menu now; nothing was changed. Open the latest message (or tap “My turn”) and choose again.
