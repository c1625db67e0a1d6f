import type { MessageCode } from './en.ts';

/** A value filled into a message's placeholder; a `reason` may be a message of its own. */
export type MessageValue = string | number | Message;
export type MessageValues = Readonly<Record<string, MessageValue>>;

/**
 * A catalog message by its code, with the values of its placeholders: what services, refusals and form checks
 * write, so the answer is rendered in the reader's language from the catalog, never matched back from English.
 */
export interface Message {
  readonly code: MessageCode;
  readonly params?: MessageValues;
}

export function msg(code: MessageCode, params?: MessageValues): Message {
  return params ? { code, params } : { code };
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).code === 'string';
}

// Never typed by a person and not English, so a reference cannot be mistaken for a text (U+241E, the symbol
// for a record separator: visible if one ever leaks to a screen unrendered).
const REF_MARK = '\u241e';

/**
 * A message as a string, for the places that hold only strings: a zod issue's message. Whoever shows it renders
 * it (readMessageRef) in the page's language; the shared forms carry no catalog themselves.
 */
export function messageRef(code: MessageCode, params?: MessageValues): string {
  return REF_MARK + JSON.stringify(msg(code, params));
}

/** The message a reference stands for; undefined for any other text (a literal back-office message). */
export function readMessageRef(text: string): Message | undefined {
  if (!text.startsWith(REF_MARK)) return undefined;
  try {
    const parsed: unknown = JSON.parse(text.slice(REF_MARK.length));
    return isMessage(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
