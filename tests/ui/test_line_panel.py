"""LinePanel, the shared panel that repaints only the lines that changed: which rows it
paints again, when it asks for a layout, what it does with a shorter or longer text, a new
width, styled text, and a drawing that must not wrap; and ScrollingLinePanel, which keeps
its size and scrolls its own rows."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.app import App, ComposeResult
from textual.containers import VerticalScroll

from boardgames_tui.ui.widgets.line_panel import LinePanel, ScrollingLinePanel

LINES = [f"line {n}" for n in range(8)]


class CountingPanel(LinePanel):
    """Records the rows Textual asks it to paint and the layouts it asks for."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.painted_rows: list[int] = []
        self.lines_painted = 0  # lines turned into strips (the costly part)
        self.layouts = 0

    def render_line(self, y: int):
        self.painted_rows.append(y)
        return super().render_line(y)

    def _paint_line(self, *args):
        self.lines_painted += 1
        return super()._paint_line(*args)

    def refresh(self, *regions, layout: bool = False, **kwargs):
        self.layouts += layout
        return super().refresh(*regions, layout=layout, **kwargs)

    def forget(self) -> None:
        self.painted_rows.clear()
        self.lines_painted = 0
        self.layouts = 0


class PanelApp(App):
    CSS = ".fixed { height: 4; background: $panel; }"

    def __init__(self, **panel) -> None:
        super().__init__()
        self.panel_args = panel

    def compose(self) -> ComposeResult:
        yield CountingPanel(Text("\n".join(LINES)), id="panel", **self.panel_args)


def rows(panel: LinePanel) -> list[str]:
    return [panel.render_line(y).text for y in range(panel.size.height)]


def with_line(n: int, words: str) -> Text:
    return Text("\n".join(words if i == n else line for i, line in enumerate(LINES)))


async def test_a_changed_line_repaints_its_row_only():
    app = PanelApp()
    async with app.run_test(size=(40, 12)) as pilot:
        panel = app.query_one(CountingPanel)
        await pilot.pause()
        panel.forget()
        panel.show(with_line(3, "line three"))
        await pilot.pause()
        assert set(panel.painted_rows) == {3}
        assert panel.layouts == 0
        assert rows(panel)[3].rstrip() == "line three"
        assert rows(panel)[2].rstrip() == "line 2"


async def test_the_same_look_paints_nothing():
    app = PanelApp()
    async with app.run_test(size=(40, 12)) as pilot:
        panel = app.query_one(CountingPanel)
        await pilot.pause()
        panel.forget()
        panel.show(Text("\n".join(LINES)))  # a new object that looks the same
        await pilot.pause()
        assert panel.painted_rows == []


async def test_a_longer_and_a_shorter_text_change_the_height():
    app = PanelApp()
    async with app.run_test(size=(40, 12)) as pilot:
        panel = app.query_one(CountingPanel)
        await pilot.pause()
        panel.show(Text("\n".join([*LINES, "line 8", "line 9"])))
        await pilot.pause()
        assert panel.size.height == 10
        assert rows(panel)[9].rstrip() == "line 9"
        panel.show(Text("\n".join(LINES[:3])))
        await pilot.pause()
        assert panel.size.height == 3
        assert [row.rstrip() for row in rows(panel)] == LINES[:3]


async def test_a_shorter_text_without_shrinking_keeps_the_height_and_blanks_the_rest():
    app = PanelApp()
    async with app.run_test(size=(40, 12)) as pilot:
        panel = app.query_one(CountingPanel)
        await pilot.pause()
        panel.forget()
        panel.show(Text("\n".join(LINES[:5])), shrink=False)
        await pilot.pause()
        assert panel.layouts == 0
        assert panel.size.height == 8
        assert set(panel.painted_rows) == {5, 6, 7}
        assert [row.strip() for row in rows(panel)[5:]] == ["", "", ""]


async def test_a_fixed_height_never_asks_for_a_layout():
    app = PanelApp(wrap=True)
    async with app.run_test(size=(40, 12)) as pilot:
        panel = app.query_one(CountingPanel)
        panel.add_class("fixed")
        await pilot.pause()
        panel.forget()
        panel.show(Text("one\ntwo"))
        await pilot.pause()
        assert panel.layouts == 0
        assert panel.size.height == 4
        assert [row.rstrip() for row in rows(panel)] == ["one", "two", "", ""]


