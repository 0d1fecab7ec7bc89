"""`boardgames serve` without a browser: what it prints, where it refuses to start, the
page it serves (issue 19)."""

from __future__ import annotations

import signal
import subprocess
import sys
import urllib.request

import pytest

from boardgames_tui.cli import main
from boardgames_tui.serve import address, announcement, is_local

from ..words import assert_readable
from .browser import Server

FOLDER = "/home/ana/.local/share/boardgames-tui"
STOPPED = "boardgames: stopped serving; every game is saved (the game list resumes it).\n"


def test_on_this_computer_only_it_names_the_address_and_warns_of_nobody():
    lines = announcement("127.0.0.1", 8000, FOLDER)
    assert lines[0] == ("Serving the board games at http://127.0.0.1:8000: open it in a "
                        "browser on this computer.")
    assert not any("Warning" in line for line in lines)
    assert any(FOLDER in line for line in lines)  # the saves the terminal's app uses
    assert lines[-1].startswith("Ctrl+C stops serving")
    for line in lines:
        assert_readable(line, "serve")


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "192.168.1.20", "laptop.local"])
def test_another_address_says_who_else_can_play_and_see_the_saves(host):
    lines = announcement(host, 8080, FOLDER)
    warning = next(line for line in lines if line.startswith("Warning:"))
    assert "anyone on this network" in warning and "can play" in warning
    assert "see, resume and delete every game saved on this computer" in warning
    if host in ("0.0.0.0", "::"):  # no one address to give: the player looks it up
        assert "every network address of this computer" in lines[0]
        assert "hostname -I" in lines[0] and ":8080" in lines[0]
    else:
        assert address(host, 8080) in lines[0]
    for line in lines:
        assert_readable(line, "serve")


def test_loopback_addresses_are_this_computer_only():
    assert is_local("127.0.0.1") and is_local("localhost") and is_local("::1")
    assert not is_local("0.0.0.0") and not is_local("192.168.1.20")
    assert address("::1", 8000) == "http://[::1]:8000"


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
    assert out.startswith(f"Serving the board games at http://127.0.0.1:{server.port}: ")
