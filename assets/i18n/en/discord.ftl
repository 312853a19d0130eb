## discord: en

## Slash commands. Names (keys without -desc) must stay exactly what the
## code dispatches on; descriptions at most 100 characters.

discord-cmd-game = game
discord-cmd-game-desc = Open, join, start or end this channel's game.
discord-cmd-game-new = new
discord-cmd-game-new-desc = Open a lobby for a new game in this channel.
discord-cmd-game-join = join
discord-cmd-game-join-desc = Take a seat in this channel's lobby.
discord-cmd-game-leave = leave
discord-cmd-game-leave-desc = Leave this channel's lobby.
discord-cmd-game-addbot = addbot
discord-cmd-game-addbot-desc = Add a computer player to the lobby.
discord-cmd-game-start = start
discord-cmd-game-start-desc = Start the game (its creator, or someone who manages the channel).
discord-cmd-game-end = end
discord-cmd-game-end-desc = End the game now and score it, or close the lobby.
discord-cmd-game-kick = kick
discord-cmd-game-kick-desc = Remove a player; a computer player takes their seat.
discord-cmd-game-status = status
discord-cmd-game-status-desc = Show the lobby, or the game's scores and whose turn it is.
discord-cmd-draw = draw
discord-cmd-draw-desc = Take a card: a face-up card or the deck.
discord-cmd-claim = claim
discord-cmd-claim-desc = Claim a route.
discord-cmd-tunnel = tunnel
discord-cmd-tunnel-desc = Pay the extra cards a tunnel asks for, or give it up.
discord-cmd-tickets = tickets
discord-cmd-tickets-desc = Draw destination tickets.
discord-cmd-keep = keep
discord-cmd-keep-desc = Keep tickets from your offer, by their numbers.
discord-cmd-station = station
discord-cmd-station-desc = Build a station in a city (Europe).
discord-cmd-harbor = harbor
discord-cmd-harbor-desc = Build a harbor in a harbor city (World).
discord-cmd-exchange = exchange
discord-cmd-exchange-desc = Exchange pieces between trains and ships (World).
discord-cmd-split = split
discord-cmd-split-desc = Choose how your 60 pieces split into trains and ships (World).
discord-cmd-hand = hand
discord-cmd-hand-desc = Your cards and tickets (only you see them).
discord-cmd-board = board
discord-cmd-board-desc = The board and the scores.
discord-cmd-history = history
discord-cmd-history-desc = What happened lately in this game.

## Option names: one per meaning, shared by the commands that have it.
discord-opt-map = map
discord-opt-variant = variant
discord-opt-bonus = bonus
discord-opt-seats = seats
discord-opt-turn-hours = turn_hours
discord-opt-timeout = timeout
discord-opt-lang = lang
discord-opt-level = level
discord-opt-user = user
discord-opt-from = from
discord-opt-refill = refill
discord-opt-route = route
discord-opt-color = color
discord-opt-locos = locos
# /harbor's "locos" counts jokers.
discord-opt-jokers = locos
discord-opt-doubles = doubles
discord-opt-lane = lane
discord-opt-pay = pay
discord-opt-tickets = tickets
discord-opt-city = city
discord-opt-direction = direction
discord-opt-count = count
discord-opt-trains = trains
discord-opt-ships = ships

## Option descriptions, per command.
discord-opt-new-map-desc = The board
discord-opt-new-variant-desc = Europe: the ticket variant
discord-opt-new-bonus-desc = Europe: add the bonus tickets
discord-opt-new-seats-desc = Number of seats
discord-opt-new-turn-hours-desc = Hours per turn (0: no limit; default 24)
discord-opt-new-timeout-desc = When time runs out: a computer moves, or the turn is skipped
discord-opt-new-lang-desc = The language of the game's messages and pictures (default: the server's)
discord-opt-addbot-level-desc = How well it plays (default hard)
discord-opt-kick-user-desc = The player to remove
discord-opt-draw-from-desc = deck, or a face-up card's number or color
discord-opt-draw-refill-desc = World: refill the face-up row from trains or ships
discord-opt-claim-route-desc = The route, by its two cities
discord-opt-pay-color-desc = The card color to pay with
discord-opt-pay-locos-desc = How many locomotives to use
discord-opt-claim-doubles-desc = World: how many double ships to use
discord-opt-claim-lane-desc = Double routes: which lane, by color or number
discord-opt-tunnel-pay-desc = Pay the extra cards?
discord-opt-tunnel-locos-desc = How many of them are locomotives
discord-opt-keep-tickets-desc = Offer numbers to keep, like 1,3
discord-opt-station-city-desc = The city
discord-opt-harbor-city-desc = The harbor city
discord-opt-harbor-jokers-desc = How many jokers to use
discord-opt-exchange-direction-desc = Which way
discord-opt-exchange-count-desc = How many pieces
discord-opt-split-trains-desc = Trains (at most 25)
discord-opt-split-ships-desc = Ships (at most 50)

## Choices.
discord-choice-map-usa = USA
discord-choice-map-europe = Europe
discord-choice-map-switzerland = Switzerland
discord-choice-map-world = World
discord-choice-variant-classic = classic Europe
discord-choice-variant-1912 = Europa 1912
discord-choice-variant-mega = Mega Europe
discord-choice-variant-bigcities = Big Cities of Europe
discord-choice-timeout-bot = a computer moves for them
discord-choice-timeout-skip = their turn is skipped
discord-choice-timeout-expert = the expert computer moves for them
discord-choice-level-easy = easy
discord-choice-level-hard = hard
discord-choice-level-expert = expert
discord-choice-lang-en = English
discord-choice-lang-ru = Русский
discord-choice-lang-uk = Українська
discord-choice-exchange-to-ships = trains to ships
discord-choice-exchange-to-trains = ships to trains

## Options refused before they reach the game.
discord-parse-too-long = The value of { $option } is too long (at most { $max } characters).
discord-parse-control = The value of { $option } contains control characters; type plain text.
discord-parse-ticket-number = { discord-opt-tickets } lists offer numbers like 1,3; "{ $part }" is not one.
discord-outdated = I could not read this command's options. If the bot's commands changed lately, restart Discord (Ctrl+R) and try again.

## Answers and notices of the Discord layer itself.
discord-restarting = The bot is restarting; try again in a minute.
discord-servers-only = Game commands work in a server's channels: use them in a server the bot is in.
discord-perm-view-channel = View Channel
discord-perm-send-messages = Send Messages
discord-perm-attach-files = Attach Files
discord-perm-create-threads = Create Public Threads
discord-perm-manage-threads = Manage Threads
discord-perm-send-in-threads = Send Messages in Threads
discord-perm-pin-messages = Pin Messages
discord-pin-failed = I posted the standings but could not pin them: I need the { discord-perm-pin-messages } permission in this channel. Ask someone who manages the channel to grant it, or pin the standings message by hand; I keep it up to date either way.
discord-lacking = I cannot post the game in this channel: I lack the { $permissions } { $count ->
    [one] permission
   *[other] permissions
}. Ask someone who manages the channel to grant { $count ->
    [one] it
   *[other] them
}.
discord-dms-closed = { $user } I cannot send you private messages. Allow direct messages from this server's members (Privacy Settings), or use /{ discord-cmd-hand } here to see your cards and tickets.

## Autocomplete.
discord-suggest-route = { $route } — pay { $cost }
discord-suggest-cards = { $count } { $card }
discord-suggest-deck = deck
discord-suggest-train-deck = train deck
discord-suggest-ship-deck = ship deck
discord-suggest-keep = Keep { $tickets }
discord-color-gray = gray
