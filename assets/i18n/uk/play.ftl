# uk: texts of the play area.

## /premove, /undo and the ticket alerts as Discord shows them.
discord-cmd-premove = план
discord-cmd-premove-desc = Хід наперед: задати, переглянути або скасувати (бачите лише ви)
discord-cmd-undo = скасувати
discord-cmd-undo-desc = Попросити інших скасувати вашу останню ділянку
discord-opt-draw = взяти
discord-opt-then = потім
discord-opt-clear = очистити
discord-opt-alerts = попередження
discord-opt-premove-route-desc = Прокласти цю ділянку, якщо вона ще вільна
discord-opt-premove-draw-desc = Інакше (або замість цього) взяти: колода або колір відкритої карти
discord-opt-premove-then-desc = Друга карта: колода або колір відкритої карти
discord-opt-premove-clear-desc = Видалити заданий хід
discord-opt-new-alerts-desc = Таємно попереджати, коли квиток уже не виконати

## Premoves: only their owner ever reads these.
parse-premove-clear-and-plan = Або видаліть заданий хід, або задайте новий — не все разом.
parse-premove-word = /{ discord-cmd-premove } { $text } — немає такої команди: напишіть /{ discord-cmd-premove } { discord-opt-clear }:так або вкажіть ділянку чи карти.
play-premove-none = Заданого ходу немає. Задайте його так: /{ discord-cmd-premove } { discord-opt-route }:{ $example } { discord-opt-draw }:колода або /{ discord-cmd-premove } { discord-opt-draw }:червона { discord-opt-then }:колода.
play-premove-shown = Ваш заданий хід: { $plan }. Його бачите лише ви; /{ discord-cmd-premove } { discord-opt-clear }:так видалить його.
play-premove-set = На наступну чергу задано: { $plan }. Це бачите лише ви.
play-premove-cleared = Заданий хід видалено.
play-premove-your-turn = Зараз ваш хід: просто зробіть його.
play-premove-too-many = У заданому ході не більше { $most } карт.
play-premove-slot = Назвіть відкриту карту за кольором ({ discord-opt-draw }:червона), а не за місцем: до вашого ходу ряд зміниться.
play-plan-deck = карту з колоди
play-plan-ship-deck = карту з колоди суден
play-plan-face-up = відкриту карту «{ $card }», якщо вона є, інакше карту з колоди
play-plan-draws = взяти { $draws }
play-plan-claim = прокласти ділянку { $route }
play-plan-claim-color = прокласти ділянку { $route } картами { $color }
play-plan-claim-else = { $claim }; якщо її займуть — взяти { $draws }
play-premove-claimed = Заданий хід зроблено: ви проклали ділянку { $route }.
play-premove-tunnel = Заданий хід зайняв тунель { $route }, а він вимагає ще { $extra } { $extra ->
        [one] карту
        [few] карти
       *[many] карт
    }: вирішувати вам (/{ discord-cmd-tunnel }).
play-premove-taken-drawing = Ділянку { $route } зайняли, тож заданий хід узяв карти.
play-premove-cancel-taken = Заданий хід скасовано: ділянку { $route } зайняли.
play-premove-cancel-refused = Заданий хід скасовано: ділянку { $route } зараз не прокласти. { $why }
play-premove-drew = Заданий хід узяв { $count ->
        [one] { $count } карту
        [few] { $count } карти
       *[many] { $count } карт
    }.
play-premove-draw-failed = Заданий хід не зміг узяти карту: брати більше нічого.
play-premove-second-yours = Візьміть другу карту самі.

## Undo with consent.
play-undo-what-claim = ділянка { $route } гравця { $player }
play-undo-what-station = станція гравця { $player } у місті { $city }
play-undo-what-harbor = порт гравця { $player } у місті { $city }
play-undo-what-and-after = { $what } і ходи після цього: { $moves }
play-undo-none = Скасовувати нічого. Можна скасувати лише свою останню ділянку, станцію або порт, доки наступний гравець не походив, і лише якщо не відкрилася жодна прихована карта: взяті карти, нові квитки й тунелі не скасовуються.
play-undo-asked-already = Ви вже попросили; відповіли ще не всі.
play-undo-taken-back = Скасовано.
play-undo-asked = Просять скасувати хід: { $what }. { $players }, згодні? На відповідь { $minutes } хв.
play-undo-button-agree = Згоден
play-undo-button-refuse = Проти
play-undo-asking = Ви попросили інших скасувати хід: { $what }.
play-undo-nothing-asked = Ніхто не просить скасувати хід.
play-undo-expired = Запізно: час на згоду минув.
play-undo-not-yours = На це прохання відповідають інші гравці.
play-undo-agreed-already = Ви вже погодилися.
play-undo-refused = { $player } проти, хід лишається: { $what }.
play-undo-you-agreed = Ви погодилися.
play-undo-you-refused = Ви відмовили.
play-undo-done = Хід скасовано за згодою всіх: { $what }.

## "Since your last turn" (a DM when a player's turn starts).
play-catch-up-title = Від вашого минулого ходу:
play-catch-up-earlier = …і ще { $count } { $count ->
        [one] рядок
        [few] рядки
       *[many] рядків
    } перед цим.

## Ticket-risk alerts (private).
play-risk-cut-off = Карту маршруту { $ticket } уже не виконати: чужі ділянки відрізали її міста одне від одного.
play-risk-too-far = Для карти маршруту { $ticket } потрібно ще щонайменше { $need } вагонів, а у вас лишилося { $have }.
