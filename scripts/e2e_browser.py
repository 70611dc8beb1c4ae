"""What the browser end-to-end scripts share: an app's `web` command started and stopped, steps
that print PASS or FAIL and stop the run at the first failure, and the checks every screen gets
(axe-core, nothing sideways, tap targets, contrast). Importing it runs nothing."""

import os
import re
import signal
import subprocess
import sys
import time

from playwright.sync_api import Error, expect


class Run:
    """One script's run: its server, its steps and the problems the pages reported."""

    def __init__(self, name, binary, data, arguments=None):
        self.name = name
        self.binary = binary
        self.data = data
        # What follows `web --port N` (Football Gather's data folder by default).
        self.arguments = ["--data-dir", data] if arguments is None else arguments
        self.passed = 0
        # Console errors, page errors and dialogs the pages reported; any of them fails the run.
        self.problems = []
        self.server = None
        # Called when a step fails, to say more about the page (where it stands, a screenshot).
        self.describe_failure = lambda: None

    def open_page(self, browser, name, timeout_ms, **options):
        """A page in a new context of `browser` (a browser of its own, made with `options`) whose
        console errors, page errors and JavaScript dialogs count as the run's problems, named `name`."""
        page = browser.new_context(**options).new_page()
        page.set_default_timeout(timeout_ms)
        page.on("console", lambda message: self.problems.append(f"{name}: console error: {message.text}")
                if message.type == "error" else None)
        page.on("pageerror", lambda error: self.problems.append(f"{name}: page error: {error}"))
        page.on("dialog", lambda dialog: (self.problems.append(f"{name}: unexpected dialog: {dialog.message}"),
                                          dialog.dismiss()))
        return page

    def start_server(self, port=0, arguments=None):
        """Starts `<binary> web` (with `arguments`, else the run's) and returns the address it prints."""
        environment = dict(os.environ, LLVM_PROFILE_FILE=os.path.join(self.data, "profile-%p.profraw"))
        self.server = subprocess.Popen(
            [self.binary, "web", "--port", str(port)] + (self.arguments if arguments is None else arguments),
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=environment)
        deadline = time.monotonic() + 60
        output = ""
        while time.monotonic() < deadline:
            line = self.server.stdout.readline()
            if not line:
                break
            output += line
            match = re.search(r"http://127\.0\.0\.1:\d+/", line)
            if match:
                return match.group(0)
        print(f"FAIL: {os.path.basename(self.binary)} web did not print its address:\n{output}")
        self.finish(failed=1)

    def stop_server(self):
        if self.server and self.server.poll() is None:
            self.server.send_signal(signal.SIGINT)
            try:
                self.server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.server.kill()

    def step(self, name, action):
        """Runs one step; prints PASS or FAIL and stops the run at its first failure or reported problem."""
        try:
            action()
        except (AssertionError, Error) as error:
            lines = str(error).splitlines() or [type(error).__name__]
            detail = [line for line in lines[:4] if line.strip() and not line.startswith("Call log")]
            print(f"FAIL: {name}\n  " + "\n  ".join(detail))
            self.describe_failure()
            self.finish(failed=1)
        if self.problems:
            print(f"FAIL: {name}")
            self.finish()
        self.passed += 1
        print(f"PASS: {name}")

    def finish(self, failed=0):
        """Prints the problems and the tally, stops the server and exits: 1 when anything failed."""
        failed += len(self.problems)
        for problem in self.problems:
            print(f"FAIL: {problem}")
        print(f"{self.name}: {self.passed} passed, {failed} failed")
        self.stop_server()
        sys.exit(1 if failed else 0)


def tap(page, action, value=None, within=None):
    selector = f'[data-action="{action}"]' + (f'[data-value="{value}"]' if value else "")
    (within or page).locator(selector).first.click()


def title(page, text):
    expect(page.locator("header.bar h1")).to_have_text(text)


