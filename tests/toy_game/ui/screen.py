"""The toy game's screen: its moves drawn as buttons on one row, pointed at and chosen
through the shared pointing hooks (boardgames_tui/ui/board/pointing.py), so the arrows,
Tab, Enter, Esc, digits, clicks and the hint work as in every game; it binds none of
those keys itself. A real game draws its board in `compose_board`/`refresh_board` and
says where each target lies on screen (a `Box`) the same way."""

from __future__ import annotations

from textual.widgets import Static

from boardgames_tui.ui.board.targets import Box, Target
from boardgames_tui.ui.game_screen import GameScreen

from ..actions import Add, Draw, EndTurn


class ToyScreen(GameScreen):
    """The toy's moves as buttons on one row; "Add" is chosen in two steps (Add, then
    how much), so Esc has a step to go back."""

    MIN_SIZE = (60, 20)

    def __init__(self, session):
        super().__init__(session)
        self.cursor = None
        self.adding = False  # second step: how much to add

    def compose_board(self):
        yield Static(id="toy-board")

    def refresh_board(self) -> None:
        self.query_one("#toy-board", Static).update(f"cursor {self.cursor}")

    def targets(self) -> list[Target]:
        legal = self.legal_actions()
        region = self.query_one("#toy-board").region
        if self.adding:
            return [Target(n, Box(region.x + 12 * i, region.y + 2, 10, 1), f"add {n}",
                           value=n, digit=n) for i, n in enumerate((1, 2))]
        can_add = any(isinstance(a, Add) for a in legal)
        return [Target("add", Box(region.x, region.y, 10, 1), "Add", value=1, legal=can_add),
                Target("draw", Box(region.x + 12, region.y, 10, 1), "Draw", value=0,
                       legal=Draw() in legal),
                Target("end", Box(region.x + 24, region.y, 10, 1), "End", value=None)]

    def pointed(self):
        return self.cursor

    def point(self, key):
        self.cursor = key
        target = next(t for t in self.targets() if t.key == key)
        return None if target.legal else f"You cannot {target.label.lower()} now."

    def choose(self, key):
        if key == "add":
            self.adding = True
            self.start_decision()
        elif key in (1, 2):
            self.adding = False
            self.submit(Add(amount=key))
        elif key == "draw":
            self.submit(Draw())
        else:
            self.submit(EndTurn())

    def can_step_back(self) -> bool:
        return self.adding

    def step_back(self) -> bool:
        if not self.adding:
            return False
        self.adding = False
        self.cursor = "add"
        return True

    def hint_target(self, action):
        return {Add: "add", Draw: "draw", EndTurn: "end"}[type(action)]
