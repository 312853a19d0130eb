## host: what the game host tells players (English)

## Boards and ticket variants
host-board-usa = { rules-board-usa }
host-board-europe = { rules-board-europe }
host-board-switzerland = { rules-board-switzerland }
host-board-world = { rules-board-world }
host-variant-classic = , classic tickets
host-variant-1912 = , Europe 1912 tickets
host-variant-mega = , Mega Europe tickets
host-variant-big-cities = , Big Cities tickets
host-variant-none = {""}

## Storage and loading
host-record-damaged = This channel's stored game is damaged and cannot be played. An admin can /game end it: the damaged game is set aside for inspection (nothing is deleted) and the channel is freed.
host-damaged-set-aside = The damaged game was set aside as { $id } (nothing was deleted); this channel is free for /game new.
host-commit-unknown = Storage did not confirm your move, so it is not known whether it was applied. Look at /board before you try again.
host-not-saved = Your move could not be saved; nothing was changed. Try again in a moment.
host-moved-on = The game moved on while you acted; look at the board and try again.
host-store-unavailable = Storage is unavailable, so your move was not applied. Try again in a moment.
host-board-missing = The board "{ $map }" could not be loaded; an admin can /game end this game.

## Lobby
host-no-game = There is no game in this channel. Open one with /game new map:usa (or europe, switzerland, world).
host-new-game-exists = This channel already has a game; /game status shows it, and its creator or an admin can /game end it.
host-new-lobby-exists = This channel already has a lobby; /game status shows it, and its creator or an admin can /game end it.
host-new-no-board = There is no board "{ $map }"; choose usa, europe, switzerland or world.
host-new-variant-europe-only = Ticket variants exist only for Europe; leave variant out.
host-new-no-variant = There is no variant "{ $variant }"; choose classic, 1912, mega or bigcities.
host-new-bonus-europe-only = Bonus tickets exist only for Europe.
host-new-seats = { $board } takes { $least } to { $most } players.
host-default-player-name = player
host-lobby-opened = { $player } opened a { $board } game{ $tickets } for { $seats } players. Join with /game join; add computer players with /game addbot; { $player } starts it with /game start.
host-lobby-opened-reply = Lobby opened.
host-joined = { $player } joined ({ $seated }/{ $seats }).
host-join-started = The game has already started; you can watch it with /board.
host-join-already = You are already in this lobby.
host-join-reply = You joined.
host-lobby-full = The lobby is full.
host-leave-started = The game is under way; ask its creator or an admin to /game kick you (a computer player takes your seat).
host-leave-not-in = You are not in this lobby.
host-leave-reply = You left.
host-left = { $player } left the lobby.
host-already-started = The game has already started.
host-addbot-not-in = Only players in this lobby can add computer players.
host-bot-name = Bot { $n }
host-addbot-reply = Computer player added.
host-end-not-allowed = Only the game's creator or someone who can manage the channel may end it.
host-end-reply = Game ended.
host-lobby-closed-reply = Lobby closed.
host-lobby-closed = { $player } closed the lobby.
host-ended-early = { $player } ended the game early.
host-end-scored-reply = Game ended and scored.
host-kick-not-allowed = Only the game's creator or someone who can manage the channel may remove a player.
host-kick-no-player = No player "{ $player }" sits in this game.
host-kick-reply = Removed.
host-kicked-from-lobby = { $player } was removed from the lobby.
host-kicked = { $player } was removed; a computer player takes the seat.
host-kick-bot-reply = Removed; a computer player took the seat.
host-start-not-allowed = Only the game's creator (or someone who can manage the channel) starts it.
host-start-too-few = { $board } needs at least { $least } players; { $seated } { $seated ->
        [one] has
       *[other] have
    } joined. Invite someone or /game addbot.
host-game-starts = The { $board } game starts! Everyone: choose your tickets (your DMs, or /hand).
host-start-reply = Game started.

## Status
host-seat = { $player }
host-seat-bot-easy = { $player } (computer, easy)
host-seat-bot-hard = { $player } (computer, hard)
host-seat-bot-expert = { $player } (computer, expert)
host-lobby-status = Lobby for { $board } ({ $seats } seats): { $players }. /game join to play; the creator starts with /game start.
host-game-status = { $board } game.
host-player-status = { $player }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $pieces ->
        [one] { $pieces } piece
       *[other] { $pieces } pieces
    }, { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }, { $tickets ->
        [one] { $tickets } ticket
       *[other] { $tickets } tickets
    }
