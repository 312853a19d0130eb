# What the console tells the operator who runs it.

cli-damaged-quarantine = The console cannot end a damaged game. To set it aside (nothing is deleted) and free the channel, leave the console and run, with the same store options: conductor quarantine { $channel }
