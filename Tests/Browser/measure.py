"""Measures text as Chromium draws it, for the tests that hold the layout's widths against a browser's.

Reads a request as JSON on standard input:
  {"strings": [{"text": "Bookhaus", "size": 15, "weight": 400}, ...],
   "pages": ["/path/to/page.html", ...]}
and prints as JSON on standard output:
  {"widths": [width in CSS pixels of each string, set as an SVG <text> in the drawings' font],
   "texts": [{"page", "widget", "text", "overflow"} for each <text> inside a widget's <svg>, where
             overflow is how far, in points, its box reaches past the widget's edges (0 when inside)]}

Chromium is Debian's (`chromium` on PATH), started through Playwright without a sandbox, as
containers need.
"""
import json
import shutil
import sys

from playwright.sync_api import sync_playwright

FONT_FAMILY = "Inter, 'Noto Color Emoji', sans-serif"

MEASURE_STRINGS = """
(args) => {
  const [strings, family] = args;
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("style", "font-kerning: none; font-variant-ligatures: none");
  document.body.appendChild(svg);
  return strings.map((s) => {
    const text = document.createElementNS(ns, "text");
    text.setAttribute("font-family", family);
    text.setAttribute("font-size", String(s.size));
    text.setAttribute("font-weight", String(s.weight));
    text.textContent = s.text;
    svg.appendChild(text);
    const width = text.getComputedTextLength();
    svg.removeChild(text);
    return width;
  });
}
"""

# Every widget is an <svg> whose class names its family; its box is its edge. Nested widgets (on the
# Lock Screen's drawing) are measured against their own svg.
MEASURE_TEXTS = """
() => {
  const found = [];
  for (const widget of document.querySelectorAll("svg[class^='widget-']")) {
    const edge = widget.getBoundingClientRect();
    const scale = edge.width / Number(widget.getAttribute("width"));
    const figure = widget.closest("[data-widget-id], figure, div.widget");
    const name = (figure && (figure.id || figure.getAttribute("data-widget-id"))) || "";
    for (const text of widget.querySelectorAll("text")) {
      if (text.closest("svg[class^='widget-']") !== widget || !text.textContent.trim()) continue;
      const box = text.getBoundingClientRect();
      const overflow = Math.max(0, edge.left - box.left, box.right - edge.right, edge.top - box.top, box.bottom - edge.bottom);
      const family = widget.getAttribute("class").replace("widget-", "");
      found.push({widget: `${widget.getAttribute("aria-label")} (${family}) ${name}`, text: text.textContent, overflow: overflow / scale});
    }
  }
  return found;
}
"""


def main():
    request = json.load(sys.stdin)
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        sys.exit("Chromium is not on PATH; install it with: sudo apt-get install chromium")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium, args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        page.set_content("<!DOCTYPE html><html><body></body></html>")
        widths = page.evaluate(MEASURE_STRINGS, [request.get("strings", []), FONT_FAMILY])
        texts = []
        for path in request.get("pages", []):
            page.goto("file://" + path)
            page.evaluate("document.fonts.ready")
            for text in page.evaluate(MEASURE_TEXTS):
                texts.append(dict(text, page=path))
        browser.close()
    json.dump({"widths": widths, "texts": texts}, sys.stdout)


if __name__ == "__main__":
    main()
