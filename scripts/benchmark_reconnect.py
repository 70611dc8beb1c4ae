"""How soon a phone's queued taps are applied once its network comes back, in Chromium.

Usage: python3 scripts/benchmark_reconnect.py FOOTBALLGATHER_BINARY DATA_FOLDER [DROPS]
Starts `footballgather web --port 0` with its data in DATA_FOLDER, registers, adds two players and
starts a match on a phone-sized page. Then DROPS times (20 by default): the page goes offline
(Playwright's set_offline), three goals are tapped, a second passes, the network comes back; the
time from then to the server acknowledging the last of the three (the outbox in the tab's storage
empty again) is one figure. Prints each figure, then p50, p99 and the largest, in milliseconds,
and checks the score counted every tap exactly once.
"""

import os
import sys
import time

from e2e_browser import Run, log_in, start_match, tap, title
from playwright.sync_api import expect, sync_playwright

BINARY, DATA = sys.argv[1], sys.argv[2]
DROPS = int(sys.argv[3]) if len(sys.argv) > 3 else 20
TAPS = 3
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
EMPTY_OUTBOX = "() => (sessionStorage.getItem('viperkit-outbox') || '[]') === '[]'"

RUN = Run("benchmark-reconnect", BINARY, DATA)
URL = RUN.start_server()


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(15_000)
    log_in(page, URL, "reconnect-organiser", "pitch-side-1", register=True)
    title(page, "Players")
    start_match(page, ["Ana", "Bruno"])

    figures = []
    for drop in range(DROPS):
        context.set_offline(True)
        expect(page.locator("#connection")).to_contain_text("Offline")
        for _ in range(TAPS):
            tap(page, "add-goal", "team-a")
        page.wait_for_timeout(1000)
        context.set_offline(False)
        back = time.monotonic()
        page.wait_for_function(EMPTY_OUTBOX, polling=5, timeout=30_000)
        figures.append((time.monotonic() - back) * 1000)
        print(f"drop {drop + 1}: {figures[-1]:.0f} ms")
        page.wait_for_timeout(300)

    expected = min(99, DROPS * TAPS)
    expect(page.locator("#score-a")).to_have_text(str(expected))
    browser.close()

RUN.stop_server()
print(f"network back to the last of {TAPS} queued taps acknowledged, over {DROPS} drops: "
      f"p50 {percentile(figures, 0.5):.0f} ms, p99 {percentile(figures, 0.99):.0f} ms, max {max(figures):.0f} ms")
