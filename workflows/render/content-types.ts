// The media type of a file by its name, path or bare extension, from mime-db (through mime-types): the one table the
// preview route, the renderer, the library's downloads and the demo share. Text types carry their charset.
import path from 'node:path';
import { contentType } from 'mime-types';

export function contentTypeOf(file: string): string {
  // By extension only: mime-types reads anything holding a '/' as a media type already, and a path holds one.
  return contentType(path.extname(file) || file) || 'application/octet-stream';
}
