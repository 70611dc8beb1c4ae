#!/usr/bin/env python3
"""A game's calendar file, read by a real iCalendar parser (the icalendar package).

    python3 scripts/check_calendar.py http://127.0.0.1:PORT BEARER_TOKEN

Creates a game through the API with a place that needs escaping and a note over several lines,
fetches /games/<link>.ics and checks what a phone's calendar would show: one event, its start and
end, the place, the note and the link, no rule; and for a weekly game one RRULE:FREQ=WEEKLY from
a start in the game's zone. Prints one line; exits 1 when something is off.
"""

import datetime
import json
import sys
import urllib.request

import icalendar

BASE, TOKEN = sys.argv[1].rstrip("/"), sys.argv[2]
PLACE = "Parc Herăstrău, pitch 3; behind the café"
NOTE = "Bring both shirts.\nThe gate closes at 19:00."
START = datetime.datetime(2031, 5, 6, 17, 30, tzinfo=datetime.timezone.utc)


def call(method, path, body=None):
    request = urllib.request.Request(
        BASE + path, method=method, data=json.dumps(body).encode() if body is not None else None,
        headers={"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=15) as response:
        return response.status, response.headers, response.read()


status, _, body = call("POST", "/api/games", {
    "startsAt": START.strftime("%Y-%m-%dT%H:%M:%SZ"), "timeZone": "Europe/Bucharest", "place": PLACE,
    "capacity": 10, "note": NOTE, "repeatsWeekly": False, "answersOpen": True})
assert status == 201, (status, body)
game = json.loads(body)
status, headers, body = call("GET", f"/games/{game['inviteToken']}.ics")
problems = []
if status != 200 or not headers.get("Content-Type", "").startswith("text/calendar"):
    problems.append(f"answered {status} {headers.get('Content-Type')}")
calendar = icalendar.Calendar.from_ical(body)
events = [component for component in calendar.walk("VEVENT")]
if len(events) != 1:
    problems.append(f"{len(events)} events")
else:
    event = events[0]
    if event.decoded("DTSTART") != START:
        problems.append(f"starts {event.decoded('DTSTART')}")
    if event.decoded("DTEND") - event.decoded("DTSTART") != datetime.timedelta(minutes=90):
        problems.append("does not last 90 minutes")
    if str(event.get("LOCATION")) != PLACE:
        problems.append(f"location {event.get('LOCATION')!r}")
    if not str(event.get("DESCRIPTION")).startswith(NOTE + "\n\n"):
        problems.append(f"description {event.get('DESCRIPTION')!r}")
    if not str(event.get("URL")).endswith(f"/games/{game['inviteToken']}"):
        problems.append(f"url {event.get('URL')!r}")
    if event.get("RRULE") is not None:
        problems.append(f"a one-off game repeats: {event.get('RRULE')!r}")
call("DELETE", f"/api/games/{game['id']}")

# A weekly game: one rule, FREQ=WEEKLY, from a start in the game's own zone (with its VTIMEZONE),
# so it stays at 20:30 in Bucharest after the clocks change.
status, _, body = call("POST", "/api/games", {
    "startsAt": START.strftime("%Y-%m-%dT%H:%M:%SZ"), "timeZone": "Europe/Bucharest", "place": PLACE,
    "capacity": 10, "repeatsWeekly": True, "answersOpen": True})
assert status == 201, (status, body)
weekly = json.loads(body)
_, _, body = call("GET", f"/games/{weekly['inviteToken']}.ics")
unfolded = body.decode().replace("\r\n ", "")
if [line for line in unfolded.split("\r\n") if line.startswith("RRULE")] != ["RRULE:FREQ=WEEKLY"]:
    problems.append("a weekly game's file has not exactly one RRULE:FREQ=WEEKLY")
events = list(icalendar.Calendar.from_ical(body).walk("VEVENT"))
if len(events) != 1:
    problems.append(f"weekly: {len(events)} events")
else:
    event = events[0]
    start = event.decoded("DTSTART")
    if start != START or str(start.tzinfo) != "Europe/Bucharest":
        problems.append(f"weekly starts {start!r}")
    if dict(event.get("RRULE")) != {"FREQ": ["WEEKLY"]}:
        problems.append(f"weekly rule {event.get('RRULE')!r}")
call("DELETE", f"/api/games/{weekly['id']}")
if problems:
    print("calendar: FAILED: " + "; ".join(problems))
    sys.exit(1)
print("calendar: the game's .ics reads as one event with its start, end, place, note and link, a weekly "
      "game's as repeating weekly in its zone (icalendar "
      f"{icalendar.__version__})")
