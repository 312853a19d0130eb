# ru: texts of the play area.
