"""The Rococo game screen: the board as on the table, and deciding by pointing.

A turn: choose a card from the hand (drawn as cards), then the main action from a short
list (those the card cannot take greyed with the reason), then the target on the board
with the cursor: the guest space, the dress in the workshop, the warehouse tile, the
decoration space, the employee. The line under the board previews what happens right
there. Text menus remain only where there is nothing to point at. Keys: arrows move,
Enter chooses, Esc goes back, `s` sells the dress being made, `x` skips an additional
action, Tab switches palace and market when both do not fit, mouse clicks choose too.
"""

# Sentences keep named placeholders (str.format) so a later gettext pass can wrap them.

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.geometry import Region
from textual.widgets.option_list import Option

from boardgames_tui.engine import i18n
from boardgames_tui.ui.game_screen import GameScreen
from boardgames_tui.ui.palette import colour_blind
from boardgames_tui.ui.widgets.line_panel import LinePanel
from boardgames_tui.ui.widgets.option_list import OptionList
from boardgames_tui.ui.widgets.prompt_line import PromptLine

from .. import components as C
from .. import scoring as S
from . import draw as D
from .canvas import Block, nearest, vjoin, wrap
from .choices import Choice, Decision, decision, hand_candidates, preview, prompt, spot_of

_, ngettext, N_ = i18n.domain("rococo")

FRAME_ROWS = 4  # scoreboard, two prompt rows, footer
PREVIEW_ROWS = 2


class BoardView(LinePanel, can_focus=True):
    """The drawn board; owns the cursor keys while the player points at a target."""

    BINDINGS = [
        Binding("up", "move('up')", N_("Up"), show=False),
        Binding("down", "move('down')", N_("Down"), show=False),
        Binding("left", "move('left')", N_("Left"), show=False),
        Binding("right", "move('right')", N_("Right"), show=False),
        Binding("enter", "choose", N_("Choose"), show=False),
    ]

    def action_move(self, direction: str) -> None:
        self.screen.move_cursor(direction)  # type: ignore[attr-defined]

    def action_choose(self) -> None:
        self.screen.choose_cursor()  # type: ignore[attr-defined]

    def on_click(self, event) -> None:
        self.screen.click_board(event.x, event.y)  # type: ignore[attr-defined]


class Menu(OptionList, can_focus=False):
    """The short text menu; the keys stay with the board (one focus, a steady footer)."""


class ViewBox(VerticalScroll):
    _last_size = (0, 0)

    def on_resize(self) -> None:
        screen = self.screen
        size = (self.size.width, self.size.height)
        if size != self._last_size and isinstance(screen, RococoScreen) and screen.is_mounted:
            self._last_size = size
            screen.refresh_board()


