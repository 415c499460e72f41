/** The environment variable naming the file the test runners append their file times to. */
export const TEST_TIMES_ENV = "FROSTY_TEST_TIMES";

/** One test file's run: what the reporters write and slowest.ts reads. */
export interface FileTime {
  runner: "vitest" | "playwright";
  project: string;
  /** Relative to the repository. */
  file: string;
  seconds: number;
  /** Tests in the file, and how many passed. */
  tests: number;
  passed: number;
}
