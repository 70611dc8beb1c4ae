"""Every device finds the match in progress, in Chromium: three browsers signed in to one account.

Usage: python3 scripts/e2e_web_devices.py FOOTBALLGATHER_BINARY DATA_FOLDER SCREENSHOT_FOLDER
Starts `footballgather web --port 0` with its data in DATA_FOLDER. The phone registers and adds two
players; a laptop and a second phone log in to the same account and wait on the player list. The
phone starts a match: within OFFER_MS both other pages offer it in one line ("Match in progress ·
Team A 0 : 0 Team B · Open"), before any goal, and the line's score follows a goal. The laptop's
Open shows the match where it stands, and a reload of /gather keeps it. The phone ends the match:
the laptop leaves the match saying its result, and the second phone's line goes. Then a game for
tomorrow: the phone picks its teams from the game's page and starts the match; the second phone
opens it from its line, scores and ends it; the phone's match leaves for the game's page, saying
the result, the page shows it, and the list of games has the game under Past. Every step prints
PASS or FAIL; the last line is "e2e-web-devices: N passed, N failed".
"""

import os
import re
import sys

from e2e_browser import Run, accessible, fits_and_reads, tap, title
from playwright.sync_api import expect, sync_playwright

BINARY, DATA, SHOTS = sys.argv[1], sys.argv[2], sys.argv[3]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
TIMEOUT_MS = 15_000
# How soon the other devices must offer a match started on one.
OFFER_MS = 2_000
# How soon a change made on one page must show on another.
LIVE_MS = 1_000
USERNAME, PASSWORD = "devices-organiser", "pitch-side-2"

RUN = Run("e2e-web-devices", BINARY, DATA)
step, finish = RUN.step, RUN.finish


def shot(page, name):
    page.screenshot(path=os.path.join(SHOTS, f"devices-{name}.png"), full_page=True)


def row(page, name):
    return page.locator("li.row", has=page.locator(".row-title", has_text=name)).first


def score(a, b):
    """The score as the line writes it, the spaces around the colon no-break ones."""
    return re.compile(rf"Team A {a}\s:\s{b} Team B")


def match_line(page):
    return page.locator(".match-line")


URL = RUN.start_server()
print(f"footballgather web is serving {URL}")

