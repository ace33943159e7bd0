// Where an exported file lands in a destination: the node connection's path, the entity type's folder, the entity and
// the file's path within it (under the connector's prefix, which the bucket adds). The key depends on nothing of the
// export itself, so exporting the same entity again, or a retried upload, writes the same key.
import type { ExportableEntityType } from '../node-storage/events';

/** A name safe as one segment of a key: no separators, no control characters, no dot-only names. */
export const keySegment = (name: string) => {
  const safe = name.replace(/[\\\u0000-\u001f]+/g, '_').trim();
  return safe === '' || /^\.+$/.test(safe) ? '_' : safe;
};

/** A relative path (a template's `img/logo.png`) kept as folders, each segment made safe. */
const relative = (path: string) =>
  path
    .split('/')
    .filter((s) => s !== '')
    .map(keySegment)
    .join('/') || '_';

export function exportKey(path: string, entityType: ExportableEntityType, entityId: string, name: string): string {
  const under = path.replace(/^\/+|\/+$/g, '');
  const key = `${entityType}s/${keySegment(entityId.replace(/\//g, '_'))}/${relative(name)}`;
  return under === '' ? key : `${under}/${key}`;
}
