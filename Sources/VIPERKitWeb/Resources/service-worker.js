// The service worker of a VIPERKitWeb site: it keeps the app's shell (the one page every address
// serves, its script, styles, icons and manifest), so that a reload or a cold start without a
// connection still opens the app. The script then shows the last page it kept for the address,
// says that the page is offline, and sends what the user does once the connection is back.
// Everything is asked of the network first; what is kept answers only when the network does not
// (within a few seconds on a bad connection), so nothing kept hides a newer version.
'use strict';

var cacheName = 'viperkit-shell-1';
var shell = ['/', '/assets/viperkit.js', '/assets/viperkit.css', '/assets/app.css', '/assets/icon.svg',
  '/manifest.webmanifest'];
// How long a request may take before what is kept answers instead, in milliseconds.
var patience = 4000;

self.addEventListener('install', function (event) {
  event.waitUntil(caches.open(cacheName).then(function (cache) { return cache.addAll(shell); })
    .then(function () { return self.skipWaiting(); }));
});

self.addEventListener('activate', function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) { return name !== cacheName; })
      .map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Every address serves the same shell: one copy is kept for all of them.
  if (request.mode === 'navigate') {
    event.respondWith(fromNetworkElseKept(request, '/'));
  } else if (shell.indexOf(url.pathname) !== -1 || url.pathname.indexOf('/assets/') === 0) {
    event.respondWith(fromNetworkElseKept(request, url.pathname));
  }
});

// The network's answer (kept under `key` when it is whole), else the kept one, else the error.
function fromNetworkElseKept(request, key) {
  var fromNetwork = fetch(request).then(function (response) {
    if (response.ok && response.type === 'basic') {
      var copy = response.clone();
      caches.open(cacheName).then(function (cache) { return cache.put(key, copy); });
    }
    return response;
  });
  var slow = new Promise(function (resolve) { setTimeout(resolve, patience); });
  return Promise.race([fromNetwork, slow.then(function () { return kept(key); })])
    .then(function (response) { return response || fromNetwork; })
    .catch(function () {
      return kept(key).then(function (response) { return response || fromNetwork; });
    });
}

function kept(key) {
  return caches.open(cacheName).then(function (cache) { return cache.match(key); });
}
