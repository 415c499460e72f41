/** The slowest test files of a run, and how many tests each runner executed. */
import type { FileTime } from "./file-time.ts";

export function readFileTimes(text: string): FileTime[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as FileTime);
}

export function slowestReport(times: FileTime[], count = 10): string {
  const lines = [`The ${Math.min(count, times.length)} slowest test files:`];
  const slowest = [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  for (const time of slowest) {
    lines.push(
      `${time.seconds.toFixed(1).padStart(7)} s  ${time.file} (${time.project}, ${time.tests} tests)`,
    );
  }
  for (const runner of ["vitest", "playwright"] as const) {
    const ofRunner = times.filter((time) => time.runner === runner);
    if (ofRunner.length === 0) continue;
    const tests = ofRunner.reduce((sum, time) => sum + time.tests, 0);
    const passed = ofRunner.reduce((sum, time) => sum + time.passed, 0);
    const seconds = ofRunner.reduce((sum, time) => sum + time.seconds, 0);
    lines.push(
      `${runner}: ${tests} tests in ${ofRunner.length} files, ${passed} passed, ` +
        `${seconds.toFixed(0)} s of test time`,
    );
  }
  return lines.join("\n");
}
