#!/usr/bin/env bash
# End-to-end test of LiveNews in the terminal: runs the built `livenews` binary in an 80×24
# tmux session and drives it by sending keys and reading the pane: without options it shows the
# bundled sample feed with its notice and each headline's description line, opens an article,
# opens it in the "browser" (a fake xdg-open on PATH that records its argument) and goes back,
# quits; then it reads an RSS feed and a NewsAPI answer served on loopback (--feed, --api-key with
# --news-url), two feeds of which one is missing (its headlines, and a notice naming the missing
# one), and a broken feed, which asks "Problem Fetching News" and, once closed, leaves the reason
# and Retry on the screen.
#
# Usage: scripts/e2e-livenews.sh
#   LIVENEWS_BIN  the binary to test (default: livenews in BIN_DIR, else in `swift build --show-bin-path`)
#   E2E_TIMEOUT   seconds to wait for each expected screen (default 30)
# Prints one PASS/FAIL line per step and exits non-zero when a step fails.
set -uo pipefail
cd "$(dirname "$0")/.."

E2E_NAME=e2e-livenews
E2E_PRODUCT=livenews
E2E_UNSET=NEWS_API_KEY
BIN=${LIVENEWS_BIN:-}
source scripts/lib/tmux-e2e.sh
SERVER_PID=""

# Stops the loopback server that serves the feeds.
e2e_cleanup() { [ -z "$SERVER_PID" ] || kill "$SERVER_PID" 2>/dev/null; }

# --- Without a terminal, --help, a wrong option ---
output=$(echo | "$BIN" 2>&1 >/dev/null); status=$?
check "without a terminal it explains in one line and exits non-zero" \
  '[ $status -ne 0 ] && [ "$(printf "%s\n" "$output" | wc -l)" -eq 1 ] && [[ $output == *terminal* ]]'
help=$("$BIN" --help 2>&1); status=$?
check "--help explains --feed, --api-key and --news-url" \
  '[ $status -eq 0 ] && [[ $help == *--feed* ]] && [[ $help == *--api-key* ]] && [[ $help == *--news-url* ]]'
check "--help explains --country and --category" '[[ $help == *"--country <code>"* ]] && [[ $help == *"--category <category>"* ]]'
output=$("$BIN" --feed not-a-url 2>&1); status=$?
check "a --feed that is not a URL is refused with a sentence" '[ $status -ne 0 ] && [[ $output == *"--feed needs an http"* ]]'
output=$("$BIN" --api-key k --country usa 2>&1); status=$?
check "a --country that is not two letters is refused with a sentence" \
  '[ $status -ne 0 ] && [[ $output == *"--country needs a two-letter country code, like us or gb (got \"usa\")."* ]]'
output=$("$BIN" --api-key k --category weather 2>&1); status=$?
check "an unknown --category is refused with a sentence" '[ $status -ne 0 ] && [[ $output == *"--category needs one of"* ]]'

# A fake browser opener: an xdg-open that records the address it is given, first on the PATH of
# a wrapper that starts the app.
REAL_BIN=$BIN
mkdir -p "$WORK/bin"
printf '#!/bin/sh\nprintf "%%s" "$1" > "%s/opened"\n' "$WORK" >"$WORK/bin/xdg-open"
printf '#!/bin/sh\nPATH="%s/bin:$PATH" exec "%s" "$@"\n' "$WORK" "$REAL_BIN" >"$WORK/livenews-with-opener"
chmod +x "$WORK/bin/xdg-open" "$WORK/livenews-with-opener"