with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
    expect.set_options(timeout=TIMEOUT_MS)

    def open_page(name, **options):
        return RUN.open_page(browser, name, TIMEOUT_MS, **options)

    phone = open_page("phone", viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    laptop = open_page("laptop", viewport={"width": 1280, "height": 800})
    second = open_page("second phone", viewport={"width": 390, "height": 844}, device_scale_factor=2,
                       is_mobile=True, has_touch=True)

    def phone_makes_a_roster():
        phone.goto(URL)
        title(phone, "Log in")
        phone.fill("#field-username", USERNAME)
        phone.fill("#field-password", PASSWORD)
        tap(phone, "register")
        title(phone, "Players")
        for name in ["Ana", "Bruno"]:
            tap(phone, "add")
            title(phone, "Add Player")
            phone.locator("#field-name").press_sequentially(name)
            phone.locator("#field-name").press("Enter")
            title(phone, "Players")

    def others_wait_on_the_list():
        for page in [laptop, second]:
            page.goto(URL)
            title(page, "Log in")
            page.fill("#field-username", USERNAME)
            page.fill("#field-password", PASSWORD)
            tap(page, "login")
            title(page, "Players")
            expect(row(page, "Bruno")).to_be_visible()
            expect(match_line(page)).to_have_count(0)

    def phone_starts_and_others_are_offered_it():
        tap(phone, "select")
        for name in ["Ana", "Bruno"]:
            tap(phone, "tick", within=row(phone, name))
        tap(phone, "confirm")
        title(phone, "Confirm Players")
        tap(phone, "move-team-a", within=row(phone, "Ana"))
        tap(phone, "move-team-b", within=row(phone, "Bruno"))
        tap(phone, "start-gather")
        for page in [laptop, second]:
            expect(match_line(page)).to_contain_text("Match in progress", timeout=OFFER_MS)
            expect(match_line(page)).to_contain_text(score(0, 0))
            expect(match_line(page).get_by_role("button", name="Open the match in progress")).to_be_visible()
        title(phone, "Gather in progress")
        expect(laptop.get_by_role("alertdialog")).to_have_count(0)
        shot(second, "offered")  # docs/images/web-match-in-progress.png
        accessible(second, "Players, offering the match in progress")
        second.set_viewport_size({"width": 320, "height": 640})
        fits_and_reads(second, "Players at 320 px, offering the match in progress")
        second.set_viewport_size({"width": 390, "height": 844})

    def the_line_follows_the_score():
        tap(phone, "add-goal", "team-a")
        for page in [laptop, second]:
            expect(match_line(page)).to_contain_text(score(1, 0), timeout=LIVE_MS)

    def laptop_opens_it():
        tap(laptop, "open-match")
        title(laptop, "Gather in progress")
        expect(laptop.locator("#score-a")).to_have_text("1")
        expect(laptop.locator("#score-b")).to_have_text("0")
        tap(phone, "add-goal", "team-b")
        expect(laptop.locator("#score-b")).to_have_text("1", timeout=LIVE_MS)
        laptop.goto(URL.rstrip("/") + "/gather")
        title(laptop, "Gather in progress")
        expect(laptop.locator("#score-a")).to_have_text("1")
        expect(laptop.locator("#score-b")).to_have_text("1")

    def phone_ends_it_everywhere():
        tap(phone, "add-goal", "team-a")
        expect(laptop.locator("#score-a")).to_have_text("2", timeout=LIVE_MS)
        tap(phone, "end-gather")
        tap(phone, "dialog-yes")
        title(phone, "Players")
        expect(match_line(phone)).to_have_count(0)
        title(laptop, "Players")
        expect(laptop.get_by_role("alertdialog")).to_contain_text(
            re.compile(r"The match ended on another device: Team A 2\s:\s1 Team B"))
        shot(laptop, "ended-elsewhere")
        tap(laptop, "dialog-ok")
        expect(match_line(laptop)).to_have_count(0)
        expect(match_line(second)).to_have_count(0, timeout=LIVE_MS)

    def a_game_played_from_another_device():
        tap(phone, "games")
        title(phone, "Games")
        tap(phone, "new-game")
        title(phone, "New game")
        phone.locator("#field-place").press_sequentially("Hackney Marshes")
        tap(phone, "save")
        title(phone, "Games")
        upcoming = phone.locator("section.games", has=phone.locator("h2", has_text="Upcoming"))
        upcoming.locator('li.row [data-action="open"]').click()
        title(phone, "Game")
        for name in ["Ana", "Bruno"]:
            tap(phone, "move-in", within=row(phone, name))
            expect(phone.locator("section.game-people", has=phone.locator("h2", has_text=re.compile(r"^In \(")))
                   ).to_contain_text(name)
        tap(phone, "pick-teams")
        title(phone, "Confirm Players")
        tap(phone, "move-team-a", within=row(phone, "Ana"))
        tap(phone, "move-team-b", within=row(phone, "Bruno"))
        tap(phone, "start-gather")
        title(phone, "Gather in progress")
        expect(match_line(second)).to_contain_text(score(0, 0), timeout=OFFER_MS)
        tap(second, "open-match")
        title(second, "Gather in progress")
        tap(second, "add-goal", "team-a")
        expect(phone.locator("#score-a")).to_have_text("1", timeout=LIVE_MS)
        tap(second, "end-gather")
        tap(second, "dialog-yes")
        title(second, "Players")
        title(phone, "Game")
        expect(phone.get_by_role("alertdialog")).to_contain_text(
            re.compile(r"The match ended on another device: Team A 1\s:\s0 Team B"))
        tap(phone, "dialog-ok")
        expect(phone.locator(".facts")).to_contain_text(re.compile(r"Played: Team A 1\s:\s0 Team B"))
        shot(phone, "game-played")
        phone.go_back()
        title(phone, "Games")
        past = phone.locator("section.games", has=phone.locator("h2", has_text="Past"))
        expect(past).to_contain_text("Hackney Marshes")
        expect(phone.locator("section.games", has=phone.locator("h2", has_text="Upcoming"))).to_have_count(0)
        expect(match_line(laptop)).to_have_count(0)

    step("the phone registers and adds two players", phone_makes_a_roster)
    step("a laptop and a second phone log in to the same account and wait on the player list, no match shown",
         others_wait_on_the_list)
    step(f"the phone starts a match: within {OFFER_MS} ms both other pages offer it, 0:0, accessible, fitting 320 px",
         phone_starts_and_others_are_offered_it)
    step(f"a goal on the phone shows in both lines within {LIVE_MS} ms", the_line_follows_the_score)
    step("the laptop's Open shows the match where it stands, live, and a reload of /gather keeps it",
         laptop_opens_it)
    step("the phone ends the match: the laptop leaves it saying the result, the second phone's line goes",
         phone_ends_it_everywhere)
    step("a game for tomorrow played from the phone and ended on the second phone: the phone's match leaves for the "
         "game's page saying the result, which the page shows, and the game is listed under Past",
         a_game_played_from_another_device)

    browser.close()

finish()
