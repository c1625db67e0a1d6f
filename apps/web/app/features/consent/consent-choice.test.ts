import { describe, expect, it } from 'vitest';
import {
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  choiceCookie,
  newChoice,
  readChoice,
  serializeChoice,
} from './consent-choice.ts';

describe('the consent cookie', () => {
  it('keeps the decision, the wording version and the day, and reads them back among other cookies', () => {
    const choice = newChoice('granted', new Date('2026-11-24T23:30:00Z'));
    expect(serializeChoice(choice)).toBe(`granted.${CONSENT_VERSION}.2026-11-24`);
    expect(readChoice(`theme=dark; vn_consent=${serializeChoice(choice)}; other=1`)).toEqual(choice);
    expect(readChoice(`vn_consent=denied.${CONSENT_VERSION}.2026-01-02`)?.decision).toBe('denied');
  });

  it('treats no cookie, a malformed one and an answer to an older wording as no answer', () => {
    expect(readChoice('')).toBeNull();
    expect(readChoice('vn_consent=yes')).toBeNull();
    expect(readChoice(`xvn_consent=granted.${CONSENT_VERSION}.2026-11-24`)).toBeNull();
    expect(readChoice(`vn_consent=granted.${CONSENT_VERSION + 1}.2026-11-24`)).toBeNull();
    expect(readChoice(`vn_consent=granted.${CONSENT_VERSION}.2026-11-24<script>`)).toBeNull();
  });

  it('lasts twelve months on the whole site, and is Secure on https', () => {
    const choice = newChoice('denied', new Date('2026-11-24T10:00:00Z'));
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(choiceCookie(choice, false)).toBe(
      `vn_consent=denied.${CONSENT_VERSION}.2026-11-24; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    expect(choiceCookie(choice, true)).toMatch(/; Secure$/);
  });
});
