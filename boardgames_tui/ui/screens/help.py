"""F1 / ?: the keys of the screen underneath, the rules for the decision on turn, the rules.

`HelpScreen.for_screen(screen)` works out everything from the screen it is opened over:
the keys that screen and the app answer to now (each with what it does, as a player reads
the key: `?`, `[`, `Ctrl+T`), never the toolkit's own scroll and copy keys; then, in a
game, the rules section of the decision pending (`rules_topic`), then the whole rules.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Markdown, Static

from ...engine import i18n
from ...engine.i18n import N_, _
from .dialog import AnswerOnce, everywhere
from .words import key_name, name_options, option_labels


@dataclass
class KeyRow:
    keys: list[str]  # Textual key names, in order
    text: str  # what the key does now
    enabled: bool = True

    @property
    def keys_text(self) -> str:
        return " / ".join(key_name(k) for k in self.keys)


class _Unknown:
    """Stands in for the node of a bare Binding (whose owner is not known)."""


UNKNOWN = _Unknown()


def _class_bindings(cls) -> list[tuple[list[str], str]]:
    out = []
    for b in cls.__dict__.get("BINDINGS", ()) or ():
        key, action = (b.key, b.action) if isinstance(b, Binding) else (b[0], b[1])
        out.append(([k.strip() for k in key.split(",")], action))
    return out


def declaring_class(node, binding: Binding) -> tuple[int, type | None]:
    """The class along the node's class order that declares `binding`, and its place in
    that order (0 = the node's own class); (-1, None) for a binding made at run time."""
    for depth, cls in enumerate(type(node).__mro__):
        for keys, action in _class_bindings(cls):
            if action == binding.action and binding.key in keys:
                return depth, cls
    return -1, None


def from_toolkit(node, binding: Binding) -> bool:
    """True for keys the toolkit itself binds (scrolling, copying, focus, quit, palette):
    the class that declares the binding, found along the node's class order, is Textual's.
    """
    if binding.system:
        return True
    if isinstance(node, _Unknown):  # a bare Binding: is it one a Textual class declares?
        return (binding.key, binding.action) in toolkit_pairs() \
            or binding.action in TOOLKIT_RUNTIME_ACTIONS
    _, cls = declaring_class(node, binding)
    if cls is not None:
        return cls.__module__.startswith("textual.")
    # bound at run time: the app's command palette, or a node of the toolkit's own
    return binding.action in TOOLKIT_RUNTIME_ACTIONS or type(node).__module__.startswith(
        "textual.")


TOOLKIT_RUNTIME_ACTIONS = {"command_palette", "app.command_palette"}
_TOOLKIT_PAIRS: set[tuple[str, str]] = set()


def toolkit_pairs() -> set[tuple[str, str]]:
    """(key, action) of every binding Textual's own screens, app and widgets declare."""
    if not _TOOLKIT_PAIRS:
        import textual.widgets as tw
        from textual.app import App
        from textual.containers import ScrollableContainer
        from textual.screen import Screen
        from textual.scroll_view import ScrollView
        from textual.widget import Widget

        classes = [App, Screen, Widget, ScrollView, ScrollableContainer]
        classes += [getattr(tw, name) for name in tw.__all__]
        for top in classes:
            for cls in getattr(top, "__mro__", ()):
                if cls.__module__.startswith("textual."):
                    for keys, action in _class_bindings(cls):
                        _TOOLKIT_PAIRS.update((k, action) for k in keys)
    return _TOOLKIT_PAIRS


def key_rows(active_bindings) -> list[KeyRow]:
    """The player's keys among `screen.active_bindings` values, one row per action
    (several keys for one action share the row), in the order the screen answers them."""
    rows: dict[tuple, KeyRow] = {}
    order: dict[tuple, tuple[int, int]] = {}  # (node's place in the chain, class depth)
    nodes: list[int] = []
    for item in active_bindings:
        node, binding, enabled = item[0], item[1], item[2]
        tooltip = item[3] if len(item) > 3 else binding.tooltip
        if from_toolkit(node, binding):
            continue
        text = tooltip or binding.tooltip or binding.description
        if not text:
            continue
        domains = [] if isinstance(node, _Unknown) else [i18n.domain_of(node)]
        text = i18n.translate_any([*domains, i18n.SHELL], text)
        group = (id(node), binding.action, text)
        if group in rows:
            if binding.key not in rows[group].keys:
                rows[group].keys.append(binding.key)
        else:
            rows[group] = KeyRow([binding.key], text, bool(enabled))
            if id(node) not in nodes:
                nodes.append(id(node))
            depth = 0 if isinstance(node, _Unknown) else declaring_class(node, binding)[0]
            order[group] = (nodes.index(id(node)), depth)
    # a game's own keys before the frame's it inherits, the app's last (stable otherwise)
    ranked = sorted(rows, key=lambda g: order[g])
    return _collapse_digits([rows[g] for g in ranked])


def _collapse_digits(rows: list[KeyRow]) -> list[KeyRow]:
    """`1` "Select site tile 1" … `6` "… 6" become one row `1–6` "Select site tile 1–6"."""
    out: list[KeyRow] = []
    run: dict | None = None  # the digit run the last row belongs to: template, first, last
    for row in rows:
        key = row.keys[0] if len(row.keys) == 1 else ""
        if not (len(key) == 1 and key.isdigit() and re.search(rf"\b{key}\b", row.text)):
            out.append(row)
            run = None
            continue
        template = re.sub(rf"\b{key}\b", "{n}", row.text, count=1)
        if run is not None and run["template"] == template and run["last"] + 1 == int(key):
            run["last"] = int(key)
            span = f"{run['first']}–{key}"
            out[-1].keys = [span]
            out[-1].text = template.replace("{n}", span)
            continue
        out.append(row)
        run = {"template": template, "first": int(key), "last": int(key)}
    return out


def _md_cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def keys_markdown(rows: list[KeyRow]) -> str:
    key, what = _("Key"), _("What it does")
    lines = [f"| {key} | {what} |", "| --- | --- |"]
    for r in rows:
        keys = " / ".join("–".join(f"`{part}`" for part in k.split("–")) if "–" in k
                          else f"`{key_name(k)}`" for k in r.keys)
        text = r.text if r.enabled else _("{text} (not now)").format(text=r.text)
        lines.append(f"| {_md_cell(keys)} | {_md_cell(text)} |")
    return "\n".join(lines)


_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


def rules_section(rules: str, topic: str) -> str | None:
    """The body of the section headed `topic` (any level), up to the next heading of the
    same or a higher level; None if the rules have no such heading."""
    lines = rules.splitlines()
    want = topic.strip().casefold()
    for i, line in enumerate(lines):
        m = _HEADING.match(line)
        if m and m.group(2).strip().casefold() == want:
            level = len(m.group(1))
            body = []
            for later in lines[i + 1:]:
                n = _HEADING.match(later)
                if n and len(n.group(1)) <= level:
                    break
                body.append(later)
            return "\n".join(body).strip()
    return None


def help_markdown(title: str, rows: list[KeyRow], rules: str = "",
                  topic: str | None = None) -> str:
    parts = ["# " + _("Help: {title}").format(title=title), "## " + _("Keys on this screen"),
             keys_markdown(rows)]
    section = rules_section(rules, topic) if rules and topic else None
    if section is not None:
        parts += ["## " + _("Your decision now: {topic}").format(topic=topic), section]
    if rules:
        parts += ["---", rules]
    return "\n\n".join(parts) + "\n"


class HelpScreen(AnswerOnce, ModalScreen[None]):
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen #help-box { width: 100%; height: 100%; max-width: 110; max-height: 50;
        border: thick $primary;
        background: $surface; }
    HelpScreen #help-body { height: 1fr; padding: 0 1; }
    HelpScreen MarkdownTableContent { grid-gutter: 0 1; keyline: none; }
    HelpScreen MarkdownH1 { margin: 0; }
    HelpScreen #help-keys { height: 1; background: $panel; color: $text-muted; padding: 0 1; }
    """
    BINDINGS = [
        Binding("escape,q,f1,question_mark", "close", N_("Close"), id="help.close",
                key_display="Esc", tooltip=N_("Close the help")),
        everywhere("help")[1],  # the theme; F1 and ? close the help
    ]

    def __init__(self, title: str, bindings=(), rules: str = "", topic: str | None = None,
                 rows: list[KeyRow] | None = None):
        """`bindings`: Binding objects or `screen.active_bindings` values (these can tell
        the toolkit's keys apart); `rows` replaces them when already worked out."""
        super().__init__()
        self.title_text = title
        items = []
        for b in bindings:
            items.append(tuple(b) if not isinstance(b, Binding) else (None, b, True, b.tooltip))
        self.rows = rows if rows is not None else key_rows(
            (node if node is not None else UNKNOWN, b, en, tip) for node, b, en, tip in items
        )
        self.rules = rules
        self.topic = topic

    @classmethod
    def for_screen(cls, screen) -> HelpScreen:
        """Help for `screen`: its keys and the app's now, the rules of its game and the
        section for the decision pending on it."""
        session = getattr(screen, "session", None)
        game = session.game if session is not None else getattr(screen, "game", None)
        title = i18n.title(game) if game is not None else "boardgames-tui"
        rules = ""
        if game is not None:  # the rules name an option as the setup form does
            rules = name_options(game.words.rules_text(), option_labels(game.Options))
        topic = None
        if session is not None and not session.match.is_over():
            seat = getattr(screen, "seat", None)
            if seat is None:
                seat = next(iter(session.match.to_act()), 0)
            topic = game.words.rules_topic(session.match.state, seat)
        rows = key_rows(screen.active_bindings.values())
        if getattr(screen, "replaying", False):  # a replay's own keys first, and only the
            # game's keys that still do something there (no Undo, no Hint)
            from ..replay import REPLAY_ACTIONS

            keys = {b.key for b in REPLAY_ACTIONS}
            ours = [r for r in rows if keys & set(r.keys) and r.enabled]
            rows = ours + [r for r in rows if r not in ours and r.enabled]
        return cls(title, rules=rules, topic=topic, rows=rows)

    @property
    def markdown(self) -> str:
        return help_markdown(self.title_text, self.rows, self.rules, self.topic)

    def compose(self) -> ComposeResult:
        with Vertical(id="help-box"):
            with VerticalScroll(id="help-body"):
                yield Markdown(self.markdown)
            yield Static(_("Esc closes · ↑ ↓ Page Up Page Down scroll"), id="help-keys")

    def on_mount(self) -> None:
        self.query_one("#help-body").focus()

    def action_close(self) -> None:
        self.dismiss(None)
