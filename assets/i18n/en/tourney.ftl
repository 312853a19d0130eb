# en: texts of the tourney area.

## Creating and signing up
tourney-exists = This channel already runs the tournament “{ $name }”. End or cancel it first (/tourney end, /tourney cancel), or create the new one in another channel.
tourney-none = No tournament runs in this channel. An organiser opens one with /tourney create.
tourney-bad-name = A tournament needs a name of 1 to { $most } characters.
tourney-bad-rounds = A tournament has 1 to { $most } rounds.
tourney-bad-sizes = Table sizes must satisfy { $least } ≤ min ≤ size ≤ max ≤ { $most } on this board (you asked for size { $size }, min { $min }, max { $max }).
tourney-created = Tournament “{ $name }” on { $board }: { $rounds } rounds, tables of { $size }. Sign up with /tourney join. Pairing seed commitment: `{ $commitment }`.
tourney-created-reply = Tournament created. Players sign up with /tourney join; start it with /tourney start.
tourney-over = The tournament “{ $name }” is over. An organiser can create a new one with /tourney create.
tourney-join-already = You are already signed up.
tourney-join-dropped = You dropped out; come back with /tourney rejoin.
tourney-join-reply = You are signed up.
tourney-joined = { $player } joined ({ $count } signed up).
tourney-addbot-reply = Computer player entered.
tourney-leave-started = The tournament has started; to stop playing use /tourney drop.
tourney-not-in = You are not in this tournament; sign up with /tourney join.
tourney-leave-reply = You left the tournament.
tourney-left = { $player } left the tournament.
tourney-not-organiser = Only the tournament's organiser, someone who manages the server or a member with the server's tournament organiser role can do that.
tourney-not-running = The tournament is not running; an organiser starts it with /tourney start.
tourney-no-player = Nobody called “{ $player }” is in this tournament; /tourney standings lists the players.
tourney-already-dropped = { $player } has already dropped out.
tourney-not-dropped = { $player } is still in the tournament.
tourney-rejoin-reply = Back in: you will be paired from the next round.
tourney-rejoined = { $player } is back in the tournament.
tourney-drop-reply = Dropped: you will not be paired again. A computer player finishes your running game.
tourney-dropped = { $player } dropped out of the tournament.

## Rounds
tourney-already-started = The tournament has already started.
tourney-start-reply = Round 1 is paired; its tables are opening.
tourney-cannot-pair = { $players } players cannot be paired at tables of at least { $min }: { $why }. Let more players join, or create the tournament with a smaller min.
tourney-next-waiting = { $tables ->
    [one] One table is still playing; the next round is paired when it finishes.
   *[other] { $tables } tables are still playing; the next round is paired when they finish.
}
tourney-next-reply = Done: the next round is paired, or the tournament is over.
tourney-pairings-head = Round { $round } pairings:
tourney-pairings-table = Table { $table } ({ $name }): { $players }
tourney-pairings-byes = Bye: { $players }
tourney-no-round = There is no round { $round } yet.
tourney-table-starts = Tournament “{ $name }”, round { $round }, table { $table }. Commitment to this game's seed: `{ $commitment }` (revealed when the game ends).
tourney-game-revealed = Game { $game } is over. Its seed was { $seed } with salt { $salt }; check that they give the commitment `{ $commitment }` with `conductor verify { $game }`.
tourney-table-result = { $name } finished{ $computer ->
    [yes] {" "}(by computer players)
   *[no] {""}
}: { $results }
tourney-no-thread = The table's channel could not be made yet; it is tried again shortly.

## Organiser tools
tourney-sub-not-seated = { $player } is not at a running table.
tourney-sub-busy = { $player } already plays at a table this round.
tourney-sub-not-open = That table has not opened yet; try again in a moment.
tourney-sub-reply = Substitute seated.
tourney-subbed = { $into } takes { $out }'s seat at table { $table }.
tourney-seat-taken = { $player } takes over { $before }'s seat.
tourney-adjusted = { $player }: { $points } tournament points ({ $reason }).
tourney-adjust-reply = Adjustment recorded.
tourney-end-reply = The tournament is over.
tourney-cancel-reply = The tournament is cancelled.
tourney-cancelled = The tournament “{ $name }” was cancelled.
tourney-finished = The tournament “{ $name }” is over. Final standings:
tourney-seed-revealed = Pairing seed { $seed }, salt { $salt } (commitment `{ $commitment }`); check with /tourney verify.

## Standings and status
tourney-standings-head = Standings of “{ $name }”:
tourney-standings-line = { $rank }. { $player }: { $tp } TP, VP { $vp }%, { $wins } wins in { $games } games{ $dropped ->
    [yes] {" "}(dropped)
   *[no] {""}
}
tourney-stage-signup = sign-up, { $players } players
tourney-stage-running = round { $round } of { $rounds }
tourney-stage-finished = finished
tourney-stage-cancelled = cancelled
tourney-status-head = “{ $name }”: { $stage }
tourney-status-done = { $name }: finished
tourney-status-opening = { $name }: opening
tourney-status-setup = { $name }: players are choosing tickets
tourney-status-table = { $name }: { $player } to move (until { $until })
tourney-round-deadline = Round deadline: { $at }

## Clocks
tourney-strike = { $player } ran out of time: strike { $strikes } of { $most }.
tourney-struck-out = { $player } ran out of time { $most } times in a row and is dropped; a computer player keeps the seat.
tourney-hurry = The round's deadline has passed: each move now has { $hours } hours.
tourney-computer-finishes = The round's grace period is over: computer players finish this game.

