/** Field name to message, as field errors sit in the envelope (docs/product.md#envelope). */
export type FieldErrors = Record<string, string>;

/** A failure the user can act on; its message is safe to show. */
export class AppError extends Error {
  /** A stable code a client may act on (`second_factor_required`), beside the message it shows. */
  readonly reason?: string;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = new.target.name;
  }
}

export class UserInputError extends AppError {
  constructor(message: string, errors?: FieldErrors) {
    super(400, message, errors);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please log in to continue') {
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
  constructor(message = 'You are not allowed to do that') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, errors?: FieldErrors) {
    super(409, message, errors);
  }
}

/** Something the request needs (the database, the shared throttle store) is down for now; retrying later helps. */
export class ServiceUnavailableError extends AppError {
  constructor(
    message = 'The shop is briefly unavailable. Please try again in a moment.',
    readonly retryAfterSeconds = 5,
  ) {
    super(503, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message = 'Too many requests, please try again later',
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}
