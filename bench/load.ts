import autocannon from 'autocannon';

export type LoadResult = {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
  /** Bytes received per answer, headers included (autocannon asks for no compression). */
  bytesPerAnswer: number;
  requests: number;
};

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Drives one URL with autocannon and records every response time, so p95 is exact. With `bust`, each
 * request adds a parameter of its own (`_b=n`, which the API ignores), so no cache can answer it.
 */
export async function drive(
  url: string,
  connections: number,
  seconds: number,
  bust = false,
): Promise<LoadResult> {
  const times: number[] = [];
  const { pathname, search } = new URL(url);
  let n = 0;
  const requests = bust
    ? [
        {
          setupRequest: (req: { path?: string }) => {
            req.path = `${pathname}${search ? `${search}&` : '?'}_b=${process.pid}-${n++}`;
            return req;
          },
        },
      ]
    : undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, ...(requests ? { requests } : {}) },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerAnswer: result.requests.total ? result.throughput.total / result.requests.total : 0,
    requests: result.requests.total,
  };
}
