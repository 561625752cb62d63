"""`trellis preview` in a real browser: headless chromium over the DevTools
protocol loads the page, the layout file is edited and must be redrawn,
hovering a view must show its frame and constraints, a broken file must
show its located error and a repaired one the picture again, zooming and
the whole scroll content must keep the pointer on the right view, the page
must fetch nothing from anywhere but the preview server, and the server
must print only its address (no log lines of Hummingbird's).

Usage: preview_check.py TRELLIS CHROMIUM LAYOUT.yaml OUT_DIR
(called by scripts/preview-check, which finds the two programs).
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp_client import Browser  # noqa: E402

# A save must be on the page within this many seconds (the promise is one
# second; TRELLIS_PREVIEW_MAX_SECONDS loosens it on a slow machine).
MAX_SECONDS = float(os.environ.get("TRELLIS_PREVIEW_MAX_SECONDS", "1.0"))


def fail(message):
    print(f"preview-check: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def step(message):
    print(f"preview-check: {message}", flush=True)


def start_server(trellis, layout):
    server = subprocess.Popen([trellis, "preview", layout, "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    found = {}

    def read_address():
        line = server.stdout.readline()
        if "http://" in line:
            found["url"] = line[line.index("http://"):].split()[0]

    reader = threading.Thread(target=read_address, daemon=True)
    reader.start()
    reader.join(60)
    if "url" not in found:
        server.kill()
        fail("trellis preview printed no address: " + server.stderr.read())
    return server, found["url"]


# A scroll view whose content is four screens tall, for "whole content too".
SCROLL_LAYOUT = """canvas: {device: iphone-se}
root:
  subviews:
    - id: scroll
      type: scrollView
      subviews:
        - {id: tall, color: "#34C759"}
constraints:
  - H:|[scroll]|
  - V:|[scroll]|
  - tall.top == scroll.contentLayout.top
  - tall.bottom == scroll.contentLayout.bottom
  - tall.leading == scroll.contentLayout.leading
  - tall.trailing == scroll.contentLayout.trailing
  - tall.width == scroll.frameLayout.width
  - tall.height == 2400
