// Google's partial response on the simulated APIs: the `fields` system parameter every Google API takes
// (`nextPageToken,creatives(id,name)`, `a/b` for `a(b)`), answered with only the fields asked for, as the real ones
// answer it, so a client that asks for less parses less here too.
type Selection = Map<string, Selection | null>;

function selectionOf(fields: string): Selection {
  let at = 0;
  const name = () => {
    const start = at;
    while (at < fields.length && !',/()'.includes(fields[at]!)) at++;
    return fields.slice(start, at).trim();
  };
  const list = (): Selection => {
    const selection: Selection = new Map();
    do {
      const path = [name()];
      while (fields[at] === '/') {
        at++;
        path.push(name());
      }
      let inner: Selection | null = null;
      if (fields[at] === '(') {
        at++;
        inner = list();
        at++;
      }
      for (const field of path.slice(1).reverse()) inner = new Map([[field, inner]]);
      selection.set(path[0]!, inner);
    } while (fields[at] === ',' && ++at);
    return selection;
  };
  return list();
}

function picked(value: unknown, selection: Selection | null): unknown {
  if (selection === null || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => picked(item, selection));
  const fields = value as Record<string, unknown>;
  return Object.fromEntries(
    [...selection].flatMap(([field, inner]) => (field in fields ? [[field, picked(fields[field], inner)]] : [])),
  );
}

/** The answer cut to `fields`; whole when none are asked for. */
export const partialResponse = <T>(answer: T, fields: string | undefined): unknown =>
  fields ? picked(answer, selectionOf(fields)) : answer;
