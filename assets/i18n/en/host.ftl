## host: en

