import autocannon from 'autocannon';

/** One load test's outcome: throughput and latency of the answers that succeeded, and how many did not. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'PUT';
  body?: string;
  /** Headers of each connection, by its number: each connection can speak for its own user. */
  headersOf(connection: number): Record<string, string>;
  connections: number;
  seconds: number;
}

/** Loads `url` with autocannon: `connections` connections, one request at a time each, for `seconds`. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  let connection = 0;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    body: options.body,
    connections: options.connections,
    duration: options.seconds,
    setupClient: (client) => client.setHeaders(options.headersOf(connection++)),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
