## host: ru

