## web: en

web-game-title = { $board }: game
web-replay-title = { $board }: replay
web-turn = { $player } to play
web-over = Game over
web-lobby = Waiting for players to join
web-setup = Players are choosing their first tickets
web-players = Players
web-player = Player
web-score = Score
web-trains = Trains
web-cards = Cards
web-tickets = Tickets
web-moves = Moves
web-no-moves = No moves yet.
web-replay-link = Replay this game move by move
web-game-link = Back to the game
web-step = Move { $n } of { $total }
web-first = Start
web-prev = Previous
web-next = Next
web-last = End
web-chart = Scores after each move
web-keys = Use the buttons or the left and right arrow keys.
web-not-found = There is no page here. Check the link you were given.
web-bad-request = This address is malformed. Check the link you were given.
web-failed = The page could not be made just now. Try again in a minute.
