// The media type of a file by its name or extension, from mime-db (through mime-types): the one table the preview
// route, the renderer, the library's downloads and the demo share. Text types carry their charset.
import { contentType } from 'mime-types';

export function contentTypeOf(file: string): string {
  return contentType(file) || 'application/octet-stream';
}
