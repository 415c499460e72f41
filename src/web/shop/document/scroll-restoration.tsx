import { useEffect, useLayoutEffect, useRef } from "react";
import { type Location, type NavigationType, useLocation, useNavigationType } from "react-router";

/**
 * The shop's scroll, as a reader expects it: a new page starts at its top (or at the element
 * its #hash names); back and forward (and a reload) return to where the customer was on that
 * page. React Router's <ScrollRestoration> needs its data router, which the shop does not use
 * (router.tsx), so this is the same idea for <BrowserRouter>: positions are kept per history
 * entry in sessionStorage, and the browser's own restoring is off, since it would scroll before
 * the page below has rendered.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastPathname = useRef<string | undefined>(undefined);

  useEffect(() => {
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = "manual";
    window.addEventListener("pagehide", persist);
    return () => {
      window.history.scrollRestoration = before;
      window.removeEventListener("pagehide", persist);
      persist();
    };
  }, []);

  // Before paint: the new page never shows a frame at the old page's position.
  useLayoutEffect(() => {
    const entry = entryOf(location);
    const previousPathname = lastPathname.current;
    lastPathname.current = location.pathname;
    let restoring = true;
    const stopRestoring = scrollFor(location, navigationType, previousPathname, () => {
      restoring = false;
    });
    const remember = () => {
      if (!restoring) rememberPosition(entry, window.scrollY);
    };
    window.addEventListener("scroll", remember, { passive: true });
    return () => {
      stopRestoring();
      window.removeEventListener("scroll", remember);
      persist();
    };
  }, [location, navigationType]);

  return null;
}

/** How many history entries' positions are kept (the oldest are dropped). */
const KEPT_ENTRIES = 50;
const STORAGE_KEY = "frosty-scroll";
/** About a second at 60 Hz: enough for a lazy page, its data and its images to lay out. */
const MAX_WAIT_FRAMES = 60;

let positions: Map<string, number> | undefined;
/** The entry this document was loaded at, and whether the customer has moved off it since. */
let documentEntry: string | undefined;
let movedOff = false;

function savedPositions(): Map<string, number> {
  if (!positions) {
    try {
      positions = new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]"));
    } catch {
      positions = new Map();
    }
  }
  return positions;
}

function rememberPosition(entry: string, y: number) {
  const saved = savedPositions();
  // Last written goes last, so the oldest are the ones dropped.
  saved.delete(entry);
  saved.set(entry, Math.round(y));
}

function persist() {
  try {
    const kept = [...savedPositions()].slice(-KEPT_ENTRIES);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused (private mode): positions then last as long as the page.
  }
}

/**
 * A history entry: its key, and its address. A first page load has the key "default" whatever
 * the page, so the address tells such entries apart.
 */
function entryOf(location: Location): string {
  return `${location.key} ${location.pathname}${location.search}`;
}

/**
 * Scrolls as the navigation asks; returns how to stop waiting for the page. `done` is called
 * once the page is where it should be, from then on the position is the customer's.
 */
function scrollFor(
  location: Location,
  navigationType: NavigationType,
  previousPathname: string | undefined,
  done: () => void,
): () => void {
  const entry = entryOf(location);
  documentEntry ??= entry;
  if (entry !== documentEntry) movedOff = true;
  const documentLoad = navigationType === "POP" && entry === documentEntry && !movedOff;
  // A load of the document: only a reload or the browser's back/forward returns somewhere.
  const returning = documentLoad ? cameBackOrReloaded() : navigationType === "POP";
  const saved = returning ? savedPositions().get(entry) : undefined;
  if (saved !== undefined) return whenReady(() => reachable(saved), done);
  if (location.hash && !documentLoad) return whenReady(() => hashTarget(location.hash), done);
  if (!documentLoad && location.pathname !== previousPathname) window.scrollTo(0, 0);
  done();
  return () => {};
}

function cameBackOrReloaded(): boolean {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation?.type === "reload" || navigation?.type === "back_forward";
}

/** `y` once the page is tall enough to scroll there. */
function reachable(y: number): number | undefined {
  const most = document.documentElement.scrollHeight - window.innerHeight;
  return most >= y ? y : undefined;
}

/** The top of the element the hash names, once it is in the page. */
function hashTarget(hash: string): number | undefined {
  const element = document.getElementById(decodeURIComponent(hash.slice(1)));
  return element ? element.getBoundingClientRect().top + window.scrollY : undefined;
}

/**
 * Scrolls to what `target` says as soon as it says something, trying again each frame for a
 * bounded while (a page may render its content a frame or a request later); the customer
 * scrolling first wins. At the end of the wait, the page is left where it is.
 */
function whenReady(target: () => number | undefined, done: () => void): () => void {
  let frame = 0;
  let handle = 0;
  const stop = () => {
    cancelAnimationFrame(handle);
    for (const type of INPUTS) window.removeEventListener(type, stop);
    done();
  };
  const attempt = () => {
    const y = target();
    if (y !== undefined) {
      window.scrollTo(0, y);
      stop();
    } else if (++frame > MAX_WAIT_FRAMES) stop();
    else handle = requestAnimationFrame(attempt);
  };
  for (const type of INPUTS) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

/** What the customer does to scroll. */
const INPUTS = ["wheel", "touchstart", "keydown", "mousedown"] as const;
