"""`boardgames serve` without a browser: what it prints, where it refuses to start, the
page it serves (issue 19)."""

from __future__ import annotations

import signal
import subprocess
import sys
import urllib.request

import pytest

from boardgames_tui.cli import main
from boardgames_tui.serve import ServeError, address, announcement, check_key, is_local
from boardgames_tui.serve.server import Throttle

from ..words import assert_readable
from .browser import Server

FOLDER = "/home/ana/.local/share/boardgames-tui"
STOPPED = "boardgames: stopped serving; every game is saved (the game list resumes it).\n"


def test_on_this_computer_only_it_names_the_address_with_its_key():
    lines = announcement("127.0.0.1", 8000, FOLDER, "k3y-of-the-table")
    assert lines[0] == ("Serving the board games at http://127.0.0.1:8000/?key=k3y-of-the-table: "
                        "open it in a browser on this computer.")
    assert any(FOLDER in line for line in lines)  # the saves the terminal's app uses
    assert lines[-1].startswith("Ctrl+C stops serving")
    assert not any("█" in line for line in lines)  # no QR code: this computer only
    for line in lines:  # the address with its key is what to type, not words to read
        assert_readable(line.replace("?key=k3y-of-the-table", ""), "serve")
    bare = announcement("127.0.0.1", 8000, FOLDER, None)  # --no-key: said so
    assert bare[0].startswith("Serving the board games at http://127.0.0.1:8000: ")
    assert any("Without a key" in line for line in bare)


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "192.168.1.20", "laptop.local"])
def test_another_address_names_the_key_and_shows_a_code_for_phones(host):
    lines = announcement(host, 8080, FOLDER, "k3y-of-the-table", "192.168.1.20")
    assert any("Only who has this address with its key can play" in line for line in lines)
    if host in ("0.0.0.0", "::"):  # no one address to give: the player looks it up
        assert "every network address of this computer" in lines[0]
        assert "hostname -I" in lines[0] and ":8080/?key=k3y-of-the-table" in lines[0]
    else:
        assert address(host, 8080, "k3y-of-the-table") in lines[0]
    code = [line for line in lines if set(line) <= set("█▀▄ \xa0")]
    assert len(code) > 10 and len({len(line) for line in code}) == 1  # a square of blocks
    for line in lines:
        if line not in code:
            assert_readable(line.replace("?key=k3y-of-the-table", ""), "serve")


def test_a_key_is_made_unless_no_key_is_asked_on_this_computer():
    made = {check_key(None, False, "127.0.0.1") for _ in range(3)}
    assert len(made) == 3 and all(len(k) >= 20 for k in made)  # new and long each time
    assert check_key("my-table-key", False, "0.0.0.0") == "my-table-key"
    assert check_key(None, True, "127.0.0.1") is None
    with pytest.raises(ServeError, match="only on this computer's own address"):
        check_key(None, True, "0.0.0.0")
    with pytest.raises(ServeError, match="at least 8"):
        check_key("short", False, "127.0.0.1")
    with pytest.raises(ServeError, match="exclude each other"):
        check_key("my-table-key", True, "127.0.0.1")


def test_wrong_keys_from_one_address_wait_ever_longer():
    now = [0.0]
    throttle = Throttle(clock=lambda: now[0])
    waits = [throttle.delay("10.0.0.5") for _ in range(8)]
    assert waits[:3] == [0, 0, 0]  # a player who mistyped it is not slowed down
    assert waits[3:] == [0.5, 1, 2, 4, 8] and throttle.delay("10.0.0.5") == 10  # at most
    assert throttle.delay("10.0.0.6") == 0  # another address is counted apart
    throttle.right("10.0.0.5")
    assert throttle.delay("10.0.0.5") == 0
    now[0] += Throttle.FORGET + 1
    assert [throttle.delay("10.0.0.6") for _ in range(4)][-1] == 0.5  # forgotten, counted anew


def test_loopback_addresses_are_this_computer_only():
    assert is_local("127.0.0.1") and is_local("localhost") and is_local("::1")
    assert not is_local("0.0.0.0") and not is_local("192.168.1.20")
    assert address("::1", 8000) == "http://[::1]:8000"
    assert address("::1", 8000, "abc") == "http://[::1]:8000/?key=abc"


def test_a_port_out_of_range_exits_2_in_one_line(capsys):
    assert main(["serve", "--port", "70000"]) == 2
    err = capsys.readouterr().err
    assert err == "boardgames: --port must be a number from 1 to 65535, not 70000\n"


def test_the_page_a_port_in_use_and_a_clean_stop(home):
    """One running server: its page names the address the browser came by (a tablet
    comes by the laptop's network address, not by the 0.0.0.0 the server bound); a second
    `serve` on its port says so in one line; SIGTERM stops it in one line."""
    server = Server(home)
    try:
        request = urllib.request.Request(server.url, headers={"Host": "laptop.local:8000"})
        page = urllib.request.urlopen(request, timeout=30).read().decode()
        assert 'data-session-websocket-url="ws://laptop.local:8000/ws"' in page
        assert 'src="http://laptop.local:8000/static/js/textual.js"' in page

        second = subprocess.run(
            [sys.executable, "-m", "boardgames_tui.cli", "serve", "--port", str(server.port)],
            capture_output=True, text=True, timeout=60)
        assert second.returncode == 2 and second.stdout == ""
        assert second.stderr == (
            f"boardgames: port {server.port} is in use on 127.0.0.1 (by another program, "
            f"or a `boardgames serve` already running); choose another with --port\n")
    finally:
        status, out, err = server.stop(signal.SIGTERM)
    assert (status, err) == (0, STOPPED)
    assert out.startswith(f"Serving the board games at http://127.0.0.1:{server.port}/?key=")
