import { hashSecret, verifySecret } from './secret-hash.ts';

/** Answers compare without case or surrounding space, and runs of inner space count as one: "Herbie " = "herbie". */
export function normalizeRecoveryAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The stored form of a recovery answer: hashed like a password, after normalizing. */
export function hashRecoveryAnswer(answer: string): Promise<string> {
  return hashSecret(normalizeRecoveryAnswer(answer));
}

export function recoveryAnswerMatches(answer: string, stored: string): Promise<boolean> {
  return verifySecret(normalizeRecoveryAnswer(answer), stored);
}
