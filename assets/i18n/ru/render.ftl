## render: ru

