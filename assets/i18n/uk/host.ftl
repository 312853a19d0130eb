## host: uk

