"""One game answered from its invite link by twelve players, in Chromium: the organiser's phone and
twelve players' phones, each in its own browser context (its own storage, its own address).

Usage: python3 scripts/e2e_web_invite.py FOOTBALLGATHER_BINARY DATA_FOLDER SCREENSHOT_FOLDER
Starts `footballgather web --port 0` with its data in DATA_FOLDER (TRUSTED_PROXIES=127.0.0.1, and
each browser names its own address in X-Forwarded-For, as twelve phones behind a proxy would: the
server takes ten answers a minute from one address). The organiser registers, adds three players,
creates a game for 10 on Games and reads its invite link on the game's screen. Twelve players open
the link; three pick their names from the names offered, nine type theirs (guests), and all answer
In in turn: ten are in and two wait, numbers 1 and 2, on the organiser's page and on every player's
page. A new tab of a waiting guest's browser knows who answered there. Then one who is in answers
Out: the first waiting is moved in and the second becomes number 1, on all thirteen open pages
within LIVE_MS of the answer and without a reload; the one moved in still shows as In after a
reload and in a new tab. The invite page and the game's screen are checked at 320 px, light and
dark (axe-core, nothing sideways, tap targets, contrast). Screenshots go to SCREENSHOT_FOLDER
(invite-*.png; invite-phone-player.png and invite-phone-game.png are the README's pictures). Every
step prints PASS or FAIL, and the run prints how long it took; the last line is
"e2e-web-invite: N passed, N failed".
"""

import os
import re
import sys
import time

from e2e_browser import Run, fits_and_reads, tap, title
from playwright.sync_api import expect, sync_playwright

BINARY, DATA, SHOTS = sys.argv[1], sys.argv[2], sys.argv[3]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
TIMEOUT_MS = 15_000
# How soon an answer on one page must show on every other open page.
LIVE_MS = 3_000
CAPACITY = 10
ORGANISER_TIME_ZONE = "Europe/London"
# The organiser's players, who pick their names on the invite page.
ROSTER = ["Ana", "Bruno", "Carla"]
# The players in the order they answer In; the names past the roster's are typed (guests).
PLAYERS = ROSTER + ["Dan", "Eve", "Femi", "Gus", "Hana", "Ivo", "Jon", "Kit", "Lou"]
# Who answers Out once the game is full: in, and not the first to answer.
LEAVER = "Eve"
FIRST_WAITING, SECOND_WAITING = PLAYERS[CAPACITY], PLAYERS[CAPACITY + 1]
# The player whose phone makes the README's picture (390×844 at twice the pixels).
PICTURED = SECOND_WAITING

RUN = Run("e2e-web-invite", BINARY, DATA)
problems = RUN.problems
step, finish = RUN.step, RUN.finish
started = time.monotonic()


def shot(page, name, full_page=True):
    page.screenshot(path=os.path.join(SHOTS, f"invite-{name}.png"), full_page=full_page)


def group(page, heading):
    """The section of the people under `heading` (a regular expression for its h2)."""
    return page.locator("section.game-people", has=page.locator("h2", has_text=re.compile(heading)))


IN_HEADING = r"^In \("
WAITING_HEADING = r"^Waiting$"
OUT_HEADING = r"^Out$"

# The server believes X-Forwarded-For from the browsers' loopback address only.
os.environ["TRUSTED_PROXIES"] = "127.0.0.1"
URL = RUN.start_server()
print(f"footballgather web is serving {URL}")

