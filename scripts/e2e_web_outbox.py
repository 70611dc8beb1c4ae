"""Nothing a person does on a phone is lost, in Chromium: the page's outbox on a bad connection.

Usage: python3 scripts/e2e_web_outbox.py FOOTBALLGATHER_BINARY DATA_FOLDER SCREENSHOT_FOLDER
Starts `footballgather web --port 0` with its data in DATA_FOLDER (TRUSTED_PROXIES=127.0.0.1, each
player's browser naming its own address in X-Forwarded-For). Then:
- ten players open a game's invite link one after another and type their name and tap In the
  instant the page shows the field: every answer carries its name, on the organiser's page too;
- the organiser's phone and laptop show one match; the phone goes offline for OFFLINE_S seconds and
  taps ten goals: the status line says "Offline: 10 taps waiting" and the score shows them at once,
  marked as not sent; back online, both devices show exactly ten more within RETURN_MS;
- offline, a reload of the phone shows the match it last showed (the service worker's shell and
  the page kept for the address), with the status line, not the browser's error page;
- the server is killed (SIGKILL) mid-match; five goals are tapped on the phone while it is down;
  restarted on the same data, both devices show exactly five more;
- offline for good, the laptop is tapped 1,005 times: its outbox keeps the newest 1,000 and the
  page says the 5 oldest were dropped.
Every step prints PASS or FAIL; the last line is "e2e-web-outbox: N passed, N failed".
"""

import os
import re
import signal
import sys
import time

from e2e_browser import Run, accessible, log_in, start_match, tap, title
from playwright.sync_api import expect, sync_playwright

BINARY, DATA, SHOTS = sys.argv[1], sys.argv[2], sys.argv[3]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
TIMEOUT_MS = 15_000
# How long the phone stays offline, and how soon after the network returns its taps must show.
OFFLINE_S = int(os.environ.get("OUTBOX_OFFLINE_SECONDS", "30"))
RETURN_MS = 3_000
PLAYERS = ["Ana", "Bruno", "Carla", "Dan", "Eve", "Femi", "Gus", "Hana", "Ivo", "Jon"]

RUN = Run("e2e-web-outbox", BINARY, DATA)
step, finish = RUN.step, RUN.finish
# While the network or the server is deliberately down, the browser logs each refused connection.
EXPECTED_WHILE_DOWN = ("ERR_INTERNET_DISCONNECTED", "ERR_CONNECTION_REFUSED", "WebSocket connection to",
                       "ERR_NETWORK_CHANGED", "ERR_CONNECTION_RESET", "ERR_EMPTY_RESPONSE")
down = {"now": False}

os.environ["TRUSTED_PROXIES"] = "127.0.0.1"
URL = RUN.start_server()
PORT = int(URL.rstrip("/").rsplit(":", 1)[1])
print(f"footballgather web is serving {URL}")


def shot(page, name):
    page.screenshot(path=os.path.join(SHOTS, f"outbox-{name}.png"), full_page=True)


def score(page, team):
    return int(page.locator(f"#score-{team}").inner_text())


