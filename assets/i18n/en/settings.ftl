# en: texts of the settings area.

## Commands
discord-cmd-settings = settings
discord-cmd-settings-desc = Your settings for every game: patterns, pings, confirmations, quiet hours.
discord-cmd-mygames = mygames
discord-cmd-mygames-desc = Your games on every server: whose turn, time left, a link to each.
discord-opt-patterns = patterns
discord-opt-settings-patterns-desc = Patterns on card colours in your pictures (for colour blindness)
discord-opt-ping = ping
discord-opt-settings-ping-desc = When you are pinged
discord-opt-confirm = confirm
discord-opt-settings-confirm-desc = Ask Confirm/Cancel before a claim is made
discord-opt-picture-size = size
discord-opt-settings-size-desc = Picture size: phone or full
discord-opt-quiet = quiet
discord-opt-settings-quiet-desc = Hours your clock stops, such as 23-07 (at most 10 a day); "off" clears them
discord-opt-tz = tz
discord-opt-settings-tz-desc = Your time zone, such as Europe/Kyiv
discord-choice-ping-every = every turn, in any of my games
discord-choice-ping-mine = only when it is my turn
discord-choice-ping-digest = a daily digest, no pings
discord-choice-size-full = full
discord-choice-size-phone = phone

## Words typed as values
word-ping-every = every, every turn, all
word-ping-mine = mine, my turn, only my turn
word-ping-digest = digest, daily, daily digest
word-size-full = full, large
word-size-phone = phone, small

## /settings
settings-current = Your settings:
settings-saved = Saved. Your settings now:
settings-not-saved = Your settings could not be saved just now (storage unavailable). Try again in a moment.
settings-on = on
settings-off = off
settings-ping-every = every turn, in any of your games
settings-ping-mine = only when it is your turn
settings-ping-digest = a daily digest instead of pings
settings-size-full = full
settings-size-phone = phone
settings-quiet-span = { $from }:00–{ $to }:00
settings-quiet-none = none
settings-show-patterns = • colour patterns: { $on }
settings-show-ping = • pings: { $ping }
settings-show-confirm = • confirm before a claim: { $on }
settings-show-size = • picture size: { $size }
settings-show-quiet = • quiet hours: { $quiet } (time zone { $tz })
settings-bad-quiet = "{ $text }" is not quiet hours. Write them as start-end in whole hours, such as 23-07, or "off" to clear them.
settings-quiet-too-long = Quiet hours may last at most { $most } hours a day; { $hours } asked. Choose a shorter stretch, such as 23-07.
settings-bad-tz = "{ $text }" is not a time zone. Write one as the zone database names it, such as Europe/Kyiv, America/New_York or UTC.
settings-bad-ping = "{ $text }" is not a ping style. Choose every, mine or digest.
settings-bad-size = "{ $text }" is not a picture size. Choose phone or full.

## Confirm before a claim
settings-confirm-claim = Claim { $route }, paying { $cards }? Press Confirm to claim it, or Cancel.
settings-button-confirm = Confirm
settings-button-cancel = Cancel
settings-claim-cancelled = Cancelled: nothing was claimed.

## /mygames
mygames-none = You have no games running.
mygames-head = Your games ({ $count }):
mygames-lobby = • { $board }, lobby: { $place }
mygames-game = • { $board }: { $turn }, { $left }: { $place }
mygames-setup = choosing tickets
mygames-your-turn = your turn
mygames-turn-of = { $player } to move
mygames-left = { $hours } h left
mygames-no-limit = no time limit
mygames-lost = paused (I cannot post in its channel)