def row(page, name):
    """The list row whose title is `name`."""
    return page.locator("li.row", has=page.locator(".row-title", has_text=name)).first


def log_in(page, url, username, password, register=False):
    """Opens `url` signed out and logs in (or registers) as `username`."""
    page.goto(url)
    title(page, "Log in")
    page.fill("#field-username", username)
    page.fill("#field-password", password)
    tap(page, "register" if register else "login")


def start_match(page, players):
    """From the player list: adds `players` (two), puts the first in Team A and the second in Team B
    and starts the gather."""
    for name in players:
        tap(page, "add")
        title(page, "Add Player")
        page.locator("#field-name").press_sequentially(name)
        page.locator("#field-name").press("Enter")
        title(page, "Players")
    tap(page, "select")
    for name in players:
        tap(page, "tick", within=row(page, name))
    tap(page, "confirm")
    tap(page, "move-team-a", within=row(page, players[0]))
    tap(page, "move-team-b", within=row(page, players[1]))
    tap(page, "start-gather")
    title(page, "Gather in progress")


AXE = None


def accessible(page, screen):
    """axe-core finds no serious or critical violation on the screen as it is now."""
    global AXE
    if AXE is None:
        from axe_playwright_python.sync_playwright import Axe
        AXE = Axe()
    results = AXE.run(page).response
    assert results["passes"], f"{screen}: axe-core ran no check"
    violations = results["violations"]
    serious = [f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
               for v in violations if v["impact"] in ("serious", "critical")]
    assert not serious, f"{screen}: accessibility violations: {serious}"


# Whether the page fits the viewport's width (nothing to scroll sideways).
NO_SIDEWAYS_SCROLL = "() => document.documentElement.scrollWidth <= window.innerWidth"

# Visible controls smaller than 44x44 CSS px (a checkbox counts by its label, which takes the tap).
SMALL_TAP_TARGETS = """() => [...document.querySelectorAll('#app button, #app input, #app a, #app label')]
  .filter(e => e.offsetParent !== null && !(e.type === 'checkbox'))
  .map(e => ({ name: (e.textContent || e.name || '').trim().slice(0, 30), box: e.getBoundingClientRect() }))
  .filter(t => t.box.width < 44 || t.box.height < 44)
  .map(t => `${t.name} ${Math.round(t.box.width)}x${Math.round(t.box.height)}`)"""

# Visible text, outside disabled controls, whose colour has less than 4.5:1 contrast (WCAG) with the
# first opaque background behind it.
LOW_CONTRAST_TEXT = """() => {
  const channels = c => c.match(/[\\d.]+/g).map(Number);
  const luminance = ([r, g, b]) => {
    const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const background = element => {
    for (let e = element; e; e = e.parentElement) {
      const c = channels(getComputedStyle(e).backgroundColor);
      if (c.length < 4 || c[3] > 0) return c.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const faint = [];
  for (const e of document.querySelectorAll('#app *')) {
    if (e.offsetParent === null || e.closest('button:disabled')) continue;
    if (![...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())) continue;
    const a = luminance(channels(getComputedStyle(e).color).slice(0, 3)), b = luminance(background(e));
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (ratio < 4.5) faint.push(`${e.textContent.trim().slice(0, 30)} ${ratio.toFixed(2)}`);
  }
  return faint;
}"""


def fits_and_reads(page, screen):
    """At the page's viewport, nothing scrolls sideways, every tap target is 44 px or more, every text
    keeps 4.5:1 contrast and axe-core finds no serious violation."""
    assert page.evaluate(NO_SIDEWAYS_SCROLL), f"{screen} scrolls sideways"
    small = page.evaluate(SMALL_TAP_TARGETS)
    assert not small, f"{screen}: tap targets under 44x44 px: {small}"
    faint = page.evaluate(LOW_CONTRAST_TEXT)
    assert not faint, f"{screen}: text under 4.5:1 against its background: {faint}"
    accessible(page, screen)