async def test_a_new_width_wraps_the_lines_again():
    app = PanelApp()
    async with app.run_test(size=(40, 12)) as pilot:
        panel = app.query_one(CountingPanel)
        panel.show(Text("the quick brown fox jumps over the lazy dog"))
        await pilot.pause()
        assert panel.size.height == 2
        await pilot.resize_terminal(60, 12)
        await pilot.pause()
        assert panel.size.height == 1
        assert rows(panel) == ["the quick brown fox jumps over the lazy dog".ljust(60)]
        await pilot.resize_terminal(20, 12)
        await pilot.pause()
        assert [row.rstrip() for row in rows(panel)] == ["the quick brown fox", "jumps over the lazy", "dog"]


async def test_a_drawing_is_cropped_not_wrapped():
    app = PanelApp(wrap=False)
    async with app.run_test(size=(20, 12)) as pilot:
        panel = app.query_one(CountingPanel)
        panel.show([Text("╭" + "─" * 30 + "╮"), Text("│ a wide drawing")])
        await pilot.pause()
        assert panel.size.height == 2
        assert rows(panel)[0] == "╭" + "─" * 19


async def test_styled_text_keeps_its_styles_over_the_panel_style():
    app = PanelApp()
    async with app.run_test(size=(40, 12)) as pilot:
        panel = app.query_one(CountingPanel)
        panel.add_class("fixed")  # a background from CSS
        await pilot.pause()
        text = Text("plain ")
        text.append("bold red", style=Style(bold=True, color="red"))
        panel.show(text)
        await pilot.pause()
        background = panel.rich_style.bgcolor
        assert background is not None
        segments = list(panel.render_line(0))
        styled = [s for s in segments if s.text == "bold red"]
        assert styled and styled[0].style.bold and styled[0].style.color.name == "red"
        assert all(s.style.bgcolor == background for s in segments)
        assert not any(s.style.bold for s in segments if s.text.strip() == "plain")
        assert sum(len(s.text) for s in segments) == 40


async def test_a_new_style_paints_every_line_again():
    app = PanelApp()
    async with app.run_test(size=(40, 12)) as pilot:
        panel = app.query_one(CountingPanel)
        await pilot.pause()
        before = panel.render_line(0)
        panel.add_class("fixed")  # its background changes
        await pilot.pause()
        after = panel.render_line(0)
        assert after.text == before.text
        assert after is not before
        assert list(after)[0].style.bgcolor == panel.rich_style.bgcolor


class ScrolledApp(App):
    """A tall drawing in a window of five rows."""

    CSS = "VerticalScroll { height: 5; } CountingPanel { width: auto; }"

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield CountingPanel(wrap=False)


async def test_a_tall_drawing_paints_only_the_rows_in_sight():
    app = ScrolledApp()
    async with app.run_test(size=(40, 12)) as pilot:
        panel = app.query_one(CountingPanel)
        panel.show([Text(f"row {n}") for n in range(60)])
        await pilot.pause()
        assert panel.size.height == 60
        assert set(panel.painted_rows) <= set(range(5))
        assert 0 < panel.lines_painted <= 5
        panel.forget()
        panel.show([Text(f"new row {n}") for n in range(60)])  # every line changed
        await pilot.pause()
        assert panel.painted_rows and set(panel.painted_rows) <= set(range(5))
        assert 0 < panel.lines_painted <= 5
        assert panel.render_line(4).text.rstrip() == "new row 4"


