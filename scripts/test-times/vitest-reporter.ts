import { appendFileSync } from "node:fs";
import { relative } from "node:path";
import type { Reporter, TestModule } from "vitest/node";
import { type FileTime, TEST_TIMES_ENV } from "./file-time.ts";

/**
 * Appends each test file's time (import, setup and tests) to the file that TEST_TIMES_ENV names,
 * one JSON line a file, for `.ci/run` to print the slowest (slowest.ts). Nothing without it.
 */
export default class TestTimesReporter implements Reporter {
  onTestModuleEnd(testModule: TestModule): void {
    const target = process.env[TEST_TIMES_ENV];
    if (!target) return;
    const diagnostic = testModule.diagnostic();
    const tests = [...testModule.children.allTests()];
    const line: FileTime = {
      runner: "vitest",
      project: testModule.project.name,
      file: relative(process.cwd(), testModule.moduleId),
      seconds:
        (diagnostic.prepareDuration +
          diagnostic.environmentSetupDuration +
          diagnostic.setupDuration +
          diagnostic.collectDuration +
          diagnostic.duration) /
        1000,
      tests: tests.length,
      passed: tests.filter((test) => test.result().state === "passed").length,
    };
    appendFileSync(target, `${JSON.stringify(line)}\n`);
  }
}
