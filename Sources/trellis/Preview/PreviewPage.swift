/// The one page `trellis preview` serves: HTML, CSS and JavaScript inline,
/// nothing fetched but this server's own `/api/…` and `/events`.
///
/// Why inline and self-contained: the preview must work offline and on a
/// machine that can't reach the internet, and the Content-Security-Policy
/// in its `<meta>` lets the browser enforce that the page talks to nobody
/// else (in the page, not a header, so the page carries it wherever it is saved).
/// The page draws nothing itself: the picture is the renderer's SVG, and
/// hovering maps the pointer through the window's place on the page
/// (`page.windowX/Y` from ``PageGeometry``) to the views' `windowFrame`s.
enum PreviewPage {
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src blob:; connect-src 'self'; base-uri 'none'; form-action 'none'">
<title>trellis preview</title>
<style>
  :root { --line: #d1d1d6; --muted: #6e6e73; --accent: #0a84ff; --bad: #c9302c; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 13px/1.4 -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: #1c1c1e; background: #f2f2f7;
         display: grid; grid-template-columns: 230px 1fr 320px; height: 100vh; }
  aside, #hover { overflow: auto; padding: 12px; background: #fff; }
  aside { border-right: 1px solid var(--line); }
  #hover { border-left: 1px solid var(--line); }
  h1 { font-size: 14px; margin: 0 0 10px; }
  h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 14px 0 6px; }
  label { display: block; margin: 8px 0 2px; color: var(--muted); }
  select { width: 100%; font: inherit; }
  #focus label { display: flex; gap: 6px; align-items: center; margin: 2px 0; color: inherit; font-family: monospace; }
  main { overflow: auto; padding: 16px; position: relative; }
  #status { color: var(--muted); margin-bottom: 8px; min-height: 1.4em; }
  #status .live { color: #248a3d; } #status .down { color: var(--bad); }
  #stage { position: relative; display: inline-block; line-height: 0; }
  #picture.zoomed { max-width: none; }
  #picture { max-width: 100%; height: auto; background: #fff; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  #picture.stale { opacity: .35; }
  #highlight { position: absolute; pointer-events: none; border: 2px solid var(--accent); background: rgba(10,132,255,.12); display: none; }
  #error { display: none; border: 1px solid var(--bad); background: #fff5f5; color: #1c1c1e; padding: 10px 12px; margin-bottom: 12px; border-radius: 6px; line-height: 1.4; }
  #error .where { font-family: monospace; font-weight: bold; color: var(--bad); }
  #error pre { margin: 8px 0 0; white-space: pre-wrap; font-size: 12px; }
  .mono { font-family: monospace; }
  .frame { font-family: monospace; margin: 2px 0; }
  ul.constraints { list-style: none; padding: 0; margin: 0; }
  ul.constraints li { border-top: 1px solid #eee; padding: 5px 0; }
  ul.constraints .src { color: var(--muted); font-family: monospace; font-size: 12px; }
  .badge { display: inline-block; font-size: 11px; padding: 0 5px; border-radius: 4px; background: #eee; margin-left: 4px; }
  .badge.broken { background: var(--bad); color: #fff; }
  .hint { color: var(--muted); }
</style>
</head>
<body>
<aside>
  <h1>trellis preview</h1>
  <label for="file">File</label><select id="file"></select>
  <div id="scene-picker" hidden><label for="scene">Scene</label><select id="scene"></select></div>
  <label for="device">Device</label><select id="device"><option value="">as the file says</option></select>
  <label for="orientation">Orientation</label>
  <select id="orientation"><option value="">as the file says</option><option>portrait</option><option>landscape</option></select>
  <label for="step">Step</label><select id="step"><option value="0">step 0 (initial)</option></select>
  <label for="appearance">Appearance</label>
  <select id="appearance"><option value="">as the file says</option><option>light</option><option>dark</option></select>
  <label for="theme">Theme</label>
  <select id="theme"><option value="">as the appearance</option><option>light</option><option>dark</option></select>
  <label for="content">Scroll content</label>
  <select id="content"><option value="viewport">as the screen shows it</option><option value="full">whole content too</option></select>
  <label for="zoom">Zoom</label>
  <select id="zoom"><option value="fit">fit the window</option><option value="50">50 %</option><option value="100">100 %</option>
    <option value="150">150 %</option><option value="200">200 %</option><option value="300">300 %</option></select>
  <h2>Focus</h2>
  <div class="hint">Only the checked views' constraints are drawn (click a view in the picture to toggle it).</div>
  <div id="focus"></div>
  <h2>Diagnostics</h2>
  <div id="diagnostics" class="hint">none</div>
</aside>
<main>
  <div id="status">connecting…</div>
  <div id="error" role="alert"></div>
  <div id="stage"><img id="picture" alt="the layout"><div id="highlight"></div></div>
</main>
<section id="hover"><h2>View</h2><div class="hint">Hover a view in the picture to see its frame and constraints.</div></section>
<script>
"use strict";
const $ = (id) => document.getElementById(id);
const state = { file: "", scene: "", device: "", orientation: "", step: 0, theme: "", appearance: "", focus: [], content: "viewport", zoom: "fit" };
let info = null;          // the last answer that drew
let pictureURL = null;
let loading = false, again = false, draws = 0, live = false, seenVersion = null;

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}
function num(x) { return x === null || x === undefined ? "?" : String(Math.round(x * 1000) / 1000); }
function rect(r) { return "(" + num(r.x) + ", " + num(r.y) + ", " + num(r.width) + ", " + num(r.height) + ")"; }

function readHash() {
  const p = new URLSearchParams(location.hash.slice(1));
  for (const k of ["file", "scene", "device", "orientation", "appearance", "theme", "content", "zoom"]) if (p.has(k)) state[k] = p.get(k);
  if (p.has("step")) state.step = parseInt(p.get("step"), 10) || 0;
  if (p.has("focus")) state.focus = p.get("focus").split(",").filter(Boolean);
}
function query() {
  const p = new URLSearchParams();
  p.set("file", state.file);
  if (state.scene) p.set("scene", state.scene);
  if (state.device) p.set("device", state.device);
  if (state.orientation) p.set("orientation", state.orientation);
  p.set("step", String(state.step));
  if (state.appearance) p.set("appearance", state.appearance);
  if (state.theme) p.set("theme", state.theme);
  if (state.focus.length) p.set("focus", state.focus.join(","));
  if (state.content !== "viewport") p.set("content", state.content);
  return p.toString();
}
// The zoom is the page's own (the server draws in points either way): it
// stays in the address with the rest, but isn't sent to the server.
function address() { return query() + (state.zoom !== "fit" ? "&zoom=" + encodeURIComponent(state.zoom) : ""); }

// 100 % is one point of the picture per CSS pixel; "fit" shrinks a wide
// picture (a filmstrip of content pages) to the column.
function applyZoom() {
  const img = $("picture");
  if (!info) return;
  const z = parseFloat(state.zoom);
  if (state.zoom === "fit" || !(z > 0)) { img.classList.remove("zoomed"); img.style.width = ""; }
  else { img.classList.add("zoomed"); img.style.width = (pictureWidth() * z / 100) + "px"; }
  img.dataset.zoom = state.zoom;
}
// The whole SVG's width in points: with "whole content" the scroll views'
// content pages follow the window's, so the first page's width isn't it.
function pictureWidth() { return info.picture ? info.picture.width : info.page.width; }
function pictureScale() { return $("picture").clientWidth / pictureWidth(); }

function setStatus(text) {
  const s = $("status");
  s.textContent = "";
  s.appendChild(el("span", live ? "live" : "down", live ? "● live" : "○ not connected"));
  s.appendChild(document.createTextNode("  " + text));
}

async function loadFiles() {
  const answer = await (await fetch("/api/files")).json();
  const select = $("file");
  select.textContent = "";
  for (const f of answer.files) { const o = el("option", null, f); o.value = f; select.appendChild(o); }
  const devices = $("device");
  if (devices.options.length <= 1) for (const d of answer.devices) devices.appendChild(el("option", null, d));
  if (!state.file || !answer.files.includes(state.file)) state.file = answer.initial || answer.files[0] || "";
  select.value = state.file;
  if (!state.file) setStatus("no layout files in " + answer.folder);
}

async function refresh() {
  if (!state.file) return;
  if (loading) { again = true; return; }
  loading = true;
  history.replaceState(null, "", "#" + address());
  try {
    const response = await fetch("/api/preview?" + query());
    const answer = await response.json();
    if (answer.ok) await showPicture(answer); else showError(answer.error, answer.file);
  } catch (e) {
    showError({ text: "the preview server isn't answering (" + e + "); is trellis preview still running?" });
  } finally {
    loading = false;
    if (again) { again = false; refresh(); }
  }
}

function showPicture(answer) {
  return new Promise((resolve) => {
    const img = $("picture");
    const url = URL.createObjectURL(new Blob([answer.svg], { type: "image/svg+xml" }));
    img.onload = () => {
      if (pictureURL) URL.revokeObjectURL(pictureURL);
      pictureURL = url;
      info = answer;
      draws += 1;
      img.classList.remove("stale");
      img.dataset.draws = String(draws);
      img.dataset.version = String(answer.version);
      applyZoom();
      document.body.dataset.draws = String(draws);
      $("error").style.display = "none";
      $("error").textContent = "";
      fillPickers(answer);
      setStatus(answer.file + " · drawn " + new Date().toLocaleTimeString() + " (draw " + draws + ")");
      hideHover();
      const shown = $("hover").dataset.view;
      if (shown) {
        const v = answer.views.find((x) => x.id === shown);
        if (v) showPanel(v); else clearPanel();
      }
      resolve();
    };
    img.onerror = () => { showError({ text: "the browser couldn't show the SVG the server sent" }); resolve(); };
    img.src = url;
  });
}

function fillPickers(answer) {
  const step = $("step");
  step.textContent = "";
  answer.steps.forEach((title, i) => { const o = el("option", null, title); o.value = String(i); step.appendChild(o); });
  step.value = String(answer.step);
  const scenes = $("scene");
  scenes.textContent = "";
  for (const s of answer.scenes) { const o = el("option", null, s.title); o.value = s.id; scenes.appendChild(o); }
  if (answer.scenes.length) scenes.value = answer.scene || answer.scenes[0].id;
  $("scene-picker").hidden = answer.scenes.length < 2;
  $("device").value = state.device;
  $("orientation").value = state.orientation;
  $("appearance").value = state.appearance;
  $("theme").value = state.theme;
  $("content").value = answer.content || "viewport";
  $("zoom").value = state.zoom;
  const focus = $("focus");
  focus.textContent = "";
  for (const v of answer.views) {
    const box = el("input"); box.type = "checkbox"; box.value = v.id; box.checked = state.focus.includes(v.id);
    box.addEventListener("change", () => toggleFocus(v.id, box.checked));
    const l = el("label"); l.appendChild(box); l.appendChild(document.createTextNode(v.id));
    focus.appendChild(l);
  }
  const d = answer.diagnostics || {};
  const notes = [];
  for (const a of d.ambiguous || []) notes.push("ambiguous: " + a.view + " (" + a.attributes.join(", ") + ")");
  for (const b of d.broken || []) notes.push("broken: " + b.constraint);
  for (const s of d.scrollableContentSize || []) notes.push(s.message);
  const box = $("diagnostics");
  box.textContent = notes.length ? "" : "none";
  for (const n of notes) box.appendChild(el("div", "mono", n));
}

function showError(error, file) {
  const box = $("error");
  box.textContent = "";
  const where = error.file ? error.file + (error.line ? ":" + error.line + ":" + error.column : "") : (file || "");
  if (where) box.appendChild(el("div", "where", where));
  if (error.message) box.appendChild(el("div", null, error.message));
  // The file's line with the caret under the place, as the command line prints it.
  const excerpt = (error.text || "").split("\n").filter((l) => l.startsWith("    "));
  if (excerpt.length) box.appendChild(el("pre", null, excerpt.join("\n")));
  if (error.expected) box.appendChild(el("div", null, "expected: " + error.expected));
  if (error.suggestion) box.appendChild(el("div", null, "suggestion: " + error.suggestion));
  if (!error.file && !error.message) box.appendChild(el("pre", null, error.text || ""));
  box.style.display = "block";
  $("picture").classList.add("stale");
  hideHover();
  setStatus((file || state.file) + " · " + (info ? "showing the last picture that drew" : "nothing drawn yet"));
}

function toggleFocus(id, on) {
  state.focus = state.focus.filter((f) => f !== id);
  if (on) state.focus.push(id);
  refresh();
}

// Hover: the pointer in page points, then in the window's coordinates;
// the last view in document order under it is the one on top.
function viewAt(event) {
  if (!info) return null;
  const img = $("picture");
  const scale = pictureScale();
  const box = img.getBoundingClientRect();
  const x = (event.clientX - box.left) / scale - info.page.windowX;
  const y = (event.clientY - box.top) / scale - info.page.windowY;
  if (x < 0 || y < 0 || x > info.page.windowWidth || y > info.page.windowHeight) return null;
  for (let i = info.views.length - 1; i >= 0; i--) {
    const v = info.views[i], f = v.windowFrame;
    if (v.hidden) continue;
    if (x >= f.x && y >= f.y && x <= f.x + f.width && y <= f.y + f.height) return v;
  }
  return null;
}

function clearPanel() {
  const panel = $("hover");
  delete panel.dataset.view;
  panel.textContent = "";
  panel.appendChild(el("h2", null, "View"));
  panel.appendChild(el("div", "hint", "Hover a view in the picture to see its frame and constraints."));
}

function hideHover() { $("highlight").style.display = "none"; }

function showHover(v) {
  const img = $("picture"), h = $("highlight");
  const scale = pictureScale(), f = v.windowFrame;
  // Only the part inside the window: scroll content runs past it, and an
  // outline over the legend (or the content page beside) points nowhere.
  const x0 = Math.max(f.x, 0), x1 = Math.min(f.x + f.width, info.page.windowWidth);
  const y0 = Math.max(f.y, 0), y1 = Math.min(f.y + f.height, info.page.windowHeight);
  h.style.left = ((info.page.windowX + x0) * scale) + "px";
  h.style.top = ((info.page.windowY + y0) * scale) + "px";
  h.style.width = Math.max(1, (x1 - x0) * scale) + "px";
  h.style.height = Math.max(1, (y1 - y0) * scale) + "px";
  h.style.display = "block";
  if ($("hover").dataset.view !== v.id) showPanel(v);
}

// The panel keeps the last view hovered; a new picture refreshes it
// (its frame after the save, on the new device) or clears it (view gone).
function showPanel(v) {
  const panel = $("hover");
  panel.dataset.view = v.id;
  panel.textContent = "";
  panel.appendChild(el("h2", null, "View"));
  const title = el("div", "mono"); title.appendChild(el("b", null, v.id)); title.appendChild(document.createTextNode("  " + v.type));
  panel.appendChild(title);
  if (v.superview) panel.appendChild(el("div", "hint", "in " + v.superview));
  panel.appendChild(el("div", "frame", "frame " + rect(v.frame)));
  panel.appendChild(el("div", "frame", "in root " + rect(v.absoluteFrame)));
  if (v.ambiguous.length) panel.appendChild(el("div", "frame", "ambiguous: " + v.ambiguous.join(", ")));
  panel.appendChild(el("h2", null, "Constraints (" + v.constraints.length + ")"));
  const list = el("ul", "constraints");
  for (const c of v.constraints) {
    const li = el("li");
    const f = el("div", "mono", c.formula);
    if (c.broken) f.appendChild(el("span", "badge broken", "broken"));
    if (!c.active) f.appendChild(el("span", "badge", "inactive"));
    if (c.generated) f.appendChild(el("span", "badge", c.generated));
    if (c.name) f.appendChild(el("span", "badge", c.name));
    li.appendChild(f);
    if (c.source) li.appendChild(el("div", "src", c.source));
    list.appendChild(li);
  }
  panel.appendChild(list);
}

$("picture").addEventListener("mousemove", (e) => { const v = viewAt(e); if (v) showHover(v); else hideHover(); });
$("picture").addEventListener("mouseleave", hideHover);
$("picture").addEventListener("click", (e) => { const v = viewAt(e); if (v) toggleFocus(v.id, !state.focus.includes(v.id)); });
$("file").addEventListener("change", (e) => { state.file = e.target.value; state.scene = ""; state.step = 0; state.focus = []; refresh(); });
$("scene").addEventListener("change", (e) => { state.scene = e.target.value; state.step = 0; state.focus = []; refresh(); });
$("device").addEventListener("change", (e) => { state.device = e.target.value; refresh(); });
$("orientation").addEventListener("change", (e) => { state.orientation = e.target.value; refresh(); });
$("step").addEventListener("change", (e) => { state.step = parseInt(e.target.value, 10) || 0; refresh(); });
$("theme").addEventListener("change", (e) => { state.theme = e.target.value; refresh(); });
$("appearance").addEventListener("change", (e) => { state.appearance = e.target.value; refresh(); });
$("content").addEventListener("change", (e) => { state.content = e.target.value; refresh(); });
$("zoom").addEventListener("change", (e) => {
  state.zoom = e.target.value;
  history.replaceState(null, "", "#" + address());
  hideHover();
  applyZoom();
});

function listen() {
  const events = new EventSource("/events");
  events.addEventListener("open", () => { live = true; setStatus(info ? info.file : ""); });
  events.addEventListener("error", () => { live = false; setStatus("reconnecting…"); });
  // A second hello is a reconnection: the file may have changed while the
  // stream was down (and a restarted server counts from 0), so look again.
  events.addEventListener("hello", (e) => {
    const v = JSON.parse(e.data).version;
    if (seenVersion !== null) loadFiles().then(refresh);
    seenVersion = v;
  });
  events.addEventListener("change", async (e) => {
    const change = JSON.parse(e.data);
    seenVersion = change.version;
    await loadFiles();   // files may have come or gone
    if (change.files.includes(state.file) || !info) refresh();
  });
}

readHash();
loadFiles().then(refresh);
listen();
</script>
</body>
</html>
"""#
}