class CountingScroller(ScrollingLinePanel):
    """A scrolling panel that records the layouts it asks for and the rows it paints."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.layouts = 0
        self.painted_rows: list[int] = []

    def refresh(self, *regions, layout: bool = False, **kwargs):
        self.layouts += layout
        return super().refresh(*regions, layout=layout, **kwargs)

    def render_line(self, y: int):
        self.painted_rows.append(y)
        return super().render_line(y)


class ScrollerApp(App):
    """A panel of six rows under a line of text, in a column of 30 cells."""

    CSS = "CountingScroller { height: 6; width: 30; }"

    def __init__(self, lines: int = 20) -> None:
        super().__init__()
        self.lines = lines

    def compose(self) -> ComposeResult:
        yield LinePanel("above")
        yield CountingScroller(Text("\n".join(f"line {n}" for n in range(self.lines))))


def visible(panel: LinePanel) -> list[str]:
    return [panel.render_line(y).text.rstrip() for y in range(panel.size.height)]


def numbered(count: int, first: str = "line 0") -> Text:
    return Text("\n".join([first] + [f"line {n}" for n in range(1, count)]))


async def test_a_longer_or_shorter_text_changes_the_scroll_range_not_the_size():
    app = ScrollerApp()
    async with app.run_test(size=(40, 12)) as pilot:
        panel = app.query_one(CountingScroller)
        await pilot.pause()
        assert panel.size.height == 6 and panel.virtual_size.height == 20
        assert panel.show_vertical_scrollbar
        panel.layouts = 0
        panel.show(numbered(25))
        await pilot.pause()
        assert panel.virtual_size.height == 25 and panel.max_scroll_y == 19
        panel.show(numbered(12))
        await pilot.pause()
        assert panel.virtual_size.height == 12
        assert panel.layouts == 0
        assert panel.size.height == 6


async def test_without_shrinking_the_scroll_range_stays():
    app = ScrollerApp()
    async with app.run_test(size=(40, 12)) as pilot:
        panel = app.query_one(CountingScroller)
        await pilot.pause()
        panel.show(numbered(12), shrink=False)
        await pilot.pause()
        assert panel.virtual_size.height == 20
        panel.scroll_to(y=14, animate=False, immediate=True)
        await pilot.pause()
        assert visible(panel)[0] == ""  # below the text: blank rows
        panel.show(numbered(8))  # shrinking now: the end of the text comes into sight
        await pilot.pause()
        assert panel.virtual_size.height == 8
        assert visible(panel)[-1] == "line 7"


async def test_only_the_scroll_bar_appearing_lays_out():
    app = ScrollerApp(lines=4)
    async with app.run_test(size=(40, 12)) as pilot:
        panel = app.query_one(CountingScroller)
        await pilot.pause()
        assert not panel.show_vertical_scrollbar
        panel.layouts = 0
        panel.show(numbered(10))
        await pilot.pause()
        assert panel.layouts >= 1  # asked for by the panel, then Textual's own for the bar
        assert panel.show_vertical_scrollbar
        panel.layouts = 0
        panel.show(numbered(11))
        await pilot.pause()
        assert panel.layouts == 0


async def test_a_scrolled_panel_paints_the_rows_in_sight_and_repaints_a_changed_one():
    app = ScrollerApp()
    async with app.run_test(size=(40, 12)) as pilot:
        panel = app.query_one(CountingScroller)
        await pilot.pause()
        panel.scroll_to(y=10, animate=False, immediate=True)
        await pilot.pause()
        assert visible(panel) == [f"line {n}" for n in range(10, 16)]
        panel.painted_rows.clear()
        panel.show(Text("\n".join("line twelve" if n == 12 else f"line {n}" for n in range(20))))
        await pilot.pause()
        assert set(panel.painted_rows) == {2}  # line 12 is the third row in sight
        assert visible(panel)[2] == "line twelve"


async def test_keep_line_visible_scrolls_the_least():
    app = ScrollerApp()
    async with app.run_test(size=(40, 12)) as pilot:
        panel = app.query_one(CountingScroller)
        await pilot.pause()
        panel.keep_line_visible(3)  # in sight already
        assert panel.scroll_offset.y == 0
        panel.keep_line_visible(8)
        await pilot.pause()
        assert panel.scroll_offset.y == 3 and visible(panel)[-1] == "line 8"
        panel.keep_line_visible(1)
        await pilot.pause()
        assert panel.scroll_offset.y == 1 and visible(panel)[0] == "line 1"


async def test_a_wrapped_line_is_kept_in_sight_whole_and_a_new_width_wraps_again():
    app = ScrollerApp()
    async with app.run_test(size=(40, 12)) as pilot:
        panel = app.query_one(CountingScroller)
        await pilot.pause()
        long = "a line long enough to take two rows"
        panel.show(numbered(20, first=long))
        await pilot.pause()
        assert panel.line_rows(0) == range(0, 2) and panel.line_rows(1) == range(2, 3)
        assert panel.virtual_size.height == 21
        panel.scroll_to(y=5, animate=False, immediate=True)
        panel.keep_line_visible(0)
        await pilot.pause()
        assert panel.scroll_offset.y == 0
        panel.styles.width = 50
        await pilot.pause()
        assert panel.line_rows(0) == range(0, 1)
        assert panel.virtual_size.height == 20
        assert visible(panel)[0] == long
