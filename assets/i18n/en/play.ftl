# en: texts of the play area.

## /premove, /undo and the ticket alerts as Discord shows them.
discord-cmd-premove = premove
discord-cmd-premove-desc = Queue a move for your next turn, show it, or clear it (only you see it)
discord-cmd-undo = undo
discord-cmd-undo-desc = Ask the other players to take back your last claim
discord-opt-draw = draw
discord-opt-then = then
discord-opt-clear = clear
discord-opt-alerts = alerts
discord-opt-premove-route-desc = Claim this route if it is still free
discord-opt-premove-draw-desc = Else (or instead) draw: deck, or a face-up card's color
discord-opt-premove-then-desc = The second card: deck, or a face-up card's color
discord-opt-premove-clear-desc = Remove your queued move
discord-opt-new-alerts-desc = Warn players privately when a kept ticket can no longer be made

## Premoves: only their owner ever reads these.
parse-premove-clear-and-plan = Either clear your queued move or queue a new one, not both.
parse-premove-word = /premove { $text } is not a command: use /premove clear, or name a route or the cards to draw.
play-premove-none = You have no queued move. Queue one with /premove route:{ $example } draw:deck, or /premove draw:red then:deck.
play-premove-shown = Your queued move: { $plan }. Only you see it; /premove clear removes it.
play-premove-set = Queued for your next turn: { $plan }. Only you see it.
play-premove-cleared = Your queued move is removed.
play-premove-your-turn = It is your turn now: make the move itself.
play-premove-too-many = A queued move holds at most { $most } draws.
play-premove-slot = Name the face-up card by its color (draw:red), not by its place: the row changes before your turn.
play-plan-deck = a card from the deck
play-plan-ship-deck = a card from the ship deck
play-plan-face-up = the face-up { $card } if it is there, else a card from the deck
play-plan-draws = draw { $draws }
play-plan-claim = claim { $route }
play-plan-claim-color = claim { $route } with { $color } cards
play-plan-claim-else = { $claim }; if it is taken, draw { $draws }
play-premove-claimed = Your queued move ran: you claimed { $route }.
play-premove-tunnel = Your queued move claimed the tunnel { $route }, and it asks for { $extra } more card(s): that choice is yours (/tunnel).
play-premove-taken-drawing = { $route } was taken, so your queued move drew instead.
play-premove-cancel-taken = Your queued move was cancelled: { $route } was taken.
play-premove-cancel-refused = Your queued move was cancelled: { $route } cannot be claimed now. { $why }
play-premove-drew = Your queued move drew { $count ->
        [one] a card
       *[other] { $count } cards
    }.
play-premove-draw-failed = Your queued move could not draw: there is no card left to take.
play-premove-second-yours = Draw your second card now.

## Undo with consent.
play-undo-what-claim = route { $route } claimed by { $player }
play-undo-what-station = station in { $city } built by { $player }
play-undo-what-harbor = harbor in { $city } built by { $player }
play-undo-what-and-after = { $what }, and the moves after it: { $moves }
play-undo-none = There is nothing you can take back. Only your last route claim, station or harbor can be, before the next player acts, and only if it showed no hidden card: never a draw, tickets, or a tunnel.
play-undo-asked-already = You already asked; not everyone has answered yet.
play-undo-taken-back = Taken back.
play-undo-asked = Take-back asked for: { $what }. { $players }, do you agree? You have { $minutes } minutes.
play-undo-button-agree = Agree
play-undo-button-refuse = Refuse
play-undo-asking = You asked the other players to take back: { $what }.
play-undo-nothing-asked = No take-back is waiting for an answer.
play-undo-expired = Too late: the time to agree has run out.
play-undo-not-yours = Only the other players answer this take-back.
play-undo-agreed-already = You already agreed.
play-undo-refused = { $player } said no, so this stands: { $what }.
play-undo-you-agreed = You agreed.
play-undo-you-refused = You refused.
play-undo-done = Taken back, as everyone agreed: { $what }.

## "Since your last turn" (a DM when a player's turn starts).
play-catch-up-title = Since your last turn:
play-catch-up-earlier = …and { $count ->
        [one] one line
       *[other] { $count } lines
    } before these.

## Ticket-risk alerts (private).
play-risk-cut-off = Your ticket { $ticket } can no longer be completed: other players' claims cut its cities apart.
play-risk-too-far = Your ticket { $ticket } needs at least { $need } more trains, and you have { $have } left.