host-waiting-for = Waiting for { $players } to choose (see your DMs, or /hand).
host-your-turn = Your turn, { $player }.
host-second-card = { $player }, take your second card: from the deck, or face up but not a { $wild }.
host-history-empty = Nothing has happened yet.
# A history line saved before the catalogs existed (English).
host-saved-line = { $text }
host-final-scores = Final scores:
host-final-line = { $place }. { $player } — { $total } ({ $parts }; { $done } of { $count } tickets done)
host-final-tickets = { $player }'s tickets: { $tickets }
host-final-ticket-done = { $route } { $points }
host-final-ticket-failed = { $route } { $points }, not completed
host-score-routes = routes { $points }
host-score-tickets = tickets { $points }
host-score-longest = longest route { $points }
host-score-stations = stations { $points }
host-score-harbors = harbors { $points }
host-score-exchanges = exchanges { $points }
host-to-move = { $player } is to move.
host-face-up = Face up: { $row }.
host-face-up-then = { $first } · { $rest }
host-face-up-slot = { $n } { $card }
host-face-up-slot-empty = { $n } empty
host-face-up-none = No face-up cards are left.
host-face-up-refilled = face-up card { $n } is now { $card }
host-face-up-left-empty = face-up slot { $n } stays empty: no cards are left to refill it
host-no-cards-left = No cards are left to draw: the deck, the discard and the face-up row are all empty. Claim a route{ $build ->
        [station] , build a station
        [harbor] , build a harbor
       *[none] {""}
    } or draw tickets instead.
host-tunnel-answer = { $player }: pay { $extra ->
        [one] { $extra } more card
       *[other] { $extra } more cards
    } with /{ discord-cmd-tunnel } { discord-opt-pay }:yes, or give up the tunnel with /{ discord-cmd-tunnel } { discord-opt-pay }:no.
