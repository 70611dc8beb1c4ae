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

TIMEOUT=${E2E_TIMEOUT:-30}
BIN=${CURRENCY_CONVERTER_BIN:-"$(swift build --show-bin-path)/currency-converter"}
SESSION="currency-converter-e2e-$$"
DATA=$(mktemp -d)
FAILURES=0
PASSES=0

if [ ! -x "$BIN" ]; then
  echo "FAIL: no binary at $BIN (build it with: swift build --product currency-converter)"
  exit 1
fi
if ! command -v tmux >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update >/dev/null && apt-get install -y --no-install-recommends tmux >/dev/null
fi

cleanup() {
  tmux kill-session -t "$SESSION" 2>/dev/null || true
  rm -rf "$DATA"
}
trap cleanup EXIT

# The command run in the pane: the app, then its exit status and whether the terminal is
# back in canonical mode with echo (proof that it was restored), then a pause so the pane stays.
app_command() {
  printf "env TERM=xterm-256color LANG=C.UTF-8 LLVM_PROFILE_FILE=%q %q --data-dir %q; " \
    "$DATA/profile-%p.profraw" "$BIN" "$DATA"
  printf 'echo "[exited $?]"; stty -a | tr " " "\\n" | grep -E -x -- "-?(icanon|echo)" | tr "\\n" " "; echo; sleep 3600'
}

launch() {
  if tmux has-session -t "$SESSION" 2>/dev/null; then
    tmux respawn-pane -k -t "$SESSION" "$(app_command)"
  else
    tmux new-session -d -s "$SESSION" -x 80 -y 24 "$(app_command)"
  fi
}

screen() { tmux capture-pane -p -t "$SESSION"; }
keys() { tmux send-keys -t "$SESSION" "$@"; }
text() { tmux send-keys -t "$SESSION" -l "$1"; }

# wait_for TEXT [TIMEOUT]: polls the pane until it shows TEXT.
wait_for() {
  local deadline=$((SECONDS + ${2:-$TIMEOUT}))
  while [ $SECONDS -lt $deadline ]; do
    if screen | grep -F -q -- "$1"; then return 0; fi
    sleep 0.2
  done
  return 1
}

# step NAME TEXT [TIMEOUT]: PASS when TEXT appears in time, else FAIL with the screen and stop.
step() {
  if wait_for "$2" "${3:-$TIMEOUT}"; then
    echo "PASS: $1"
    PASSES=$((PASSES + 1))
  else
    echo "FAIL: $1 (expected \"$2\" on screen)"
    screen | sed 's/^/    | /'
    FAILURES=$((FAILURES + 1))
    echo "e2e-currency-converter: $PASSES passed, $FAILURES failed"
    exit 1
  fi
}

check() {
  if eval "$2"; then
    echo "PASS: $1"
    PASSES=$((PASSES + 1))
  else
    echo "FAIL: $1"
    FAILURES=$((FAILURES + 1))
  fi
}

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
launch
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
launch
step "after relaunch the amount is kept" "Amount    [250"
step "after relaunch the input currency is kept" "From      USD : United States Dollar"
step "after relaunch the output currency is kept" "To        JPY : Japanese Yen"
step "after relaunch the result is shown again" "Result    39330 JPY"
keys C-c
step "Ctrl-C quits with status 0" "[exited 0]"

echo "e2e-currency-converter: $PASSES passed, $FAILURES failed"
[ $FAILURES -eq 0 ]
