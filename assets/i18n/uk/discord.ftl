## discord: uk

