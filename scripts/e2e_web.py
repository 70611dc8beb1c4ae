"""Drives Football Gather's web app in Chromium at a phone's viewport, as an organiser would.

Usage: python3 scripts/e2e_web.py FOOTBALLGATHER_BINARY DATA_FOLDER SCREENSHOT_FOLDER
Starts `footballgather web --port 0` with its data in DATA_FOLDER, then registers, adds four
players (one named like a script tag), edits one, picks teams, scores, reloads mid-gather and
finds the same state, runs the clock out, ends the gather, checks History, starts another match
and restarts the server in the middle of it (the page comes back logged in, on the match at its
score with its clock running on), logs out; then restarts the server and
watches the open page reconnect by itself, at Login since the login ended. Every step prints PASS or
FAIL; the run stops at the first failure. Any console error, page error or JavaScript dialog
fails the run. The last line is "e2e-web: N passed, N failed".
"""

import json
import os
import re
import sys
import time

from e2e_browser import Run, accessible, fits_and_reads, tap, title
from playwright.sync_api import expect, sync_playwright

BINARY, DATA, SHOTS = sys.argv[1], sys.argv[2], sys.argv[3]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
TIMEOUT_MS = 15_000
SCRIPT_NAME = "<script>alert(1)</script>"

RUN = Run("e2e-web", BINARY, DATA)
problems = RUN.problems
start_server, stop_server, step, finish = RUN.start_server, RUN.stop_server, RUN.step, RUN.finish


def shot(page, name):
    page.screenshot(path=os.path.join(SHOTS, f"{name}.png"), full_page=True)


def row(page, name):
    return page.locator("li.row", has=page.locator(".row-title", has_text=name)).first


URL = start_server()
print(f"footballgather web is serving {URL}")

