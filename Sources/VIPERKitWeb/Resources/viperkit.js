// The page side of VIPERKitWeb. The screens live on the server; this script sends what the
// user does (taps, typing, Enter and Escape) over a WebSocket and applies the page the server
// renders back, keeping the focus and the cursor of the field being typed in. It reconnects by
// itself: after a reload, or when a phone wakes up, the tab finds its screens again. Every screen
// on the server's stack has an address and a history entry here, so the browser's Back and
// Forward (a phone's back gesture) move through the screens, and a reload or a link opens one.
(function () {
  'use strict';

  var root = document.getElementById('app');
  var banner = document.getElementById('connection');
  var toast = document.getElementById('toast');
  var toastTimer = null;
  var tabKey = 'viperkit-tab';
  var tabID = sessionStorage.getItem(tabKey);
  var socket = null;
  var retryDelay = 250;
  var retryTimer = null;
  var hasConnected = false;
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

  function newTabID() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    tabID = Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
    sessionStorage.setItem(tabKey, tabID);
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
    if (socket && (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING)) return;
    startSession().then(openSocket, scheduleRetry);
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
      '&at=' + encodeURIComponent(location.pathname) + '&tz=' + encodeURIComponent(browserTimeZone()));
    socket = ws;
    ws.onopen = function () {
      retryDelay = 250;
      hasConnected = true;
      sent = {};
      awaitedNavigation = 0;
      pages = [];
      received = 0;
      showBanner(false);
    };
    ws.onmessage = function (message) {
      var data;
      try { data = JSON.parse(message.data); } catch (error) { return; }
      if (!data) return;
      if (data.type === 'page' || data.type === 'patch') receive(data, ws);
      else if (data.type === 'renew' && typeof data.code === 'string') renewSession(data.code);
      else if (data.type === 'notice' && typeof data.text === 'string') showToast(data.text, 6000);
    };
    ws.onclose = function (event) {
      if (socket !== ws) return;
      socket = null;
      if (event.code === 4429) {
        isRetired = true;
        showBanner(false);
        showToast('This page was closed because too many tabs of this app are open in this browser. ' +
          'Reload it to use it here.', 0);
        return;
      }
      if (event.code === 4400 || event.code === 4409) newTabID();
      // 1012: the server is restarting (an update); it or another comes back shortly.
      if (hasConnected) showBanner(true, event.code === 1012 ? 'Updating…' : 'Reconnecting…');
      scheduleRetry();
    };
  }

  function scheduleRetry() {
    if (retryTimer) return;
    retryTimer = setTimeout(connect, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 5000);
  }

  function showBanner(isShown, text) {
    if (!banner) return;
    if (text) banner.querySelector('p').textContent = text;
    banner.hidden = !isShown;
  }

  // Shows `text` for `duration` ms, or until the page is reloaded when `duration` is 0.
  function showToast(text, duration) {
    if (!toast) return;
    clearTimeout(toastTimer);
    toast.textContent = text;
    toast.hidden = false;
    if (duration > 0) toastTimer = setTimeout(function () { toast.hidden = true; }, duration);
  }

  // Sends `event`; `false` when no connection is open (the reconnection then says where the page is).
  function send(event) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(event));
    return true;
  }

  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'visible') connect();
  });
  window.addEventListener('online', connect);
  window.addEventListener('pageshow', function (event) { if (event.persisted) connect(); });

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
    apply({ title: shown.title, html: html, addresses: shown.addresses, navigation: shown.navigation, now: message.now });
  }

  function apply(page) {
    if (typeof page.title === 'string') document.title = page.title;
    var template = document.createElement('template');
    template.innerHTML = page.html;
    morphChildren(root, template.content);
    hideFailedImages();
    focusDialog();
    if (typeof page.now === 'number') serverOffset = page.now - Date.now();
    runCountdowns();
    if (Array.isArray(page.addresses) && isAnswered(page)) followAddresses(page.addresses);
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
    if (!send({ type: 'navigate', value: location.pathname, seq: number })) return;
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

  function focusDialog() {
    var dialog = root.querySelector('.dialog');
    if (!dialog || dialog.contains(document.activeElement)) return;
    var button = dialog.querySelector('.primary') || dialog.querySelector('button');
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
    send(message);
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
    send({ type: 'input', name: field.name, value: field.value });
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

  connect();
})();
