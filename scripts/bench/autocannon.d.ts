// The part of autocannon 8's programmatic API the bench uses (the package ships no types).
declare module "autocannon" {
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
    /** Requests only: how many were answered. */
    total: number;
    /** Requests only: how many were sent (those still unanswered at the end included). */
    sent: number;
  }

  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** `context` is the one request's own: autocannon gives each request a fresh one. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    requests?: Request[];
  }

  export interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
