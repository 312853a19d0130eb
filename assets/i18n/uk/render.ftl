## render: uk

