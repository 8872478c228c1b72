"""What the board manages: the club settings, the club rules and who organises."""
