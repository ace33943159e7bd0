// The error shape every layer speaks: an HTTP status, a code from spec 3 §8 and the spec's message.
/** The codes of spec 3 §8. Bad input is UNPROCESSABLE_ENTITY whether it answers 400 or 422. */
export type ErrorCode =
  'NOT_ALLOWED' | 'DEFAULT_ERROR' | 'NOT_FOUND' | 'NOT_AUTHORIZED' | 'UNPROCESSABLE_ENTITY' | 'SERVICE_UNAVAILABLE';

export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static badRequest(message: string, details?: unknown) {
    return new DomainError(400, 'UNPROCESSABLE_ENTITY', message, details);
  }
  static notAuthorized(message = 'Not authorized') {
    return new DomainError(401, 'NOT_AUTHORIZED', message);
  }
  static notAllowed(message = 'Access denied') {
    return new DomainError(403, 'NOT_ALLOWED', message);
  }
  static notFound(message = 'Entity not found') {
    return new DomainError(404, 'NOT_FOUND', message);
  }
  /** Was there and is no more (a revoked or expired public link). */
  static gone(message: string) {
    return new DomainError(410, 'NOT_FOUND', message);
  }
  static conflict(message: string) {
    return new DomainError(409, 'NOT_ALLOWED', message);
  }
  static unprocessable(message: string, details?: unknown) {
    return new DomainError(422, 'UNPROCESSABLE_ENTITY', message, details);
  }
  static tooManyRequests() {
    return new DomainError(429, 'DEFAULT_ERROR', 'Too Many Requests');
  }
}

/** Server messages of spec 3 §8 used by more than one aggregate. */
export const MESSAGES = {
  accessDenied: 'Access denied',
  businessNodeAccessDenied: 'Access to the Business Node denied',
  businessNodeNotFound: 'Business node was not found',
  businessNodesNotProvided: 'Business nodes are not provided',
  userWithoutNodes: 'User is not assigned to any business node',
  partnerNotFound: 'Partner not found',
  partnerRequired: 'Partner must be provided for an admin user',
  alreadyExist: 'Already exist',
  deleteInUse: 'Delete failed, entity in use',
  updateInUse: 'Update failed, entity in use',
  entityNotFound: 'Entity not found',
  wrongParams: 'Wrong params',
  tooManyRequests: 'Too Many Requests',
} as const;
