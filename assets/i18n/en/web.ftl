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
web-link-game = Game page

## The server's switch for web pages
discord-cmd-webpages = webpages
discord-cmd-webpages-desc = Whether this server's games have web pages; admins turn them on or off.
discord-opt-pages-on = on
discord-opt-pages-on-desc = Yes: pages and links on; no: off (Manage Server)
web-switch-on = This server's games have web pages, and their messages link to them. An admin turns them off with /{ discord-cmd-webpages } { discord-opt-pages-on }:no.
web-switch-off = This server's games have no web pages and no links to them. An admin turns them on with /{ discord-cmd-webpages } { discord-opt-pages-on }:yes.
web-switch-not-admin = Only a server admin (Manage Server) can turn web pages on or off. /{ discord-cmd-webpages } alone shows whether they are on.
web-switch-no-server = Web pages are turned on or off per server; use /{ discord-cmd-webpages } in a server channel.
