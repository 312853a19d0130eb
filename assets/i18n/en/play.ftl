# en: texts of the play area.