# --- The bundled sample feed ---
BIN="$WORK/livenews-with-opener"
launch
step "the app opens on the headlines" "LiveNews · Top Headlines" 60
step "a notice says the headlines come from the bundled sample feed" "Showing the bundled sample feed"
step "the sample headlines are listed with their source" "City council approves new cycle lanes along the river"
step "each headline shows its source and age" "LiveNews Sample ·"
step "each headline shows the first line of its description" "Four kilometres of protected lanes will connect"
keys Down Enter
step "Enter opens the article" "Local team wins the regional five-a-side final"
step "the article shows its author" "By Tom Okafor · LiveNews Sample"
step "the article shows its address" "Read more: https://example.com/livenews/five-a-side"
step "the footer offers o to open the article" "o Open article"
keys o
step "o opens the article and says so" "Opened https://example.com/livenews/five-a-side in your browser."
check "the browser opener was given the article's address" \
  '[ "$(cat "$WORK/opened" 2>/dev/null)" = "https://example.com/livenews/five-a-side" ]'
keys Escape
step "Esc goes back to the headlines" "r Refresh"
keys q
step "q quits with status 0" "[exited 0]"
step "the terminal is restored (canonical mode, echo)" "icanon echo"
BIN=$REAL_BIN

# --- A feed on loopback, and a broken one ---
mkdir -p "$WORK/site"
cat >"$WORK/site/rss.xml" <<'XML'
<?xml version="1.0"?><rss version="2.0"><channel><title>Loopback Times</title>
<item><title>Served from the loopback feed</title><link>http://127.0.0.1/story</link>
<pubDate>Mon, 23 Nov 2026 08:30:00 GMT</pubDate></item></channel></rss>
XML
printf '<rss><channel><item></rss>' >"$WORK/site/broken.xml"
mkdir -p "$WORK/site/v2"
cat >"$WORK/site/v2/top-headlines" <<'JSON'
{"status":"ok","totalResults":1,"articles":[{"source":{"id":null,"name":"Loopback Wire"},
"author":"E2E Reporter","title":"Served by the loopback NewsAPI","description":"A NewsAPI answer.",
"url":"http://127.0.0.1/wire","urlToImage":null,"publishedAt":"2026-11-23T08:30:00Z","content":null}]}
JSON
python3 -c '
import http.server, socketserver, sys, os
os.chdir(sys.argv[1])
class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args): pass
with socketserver.TCPServer(("127.0.0.1", 0), Quiet) as server:
    open("port", "w").write(str(server.server_address[1]))
    server.serve_forever()
' "$WORK/site" &
SERVER_PID=$!
for _ in $(seq 50); do [ -s "$WORK/site/port" ] && break; sleep 0.1; done
PORT=$(cat "$WORK/site/port")

launch --feed "http://127.0.0.1:$PORT/rss.xml"
step "--feed shows the feed's headlines" "Served from the loopback feed"
check "--feed shows no sample notice" '! screen | grep -F -q "bundled sample feed"'
keys q
step "q quits with status 0" "[exited 0]"

launch --feed "http://127.0.0.1:$PORT/rss.xml" --feed "http://127.0.0.1:$PORT/missing.xml"
step "two --feed: the good feed's headlines are shown" "Served from the loopback feed"
step "a notice names the feed that failed" "Could not read http://127.0.0.1:$PORT/missing.xml:"
step "the notice says why" "404"
keys q
step "q quits with status 0" "[exited 0]"

launch --api-key e2e-key --news-url "http://127.0.0.1:$PORT" --country gb --category sports
step "--api-key with --news-url, --country and --category shows NewsAPI's headlines" "Served by the loopback NewsAPI"
step "a NewsAPI headline shows its source" "Loopback Wire ·"
keys q
step "q quits with status 0" "[exited 0]"

launch --feed "http://127.0.0.1:$PORT/broken.xml"
step "a malformed feed asks \"Problem Fetching News\"" "Problem Fetching News"
step "the question says why" "not well-formed"
step "the question's footer says n closes it" "n Close"
keys n
step "n closes the question" "r Refresh"
check "the question is gone" '! screen | grep -F -q "Problem Fetching News"'
step "after Close the reason stays on the screen" "not well-formed"
step "Retry stays on the screen" "> Retry <"
step "the footer offers Enter to retry" "Enter Retry"
keys Enter
step "Enter asks again after retrying" "Problem Fetching News"
keys n
step "n closes the question again" "Enter Retry"
keys q
step "q quits with status 0" "[exited 0]"

finish
