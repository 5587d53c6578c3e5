/**
 * Sanctions screening as the console and the server speak it (contract section 11): whose names are screened, the
 * screening of an application on `GET /applications/{applicationId}`, and a hit's clearing.
 */

/** Whose name was screened: the business, the person who applied (step 1) or an owner or co-owner (step 3). */
export type ScreenedParty = 'business' | 'applicant' | 'owner';

/** A hit's clearing by a manager: when, by whom (the member's name) and why. */
interface HitClearance {
  at: string;
  by: string | null;
  reason: string;
}

/** A name of the application that scored at or above the threshold against a name of a list entry. */
export interface ScreeningHit {
  id: string;
  who: ScreenedParty;
  /** The name screened, as the application gives it. */
  name: string;
  /** The entry's number on the SDN list. */
  entry: number;
  /** The entry's name or alias that matched. */
  listedName: string;
  program: string;
  /** The countries of the entry's addresses, to tell a namesake from the entry. */
  countries: string[];
  /** Jaro-Winkler similarity, 0 to 1. */
  score: number;
  cleared?: HitClearance;
}

/** The SHA-256 of each file of the list, hexadecimal. */
export interface ListHashes {
  sdn: string;
  alt: string;
  add: string;
}

/**
 * An application's latest screening. `listDate` and `listHashes` are null when no list was loaded at the time (the
 * screening found nothing because there was nothing to look in); `screenedAt` is null for an application never
 * screened (submitted before screening existed, and not opened since a list was loaded).
 */
export interface Screening {
  listDate: string | null;
  listHashes: ListHashes | null;
  screenedAt: string | null;
  hits: ScreeningHit[];
}

/** How many of the hits are not cleared yet: approval waits for none. */
export const unclearedHits = (screening: Screening) => screening.hits.filter((hit) => !hit.cleared).length;
