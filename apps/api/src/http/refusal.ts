import { type ContentNames, type Language, localize } from '@shop/shared';
import { AppError } from '../domain/errors.ts';
import type { NamedProduct, Refusal } from '../domain/refusal.ts';

/** A refusal on its way to the error handler, with the products its message names. */
export class RefusalError extends AppError {
  readonly named: readonly NamedProduct[];

  constructor(statusCode: number, outcome: Refusal<string>) {
    super(statusCode, outcome.written?.message ?? outcome.message, outcome.written?.errors ?? outcome.errors);
    this.named = outcome.named ?? [];
  }

  /** Each named product's English name and its name in the language (English where it has none there). */
  namesIn(language: Language): ContentNames {
    return Object.fromEntries(this.named.map((product) => [product.name, localize(product, language).name]));
  }
}

/** Answers a service's refusal with the status its route gives that reason, through the error handler. */
export function refuse<Reason extends string>(
  outcome: Refusal<Reason>,
  statuses: Readonly<Record<Reason, number>>,
): never {
  throw new RefusalError(statuses[outcome.reason], outcome);
}