class RococoScreen(GameScreen):
    MIN_SIZE = (80, 24)

    DEFAULT_CSS = """
    RococoScreen #rococo-view { height: 1fr; scrollbar-size-vertical: 1; }
    RococoScreen #rococo-board { width: auto; height: auto; }
    RococoScreen #rococo-preview { height: auto; max-height: 4; padding: 0 1;
        background: $boost; }
    RococoScreen #rococo-menu { height: auto; max-height: 10; border: none; padding: 0; }
    """
    BINDINGS = [
        Binding("escape", "back", N_("Back"), id="rococo.back",
                tooltip=N_("Back to the actions")),
        Binding(
            "s",
            "alternative('s')",
            N_("Sell"),
            id="rococo.sell",
            tooltip=N_("Sell the dress being made instead of renting it"),
        ),
        Binding(
            "x",
            "alternative('x')",
            N_("Skip"),
            id="rococo.skip",
            tooltip=N_("Skip the additional action of the bonus"),
        ),
        Binding(
            "tab",
            "page",
            N_("Palace/market"),
            id="rococo.page",
            priority=True,
            tooltip=N_("Show the palace or the market when both do not fit"),
        ),
    ]

    def __init__(self, session):
        super().__init__(session)
        self.mode = ""  # the main action whose targets are shown
        self.picked: list[str] = []  # hand choice in progress
        self.sub: object = None  # the spot whose several actions are listed (tile uses)
        self.cursor: object = None
        self.page = ""  # "" follows the decision; "palace" / "market" chosen with Tab
        self.final_step: int | None = None  # the final scoring walk
        self._decision = Decision("")
        self._menu: list[Choice] = []
        self._spots: dict = {}
        self._decision_key: tuple[int, int] | None = None
        self._drawn: dict[str, tuple] = {}
        self._paged = False
        self._footer_keys: tuple = ()
        self._preview_text = None
        self._preview_decision: tuple | None = None  # the decision the preview grew in
        self._facts_key: tuple = ()
        self._facts: tuple = ()
        self._blocks: dict[str, tuple[tuple, Block]] = {}
        self._menu_key: tuple = ()

    # --- layout -------------------------------------------------------------------

    def compose_board(self) -> ComposeResult:
        with ViewBox(id="rococo-view"):
            yield BoardView(id="rococo-board", wrap=False)
        # what happens at the cursor: repaints only its changed rows, and within one
        # decision keeps its height when the text gets shorter, so the board's view above
        # does not change size (a layout of the screen) on a cursor move
        yield LinePanel(id="rococo-preview")
        yield Menu(id="rococo-menu")

    def needed_size(self) -> tuple[int, int]:
        """Compact layout: the wider of palace and workshop at 80 columns; the taller of
        the two pages plus players, hand, preview and the frame."""
        view = self.view_state
        ctx = self._ctx(view, Decision(""))
        width = 80
        pal = D.palace(ctx, width)
        mk = D.market(ctx, width)
        width = max(width, pal.width, mk.width)
        players = len(view.players)
        hand = 4
        height = FRAME_ROWS + PREVIEW_ROWS + players + hand + max(pal.height, mk.height)
        return width, height

    # --- hooks --------------------------------------------------------------------

    def prompt_text(self) -> str:
        if self.final_step is not None:
            return _("Final scoring: Enter shows the next step, then the score sheet.")
        return prompt(self.match.state, self.seat, self._decision, self.mode)

    def after_change(self, first: bool = False) -> None:
        """At the end, walk through the final scoring on the board before the sheet."""
        if self.match.is_over():
            if self.final_step is None:
                self.final_step = 0
            self.redraw()
            self.set_prompt(self.prompt_text())
            self.query_one(BoardView).focus()
            return
        super().after_change(first)

    def refresh_board(self) -> None:
        if not self.is_mounted:
            return
        key = (len(self.match.record.actions), self.seat)
        if key != self._decision_key:
            self._decision_key = key
            self.mode, self.picked, self.sub, self.cursor, self.page = "", [], None, None, ""
        view, legal, _last, _totals = self._decision_facts()
        dec = decision(view, self.seat, legal, self.mode, self.picked)
        if self.sub is not None:
            chosen = dec.spots().get(self.sub, [])
            dec = Decision("menu", [*chosen, Choice(label=_("Back to the board"), back=True)])
        self._decision = dec
        targets = [
            s for s, cs in dec.spots().items() if any(c.enabled for c in cs) or s == ("confirm",)
        ]
        if dec.kind == "point" and self.cursor not in targets:
            self.cursor = self._default_cursor(dec, targets)
        self._draw(view, dec, targets)
        self._rebuild_menu(dec)
        self._show_preview()
        keys = (tuple(sorted(c.key for c in dec.alternatives())), self._paged)
        if keys != self._footer_keys:  # the footer greys Sell/Skip; rebuild it on a change
            self._footer_keys = keys
            self.refresh_bindings()

    def _decision_facts(self) -> tuple:
        """What stays the same while the player moves the cursor: the view, the legal
        actions, the last moves marked on the board, the running totals. Computed once
        per decision (a key press must not redact the state or score it again)."""
        state = self.match.state
        key = (
            state,
            len(self.match.record.actions),
            self.seat,
            bool(self.replaying and self.session.reveal),
            tuple(self.session.human_seats_to_act()),
        )
        if (
            self._facts_key
            and all(a is b or a == b for a, b in zip(key[1:], self._facts_key[1:], strict=True))
            and key[0] is self._facts_key[0]
        ):
            return self._facts
        view = self.view_state
        legal = self.legal_actions()
        last: dict = {}
        for seat in range(len(view.players)):
            for a in self.last_turn_actions(seat):
                spot = spot_of(a)
                if spot is not None and spot[0] in ("guest", "deco"):
                    last[spot] = seat
        totals = {r.seat: r.total for r in self.game.score_sheet(view).rows}
        self._facts_key, self._facts = key, (view, legal, last, totals)
        self._blocks.clear()
        return self._facts

    def _default_cursor(self, dec: Decision, targets: list):
        if self.match.state.phase == "choose":
            forced, _others = hand_candidates(self.match.state, self.seat)
            need = C.const("hand_size") - len(forced)
            if len(self.picked) >= need:
                return ("confirm",)
            for s in targets:
                if s[0] == "card" and s[1] not in self.picked:
                    return s
        return targets[0] if targets else None

    def _card_after(self, card: str):
        """Where the cursor goes once `card` is taken into the hand: on the next card of
        the display not taken yet (round to the first), so the player reads on from where
        they were; None (the default: Take these cards) when the hand is complete."""
        forced, _others = hand_candidates(self.match.state, self.seat)
        if len(self.picked) >= C.const("hand_size") - len(forced):
            return None
        cards = [s for s in self._decision.spots() if s[0] == "card"]
        at = cards.index(("card", card)) if ("card", card) in cards else -1
        for spot in cards[at + 1:] + cards[:at + 1]:
            if spot[1] not in self.picked:
                return spot
        return None

    # --- drawing ------------------------------------------------------------------

    def _ctx(self, view, dec: Decision, targets: list | None = None) -> D.Ctx:
        ctx = D.Ctx(
            state=view,
            viewer=self.seat,
            colour_of=self.player_colour,
            safe=colour_blind(self.app),
            targets=set(targets or []),
            cursor=self.cursor if dec.kind == "point" else None,
            marks=D.player_marks(view.players),
        )
        _view, legal, last, totals = self._decision_facts()
        ctx.last = dict(last)
        if view.phase == "choose" and self.seat in self.match.to_act():
            forced, choices = hand_candidates(view, self.seat)
            ctx.forced, ctx.picked = forced, list(self.picked)
            ctx.hand = [*forced, *choices]
        elif view.phase == "actions" and view.turn is None and legal:
            ctx.hand = list(dict.fromkeys(view.seats[self.seat].hand))
        ctx.totals = dict(totals)
        if self.final_step is not None:
            ctx.terrace = S.terrace_assignment(view) if self.final_step >= 4 else {}
            ctx.focus = D.final_step_lines(view, self.final_step)[1]
        return ctx

    def _last_text(self, seat: int) -> str:
        run = []
        for logged in reversed(self.match.record.actions):
            if logged.seat == seat:
                run.append(logged)
            elif run:
                break
        name = self.match.names[seat]
        for logged in run:  # the latest meaningful line of that turn, in any language
            if logged.action.get("kind") in ("play_card", "skip_bonus", "choose_hand"):
                continue
            text = logged.text
            return text[len(name) + 1 :] if text.startswith(name + " ") else text
        return ""

    def _view_size(self) -> tuple[int, int]:
        box = self.query_one("#rococo-view")
        w, h = box.size.width, box.size.height
        if w <= 0 or h <= 0:
            w, h = self.app.size.width, self.app.size.height - FRAME_ROWS - PREVIEW_ROWS
        return max(40, w - 1), max(8, h)

    def _players(self, ctx: D.Ctx, width: int, roomy: bool) -> Block:
        n = len(ctx.state.players)
        order = [ctx.viewer] + [s for s in range(n) if s != ctx.viewer]
        board_w = width // n - 1 if n else width
        if roomy and board_w >= 22:
            from .canvas import hjoin

            return hjoin(
                [D.player_board(ctx, s, board_w, self._last_text(s)) for s in order], gap=1
            )
        lines = []
        for s in order:
            b = D.player_line(ctx, s)
            last = self._last_text(s)
            if last and b.width + 8 < width:
                room = width - b.width - 8
                b.put(
                    _("  last: {line}").format(
                        line=last if len(last) <= room else last[: room - 1] + "…"),
                    "dim italic",
                )
            lines.append(b)
        return vjoin(lines)

    def _summary(self, width: int) -> Block | None:
        """The round change shown during the hand choice (income, employees, workshop)."""
        state = self.match.state
        if state.phase != "choose" or state.round == 1:
            return None
        states = self.match.states
        for i in range(len(states) - 1, 0, -1):
            if states[i].round != states[i - 1].round:
                lines = self.game.round_summary(states[i - 1], states[i])
                break
        else:
            return None
        b = Block()
        b.put(_(" Round {n} ").format(n=state.round), "bold reverse")
        for line in lines:
            for part in wrap(line, width, 2):
                b.nl()
                b.put(part)
        return b

    def _draw(self, view, dec: Decision, targets: list) -> None:
        width, height = self._view_size()
        ctx = self._ctx(view, dec, targets)
        in_menu = dec.kind == "menu"
        if in_menu and view.turn is not None:
            ctx.hand = []
        pal = self._section("palace", D.palace, ctx, width)
        mk = self._section("market", D.market, ctx, width)
        hand = D.hand(ctx, width) if ctx.hand else None
        top = []
        if self.final_step is not None:
            top.append(D.final_block(view, self.final_step, width))
        summary = self._summary(width)
        if summary is not None:
            top.append(summary)
        roomy = height >= 40 and width >= 120
        players = self._players(ctx, width, roomy)
        rest = [b for b in (players, hand) if b is not None]
        used = sum(b.height for b in top + rest)
        self._paged = used + pal.height + mk.height > height
        if not self._paged:
            body = [pal, mk]
        else:
            page = self.page or dec.page or ("palace" if self.final_step is not None else "")
            if page not in ("palace", "market"):
                page = "market" if view.phase == "choose" else "palace"
            body = [pal if page == "palace" else mk]
            if self.final_step is not None:
                body = [pal]
        block = vjoin([*top, *body, *rest])
        block = self._with_legend(block, width, height)
        self._spots = block.spots
        self.query_one(BoardView).show(block.lines)
        if self.cursor in self._spots:
            r, c, w = self._spots[self.cursor]
            self.call_after_refresh(
                self.query_one(ViewBox).scroll_to_region, Region(c, r, w, 1), animate=False
            )

    def _with_legend(self, block: Block, width: int, height: int) -> Block:
        """The line of abbreviations under the board where the view has a row to spare
        (after an empty one when it has two): it never pushes a row of the board out of
        sight, so at 80×24 it shows on the pages that leave room."""
        legend = D.legend(width)
        if legend is None or block.height >= height:
            return block
        return vjoin([block, legend], gap=1 if block.height + 2 <= height else 0)

    def _section(self, name: str, draw, ctx: D.Ctx, width: int) -> Block:
        """The palace or the market, drawn again only when something on it changed: the
        decision's targets, the width, or the cursor on one of its spots (a cursor move
        in the market leaves the palace as it was; Tab switches pages without drawing)."""
        cached = self._blocks.get(name)
        spots = cached[1].spots if cached else {}
        key = (
            width,
            tuple(sorted(map(repr, ctx.targets))),
            ctx.cursor if ctx.cursor in spots or not cached else None,
            ctx.safe,
            tuple(ctx.picked),
            tuple(ctx.hand),
            self.final_step,
            self.mode,
            repr(self.sub),
        )
        if cached is not None and cached[0] == key:
            return cached[1]
        block = draw(ctx, width)
        if cached is None or ctx.cursor not in block.spots:
            key = (*key[:2], None, *key[3:])
        self._blocks[name] = (key, block)
        return block

    def panel_text(self, selector: str = "#rococo-board") -> str:
        """The plain text of a panel (for tests and accessibility)."""
        return self.query_one(selector, LinePanel).plain  # the board is a LinePanel too

    # --- the menu -----------------------------------------------------------------

    def _rebuild_menu(self, dec: Decision) -> None:
        menu = self.query_one("#rococo-menu", OptionList)
        board = self.query_one(BoardView)
        if dec.kind != "menu":
            self._menu = []
            self._menu_key = ()
            menu.display = False
            board.focus()
            return
        key = (
            self._decision_key,
            self.mode,
            repr(self.sub),
            tuple((c.label, c.enabled, c.reason) for c in dec.choices),
        )
        if menu.display and key == self._menu_key:
            # the same menu of the same decision (a redraw on a resize, say): keep the
            # player's highlight rather than jump back to the first choice
            self._menu = dec.choices
            board.focus()
            return
        self._menu_key = key
        self._menu = dec.choices
        options = []
        for i, c in enumerate(dec.choices):
            label = Text(c.label)
            if not c.enabled:
                label.stylize("dim")
                if c.reason:
                    label.append(f"  ({c.reason})", style="dim italic")
            options.append(Option(label, id=f"c{i}", disabled=not c.enabled))
        menu.set_options(options)
        menu.display = True
        enabled = [i for i, c in enumerate(dec.choices) if c.enabled]
        if enabled:
            menu.highlighted = enabled[0]
        board.focus()

    @on(OptionList.OptionHighlighted, "#rococo-menu")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._show_preview()

    @on(OptionList.OptionSelected, "#rococo-menu")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        if 0 <= event.option_index < len(self._menu):
            self.take(self._menu[event.option_index])

    def _show_preview(self) -> None:
        choice = None
        if self._decision.kind == "menu":
            menu = self.query_one("#rococo-menu", OptionList)
            i = menu.highlighted
            if i is not None and 0 <= i < len(self._menu):
                choice = self._menu[i]
        elif self.cursor is not None:
            cs = self._decision.spots().get(self.cursor, [])
            choice = cs[0] if cs else None
        text = ""
        if self.final_step is not None:
            text = _("The palace shows what this step counts. Enter: next step.")
        elif choice is not None:
            text = preview(self.match.state, self.seat, choice)
            if self.cursor is not None and choice.spot is not None:
                several = self._decision.spots().get(self.cursor, [])
                if len(several) > 1 and not choice.toggle:
                    text += _(" Enter: choose how.")
        if text != self._preview_text:
            self._preview_text = text
            new = self._decision_key != self._preview_decision
            self._preview_decision = self._decision_key
            self.query_one("#rococo-preview", LinePanel).show(Text(text), shrink=new)

    # --- choosing -----------------------------------------------------------------

    def take(self, choice: Choice) -> None:
        if not choice.enabled:
            self.refuse(choice.reason or _("Not possible now."))
            return
        if choice.back:
            self.action_back()
        elif choice.submenu:
            self.mode = choice.submenu
            self.cursor = None
            self.refresh_board()
            self.set_prompt(self.prompt_text())
        elif choice.toggle:
            if choice.toggle in self.picked:
                self.picked.remove(choice.toggle)
            else:
                forced, _others = hand_candidates(self.match.state, self.seat)
                if len(self.picked) >= C.const("hand_size") - len(forced):
                    self.refuse(_("You have chosen enough cards: put one back first."))
                    return
                self.picked.append(choice.toggle)
                self.cursor = self._card_after(choice.toggle)
            self.refresh_board()
            self.set_prompt(self.prompt_text())  # a refusal ("choose 2 more") is now stale
        elif choice.action is not None:
            self.sub = None
            self.submit(choice.action)

    def choose_cursor(self) -> None:
        if self.final_step is not None:
            self.next_final_step()
            return
        if self._decision.kind == "menu":
            i = self.query_one("#rococo-menu", OptionList).highlighted
            if i is not None and 0 <= i < len(self._menu):
                self.take(self._menu[i])
            return
        if self._decision.kind != "point" or self.cursor is None:
            return
        choices = self._decision.spots().get(self.cursor, [])
        enabled = [c for c in choices if c.enabled or c.spot == ("confirm",)]
        if not enabled:
            return
        if len(enabled) > 1:
            self.sub = self.cursor
            self.refresh_board()
            return
        self.take(enabled[0])

    def move_cursor(self, direction: str) -> None:
        if self._decision.kind == "menu":
            menu = self.query_one("#rococo-menu", OptionList)
            if direction == "up":
                menu.action_cursor_up()
            elif direction == "down":
                menu.action_cursor_down()
            return
        if self._decision.kind != "point":
            return
        targets = [s for s in self._decision.spots() if s in self._spots]
        if not targets:
            return
        nxt = nearest(self._spots, targets, self.cursor, direction)
        if nxt is None and direction in ("left", "right", "up", "down") and self.cursor in targets:
            i = targets.index(self.cursor)
            step = -1 if direction in ("left", "up") else 1
            nxt = targets[(i + step) % len(targets)]
        if nxt is not None and nxt != self.cursor:
            self.cursor = nxt
            self.refresh_board()
            if self.query_one(PromptLine).refused:  # it was about the spot just left
                self.set_prompt(self.prompt_text())

    def click_board(self, x: int, y: int) -> None:
        for spot, (r, c, w) in self._spots.items():
            if r == y and c <= x < c + w and spot in self._decision.spots():
                self.cursor = spot
                self.refresh_board()
                self.choose_cursor()
                return

    def next_final_step(self) -> None:
        assert self.final_step is not None
        if self.final_step + 1 < len(D.FINAL_STEPS):
            self.final_step += 1
            self.refresh_board()
            self.set_prompt(self.prompt_text())
            return
        self.app.show_game_over(self.session)

    def action_hint(self) -> None:
        """The greedy bot's move, with the cursor put on it, ready to confirm."""
        if not self.legal_actions() or self.final_step is not None:
            self.refuse(_("No hint: it is not your decision now."))
            return
        action = self.session.hint(self.seat)
        text = self.game.describe(self.match.state, self.seat, action)
        spot = spot_of(action)
        state = self.match.state
        if state.phase == "actions" and state.turn is not None and state.turn.step == "main":
            self.mode = action.kind if spot is not None else ""
        if spot is not None:
            self.sub = None
            self.cursor = spot
        elif action.kind == "choose_hand":
            forced, _others = hand_candidates(state, self.seat)
            self.picked = [c for c in action.cards if c not in forced]
            self.cursor = ("confirm",)
        self.refresh_board()
        if self._decision.kind == "menu":
            for i, c in enumerate(self._menu):
                if c.action == action:
                    self.query_one("#rococo-menu", OptionList).highlighted = i
        self.set_prompt(
            _("Hint: {text}. Enter takes it.\n{prompt}").format(
                text=text, prompt=self.prompt_text())
        )

    def action_back(self) -> None:
        if self.sub is not None:
            self.sub = None
        elif self.mode:
            self.mode = ""
            self.cursor = None
        elif self.picked:
            self.picked = []
            self.cursor = None
        else:
            return
        self.refresh_board()
        self.set_prompt(self.prompt_text())

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """Sell, Skip and Palace/market are greyed in the footer when they do nothing."""
        if action == "alternative":
            keys = {c.key for c in self._decision.alternatives()}
            return True if parameters and parameters[0] in keys else None
        if action == "page":
            return True if self._paged else None
        return super().check_action(action, parameters)

    def action_alternative(self, key: str) -> None:
        for c in self._decision.alternatives():
            if c.key == key:
                self.take(c)
                return
        self.refuse(_("Nothing to do with {k} now.").format(k=key))

    def action_page(self) -> None:
        if not self._paged:
            self.refuse(_("Palace and market are both on screen."))
            return
        current = self.page or self._decision.page or "palace"
        self.page = "market" if current == "palace" else "palace"
        self.refresh_board()