with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
    expect.set_options(timeout=TIMEOUT_MS)

    def open_page(name, address="192.0.2.1", **options):
        context = browser.new_context(extra_http_headers={"X-Forwarded-For": address}, **options)
        page = context.new_page()
        page.set_default_timeout(TIMEOUT_MS)

        def on_console(message):
            expected = down["now"] and any(text in message.text for text in EXPECTED_WHILE_DOWN)
            if message.type == "error" and not expected:
                RUN.problems.append(f"{name}: console error: {message.text}")

        page.on("console", on_console)
        page.on("pageerror", lambda error: RUN.problems.append(f"{name}: page error: {error}"))
        return page

    phone_options = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
    phone = open_page("phone", **phone_options)
    laptop = open_page("laptop", viewport={"width": 1280, "height": 800})
    invite = {}

    def where_it_stands():
        for name, page in [("phone", phone), ("laptop", laptop)]:
            try:
                text = page.locator("body").inner_text(timeout=1_000).replace("\n", " | ")
                print(f"  {name} at {page.url}: {text[:300]}")
            except Exception as error:  # noqa: BLE001 - only describing a failure
                print(f"  {name}: unreadable ({type(error).__name__})")

    RUN.describe_failure = where_it_stands

    def organiser_creates_a_game():
        log_in(phone, URL, "outbox-organiser", "pitch-side-1", register=True)
        title(phone, "Players")
        tap(phone, "games")
        title(phone, "Games")
        tap(phone, "new-game")
        title(phone, "New game")
        phone.locator("#field-place").press_sequentially("Hackney Marshes")
        phone.fill("#field-capacity", str(len(PLAYERS)))
        tap(phone, "save")
        title(phone, "Games")
        phone.locator('li.row [data-action="open"]').click()
        title(phone, "Game")
        path = phone.locator("section.live-link a").get_attribute("href")
        assert path and re.fullmatch(r"/games/[A-Za-z0-9_-]{20,}", path), f"the invite path is {path!r}"
        invite["url"] = URL.rstrip("/") + path

    def players_answer_the_instant_the_page_shows():
        for index, name in enumerate(PLAYERS):
            player = open_page(name, f"192.0.2.{10 + index}", **phone_options)
            player.goto(invite["url"])
            field = player.locator("#field-name")
            field.wait_for(state="visible")
            field.fill(f"{name} Instant")
            tap(player, "answer-in")
            expect(player.locator(".invite-you")).to_have_text(f"You: {name} Instant — In")
            player.context.close()
        ins = phone.locator("section.game-people", has=phone.locator("h2", has_text=re.compile(r"^In \(")))
        expect(ins.locator(".row-title")).to_have_count(len(PLAYERS))
        shown = sorted(ins.locator(".row-title").all_inner_texts())
        assert shown == sorted(f"{name} Instant" for name in PLAYERS), f"the organiser's page shows in: {shown}"

    def match_on_two_devices():
        phone.goto(URL + "players")
        title(phone, "Players")
        start_match(phone, ["Kai", "Lena"])
        tap(phone, "add-goal", "team-a")
        expect(phone.locator("#score-a")).to_have_text("1")
        log_in(laptop, URL, "outbox-organiser", "pitch-side-1")
        title(laptop, "Players")
        tap(laptop, "open-match")
        title(laptop, "Gather in progress")
        expect(laptop.locator("#score-a")).to_have_text("1")

    def offline_taps_arrive_once():
        before_a, before_b = score(phone, "a"), score(laptop, "a")
        down["now"] = True
        phone.context.set_offline(True)
        expect(phone.locator("#connection")).to_have_text("Offline")
        for count in range(1, 11):
            tap(phone, "add-goal", "team-a")
            expect(phone.locator("#score-a")).to_have_text(str(before_a + count))
        expect(phone.locator("#connection")).to_have_text("Offline: 10 taps waiting")
        expect(phone.locator("#score-a")).to_have_class(re.compile(r"\bunsent\b"))
        shot(phone, "offline-taps-waiting")
        accessible(phone, "Gather, offline with taps waiting")
        # The laptop, online, has heard nothing.
        expect(laptop.locator("#score-a")).to_have_text(str(before_b))
        phone.wait_for_timeout(max(0, OFFLINE_S * 1000 - 3000))
        phone.context.set_offline(False)
        back = time.monotonic()
        expect(laptop.locator("#score-a")).to_have_text(str(before_b + 10), timeout=RETURN_MS)
        expect(phone.locator("#connection")).to_be_hidden(timeout=RETURN_MS)
        took = (time.monotonic() - back) * 1000
        down["now"] = False
        phone.wait_for_timeout(1000)
        assert score(phone, "a") == before_a + 10, f"the phone shows {score(phone, 'a')}"
        assert score(laptop, "a") == before_b + 10, f"the laptop shows {score(laptop, 'a')}"
        expect(phone.locator("#score-a")).not_to_have_class(re.compile(r"\bunsent\b"))
        print(f"  the ten taps showed on the laptop {took:.0f} ms after the network came back")

    def reload_offline_shows_the_match():
        expected = phone.locator("#score-a").inner_text()
        phone.wait_for_timeout(500)
        down["now"] = True
        phone.context.set_offline(True)
        phone.reload()
        title(phone, "Gather in progress")
        expect(phone.locator("#score-a")).to_have_text(expected)
        expect(phone.locator("#connection")).to_contain_text("Offline")
        tap(phone, "add-goal", "team-b")
        expect(phone.locator("#connection")).to_have_text("Offline: 1 tap waiting")
        shot(phone, "reloaded-offline")
        before = score(laptop, "b")
        phone.context.set_offline(False)
        expect(laptop.locator("#score-b")).to_have_text(str(before + 1), timeout=RETURN_MS)
        expect(phone.locator("#connection")).to_be_hidden(timeout=RETURN_MS)
        down["now"] = False

    def taps_while_the_server_is_killed():
        before_phone, before_laptop = score(phone, "b"), score(laptop, "b")
        down["now"] = True
        RUN.server.send_signal(signal.SIGKILL)
        RUN.server.wait(timeout=10)
        expect(phone.locator("#connection")).to_contain_text("Reconnecting")
        for count in range(1, 6):
            tap(phone, "add-goal", "team-b")
            expect(phone.locator("#score-b")).to_have_text(str(before_phone + count))
        expect(phone.locator("#connection")).to_have_text("Reconnecting: 5 taps waiting")
        RUN.start_server(PORT)
        # Both pages come back by themselves (a retry within 5 s) and open the match again.
        expect(laptop.locator("#score-b")).to_have_text(str(before_laptop + 5), timeout=2 * TIMEOUT_MS)
        expect(phone.locator("#connection")).to_be_hidden()
        down["now"] = False
        phone.wait_for_timeout(1500)
        title(phone, "Gather in progress")
        title(laptop, "Gather in progress")
        assert score(phone, "b") == before_phone + 5, f"the phone shows {score(phone, 'b')}"
        assert score(laptop, "b") == before_laptop + 5, f"the laptop shows {score(laptop, 'b')}"

    def pause_offline_arrives_once():
        tap(phone, "clock-action")  # Start, online
        expect(laptop.locator('[data-action="clock-action"]')).to_have_text("Pause")
        down["now"] = True
        phone.context.set_offline(True)
        expect(phone.locator("#connection")).to_contain_text("Offline")
        tap(phone, "clock-action")  # Pause, offline: it waits in the outbox
        expect(phone.locator("#connection")).to_have_text("Offline: 1 tap waiting")
        expect(laptop.locator("#clock-status")).to_have_text("")
        phone.context.set_offline(False)
        expect(laptop.locator("#clock-status")).to_have_text("Paused", timeout=RETURN_MS)
        expect(phone.locator("#connection")).to_be_hidden(timeout=RETURN_MS)
        down["now"] = False
        # Applied once: a second Pause would have resumed the clock.
        phone.wait_for_timeout(1000)
        for page in (phone, laptop):
            expect(page.locator("#clock-status")).to_have_text("Paused")
            expect(page.locator('[data-action="clock-action"]')).to_have_text("Resume")

    def outbox_is_bounded():
        # The laptop, offline for good, is tapped past its outbox's bound of 1,000 events.
        laptop.context.set_offline(True)
        expect(laptop.locator("#connection")).to_contain_text("Offline")
        laptop.evaluate("""() => {
          const plus = document.querySelector('[data-action="add-goal"][data-value="team-a"]');
          for (let i = 0; i < 1005; i++) plus.click();
        }""")
        expect(laptop.locator("#toast")).to_contain_text("the 5 oldest taps were dropped")
        kept = laptop.evaluate("JSON.parse(sessionStorage.getItem('viperkit-outbox')).length")
        assert kept == 1000, f"the outbox keeps {kept} events"
        expect(laptop.locator("#connection")).to_have_text("Offline: 1000 taps waiting")
        laptop.context.close()

    step("the organiser registers and makes a game for ten", organiser_creates_a_game)
    step("ten players type their name and tap In the instant the field shows: every answer carries its name",
         players_answer_the_instant_the_page_shows)
    step("the organiser's phone and laptop show one match", match_on_two_devices)
    step(f"offline for {OFFLINE_S} s, ten taps show at once and wait; back online, both devices show exactly ten more",
         offline_taps_arrive_once)
    step("a reload offline shows the match and the status line; its tap goes once the network is back",
         reload_offline_shows_the_match)
    step("the server killed mid-match, five taps while it is down: restarted, both devices show exactly five more",
         taps_while_the_server_is_killed)
    step("offline, a tap on Pause waits; back online, both devices say Paused, and the clock was paused once",
         pause_offline_arrives_once)
    step("offline, the outbox keeps the newest 1,000 events and says how many of the oldest were dropped",
         outbox_is_bounded)

    browser.close()

finish()
