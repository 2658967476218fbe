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

export type DriveOptions = {
  /** Distinct paths asked for in turn (a long tail of URLs) instead of `url`'s own. */
  paths?: string[];
  /** Sent with every request (a session cookie: a signed-in person). */
  headers?: Record<string, string>;
};

/**
 * Drives one URL (or a list of paths in turn) with autocannon and records every response time, so p95
 * is exact. With `bust`, each request adds a parameter of its own (`_b=n`, which the API ignores), so
 * no cache can answer it.
 */
export async function drive(
  url: string,
  connections: number,
  seconds: number,
  bust = false,
  options: DriveOptions = {},
): Promise<LoadResult> {
  const times: number[] = [];
  const { pathname, search } = new URL(url);
  const paths = options.paths?.length ? options.paths : [`${pathname}${search}`];
  let n = 0;
  const requests =
    bust || paths.length > 1
      ? [
          {
            setupRequest: (req: { path?: string }) => {
              const path = paths[n % paths.length]!;
              req.path = bust ? `${path}${path.includes('?') ? '&' : '?'}_b=${process.pid}-${n}` : path;
              n++;
              return req;
            },
          },
        ]
      : undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        ...(options.headers ? { headers: options.headers } : {}),
        ...(requests ? { requests } : {}),
      },
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
