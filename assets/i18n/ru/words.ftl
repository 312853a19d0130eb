## Слова, которые игрок может ввести как значения параметров, через запятую.
## Принимаются слова всех языков; регистр не важен, ё читается как е.
word-yes = да, д
word-no = нет, н
word-gray = серый, серая, серое, серые
word-deck = колода
word-trains = вагоны, вагон
word-ships = корабли, корабль, суда
word-loco = локомотив, локомотива, локомотивы, джокер, джокера, джокеры
word-board-usa = сша, америка
word-board-europe = европа
word-board-switzerland = швейцария
word-board-world = мир
word-variant-classic = классика, классическая
word-variant-1912 = европа 1912
word-variant-mega = мега, мега-европа
word-variant-bigcities = большие города
word-level-easy = лёгкий, простой
word-level-hard = сильный, сложный
word-level-expert = эксперт, expert
word-timeout-bot = бот, компьютер
word-timeout-skip = пропуск, пропустить
word-timeout-expert = эксперт, expert
