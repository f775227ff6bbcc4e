extension LivePage {
    /// The part of the page's script that follows the pointer: a long press (a menu, or jiggle mode), a
    /// widget dragged to a cell or page or onto another, a control dragged onto another in Control Center,
    /// and StandBy's stacks swiped. The click that ends a drag or a swipe presses nothing (`longPressed`).
    static let gestures = #"""
        let pressTimer = null;
        let longPressed = false;
        let drag = null; // {slot, widget, family, startX, startY, grabX, grabY, edgeSince}

        document.addEventListener("pointerdown", (event) => {
          longPressed = false;
          if (event.button !== 0 || event.target.closest("button, #sheet, .widget-menu, header")) return;
          const widget = widgetOf(event.target);
          const slot = event.target.closest(".home-widgets .slot");
          if (document.body.classList.contains("jiggle") && slot) {
            const box = slot.getBoundingClientRect();
            drag = {slot, widget: Number(slot.querySelector("[data-widget-id]").dataset.widgetId),
                    family: slot.querySelector("[data-widget-id]").dataset.family,
                    startX: event.clientX, startY: event.clientY, grabX: event.clientX - box.left, grabY: event.clientY - box.top,
                    edgeSince: null};
            slot.classList.add("dragging");
            slot.setPointerCapture(event.pointerId);
            event.preventDefault();
            return;
          }
          const home = event.target.closest("section.home-screen");
          const control = event.target.closest("section.control-center [data-control-id]");
          const x = event.clientX, y = event.clientY;
          pressTimer = setTimeout(() => {
            longPressed = true;
            if (control) openControlMenu(control, x, y);
            else if (widget) openMenu(widget, x, y);
            else if (home) setJiggle(true);
          }, 600);
        });

        // The cell of the shown page nearest to (x, y) where a widget spanning `span` cells may put its
        // corner: the start of a 2 × 2 block, from which it stays on the page.
        function cellAt(x, y, span) {
          const page = shownPage + 1;
          let best = null, distance = Infinity;
          const grid = document.getElementById("home-grid");
          const columns = Number(grid.dataset.columns), rows = Number(grid.dataset.rows);
          document.querySelectorAll('#home-grid .cell[data-page="' + page + '"]').forEach((cell) => {
            const index = Number(cell.dataset.cell) - 1;
            const column = index % columns, row = Math.floor(index / columns);
            if (column % 2 !== 0 || row % 2 !== 0 || column + span[0] > columns || row + span[1] > rows) return;
            const box = cell.getBoundingClientRect();
            const d = Math.hypot(box.left - x, box.top - y);
            if (d < distance) { distance = d; best = cell; }
          });
          return best;
        }

        document.addEventListener("pointermove", (event) => {
          if (!drag) { if (pressTimer && Math.hypot(event.movementX, event.movementY) > 4) clearTimeout(pressTimer); return; }
          drag.slot.style.transform = "translate(" + (event.clientX - drag.startX) + "px, " + (event.clientY - drag.startY) + "px)";
          // Held at the screen's edge, the next or previous page slides in, as on iOS.
          const screen = document.querySelector("section.home-screen").getBoundingClientRect();
          const edge = event.clientX < screen.left + 24 ? -1 : event.clientX > screen.right - 24 ? 1 : 0;
          if (edge === 0) { drag.edgeSince = null; return; }
          if (drag.edgeSince === null) { drag.edgeSince = {time: performance.now(), edge}; return; }
          if (performance.now() - drag.edgeSince.time > 500) {
            const before = shownPage;
            showPage(shownPage + edge);
            drag.startX += (before - shownPage) * screen.width;
            drag.slot.style.transform = "translate(" + (event.clientX - drag.startX) + "px, " + (event.clientY - drag.startY) + "px)";
            drag.edgeSince = {time: performance.now(), edge};
          }
        });

        document.addEventListener("pointerup", async (event) => {
          clearTimeout(pressTimer);
          if (!drag) return;
          const current = drag;
          drag = null;
          current.slot.style.pointerEvents = "none";
          const under = document.elementFromPoint(event.clientX, event.clientY);
          current.slot.style.pointerEvents = "";
          const onto = under ? under.closest(".home-widgets .slot [data-widget-id]") : null;
          let reply = null;
          if (Math.hypot(event.clientX - current.startX, event.clientY - current.startY) < 4) {
            reply = null;
          } else if (onto && Number(onto.dataset.widgetId) !== current.widget && onto.dataset.family === current.family) {
            reply = await run({drop: {widget: current.widget, onto: Number(onto.dataset.widgetId)}});
          } else {
            const screen = document.querySelector("section.home-screen").getBoundingClientRect();
            const inside = event.clientX >= screen.left && event.clientX <= screen.right && event.clientY >= screen.top && event.clientY <= screen.bottom;
            const span = (current.slot.dataset.span || "2x2").split("x").map(Number);
            const cell = inside ? cellAt(event.clientX - current.grabX, event.clientY - current.grabY, span) : null;
            if (cell) reply = await run({move: {widget: current.widget, page: Number(cell.dataset.page), cell: Number(cell.dataset.cell)}});
          }
          // Put back where it was until the server's drawing arrives (or for good, when refused).
          const slot = document.getElementById(current.slot.id);
          if (slot) { slot.classList.remove("dragging"); slot.style.transform = ""; }
          if (!reply) current.slot.classList.remove("dragging");
        });
        document.addEventListener("pointercancel", () => { clearTimeout(pressTimer); if (drag) { drag.slot.style.transform = ""; drag.slot.classList.remove("dragging"); drag = null; } });

        // A control of Control Center dragged onto another takes its place in the order, as on iOS.
        let controlDrag = null; // {group, id, x, y, moving}
        document.addEventListener("pointerdown", (event) => {
          const group = event.button === 0 ? event.target.closest("section.control-center [data-control-position]") : null;
          controlDrag = group ? {group, id: Number(group.dataset.controlId), x: event.clientX, y: event.clientY, moving: false} : null;
        });
        document.addEventListener("pointermove", (event) => {
          if (!controlDrag) return;
          const dx = event.clientX - controlDrag.x, dy = event.clientY - controlDrag.y;
          if (!controlDrag.moving && Math.hypot(dx, dy) < 8) return;
          if (!controlDrag.moving) {
            clearTimeout(pressTimer);
            closeMenu();
            controlDrag.group.setPointerCapture(event.pointerId);
          }
          controlDrag.moving = true;
          controlDrag.group.style.transform = "translate(" + dx + "px, " + dy + "px)";
          controlDrag.group.style.pointerEvents = "none";
        });
        document.addEventListener("pointercancel", () => {
          if (!controlDrag) return;
          controlDrag.group.style.transform = "";
          controlDrag.group.style.pointerEvents = "";
          controlDrag = null;
        });
        document.addEventListener("pointerup", async (event) => {
          const current = controlDrag;
          controlDrag = null;
          if (!current || !current.moving) return;
          // The click that ends a drag presses nothing.
          longPressed = true;
          const under = document.elementFromPoint(event.clientX, event.clientY);
          const onto = under ? under.closest("section.control-center [data-control-position]") : null;
          current.group.style.transform = "";
          current.group.style.pointerEvents = "";
          if (onto && Number(onto.dataset.controlId) !== current.id) {
            await run({moveControl: {id: current.id, position: Number(onto.dataset.controlPosition)}});
          }
        });

        // StandBy's stacks are swiped up (the next widget) or down, with the wheel or the pointer, on their side.
        let standBySwipe = null; // {x, y} where the pointer went down
        let lastWheel = 0;
        function standByStack(x) {
          const section = document.querySelector('section.standby[data-screen="standby"]');
          const box = section.getBoundingClientRect();
          return "standby-" + (Number(section.dataset.stacks) > 1 && x > box.left + box.width / 2 ? 1 : 0);
        }
        document.addEventListener("wheel", (event) => {
          if (!event.target.closest("section.standby") || Math.abs(event.deltaY) < 4) return;
          event.preventDefault();
          if (performance.now() - lastWheel < 350) return;
          lastWheel = performance.now();
          swipe(standByStack(event.clientX), event.deltaY > 0 ? 1 : -1);
        }, {passive: false});
        document.addEventListener("pointerdown", (event) => {
          standBySwipe = event.target.closest("section.standby") && !event.target.closest("button") ? {x: event.clientX, y: event.clientY} : null;
        });
        document.addEventListener("pointerup", (event) => {
          if (!standBySwipe) return;
          const moved = event.clientY - standBySwipe.y;
          if (Math.abs(moved) > 30) {
            swipe(standByStack(standBySwipe.x), moved < 0 ? 1 : -1);
            // A swipe is neither a tap on the widget (the click that ends it) nor a long press.
            clearTimeout(pressTimer);
            longPressed = true;
          }
          standBySwipe = null;
        });
        """#
}
