"""What players read about the toy game (the rules object's `words`): the log line of
each decision, what happened between rounds, the round and the progress. A real game
marks each text for translation (`i18n.domain("<package>")`, README "Translating")."""

from __future__ import annotations

from boardgames_tui.engine.game_words import GameWords

from .actions import Add, Draw, ToyAction
from .state import ROUNDS, ToyState


class ToyWords(GameWords[ToyState, ToyAction]):
    def round_number(self, state: ToyState) -> int:
        return min(state.round, ROUNDS)

    def round_summary(self, before: ToyState, after: ToyState) -> list[str]:
        if after.round == before.round:
            return []
        points = ", ".join(f"{n} {a}" for n, a in zip(after.players, after.added, strict=True))
        lines = [f"Round {before.round} ends: {points} points added."]
        if not self.rules.is_over(after):
            lines.append(f"{after.players[after.turn]} starts round {after.round}.")
        return lines

    def describe(self, state: ToyState, seat: int, action: ToyAction) -> str:
        name = state.players[seat]
        if isinstance(action, Add):
            return f"{name} adds {action.amount}"
        return f"{name} draws a card" if isinstance(action, Draw) else f"{name} ends the turn"

    def progress(self, state: ToyState) -> str:
        return f"{sum(state.added)} of {state.target}"
