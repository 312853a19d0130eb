## /help: what the reader can do now, in this channel, at this moment.
discord-cmd-help = help
discord-cmd-help-desc = What you can do now, in this channel (only you see it).

help-now-empty = There is no game in this channel yet.
help-now-lobby = A lobby is open in this channel.
help-now-lobby-seated = You have a seat in this lobby; the game begins when it is started.
help-now-first-tickets = Choose your first tickets: keep those you mean to complete.
help-now-split = Choose how your pieces split into trains and ships.
help-now-setup-waiting = You have chosen; the others are still choosing their first tickets.
help-now-turn = It is your turn.
help-now-turn-board = It is your turn on { $board }.
help-now-second-draw = You took one card; take a second.
help-now-tunnel = Your tunnel asks for more cards: pay them or give it up.
help-now-keep = Keep at least one of the tickets you drew.
help-now-waiting = It is { $player }'s turn; yours comes after.
help-now-watching = A game is under way here; { $player } is to move.
help-now-over = This game is over.

help-cmd-game-new = /{ discord-cmd-game } { discord-cmd-game-new } { discord-opt-map }:… — open a lobby for a new game here
help-cmd-tourney-create = /{ discord-cmd-tourney } { discord-cmd-tourney-create } { discord-opt-name }:… { discord-opt-map }:… — run a tournament in this channel
help-cmd-mygames = /{ discord-cmd-mygames } — your games on every server
help-cmd-game-join = /{ discord-cmd-game } { discord-cmd-game-join } — take a seat
help-cmd-game-start = /{ discord-cmd-game } { discord-cmd-game-start } — start the game with the seats taken
help-cmd-game-status = /{ discord-cmd-game } { discord-cmd-game-status } — who is seated
help-cmd-game-addbot = /{ discord-cmd-game } { discord-cmd-game-addbot } { discord-opt-level }:… — add a computer player
help-cmd-game-leave = /{ discord-cmd-game } { discord-cmd-game-leave } — give up your seat
help-cmd-keep = /{ discord-cmd-keep } { discord-opt-tickets }:1,2 — keep tickets by their numbers
help-cmd-split = /{ discord-cmd-split } { discord-opt-trains }:… { discord-opt-ships }:… — split your pieces
help-cmd-hand = /{ discord-cmd-hand } — your cards and tickets (only you see them)
help-cmd-board = /{ discord-cmd-board } — the board and the scores
help-cmd-history = /{ discord-cmd-history } — what happened lately
help-cmd-claim = /{ discord-cmd-claim } { discord-opt-route }:… { discord-opt-color }:… — claim a route
help-cmd-draw = /{ discord-cmd-draw } { discord-opt-from }:… — take a card, face up or from the deck
help-cmd-draw-second = /{ discord-cmd-draw } { discord-opt-from }:… — take your second card
help-cmd-tickets = /{ discord-cmd-tickets } — draw destination tickets
help-cmd-station = /{ discord-cmd-station } { discord-opt-city }:… — build a station
help-cmd-harbor = /{ discord-cmd-harbor } { discord-opt-city }:… — build a harbor
help-cmd-tunnel = /{ discord-cmd-tunnel } { discord-opt-pay }:… — pay the extra cards, or give the tunnel up
help-cmd-premove = /{ discord-cmd-premove } { discord-opt-route }:… — queue a move for your turn (only you see it)
help-cmd-leaderboard = /{ discord-cmd-leaderboard } — the server's ratings

help-admin = You manage this channel: /{ discord-cmd-game } { discord-cmd-game-end } ends the game, and /{ discord-cmd-game } { discord-cmd-game-kick } gives a player's seat to a computer player.
help-buttons = The buttons under your turn's message do the same in one tap.
help-rules-board = /{ discord-cmd-rules } sums up the rules of { $board }.
help-rules = /{ discord-cmd-rules } sums up a board's rules.
