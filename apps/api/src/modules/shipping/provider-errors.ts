import { ShippingProviderError } from '../../adapters/shipping/shipping-provider.ts';
import { AppError, ConflictError, NotFoundError } from '../../domain/errors.ts';

/** A shop that ships by hand (SHIPPING_PROVIDER=manual) books nothing: every courier route answers this. */
export function noCourierAggregator(): NotFoundError {
  return new NotFoundError(
    'This shop ships by hand (SHIPPING_PROVIDER=manual): there is no courier aggregator',
  );
}

/**
 * A provider's failure as the back office reads it: its own refusal (a PIN code not served, an order it rejects)
 * is 409, its being unreachable or refusing the shop's account is 502. Anything else is a bug, thrown as it is.
 */
export function providerFailure(error: unknown): unknown {
  if (!(error instanceof ShippingProviderError)) return error;
  const message = `The courier aggregator: ${error.message}`;
  return error.code === 'not_serviceable' || error.code === 'rejected'
    ? new ConflictError(message)
    : new AppError(502, message);
}

/** The words of a failure for a list of per-order outcomes (bulk booking). */
export function failureReason(error: unknown): string {
  const failure = providerFailure(error);
  return failure instanceof AppError ? failure.message : 'Unexpected error; see the server log';
}
