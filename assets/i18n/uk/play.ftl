# uk: texts of the play area.
