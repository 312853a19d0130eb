# en: texts of the tourney area.
