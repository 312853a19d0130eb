# en: texts of /rules, a board's rules in short.

## Command
discord-cmd-rules = rules
discord-cmd-rules-desc = A board's rules in short: what differs from the original, route points, the end.
discord-opt-rules-board = board
discord-opt-rules-board-desc = The board (default: this channel's game)

## Summary
rulesum-which = Name a board: /rules board:usa (or europe, switzerland, world).
rulesum-head = { $board }: { $least }–{ $most } players. On your turn: draw cards, claim a route, or draw tickets.
rulesum-trains = Each player has { $trains } trains.
rulesum-ships = Trains and ships: rail routes take train cards and trains, sea routes ship cards and ships (a double ship card pays for two spaces). Before play each player keeps { $kept } pieces: at most { $trains } trains and { $ships } ships.
rulesum-original = The original rules, without additions.
rulesum-stations = Stations ({ $count } each): as your turn, build one in any city without one, for 1, then 2, then 3 cards of one colour. At the end each lends you one route of another player from its city, for your tickets only; +4 for each station not built.
rulesum-tunnels = Tunnels: after you pay, three cards are turned from the deck; each one of the colour you paid, or a locomotive, asks for one more such card. Pay it, or take your cards back and the turn ends.
rulesum-ferries = Ferries: each locomotive space of the route must be paid with a locomotive.
rulesum-countries = Countries: some routes end in a neighbouring country, which is an end, never a way through. A ticket to a country lists several destinations: the best one completed scores; with none, the lowest is lost.
rulesum-locos-tunnels = Locomotives pay only for tunnels; a face-up locomotive is taken like any other card.
rulesum-doubles-three = With 3 players both lanes of a double route may be used, by different players.
rulesum-steam = Steam spaces on some rail routes: each needs two train cards of one colour.
rulesum-harbors = Harbors ({ $count } each): build one in a harbor city one of your routes touches, for 2 train and 2 ship cards of one colour with the anchor. At the end each scores 20, 30 or 40 for 1, 2 or 3+ completed tickets naming its city; −4 for each harbor not built.
rulesum-exchange = Exchange: as your turn, swap trains for ships from your reserve, or back, −1 point a piece.
rulesum-tours = Tour tickets: connect 3 or more cities — in the listed order for the higher value, in any order for the lower. A tour not completed costs its own penalty, printed on the ticket and shown beside it (for example −19), not its value.
rulesum-scoring = Points for a route, by length: { $table }. A ticket completed adds its points at the end, one not completed takes them away.
rulesum-longest = Longest continuous path: +{ $points }.
rulesum-no-longest = No bonus for the longest path.
rulesum-end-trains = The end: when a player ends a turn with { $left } trains or fewer, everyone, that player too, takes { $turns ->
    [one] one more turn
   *[other] { $turns } more turns
}; then the game is scored.
rulesum-end-pieces = The end: when a player ends a turn with { $left } pieces (trains and ships) or fewer, everyone, that player too, takes { $turns ->
    [one] one more turn
   *[other] { $turns } more turns
}; then the game is scored.
