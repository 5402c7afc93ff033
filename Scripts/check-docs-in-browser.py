#!/usr/bin/env python3
"""Opens pages of the built documentation site in headless Chromium and checks what it rendered.

    Scripts/check-docs-in-browser.py SITE_DIR [--screenshot FILE] [--every-article] [PAGE...]

SITE_DIR is what Scripts/build-docs.sh wrote; it is served on 127.0.0.1 from its root, as a static
site. A PAGE is `path=expected text`, for example
`documentation/rxswift/transformingoperators=flatMapLatest`: the path is opened, and once DocC's
JavaScript application has rendered the page (the static files hold no content of their own:
DocC's HTML is an empty shell filled in the browser from JSON), the page must show

- the expected text in its rendered article;
- every marble picture that the article's source in the catalog shows (`![...](name.svg)`, counted
  from the Markdown file), as an `<img>` that the browser loaded and decoded (complete, with a
  natural size above zero), drawn with a size above zero on the page;
- no picture that failed to load.

A PAGE may expect several texts, separated by `|`. `--every-article` adds one PAGE per article
of the catalogs, expecting its title (the `#` line of its Markdown) and the first words of its
abstract. The screenshot is of the first PAGE given (or the
first article), scrolled to its first picture.

It talks to Chromium over the DevTools protocol through a pipe (`--remote-debugging-pipe`), so it
needs nothing but Python's standard library. Exit status 0 when every page passes.
"""
import base64
import functools
import http.server
import json
import os
import re
import subprocess
import sys
import threading
import time

CATALOGS = [
    "Sources/RxSwift/RxSwift.docc", "Sources/RxCocoa/RxCocoa.docc", "Sources/RxTest/RxTest.docc",
    "Sources/Differentiator/Differentiator.docc", "Sources/RxDataSources/RxDataSources.docc",
]


def find_browser():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        for folder in os.environ.get("PATH", "").split(os.pathsep):
            candidate = os.path.join(folder, name)
            if os.access(candidate, os.X_OK):
                return candidate
    sys.exit("check-docs-in-browser: no Chromium found (apt-get install chromium)")


