// Paging, sorting and searching shared by every list query. Sort fields are whitelisted per list, so a
// client-chosen field never reaches SQL as text.
export interface ListQuery {
  offset: number;
  limit: number;
  sort: string;
  order: 'ASC' | 'DESC';
  filter: Record<string, unknown>;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

export function orderBy(query: ListQuery, columns: Record<string, string>, fallback: string): string {
  const column = columns[query.sort] ?? columns[fallback]!;
  return `${column} ${query.order === 'DESC' ? 'DESC' : 'ASC'}, id ASC`;
}

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export function likePattern(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return `%${value.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Runs a page query whose SELECT has `count(*) OVER () AS total`. */
export function toPage<T>(rows: (T & { total?: string })[]): Page<T> {
  const total = Number(rows[0]?.total ?? 0);
  return { rows: rows.map(({ total: _total, ...row }) => row as T), total };
}
