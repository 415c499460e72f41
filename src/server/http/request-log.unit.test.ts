import { Writable } from "node:stream";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { requestLog } from "./request-log.ts";

function loggedApp(level: string) {
  const lines: string[] = [];
  const logger = createLogger(
    level,
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  const app = new Hono();
  app.use(requestLog(logger));
  app.get("/ok", (c) => c.text("ok"));
  const entries = () =>
    lines
      .join("")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, logger, entries };
}

describe("requestLog", () => {
  it("writes one line per request at LOG_LEVEL info", async () => {
    const { app, entries } = loggedApp("info");
    await app.request("/ok");
    await app.request("/missing");
    expect(
      entries().map(({ msg, method, path, status }) => ({ msg, method, path, status })),
    ).toEqual([
      { msg: "request", method: "GET", path: "/ok", status: 200 },
      { msg: "request", method: "GET", path: "/missing", status: 404 },
    ]);
    expect(entries().every((entry) => typeof entry.ms === "number")).toBe(true);
  });

  it("writes none when the level leaves info out, and follows a level changed at run time", async () => {
    const { app, logger, entries } = loggedApp("warn");
    expect((await app.request("/ok")).status).toBe(200);
    expect(entries()).toEqual([]);
    logger.level = "info";
    await app.request("/ok");
    expect(entries().map((entry) => entry.path)).toEqual(["/ok"]);
  });
});
