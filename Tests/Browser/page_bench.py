"""Measures the device page (`sample-app home serve`) in Chromium: its first paint, and a widget dragged to
another cell until it is saved and drawn there.

    python3 page_bench.py URL --loads 20 --drags 40

- first paint: the page loaded anew, from the request to Chromium's first contentful paint (the
  server draws every region for it), over --loads loads;
- drag to saved: in jiggle mode, a widget dragged to a free cell and dropped, from the drop (the
  pointer's release, as the page hears it) to the widget drawn at its new cell, which the server sends
  only once the move is saved; alternately to one cell and back, over --drags drags;
- the baseline: an action the server refuses at once (a move to a cell off the grid), from the page's
  request to its answer: the round trip with no drawing.

Prints JSON: {"first_paint_ms": [...], "drag_to_saved_ms": [...], "refused_action_ms": [...]}.
"""
import argparse
import json

from playwright.sync_api import sync_playwright

from live_page import launch

WATCH = """
(id) => {
  window.droppedAt = 0;
  window.drawnAt = 0;
  document.addEventListener("pointerup", () => { window.droppedAt = performance.now(); }, {capture: true});
  new MutationObserver(() => {
    const slot = document.getElementById("slot-" + id);
    if (slot && slot.dataset.cell !== window.fromCell) window.drawnAt = performance.now();
  }).observe(document.querySelector("main"), {childList: true, subtree: true, attributes: true});
}
"""

REFUSED = """
async (id) => {
  const token = new URLSearchParams(location.search).get("token");
  const started = performance.now();
  const response = await fetch("/api/action?token=" + token, {method: "POST", headers: {"Content-Type": "application/json"},
    body: JSON.stringify({move: {widget: id, page: 1, cell: 999}})});
  if (response.status !== 422) throw new Error("the move off the grid was not refused: " + response.status);
  await response.json();
  return performance.now() - started;
}
"""


def first_paint(page, url):
    page.goto(url)
    page.wait_for_function("performance.getEntriesByName('first-contentful-paint').length > 0", timeout=20_000)
    return page.evaluate("performance.getEntriesByName('first-contentful-paint')[0].startTime")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--loads", type=int, default=20)
    parser.add_argument("--drags", type=int, default=40)
    args = parser.parse_args()
    with sync_playwright() as playwright:
        browser, page = launch(playwright)
        page.set_viewport_size({"width": 1400, "height": 1400})
        page.emulate_media(reduced_motion="reduce")
        paints = [first_paint(page, args.url) for _ in range(args.loads)]
        page.wait_for_function("document.body.dataset.live === 'true'", timeout=20_000)
        # A widget of the last page, which has room: that page shown.
        last = page.locator("#home-grid").get_attribute("data-pages")
        widget_id = page.locator(f'.home-widgets .slot[data-page="{last}"] [data-widget-id]').first.get_attribute("data-widget-id")
        page.locator(f'[data-show-page="{last}"]').click()
        page.evaluate(WATCH, widget_id)
        # Editing: a long press on a free cell of that page.
        free = page.locator(f'#home-grid .cell[data-page="{last}"]:not([data-covered])').last
        box = free.bounding_box()
        page.mouse.move(box["x"] + 20, box["y"] + 20)
        page.mouse.down()
        page.wait_for_timeout(800)
        page.mouse.up()
        page.wait_for_function("document.body.classList.contains('jiggle')", timeout=10_000)
        # Two free blocks on the first page, for the widget to go back and forth between.
        targets = page.evaluate("""(last) => Array.from(document.querySelectorAll('#home-grid .cell[data-page="' + last + '"]'))
            .filter((cell) => !cell.hasAttribute('data-covered') && !cell.querySelector('.app-icon'))
            .map((cell) => Number(cell.dataset.cell))""", last)
        columns = int(page.locator("#home-grid").get_attribute("data-columns"))
        blocks = [cell for cell in targets
                  if ((cell - 1) % columns) % 2 == 0 and ((cell - 1) // columns) % 2 == 0
                  and all(c in targets for c in [cell + 1, cell + columns, cell + columns + 1])]
        start = int(page.locator(f"#slot-{widget_id}").get_attribute("data-cell"))
        cells = [blocks[-1], start]
        drags = []
        for index in range(args.drags):
            to = cells[index % 2]
            slot = page.locator(f"#slot-{widget_id}")
            page.evaluate(f"window.fromCell = document.getElementById('slot-{widget_id}').dataset.cell; window.drawnAt = 0")
            source = slot.bounding_box()
            target = page.locator(f'#home-grid .cell[data-page="{last}"][data-cell="{to}"]').bounding_box()
            page.mouse.move(source["x"] + 30, source["y"] + 30)
            page.mouse.down()
            page.mouse.move(target["x"] + 30, target["y"] + 30, steps=4)
            page.mouse.up()
            page.wait_for_function("window.drawnAt > 0", timeout=10_000)
            drags.append(page.evaluate("window.drawnAt - window.droppedAt"))
        refused = [page.evaluate(REFUSED, int(widget_id)) for _ in range(args.drags)]
        browser.close()
    print(json.dumps({"first_paint_ms": paints, "drag_to_saved_ms": drags, "refused_action_ms": refused}))


if __name__ == "__main__":
    main()
