## discord: en

