import { AppError } from '../domain/errors.ts';
import type { Refusal } from '../domain/refusal.ts';

/** Answers a service's refusal with the status its route gives that reason, through the error handler. */
export function refuse<Reason extends string>(
  outcome: Refusal<Reason>,
  statuses: Readonly<Record<Reason, number>>,
): never {
  throw new AppError(statuses[outcome.reason], outcome.message, outcome.errors);
}
