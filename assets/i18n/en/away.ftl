# en: texts of the away, substitutes and daily digest area.

## Commands
discord-cmd-away = away
discord-cmd-away-desc = Tell all your games you are away (2d, or until a date), or that you are back.
discord-opt-for = for
discord-opt-away-for-desc = How long, such as 2d or 36h
discord-opt-until = until
discord-opt-away-until-desc = Until a date, such as 2026-12-01 (UTC)
discord-opt-off = off
discord-opt-away-off-desc = You are back: your clocks run again
discord-cmd-game-sub = sub
discord-cmd-game-sub-desc = Take an open seat: a player who timed out again and again, or left.
discord-opt-seat = seat
discord-opt-sub-seat-desc = The name of the seat's player
discord-opt-away-days = away_days
discord-opt-new-away-days-desc = Days an away player's clock may stop (default 3; 0: never)
discord-opt-cover = cover
discord-opt-new-cover-desc = The computer plays an away player's turns at once

## Away
parse-away-twice = Give one of a length (2d), a date (until:2026-12-01) or off, not several.
away-bad-span = “{ $text }” is not a length: write a number of days or hours, such as 2d or 36h.
away-too-long = One /away lasts at most { $most } days; say it again when you know more.
away-bad-date = “{ $text }” is not a date: write it as year-month-day, such as 2026-12-01.
away-past = { $until } has already passed: give a later date, or a length such as 2d.
away-set = You are away until { $until }. { $games ->
    [0] None of your games is running.
    [one] Your game was told.
   *[other] Your { $games } games were told.
}
away-off = Welcome back: your clocks run again. { $games ->
    [0] None of your games is running.
    [one] Your game was told.
   *[other] Your { $games } games were told.
}
away-show = You are away until { $until }. “/away off” says you are back.
away-show-none = You are not away. “/away 2d” tells your games you are away for two days.
away-public = { $player } is away until { $until }.
away-back = { $player } is back.
away-covered = { $player } is away: the computer plays this turn for them.

## Substitutes
sub-open = { $player }'s seat is open: anyone here who does not play may take it (button below, or /game sub seat:{ $player }).
sub-button-take = Take this seat
sub-button-confirm = Confirm
sub-button-refuse = Refuse
sub-no-game = There is no game running in this channel.
sub-tourney = This is a tournament table: its organiser seats substitutes with /tourney sub.
sub-answer-not-allowed = Only the game's creator or someone who manages the channel may answer this.
sub-no-seat = No seat is called “{ $seat }”; the seats are: { $seats }.
sub-not-open = { $player }'s seat is not open: a seat opens after { $after } timeouts in a row, or when its player leaves.
sub-already-playing = You already play in this game.
sub-asked-already = { $who } has already asked for this seat; wait for the answer.
sub-asked = { $who } asks to take { $player }'s seat. The game's creator or an admin confirms.
sub-ask-sent = You asked to take { $player }'s seat; you will get its cards by DM once it is confirmed.
sub-no-ask = Nobody is waiting for this seat any more.
sub-confirmed-reply = Confirmed.
sub-refused = { $who } does not take { $player }'s seat.
sub-refused-reply = Refused.
sub-taken = { $who } now plays { $player }'s seat.
sub-taken-reply = You now play { $player }'s seat; its cards and tickets are in your DMs.
sub-welcome = You now play { $player }'s seat. Here are its cards and tickets:

## Daily digest
daily-head = Your daily digest: { $count ->
    [one] one game is waiting for your move.
   *[other] { $count } games are waiting for your move.
}
daily-game = • { $board }, { $left }: { $place }

## A member who left the server
left-server-lobby = { $player } left the server and so the lobby.
left-server-game = { $player } left the server; a computer player keeps the seat until someone takes it.
