#!/usr/bin/env bash
# End-to-end test of Currency Converter: runs the built `currency-converter` binary in an 80×24
# tmux session with a temporary data directory and the bundled rates, checks the rates' date,
# types an amount, searches the output currency by name, checks the converted amount, opens
# About, quits, relaunches and finds the amount and both currencies kept, then swaps the
# currencies and clears the amount. Then it converts with live rates from a small service on
# loopback, stops the service and finds the saved rates used, dated, with a notice saying why;
# a damaged cache file is ignored.
#
# Usage: scripts/e2e-currency-converter.sh
#   CURRENCY_CONVERTER_BIN  the binary to test (default: currency-converter in BIN_DIR, else in `swift build --show-bin-path`)
#   E2E_TIMEOUT             seconds to wait for each expected screen (default 30)
# Prints one PASS/FAIL line per step and exits non-zero when a step fails.
set -uo pipefail
cd "$(dirname "$0")/.."

E2E_NAME=e2e-currency-converter
E2E_PRODUCT=currency-converter
BIN=${CURRENCY_CONVERTER_BIN:-}
source scripts/lib/tmux-e2e.sh
DATA="$WORK/data"
SERVER_PID=""

# Stops the loopback rates service.
e2e_cleanup() { [ -z "$SERVER_PID" ] || kill "$SERVER_PID" 2>/dev/null; }

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
step "the rates' date is shown" "Rates as of 2 January 2025"
step "the footer offers swap and clear" "s Swap  c Clear"

# --- Type an amount ---
keys BSpace BSpace BSpace
text "250"
step "typing 250 converts at once" "Result    241.47 EUR"

# --- Search the currencies, change the output currency ---
keys t
step "t lists the currencies with a search field" "Search by code or name"
text "xyz"
step "a search that finds nothing says so" 'No currency matches "xyz".'
keys Escape
step "Esc closes the list without a change" "To        EUR : Euro"
keys t
text "yen"
step "typing yen finds the Japanese Yen" "Search by code or name  [yen"
step "the yen is the only match, highlighted" "> JPY : Japanese Yen"
check "no other currency is listed" '! screen | grep -Eq "^      [A-Z]{3} : "'
keys Enter
step "Enter chooses JPY and converts to yen" "Result    39330 JPY"
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

# --- Swap, clear ---
keys s
step "s swaps: converting from yen" "From      JPY : Japanese Yen"
step "s swaps: converting to dollars" "To        USD : United States Dollar"
step "the swapped pair converts with its own rate" "Result    1.58 USD"
step "the swapped rate is shown" "1 JPY = 0.006356 USD"
keys c
step "c clears the amount" "Result    0 USD"
check "with no amount, Clear leaves the footer" '! screen | grep -q "c Clear"'
text "5"
step "typing after clearing converts again" "Result    0.03 USD"
keys C-c
step "Ctrl-C quits with status 0" "[exited 0]"
check "the swapped currencies and the new amount were saved" \
  'grep -q "\"inputCurrency\" : \"JPY\"" "$DATA/settings.json" && grep -q "\"amount\" : \"5\"" "$DATA/settings.json"'
check "the bundled rates keep no cache" '[ ! -e "$DATA/rates-cache.json" ]'

# --- Live rates from a service on loopback, saved; then the service stops ---
python3 -c '
import http.server, json, socketserver, sys, urllib.parse
per_dollar = {"USD": 1, "EUR": 0.8, "JPY": 150}
names = {"USD": "United States Dollar", "EUR": "Euro", "JPY": "Japanese Yen"}
class Rates(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args): pass
    def do_GET(self):
        url = urllib.parse.urlparse(self.path)
        if url.path == "/api/v5/currencies":
            body = {"results": {code: {"currencyName": name, "id": code} for code, name in names.items()}}
        elif url.path == "/api/v5/convert":
            pair = urllib.parse.parse_qs(url.query)["q"][0]
            source, target = pair.split("_")
            body = {pair: {"val": per_dollar[target] / per_dollar[source]}}
        else:
            self.send_error(404)
            return
        data = json.dumps(body).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
with socketserver.TCPServer(("127.0.0.1", 0), Rates) as server:
    open(sys.argv[1], "w").write(str(server.server_address[1]))
    server.serve_forever()
' "$WORK/port" &
SERVER_PID=$!
for _ in $(seq 50); do [ -s "$WORK/port" ] && break; sleep 0.1; done
RATES_URL="http://127.0.0.1:$(cat "$WORK/port")"
LIVE="$WORK/live"

launch --rates-url "$RATES_URL" --data-dir "$LIVE"
step "live rates convert 100 USD to EUR" "Result    80 EUR" 60
check "live rates are dated with the time they arrived" \
  'screen | grep -Eq "Rates as of [0-9]{1,2} [A-Z][a-z]+ [0-9]{4} at [0-9]{2}:[0-9]{2}"'
keys q
step "q quits the live app" "[exited 0]"
check "the live currencies and rate were saved beside the settings" \
  'grep -q "\"code\" : \"JPY\"" "$LIVE/rates-cache.json" && grep -q "\"rate\" : 0.8" "$LIVE/rates-cache.json"'

kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null; SERVER_PID=""
launch --rates-url "$RATES_URL" --data-dir "$LIVE"
step "with the service stopped, the saved rate converts" "Result    80 EUR" 60
step "the notice says why, naming the date" "could not be reached, so these are the rates saved on"
check "the saved rate keeps its date" 'screen | grep -Eq "Rates as of [0-9]{1,2} [A-Z][a-z]+ [0-9]{4} at [0-9]{2}:[0-9]{2}"'
keys q
step "q quits" "[exited 0]"

printf '{"currencies": [{"code": ' >"$LIVE/rates-cache.json"
launch --rates-url "$RATES_URL" --data-dir "$LIVE"
step "a damaged cache is ignored: without the service, the screen says why it has no currencies" \
  "Unable to load currencies. Could not reach the rates service" 60
keys C-c
step "Ctrl-C quits with status 0" "[exited 0]"

finish
