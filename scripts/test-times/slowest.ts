/**
 * Prints the ten slowest test files of a run and how many tests each runner executed, from the
 * file the reporters wrote (TEST_TIMES_ENV). `.ci/run` calls it at the end, passed or failed.
 *   tsx scripts/test-times/slowest.ts <file>
 */
import { existsSync, readFileSync } from "node:fs";
import { readFileTimes, slowestReport } from "./report.ts";

const file = process.argv[2];
if (file && existsSync(file)) {
  console.log(slowestReport(readFileTimes(readFileSync(file, "utf8"))));
} else {
  console.log("No test times were recorded.");
}