host-double-route = { $route } is a double route: { $lanes }.
host-lane-gray = gray
host-lane-free = lane { $n } { $color } (free)
host-lane-taken = lane { $n } { $color } (taken by { $player })
host-lane-closed = lane { $n } { $color } (closed: with this few players only one lane is used)
## Moves
host-not-started = The game has not started yet.
host-not-started-start = The game has not started yet; its creator starts it with /game start.
host-hand-not-playing = You are not playing in this game, so you have no hand.
host-not-playing = You are not playing in this game; you can watch it with /board.
host-done = Done.
host-done-second-card = Done. Now take your second card: from the deck, or face up but not a { $wild }.
host-done-notes-second-card = Done: you drew { $notes }. Now take your second card: from the deck, or face up but not a { $wild }.
host-done-notes = Done: you drew { $notes }.
host-notes = You drew { $notes }.
host-not-a-move = That command does not change the game.
host-keep-no-offer = You have no tickets to choose from; /tickets draws some on your turn.
host-keep-no-such = There is no ticket { $n }; your offer has { $count } (numbered from 1).
host-keep-none-refused = This offer cannot be turned down whole: keep at least { $least } of its tickets (0 keeps none only where the rules allow it, as for Mega Europe's long tickets).

## Names as typed
host-no-route-between = There is no route between { $a } and { $b }; routes join neighbouring cities.
host-route-name-two-cities = Name the route by its two cities, for example route:{ $example }.
host-name-a-city = Say which city, for example { discord-opt-city }:{ $example }.
host-route-ambiguous = "{ $text }" could be { $routes }; name both cities in full.
host-bad-lane = lane is the route's color (or gray) or its number 1 or 2, not "{ $text }".
host-bad-color = "{ $text }" is not a color; use { $colors }.
host-bad-face-up-number = Face-up cards are numbered 1 to { $count }; or draw from:deck.
host-bad-draw = { discord-opt-from } is { discord-suggest-deck }, a face-up card's number, or a face-up card's color; not "{ $text }".
host-no-such-face-up = There is no face-up { $card }; face up now: { $row }.
host-bad-refill = refill is trains or ships, not "{ $text }".

## Hands, tickets and offers
host-hand-empty = no cards
host-hand-cards = { $card } ×{ $count }
host-list = { $items }
host-your-cards = Your cards: { $cards }.
host-your-tickets = Your tickets: { $tickets }.
host-ticket-open = { $route } ({ $points }, open)
host-ticket-open-cost = { $route } ({ $points }, open; −{ $cost } if not completed)
host-ticket-done = { $route } ({ $points }, done)
host-ticket-done-via = { $route } ({ $points }, done via station { $city })
host-offer-ticket = { $n }. { $route } ({ $points })
host-offer-ticket-cost = { $n }. { $route } ({ $points }; −{ $cost } if not completed)
host-offer-long = { $n }. { $route } ({ $points }, long)
host-offer = Tickets offered (keep at least { $least }): { $tickets } — answer with /keep tickets:1,2.
host-offer-mega-long = Tickets offered (keep one long ticket or none): { $tickets } — answer with /keep tickets:1, or /keep tickets:0 to keep none.
host-choose-split = Choose your pieces: 60 in all, at most 25 trains and 50 ships — /split trains:20 ships:40.

## Buttons
host-button-stale = That button is from an earlier turn; nothing was changed. Look at the latest message (or /board) and try again.
host-button-join = Join
host-button-start = Start
host-button-face-up = { $slot }: { $card }
host-button-empty-slot = empty
host-button-deck = Deck
host-button-ship-deck = Ship deck
host-button-tunnel-pay = Pay { $count } more
host-button-tunnel-give-up = Give up the tunnel
host-button-keep-all = Keep all

## Turn timers
host-reminder = Reminder: the game in your channel waits for you; about { $hours } h left before your turn is decided for you.
host-timeout-chose = Time is up for { $players }: a computer player chose for them.
host-timeout-moved = Time is up for { $players }: a computer player moved for them.
host-timeout-passed = Time is up for { $players }: their turn is passed.

## Command lines (typed commands and the console)
parse-empty = Type a command, for example /draw from:deck, or /help to see what you can do now.
parse-unknown = /{ $text } is not a command. Type /help to see the ones you can use now.
parse-game-sub = /game { $text } is not a command; use new, join, leave, addbot, start, end, kick or status.
parse-quote-open = The quote after { $option }: is never closed.
parse-too-long = The value of { $option } is too long (at most { $most } characters).
parse-control = The value of { $option } contains control characters; type plain text.
parse-number = { $option } must be a number from { $least } to { $most }; you gave "{ $text }".
parse-required = Say which { $option }, for example { $option }:{ $example }.
parse-timeout = timeout must be bot, expert or skip, not "{ $text }".
parse-lang = lang must be en, ru or uk, not "{ $text }".
parse-level = level must be easy, hard or expert, not "{ $text }".
parse-pay = pay must be yes or no, not "{ $text }".
parse-pay-missing = Say pay:yes to pay the extra cards or pay:no to give up the tunnel.
parse-tickets = tickets lists offer numbers like 1,3; "{ $text }" is not one.
parse-exchange = Give { discord-opt-direction }:"{ discord-choice-exchange-to-ships }" or { discord-opt-direction }:"{ discord-choice-exchange-to-trains }" and { discord-opt-count }:N.
parse-split-trains = Say how many trains, for example trains:20 ships:40.
parse-split-ships = Say how many ships, for example trains:20 ships:40.
parse-empty-value = { $option }: is empty; give it a value or leave the option out.
parse-unknown-option = Unknown option { $option }; /{ $command } takes { $options }.
parse-bare-value = "{ $text }" needs its option's name: write /{ $command } { $option }:{ $text }.
parse-bare-none = /{ $command } takes no value; leave out "{ $text }".
parse-no-options = Unknown option { $option }; /{ $command } takes no options.
parse-subcommand = { $command } { $sub }
parse-yes-no = Answer yes or no, not "{ $text }".
## Choosing a payment
host-pay-choose = { $route } can be paid in more than one way, and the cheapest still spends locomotives; say which: { $options }. Repeat the claim with { discord-opt-locos }: (and { discord-opt-color }:) as shown.
host-pay-option = { $cards } ({ discord-opt-color }:{ $color } { discord-opt-locos }:{ $locos })
host-pay-option-locos = { $cards } ({ discord-opt-locos }:{ $locos })
host-pay-or = { $first }; { $rest }
host-button-pay = Pay { $cards }
parse-not-utf8 = This line is not UTF-8 text, so it was skipped; type it again as plain text.
host-recap = The whole game, piece by piece:

## The console (conductor local).
cli-player-name = Player 1
cli-welcome = Type /help for the commands; /quit or Ctrl-D leaves, and the game is saved for next time.
cli-prompt-turn = { $player } to move
cli-prompt-lobby = lobby open
cli-prompt-none = no game
cli-cmd-quit = quit
cli-cmd-help = help
cli-cmd-channel = channel
cli-help-leave = /help says what you can do now; NAME: before a command plays it as NAME; /quit or Ctrl-D leaves, and the game is saved.
cli-channel-now = Lines now go to { $channel }.
cli-resuming = Resuming your { $board } game in this channel.
cli-bad-players = --players: { $board } is played by { $least } to { $most } players; give a number in that range.

## The bot lost access to a game's channel
lost-channel-dm = I can no longer post in the channel of your game ({ $board }, { $place }): I was removed from the server, lost my permissions there, or the channel was deleted. The game is paused and no clock runs; it goes on as soon as I can post there again and someone uses a command in that channel.
lost-channel-back = I can post in this channel again: the game goes on, and the turn's clock starts afresh.
