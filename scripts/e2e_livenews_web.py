"""Checks LiveNews's web app in Chromium at a phone's 390×844 viewport.

Usage: python3 scripts/e2e_livenews_web.py LIVENEWS_BINARY DATA_FOLDER SCREENSHOT_FOLDER
Serves RSS feeds on a loopback port of its own, then runs `livenews web --port 0` three times:
1. the bundled sample feed: the headlines with their notice, thumbnails (the pictures' https
   addresses answered by the test with generated images), descriptions, sources and ages; an article
   with its picture, author and description, whose Open article is a link to the story that opens in
   a new tab; Back;
2. two feeds, one of them failing: the other's headlines, the failing one named in a notice, and a
   picture that cannot load hidden rather than shown broken;
3. one feed that fails and then recovers: "Problem Fetching News", Close leaves the reason and
   Retry on the screen, and Retry (once the feed works) shows its headlines.
Every screen is checked with axe-core (no serious or critical violation), fits the width, has 44 px
tap targets and readable contrast. Screenshots (livenews-*.png) go to SCREENSHOT_FOLDER.

Every step prints PASS or FAIL; the run stops at the first failure. Any page error or JavaScript
dialog fails the run, as does a console error other than the refused picture of step 2. The last
line is "e2e-livenews-web: N passed, N failed".
"""

import http.server
import os
import re
import struct
import sys
import threading
import zlib

from e2e_browser import (LOW_CONTRAST_TEXT, NO_SIDEWAYS_SCROLL, SMALL_TAP_TARGETS, Run, accessible, tap,
                         title)
from playwright.sync_api import expect, sync_playwright

if len(sys.argv) != 4:
    print(__doc__.splitlines()[2])
    sys.exit(2)

BINARY, DATA, SHOTS = sys.argv[1], sys.argv[2], sys.argv[3]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
TIMEOUT_MS = 15_000
# A picture address that refuses at once: nothing listens on port 9 of this machine.
MISSING_PICTURE = "https://127.0.0.1:9/missing.jpg"

RUN = Run("e2e-livenews-web", BINARY, DATA, arguments=[])
step, finish = RUN.step, RUN.finish


def rss(title, items):
    entries = "".join(
        f"<item><title>{headline}</title><link>https://news.example/{slug}</link>"
        f"<description>{summary}</description><pubDate>Thu, 26 Nov 2026 08:00:00 GMT</pubDate>{extra}</item>"
        for headline, slug, summary, extra in items)
    return (f'<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/">'
            f"<channel><title>{title}</title>{entries}</channel></rss>").encode()


GOOD_FEED = rss("Loopback Times", [
    ("Harbour bridge reopens", "bridge", "Traffic flows again after a year of works.",
     f'<media:thumbnail url="{MISSING_PICTURE}"/>'),
    ("Allotments open to new members", "allotments", "Twelve plots are free this spring.", ""),
])
RECOVERED_FEED = rss("Flaky Gazette", [("Recovered story", "recovered", "The feed works again.", "")])
FLAKY = {"failing": True}
# Set while a page shows the picture that cannot load: the browser logs that refusal as an error.
REFUSED_PICTURE_SHOWN = {"now": False}


class Feeds(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        if self.path == "/good.xml":
            body, status = GOOD_FEED, 200
        elif self.path == "/flaky.xml" and not FLAKY["failing"]:
            body, status = RECOVERED_FEED, 200
        else:
            body, status = b"unavailable", 503
        self.send_response(status)
        self.send_header("Content-Type", "application/rss+xml")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *arguments):
        pass


def picture(hue):
    """A 96×72 PNG in one colour, standing in for a news picture."""
    red, green, blue = [(hue * k) % 200 + 40 for k in (3, 5, 7)]
    row = b"\x00" + bytes([red, green, blue]) * 96
    chunk = lambda kind, data: (struct.pack(">I", len(data)) + kind + data
                                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 96, 72, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(row * 72)) + chunk(b"IEND", b""))


def looks_right(page, screen):
    accessible(page, screen)
    assert page.evaluate(NO_SIDEWAYS_SCROLL), f"{screen} scrolls sideways"
    small = page.evaluate(SMALL_TAP_TARGETS)
    assert not small, f"{screen}: tap targets under 44 px: {small}"
    faint = page.evaluate(LOW_CONTRAST_TEXT)
    assert not faint, f"{screen}: text under 4.5:1 contrast: {faint}"


def shot(page, name):
    page.screenshot(path=os.path.join(SHOTS, f"livenews-{name}.png"))


feeds = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Feeds)
threading.Thread(target=feeds.serve_forever, daemon=True).start()
FEEDS = f"http://127.0.0.1:{feeds.server_address[1]}"
os.environ.pop("NEWS_API_KEY", None)