## Verifying
tourney-verify-pending = The pairing seed is revealed when the tournament ends. Its commitment: `{ $commitment }`.
tourney-verify-ok = Verified: the seed { $seed } matches the commitment `{ $commitment }`, and it gives the seating of all { $rounds } rounds.
tourney-verify-failed = Verification failed: { $why }.
verify-game-ok = Game { $game } verified: the seed { $seed } matches, and replaying its { $moves } log entries reaches the stored final state.
verify-game-failed = The game does not verify: { $why }.

## Command and option names (Discord and the console)
discord-cmd-tourney = tourney
discord-cmd-tourney-desc = Run a Swiss tournament in this channel; each table plays in its own thread.
discord-cmd-tourney-create = create
discord-cmd-tourney-create-desc = Create a tournament in this channel.
discord-cmd-tourney-join = join
discord-cmd-tourney-join-desc = Sign up for this channel's tournament.
discord-cmd-tourney-addbot = addbot
discord-cmd-tourney-addbot-desc = Enter a computer player (organisers).
discord-cmd-tourney-leave = leave
discord-cmd-tourney-leave-desc = Withdraw before the tournament starts.
discord-cmd-tourney-drop = drop
discord-cmd-tourney-drop-desc = Stop playing (or drop a player, organisers); a computer player finishes the running game.
discord-cmd-tourney-rejoin = rejoin
discord-cmd-tourney-rejoin-desc = Come back after dropping; paired from the next round.
discord-cmd-tourney-start = start
discord-cmd-tourney-start-desc = Pair round 1 and open its tables (organisers).
discord-cmd-tourney-next = next
discord-cmd-tourney-next-desc = Pair the next round once every table has finished (organisers).
discord-cmd-tourney-sub = sub
discord-cmd-tourney-sub-desc = Seat a substitute in a player's place at their table (organisers).
discord-cmd-tourney-adjust = adjust
discord-cmd-tourney-adjust-desc = Add or take tournament points, with a reason (organisers).
discord-cmd-tourney-end = end
discord-cmd-tourney-end-desc = End the tournament now with the standings as they are (organisers).
discord-cmd-tourney-cancel = cancel
discord-cmd-tourney-cancel-desc = Cancel the tournament without results (organisers).
discord-cmd-tourney-standings = standings
discord-cmd-tourney-standings-desc = Show the standings.
discord-cmd-tourney-pairings = pairings
discord-cmd-tourney-pairings-desc = Show a round's tables.
discord-cmd-tourney-status = status
discord-cmd-tourney-status-desc = Who is to move at each table, and the deadlines.
discord-cmd-tourney-verify = verify
discord-cmd-tourney-verify-desc = Check the revealed pairing seed against its commitment.
discord-opt-name = name
discord-opt-rounds = rounds
discord-opt-size = size
discord-opt-min = min
discord-opt-max = max
discord-opt-round-days = round_days
discord-opt-rated = rated
discord-opt-quiet-hours = quiet_hours
discord-opt-final = final
discord-opt-player = player
discord-opt-with = with
discord-opt-points = points
discord-opt-reason = reason
discord-opt-round = round
parse-tourney-sub = /tourney has no “{ $text }”; try create, join, leave, drop, rejoin, start, next, sub, adjust, end, cancel, standings, pairings, status or verify.
discord-opt-tourney-name-desc = The tournament's name
discord-opt-tourney-rounds-desc = Swiss rounds to play (default 3)
discord-opt-tourney-size-desc = Players per table (default 4)
discord-opt-tourney-min-desc = Smallest table allowed for the remainder (default: size − 1)
discord-opt-tourney-max-desc = Largest table allowed (default: size)
discord-opt-tourney-round-days-desc = Days per round before the hurry clock (0: none; default 7)
discord-opt-tourney-rated-desc = Results count for the server's ratings (default yes)
discord-opt-tourney-quiet-hours-desc = Players may declare quiet hours
discord-opt-tourney-final-desc = A final table for the top 4 after the rounds
discord-opt-tourney-player-desc = The player
discord-opt-tourney-with-desc = The substitute who takes the seat
discord-opt-tourney-points-desc = Tournament points to add (negative to take)
discord-opt-tourney-reason-desc = Why, shown to everyone
discord-opt-tourney-round-desc = The round (default: the latest)

## Pictures
tourney-pic-standings = “{ $name }”: standings after round { $round }
tourney-pic-pairings = “{ $name }”: round { $round }
tourney-pic-player = Player
tourney-pic-tp = TP
tourney-pic-vp = VP %
tourney-pic-wins = Wins
tourney-pic-games = Games
tourney-pic-dropped = { $player } (dropped)
tourney-pic-table = Table { $table } · { $name }
tourney-pic-playing = playing
tourney-pic-finished = finished
tourney-pic-by-computer = finished by computers
tourney-pic-result = { $place }. · { $score } pts · { $tp } TP
tourney-pic-byes = Bye: { $players }
tourney-pic-standings-alt = Standings of “{ $name }” after round { $round } (rank, player, tournament points): { $rows }.
tourney-pic-pairings-alt = Round { $round } of “{ $name }”, tables and their players in seat order: { $tables }.
tourney-round-over = Round { $round } is over.
tourney-final-paired = The Swiss rounds are over. The final, for places 1 to 4: { $players }.
