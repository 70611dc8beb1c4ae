"""Three browsers on one match, in Chromium: an organiser's phone, the same organiser's laptop, and
a friend's phone with no account watching through the live link.

Usage: python3 scripts/e2e_web_live.py FOOTBALLGATHER_BINARY DATA_FOLDER SCREENSHOT_FOLDER
Starts `footballgather web --port 0` with its data in DATA_FOLDER. The phone registers, adds two
players and starts a gather; the laptop logs in to the same account and opens it from the player
list's line about the match in progress; a goal on either shows on the other. The phone shares the live link (Send live link copies the page's whole
address); the friend opens it at 320 px, light then dark, checked by axe-core, and sees each goal
and the clock started on the laptop. Stopping the link closes the friend's page with a sentence,
also after a reload. Each change must show on the other pages within LIVE_MS. Every step prints
PASS or FAIL; the last line is "e2e-web-live: N passed, N failed".
"""

import os
import sys

from e2e_browser import Run, accessible, fits_and_reads, tap, title
from playwright.sync_api import expect, sync_playwright

BINARY, DATA, SHOTS = sys.argv[1], sys.argv[2], sys.argv[3]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
TIMEOUT_MS = 15_000
# How soon a change made on one page must show on another.
LIVE_MS = 1_000

RUN = Run("e2e-web-live", BINARY, DATA)
problems = RUN.problems
step, finish = RUN.step, RUN.finish


def shot(page, name):
    page.screenshot(path=os.path.join(SHOTS, f"live-{name}.png"), full_page=True)


def row(page, name):
    return page.locator("li.row", has=page.locator(".row-title", has_text=name)).first


URL = RUN.start_server()
print(f"footballgather web is serving {URL}")

with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
    expect.set_options(timeout=TIMEOUT_MS)

    def open_page(name, **options):
        return RUN.open_page(browser, name, TIMEOUT_MS, **options)

    phone = open_page("phone", viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                      permissions=["clipboard-read", "clipboard-write"])
    laptop = open_page("laptop", viewport={"width": 1280, "height": 800})
    friend = open_page("friend", viewport={"width": 320, "height": 640}, is_mobile=True, has_touch=True)
    watch_url = {}

    def phone_starts_a_match():
        phone.goto(URL)
        title(phone, "Log in")
        phone.fill("#field-username", "live-organiser")
        phone.fill("#field-password", "pitch-side-1")
        tap(phone, "register")
        title(phone, "Players")
        for name in ["Ana", "Bruno"]:
            tap(phone, "add")
            title(phone, "Add Player")
            phone.locator("#field-name").press_sequentially(name)
            phone.locator("#field-name").press("Enter")
            title(phone, "Players")
        tap(phone, "select")
        for name in ["Ana", "Bruno"]:
            tap(phone, "tick", within=row(phone, name))
        tap(phone, "confirm")
        title(phone, "Confirm Players")
        tap(phone, "move-team-a", within=row(phone, "Ana"))
        tap(phone, "move-team-b", within=row(phone, "Bruno"))
        tap(phone, "start-gather")
        title(phone, "Gather in progress")
        tap(phone, "add-goal", "team-a")
        expect(phone.locator("#score-a")).to_have_text("1")

    def laptop_resumes_it():
        laptop.goto(URL)
        title(laptop, "Log in")
        laptop.fill("#field-username", "live-organiser")
        laptop.fill("#field-password", "pitch-side-1")
        tap(laptop, "login")
        title(laptop, "Players")
        expect(laptop.locator(".match-line")).to_contain_text("Match in progress")
        expect(laptop.get_by_role("alertdialog")).to_have_count(0)
        tap(laptop, "open-match")
        title(laptop, "Gather in progress")
        expect(laptop.locator("#score-a")).to_have_text("1")

    def goals_cross():
        tap(laptop, "add-goal", "team-b")
        expect(phone.locator("#score-b")).to_have_text("1", timeout=LIVE_MS)
        tap(phone, "add-goal", "team-a")
        expect(laptop.locator("#score-a")).to_have_text("2", timeout=LIVE_MS)

    def phone_shares_the_link():
        tap(phone, "share-live-link")
        send = phone.locator('[data-action="send-live-link"]')
        expect(send).to_be_visible()
        path = send.get_attribute("data-share-url")
        assert path and path.startswith("/watch/") and len(path) == len("/watch/") + 43, path
        watch_url["url"] = URL.rstrip("/") + path
        send.click()
        expect(phone.locator("#toast")).to_contain_text(watch_url["url"])
        copied = phone.evaluate("navigator.clipboard.readText()")
        assert copied == watch_url["url"], f"the clipboard holds {copied!r}"
        shot(phone, "organiser-sharing")
        accessible(phone, "Gather, sharing a live link")
        expect(laptop.locator('[data-action="send-live-link"]')).to_have_count(0)

    def friend_watches():
        friend.goto(watch_url["url"])
        title(friend, "Live match")
        expect(friend.locator("#score-a")).to_have_text("2")
        expect(friend.locator("#score-b")).to_have_text("1")
        expect(friend.locator(".team")).to_contain_text(["Ana", "Bruno"])
        expect(friend.locator('[data-action="add-goal"]')).to_have_count(0)
        for scheme in ["light", "dark"]:
            friend.emulate_media(color_scheme=scheme)
            fits_and_reads(friend, f"the live page at 320 px ({scheme})")
            shot(friend, f"watch-{scheme}-320")
        friend.emulate_media(color_scheme="light")

    def friend_follows_goals_and_the_clock():
        tap(phone, "add-goal", "team-b")
        expect(friend.locator("#score-b")).to_have_text("2", timeout=LIVE_MS)
        tap(laptop, "clock-action")
        expect(friend.locator(".watch-status")).to_have_text("Live", timeout=LIVE_MS)
        first = friend.locator("#clock").inner_text()
        expect(friend.locator("#clock")).not_to_have_text(first, timeout=3_000)

    def stopping_closes_the_friend_page():
        tap(phone, "stop-live-link")
        expect(phone.get_by_role("alertdialog")).to_contain_text("Everyone watching is told")
        tap(phone, "dialog-yes")
        expect(friend.locator(".notice")).to_have_text("The organiser stopped sharing this match.", timeout=LIVE_MS)
        # The last score seen stays, its clock stopped.
        expect(friend.locator("#score-a")).to_have_text("2")
        expect(friend.locator("#score-b")).to_have_text("2")
        expect(friend.locator(".watch-status")).to_have_text("Last score seen")
        expect(friend.locator("#clock")).to_have_count(0)
        expect(phone.locator('[data-action="share-live-link"]')).to_be_visible()
        friend.reload()
        expect(friend.locator(".notice")).to_have_text("The organiser stopped sharing this match.")
        accessible(friend, "the live page, stopped")
        shot(friend, "watch-stopped")

    step("the phone registers, adds two players and starts a match, 1:0", phone_starts_a_match)
    step("the laptop logs in to the same account and opens the match in progress", laptop_resumes_it)
    step(f"a goal on either organiser's page shows on the other within {LIVE_MS} ms", goals_cross)
    step("the phone shares the live link; Send live link copies the page's whole address", phone_shares_the_link)
    step("a friend with no account opens it at 320 px: the teams and the score, light and dark, accessible",
         friend_watches)
    step(f"the friend sees a goal and the clock started on the laptop within {LIVE_MS} ms, the clock counting",
         friend_follows_goals_and_the_clock)
    step("stopping the link asks first, then closes the friend's page with a sentence, also after a reload",
         stopping_closes_the_friend_page)

    browser.close()

finish()
