import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's headers with a strict Content-Security-Policy, written out in full (no defaults merged in) so the
 * policy reads here exactly as browsers get it:
 * - scripts only from our origin: no inline script and no `eval` (validators are precompiled at build time);
 * - inline styles are allowed because MUI's emotion injects `<style>` elements at run time;
 * - images may be `data:`/`blob:` URLs (the signature pad's PNG);
 * - nobody may frame the app (clickjacking), no plugins, and forms and `<base>` stay on our origin.
 */
export function securityHeaders(options: { https: boolean }): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    // HSTS on a plain-HTTP origin is ignored by browsers at best; send it only when the app is served over HTTPS.
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * Browser features the app never uses, switched off for it and anything it might embed: a script injected
 * despite the CSP still cannot reach the camera, microphone, location, payment or devices.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** Sends `Permissions-Policy` with every answer (Helmet does not set it). */
export function installPermissionsPolicy(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
