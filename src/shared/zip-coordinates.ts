import { createRequire } from 'node:module';

/** Where a ZIP code is, in degrees. */
export interface ZipPlace {
  latitude: number;
  longitude: number;
}

interface ZipcodesPackage {
  lookup(zip: string): (ZipPlace & { country: string }) | undefined;
}

let zipcodes: ZipcodesPackage | undefined;

/**
 * The centre of a 5-digit US ZIP code from the `zipcodes` package's offline table; undefined for a ZIP it does not
 * know. The table is about 5 MB of JavaScript, so it is loaded on the first call (the store finder and the store
 * directory's check), never at import, and never in the browser.
 */
export function zipPlace(zip: string): ZipPlace | undefined {
  if (!/^[0-9]{5}$/.test(zip)) return undefined;
  zipcodes ??= createRequire(import.meta.url)('zipcodes') as ZipcodesPackage;
  const place = zipcodes.lookup(zip);
  return place && place.country === 'US' ? { latitude: place.latitude, longitude: place.longitude } : undefined;
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places in miles (haversine). */
export function milesBetween(a: ZipPlace, b: ZipPlace): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