"""

# Where the middle of a view's part in the window is on the screen, through the page's own scale
# (the whole picture's width, which is more than the first page's with
# content pages beside it).
VIEW_MIDDLE = """(() => {
    const img = document.getElementById('picture'), box = img.getBoundingClientRect();
    const scale = img.clientWidth / (info.picture ? info.picture.width : info.page.width);
    const f = info.views.find(v => v.id === '%s').windowFrame;
    // The middle of the part inside the window (scroll content runs past it).
    const x0 = Math.max(f.x, 0), x1 = Math.min(f.x + f.width, info.page.windowWidth);
    const y0 = Math.max(f.y, 0), y1 = Math.min(f.y + f.height, info.page.windowHeight);
    return {x: box.left + (info.page.windowX + (x0 + x1) / 2) * scale,
            y: box.top + (info.page.windowY + (y0 + y1) / 2) * scale};
})()"""


def rewrite(path, old, new):
    with open(path) as f:
        text = f.read()
    if old not in text:
        fail(f"{path} has no '{old}' to edit")
    # Written in place, as most editors save.
    with open(path, "w") as f:
        f.write(text.replace(old, new, 1))


def main():
    trellis, chromium, source, out = sys.argv[1:5]
    os.makedirs(out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="trellis-preview-check-")
    name = os.path.basename(source)
    layout = os.path.join(work, name)
    shutil.copyfile(source, layout)
    with open(os.path.join(work, "scroll.yaml"), "w") as f:
        f.write(SCROLL_LAYOUT)
    server, url = start_server(trellis, layout)
    origin = url.rstrip("/")
    step(f"serving {layout} at {url}")
    browser = None
    try:
        browser = Browser(chromium)
        browser.call("Network.enable")
        browser.call("Page.enable")
        browser.call("Page.navigate", url=url)

        # 1. The page draws the file.
        browser.wait_for("document.body && Number(document.body.dataset.draws || 0) >= 1", timeout=30)
        width = browser.evaluate("document.getElementById('picture').naturalWidth")
        if not width:
            fail("the picture has no size: the SVG didn't load")
        frame = browser.evaluate("JSON.stringify(info.views.find(v => v.id === 'myView').windowFrame)")
        step(f"page drew {name}: myView at {frame}, picture {width} px wide")
        browser.screenshot(os.path.join(out, "1-loaded.png"))

        # 2. A save is redrawn, within a second.
        draws = int(browser.evaluate("document.body.dataset.draws"))
        rewrite(layout, "myView.height == 2.0 * myView.width", "myView.height == 1.0 * myView.width")
        saved = time.time()
        browser.wait_for(f"Number(document.body.dataset.draws) > {draws} && "
                         "info.views.find(v => v.id === 'myView').windowFrame.height === "
                         "info.views.find(v => v.id === 'myView').windowFrame.width", timeout=10, interval=0.02)
        latency = time.time() - saved
        step(f"the save was on the page {latency:.2f} s later")
        if latency > MAX_SECONDS:
            fail(f"redrawn {latency:.2f} s after the save; the preview promises {MAX_SECONDS} s")
        browser.screenshot(os.path.join(out, "2-edited.png"))

        # 3. Hovering a view shows its frame and constraints.
        point = browser.evaluate("""(() => {
            const img = document.getElementById('picture'), box = img.getBoundingClientRect();
            const scale = img.clientWidth / info.page.width;
            const f = info.views.find(v => v.id === 'myView').windowFrame;
            return {x: box.left + (info.page.windowX + f.x + f.width / 2) * scale,
                    y: box.top + (info.page.windowY + f.y + f.height / 2) * scale};
        })()""")
        browser.call("Input.dispatchMouseEvent", type="mouseMoved", x=point["x"], y=point["y"])
        panel, _ = browser.wait_for("document.getElementById('hover').dataset.view === 'myView' && "
                                    "document.getElementById('hover').innerText", timeout=5)
        for expected in ["myView", "UIView", "frame (16, ", "myView.leading == root.margins.leading",
                         "myView.height == 1.0 * myView.width"]:
            if expected not in panel:
                fail(f"the hover panel lacks '{expected}':\n{panel}")
        if browser.evaluate("getComputedStyle(document.getElementById('highlight')).display") != "block":
            fail("no highlight over the hovered view")
        step("hovering myView shows its frame and constraints")
        browser.screenshot(os.path.join(out, "3-hover.png"))

        # 4. A broken file shows its located error; the server lives on.
        rewrite(layout, "myView.top == root.safeArea.top", "myView.top == rooot.safeArea.top")
        error, _ = browser.wait_for("document.getElementById('error').style.display === 'block' && "
                                    "document.getElementById('error').innerText", timeout=5)
        if f"{name}:" not in error or "rooot" not in error or "did you mean 'root'" not in error:
            fail(f"the error on the page isn't located:\n{error}")
        where = error.splitlines()[0]
        step(f"the broken file shows '{where}' and its message")
        browser.screenshot(os.path.join(out, "4-error.png"))

        # 5. Repaired, the picture comes back.
        draws = int(browser.evaluate("document.body.dataset.draws"))
        rewrite(layout, "myView.top == rooot.safeArea.top", "myView.top == root.safeArea.top")
        browser.wait_for(f"Number(document.body.dataset.draws) > {draws} && "
                         "document.getElementById('error').style.display === 'none'", timeout=5)
        step("the repaired file is drawn again")

        # 6. The pickers: another device, then a click focuses the view.
        draws = int(browser.evaluate("document.body.dataset.draws"))
        browser.evaluate("""(() => { const s = document.getElementById('device');
            s.value = 'iphone-se'; s.dispatchEvent(new Event('change')); })()""")
        browser.wait_for(f"Number(document.body.dataset.draws) > {draws} && info.device === 'iphone-se' && "
                         "info.page.windowWidth === 375", timeout=10)
        point = browser.evaluate("""(() => {
            const img = document.getElementById('picture'), box = img.getBoundingClientRect();
            const scale = img.clientWidth / info.page.width;
            const f = info.views.find(v => v.id === 'myView').windowFrame;
            return {x: box.left + (info.page.windowX + f.x + f.width / 2) * scale,
                    y: box.top + (info.page.windowY + f.y + f.height / 2) * scale};
        })()""")
        for kind in ["mousePressed", "mouseReleased"]:
            browser.call("Input.dispatchMouseEvent", type=kind, x=point["x"], y=point["y"], button="left", clickCount=1)
        browser.wait_for("info.focus.includes('myView') && location.hash.includes('focus=myView')", timeout=10)
        panel = browser.evaluate("document.getElementById('hover').innerText")
        if "frame (16, 20, 343, 343)" not in panel:
            fail(f"the hover panel kept myView's frame from before the device changed:\n{panel}")
        step("picking iphone-se redraws at 375 pt (the panel follows); clicking myView focuses it")
        browser.screenshot(os.path.join(out, "5-device-and-focus.png"))

        # 6b. The appearance picker: the screen dark, the theme following
        # it, the address keeping it; back to the file's.
        draws = int(browser.evaluate("document.body.dataset.draws"))
        browser.evaluate("""(() => { const s = document.getElementById('appearance');
            s.value = 'dark'; s.dispatchEvent(new Event('change')); })()""")
        browser.wait_for(f"Number(document.body.dataset.draws) > {draws} && info.appearance === 'dark' && "
                         "info.theme === 'dark' && location.hash.includes('appearance=dark')", timeout=10)
        step("picking the dark appearance redraws the screen dark on the dark page")
        browser.screenshot(os.path.join(out, "5b-dark.png"))
        draws = int(browser.evaluate("document.body.dataset.draws"))
        browser.evaluate("""(() => { const s = document.getElementById('appearance');
            s.value = ''; s.dispatchEvent(new Event('change')); })()""")
        browser.wait_for(f"Number(document.body.dataset.draws) > {draws} && info.appearance === 'light' && "
                         "info.theme === 'light'", timeout=10)

        # 7. Zoom: 200 % is two CSS pixels a point, the address keeps it,
        # and hovering still finds the view under the pointer.
        browser.evaluate("""(() => { const s = document.getElementById('zoom');
            s.value = '200'; s.dispatchEvent(new Event('change')); })()""")
        browser.wait_for("Math.abs(document.getElementById('picture').clientWidth - 2 * info.picture.width) < 2 && "
                         "location.hash.includes('zoom=200')", timeout=5)
        browser.call("Input.dispatchMouseEvent", type="mouseMoved", x=0, y=0)
        point = browser.evaluate(VIEW_MIDDLE % "myView")
        browser.call("Input.dispatchMouseEvent", type="mouseMoved", x=point["x"], y=point["y"])
        browser.wait_for("getComputedStyle(document.getElementById('highlight')).display === 'block' && "
                         "document.getElementById('hover').dataset.view === 'myView'", timeout=5)
        step("zoomed to 200 %: the picture is twice its points wide and hovering still finds myView")
        browser.screenshot(os.path.join(out, "6-zoom.png"))

        # 8. Whole scroll content: the content page follows the window's;
        # the pointer is scaled by the whole picture and still finds views.
        draws = int(browser.evaluate("document.body.dataset.draws"))
        browser.evaluate("""(() => { const z = document.getElementById('zoom');
            z.value = 'fit'; z.dispatchEvent(new Event('change'));
            const f = document.getElementById('file');
            f.value = 'scroll.yaml'; f.dispatchEvent(new Event('change')); })()""")
        browser.wait_for(f"Number(document.body.dataset.draws) > {draws} && info.file === 'scroll.yaml'", timeout=10)
        viewport_width = browser.evaluate("info.picture.width")
        draws = int(browser.evaluate("document.body.dataset.draws"))
        browser.evaluate("""(() => { const s = document.getElementById('content');
            s.value = 'full'; s.dispatchEvent(new Event('change')); })()""")
        browser.wait_for(f"Number(document.body.dataset.draws) > {draws} && info.content === 'full' && "
                         "location.hash.includes('content=full')", timeout=10)
        full_width = browser.evaluate("info.picture.width")
        page_width = browser.evaluate("info.page.width")
        if not full_width > viewport_width or not full_width >= 2 * page_width - 1:
            fail(f"whole content drew no content page: {full_width} pt wide, the window's page {page_width} pt")
        point = browser.evaluate(VIEW_MIDDLE % "tall")
        browser.call("Input.dispatchMouseEvent", type="mouseMoved", x=point["x"], y=point["y"])
        panel, _ = browser.wait_for("document.getElementById('hover').dataset.view === 'tall' && "
                                    "document.getElementById('hover').innerText", timeout=5)
        inside = browser.evaluate("""(() => {
            const h = document.getElementById('highlight').getBoundingClientRect();
            const img = document.getElementById('picture').getBoundingClientRect();
            const scale = img.width / info.picture.width;
            return h.bottom <= img.top + (info.page.windowY + info.page.windowHeight) * scale + 3;
        })()""")
        if not inside:
            fail("the highlight of the scroll content runs past the window")
        if "tall.height == 2400" not in panel:
            fail(f"the hover panel over the scroll content lacks its constraint:\n{panel}")
        step(f"whole content: {full_width:.0f} pt wide (the window's page {page_width:.0f}); hovering finds 'tall'")
        browser.screenshot(os.path.join(out, "7-content-full.png"))

        # 9. Nothing was fetched from anywhere but the preview server.
        browser.evaluate("1")
        requests = [e["params"]["request"]["url"] for e in browser.events
                    if e.get("method") == "Network.requestWillBeSent"]
        foreign = [u for u in requests if not (u.startswith(origin + "/") or u.startswith("blob:")
                                               or u.startswith("data:"))]
        if foreign:
            fail("the page fetched from elsewhere: " + ", ".join(foreign))
        step(f"{len(requests)} requests, all to {origin} (or the page's own blobs)")
        if server.poll() is not None:
            fail("trellis preview exited: " + server.stderr.read())
    finally:
        if browser:
            browser.quit()
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(work, ignore_errors=True)
    # 10. The server said only its address: Hummingbird's own log lines
    # ("info trellis-preview: [HummingbirdCore] Server started…") are quieted.
    errors = server.stderr.read()
    if errors.strip():
        fail("trellis preview wrote to standard error:\n" + errors)
    step("nothing on standard error")
    print(f"preview-check: ok (screenshots in {out})")


if __name__ == "__main__":
    main()
