# uk: тексти області налаштувань.

## Команди
discord-cmd-settings = налаштування
discord-cmd-settings-desc = Ваші налаштування для всіх ігор.
discord-cmd-mygames = мої_ігри
discord-cmd-mygames-desc = Ваші ігри на всіх серверах: чий хід, скільки часу, посилання.
discord-opt-patterns = візерунки
discord-opt-settings-patterns-desc = Візерунки на кольорах карт (за порушень сприйняття кольору)
discord-opt-ping = згадки
discord-opt-settings-ping-desc = Коли вас згадувати
discord-opt-confirm = підтвердження
discord-opt-settings-confirm-desc = Питати «Підтвердити/Скасувати» перед прокладанням ділянки
discord-opt-picture-size = розмір
discord-opt-settings-size-desc = Розмір зображень: для телефона чи повний
discord-opt-quiet = тихі_години
discord-opt-settings-quiet-desc = Коли ваш годинник стоїть: 23-07 (до 10 на добу); «ні» прибирає
discord-opt-tz = пояс
discord-opt-settings-tz-desc = Ваш часовий пояс, наприклад `Europe/Kyiv`
discord-choice-ping-every = кожен хід, в усіх моїх іграх
discord-choice-ping-mine = лише коли мій хід
discord-choice-ping-digest = зведення раз на день, без згадок
discord-choice-size-full = повний
discord-choice-size-phone = для телефона

## Слова, які вводять як значення
word-ping-every = кожен, кожен хід, усі
word-ping-mine = мій, мій хід, лише мій хід
word-ping-digest = зведення, раз на день, щодня
word-size-full = повний, великий
word-size-phone = телефон, малий

## /налаштування
settings-current = Ваші налаштування:
settings-saved = Збережено. Тепер ваші налаштування такі:
settings-not-saved = Не вдалося зберегти налаштування: сховище недоступне. Спробуйте трохи згодом.
settings-on = увімк.
settings-off = вимк.
settings-ping-every = кожен хід, в усіх ваших іграх
settings-ping-mine = лише коли ваш хід
settings-ping-digest = зведення раз на день замість згадок
settings-size-full = повний
settings-size-phone = для телефона
settings-quiet-span = { $from }:00–{ $to }:00
settings-quiet-none = немає
settings-show-patterns = • візерунки на кольорах: { $on }
settings-show-ping = • згадки: { $ping }
settings-show-confirm = • підтвердження перед прокладанням: { $on }
settings-show-size = • розмір зображень: { $size }
settings-show-quiet = • тихі години: { $quiet } (часовий пояс { $tz })
settings-bad-quiet = «{ $text }» — не тихі години. Вкажіть початок і кінець цілими годинами, наприклад 23-07, або «ні», щоб їх прибрати.
settings-quiet-too-long = Тихі години можуть тривати не більше { $most } год на добу, а вказано { $hours } год. Виберіть коротший проміжок, наприклад 23-07.
settings-bad-tz = «{ $text }» — не часовий пояс. Вкажіть його так, як він названий у базі часових поясів, наприклад `Europe/Kyiv`, `America/New_York` або `UTC`.
settings-bad-ping = «{ $text }» — не варіант згадок. Виберіть «кожен», «мій» або «зведення».
settings-bad-size = «{ $text }» — не розмір зображень. Виберіть «телефон» або «повний».

## Підтвердження перед прокладанням
settings-confirm-claim = Прокласти { $route }, заплативши { $cards }? Натисніть «Підтвердити», щоб прокласти ділянку, або «Скасувати».
settings-button-confirm = Підтвердити
settings-button-cancel = Скасувати
settings-claim-cancelled = Скасовано: нічого не прокладено.

## /мої_ігри
mygames-none = У вас немає ігор, що тривають.
mygames-head = Ваші ігри ({ $count }):
mygames-lobby = • { $board }, лобі: { $place }
mygames-game = • { $board }: { $turn }, { $left }: { $place }
mygames-setup = вибір квитків
mygames-your-turn = ваш хід
mygames-turn-of = ходить { $player }
mygames-left = лишилося { $hours } год
mygames-no-limit = без обмеження часу
mygames-lost = на паузі (я не можу писати в її канал)
