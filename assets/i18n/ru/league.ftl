# ru: texts of the league area (ratings, leaderboard, stats, seasons).

## Команды
discord-cmd-leaderboard = рейтинг
discord-cmd-leaderboard-desc = Двадцать лучших игроков сервера по рейтингу.
discord-cmd-stats = статистика
discord-cmd-stats-desc = Статистика игрока за сезон (по умолчанию ваша).
discord-cmd-season = сезон
discord-cmd-season-desc = Начать или завершить рейтинговый сезон сервера.
discord-cmd-season-start = начать
discord-cmd-season-start-desc = Начать новый сезон: рейтинги с нуля, старые таблицы сохраняются.
discord-cmd-season-end = завершить
discord-cmd-season-end-desc = Завершить текущий сезон.
discord-opt-season = сезон
discord-opt-leaderboard-map-desc = Таблица одной карты (по умолчанию все карты)
discord-opt-leaderboard-season-desc = Таблица прошлого сезона по его названию (по умолчанию последний)
discord-opt-stats-player-desc = Чья статистика (по умолчанию ваша)
discord-opt-season-name-desc = Название нового сезона (по умолчанию его номер)
discord-opt-new-rated-desc = В рейтинг сервера (по умолчанию да; нет с подсказками о билетах)

## Рейтинговые игры
league-rated-no-alerts = Предупреждения о билетах — это тайная подсказка игроку, поэтому в рейтинговой игре их нет. Выберите { discord-opt-rated }:нет или не включайте предупреждения.

## Таблица
league-all-boards = все карты
league-title = { $board }, сезон { $season }
league-board-head = Рейтинг: { $title }
league-board-empty = В этой таблице пока нет рейтинговых игр.
league-board-line = { $rank }. { $player }: { $rating }{ $provisional ->
    [yes] {" "}(предварительный)
   *[no] {""}
}, { $games ->
    [one] { $games } игра
    [few] { $games } игры
   *[other] { $games } игр
}
league-no-season = Сезона «{ $season }» нет. Сезоны: { $seasons }.
league-alt = Рейтинг, { $title }: игроков — { $count }; лучшие: { $top }.
league-pic-head = Рейтинг
league-pic-player = Игрок
league-pic-rating = Рейтинг
league-pic-games = Игры
league-pic-empty = Рейтинговых игр пока нет.
league-pic-provisional = ? предварительный (меньше 10 игр). Рейтинг = 1000 + 40 × (μ − 3σ).

## Статистика
league-no-player = Никто по имени «{ $player }» не играл на этом сервере в рейтинговые игры; список игроков — в /{ discord-cmd-leaderboard }.
league-stats-head = { $player }, сезон { $season }:
league-stats-none = У игрока { $player } нет рейтинговых игр в сезоне { $season }.
league-stats-rating = Рейтинг { $rating }{ $provisional ->
    [yes] {" "}(предварительный)
   *[no] {""}
} после { $games ->
    [one] { $games } игры
   *[other] { $games } игр
} с людьми
league-stats-games = Игр: { $games }, побед: { $wins } ({ $pct }%)
league-stats-places = Среднее место: { $place }, средний счёт: { $score }
league-stats-tickets = Выполнено билетов: { $done } из { $total } ({ $pct }%)
league-stats-time = Медианное время хода: от { $from } до { $to }
league-stats-time-over = Медианное время хода: больше { $from }
league-stats-time-none = Медианное время хода: пока не измерено
league-stats-timeouts = Просрочки: { $rate } на 100 ходов ({ $timeouts } из { $moves })
league-secs = { $n } с
league-mins = { $n } мин
league-hours = { $n } ч
league-days = { $n } дн.

## Сезоны
league-not-organiser = Начать или завершить сезон может только тот, кто управляет сервером.
league-season-sub = /{ discord-cmd-season } { $text } — нет такой команды; используйте { discord-cmd-season-start } или { discord-cmd-season-end }.
league-season-running = Сезон «{ $season }» ещё идёт; сначала завершите его: /{ discord-cmd-season } { discord-cmd-season-end }.
league-season-none = Сезон не идёт; начните новый: /{ discord-cmd-season } { discord-cmd-season-start }.
league-season-bad-name = Название сезона — от 1 до { $most } символов.
league-season-taken = Сезон «{ $season }» уже есть; выберите другое название.
league-season-started = Начался сезон «{ $season }»: рейтинги считаются с нуля. Прошлые таблицы остаются в /{ discord-cmd-leaderboard } { discord-opt-season }:НАЗВАНИЕ.
league-season-ended = Сезон «{ $season }» завершён, рейтинговых игр: { $games }. Игры снова учитываются, когда начнётся новый сезон (/{ discord-cmd-season } { discord-cmd-season-start }).
