"""Checks in Chromium that every screen of Football Gather's web app has an address the browser keeps.

Usage: python3 scripts/e2e_web_addresses.py FOOTBALLGATHER_BINARY DATA_FOLDER SCREENSHOT_FOLDER
Starts `footballgather web --port 0` with its data in DATA_FOLDER and runs the whole flow twice, at
390×844 and at 320×640, each time in a fresh, signed-out browser context with a user of its own:
Login (/login), Players (/players), Add Player (/players/new) four times, a player's details
(/players/{id}) and editor (/players/{id}/edit/age), selection mode (/select), Confirm Players
(/teams), a gather (/gather; the browser's Back asks Leave Gather, and staying keeps it; leaving it and
Forward says the match cannot open again), another gather ended,
History (/history) and the gather there (/history/{id}). At every step it checks the screen's title
and the address, moving with the browser's own Back and Forward (page.go_back/go_forward) and
reloading on every address (the same screen shows, and Back then leads to the screen below). Then
it opens addresses afresh: an editor in a new tab of the logged-in browser (Back walks down through
the screens below it), a past gather in a signed-out browser (Login first, then that gather), and
addresses of things that do not exist (a deleted and an unknown player, an unknown gather, /gather
with no match, /teams with nothing ticked, /players/zzz: the nearest screen and the sentence
saying why; /nothing: a 404). Every screen visited must fit the viewport's width (nothing scrolls
sideways). Screenshots (addresses-*.png) go to SCREENSHOT_FOLDER.

Every step prints PASS or FAIL; the run stops at the first failure. Any console error, page error
or JavaScript dialog fails the run. Every wait is a Playwright expectation with a 15 s timeout.
The last line is "e2e-web-addresses: N passed, N failed"; the exit code is non-zero on a failure.
"""

import os
import re
import sys
import time
import uuid

from e2e_browser import Run
from playwright.sync_api import Error, expect, sync_playwright

if len(sys.argv) != 4:
    print(__doc__.splitlines()[2])
    sys.exit(2)

BINARY, DATA, SHOTS = sys.argv[1], sys.argv[2], sys.argv[3]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
TIMEOUT_MS = 15_000
VIEWPORTS = [(390, 844), (320, 640)]
PLAYERS = ["Ana", "Bruno", "Chloé", "Dan"]

RUN = Run("e2e-web-addresses", BINARY, DATA)
problems = RUN.problems
start_server, stop_server, step, finish = RUN.start_server, RUN.stop_server, RUN.step, RUN.finish
# Every page opened, newest last: the newest still open is described when a step fails.
pages = []


def describe_page():
    """Prints where the page that failed stands, and saves a screenshot of it."""
    page = next((page for page in reversed(pages) if not page.is_closed()), None)
    if page is None:
        return
    try:
        heading = page.locator("header.bar h1").all_inner_texts()
        toast = page.locator("#toast:visible").all_inner_texts()
        dialog = page.locator("#dialog-title").all_inner_texts()
        depth = page.evaluate("() => [history.length, history.state && history.state.viperkitDepth]")
        print(f"  the page shows {heading} at {page.url} (history length, depth: {depth}); "
              f"notice {toast}, dialog {dialog}")
        shot(page, "addresses-failure")
    except Error as error:
        print(f"  the page could not be described: {str(error).splitlines()[0]}")


def shot(page, name):
    page.screenshot(path=os.path.join(SHOTS, f"{name}.png"))


def tap(page, action, value=None, within=None):
    selector = f'[data-action="{action}"]' + (f'[data-value="{value}"]' if value else "")
    (within or page).locator(selector).first.click()


def row(page, name):
    return page.locator("li.row", has=page.locator(".row-title", has_text=name)).first


def watch(page):
    """Makes any console error, page error or JavaScript dialog on `page` fail the run."""
    page.set_default_timeout(TIMEOUT_MS)
    pages.append(page)
    page.on("console", lambda message: problems.append(f"console error at {page.url}: {message.text}")
            if message.type == "error" else None)
    page.on("pageerror", lambda error: problems.append(f"page error at {page.url}: {error}"))
    page.on("dialog", lambda dialog: (problems.append(f"unexpected JavaScript dialog: {dialog.message}"),
                                      dialog.dismiss()))
    return page


NO_SIDEWAYS_SCROLL = "() => document.documentElement.scrollWidth <= window.innerWidth"


RUN.describe_failure = describe_page
URL = start_server()
ORIGIN = URL.rstrip("/")
print(f"footballgather web is serving {URL}")
expect.set_options(timeout=TIMEOUT_MS)


