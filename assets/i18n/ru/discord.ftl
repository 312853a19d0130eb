## discord: ru

