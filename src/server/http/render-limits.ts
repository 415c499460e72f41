/**
 * Bounds on rendering pages on the server (page-html.ts). A render is tens of milliseconds of
 * this process's only thread; a kept page is served from memory and never counted. Renders run
 * at most `inFlight` at once (one more is answered 503, never queued), and one client starts
 * at most `burst` of them, then `perSecond` a second (429). Counted here, in memory: they guard
 * this process's CPU, not a quota shared between instances.
 */
export interface RenderLimits {
  inFlight: number;
  burst: number;
  perSecond: number;
  /** Clients remembered at once: past it the one idle longest is forgotten (its count restarts). */
  clients: number;
}

/**
 * Every page of the shop and the catalogue renders once per catalogue version, so a visitor,
 * or many behind one address (a carrier's NAT), rarely starts more than a few.
 */
export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  inFlight: 4,
  burst: 20,
  perSecond: 1,
  clients: 10_000,
};

/** A render that may start; `release()` once it is done. */
export interface RenderSlot {
  release(): void;
}

/** No render now: answer `status`, and say when to try again (Retry-After, seconds). */
export interface RenderRefusal {
  status: 429 | 503;
  retryAfter: number;
}

export type RenderAdmission = RenderSlot | RenderRefusal;

export function isRefusal(admission: RenderAdmission): admission is RenderRefusal {
  return "status" in admission;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class RenderLimiter {
  private running = 0;
  /** In order of last use: the first is the one idle longest. */
  private readonly buckets = new Map<string, Bucket>();
  private readonly limits: RenderLimits;

  constructor(
    limits: Partial<RenderLimits> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.limits = { ...DEFAULT_RENDER_LIMITS, ...limits };
  }

  /** A render for `client` (addressLimitKey of its address), or why not. */
  admit(client: string): RenderAdmission {
    // Before the client's count: a request turned away for want of room costs it nothing.
    if (this.running >= this.limits.inFlight) return { status: 503, retryAfter: 1 };
    const wait = this.take(client);
    if (wait > 0) return { status: 429, retryAfter: wait };
    this.running++;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.running--;
      },
    };
  }

  /** Takes one render from the client's bucket: 0, or the seconds until it holds one. */
  private take(client: string): number {
    const { burst, perSecond, clients } = this.limits;
    const now = this.now();
    const found = this.buckets.get(client);
    const bucket = found ?? { tokens: burst, at: now };
    if (found) this.buckets.delete(client);
    else if (this.buckets.size >= clients) {
      this.buckets.delete(this.buckets.keys().next().value as string);
    }
    this.buckets.set(client, bucket);
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    if (bucket.tokens < 1) return Math.ceil((1 - bucket.tokens) / perSecond);
    bucket.tokens -= 1;
    return 0;
  }
}