class Browser:
    """Chromium driven over --remote-debugging-pipe: JSON messages ending in NUL, on fds 3 and 4."""

    def __init__(self):
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        # The child gets our pipe ends as its fds 3 (commands) and 4 (replies).
        def child_fds():
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)
        self.process = subprocess.Popen(
            [find_browser(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--remote-debugging-pipe", "--window-size=1280,900", "--hide-scrollbars", "about:blank"],
            close_fds=False, preexec_fn=child_fds,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable", session=True)
        self.call("Runtime.enable", session=True)

    def call(self, method, params=None, session=False, timeout=60):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while time.time() < deadline:
            while b"\0" not in self.buffer:
                chunk = os.read(self.from_browser, 1 << 20)
                if not chunk:
                    raise RuntimeError("Chromium closed the pipe")
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
        raise TimeoutError(method)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True}, session=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"script failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        self.process.wait(timeout=10)


# Runs in the page: waits until DocC rendered the article, scrolls through it so that lazily
# loaded pictures load, waits for them, and reports what the page shows.
PAGE_REPORT = r"""
(async () => {
  const sleep = ms => new Promise(r => setTimeout(r, ms));
  const deadline = Date.now() + 30000;
  const rendered = () => document.querySelector('main h1') && document.querySelector('main .content');
  while (!rendered() && Date.now() < deadline) await sleep(100);
  if (!rendered()) return {rendered: false, title: document.title};
  for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await sleep(30); }
  window.scrollTo(0, 0);
  const images = () => [...document.querySelectorAll('main img')];
  while (images().some(i => !i.complete) && Date.now() < deadline) await sleep(100);
  return {
    rendered: true,
    title: document.querySelector('main h1').innerText,
    text: document.querySelector('main').innerText,
    images: images().map(i => {
      const box = i.getBoundingClientRect();
      return {src: i.currentSrc || i.src, complete: i.complete, naturalWidth: i.naturalWidth,
              naturalHeight: i.naturalHeight, width: box.width, height: box.height, alt: i.alt};
    }),
  };
})()
"""


def pictures_of(path):
    """The marble pictures the article at `path` shows, from its Markdown source."""
    name = path.rstrip("/").split("/")[-1]
    for catalog in CATALOGS:
        for folder, _, files in os.walk(catalog):
            for file in files:
                if file.endswith(".md") and file[:-3].lower() == name:
                    text = open(os.path.join(folder, file), encoding="utf-8").read()
                    return re.findall(r"\]\(([^()\s]+\.svg)\)", text)
    return []


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def every_article():
    """A PAGE for each article of the catalogs: its path, and its title as the expected text."""
    pages = []
    for catalog in CATALOGS:
        module = os.path.basename(catalog)[:-len(".docc")]
        for folder, _, files in sorted(os.walk(catalog)):
            for file in sorted(files):
                if not file.endswith(".md"):
                    continue
                lines = [line.strip() for line in open(os.path.join(folder, file), encoding="utf-8")]
                title = lines[0]
                if title.startswith("# ``"):
                    continue  # the module's landing page: its heading is the module's name
                # The first words of the abstract, as rendered (no Markdown marks, up to a link).
                abstract = next(line for line in lines[1:] if line)
                words = re.split(r"[<\[(]", abstract.replace("`", "").replace("*", ""))[0].split()[:4]
                path = f"documentation/{module.lower()}/{file[:-3].lower()}"
                pages.append(f"{path}={title[2:].strip()}|{' '.join(words)}")
    return pages


def serve(site):
    handler = functools.partial(QuietHandler, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main():
    arguments = sys.argv[1:]
    screenshot = None
    if "--screenshot" in arguments:
        index = arguments.index("--screenshot")
        screenshot = arguments[index + 1]
        del arguments[index:index + 2]
    every = "--every-article" in arguments
    if every:
        arguments.remove("--every-article")
    if not arguments or (len(arguments) < 2 and not every):
        sys.exit(__doc__)
    site, pages = arguments[0], arguments[1:] + (every_article() if every else [])
    server = serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    browser = Browser()
    failures = 0
    try:
        for page in pages:
            path, _, expected = page.partition("=")
            url = base + path
            browser.call("Page.navigate", {"url": url}, session=True)
            report = browser.evaluate(PAGE_REPORT)
            problems = []
            if not report or not report.get("rendered"):
                problems.append(f"the article was never rendered (title: {report and report.get('title')!r})")
            else:
                # DocC renders straight quotes as typographic ones.
                rendered = report["text"].translate({0x2019: "'", 0x2018: "'", 0x201C: '"', 0x201D: '"'})
                for text in filter(None, expected.split("|")):
                    if text not in rendered:
                        problems.append(f"the rendered text does not contain {text!r}")
                wanted = pictures_of(path)
                shown = {}
                for image in report["images"]:
                    name = image["src"].split("?")[0].rsplit("/", 1)[-1]
                    if not image["complete"] or image["naturalWidth"] == 0 or image["naturalHeight"] == 0:
                        problems.append(f"picture {name} did not load ({image['src']})")
                    elif image["width"] < 1 or image["height"] < 1:
                        problems.append(f"picture {name} is drawn with no size")
                    else:
                        shown[name] = image
                for name in wanted:
                    if name not in shown:
                        problems.append(f"picture {name} is not on the rendered page (DocC leaves out a picture that failed to load)")
            if problems:
                failures += 1
                print(f"FAIL {url}")
                for problem in problems:
                    print(f"  - {problem}")
            else:
                sizes = ", ".join(f"{n} {int(i['naturalWidth'])}x{int(i['naturalHeight'])}" for n, i in list(shown.items())[:3])
                print(f"ok   {url}: \"{report['title']}\", {len(report['text'])} characters, "
                      f"{len(shown)} of {len(wanted)} pictures loaded ({sizes}{', ...' if len(shown) > 3 else ''})")
        if screenshot:
            path = pages[0].partition("=")[0]
            browser.call("Page.navigate", {"url": base + path}, session=True)
            browser.evaluate(PAGE_REPORT)
            # The first picture, with the text above it, in view.
            browser.evaluate("(async () => { const i = document.querySelector('main img'); if (i) { i.scrollIntoView({block: 'center'}); await new Promise(r => setTimeout(r, 300)); } })()")
            data = browser.call("Page.captureScreenshot", {"format": "png"}, session=True)["data"]
            with open(screenshot, "wb") as file:
                file.write(base64.b64decode(data))
            print(f"screenshot of {base + path}: {screenshot}")
    finally:
        browser.close()
        server.shutdown()
    print(f"{len(pages) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
