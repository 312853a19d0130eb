# uk: texts of the league area (ratings, leaderboard, stats, seasons).

## Команди
discord-cmd-leaderboard = рейтинг
discord-cmd-leaderboard-desc = Двадцять найкращих гравців сервера за рейтингом.
discord-cmd-stats = статистика
discord-cmd-stats-desc = Статистика гравця за сезон (типово ваша).
discord-cmd-season = сезон
discord-cmd-season-desc = Почати або завершити рейтинговий сезон сервера.
discord-cmd-season-start = почати
discord-cmd-season-start-desc = Почати новий сезон: рейтинги з нуля, старі таблиці зберігаються.
discord-cmd-season-end = завершити
discord-cmd-season-end-desc = Завершити поточний сезон.
discord-opt-season = сезон
discord-opt-leaderboard-map-desc = Таблиця однієї мапи (типово всі мапи)
discord-opt-leaderboard-season-desc = Таблиця минулого сезону за його назвою (типово останній)
discord-opt-stats-player-desc = Чия статистика (типово ваша)
discord-opt-season-name-desc = Назва нового сезону (типово його номер)
discord-opt-new-rated-desc = До рейтингу сервера (типово так; ні з підказками про квитки)

## Рейтингові ігри
league-rated-no-alerts = Попередження про квитки — це таємна підказка гравцеві, тож у рейтинговій грі їх немає. Виберіть { discord-opt-rated }:ні або не вмикайте попередження.

## Таблиця
league-all-boards = усі мапи
league-title = { $board }, сезон { $season }
league-board-head = Рейтинг: { $title }
league-board-empty = У цій таблиці ще немає рейтингових ігор.
league-board-line = { $rank }. { $player }: { $rating }{ $provisional ->
    [yes] {" "}(попередній)
   *[no] {""}
}, { $games ->
    [one] { $games } гра
    [few] { $games } гри
   *[other] { $games } ігор
}
league-no-season = Сезону «{ $season }» немає. Сезони: { $seasons }.
league-alt = Рейтинг, { $title }: гравців — { $count }; найкращі: { $top }.
league-pic-head = Рейтинг
league-pic-player = Гравець
league-pic-rating = Рейтинг
league-pic-games = Ігри
league-pic-empty = Рейтингових ігор ще немає.
league-pic-provisional = ? попередній (менше 10 ігор). Рейтинг = 1000 + 40 × (μ − 3σ).

## Статистика
league-no-player = Ніхто на ім'я «{ $player }» не грав на цьому сервері в рейтингові ігри; список гравців — у /{ discord-cmd-leaderboard }.
league-stats-head = { $player }, сезон { $season }:
league-stats-none = У гравця { $player } немає рейтингових ігор у сезоні { $season }.
league-stats-rating = Рейтинг { $rating }{ $provisional ->
    [yes] {" "}(попередній)
   *[no] {""}
} після { $games ->
    [one] { $games } гри
   *[other] { $games } ігор
} з людьми
league-stats-games = Ігор: { $games }, перемог: { $wins } ({ $pct }%)
league-stats-places = Середнє місце: { $place }, середній рахунок: { $score }
league-stats-tickets = Виконано квитків: { $done } з { $total } ({ $pct }%)
league-stats-time = Медіанний час ходу: від { $from } до { $to }
league-stats-time-over = Медіанний час ходу: понад { $from }
league-stats-time-none = Медіанний час ходу: ще не виміряно
league-stats-timeouts = Прострочення: { $rate } на 100 ходів ({ $timeouts } із { $moves })
league-secs = { $n } с
league-mins = { $n } хв
league-hours = { $n } год
league-days = { $n } дн.

## Сезони
league-not-organiser = Почати або завершити сезон може лише той, хто керує сервером.
league-season-sub = /{ discord-cmd-season } { $text } — немає такої команди; використовуйте { discord-cmd-season-start } або { discord-cmd-season-end }.
league-season-running = Сезон «{ $season }» ще триває; спершу завершіть його: /{ discord-cmd-season } { discord-cmd-season-end }.
league-season-none = Сезон не триває; почніть новий: /{ discord-cmd-season } { discord-cmd-season-start }.
league-season-bad-name = Назва сезону — від 1 до { $most } символів.
league-season-taken = Сезон «{ $season }» уже є; виберіть іншу назву.
league-season-started = Почався сезон «{ $season }»: рейтинги рахуються з нуля. Минулі таблиці лишаються в /{ discord-cmd-leaderboard } { discord-opt-season }:НАЗВА.
league-season-ended = Сезон «{ $season }» завершено, рейтингових ігор: { $games }. Ігри знову зараховуються, коли почнеться новий сезон (/{ discord-cmd-season } { discord-cmd-season-start }).
