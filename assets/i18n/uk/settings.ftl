# uk: texts of the settings area.
