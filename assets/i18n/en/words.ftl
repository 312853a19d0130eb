## Words a player may type as option values, separated by commas. The words
## of every language are accepted, whatever the reader's language; matching
## ignores case, and ё is read as е.
word-yes = yes, y, true, on, 1, pay
word-no = no, n, false, off, 0, decline
word-gray = gray, grey
word-deck = deck, d, blind
word-trains = trains, train
word-ships = ships, ship, boats
word-loco = loco, locomotive, joker, wild
word-board-usa = usa, us, america
word-board-europe = europe
word-board-switzerland = switzerland, swiss
word-board-world = world, rails and sails
word-variant-classic = classic, base
word-variant-1912 = 1912, europe 1912
word-variant-mega = mega, mega europe, megaeurope
word-variant-bigcities = bigcities, big cities
word-level-easy = easy
word-level-hard = hard, strong
word-level-expert = expert
word-timeout-bot = bot, computer
word-timeout-skip = skip
word-timeout-expert = expert
