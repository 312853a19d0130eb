# en: texts of the league area (ratings, leaderboard, stats, seasons).

## Commands
discord-cmd-leaderboard = leaderboard
discord-cmd-leaderboard-desc = The server's top 20 by rating, as text and a picture.
discord-cmd-stats = stats
discord-cmd-stats-desc = A player's stats this season (yours by default).
discord-cmd-season = season
discord-cmd-season-desc = Start or end the server's rating season.
discord-cmd-season-start = start
discord-cmd-season-start-desc = Start a new season: ratings start fresh, old tables are kept.
discord-cmd-season-end = end
discord-cmd-season-end-desc = End the running season.
discord-opt-season = season
discord-opt-leaderboard-map-desc = One board's table (default: all boards)
discord-opt-leaderboard-season-desc = An earlier season's table, by name (default: the latest)
discord-opt-stats-player-desc = Whose stats (default: yours)
discord-opt-season-name-desc = The new season's name (default: its number)
discord-opt-new-rated-desc = Count the game for the server's ratings (default yes; no with ticket alerts)

## Rated games
league-rated-no-alerts = Ticket alerts help a player privately, so a rated game cannot have them. Choose rated:no, or leave alerts off.

## Leaderboard
league-all-boards = all boards
league-title = { $board }, season { $season }
league-board-head = Leaderboard: { $title }
league-board-empty = No rated games in this table yet.
league-board-line = { $rank }. { $player }: { $rating }{ $provisional ->
    [yes] {" "}(provisional)
   *[no] {""}
}, { $games ->
    [one] one game
   *[other] { $games } games
}
league-no-season = There is no season called “{ $season }”. Seasons: { $seasons }.
league-alt = Leaderboard, { $title }: { $count } players; the top: { $top }.
league-pic-head = Leaderboard
league-pic-player = Player
league-pic-rating = Rating
league-pic-games = Games
league-pic-empty = No rated games yet.
league-pic-provisional = ? provisional (fewer than 10 games). Rating = 1000 + 40 × (μ − 3σ).

## Stats
league-no-player = Nobody called “{ $player }” has played a rated game on this server; /leaderboard lists the players.
league-stats-head = { $player }, season { $season }:
league-stats-none = { $player } has no rated games in season { $season }.
league-stats-rating = Rating { $rating }{ $provisional ->
    [yes] {" "}(provisional)
   *[no] {""}
} after { $games ->
    [one] one game
   *[other] { $games } games
} against people
league-stats-games = Games: { $games }, won { $wins } ({ $pct }%)
league-stats-places = Average place: { $place }, average score: { $score }
league-stats-tickets = Tickets completed: { $done } of { $total } ({ $pct }%)
league-stats-time = Median time to move: { $from } to { $to }
league-stats-time-over = Median time to move: more than { $from }
league-stats-time-none = Median time to move: not measured yet
league-stats-timeouts = Timeouts: { $rate } per 100 moves ({ $timeouts } in { $moves } moves)
league-secs = { $n } s
league-mins = { $n } min
league-hours = { $n } h
league-days = { $n ->
    [one] one day
   *[other] { $n } days
}

## Seasons
league-not-organiser = Only someone who manages the server can start or end a season.
league-season-sub = /season { $text } is not a command; use start or end.
league-season-running = Season “{ $season }” is still running; end it first with /season end.
league-season-none = No season is running; start one with /season start.
league-season-bad-name = A season's name has 1 to { $most } characters.
league-season-taken = There is already a season called “{ $season }”; choose another name.
league-season-started = Season “{ $season }” has started: ratings start fresh. Earlier tables stay on /leaderboard season:NAME.
league-season-ended = Season “{ $season }” is over after { $games ->
    [one] one rated game
   *[other] { $games } rated games
}. Games count again once a new season starts (/season start).
