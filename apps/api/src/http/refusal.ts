import { type ContentNames, type Language, localize } from '@shop/shared';
import { AppError } from '../domain/errors.ts';
import type { NamedProduct, Refusal } from '../domain/refusal.ts';

/** A refusal on its way to the error handler, with the products its message names. */
export class RefusalError extends AppError {
  readonly named: readonly NamedProduct[];
  override readonly reason: string | undefined;

  constructor(statusCode: number, outcome: Refusal<string>, options: { withReason?: boolean } = {}) {
    super(statusCode, outcome.written?.message ?? outcome.message, outcome.written?.errors ?? outcome.errors);
    this.named = outcome.named ?? [];
    this.reason = options.withReason ? outcome.reason : undefined;
  }

  /** Each named product's English name and its name in the language (English where it has none there). */
  namesIn(language: Language): ContentNames {
    return Object.fromEntries(this.named.map((product) => [product.name, localize(product, language).name]));
  }
}

/**
 * Answers a service's refusal with the status its route gives that reason, through the error handler; with
 * `withReason`, the envelope also names the reason, for a client that acts on it (COD's rules, docs/cod.md).
 */
export function refuse<Reason extends string>(
  outcome: Refusal<Reason>,
  statuses: Readonly<Record<Reason, number>>,
  options: { withReason?: boolean } = {},
): never {
  throw new RefusalError(statuses[outcome.reason], outcome, options);
}
