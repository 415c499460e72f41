import { describe, expect, it } from "vitest";
import type { FileTime } from "./file-time.ts";
import { readFileTimes, slowestReport } from "./report.ts";

const time = (file: string, seconds: number, runner: FileTime["runner"] = "vitest"): FileTime => ({
  runner,
  project: runner === "vitest" ? "api (PGlite)" : "phone",
  file,
  seconds,
  tests: 3,
  passed: 2,
});

describe("slowestReport", () => {
  it("lists the slowest files first, at most the count asked for, and totals each runner", () => {
    const times = [
      time("a.test.ts", 1),
      time("b.test.ts", 9.25),
      time("c.spec.ts", 4, "playwright"),
      time("d.test.ts", 2),
    ];
    const lines = slowestReport(times, 2).split("\n");
    expect(lines[0]).toBe("The 2 slowest test files:");
    expect(lines[1]).toBe("    9.3 s  b.test.ts (api (PGlite), 3 tests)");
    expect(lines[2]).toBe("    4.0 s  c.spec.ts (phone, 3 tests)");
    expect(lines[3]).toBe("vitest: 9 tests in 3 files, 6 passed, 12 s of test time");
    expect(lines[4]).toBe("playwright: 3 tests in 1 files, 2 passed, 4 s of test time");
  });

  it("reads the reporters' JSON lines, blank lines ignored", () => {
    const text = `${JSON.stringify(time("a.test.ts", 1))}\n\n${JSON.stringify(time("b.test.ts", 2))}\n`;
    expect(readFileTimes(text).map((t) => t.file)).toEqual(["a.test.ts", "b.test.ts"]);
  });
});
