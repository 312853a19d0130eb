## Слова, які гравець може ввести як значення параметрів, через кому.
## Приймаються слова всіх мов; регістр не важливий.
word-yes = так, т
word-no = ні, н
word-gray = сірий, сіра, сіре, сірі
word-deck = колода
word-trains = вагони, вагон
word-ships = судна, судно, кораблі, корабель
word-loco = локомотив, локомотива, локомотиви, джокер, джокера, джокери
word-board-usa = сша, америка
word-board-europe = європа
word-board-switzerland = швейцарія
word-board-world = світ
word-variant-classic = класика, класична
word-variant-1912 = європа 1912
word-variant-mega = мега, мега-європа
word-variant-bigcities = великі міста
word-level-easy = легкий, простий
word-level-hard = сильний, складний
word-level-expert = експерт, expert
word-timeout-bot = бот, комп'ютер
word-timeout-skip = пропуск, пропустити
word-timeout-expert = експерт, expert