with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True,
                                  has_touch=True, permissions=["clipboard-read", "clipboard-write"])
    # Lets a step cut the page's connection and keep it from coming back (`__blockSockets`), as a
    # phone losing its network would, while the server goes on.
    context.add_init_script("""(() => {
      const Native = window.WebSocket;
      window.__sockets = [];
      window.__blockSockets = false;
      function Wrapped(url, protocols) {
        const socket = new Native(window.__blockSockets ? url.replace('/ws?', '/blocked?') : url, protocols);
        window.__sockets.push(socket);
        return socket;
      }
      Wrapped.prototype = Native.prototype;
      ['CONNECTING', 'OPEN', 'CLOSING', 'CLOSED'].forEach((name) => { Wrapped[name] = Native[name]; });
      window.WebSocket = Wrapped;
    })();""")
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    expect.set_options(timeout=TIMEOUT_MS)
    server_is_down = False
    connection_is_cut = False
    pages_received = []
    page.on("websocket", lambda socket: socket.on(
        "framereceived", lambda payload: pages_received.append(time.monotonic())
        if '"type":"page"' in str(payload) or '"type":"patch"' in str(payload) else None))

    def on_console(message):
        # While the server is deliberately stopped, the browser logs each refused reconnection
        # attempt; those are expected. Any other console error fails the run.
        refused = "ERR_CONNECTION_REFUSED" in message.text
        blocked = "/blocked?" in message.text
        if message.type == "error" and not (server_is_down and refused) and not (connection_is_cut and blocked):
            problems.append(f"console error: {message.text}")

    page.on("console", on_console)
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    page.on("dialog", lambda dialog: (problems.append(f"unexpected JavaScript dialog: {dialog.message}"),
                                      dialog.dismiss()))

    def open_login():
        page.goto(URL)
        title(page, "Log in")
        expect(page.locator("#field-rememberMe")).to_be_checked()
        shot(page, "01-login")
        accessible(page, "Login")

    def installable():
        cdp = context.new_cdp_session(page)
        manifest = cdp.send("Page.getAppManifest")
        assert not manifest.get("errors"), f"the manifest has errors: {manifest['errors']}"
        assert manifest["url"].endswith("/manifest.webmanifest"), f"the page links {manifest['url']!r}"
        data = json.loads(manifest["data"])
        assert data["display"] == "standalone" and data["name"] == "Football Gather", data
        purposes = {(icon["sizes"], icon.get("purpose", "any")) for icon in data["icons"]}
        assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= purposes, purposes
        for icon in data["icons"]:
            status = page.evaluate("(src) => fetch(src).then((r) => r.status + ' ' + r.headers.get('content-type'))",
                                   icon["src"])
            assert status == "200 image/png", f"{icon['src']} answers {status}"
        # Playwright's contexts are incognito, where Chromium installs nothing; every other
        # criterion (manifest, icons, secure origin) is still reported.
        problems_found = [error for error in cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
                          if error["errorId"] != "in-incognito"]
        assert not problems_found, f"Chromium would not install the app: {problems_found}"
        cdp.detach()

    def empty_fields_are_mandatory():
        tap(page, "login")
        expect(page.get_by_role("alertdialog")).to_contain_text("Both fields are mandatory.")
        accessible(page, "Login's alert")
        tap(page, "dialog-ok")
        expect(page.get_by_role("alertdialog")).to_have_count(0)

    def register():
        page.fill("#field-username", "web-organiser")
        page.fill("#field-password", "pitch-side-1")
        tap(page, "register")
        title(page, "Players")
        expect(page.locator(".empty")).to_contain_text("You have no players yet.")
        expect(page.locator('.empty-state [data-action="add"]')).to_have_text("Add your first player")
        shot(page, "02-players-empty")
        accessible(page, "Players, empty")

    def add_players():
        for index, name in enumerate(["Ana", "Bruno", "Chloé", SCRIPT_NAME]):
            tap(page, "add")
            title(page, "Add Player")
            expect(page.locator('[data-action="done"]')).to_be_disabled()
            page.locator("#field-name").press_sequentially(name)
            expect(page.locator('[data-action="done"]')).to_be_enabled()
            if index == 0:
                shot(page, "03-player-add")
                accessible(page, "Add Player")
            page.locator("#field-name").press("Enter")
            title(page, "Players")
            expect(row(page, name)).to_be_visible()
        expect(page.locator("li.row")).to_have_count(4)
        shot(page, "04-players")
        accessible(page, "Players")

    def script_name_is_text():
        expect(row(page, SCRIPT_NAME).locator(".row-title")).to_have_text(SCRIPT_NAME)
        assert page.evaluate("document.querySelectorAll('#app script').length") == 0, "a script element was injected"

    def edit_position():
        tap(page, "open", within=row(page, "Bruno"))
        title(page, "Bruno")
        shot(page, "05-player-detail")
        accessible(page, "Player Detail")
        tap(page, "edit", "preferred-position")
        title(page, "Preferred position")
        page.locator('[data-action="choose"]', has_text="Goalkeeper").click()
        shot(page, "06-player-edit")
        accessible(page, "Player Edit")
        tap(page, "done")
        title(page, "Bruno")
        expect(page.locator("main")).to_contain_text("Goalkeeper")
        tap(page, "nav-back")
        title(page, "Players")
        expect(row(page, "Bruno")).to_contain_text("Position: Goalkeeper")

    def pick_teams():
        tap(page, "select")
        for count, name in enumerate(["Ana", "Bruno", "Chloé"], start=1):
            tap(page, "tick", within=row(page, name))
            title(page, f"{count} selected")
        accessible(page, "Players, selecting")
        tap(page, "confirm")
        title(page, "Confirm Players")
        expect(page.locator('[data-action="start-gather"]')).to_be_disabled()
        shot(page, "07-confirm-players")
        accessible(page, "Confirm Players")
        tap(page, "move-team-a", within=row(page, "Ana"))
        expect(page.locator("h2", has_text="Team A (1)")).to_be_visible()
        tap(page, "move-team-b", within=row(page, "Bruno"))
        expect(page.locator("h2", has_text="Team B (1)")).to_be_visible()
        tap(page, "move-team-a", within=row(page, "Chloé"))
        expect(page.locator("h2", has_text="Team A (2)")).to_be_visible()
        expect(page.locator('[data-action="start-gather"]')).to_be_enabled()
        shot(page, "08-teams")
        tap(page, "move-bench", within=row(page, "Chloé"))
        expect(page.locator("h2", has_text="Bench (1)")).to_be_visible()
        tap(page, "balance")
        expect(page.locator("h2", has_text="Bench (0)")).to_be_visible()
        sizes = sorted(int(page.locator("h2", has_text=f"Team {team} (").inner_text()[8]) for team in "AB")
        assert sizes == [1, 2], f"Balance teams made teams of {sizes}, expected one of 1 and one of 2"
        expect(page.locator('[data-action="start-gather"]')).to_be_enabled()
        tap(page, "start-gather")
        title(page, "Gather in progress")

    def set_clock(minutes, seconds, check_accessibility=False):
        tap(page, "set-time")
        page.fill("#field-minutes", str(minutes))
        page.fill("#field-seconds", str(seconds))
        if check_accessibility:
            accessible(page, "Set time")
        tap(page, "time-ok")

    def score_and_set_the_clock():
        tap(page, "add-goal", "team-a")
        expect(page.locator("#score-a")).to_have_text("1")
        tap(page, "add-goal", "team-a")
        tap(page, "add-goal", "team-b")
        expect(page.locator("#score-a")).to_have_text("2")
        expect(page.locator("#score-b")).to_have_text("1")
        set_clock(0, 5, check_accessibility=True)
        expect(page.locator("#clock")).to_have_text("00:05")
        tap(page, "clock-action")
        expect(page.locator('[data-action="clock-action"]')).to_have_text("Pause")
        accessible(page, "Gather")

    def reload_mid_gather():
        page.reload()
        title(page, "Gather in progress")
        expect(page.locator("#score-a")).to_have_text("2")
        expect(page.locator("#score-b")).to_have_text("1")
        expect(page.locator('[data-action="clock-action"]')).to_have_text("Pause")

    def clock_runs_out():
        expect(page.locator(".clock-message")).to_have_text("Time's up!")
        expect(page.locator("#clock")).to_have_text("00:00")
        expect(page.locator('[data-action="clock-action"]')).to_have_text("Start")
        shot(page, "09-gather")

    def end_gather():
        tap(page, "end-gather")
        expect(page.get_by_role("alertdialog")).to_contain_text("Are you sure you want to end the gather?")
        shot(page, "10-end-gather")
        accessible(page, "End gather question")
        tap(page, "dialog-yes")
        title(page, "Players")

    def history():
        tap(page, "history")
        title(page, "History")
        gather = page.locator("li.gather").first
        expect(gather).to_contain_text("Score 2:1")
        expect(gather).to_contain_text("Winner: Team A")
        expect(gather).to_contain_text("Chloé")
        shot(page, "11-history")
        accessible(page, "History")
        tap(page, "open", within=gather)
        title(page, "Gather")
        expect(page.locator(".gather-detail")).to_contain_text("Winner: Team A")
        shot(page, "12-gather-detail")
        accessible(page, "Gather detail")
        shared = page.locator('[data-action="share"]').get_attribute("data-share")
        assert shared.startswith("Team A 2 : 1 Team B — "), f"the shared text reads {shared!r}"
        # Without the Web Share API (desktop Linux) the text goes to the clipboard, and the page says so.
        page.evaluate("() => { delete Navigator.prototype.share; }")
        tap(page, "share")
        expect(page.locator("#toast")).to_contain_text("Copied to the clipboard")
        copied = page.evaluate("navigator.clipboard.readText()")
        assert copied == shared, f"the clipboard holds {copied!r}, expected {shared!r}"
        # With it, the text goes to the share sheet.
        page.evaluate("() => { navigator.share = (data) => { window.sharedText = data.text; return Promise.resolve(); }; }")
        tap(page, "share")
        page.wait_for_function("window.sharedText !== undefined")
        assert page.evaluate("window.sharedText") == shared, "the share sheet got other text"
        tap(page, "delete")
        expect(page.locator('[role="alertdialog"], [role="dialog"]').first).to_contain_text("Delete gather")
        tap(page, "dialog-no")
        tap(page, "nav-back")
        title(page, "History")
        expect(page.locator("li.gather")).to_have_count(1)
        tap(page, "nav-back")
        title(page, "Players")
        tap(page, "open", within=row(page, "Chloé"))
        title(page, "Chloé")
        expect(page.locator(".player-form")).to_contain_text("Played 1 ·")
        expect(page.locator(".player-form")).to_contain_text("Last five: ")
        tap(page, "nav-back")
        title(page, "Players")

    def clock_counts_on_the_page():
        global connection_is_cut
        set_clock(0, 40)
        tap(page, "clock-action")
        started = time.monotonic()
        expect(page.locator("#clock")).to_have_attribute("data-countdown-until", re.compile(r"^\d+$"))

        def left_on_page():
            minutes, seconds = page.locator("#clock").inner_text().split(":")
            return int(minutes) * 60 + int(seconds)

        def expected_left():
            return 40 - (time.monotonic() - started)

        # A running clock costs no page per second: the page counts by itself.
        assert pages_received, "no page was seen on the WebSocket, so none could be counted"
        before = len(pages_received)
        page.wait_for_timeout(3000)
        assert len(pages_received) == before, f"{len(pages_received) - before} pages arrived in 3 s of a running clock"
        assert abs(left_on_page() - expected_left()) <= 1.5, f"the page shows {left_on_page()} s left"
        # It goes on counting while the connection is down, and agrees with the server once back.
        connection_is_cut = True
        page.evaluate("() => { window.__blockSockets = true; window.__sockets.forEach((s) => s.close()); }")
        expect(page.locator("#connection")).to_be_visible()
        cut_at = left_on_page()
        page.wait_for_timeout(2500)
        assert left_on_page() <= cut_at - 2, f"the clock stood at {left_on_page()} s while reconnecting"
        page.evaluate("() => { window.__blockSockets = false; }")
        expect(page.locator("#connection")).to_be_hidden()
        connection_is_cut = False
        expect(page.locator('[data-action="clock-action"]')).to_have_text("Pause")
        assert abs(left_on_page() - expected_left()) <= 1.5, \
            f"after reconnecting the page shows {left_on_page()} s, the run has {expected_left():.1f} s left"
        shot(page, "09-gather-running")

    def second_gather_and_record():
        tap(page, "select")
        for name in ["Ana", "Bruno", "Chloé"]:
            tap(page, "tick", within=row(page, name))
        tap(page, "confirm")
        title(page, "Confirm Players")
        tap(page, "balance")
        expect(page.locator("h2", has_text="Bench (0)")).to_be_visible()
        tap(page, "start-gather")
        title(page, "Gather in progress")
        clock_counts_on_the_page()
        tap(page, "end-gather")
        tap(page, "dialog-yes")
        title(page, "Players")
        tap(page, "open", within=row(page, "Chloé"))
        title(page, "Chloé")
        form = page.locator(".player-form")
        expect(form).to_contain_text("Played 2 ·")
        expect(form).to_contain_text("Drawn 1")
        expect(form).to_contain_text(re.compile(r"Last five: D [WL]"))
        expect(page.locator("#toast")).to_be_hidden()
        shot(page, "12-player-form")
        accessible(page, "Player Detail with a record")
        tap(page, "nav-back")
        title(page, "Players")

    def resume_after_a_restart_mid_match():
        global server_is_down
        tap(page, "select")
        for name in ["Ana", "Bruno"]:
            tap(page, "tick", within=row(page, name))
        tap(page, "confirm")
        tap(page, "balance")
        tap(page, "start-gather")
        title(page, "Gather in progress")
        tap(page, "add-goal", "team-b")
        expect(page.locator("#score-b")).to_have_text("1")
        tap(page, "clock-action")
        expect(page.locator('[data-action="clock-action"]')).to_have_text("Pause")
        page.wait_for_timeout(1500)
        port = int(URL.rstrip("/").rsplit(":", 1)[1])
        server_is_down = True
        stop_server()
        expect(page.locator("#connection")).to_be_visible()
        start_server(port)
        expect(page.locator("#connection")).to_be_hidden()
        server_is_down = False
        # The login was kept in the database: the page comes back logged in, at its address /gather,
        # on the match where it stands (it was touched seconds ago: no question is asked).
        title(page, "Gather in progress")
        expect(page.locator("#dialog-title")).to_have_count(0)
        shot(page, "15-resume-gather")
        accessible(page, "Gather, resumed after a restart")
        expect(page.locator("#score-a")).to_have_text("0")
        expect(page.locator("#score-b")).to_have_text("1")
        expect(page.locator('[data-action="clock-action"]')).to_have_text("Pause")
        minutes, seconds = page.locator("#clock").inner_text().split(":")
        left = int(minutes) * 60 + int(seconds)
        assert 540 <= left <= 598, f"the resumed clock shows {left} s left of a 10-minute run started seconds ago"
        tap(page, "end-gather")
        tap(page, "dialog-yes")
        title(page, "Players")
        expect(page.locator("#dialog-title")).to_have_count(0)

    def log_out():
        tap(page, "logout")
        title(page, "Log in")
        expect(page.locator("#field-username")).to_have_value("web-organiser")

    def reconnects_after_a_restart():
        global server_is_down
        port = int(URL.rstrip("/").rsplit(":", 1)[1])
        server_is_down = True
        stop_server()
        expect(page.locator("#connection")).to_be_visible()
        # The server said it restarts (close code 1012): the page says so, then comes back by itself.
        expect(page.locator("#connection")).to_contain_text("Updating…")
        shot(page, "12-updating")
        start_server(port)
        expect(page.locator("#connection")).to_be_hidden()
        server_is_down = False
        title(page, "Log in")
        page.fill("#field-username", "web-organiser")
        page.fill("#field-password", "pitch-side-1")
        tap(page, "login")
        title(page, "Players")
        expect(page.locator("li.row")).to_have_count(4)

    def desktop_layout():
        page.set_viewport_size({"width": 1280, "height": 800})
        page.reload()
        title(page, "Players")
        shot(page, "13-players-desktop")

    def phone_fit_and_dark_appearance():
        page.set_viewport_size({"width": 320, "height": 640})
        page.reload()
        title(page, "Players")
        for screen in ["Players", "History"]:
            if screen == "History":
                tap(page, "history")
                title(page, "History")
            for scheme in ["light", "dark"]:
                page.emulate_media(color_scheme=scheme)
                fits_and_reads(page, f"{screen} at 320 px ({scheme})")
            shot(page, f"14-{screen.lower()}-dark-320")
            page.emulate_media(color_scheme="light")
        background = page.evaluate("() => getComputedStyle(document.querySelector('#app')).backgroundColor")
        page.emulate_media(color_scheme="dark")
        dark_background = page.evaluate("() => getComputedStyle(document.querySelector('#app')).backgroundColor")
        assert background != dark_background, "the dark appearance did not change the page's surface"
        page.emulate_media(color_scheme="light")
        tap(page, "nav-back")
        title(page, "Players")

    step("the page opens on Login with Remember me on", open_login)
    step("the page can be installed: its manifest (standalone, icons 192, 512 and maskable) loads under the CSP",
         installable)
    step("Log in with empty fields says both are mandatory", empty_fields_are_mandatory)
    step("registering lands on the empty player list, which offers Add your first player", register)
    step("four players are added, Done enabled only with a name", add_players)
    step("a player named like a script tag shows as text", script_name_is_text)
    step("editing Bruno's position shows on the details and the list", edit_position)
    step("three players are picked, split into teams by hand, then balanced", pick_teams)
    step("the score is 2:1 and the clock is set to 00:05 and running", score_and_set_the_clock)
    step("a reload mid-gather finds the same score and the clock still running", reload_mid_gather)
    step("the clock runs out: Time's up!", clock_runs_out)
    step("ending the gather asks first, then returns to the players", end_gather)
    step("History shows the gather won 2:1 by Team A and opens it; Share copies or shares it; Delete asks first; a player shows their record", history)
    step("a second gather, balanced, runs its clock on the page (no page per second, counting on while the "
         "connection is down), is drawn 0:0 and makes Chloé's record two played, the newest a draw",
         second_gather_and_record)
    step("a server restart mid-match: the page comes back logged in on the match, at its score with its clock "
         "running on", resume_after_a_restart_mid_match)
    step("logging out returns to Login with the username remembered", log_out)
    step("after a server restart the open page reconnects by itself and the data is kept", reconnects_after_a_restart)
    step("the page also lays out on a desktop", desktop_layout)
    step("at 320 px nothing scrolls sideways, every tap target is 44 px or more, and light and dark appearances "
         "keep every text at 4.5:1", phone_fit_and_dark_appearance)

    browser.close()

finish()
