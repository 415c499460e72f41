import autocannon, { type Options } from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside `expectedStatuses`, plus connection errors and timeouts. */
  errors: number;
  statuses: Record<string, number>;
  /** Requests answered within the measurement, and sent (the difference was still unanswered). */
  answered: number;
  sent: number;
  /** The server's CPU time per answered request (µs), when `cpuMs` was given and works. */
  cpuMicrosPerRequest?: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** The statuses that count as success; anything else is an error. */
  expectedStatuses: readonly number[];
}

/**
 * Warms the target up, then measures it with autocannon; `cpuMs` (RunningServer's) adds the
 * server's CPU time per request over the measurement. `beforeMeasurement` runs between the two.
 */
export async function measure(
  target: Omit<Options, "connections" | "duration">,
  options: LoadOptions,
  cpuMs?: () => number | undefined,
  beforeMeasurement?: () => void,
): Promise<LoadResult> {
  if (options.warmupSeconds > 0) {
    await autocannon({
      ...target,
      connections: options.connections,
      duration: options.warmupSeconds,
    });
  }
  beforeMeasurement?.();
  const cpuBefore = cpuMs?.();
  const result = await autocannon({
    ...target,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 10,
  });
  const cpuAfter = cpuMs?.();
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, Number(count)]),
  );
  const unexpected = Object.entries(statuses)
    .filter(([status]) => !options.expectedStatuses.includes(Number(status)))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: unexpected + result.errors,
    statuses,
    answered: result.requests.total,
    sent: result.requests.sent,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
      ? { cpuMicrosPerRequest: ((cpuAfter - cpuBefore) * 1000) / result.requests.total }
      : {}),
  };
}