with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
    expect.set_options(timeout=TIMEOUT_MS)

    def new_page():
        context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=2,
                                      is_mobile=True, has_touch=True)
        # The sample feed's pictures live on https://example.com: answered here, offline.
        context.route("https://example.com/**", lambda route: route.fulfill(
            status=200, content_type="image/png", body=picture(sum(route.request.url.encode()))))
        page = context.new_page()
        page.set_default_timeout(TIMEOUT_MS)
        page.on("console", lambda message: RUN.problems.append(f"console error: {message.text}")
                if message.type == "error"
                and not (REFUSED_PICTURE_SHOWN["now"] and message.text.startswith("Failed to load resource"))
                else None)
        page.on("pageerror", lambda error: RUN.problems.append(f"page error: {error}"))
        page.on("dialog", lambda dialog: (RUN.problems.append(f"unexpected JavaScript dialog: {dialog.message}"),
                                          dialog.dismiss()))
        return page

    # --- 1. The bundled sample feed ---
    url = RUN.start_server()
    page = new_page()

    def sample_headlines():
        response = page.goto(url)
        policy = response.headers.get("content-security-policy", "")
        assert "img-src 'self' https:;" in policy, f"pictures are not allowed from https: {policy}"
        title(page, "Top Headlines")
        expect(page.locator(".notice").first).to_contain_text("bundled sample feed")
        rows = page.locator("li.row")
        expect(rows.first).to_be_visible()
        assert rows.count() >= 3, f"only {rows.count()} headlines"
        expect(page.locator(".row-summary").first).not_to_be_empty()
        expect(page.locator(".row-detail").first).to_contain_text("LiveNews Sample")
        thumbnail = page.locator("img.thumbnail").first
        expect(thumbnail).to_have_attribute("loading", "lazy")
        expect(thumbnail).to_have_attribute("alt", re.compile(r"\S"))
        page.wait_for_function("() => { const i = document.querySelector('img.thumbnail'); "
                               "return i && i.complete && i.naturalWidth > 0; }")
        looks_right(page, "the headlines")
        shot(page, "headlines")

    def article():
        page.locator("li.row").filter(has=page.locator("img.thumbnail")).first.locator("button").click()
        title(page, "Article")
        expect(page.locator("img.picture")).to_be_visible()
        expect(page.locator(".byline")).to_contain_text("By ")
        expect(page.locator(".description")).not_to_be_empty()
        link = page.locator("a.button.primary")
        expect(link).to_have_text("Open article")
        expect(link).to_have_attribute("href", re.compile(r"^https://"))
        expect(link).to_have_attribute("rel", "noopener noreferrer")
        expect(link).to_have_attribute("target", "_blank")
        looks_right(page, "an article")
        shot(page, "article")
        tap(page, "nav-back")
        title(page, "Top Headlines")

    step("the sample feed's headlines show thumbnails, descriptions, sources and ages", sample_headlines)
    step("an article shows its picture, author and description, and links to the story; Back returns", article)
    page.context.close()
    RUN.stop_server()

    # --- 2. Two feeds, one failing ---
    url = RUN.start_server(arguments=["--feed", f"{FEEDS}/good.xml", "--feed", f"{FEEDS}/flaky.xml"])
    page = new_page()
    REFUSED_PICTURE_SHOWN["now"] = True

    def one_feed_fails():
        page.goto(url)
        expect(page.locator("li.row").first).to_contain_text("Harbour bridge reopens")
        expect(page.locator(".notice.problem")).to_contain_text(f"{FEEDS}/flaky.xml")
        expect(page.get_by_role("alertdialog")).to_have_count(0)
        page.wait_for_function("() => { const i = document.querySelector('img.thumbnail'); "
                               "return i && i.hidden; }")
        looks_right(page, "headlines with a failing feed")

    step("with two feeds, one failing: the other's headlines, the failing one named, no broken picture",
         one_feed_fails)
    page.context.close()
    REFUSED_PICTURE_SHOWN["now"] = False
    RUN.stop_server()

    # --- 3. A feed that fails, then recovers ---
    url = RUN.start_server(arguments=["--feed", f"{FEEDS}/flaky.xml"])
    page = new_page()

    def failure_stays_after_close():
        page.goto(url)
        expect(page.locator("#dialog-title")).to_have_text("Problem Fetching News")
        tap(page, "dialog-no")
        expect(page.locator("#dialog-title")).to_have_count(0)
        expect(page.locator(".failure .problem")).to_contain_text("HTTP status 503")
        expect(page.locator(".failure .button.primary")).to_have_text("Retry")
        looks_right(page, "a failed fetch")

    def retry_after_recovery():
        FLAKY["failing"] = False
        # The server asks a failing source again after two seconds, however many tap Retry.
        page.wait_for_timeout(2200)
        page.locator(".failure .button.primary").click()
        expect(page.locator("li.row").first).to_contain_text("Recovered story")
        expect(page.locator(".failure")).to_have_count(0)

    step("a failed fetch asks to retry; Close leaves the reason and Retry on the screen", failure_stays_after_close)
    step("once the feed works again, Retry shows its headlines", retry_after_recovery)
    browser.close()

feeds.shutdown()
finish()
