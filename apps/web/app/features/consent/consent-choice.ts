/**
 * The shopper's answer to the consent banner, kept in a first-party cookie (docs/privacy.md#consent): the
 * decision, the version of the wording it answered and the day it was given, for twelve months. Only the
 * browser reads it; the server never does, so every shopper gets the same pages.
 */
export const CONSENT_COOKIE = 'vn_consent';

/** Raised when what the banner says changes materially: an answer to an older wording is asked again. */
export const CONSENT_VERSION = 1;

export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type ConsentDecision = 'granted' | 'denied';

export interface ConsentChoice {
  decision: ConsentDecision;
  version: number;
  /** The day of the answer, YYYY-MM-DD (UTC). */
  date: string;
}

export function newChoice(decision: ConsentDecision, now = new Date()): ConsentChoice {
  return { decision, version: CONSENT_VERSION, date: now.toISOString().slice(0, 10) };
}

/** The cookie's value: `granted.1.2026-11-24`. */
export function serializeChoice(choice: ConsentChoice): string {
  return `${choice.decision}.${choice.version}.${choice.date}`;
}

/**
 * The answer in a `document.cookie` string, or null when there is none, it is malformed, or it answered an older
 * wording: each of those means the shopper has not agreed to what the banner says now.
 */
export function readChoice(cookies: string): ConsentChoice | null {
  const value = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  const match = value?.match(/^(granted|denied)\.(\d{1,4})\.(\d{4}-\d{2}-\d{2})$/);
  if (!match) return null;
  const [, decision, version, date] = match;
  if (Number(version) !== CONSENT_VERSION) return null;
  return { decision: decision as ConsentDecision, version: CONSENT_VERSION, date: date as string };
}

/** The `document.cookie` assignment that keeps a choice: the whole site, twelve months, never sent cross-site. */
export function choiceCookie(choice: ConsentChoice, secure: boolean): string {
  return [
    `${CONSENT_COOKIE}=${serializeChoice(choice)}`,
    'Path=/',
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
