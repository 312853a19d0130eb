# ru: texts of the tourney area.
