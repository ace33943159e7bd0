import { randomBytes } from 'node:crypto';

/** 24-character lowercase hex ids, the shape the spec's routes expect. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
