"""A minimal screen for the engine's toy game, to drive the shell in tests."""

from __future__ import annotations

from textual.binding import Binding
from textual.widgets import Static

from boardgames_tui.ui.game_screen import GameScreen
from tests.toy_game import Add, Draw, EndTurn


class ToyScreen(GameScreen):
    MIN_SIZE = (60, 20)
    BINDINGS = [
        Binding("1", "add(1)", "Add 1", id="toy.add1", tooltip="Add one point"),
        Binding("2", "add(2)", "Add 2", id="toy.add2", tooltip="Add two points"),
        Binding("d", "draw", "Draw", id="toy.draw", tooltip="Draw a card"),
        Binding("e", "end", "End turn", id="toy.end", tooltip="End your turn"),
    ]

    def compose_board(self):
        yield Static(id="toy-board")

    def refresh_board(self) -> None:
        s = self.view_state
        self.query_one("#toy-board", Static).update(
            f"added {s.added} hands {s.hands} deck {len(s.deck)}"
        )

    def prompt_text(self) -> str:
        return f"{self.match.names[self.seat]}: add, draw or end the turn"

    def action_add(self, n: int) -> None:
        self.submit(Add(amount=n))

    def action_draw(self) -> None:
        self.submit(Draw())

    def action_end(self) -> None:
        self.submit(EndTurn())
