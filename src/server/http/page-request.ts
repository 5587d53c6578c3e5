/** Media types of the API's answers: JSON and problem documents (`application/problem+json`, any `+json`). */
const isJsonType = (type: string) => type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);

/**
 * Whether an `Accept` header asks for JSON rather than a page: a JSON type is listed and `text/html`, if listed,
 * weighs less. No header, the bare wildcard of curl, link checkers and uptime monitors, and browsers' page
 * requests prefer the page.
 */
export function prefersJson(accept: string | undefined): boolean {
  let json = 0;
  let html = 0;
  for (const entry of (accept ?? '').split(',')) {
    const [type, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = quality ? Number(quality.slice(2)) || 0 : 1;
    if (isJsonType(type)) json = Math.max(json, weight);
    else if (type === 'text/html') html = Math.max(html, weight);
  }
  return json > 0 && json > html;
}

/** Whether a path names a file (`/assets/app-1234.js`, `/favicon.ico`) rather than a page of the app's router. */
export function namesFile(url: string): boolean {
  const path = url.split(/[?#]/)[0];
  return /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
}
