# en: texts of the settings area.
