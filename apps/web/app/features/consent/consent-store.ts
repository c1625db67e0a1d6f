import type { AdTags } from '@shop/shared';
import {
  type ConsentChoice,
  type ConsentDecision,
  choiceCookie,
  newChoice,
  readChoice,
} from './consent-choice.ts';

export interface ConsentState {
  /** The shopper's answer; null until they give one (or while the server renders, which never knows it). */
  choice: ConsentChoice | null;
  /** The banner is showing: no answer yet, or reopened from the footer. */
  open: boolean;
  /** Opened from the footer: the banner takes the focus, so a keyboard user lands in it. */
  reopened: boolean;
}

const SERVER_STATE: ConsentState = { choice: null, open: false, reopened: false };

let state: ConsentState | undefined;
let adTags: AdTags | null = null;
const listeners = new Set<() => void>();

function current(): ConsentState {
  if (!state) {
    const choice = readChoice(document.cookie);
    state = { choice, open: choice === null, reopened: false };
  }
  return state;
}

function update(next: Partial<ConsentState>) {
  state = { ...current(), ...next };
  for (const listener of listeners) listener();
}

/** The banner's state, for useSyncExternalStore: the server and hydration see no banner, the browser then reads the cookie. */
export const consentStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: current,
  getServer: () => SERVER_STATE,
};

/** Which tags the shop has, from the layout data; events are sent only to these. */
export function setAdTags(tags: AdTags | null): void {
  adTags = tags;
}

export function configuredAdTags(): AdTags | null {
  return adTags;
}

/**
 * Whether the shopper has agreed, read from the cookie at the moment of asking, so that a withdrawal in another
 * tab stops this one's events too.
 */
export function consentGranted(): boolean {
  return typeof document !== 'undefined' && readChoice(document.cookie)?.decision === 'granted';
}

/** Keeps the answer for twelve months and closes the banner; a withdrawal stops tags already loaded. */
export function choose(decision: ConsentDecision): void {
  const choice = newChoice(decision);
  // biome-ignore lint/suspicious/noDocumentCookie: a first-party cookie the browser alone reads, see consent-choice.ts
  document.cookie = choiceCookie(choice, window.location.protocol === 'https:');
  update({ choice, open: false, reopened: false });
  if (decision === 'denied' && adTags) {
    const tags = adTags;
    if (window.fbq || window.gtag) void import('./ad-tags.ts').then(({ stopAdTags }) => stopAdTags(tags));
  }
}

export function reopenBanner(): void {
  update({ open: true, reopened: true });
}

/** Closes a reopened banner without changing the answer. */
export function closeBanner(): void {
  update({ open: false, reopened: false });
}
