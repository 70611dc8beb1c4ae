"""Checks Currency Converter's web app in Chromium at a phone's 390×844 viewport.

Usage: python3 scripts/e2e_currency_converter_web.py CURRENCY_CONVERTER_BINARY DATA_FOLDER SCREENSHOT_FOLDER
Starts `currency-converter web --port 0` with the bundled rates and its data in DATA_FOLDER, then:
the converter opens on its saved defaults with the rate and "Rates as of 2 January 2025"; typing an
amount converts it by the rate shown; Swap converts the other way; Clear empties the amount; the To
currency is picked by searching its name ("yen"); a reload finds it all as it was; About shows the
rates source as a link that opens in a new tab, and Back returns. Every screen is checked with axe-core
(no serious or critical violation), fits the width, has 44 px tap targets and readable contrast.
Screenshots (currency-converter-*.png) go to SCREENSHOT_FOLDER.

Every step prints PASS or FAIL; the run stops at the first failure. Any console error, page error
or JavaScript dialog fails the run. The last line is "e2e-currency-converter-web: N passed, N failed".
"""

import os
import re
import sys
from decimal import Decimal

from e2e_browser import (LOW_CONTRAST_TEXT, NO_SIDEWAYS_SCROLL, SMALL_TAP_TARGETS, Run, accessible, tap,
                         title)
from playwright.sync_api import expect, sync_playwright

if len(sys.argv) != 4:
    print(__doc__.splitlines()[2])
    sys.exit(2)

BINARY, DATA, SHOTS = sys.argv[1], sys.argv[2], sys.argv[3]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
TIMEOUT_MS = 15_000

RUN = Run("e2e-currency-converter-web", BINARY, DATA)
step, finish = RUN.step, RUN.finish


def shot(page, name):
    page.screenshot(path=os.path.join(SHOTS, f"currency-converter-{name}.png"))


def looks_right(page, screen):
    accessible(page, screen)
    assert page.evaluate(NO_SIDEWAYS_SCROLL), f"{screen} scrolls sideways"
    small = page.evaluate(SMALL_TAP_TARGETS)
    assert not small, f"{screen}: tap targets under 44 px: {small}"
    faint = page.evaluate(LOW_CONTRAST_TEXT)
    assert not faint, f"{screen}: text under 4.5:1 contrast: {faint}"


def rate(page):
    """The rate shown, "1 USD = 0.9659 EUR", as (from, rate, to)."""
    text = page.locator(".rate").inner_text()
    match = re.fullmatch(r"1 ([A-Z]{3}) = ([\d.]+) ([A-Z]{3})", text)
    assert match, f"unexpected rate text {text!r}"
    return match.group(1), Decimal(match.group(2)), match.group(3)


def shows_converted(page, amount):
    """The result is `amount` by the rate on the page (which shows at most 6 decimals, the result
    2, rounded down): the same to within two cents."""
    _, value, to = rate(page)
    expected = Decimal(amount) * value
    result = page.locator(".result-amount")
    expect(result).to_have_text(re.compile(rf"^[\d.]+ {to}$"))
    for _ in range(50):
        shown = Decimal(result.inner_text().split()[0])
        if abs(shown - expected) <= Decimal("0.02"):
            return
        page.wait_for_timeout(100)
    raise AssertionError(f"{amount} at {value} {to} shows {result.inner_text()}, not about {expected:.2f}")


URL = RUN.start_server()
print(f"currency-converter web is serving {URL}")

with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True,
                                  has_touch=True)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    expect.set_options(timeout=TIMEOUT_MS)
    page.on("console", lambda message: RUN.problems.append(f"console error: {message.text}")
            if message.type == "error" else None)
    page.on("pageerror", lambda error: RUN.problems.append(f"page error: {error}"))
    page.on("dialog", lambda dialog: (RUN.problems.append(f"unexpected JavaScript dialog: {dialog.message}"),
                                      dialog.dismiss()))
    amount = page.locator('input[name="amount"]')
    result = page.locator(".result-amount")

    def opens():
        page.goto(URL)
        title(page, "Converter")
        expect(page.locator("#choice-from")).to_have_text("USD : United States Dollar")
        expect(page.locator("#choice-to")).to_have_text("EUR : Euro")
        expect(page.locator(".rates-date")).to_have_text("Rates as of 2 January 2025")
        shows_converted(page, "100")
        looks_right(page, "the converter")

    def converts_as_typed():
        amount.fill("")
        amount.press_sequentially("250.5", delay=30)
        expect(amount).to_have_value("250.5")
        shows_converted(page, "250.5")
        shot(page, "converter")

    def swaps():
        tap(page, "swap")
        expect(page.locator("#choice-from")).to_have_text("EUR : Euro")
        expect(page.locator("#choice-to")).to_have_text("USD : United States Dollar")
        assert rate(page)[0] == "EUR", "the rate is from EUR after the swap"
        shows_converted(page, "250.5")

    def clears():
        tap(page, "clear")
        expect(amount).to_have_value("")
        expect(result).to_have_text("0 USD")
        expect(page.locator('[data-action="clear"]')).to_be_disabled()
        amount.press_sequentially("80", delay=30)
        shows_converted(page, "80")

    def picks_by_name():
        tap(page, "pick-to")
        search = page.locator('input[name="search"]')
        expect(search).to_be_visible()
        search.press_sequentially("yen", delay=30)
        expect(page.locator('[data-action="choose"]')).to_have_count(1)
        expect(page.locator('[data-action="choose"]')).to_contain_text("JPY : Japanese Yen")
        looks_right(page, "the currency list")
        shot(page, "picker")
        tap(page, "choose", "JPY")
        expect(page.locator("#choice-to")).to_have_text("JPY : Japanese Yen")
        shows_converted(page, "80")

    def picker_cancels():
        tap(page, "pick-from")
        page.locator('input[name="search"]').press_sequentially("xyz", delay=30)
        expect(page.locator(".picker .empty")).to_have_text('No currency matches "xyz".')
        page.keyboard.press("Escape")
        expect(page.locator('input[name="search"]')).to_have_count(0)
        expect(page.locator("#choice-from")).to_have_text("EUR : Euro")

    def reload_keeps_it():
        page.reload()
        title(page, "Converter")
        expect(amount).to_have_value("80")
        expect(page.locator("#choice-to")).to_have_text("JPY : Japanese Yen")

    def about():
        tap(page, "about")
        title(page, "About")
        link = page.locator("a.button.primary")
        expect(link).to_have_attribute("href", re.compile(r"^https://"))
        expect(link).to_have_attribute("rel", "noopener noreferrer")
        expect(link).to_have_attribute("target", "_blank")
        looks_right(page, "About")
        tap(page, "close")
        title(page, "Converter")

    step("the converter opens on 100 USD in EUR with the rate and its date", opens)
    step("typing an amount converts it by the rate shown", converts_as_typed)
    step("Swap converts the other way", swaps)
    step("Clear empties the amount, and typing again converts", clears)
    step('the To currency is picked by searching "yen"', picks_by_name)
    step("a search that finds nothing says so, and Escape closes the list without choosing", picker_cancels)
    step("a reload finds the amount and the currencies as they were", reload_keeps_it)
    step("About shows the rates source as a link that opens in a new tab; Back returns", about)
    browser.close()

finish()
