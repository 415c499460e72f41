import { appendFileSync } from "node:fs";
import { relative } from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { type FileTime, TEST_TIMES_ENV } from "./file-time.ts";

/**
 * Adds up each spec file's test time and appends one JSON line a file to the file that
 * TEST_TIMES_ENV names, for `.ci/run` to print the slowest (slowest.ts). Nothing without it.
 */
export default class TestTimesReporter implements Reporter {
  private readonly files = new Map<string, FileTime>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    const time = this.files.get(file) ?? {
      runner: "playwright",
      project: test.parent.project()?.name ?? "",
      file,
      seconds: 0,
      tests: 0,
      passed: 0,
    };
    time.seconds += result.duration / 1000;
    // A retried test is one test: counted when it ends for good.
    if (result.retry === 0) time.tests += 1;
    if (result.status === "passed") time.passed += 1;
    this.files.set(file, time);
  }

  onEnd(_result: FullResult): void {
    const target = process.env[TEST_TIMES_ENV];
    if (!target) return;
    for (const time of this.files.values()) appendFileSync(target, `${JSON.stringify(time)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
