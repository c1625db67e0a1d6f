import { englishText, type Message, msg } from '@shop/shared';

/** Field name to message, as field errors sit in the envelope (docs/product.md#envelope). */
export type FieldErrors = Record<string, string>;

/**
 * What a shopper is told: a catalog message by its code (rendered in the request's language), or a literal
 * string, which is for back-office texts only and goes out in English as it is.
 */
export type Text = string | Message;
export type FieldTexts = Readonly<Record<string, Text>>;

/** A message and its field messages as written, for the error handler to render in the request's language. */
export interface WrittenTexts {
  message: Text;
  errors?: FieldTexts | undefined;
}

/** Field messages in English, as logs and `errors` carry them. */
export function englishFieldErrors(errors: FieldTexts): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, englishText(text)]));
}

/** A failure the user can act on; its message is safe to show. */
export class AppError extends Error {
  /** A stable code a client may act on (`second_factor_required`), beside the message it shows. */
  readonly reason?: string;
  /** In English, as the log reads them. */
  readonly errors?: FieldErrors;
  /** The message and field messages as written, by code: for the error handler to render. */
  declare readonly written: WrittenTexts;

  constructor(
    readonly statusCode: number,
    message: Text,
    errors?: FieldTexts,
    cause?: unknown,
  ) {
    super(englishText(message), cause === undefined ? undefined : { cause });
    this.name = new.target.name;
    if (errors) this.errors = englishFieldErrors(errors);
    // Not enumerable: the error still compares, and logs, as its English text.
    Object.defineProperty(this, 'written', { value: { message, errors } });
  }
}

export class UserInputError extends AppError {
  constructor(message: Text, errors?: FieldTexts) {
    super(400, message, errors);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: Text = msg('auth.logIn')) {
    super(401, message);
  }
}

/**
 * docs/admin.md#second-factor: a back-office request whose session passed only the login code. `enrolled` tells
 * the screen whether to ask for the factor or to enrol one.
 */
export class SecondFactorRequiredError extends UnauthorizedError {
  override readonly reason = 'second_factor_required';

  constructor() {
    super('The back office needs your second factor: a passkey or an authenticator-app code');
  }
}

export class ForbiddenError extends AppError {
  constructor(message: Text = msg('auth.forbidden')) {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: Text = msg('request.notFound')) {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: Text, errors?: FieldTexts) {
    super(409, message, errors);
  }
}

/** Something the request needs (the database, the shared throttle store) is down for now; retrying later helps. */
export class ServiceUnavailableError extends AppError {
  constructor(
    message: Text = msg('request.unavailable'),
    readonly retryAfterSeconds = 5,
  ) {
    super(503, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: Text = msg('limit.requests'),
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}
