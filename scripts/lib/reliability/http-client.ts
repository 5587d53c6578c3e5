/** What a real server answered: status, headers and the body, parsed when it is JSON. */
export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON (or the text): typed loosely, since each test reads its own endpoint's shape. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- callers read a dozen endpoints' bodies directly
  body: any;
}

export interface CallOptions {
  body?: unknown;
  /** `Authorization: Bearer …` (an access token, or the refresh token where that travels). */
  bearer?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** A multipart body instead of JSON. */
  form?: FormData;
}

/** The cookie and header of a page that read its XSRF-TOKEN cookie, as the client sends them on writes. */
const XSRF = { cookie: 'XSRF-TOKEN=reliability-test', 'x-xsrf-token': 'reliability-test' };

/** Calls a running server's API (`path` below `/api/v1`) as the browser client would, over real HTTP. */
export async function call(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const headers: Record<string, string> = {
    ...XSRF,
    ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
    ...options.headers,
  };
  let body: string | FormData | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${baseUrl}/api/v1${path}${query}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, headers: response.headers, body: parsed };
}
