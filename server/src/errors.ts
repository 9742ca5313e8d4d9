import { MSG } from '@pageant/common';

/** An error a client caused or may see: carries the HTTP status and a human sentence. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, code = 'VALIDATION_FAILED') {
    super(400, code, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message: string = MSG.unauthorized) {
    super(401, 'UNAUTHORIZED', message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string, code = 'FORBIDDEN') {
    super(403, code, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string = MSG.notFound, code = 'NOT_FOUND') {
    super(404, code, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code = 'CONFLICT') {
    super(409, code, message);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message: string = MSG.payloadTooLarge) {
    super(413, 'PAYLOAD_TOO_LARGE', message);
  }
}
export class UnsupportedMediaError extends AppError {
  constructor(message: string = MSG.unsupportedImage) {
    super(415, 'UNSUPPORTED_MEDIA', message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string = MSG.tooManyRequests) {
    super(429, 'RATE_LIMITED', message);
  }
}
