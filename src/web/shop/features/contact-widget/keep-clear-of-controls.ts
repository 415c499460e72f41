/**
 * What a finger or the keyboard uses, and what the customer must read (the lines and totals of
 * the checkout and the order, the cart's totals: marked data-keep-clear): the floating button
 * must not sit on one.
 */
const CONTROL =
  "a[href],button,input,select,textarea,label,summary,[role=button],[role=tab],[tabindex='0'],[data-keep-clear]";
/** Space left between the button and a control it moves beside. */
const GAP = 8;

/** The run keeping each widget's button clear, stopped by the next run or by its own stop. */
const running = new WeakMap<HTMLElement, () => void>();

/**
 * Keeps the floating contact button off the page's controls (the product page's quantity "+",
 * the cart bar's button, a form's field), on every page and at every scroll position: when a
 * control is under the button's place, the button moves just above or below it (to the nearest
 * spot that covers none: up to half the screen up, or down to the screen's edge) and comes back
 * once its place is clear. Where every spot would cover one (the bottom of a long form), it steps
 * aside past the screen's right edge until a spot is clear again. A big
 * target (a product card: eight times the button or more) stays usable with the button over
 * its corner, so it counts only when the button would hide a tenth of it; anything smaller
 * counts as soon as the button touches it. Controls under an opaque bar or a dialog's backdrop
 * are not on top there, so they do not count. Returns the stop function.
 */
export function keepClearOfControls(root: HTMLElement, button: HTMLElement): () => void {
  // One at a time per button: started before the widget's code came (contact-widget.idle.ts),
  // it is taken over by the widget once hydrated, from where it left the button.
  running.get(root)?.();
  // How far up the button is now (kept on the element while the panel is open).
  let lift = -Number.parseFloat(root.style.translate.split(" ")[1] ?? "0") || 0;
  // How far right it has stepped aside (0, or past the screen's edge).
  let aside = Number.parseFloat(root.style.translate.split(" ")[0] ?? "0") || 0;
  let frame = 0;

  const place = () => {
    frame = 0;
    const rect = button.getBoundingClientRect();
    // Where the button sits when neither lifted nor stepped aside.
    const box = { left: rect.left - aside, right: rect.right - aside, width: rect.width };
    const top = rect.top + lift;
    const bottom = rect.bottom + lift;
    // It may go up to half the screen, or down to just above the screen's edge.
    const maxLift = window.innerHeight / 2;
    const maxDrop = Math.max(0, window.innerHeight - bottom - GAP);
    const bigTarget = 8 * box.width * rect.height;
    // A figure to read counts as soon as the button touches it, however big its block.
    const obstacles: { r: DOMRect; read: boolean }[] = [];
    for (const control of document.querySelectorAll(CONTROL)) {
      if (root.contains(control)) continue;
      const r = control.getBoundingClientRect();
      if (r.right <= box.left || r.left >= box.right) continue;
      if (r.top >= bottom + maxDrop || r.bottom <= top - maxLift || r.width * r.height === 0) {
        continue;
      }
      const x = (Math.max(r.left, box.left) + Math.min(r.right, box.right)) / 2;
      const y = Math.min(Math.max((r.top + r.bottom) / 2, 0), window.innerHeight - 1);
      const onTop = document.elementsFromPoint(x, y).find((element) => !root.contains(element));
      if (onTop && control.contains(onTop)) {
        obstacles.push({ r, read: control.hasAttribute("data-keep-clear") });
      }
    }
    // How much of the controls the button would hide, lifted by `candidate` (down if < 0).
    const hidden = (candidate: number) =>
      obstacles.reduce((sum, { r, read }) => {
        const width = Math.min(r.right, box.right) - Math.max(r.left, box.left);
        const height = Math.min(r.bottom, bottom - candidate) - Math.max(r.top, top - candidate);
        const area = r.width * r.height;
        const counts =
          width > 0 && height > 0 && (read || area < bigTarget || width * height * 10 > area);
        return counts ? sum + width * height : sum;
      }, 0);
    // Its place, or just above or just below a control, nearest first.
    const candidates = [
      0,
      ...obstacles.flatMap(({ r }) => [bottom - r.top + GAP, top - r.bottom - GAP]),
    ]
      .filter((candidate) => candidate >= -maxDrop && candidate <= maxLift)
      .sort((a, b) => Math.abs(a) - Math.abs(b));
    // The nearest spot that hides nothing; where there is none, aside past the right edge.
    const next = candidates.find((candidate) => hidden(candidate) === 0);
    const [nextLift, nextAside] =
      next === undefined ? [0, window.innerWidth - box.left + GAP] : [next, 0];
    if (nextLift !== lift || nextAside !== aside) {
      [lift, aside] = [nextLift, nextAside];
      root.style.translate = lift || aside ? `${aside}px ${-lift}px` : "";
    }
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(place);
  };

  // Scrolling, a new size, or the page changing under the button (a route, a bar appearing).
  window.addEventListener("scroll", schedule, { passive: true, capture: true });
  window.addEventListener("resize", schedule);
  // Measured while it glides (its translate is animated), the button is neither here nor there:
  // placed again once it has arrived.
  root.addEventListener("transitionend", schedule);
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true });
  schedule();
  const stop = () => {
    if (running.get(root) === stop) running.delete(root);
    window.removeEventListener("scroll", schedule, { capture: true });
    window.removeEventListener("resize", schedule);
    root.removeEventListener("transitionend", schedule);
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
  running.set(root, stop);
  return stop;
}
