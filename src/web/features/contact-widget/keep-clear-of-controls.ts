/** What a finger or the keyboard uses: the floating button must not sit on one. */
const CONTROL =
  "a[href],button,input,select,textarea,label,summary,[role=button],[role=tab],[tabindex='0']";
/** Space left between the button and a control it moves above. */
const GAP = 8;

/**
 * Keeps the floating contact button off the page's controls (the product page's quantity "+",
 * the cart bar's button, a form's field), on every page and at every scroll position: when a
 * control is under the button's place, the button moves up just above it (to the lowest spot
 * that covers none, at most half the screen up) and comes back once the place is clear. A big
 * target (a product card: eight times the button or more) stays usable with the button over
 * its corner, so it counts only when the button would hide a tenth of it; anything smaller
 * counts as soon as the button touches it. Controls under an opaque bar or a dialog's backdrop
 * are not on top there, so they do not count. Returns the stop function.
 */
export function keepClearOfControls(root: HTMLElement, button: HTMLElement): () => void {
  // How far up the button is now (kept on the element while the panel is open).
  let lift = -Number.parseFloat(root.style.translate.split(" ")[1] ?? "0") || 0;
  let frame = 0;

  const place = () => {
    frame = 0;
    const box = button.getBoundingClientRect();
    // Where the button sits when not lifted.
    const top = box.top + lift;
    const bottom = box.bottom + lift;
    const maxLift = window.innerHeight / 2;
    const bigTarget = 8 * box.width * box.height;
    const obstacles: DOMRect[] = [];
    for (const control of document.querySelectorAll(CONTROL)) {
      if (root.contains(control)) continue;
      const r = control.getBoundingClientRect();
      if (r.right <= box.left || r.left >= box.right) continue;
      if (r.top >= bottom || r.bottom <= top - maxLift || r.width * r.height === 0) continue;
      const x = (Math.max(r.left, box.left) + Math.min(r.right, box.right)) / 2;
      const y = Math.min(Math.max((r.top + r.bottom) / 2, 0), window.innerHeight - 1);
      const onTop = document.elementsFromPoint(x, y).find((element) => !root.contains(element));
      if (onTop && control.contains(onTop)) obstacles.push(r);
    }
    const covers = (candidate: number) =>
      obstacles.some((r) => {
        const width = Math.min(r.right, box.right) - Math.max(r.left, box.left);
        const height = Math.min(r.bottom, bottom - candidate) - Math.max(r.top, top - candidate);
        const area = r.width * r.height;
        return width > 0 && height > 0 && (area < bigTarget || width * height * 10 > area);
      });
    const candidates = [0, ...obstacles.map((r) => bottom - r.top + GAP)]
      .filter((candidate) => candidate >= 0 && candidate <= maxLift)
      .sort((a, b) => a - b);
    // Nowhere clear within reach: the button stays in its place.
    const next = candidates.find((candidate) => !covers(candidate)) ?? 0;
    if (next !== lift) {
      lift = next;
      root.style.translate = lift ? `0 ${-lift}px` : "";
    }
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(place);
  };

  // Scrolling, a new size, or the page changing under the button (a route, a bar appearing).
  window.addEventListener("scroll", schedule, { passive: true, capture: true });
  window.addEventListener("resize", schedule);
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true });
  schedule();
  return () => {
    window.removeEventListener("scroll", schedule, { capture: true });
    window.removeEventListener("resize", schedule);
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}