with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
    expect.set_options(timeout=TIMEOUT_MS)

    def open_page(name, address, **options):
        return RUN.open_page(browser, name, TIMEOUT_MS, extra_http_headers={"X-Forwarded-For": address}, **options)

    phone = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True,
             "has_touch": True}
    small_phone = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True}
    # The organiser's phone is in London: a new game starts in the browser's time zone, not the server's.
    organiser = open_page("organiser", "192.0.2.1", timezone_id=ORGANISER_TIME_ZONE, **phone)
    players = {name: open_page(name, f"192.0.2.{10 + index}", **(phone if name == PICTURED else small_phone))
               for index, name in enumerate(PLAYERS)}
    pages = {"organiser": organiser, **players}
    invite = {}

    def where_it_stands():
        for name, page in pages.items():
            try:
                text = page.locator("#app").inner_text(timeout=1_000).replace("\n", " | ")
                print(f"  {name} at {page.url}: {text[:400]}")
            except Exception as error:  # noqa: BLE001 - only describing a failure
                print(f"  {name}: unreadable ({type(error).__name__})")

    RUN.describe_failure = where_it_stands

    def organiser_creates_a_game():
        organiser.goto(URL)
        title(organiser, "Log in")
        organiser.fill("#field-username", "invite-organiser")
        organiser.fill("#field-password", "pitch-side-1")
        tap(organiser, "register")
        title(organiser, "Players")
        for name in ROSTER:
            tap(organiser, "add")
            title(organiser, "Add Player")
            organiser.locator("#field-name").press_sequentially(name)
            organiser.locator("#field-name").press("Enter")
            title(organiser, "Players")
        tap(organiser, "games")
        title(organiser, "Games")
        tap(organiser, "new-game")
        title(organiser, "New game")
        expect(organiser.locator("#field-time-zone")).to_have_value(ORGANISER_TIME_ZONE)
        organiser.locator("#field-place").press_sequentially("Hackney Marshes")
        organiser.fill("#field-capacity", str(CAPACITY))
        tap(organiser, "save")
        title(organiser, "Games")
        expect(organiser.locator("li.row")).to_have_count(1)
        organiser.locator('li.row [data-action="open"]').click()
        title(organiser, "Game")
        expect(organiser.locator(".game-detail")).to_contain_text("Hackney Marshes")
        expect(organiser.locator(".facts")).to_contain_text(f"Players: {CAPACITY}")
        expect(organiser.locator(".facts")).to_contain_text(f"Time zone: {ORGANISER_TIME_ZONE}")
        expect(group(organiser, r"^Not answered$").locator(".row-title")).to_have_text(ROSTER)
        path = organiser.locator('section.live-link a').get_attribute("href")
        assert path and re.fullmatch(r"/games/[A-Za-z0-9_-]{20,}", path), f"the invite path is {path!r}"
        invite["url"] = URL.rstrip("/") + path

    def players_open_the_link():
        for name, page in players.items():
            page.goto(invite["url"])
        for name, page in players.items():
            title(page, "Football")
            expect(page.locator(".game-detail")).to_contain_text("Hackney Marshes")
            expect(page.locator('[data-action="pick"]')).to_have_text(ROSTER)
            expect(page.locator("#field-name")).to_be_visible()
        calendar = players[PICTURED].locator("a.calendar-link")
        expect(calendar).to_have_text("Add to calendar")
        answer = players[PICTURED].request.get(URL.rstrip("/") + calendar.get_attribute("href"))
        assert answer.status == 200 and "BEGIN:VEVENT" in answer.text(), f"the calendar link answers {answer.status}"
        assert "Hackney Marshes" in answer.text(), "the calendar event names the place"
        shot(players[PICTURED], "player-first-look")

    def players_answer_in_turn():
        for index, name in enumerate(PLAYERS):
            page = players[name]
            # The page has heard every earlier answer (a list that shifts under a tap moves the names).
            if index:
                expect(group(page, IN_HEADING).locator("li.row")).to_have_count(min(index, CAPACITY))
            if name in ROSTER:
                tap(page, "pick", name)
                expect(page.locator("#field-name")).to_have_value(name)
            else:
                page.fill("#field-name", name)
            tap(page, "answer-in")
            confirmation = page.locator(".invite-confirmation")
            if index < CAPACITY:
                expect(confirmation).to_have_text("You are in.")
                expect(page.locator(".invite-you")).to_have_text(f"You: {name} — In")
            else:
                position = index - CAPACITY + 1
                expect(confirmation).to_have_text(
                    f"The game is full: you are number {position} on the waiting list.")
                expect(page.locator(".invite-you")).to_have_text(f"You: {name} — Waiting (number {position})")
            expect(page.locator("#field-name")).to_have_count(0)

    def every_page_shows(ins, waiting, outs, since):
        """Each open page (organiser's and players') shows `ins` in, `waiting` numbered and `outs`
        out, within LIVE_MS of `since`; returns how long the slowest took."""
        deadline = since + LIVE_MS / 1000
        numbered = [f"{position}. {name}" for position, name in enumerate(waiting, start=1)]
        for name, page in pages.items():
            cell = ".row-title" if page is organiser else "li.row"
            checks = [(IN_HEADING, f"In ({len(ins)} of {CAPACITY})", sorted(ins)),
                      (WAITING_HEADING, "Waiting", numbered), (OUT_HEADING, "Out", outs)]
            for heading, heading_text, names in checks:
                section = group(page, heading)
                remaining = max(1, int((deadline - time.monotonic()) * 1000))
                if not names:
                    expect(section).to_have_count(0, timeout=remaining)
                    continue
                expect(section.locator("h2")).to_have_text(heading_text, timeout=remaining)
                rows = section.locator(cell)
                if heading == IN_HEADING:
                    # Who is in, in any order: the count alone says nothing when one leaves and one comes in.
                    while (shown := sorted(rows.all_inner_texts())) != names and time.monotonic() < deadline:
                        time.sleep(0.05)
                    assert shown == names, f"{name}'s page shows in: {shown}"
                else:
                    expect(rows).to_have_text(names, timeout=remaining)
        return time.monotonic() - since

    def full_game_shows_everywhere():
        took = every_page_shows(PLAYERS[:CAPACITY], [FIRST_WAITING, SECOND_WAITING], [], time.monotonic())
        print(f"  all 13 pages agree ({took * 1000:.0f} ms after the last answer was confirmed)")
        expect(group(organiser, r"^Not answered$")).to_have_count(0)
        for name in PLAYERS[len(ROSTER):]:
            row = group(organiser, r"^(In \(|Waiting$)").locator("li.row", has=organiser.locator(
                ".row-title", has_text=re.compile(rf"^(\d+\. )?{name}$")))
            expect(row.locator(".row-detail")).to_have_text("Guest")
        shot(organiser, "organiser-full")
        shot(players[PICTURED], "player-waiting")

    def new_tab_remembers(name, standing):
        """A new tab of `name`'s browser opens the link knowing who answered there (no name asked)."""
        tab = open_tab(name)
        title(tab, "Football")
        expect(tab.locator(".invite-you")).to_have_text(f"You: {name} — {standing}")
        expect(tab.locator("#field-name")).to_have_count(0)
        expect(tab.locator('[data-action="answer-in"]')).to_have_accessible_name(f"Answer In as {name}")
        expect(tab.locator('[data-action="change-name"]')).to_have_text(f"Not {name}?")
        return tab

    def open_tab(name):
        tab = players[name].context.new_page()
        tab.set_default_timeout(TIMEOUT_MS)
        tab.on("console", lambda message: problems.append(f"{name}'s new tab: console error: {message.text}")
               if message.type == "error" else None)
        tab.on("pageerror", lambda error: problems.append(f"{name}'s new tab: page error: {error}"))
        tab.goto(invite["url"])
        return tab

    def guest_tab_and_picture():
        # The README's picture, scrolled to the waiting list's end: In, Maybe, Out, then who is in and who waits (a new
        # tab shows no confirmation, so the answers and both lists fit one phone screen).
        tab = new_tab_remembers(PICTURED, "Waiting (number 2)")
        expect(group(tab, WAITING_HEADING).locator("li.row")).to_have_text([f"1. {FIRST_WAITING}", f"2. {PICTURED}"])
        group(tab, WAITING_HEADING).evaluate(
            "waiting => window.scrollTo(0, waiting.getBoundingClientRect().bottom + window.scrollY - window.innerHeight)")
        shot(tab, "phone-player", full_page=False)
        tab.close()

    def leaver_frees_a_place():
        page = players[LEAVER]
        expect(page.locator('[data-action="answer-out"]')).to_have_accessible_name(f"Answer Out as {LEAVER}")
        since = time.monotonic()
        tap(page, "answer-out")
        ins = [name for name in PLAYERS[:CAPACITY + 1] if name != LEAVER]
        took = every_page_shows(ins, [SECOND_WAITING], [LEAVER], since)
        print(f"  all 13 pages show {FIRST_WAITING} moved in within {took * 1000:.0f} ms, without a reload")
        expect(page.locator(".invite-confirmation")).to_have_text("You answered Out.")
        expect(players[FIRST_WAITING].locator(".invite-you")).to_have_text(f"You: {FIRST_WAITING} — In")
        expect(players[SECOND_WAITING].locator(".invite-you")).to_have_text(
            f"You: {SECOND_WAITING} — Waiting (number 1)")

    def reloaded_page_remembers():
        page = players[FIRST_WAITING]
        page.reload()
        title(page, "Football")
        expect(page.locator(".invite-you")).to_have_text(f"You: {FIRST_WAITING} — In")
        expect(page.locator("#field-name")).to_have_count(0)
        new_tab_remembers(FIRST_WAITING, "In").close()

    def pictures_for_the_readme():
        organiser.evaluate("window.scrollTo(0, 0)")
        shot(organiser, "phone-game", full_page=False)

    def narrow_light_and_dark():
        for name, page in [("the invite page", players[PICTURED]), ("the game's screen", organiser)]:
            page.set_viewport_size({"width": 320, "height": 640})
            for scheme in ["light", "dark"]:
                page.emulate_media(color_scheme=scheme)
                screen = f"{name} at 320 px ({scheme})"
                fits_and_reads(page, screen)
                shot(page, f"{'player' if page is not organiser else 'organiser'}-{scheme}-320")
            page.emulate_media(color_scheme="light")
            page.set_viewport_size(phone["viewport"])

    def pick_teams():
        """Pick teams opens Confirm Players with everyone in (guests too) on the bench, in answer order;
        Back returns to the game."""
        ins = [name for name in PLAYERS[:CAPACITY + 1] if name != LEAVER]
        tap(organiser, "pick-teams")
        title(organiser, "Confirm Players")
        bench = organiser.locator("section.team-section", has=organiser.locator("h2", has_text=re.compile(r"^Bench")))
        expect(bench.locator(".row-title")).to_have_text(ins)
        expect(organiser.locator('[data-action="balance"]')).to_be_enabled()
        organiser.go_back()
        title(organiser, "Game")

    step(f"the organiser registers, adds {len(ROSTER)} players, creates a game for {CAPACITY} in the browser's "
         f"time zone ({ORGANISER_TIME_ZONE}) and reads its invite link", organiser_creates_a_game)
    step(f"{len(PLAYERS)} players open the link in their own browsers: the game, its calendar file, and the roster's "
         "names offered",
         players_open_the_link)
    step(f"{len(PLAYERS)} players answer In in turn ({len(ROSTER)} pick their names, the rest type theirs): "
         f"{CAPACITY} in, then numbers 1 and 2 on the waiting list", players_answer_in_turn)
    step(f"every open page shows {CAPACITY} in and {FIRST_WAITING}, {SECOND_WAITING} waiting within {LIVE_MS} ms, "
         "guests marked on the organiser's", full_game_shows_everywhere)
    step(f"a new tab of {PICTURED}'s browser (a guest) knows who answered there, waiting number 2",
         guest_tab_and_picture)
    step(f"{LEAVER} answers Out: {FIRST_WAITING} is moved in and {SECOND_WAITING} becomes number 1 on all 13 "
         f"pages within {LIVE_MS} ms, without a reload", leaver_frees_a_place)
    step(f"{FIRST_WAITING}'s page reloaded, and a new tab of that browser, still know who answered there",
         reloaded_page_remembers)
    step("the organiser's game on a phone, for the README", pictures_for_the_readme)
    step("the invite page and the game's screen at 320 px, light and dark: nothing sideways, tap targets, "
         "contrast, axe-core", narrow_light_and_dark)
    step(f"Pick teams opens Confirm Players with the {CAPACITY} who are in, guests too, in the order they answered",
         pick_teams)

    browser.close()

print(f"e2e-web-invite took {time.monotonic() - started:.1f} s")
finish()
