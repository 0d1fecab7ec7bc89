"""Errors shared by every game and the engine."""


class IllegalAction(Exception):
    """An action the rules refuse. `reason` is a sentence a player can read."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason
