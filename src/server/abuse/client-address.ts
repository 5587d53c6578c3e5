import { isIP, isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Hextets of an IPv6 address that name its network: one home or office usually holds a whole /64. */
const IPV6_NETWORK_HEXTETS = 4;

/** The eight hextets of an IPv6 address, `::` expanded (an embedded dotted IPv4 tail counts as two). */
function hextetsOf(address: string): string[] {
  const withoutZone = address.split('%')[0];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(withoutZone)?.[1];
  const text = dotted
    ? withoutZone.slice(0, -dotted.length) +
      dotted
        .split('.')
        .reduce((hex, part, index) => hex + (index === 2 ? ':' : '') + Number(part).toString(16).padStart(2, '0'), '')
    : withoutZone;
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((hextet) => hextet.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The client's address as far as the server can trust it: `request.ip` (the socket's peer, or the client a trusted
 * proxy names, see `TRUST_PROXY`) when that is an IP address; the socket's peer when it is not (a forwarded value
 * that is no address, which would otherwise get a rate-limit counter of its own and be recorded with a
 * submission).
 */
export function clientAddressOf(request: FastifyRequest): string {
  if (isIP(request.ip)) return request.ip;
  return request.socket.remoteAddress ?? 'unknown';
}

/**
 * Who a rate limit counts, from the request's address (`request.ip`: the socket's peer, or the client a trusted
 * proxy names, see `TRUST_PROXY`). An IPv4 address counts alone, also written as IPv4-mapped IPv6
 * (`::ffff:192.0.2.1`); an IPv6 address counts with its whole /64, since one subscriber gets a /64 and could
 * otherwise change address for every request.
 */
export function rateLimitClientOf(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const hextets = hextetsOf(ip);
  const mapped = hextets.slice(0, 5).every((hextet) => hextet === '0') && hextets[5] === 'ffff';
  if (mapped)
    return [hextets[6], hextets[7]]
      .flatMap((hextet) => [parseInt(hextet, 16) >> 8, parseInt(hextet, 16) & 0xff])
      .join('.');
  return `${hextets.slice(0, IPV6_NETWORK_HEXTETS).join(':')}::/64`;
}
