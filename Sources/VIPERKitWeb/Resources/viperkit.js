// The page side of VIPERKitWeb. The screens live on the server; this script sends what the
// user does (taps, typing, Enter and Escape) over a WebSocket and applies the page the server
// renders back, keeping the focus and the cursor of the field being typed in. It reconnects by
// itself: after a reload, or when a phone wakes up, the tab finds its screens again. Every screen
// on the server's stack has an address and a history entry here, so the browser's Back and
// Forward (a phone's back gesture) move through the screens, and a reload or a link opens one.
//
// Nothing the user does is lost on a bad connection: every event goes into an outbox in the tab's
// storage, numbered, and stays there until the server acknowledges its number; after a reconnect
// (or a reload) what is left goes again, in order, and the server applies each number once. While
// the connection is down the page stays usable, a line says how many taps wait, and buttons that
// count (a goal) show their count at once, marked as not sent yet. The last page of each address
// is kept too, so that a start without a connection shows it (the service worker keeps the shell).
(function () {
  'use strict';

  var root = document.getElementById('app');
  var statusLine = document.getElementById('connection');
  var toast = document.getElementById('toast');
  var toastTimer = null;
  var tabKey = 'viperkit-tab';
  var tabID = sessionStorage.getItem(tabKey);
  var socket = null;
  var retryDelay = 250;
  var retryTimer = null;
  // Why the connection is down, for the status line: 'offline', 'reconnecting' or 'updating'.
  var downReason = null;
  // Counts the sockets opened, to tell the current one from those before it.
  var connectionCount = 0;
  // Set when the server closed this page for good (too many tabs): nothing reconnects it.
  var isRetired = false;
  // The values this page sent for each field, newest last, to tell a late echo of the user's
  // own typing from a value the server chose.
  var sent = {};
  // The HTML of the last pages received on this connection (numbered from 1), which the server
  // patches from, and the page's title, addresses and navigation number as last sent.
  var keptPages = 4;
  var pages = [];
  var received = 0;
  var shown = { title: '', addresses: [], navigation: 0 };

  if (!tabID || !/^[A-Za-z0-9_-]{8,64}$/.test(tabID)) newTabID();

  // A new tab id starts a new numbering: what the outbox held was for the tab it copied.
  function newTabID() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    tabID = Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
    sessionStorage.setItem(tabKey, tabID);
    if (typeof outbox !== 'undefined') resetOutbox();
  }

  // MARK: Connection

  function startSession() {
    return fetch('/session', { method: 'POST', credentials: 'same-origin' }).then(function (response) {
      if (!response.ok) throw new Error('session ' + response.status);
    });
  }

  // After a login the server gives the browser a new id; this code fetches its cookie.
  function renewSession(code) {
    fetch('/session', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ renew: code })
    }).catch(function () {});
  }

  function connect() {
    clearTimeout(retryTimer);
    retryTimer = null;
    if (isRetired) return;
    if (navigator.onLine === false) {
      wentDown('offline');
      scheduleRetry();
      return;
    }
    if (socket && (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING)) return;
    startSession().then(openSocket, function () {
      wentDown(navigator.onLine === false ? 'offline' : 'reconnecting');
      scheduleRetry();
    });
  }

  // The browser's time zone (an IANA name such as Europe/Bucharest), for what the app writes in
  // it; empty when the browser does not say.
  function browserTimeZone() {
    try {
      return Intl.DateTimeFormat().resolvedOptions().timeZone || '';
    } catch (error) {
      return '';
    }
  }

  function openSocket() {
    if (socket && (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING)) return;
    var scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    var ws = new WebSocket(scheme + '//' + location.host + '/ws?tab=' + encodeURIComponent(tabID) +
      '&at=' + encodeURIComponent(location.pathname) + '&tz=' + encodeURIComponent(browserTimeZone()) +
      '&from=' + outboxStart());
    socket = ws;
    ws.onopen = function () {
      retryDelay = 250;
      sent = {};
      awaitedNavigation = 0;
      pages = [];
      received = 0;
      connectionCount += 1;
      downReason = null;
      droppedSinceShown = 0;
      lastAcknowledged = Date.now();
      holdUntil = 0;
      pump();
      showStatus();
    };
    ws.onmessage = function (message) {
      var data;
      try { data = JSON.parse(message.data); } catch (error) { return; }
      if (!data) return;
      if (data.type === 'page' || data.type === 'patch') receive(data, ws);
      else if (data.type === 'renew' && typeof data.code === 'string') renewSession(data.code);
      else if (data.type === 'notice' && typeof data.text === 'string') showToast(data.text, 6000);
      else if (data.type === 'ack' && typeof data.n === 'number') acknowledge(data.n);
      else if (data.type === 'resend' && typeof data.from === 'number') resend(data.from, data.after);
    };
    ws.onclose = function (event) {
      if (socket !== ws) return;
      socket = null;
      if (event.code === 4429) {
        isRetired = true;
        downReason = null;
        showStatus();
        showToast('This page was closed because too many tabs of this app are open in this browser. ' +
          'Reload it to use it here.', 0);
        return;
      }
      if (event.code === 4400 || event.code === 4409) newTabID();
      // 1012: the server is restarting (an update); it or another comes back shortly.
      wentDown(navigator.onLine === false ? 'offline' : event.code === 1012 ? 'updating' : 'reconnecting');
      scheduleRetry();
    };
  }

  // The connection is down (or never came up): the status line says so, and the page shows the
  // last page kept for its address when it has shown none yet.
  function wentDown(reason) {
    downReason = reason;
    if (!hasShownServerPage && !shownKept) showKeptPage();
    showStatus();
  }

  // Tries again after a while that doubles up to 5 seconds while the page is visible (30 when it
  // is not), with jitter, so that pages do not all come back at once.
  function scheduleRetry() {
    if (retryTimer) return;
    var cap = document.visibilityState === 'hidden' ? 30000 : 5000;
    var delay = Math.min(retryDelay, cap);
    retryTimer = setTimeout(connect, delay / 2 + Math.random() * delay / 2);
    retryDelay = Math.min(retryDelay * 2, cap);
  }

  // Back now: tries at once, with a short wait again.
  function reconnectNow() {
    retryDelay = 250;
    if (retryTimer) {
      clearTimeout(retryTimer);
      retryTimer = null;
    }
    connect();
  }

  // Shows `text` for `duration` ms, or until the page is reloaded when `duration` is 0.
  function showToast(text, duration) {
    if (!toast) return;
    clearTimeout(toastTimer);
    toast.textContent = text;
    toast.hidden = false;
    if (duration > 0) toastTimer = setTimeout(function () { toast.hidden = true; }, duration);
  }

  // MARK: Outbox

  // Every event waits here, numbered, until the server acknowledges its number: in memory, and in
  // the tab's storage (a password typed is kept in memory only; after a reload its number goes
  // as a skip). Entries: { n: number, e: event, o: what it counts on the page, bytes: its size,
  // sent: the connection it was last sent on, -1 for none }. The outbox is bounded; past the bound the oldest
  // entries go, and the page says so.
  var outboxKey = 'viperkit-outbox';
  var nextKey = 'viperkit-next';
  var maximumEntries = 1000;
  var maximumBytes = 256 * 1024;
  var outbox = [];
  var nextNumber = 1;
  var outboxBytes = 0;
  // The page's own allowance, below the server's (60 at once, then 20 a second): field changes
  // that would pass it are merged into the latest value instead of sent one by one.
  var tokens = 30;
  var tokensPerSecond = 15;
  var tokensUpdated = Date.now();
  var pumpTimer = null;
  // No sending before this time (the server asked the page to wait).
  var holdUntil = 0;
  var saveTimer = null;
  // Taps dropped past the bound since the page last said so and the connection came back.
  var droppedSinceShown = 0;
  // When an entry was last sent and not acknowledged yet, to notice a connection gone quiet.
  var lastAcknowledged = Date.now();

  loadOutbox();

  function loadOutbox() {
    try {
      var saved = JSON.parse(sessionStorage.getItem(outboxKey) || '[]');
      var next = Number(sessionStorage.getItem(nextKey));
      if (Array.isArray(saved)) {
        outbox = saved.filter(function (entry) {
          return entry && typeof entry.n === 'number' && entry.e && typeof entry.e.type === 'string';
        });
      }
      nextNumber = Math.max(isFinite(next) && next > 0 ? next : 1, outbox.length ? outbox[outbox.length - 1].n + 1 : 1);
    } catch (error) {
      outbox = [];
    }
    outboxBytes = 0;
    outbox.forEach(function (entry) {
      entry.sent = -1;
      entry.bytes = JSON.stringify(entry.e).length;
      outboxBytes += entry.bytes;
    });
  }

  function resetOutbox() {
    outbox = [];
    outboxBytes = 0;
    nextNumber = 1;
    saveOutbox();
  }

  function saveOutbox() {
    clearTimeout(saveTimer);
    saveTimer = null;
    try {
      sessionStorage.setItem(nextKey, String(nextNumber));
      sessionStorage.setItem(outboxKey, JSON.stringify(outbox.map(function (entry) {
        var kept = { n: entry.n, e: entry.secret ? { type: 'skip' } : entry.e };
            if (entry.o) kept.o = entry.o;
        return kept;
      })));
    } catch (error) {
      // Storage full or refused: the outbox still holds everything in memory.
    }
  }

  // Saves soon: typing saves once per burst, not once per key.
  function saveSoon() {
    if (!saveTimer) saveTimer = setTimeout(saveOutbox, 200);
  }

  // Puts `event` in the outbox and sends what may go. A field's new value replaces its previous
  // value still waiting unsent (the latest value wins); a value already sent stays as it is, and
  // the new one goes after it. `counts` names what a tap counts on the page ({ t: id, d: step }).
  function send(event, options) {
    var counts = options && options.counts;
    var secret = options && options.secret;
    if (event.type === 'input') {
      for (var index = outbox.length - 1; index >= 0 && outbox[index].e.type === 'input'; index--) {
        var waiting = outbox[index];
        if (waiting.sent >= 0) break;
        if (waiting.e.name === event.name) {
          outboxBytes -= waiting.bytes;
          waiting.e = event;
          waiting.secret = secret;
          waiting.bytes = JSON.stringify(event).length;
          outboxBytes += waiting.bytes;
          saveSoon();
          pump();
          return;
        }
      }
    }
    var entry = { n: nextNumber, e: event, bytes: JSON.stringify(event).length, sent: -1 };
    nextNumber += 1;
    if (counts) entry.o = counts;
    if (secret) entry.secret = true;
    outbox.push(entry);
    outboxBytes += entry.bytes;
    dropPastBound();
    if (event.type === 'input') saveSoon(); else saveOutbox();
    pump();
    showStatus();
  }

  // Keeps the outbox within its bound: the oldest entries go, the server is told (their numbers
  // are skipped) and the page says so.
  function dropPastBound() {
    var dropped = 0;
    var last = 0;
    while (outbox.length > 1 && (outbox.length > maximumEntries || outboxBytes > maximumBytes)) {
      var oldest = outbox.shift();
      outboxBytes -= oldest.bytes;
      last = oldest.n;
      dropped += 1;
    }
    if (!dropped) return;
    if (isOpen()) socket.send(JSON.stringify({ type: 'skip', through: last }));
    droppedSinceShown += dropped;
    showToast('The connection has been down too long to keep everything: the ' + droppedSinceShown +
      (droppedSinceShown === 1 ? ' oldest tap was' : ' oldest taps were') + ' dropped.', 0);
  }

  function isOpen() {
    return socket && socket.readyState === WebSocket.OPEN;
  }

  // Sends the entries not sent on this connection yet, in order, within the page's allowance.
  function pump() {
    clearTimeout(pumpTimer);
    pumpTimer = null;
    if (!isOpen()) return;
    var now = Date.now();
    if (now < holdUntil) {
      pumpTimer = setTimeout(pump, holdUntil - now);
      return;
    }
    tokens = Math.min(30, tokens + (now - tokensUpdated) / 1000 * tokensPerSecond);
    tokensUpdated = now;
    for (var index = 0; index < outbox.length; index++) {
      var entry = outbox[index];
      if (entry.sent === connectionCount) continue;
      if (tokens < 1) {
        pumpTimer = setTimeout(pump, Math.ceil(1000 / tokensPerSecond));
        return;
      }
      tokens -= 1;
      var message = {};
      for (var key in entry.e) message[key] = entry.e[key];
      message.n = entry.n;
      if (!outboxHasSent()) lastAcknowledged = now;
      socket.send(JSON.stringify(message));
      entry.sent = connectionCount;
    }
  }

  function outboxHasSent() {
    return outbox.some(function (entry) { return entry.sent === connectionCount; });
  }

  // The server applied every event up to `number`: they leave the outbox.
  function acknowledge(number) {
    lastAcknowledged = Date.now();
    var hadCounts = false;
    while (outbox.length && outbox[0].n <= number) {
      var entry = outbox.shift();
      outboxBytes -= entry.bytes;
      if (entry.o) hadCounts = true;
    }
    if (number >= nextNumber) nextNumber = number + 1;
    saveOutbox();
    // A count the page showed ahead of the server: the server's page is right again.
    if (hadCounts && latestPage && latestPage.applied < number) refreshCounts();
    showStatus();
  }

  // The server asks for the events from `from` again, after `after` milliseconds.
  function resend(from, after) {
    outbox.forEach(function (entry) { if (entry.n >= from) entry.sent = -1; });
    holdUntil = Date.now() + Math.max(0, Math.min(after || 0, 10000));
    pump();
  }

  // The number the outbox starts at, for the server: the oldest entry, or the next number.
  function outboxStart() {
    return outbox.length ? outbox[0].n : nextNumber;
  }

  // A connection that took events and acknowledged none for a long while is gone quiet (one bar of
  // signal): a new one sends them again.
  setInterval(function () {
    if (isOpen() && outboxHasSent() && Date.now() - lastAcknowledged > 15000) {
      lastAcknowledged = Date.now();
      socket.close();
    }
  }, 2000);

  // MARK: Status line

  // One line (role="status") says what the connection is doing and how many taps wait; it goes
  // once the connection is up and nothing waits.
  function showStatus() {
    if (!statusLine) return;
    var taps = outbox.filter(function (entry) { return entry.e.type !== 'input'; }).length;
    var what = taps ? taps + (taps === 1 ? ' tap' : ' taps') : (outbox.length ? 'what you typed' : '');
    var waiting = what ? what + (taps > 1 ? ' waiting' : ' waiting') : '';
    var text = '';
    if (downReason === 'offline') text = waiting ? 'Offline: ' + waiting : 'Offline';
    else if (downReason === 'updating') text = waiting ? 'Updating: ' + waiting : 'Updating…';
    else if (downReason) text = waiting ? 'Reconnecting: ' + waiting : 'Reconnecting…';
    else if (outbox.length && Date.now() - lastAcknowledged > 1500) text = 'Sending ' + what + '…';
    var paragraph = statusLine.querySelector('p');
    if (paragraph && paragraph.textContent !== text) paragraph.textContent = text;
    statusLine.hidden = !text;
    statusLine.classList.toggle('offline', downReason === 'offline');
  }

  setInterval(showStatus, 1000);

  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'visible') reconnectNow();
  });
  window.addEventListener('online', reconnectNow);
  window.addEventListener('pageshow', function (event) { if (event.persisted) reconnectNow(); });
  // Offline: the socket is closed at once (it would linger half open), and the line says so.
  window.addEventListener('offline', function () {
    if (socket) socket.close();
    wentDown('offline');
  });

  // MARK: Applying a page

  // A page comes whole, or as a patch: the HTML of one of the kept pages (`base`) with `cut`
  // UTF-16 units after its first `keep` replaced by `html`, and only what changed of the rest.
  function receive(message, ws) {
    received += 1;
    var html = message.html;
    if (typeof html !== 'string') return ws.close();
    if (message.type === 'patch') {
      var base = null;
      for (var index = 0; index < pages.length; index++) {
        if (pages[index].number === message.base) base = pages[index].html;
      }
      // Out of step with the server (never expected): a new connection starts with a whole page.
      if (base === null || typeof message.keep !== 'number' || typeof message.cut !== 'number') return ws.close();
      html = base.slice(0, message.keep) + html + base.slice(message.keep + message.cut);
    }
    pages.push({ number: received, html: html });
    if (pages.length > keptPages) pages.shift();
    if (typeof message.title === 'string') shown.title = message.title;
    if (Array.isArray(message.addresses)) shown.addresses = message.addresses;
    if (typeof message.navigation === 'number') shown.navigation = message.navigation;
    hasShownServerPage = true;
    shownKept = false;
    latestPage = {
      title: shown.title, html: html, addresses: shown.addresses, navigation: shown.navigation, now: message.now,
      applied: typeof message.applied === 'number' ? message.applied : 0
    };
    apply(latestPage);
    keepPageSoon();
    // A page rendered once the server's work was done acknowledges the events it shows.
    if (typeof message.ack === 'number') acknowledge(message.ack);
  }

  function apply(page) {
    if (typeof page.title === 'string') document.title = page.title;
    morph(page.html);
    applyCounts(page.applied || 0);
    hideFailedImages();
    focusDialog();
    if (typeof page.now === 'number') serverOffset = page.now - Date.now();
    runCountdowns();
    if (Array.isArray(page.addresses) && isAnswered(page)) followAddresses(page.addresses);
  }

  function morph(html) {
    var template = document.createElement('template');
    template.innerHTML = html;
    morphChildren(root, template.content);
  }

  // MARK: Counts shown ahead of the server

  // A button with `data-count-target` (an element's id) and `data-count-step` counts on that
  // element: the page shows the step at once, marked as not sent yet, until the server's page
  // shows it (`applied` reaches the tap's number), within the element's `data-min` and `data-max`.
  function countsOf(target) {
    var id = target.getAttribute('data-count-target');
    var step = Number(target.getAttribute('data-count-step'));
    return id && isFinite(step) && step !== 0 ? { t: id, d: step } : null;
  }

  // Shows the counts of the outbox's taps the page shown has not applied (numbers above `applied`).
  function applyCounts(applied) {
    outbox.forEach(function (entry) { if (entry.o && entry.n > applied) showCount(entry.o); });
  }

  function showCount(counts) {
    var element = document.getElementById(counts.t);
    if (!element || !root.contains(element)) return;
    var value = parseInt(element.textContent, 10);
    if (!isFinite(value)) return;
    var min = Number(element.getAttribute('data-min'));
    var max = Number(element.getAttribute('data-max'));
    value += counts.d;
    if (element.hasAttribute('data-min') && isFinite(min)) value = Math.max(min, value);
    if (element.hasAttribute('data-max') && isFinite(max)) value = Math.min(max, value);
    element.textContent = String(value);
    element.classList.add('unsent');
    element.setAttribute('title', 'Not sent yet');
  }

  // Shows the server's latest page again with the counts still ahead of it.
  function refreshCounts() {
    if (!latestPage) return;
    morph(latestPage.html);
    applyCounts(latestPage.applied);
    runCountdowns();
  }

  // MARK: Pages kept for a start without a connection

  // The last page of each address, in the browser's storage (the 24 used last, 512 KB in all), so
  // that a reload or a cold start offline shows it. A page with a password field (the login)
  // forgets them all: a signed-out browser shows no one's data offline.
  var keptKey = 'viperkit-pages';
  var latestPage = null;
  var hasShownServerPage = false;
  var shownKept = false;
  var keepTimer = null;

  function pagesKeptByAddress() {
    try {
      var kept = JSON.parse(localStorage.getItem(keptKey) || '{}');
      return kept && typeof kept === 'object' ? kept : {};
    } catch (error) {
      return {};
    }
  }

  function keepPageSoon() {
    if (!keepTimer) keepTimer = setTimeout(keepPage, 300);
  }

  function keepPage() {
    keepTimer = null;
    if (!latestPage) return;
    try {
      if (/<input[^>]*type="password"/.test(latestPage.html)) {
        localStorage.removeItem(keptKey);
        return;
      }
      var addresses = latestPage.addresses || [];
      var address = addresses.length ? addresses[addresses.length - 1] : location.pathname;
      var kept = pagesKeptByAddress();
      kept[address] = { title: latestPage.title, html: latestPage.html, applied: latestPage.applied, at: Date.now(),
        offset: serverOffset };
      var names = Object.keys(kept).sort(function (a, b) { return kept[b].at - kept[a].at; });
      var bytes = 0;
      names.forEach(function (name, index) {
        bytes += kept[name].html.length;
        if (index >= 24 || (index > 0 && bytes > 512 * 1024)) delete kept[name];
      });
      localStorage.setItem(keptKey, JSON.stringify(kept));
    } catch (error) {
      // Storage full or refused: nothing is kept.
    }
  }

  // Shows the page kept for this address, if any, until the server's page comes.
  function showKeptPage() {
    var page = pagesKeptByAddress()[location.pathname];
    if (!page || typeof page.html !== 'string' || hasShownServerPage) return;
    shownKept = true;
    if (typeof page.title === 'string') document.title = page.title;
    if (typeof page.offset === 'number') serverOffset = page.offset;
    morph(page.html);
    applyCounts(page.applied || 0);
    hideFailedImages();
    runCountdowns();
  }

  // MARK: Pictures

  // A picture that cannot be loaded (gone, refused, offline) is hidden rather than shown broken,
  // and stays hidden when a later page renders it again.
  var failedImages = {};

  document.addEventListener('error', function (event) {
    var image = event.target;
    if (!image || image.nodeName !== 'IMG') return;
    failedImages[image.getAttribute('src')] = true;
    image.hidden = true;
  }, true);

  function hideFailedImages() {
    var images = root.querySelectorAll('img');
    for (var index = 0; index < images.length; index++) {
      if (failedImages[images[index].getAttribute('src')]) images[index].hidden = true;
    }
  }

  // MARK: Addresses

  // Each history entry this page makes holds its depth: 0 for the first screen's address, one
  // more for each screen (or mode) above it. The entries follow the server's stack: a deeper
  // stack pushes entries, a shallower one goes back through them (so Forward can re-open what was
  // left), the same depth replaces the address. Back and Forward send the address they reached,
  // numbered; the server walks there, and the first page that answers that number puts the address
  // right if it could not (a page sent before then shows a stack the browser has already left).
  var pendingBack = null;
  var navigationCount = 0;
  var awaitedNavigation = 0;

  function isAnswered(page) {
    if (!awaitedNavigation) return true;
    if (page.navigation !== awaitedNavigation) return false;
    awaitedNavigation = 0;
    return true;
  }

  function historyDepth() {
    var state = history.state;
    return state && typeof state.viperkitDepth === 'number' ? state.viperkitDepth : 0;
  }

  function followAddresses(addresses) {
    if (!addresses.length) return;
    if (pendingBack) {
      pendingBack.addresses = addresses;
      return;
    }
    var target = addresses.length - 1;
    var depth = historyDepth();
    if (target < depth) {
      var back = pendingBack = { addresses: addresses };
      history.go(target - depth);
      // Should the browser not go back (its entries were lost), the address is put right here.
      setTimeout(function () {
        if (pendingBack !== back) return;
        pendingBack = null;
        var last = back.addresses.length - 1;
        history.replaceState({ viperkitDepth: last }, '', back.addresses[last]);
      }, 1000);
      return;
    }
    var state = history.state;
    if (!state || state.viperkitDepth !== depth || location.pathname !== addresses[depth]) {
      history.replaceState({ viperkitDepth: depth }, '', addresses[depth]);
    }
    for (var next = depth + 1; next <= target; next++) {
      history.pushState({ viperkitDepth: next }, '', addresses[next]);
    }
  }

  window.addEventListener('popstate', function () {
    if (pendingBack) {
      var addresses = pendingBack.addresses;
      pendingBack = null;
      followAddresses(addresses);
      return;
    }
    var number = navigationCount += 1;
    send({ type: 'navigate', value: location.pathname, seq: number });
    awaitedNavigation = number;
    // Should the answer never come (the event was dropped), pages count again after a while.
    setTimeout(function () { if (awaitedNavigation === number) awaitedNavigation = 0; }, 5000);
  });

  // MARK: Countdowns

  // An element with `data-countdown-until` (milliseconds since 1970, the server's time) shows the
  // time left as MM:SS, counted here between pages and while the connection is down.
  var serverOffset = 0;
  var countdownTimer = null;

  function runCountdowns() {
    var clocks = root.querySelectorAll('[data-countdown-until]');
    if (!clocks.length) {
      clearInterval(countdownTimer);
      countdownTimer = null;
      return;
    }
    var now = Date.now() + serverOffset;
    Array.prototype.forEach.call(clocks, function (clock) {
      var until = Number(clock.getAttribute('data-countdown-until'));
      var left = Math.max(0, Math.ceil((until - now) / 1000));
      var text = twoDigits(Math.floor(left / 60)) + ':' + twoDigits(left % 60);
      if (clock.textContent !== text) clock.textContent = text;
    });
    if (!countdownTimer) countdownTimer = setInterval(runCountdowns, 250);
  }

  function twoDigits(value) {
    return value < 10 ? '0' + value : String(value);
  }

  // Rows carry `data-key`: a row that moves keeps its element (and what the finger is on), the
  // others are matched by position.
  function morphChildren(current, target) {
    var wanted = Array.prototype.slice.call(target.childNodes);
    var keyed = {};
    Array.prototype.forEach.call(current.childNodes, function (node) {
      var key = node.nodeType === Node.ELEMENT_NODE && node.getAttribute('data-key');
      if (key) keyed[key] = node;
    });
    for (var index = 0; index < wanted.length; index++) {
      var next = wanted[index];
      var key = next.nodeType === Node.ELEMENT_NODE && next.getAttribute('data-key');
      var existing = current.childNodes[index];
      if (key && keyed[key] && keyed[key] !== existing) {
        current.insertBefore(keyed[key], existing || null);
        existing = keyed[key];
      }
      if (!existing) {
        current.appendChild(next.cloneNode(true));
      } else if (isSameKind(existing, next)) {
        morphNode(existing, next);
      } else {
        current.replaceChild(next.cloneNode(true), existing);
      }
    }
    while (current.childNodes.length > wanted.length) current.removeChild(current.lastChild);
  }

  function isSameKind(a, b) {
    if (a.nodeType !== b.nodeType || a.nodeName !== b.nodeName) return false;
    if (a.nodeType !== Node.ELEMENT_NODE) return true;
    return (a.getAttribute('id') || '') === (b.getAttribute('id') || '') &&
      (a.getAttribute('name') || '') === (b.getAttribute('name') || '');
  }

  function morphNode(current, target) {
    if (current.nodeType !== Node.ELEMENT_NODE) {
      if (current.nodeValue !== target.nodeValue) current.nodeValue = target.nodeValue;
      return;
    }
    var index;
    for (index = current.attributes.length - 1; index >= 0; index--) {
      var name = current.attributes[index].name;
      if (!target.hasAttribute(name)) current.removeAttribute(name);
    }
    for (index = 0; index < target.attributes.length; index++) {
      var attribute = target.attributes[index];
      if (current.getAttribute(attribute.name) !== attribute.value) current.setAttribute(attribute.name, attribute.value);
    }
    if (current.nodeName === 'INPUT') syncInput(current, target);
    morphChildren(current, target);
  }

  // A field keeps what the user typed while the server only echoes earlier keystrokes; a value
  // the server chose itself replaces it, the cursor then at its end.
  function syncInput(input, target) {
    if (input.type === 'checkbox') {
      var isOn = target.hasAttribute('checked');
      if (input.checked !== isOn) input.checked = isOn;
      return;
    }
    // The server never sends a password back; the field keeps what the user typed.
    if (input.type === 'password') return;
    var value = target.getAttribute('value') || '';
    if (input.value === value) return;
    var history = sent[input.name];
    if (history && history[history.length - 1] === input.value && history.indexOf(value) !== -1) return;
    input.value = value;
    if (document.activeElement === input) input.setSelectionRange(value.length, value.length);
  }

  // A dialog opens with the focus on its marked button (a question's safe answer, "No"), else
  // on its only one (an alert's OK).
  function focusDialog() {
    var dialog = root.querySelector('.dialog');
    if (!dialog || dialog.contains(document.activeElement)) return;
    var button =
      dialog.querySelector('button[autofocus]') || dialog.querySelector('.primary') || dialog.querySelector('button');
    if (button) button.focus();
  }

  // MARK: Events

  document.addEventListener('click', function (event) {
    var target = event.target.closest ? event.target.closest('[data-action]') : null;
    if (!target || target.disabled || !root.contains(target)) return;
    event.preventDefault();
    if (target.hasAttribute('data-share') && share(target)) return;
    if (target.hasAttribute('data-share-url') && !target.hasAttribute('data-share') && shareURL(target)) return;
    var message = { type: 'action', action: target.getAttribute('data-action') };
    if (target.hasAttribute('data-value')) message.value = target.getAttribute('data-value');
    // A tap may set any field (Clear, say): a value the server sends from now on is its own
    // choice, even one the user happened to type before.
    sent = {};
    var counts = countsOf(target);
    send(message, { counts: counts });
    if (counts) showCount(counts);
  });

  // Hands a share button's text to the share sheet, or copies it and says so; `false` when the
  // browser can do neither, so the action goes to the server, which shows the text to copy. A
  // button with an address of this site too (`data-share-url`) shares the text, then the address
  // made whole.
  function share(target) {
    var text = target.getAttribute('data-share');
    if (target.hasAttribute('data-share-url')) {
      text += '\n' + new URL(target.getAttribute('data-share-url'), location.href).href;
    }
    if (navigator.share) {
      navigator.share({ text: text }).catch(function () {});
      return true;
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(
        function () { showToast('Copied to the clipboard: ' + text, 4000); },
        function () { showToast('Could not copy to the clipboard. Select the text and copy it: ' + text, 0); });
      return true;
    }
    return false;
  }

  // Hands a share button's address of this site, made whole, to the share sheet, or copies it and
  // says so, or shows it to copy: the action never needs the server.
  function shareURL(target) {
    var url = new URL(target.getAttribute('data-share-url'), location.href).href;
    if (navigator.share) {
      navigator.share({ url: url }).catch(function () {});
    } else if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(url).then(
        function () { showToast('Copied to the clipboard: ' + url, 4000); },
        function () { showToast('Select the link and copy it: ' + url, 0); });
    } else {
      showToast('Select the link and copy it: ' + url, 0);
    }
    return true;
  }

  document.addEventListener('input', function (event) {
    var field = event.target;
    if (!field.name || field.type === 'checkbox' || !root.contains(field)) return;
    var history = sent[field.name] || (sent[field.name] = []);
    history.push(field.value);
    if (history.length > 64) history.shift();
    send({ type: 'input', name: field.name, value: field.value }, { secret: field.type === 'password' });
  });

  document.addEventListener('change', function (event) {
    var field = event.target;
    if (!field.name || field.type !== 'checkbox' || !root.contains(field)) return;
    send({ type: 'input', name: field.name, value: field.checked ? 'true' : 'false' });
  });

  document.addEventListener('keydown', function (event) {
    if ((event.key !== 'Enter' && event.key !== 'Escape') || event.isComposing) return;
    var field = event.target;
    if (event.key === 'Enter' && (field.nodeName === 'BUTTON' || field.type === 'checkbox')) return;
    if (event.key === 'Enter') event.preventDefault();
    var message = { type: 'key', key: event.key };
    if (field && field.name) message.name = field.name;
    send(message);
  });

  // The service worker keeps the shell for a start without a connection (where the browser allows
  // one: a secure context).
  if ('serviceWorker' in navigator && window.isSecureContext) {
    navigator.serviceWorker.register('/service-worker.js').catch(function () {});
  }

  connect();
})();
