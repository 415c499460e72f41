export interface Target {
  name: string;
  measured: string;
  goal: string;
  pass: boolean;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
export const formatLatency = ms;
export const formatRate = (value: number) => `${Math.round(value).toLocaleString("en-US")} req/s`;

/** The final table: one row per budget (docs/architecture.md §6), PASS or FAIL. */
export function printSummary(targets: readonly Target[]): void {
  const widths = [
    Math.max(6, ...targets.map((t) => t.name.length)),
    Math.max(8, ...targets.map((t) => t.measured.length)),
    Math.max(4, ...targets.map((t) => t.goal.length)),
  ];
  const row = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  console.log("\nSummary");
  console.log(row(["target", "measured", "goal", "result"]));
  console.log(row(widths.map((w) => "-".repeat(w)).concat("------")));
  for (const t of targets) console.log(row([t.name, t.measured, t.goal, t.pass ? "PASS" : "FAIL"]));
}
