import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";

/** The flooding client's address: documentation's TEST-NET-3, never a real customer's. */
export const FLOOD_ADDRESS = "203.0.113.7";
export const FLOOD_CONNECTIONS = 10;
/** What the server may answer a flood of made-up paths: the page, not-found, too many, busy. */
export const FLOOD_STATUSES = [200, 404, 429, 503] as const;

export interface FloodResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
}

export interface Flood {
  /** Waits for the flood's end (it stops by itself after `seconds`) and returns its totals. */
  finished: Promise<FloodResult>;
}

/**
 * Starts flood-client.mjs against `url` for `seconds`: FLOOD_CONNECTIONS connections, each
 * request a new made-up path (/zz-<n>, /produto/<n>, /lojas/x<n>, /admin/x<n>) or
 * /api/openapi.json, all carrying X-Forwarded-For FLOOD_ADDRESS. Behind its trusted loopback
 * proxy (TRUSTED_PROXIES) the server counts the flood as that one client, apart from the
 * load measured meanwhile, which comes from loopback without the header.
 */
export function startFlood(url: string, seconds: number): Flood {
  const child = spawn(process.execPath, [join(import.meta.dirname, "flood-client.mjs")], {
    env: {
      ...process.env,
      FLOOD_URL: url,
      FLOOD_SECONDS: String(seconds),
      FLOOD_CONNECTIONS: String(FLOOD_CONNECTIONS),
      FLOOD_ADDRESS,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  const finished = once(child, "exit").then(([code]) => {
    if (code !== 0) throw new Error(`the flood client exited with ${code}`);
    return JSON.parse(output) as FloodResult;
  });
  return { finished };
}
