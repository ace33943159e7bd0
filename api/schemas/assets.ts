// What the asset routes answer as files (their JSON answers: domain/asset/answers.ts).
import type { Readable } from 'node:stream';
import { Type } from 'typebox';

/** Bytes, not JSON (a stream, a buffer, or a text such as HTML); the content types are the file's own. */
export const FileAnswer = (description: string, contentTypes: string[]) => ({
  description,
  content: Object.fromEntries(
    contentTypes.map((type) => [
      type,
      { schema: Type.Unsafe<Readable | Buffer | string>({ type: 'string', format: 'binary' }) },
    ]),
  ),
});
