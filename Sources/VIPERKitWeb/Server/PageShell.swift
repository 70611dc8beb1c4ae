/// The one HTML document the site serves: it loads the script, which connects and fills `#app`.
enum PageShell {
    static func html(appName: String, themeColor: String) -> String {
        let name = HTML.escape(appName)
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
            <meta name="theme-color" content="\(HTML.escape(themeColor))">
            <title>\(name)</title>
            <link rel="icon" href="/assets/icon.svg" type="image/svg+xml">
            <link rel="apple-touch-icon" href="/assets/icon-192.png">
            <link rel="manifest" href="\(WebManifest.path)">
            <link rel="stylesheet" href="/assets/viperkit.css">
            <link rel="stylesheet" href="/assets/app.css">
            <script src="/assets/viperkit.js" defer></script>
            </head>
            <body>
            <div id="connection" class="connection" role="status" aria-live="polite" hidden><p></p></div>
            <div id="app"><header class="bar"><h1>\(name)</h1></header><main class="screen screen-starting">\
            <div class="spinner" aria-hidden="true"></div><p class="hint">Connecting…</p></main></div>
            <div id="toast" class="toast" role="status" aria-live="polite" hidden></div>
            <noscript><p class="problem">\(name) needs JavaScript to run in the browser.</p></noscript>
            </body>
            </html>

            """
    }
}
