# ru: texts of the settings area.
