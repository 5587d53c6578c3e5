import DOMPurify from 'dompurify';

/** Whether `href` names its own scheme or host (`https://…`, `mailto:…`, `//host/…`) rather than a path. */
function isAbsolute(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * Where a link of the tax-exemption content points: absolute links as they are, paths (files the supplier hosts,
 * `tax-forms/MO-149.pdf`) under IMAGES_HOST, or under this site when `imagesHost` is empty.
 */
export function resolveTaxFormHref(href: string, imagesHost: string, origin: string): string {
  if (isAbsolute(href) || href.startsWith('#')) return href;
  return new URL(href.replace(/^\/+/, ''), `${imagesHost || origin}/`).toString();
}

export interface PrepareOptions {
  imagesHost: string;
  /** Said to screen-reader users after each link's text, since each opens a new tab. */
  newTabHint: string;
  origin?: string;
}

/** The class of the hidden hint after each link: the page's styles keep it off screen but readable. */
export const NEW_TAB_HINT_CLASS = 'new-tab-hint';

/**
 * Makes the server's tax-exemption HTML safe and ready to show: DOMPurify keeps plain HTML only (no scripts, no
 * event handlers, no styles, no images, no forms), relative links are resolved against IMAGES_HOST, and every link
 * opens in a
 * new tab without giving that tab a handle on this page (`rel="noopener noreferrer"`), saying so to screen readers.
 */
export function prepareTaxExemptionHtml(
  html: string,
  { imagesHost, newTabHint, origin = window.location.origin }: PrepareOptions,
): string {
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    // The fragment is text, tables and links: images (tracking pixels, other hosts) and form controls have no place.
    FORBID_TAGS: ['style', 'img', 'picture', 'video', 'audio', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const anchor of fragment.querySelectorAll('a')) {
    const href = anchor.getAttribute('href');
    if (href) anchor.setAttribute('href', resolveTaxFormHref(href, imagesHost, origin));
    anchor.setAttribute('target', '_blank');
    anchor.setAttribute('rel', 'noopener noreferrer');
    const hint = document.createElement('span');
    hint.className = NEW_TAB_HINT_CLASS;
    hint.textContent = ` ${newTabHint}`;
    anchor.append(hint);
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
