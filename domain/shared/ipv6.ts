// RFC 3986's IPv6address as regex source, for the link rules (domain/asset/rules.ts urlError and the API's Url
// pattern). Only explicit classes, groups and counted repeats: ECMAScript, Python and Rust read it alike.
const H16 = '[0-9A-Fa-f]{1,4}';
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
/** The last 32 bits: two groups, or an IPv4 address (::ffff:192.0.2.1). */
const LS32 = `(?:${H16}:${H16}|${OCTET}(?:\\.${OCTET}){3})`;
const groups = (count: number) => (count === 0 ? '' : `(?:${H16}:){${count}}`);

/**
 * The grammar's nine forms: eight groups, or `::` standing for one or more zero groups with at most `before`
 * groups ahead of it and the rest behind.
 */
const FORMS = [
  `${groups(6)}${LS32}`,
  `::${groups(5)}${LS32}`,
  ...[0, 1, 2, 3, 4, 5, 6].map((before) => {
    const head = before === 0 ? `(?:${H16})?` : `(?:(?:${H16}:){0,${before}}${H16})?`;
    const tail = before <= 4 ? `${groups(4 - before)}${LS32}` : before === 5 ? H16 : '';
    return `${head}::${tail}`;
  }),
];

/** An IPv6 address as a URL's host holds it between brackets (no zone id). */
export const IPV6_ADDRESS = `(?:${FORMS.join('|')})`;