def at(page, heading, path):
    """The screen titled `heading` shows at the address `path`, and nothing scrolls sideways."""
    expect(page.locator("header.bar h1")).to_have_text(heading)
    expect(page).to_have_url(ORIGIN + path)
    width = page.viewport_size["width"]
    assert page.evaluate(NO_SIDEWAYS_SCROLL), f"{heading} at {path} scrolls sideways at {width} px"


def notice(page, sentence):
    expect(page.locator("#toast")).to_have_text(sentence)


def reload_then_back(page, here, below):
    """A reload at `here` (title, path) shows it again; Back then shows `below`; Forward `here` again."""
    page.reload()
    at(page, *here)
    page.go_back()
    at(page, *below)
    page.go_forward()
    at(page, *here)


def run(browser, width, height):
    user, password = f"addresses-{width}", f"pitch-side-{width}"
    tag = f"[{width}×{height}]"
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=2,
                                  is_mobile=True, has_touch=True)
    page = watch(context.new_page())
    ids = {}

    def player(name="Ana"):
        return f"/players/{ids[name]}"

    def open_signed_out():
        page.goto(URL)
        at(page, "Log in", "/login")
        shot(page, f"addresses-login-{width}")

    def register():
        page.fill("#field-username", user)
        page.fill("#field-password", password)
        tap(page, "register")
        at(page, "Players", "/players")
        expect(page.locator("li.row")).to_have_count(0)

    def add_players():
        for index, name in enumerate(PLAYERS):
            tap(page, "add")
            at(page, "Add Player", "/players/new")
            if index == 0:
                shot(page, f"addresses-add-{width}")
                page.go_back()
                at(page, "Players", "/players")
                expect(page.locator("li.row")).to_have_count(0)
                page.go_forward()
                at(page, "Add Player", "/players/new")
            page.locator("#field-name").press_sequentially(name)
            page.locator("#field-name").press("Enter")
            at(page, "Players", "/players")
            expect(row(page, name)).to_be_visible()
        expect(page.locator("li.row")).to_have_count(len(PLAYERS))

    def details_and_editor():
        for name in PLAYERS:
            tap(page, "open", within=row(page, name))
            expect(page.locator("header.bar h1")).to_have_text(name)
            match = re.fullmatch(r"/players/([0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12})",
                                 page.evaluate("() => location.pathname"))
            assert match, f"{name}'s details are at {page.url}, expected /players/{{upper-case UUID}}"
            ids[name] = match.group(1)
            at(page, name, player(name))
            tap(page, "nav-back")
            at(page, "Players", "/players")
        tap(page, "open", within=row(page, "Ana"))
        at(page, "Ana", player())
        tap(page, "edit", "age")
        at(page, "Age", f"{player()}/edit/age")
        shot(page, f"addresses-edit-{width}")
        page.go_back()
        at(page, "Ana", player())
        page.go_back()
        at(page, "Players", "/players")
        page.go_forward()
        at(page, "Ana", player())
        page.go_forward()
        at(page, "Age", f"{player()}/edit/age")

    def reloads_on_player_screens():
        reload_then_back(page, ("Age", f"{player()}/edit/age"), ("Ana", player()))
        page.go_back()
        at(page, "Ana", player())
        reload_then_back(page, ("Ana", player()), ("Players", "/players"))
        page.go_back()
        at(page, "Players", "/players")
        page.reload()
        at(page, "Players", "/players")
        expect(page.locator("li.row")).to_have_count(len(PLAYERS))
        tap(page, "add")
        at(page, "Add Player", "/players/new")
        reload_then_back(page, ("Add Player", "/players/new"), ("Players", "/players"))
        page.go_back()
        at(page, "Players", "/players")

    def select_and_back():
        tap(page, "select")
        at(page, "0 selected", "/select")
        expect(page.locator('[data-action="tick"]')).to_have_count(len(PLAYERS))
        page.go_back()
        at(page, "Players", "/players")
        expect(page.locator('[data-action="tick"]')).to_have_count(0)
        expect(page.locator('[data-action="select"]')).to_be_visible()
        page.go_forward()
        at(page, "0 selected", "/select")
        page.reload()
        at(page, "0 selected", "/select")
        expect(page.locator('[data-action="tick"]')).to_have_count(len(PLAYERS))
        page.go_back()
        at(page, "Players", "/players")
        expect(page.locator('[data-action="tick"]')).to_have_count(0)

    def ticked_three():
        at(page, "3 selected", "/select")
        for name in ["Ana", "Bruno", "Chloé"]:
            expect(row(page, name).locator('[data-action="tick"]')).to_have_attribute("aria-pressed", "true")
        expect(row(page, "Dan").locator('[data-action="tick"]')).to_have_attribute("aria-pressed", "false")

    def confirm_players():
        tap(page, "select")
        at(page, "0 selected", "/select")
        for count, name in enumerate(["Ana", "Bruno", "Chloé"], start=1):
            tap(page, "tick", within=row(page, name))
            at(page, f"{count} selected", "/select")
        tap(page, "confirm")
        at(page, "Confirm Players", "/teams")
        page.go_back()
        ticked_three()
        page.go_forward()
        at(page, "Confirm Players", "/teams")
        page.reload()
        at(page, "Confirm Players", "/teams")
        page.go_back()
        ticked_three()
        page.go_forward()
        at(page, "Confirm Players", "/teams")
        shot(page, f"addresses-teams-{width}")

    def start_gather():
        tap(page, "balance")
        expect(page.locator("h2", has_text="Bench (0)")).to_be_visible()
        expect(page.locator('[data-action="start-gather"]')).to_be_enabled()
        tap(page, "start-gather")
        at(page, "Gather in progress", "/gather")
        # A goal puts the match under way: only then does leaving ask first.
        tap(page, "add-goal", "team-a")
        expect(page.locator("#score-a")).to_have_text("1")
        page.reload()
        at(page, "Gather in progress", "/gather")
        expect(page.locator("#score-a")).to_have_text("1")
        expect(page.locator("#score-b")).to_have_text("0")
        shot(page, f"addresses-gather-{width}")

    def back_on_gather_asks():
        page.go_back()
        expect(page.locator("#dialog-title")).to_have_text("Leave Gather")
        expect(page.locator("header.bar h1")).to_have_text("Gather in progress")
        assert page.evaluate(NO_SIDEWAYS_SCROLL), f"the Leave Gather question scrolls sideways at {width} px"
        shot(page, f"addresses-leave-gather-{width}")
        tap(page, "dialog-no")
        expect(page.locator("#dialog-title")).to_have_count(0)
        at(page, "Gather in progress", "/gather")
        expect(page.locator("#score-a")).to_have_text("1")

    def leave_then_forward():
        page.go_back()
        expect(page.locator("#dialog-title")).to_have_text("Leave Gather")
        tap(page, "dialog-yes")
        at(page, "Confirm Players", "/teams")
        expect(page.locator("h2", has_text="Bench (0)")).to_be_visible()
        page.go_forward()
        notice(page, "That match was left and discarded. Start Gather starts a new one.")
        at(page, "Confirm Players", "/teams")
        expect(page.locator("h2", has_text="Bench (0)")).to_be_visible()
        tap(page, "start-gather")
        at(page, "Gather in progress", "/gather")
        tap(page, "add-goal", "team-a")
        expect(page.locator("#score-a")).to_have_text("1")

    def end_gather():
        tap(page, "end-gather")
        expect(page.locator("#dialog-title")).to_have_text("End Gather")
        tap(page, "dialog-yes")
        at(page, "Players", "/players")
        expect(page.locator('[data-action="tick"]')).to_have_count(0)

    def history():
        tap(page, "history")
        at(page, "History", "/history")
        gather = page.locator("li.gather")
        expect(gather).to_have_count(1)
        expect(gather).to_contain_text(re.compile(r"Score\s1:0"))
        reload_then_back(page, ("History", "/history"), ("Players", "/players"))
        tap(page, "open", within=gather)
        expect(page.locator("header.bar h1")).to_have_text("Gather")
        match = re.fullmatch(r"/history/([0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12})",
                             page.evaluate("() => location.pathname"))
        assert match, f"the past gather is at {page.url}, expected /history/{{upper-case UUID}}"
        ids["gather"] = match.group(1)
        past = f"/history/{ids['gather']}"
        at(page, "Gather", past)
        expect(page.locator(".gather-detail")).to_contain_text("Winner: Team A")
        page.go_back()
        at(page, "History", "/history")
        page.go_forward()
        at(page, "Gather", past)
        reload_then_back(page, ("Gather", past), ("History", "/history"))
        expect(page.locator(".gather-detail")).to_contain_text("Winner: Team A")
        shot(page, f"addresses-gather-detail-{width}")
        page.go_back()
        at(page, "History", "/history")
        page.go_back()
        at(page, "Players", "/players")

    def new_tab_at_editor():
        tab = watch(context.new_page())
        tab.goto(f"{ORIGIN}{player('Bruno')}/edit/skill")
        at(tab, "Skill", f"{player('Bruno')}/edit/skill")
        tab.go_back()
        at(tab, "Bruno", player("Bruno"))
        tab.go_back()
        at(tab, "Players", "/players")
        tab.close()

    def signed_out_browser_at_past_gather():
        past = f"/history/{ids['gather']}"
        other = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=2,
                                    is_mobile=True, has_touch=True)
        tab = watch(other.new_page())
        tab.goto(ORIGIN + past)
        at(tab, "Log in", "/login")
        tab.fill("#field-username", user)
        tab.fill("#field-password", password)
        tap(tab, "login")
        at(tab, "Gather", past)
        expect(tab.locator(".gather-detail")).to_contain_text("Winner: Team A")
        tab.go_back()
        at(tab, "History", "/history")
        tab.go_back()
        at(tab, "Players", "/players")
        other.close()

    def deleted_player():
        tap(page, "delete", ids["Dan"], within=row(page, "Dan"))
        expect(page.locator("#dialog-title")).to_have_text("Delete player")
        tap(page, "dialog-yes")
        expect(row(page, "Dan")).to_have_count(0)
        page.goto(ORIGIN + player("Dan"))
        at(page, "Players", "/players")
        notice(page, "That player is not on your roster any more.")

    def unknown_player():
        page.goto(f"{ORIGIN}/players/{str(uuid.uuid4()).upper()}")
        at(page, "Players", "/players")
        notice(page, "That player is not on your roster any more.")
        shot(page, f"addresses-missing-player-{width}")

    def unknown_gather():
        page.goto(f"{ORIGIN}/history/{str(uuid.uuid4()).upper()}")
        at(page, "History", "/history")
        notice(page, "That gather is not in your history any more.")

    def no_match():
        page.goto(ORIGIN + "/gather")
        at(page, "Players", "/players")
        notice(page, "No match is being played. Pick the teams to start one.")

    def nothing_ticked():
        page.goto(ORIGIN + "/teams")
        at(page, "0 selected", "/select")
        notice(page, "Tick at least two players, then confirm them to pick the teams.")
        page.go_back()
        at(page, "Players", "/players")

    def no_screen():
        page.goto(ORIGIN + "/players/zzz")
        at(page, "Players", "/players")
        notice(page, "There is no screen at /players/zzz.")

    def not_found():
        response = page.request.get(ORIGIN + "/nothing")
        assert response.status == 404, f"GET /nothing answers {response.status}, expected 404"

    step(f"{tag} a signed-out browser opens on Login at /login", open_signed_out)
    step(f"{tag} registering lands on Players at /players", register)
    step(f"{tag} four players are added through Add Player at /players/new; Back from the form returns to "
         "/players and Forward re-opens it", add_players)
    step(f"{tag} each player's details are at /players/{{UUID}}; Ana's age editor is at .../edit/age; Back, Back, "
         "Forward, Forward walk through them", details_and_editor)
    step(f"{tag} a reload on the age editor, the details, /players and /players/new shows the same screen, "
         "and Back then shows the one below", reloads_on_player_screens)
    step(f"{tag} Select opens /select; Back leaves selection mode at /players; Forward and a reload keep /select",
         select_and_back)
    step(f"{tag} three ticked players confirmed open /teams; Back shows /select with the ticks kept; Forward and "
         "a reload keep /teams", confirm_players)
    step(f"{tag} the balanced teams start a gather at /gather, scored 1:0, which a reload keeps", start_gather)
    step(f"{tag} the browser's Back on /gather asks Leave Gather; staying keeps the gather at /gather",
         back_on_gather_asks)
    step(f"{tag} leaving the gather by Back returns to /teams with the teams kept; Forward cannot re-open a "
         "discarded match and says so; Start Gather starts another", leave_then_forward)
    step(f"{tag} ending the gather with End returns to Players at /players", end_gather)
    step(f"{tag} History (/history) opens the gather at /history/{{UUID}}; Back, Forward and reloads keep them",
         history)
    step(f"{tag} a new tab at /players/{{id}}/edit/skill shows Skill; Back twice reaches the details and /players",
         new_tab_at_editor)
    step(f"{tag} a signed-out browser at /history/{{id}} shows Login at /login, then that gather after logging in",
         signed_out_browser_at_past_gather)
    step(f"{tag} a deleted player's address shows Players saying the player is not on the roster", deleted_player)
    step(f"{tag} an unknown player UUID shows Players saying the player is not on the roster", unknown_player)
    step(f"{tag} an unknown gather UUID shows History saying the gather is not in it", unknown_gather)
    step(f"{tag} /gather with no match shows Players saying no match is being played", no_match)
    step(f"{tag} /teams with nothing ticked shows /select saying to tick two players", nothing_ticked)
    step(f"{tag} /players/zzz shows Players saying there is no screen there", no_screen)
    step(f"{tag} GET /nothing answers 404", not_found)
    context.close()


with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
    for viewport_width, viewport_height in VIEWPORTS:
        started = time.monotonic()
        run(browser, viewport_width, viewport_height)
        print(f"  ({viewport_width}×{viewport_height} took {time.monotonic() - started:.1f} s)")
    browser.close()

finish()
