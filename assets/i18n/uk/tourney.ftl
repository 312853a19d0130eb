# uk: texts of the tourney area.
