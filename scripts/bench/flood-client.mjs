// The flood of the bench's flood case (scripts/bench/flood.ts), in a process of its own so that
// its load generator does not slow down the one measuring the orders: FLOOD_CONNECTIONS
// connections for FLOOD_SECONDS, every request a path never asked for before (so no cache can
// answer it as the last), mixed with /api/openapi.json, all from one client address
// (FLOOD_ADDRESS, in X-Forwarded-For: the server trusts its loopback proxy). Asks for
// compression, as browsers do. Prints autocannon's totals as one JSON line.
import autocannon from "autocannon";

const address = process.env.FLOOD_ADDRESS;
const paths = [
  (n) => `/zz-${n}`,
  (n) => `/produto/${100_000 + n}`,
  (n) => `/lojas/x${n}`,
  (n) => `/admin/x${n}`,
  () => "/api/openapi.json",
];
let sent = 0;

const result = await autocannon({
  url: process.env.FLOOD_URL,
  connections: Number(process.env.FLOOD_CONNECTIONS),
  duration: Number(process.env.FLOOD_SECONDS),
  timeout: 10,
  requests: [
    {
      setupRequest: (request) => {
        sent += 1;
        return {
          ...request,
          method: "GET",
          path: paths[sent % paths.length](sent),
          headers: { "x-forwarded-for": address, "accept-encoding": "gzip, deflate, br" },
        };
      },
    },
  ],
});

process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
    ),
  })}\n`,
);
