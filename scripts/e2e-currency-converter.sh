#!/usr/bin/env bash
# End-to-end test of Currency Converter: runs the built `currency-converter` binary in an 80×24
# tmux session with a temporary data directory and the bundled rates, types an amount, changes
# the output currency, checks the converted amount, opens About, quits, relaunches and finds
# the amount and both currencies kept.
#
# Usage: scripts/e2e-currency-converter.sh
#   CURRENCY_CONVERTER_BIN  the binary to test (default: currency-converter in `swift build --show-bin-path`)
#   E2E_TIMEOUT             seconds to wait for each expected screen (default 30)
# Prints one PASS/FAIL line per step and exits non-zero when a step fails.
set -uo pipefail
cd "$(dirname "$0")/.."

E2E_NAME=e2e-currency-converter
E2E_PRODUCT=currency-converter
BIN=${CURRENCY_CONVERTER_BIN:-}
source scripts/lib/tmux-e2e.sh
DATA="$WORK/data"

# The app with its settings in DATA.
launch_app() { launch --data-dir "$DATA"; }

# --- Without a terminal, --help, a bad option ---
output=$(echo | "$BIN" --data-dir "$DATA" 2>&1 >/dev/null); status=$?
check "without a terminal it explains in one line and exits non-zero" \
  '[ $status -ne 0 ] && [ "$(printf "%s\n" "$output" | wc -l)" -eq 1 ] && [[ $output == *terminal* ]]'
help=$("$BIN" --help 2>&1); status=$?
check "--help explains --rates-url, --api-key and the bundled rates' date" \
  '[ $status -eq 0 ] && [[ $help == *--rates-url* ]] && [[ $help == *--api-key* ]] && [[ $help == *2025-01-02* ]]'
output=$("$BIN" --rates-url nowhere 2>&1); status=$?
check "a bad --rates-url is refused with a sentence" '[ $status -ne 0 ] && [[ $output == *"--rates-url needs"* ]]'

# --- First launch: the bundled rates, 100 USD in EUR ---
launch_app
step "the converter opens with 100 USD in EUR from the bundled rates" "Result    96.59 EUR" 60
step "the rate is shown" "1 USD = 0.9659 EUR"

# --- Type an amount ---
keys BSpace BSpace BSpace
text "250"
step "typing 250 converts at once" "Result    241.47 EUR"

# --- Change the output currency ---
keys t
step "t lists the currencies" "Convert to:"
text "j"; keys Enter
step "choosing JPY converts to yen" "Result    39330 JPY"
step "the rate follows the new currency" "1 USD = 157.32 JPY"

# --- About ---
keys a
step "About names the rates source" "https://free.currencyconverterapi.com"
keys Escape
step "Esc goes back to the converter" "Result    39330 JPY"

# --- Quit, relaunch ---
keys q
step "q quits with status 0" "[exited 0]"
step "the terminal is restored (canonical mode, echo)" "icanon echo"
check "the settings file was written" '[ -f "$DATA/settings.json" ]'
launch_app
step "after relaunch the amount is kept" "Amount    [250"
step "after relaunch the input currency is kept" "From      USD : United States Dollar"
step "after relaunch the output currency is kept" "To        JPY : Japanese Yen"
step "after relaunch the result is shown again" "Result    39330 JPY"
keys C-c
step "Ctrl-C quits with status 0" "[exited 0]"

finish
