// Google's partial response on the simulated APIs: the `fields` system parameter every Google API takes
// (`nextPageToken,creatives(id,name)`, `a/b` for `a(b)`), answered with only the fields asked for, as the real ones
// answer it, so a client that asks for less parses less here too. json-mask reads Google's own syntax.
import mask from 'json-mask';

/** The answer cut to `fields`; whole when none are asked for. */
export const partialResponse = <T extends object>(answer: T, fields: string | undefined): unknown =>
  fields ? mask(answer, fields) : answer;
