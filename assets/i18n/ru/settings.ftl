# ru: тексты области настроек.

## Команды
discord-cmd-settings = настройки
discord-cmd-settings-desc = Ваши настройки для всех игр.
discord-cmd-mygames = мои_игры
discord-cmd-mygames-desc = Ваши игры на всех серверах: чей ход, сколько времени, ссылки.
discord-opt-patterns = узоры
discord-opt-settings-patterns-desc = Узоры на цветах карт (при нарушении цветовосприятия)
discord-opt-ping = упоминания
discord-opt-settings-ping-desc = Когда вас упоминать
discord-opt-confirm = подтверждение
discord-opt-settings-confirm-desc = Спрашивать «Подтвердить/Отмена» перед прокладкой перегона
discord-opt-picture-size = размер
discord-opt-settings-size-desc = Размер картинок: для телефона или полный
discord-opt-quiet = тихие_часы
discord-opt-settings-quiet-desc = Когда ваши часы стоят: 23-07 (до 10 в сутки); «нет» убирает
discord-opt-tz = пояс
discord-opt-settings-tz-desc = Ваш часовой пояс, например `Europe/Moscow`
discord-choice-ping-every = каждый ход, во всех моих играх
discord-choice-ping-mine = только когда мой ход
discord-choice-ping-digest = сводка раз в день, без упоминаний
discord-choice-size-full = полный
discord-choice-size-phone = для телефона

## Слова, которые вводят как значения
word-ping-every = каждый, каждый ход, все
word-ping-mine = мой, мой ход, только мой ход
word-ping-digest = сводка, раз в день, ежедневно
word-size-full = полный, большой
word-size-phone = телефон, маленький

## /настройки
settings-current = Ваши настройки:
settings-saved = Сохранено. Теперь ваши настройки такие:
settings-not-saved = Не удалось сохранить настройки: хранилище недоступно. Попробуйте чуть позже.
settings-on = вкл.
settings-off = выкл.
settings-ping-every = каждый ход, во всех ваших играх
settings-ping-mine = только когда ваш ход
settings-ping-digest = сводка раз в день вместо упоминаний
settings-size-full = полный
settings-size-phone = для телефона
settings-quiet-span = { $from }:00–{ $to }:00
settings-quiet-none = нет
settings-show-patterns = • узоры на цветах: { $on }
settings-show-ping = • упоминания: { $ping }
settings-show-confirm = • подтверждение перед прокладкой: { $on }
settings-show-size = • размер картинок: { $size }
settings-show-quiet = • тихие часы: { $quiet } (часовой пояс { $tz })
settings-bad-quiet = «{ $text }» — не тихие часы. Укажите начало и конец в целых часах, например 23-07, или «нет», чтобы их убрать.
settings-quiet-too-long = Тихие часы могут длиться не больше { $most } ч в сутки, а указано { $hours } ч. Выберите промежуток короче, например 23-07.
settings-bad-tz = «{ $text }» — не часовой пояс. Укажите его так, как он назван в базе часовых поясов, например `Europe/Moscow`, `Europe/Kyiv` или `UTC`.
settings-bad-ping = «{ $text }» — не вариант упоминаний. Выберите «каждый», «мой» или «сводка».
settings-bad-size = «{ $text }» — не размер картинок. Выберите «телефон» или «полный».

## Подтверждение перед прокладкой
settings-confirm-claim = Проложить { $route }, заплатив { $cards }? Нажмите «Подтвердить», чтобы проложить перегон, или «Отмена».
settings-button-confirm = Подтвердить
settings-button-cancel = Отмена
settings-claim-cancelled = Отменено: ничего не проложено.

## /мои_игры
mygames-none = У вас нет идущих игр.
mygames-head = Ваши игры ({ $count }):
mygames-lobby = • { $board }, лобби: { $place }
mygames-game = • { $board }: { $turn }, { $left }: { $place }
mygames-setup = выбор билетов
mygames-your-turn = ваш ход
mygames-turn-of = ходит { $player }
mygames-left = осталось { $hours } ч
mygames-no-limit = без ограничения времени
mygames-lost = на паузе (я не могу писать в её канал)
