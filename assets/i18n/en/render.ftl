## render: en

## Board titles (city names stay the board's own).
render-title-usa = USA
render-title-europe = Europe
render-title-switzerland = Switzerland
render-title-world = World

## Route and card letters: one letter each, all different, so colors are
## told apart without seeing them; the same letters on the map and on cards.
render-letter-red = R
# "B" starts both blue and black, so neither takes it: blUe, blacK.
render-letter-blue = U
render-letter-green = G
render-letter-yellow = Y
render-letter-black = K
render-letter-white = W
render-letter-orange = O
# The letter of the word the texts use: "purple" on every board (World's is
# drawn darker).
render-letter-pink = P
render-letter-violet = P
render-letter-loco = L
render-letter-joker = J

## The player table.
render-col-player = Player
render-col-score = Score
render-col-trains = Trains
render-col-ships = Ships
render-col-cards = Cards
render-col-tickets = Tickets
render-col-stations = Stations
render-col-harbors = Harbors
render-col-station-points = Station pts
render-col-harbor-points = Harbor pts
render-col-total = Total
render-col-routes = Routes
render-col-longest = Longest
render-col-exchange = Exchange
render-you = { $name } (you)

## The status block.
render-setup = Setup: choosing tickets
render-setup-world = Setup: choosing tickets and pieces
render-turn = Turn:
render-game-over = Game over
render-winner = Winner: { $player }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
render-final-round = Final round: { $count ->
    [one] { $count } turn
   *[other] { $count } turns
} left
render-last = Last: { $what }
render-waits-tunnel = Waiting for { $player }: tunnel { $route }, { $count ->
    [one] { $count } more card
   *[other] { $count } more cards
} or give up
render-waits-substitute = Waiting for { $player } or a substitute: the seat is open
render-waits-second = Waiting for { $player } to take a second card
render-waits-tickets = Waiting for { $player } to choose tickets to keep
render-ranking = { $place }. { $player } { $points }
render-move-claimed = { $player } claimed { $route }
render-move-station = { $player } built a station in { $city }
render-move-harbor = { $player } built a harbor in { $city }
render-move-drew = { $player } drew cards
render-move-tickets = { $player } drew tickets
render-move-exchange = { $player } exchanged pieces
render-move-passed = { $player } passed
render-face-up = Face-up cards
render-decks = Deck { $draw } · Discard { $discard } · Tickets { $tickets }
render-decks-world = Train deck { $trains } (discard { $trains_discard }) · Ship deck { $ships } (discard { $ships_discard }) · Tickets { $tickets }
render-tunnel = Tunnel { $route }: revealed
render-tunnel-more = → { $count } more

## The private panel.
render-hand-title = Your cards and tickets, { $name }
render-hand-private = only you can see this picture
render-hand-box = box reserve: { $trains ->
    [one] { $trains } train
   *[other] { $trains } trains
}, { $ships ->
    [one] { $ships } ship
   *[other] { $ships } ships
}
render-row-trains = Trains
render-row-harbor-trains = Harbor trains
render-row-ships = Ships
render-row-double-ships = Double ships
render-tickets-none = Tickets: none yet
render-tickets-done = Tickets: { $done } of { $count } complete
render-ticket-via = via station { $city }
render-offer = Offered to you: choose which to keep
render-points-up-to = up to { $points }

## Alt text: what a picture shows, for screen readers.
render-alt-board = { $board } board: { $status } Players: { $players }. { $claimed } of { $lanes } routes claimed. Face-up cards: { $face_up }. { $last }
render-alt-setup = players are choosing their tickets.
render-alt-over = the game is over.
render-alt-turn = { $player } to move.
render-alt-player = { $player } { $score ->
    [one] { $score } point
   *[other] { $score } points
}, { $pieces } pieces, { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}
render-alt-player-split = { $player } { $score ->
    [one] { $score } point
   *[other] { $score } points
}, { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}
render-alt-none = none
render-alt-no-last = No move yet.
render-alt-cards = { $card } ×{ $count }
render-alt-private = { $public } Your cards: { $cards }. Your tickets: { $done } of { $count } complete.
render-alt-offer = { $own } Offered to you: { $tickets }.
render-alt-offer-ticket = { $n }. { $route } ({ $points })

## The recap's score chart.
render-chart-title = { $board }: final scores by source
render-chart-tickets-won = Tickets done
render-chart-tickets-lost = Tickets failed
render-alt-recap = { $board } board filling up as the game was played: { $pieces } pieces, in the order they were placed.
