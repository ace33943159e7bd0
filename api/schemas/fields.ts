// Request fields whose rules the domain owns, spelled as JSON Schema so that OpenAPI says what is accepted;
// when one refuses a value, the domain's own message answers (withRule). Patterns use only what ECMAScript,
// Python and Rust regexes read alike (explicit classes, \uXXXX escapes inside the BMP), so that a client
// generating requests from OpenAPI reads them as the server does.
import { Type } from 'typebox';
import { MAX_TAG_LENGTH, MAX_TAGS, INVALID_TAGS, INVALID_LIBRARY_STATUS, LIBRARY_STATUSES } from '../../domain/asset';
import { INVALID_URL } from '../../domain/asset/rules';
import { IPV6_ADDRESS } from '../../domain/shared/ipv6';
import { INVALID_NODE_TYPE, NODE_TYPES } from '../../domain/business-tree';
import { INVALID_PARTNER_TYPE, PARTNER_TYPES } from '../../domain/partner';
import { INVALID_ROLE_MESSAGE } from '../../domain/roles';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES_MESSAGE,
  passwordError,
} from '../../domain/shared/password-rules';
import {
  EMAIL_MAX_LENGTH,
  emailError,
  hasTextDirectionControl,
  NAME_MAX_LENGTH,
  NAME_TOO_LONG,
  nameError,
  REQUIRED,
} from '../../domain/shared/validation';
import { always, Literals, Text, withRule, type Rule } from '../http/schemas';

const hex = (code: number) => `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** A character class of the BMP characters `matches` takes (surrogates aside), as \uXXXX ranges. */
function bmpClass(matches: (char: string) => boolean): string {
  const ranges: string[] = [];
  let start = -1;
  for (let code = 0; code <= 0x10000; code++) {
    const inside = code < 0x10000 && (code < 0xd800 || code > 0xdfff) && matches(String.fromCharCode(code));
    if (inside && start < 0) start = code;
    if (!inside && start >= 0) {
      ranges.push(start === code - 1 ? hex(start) : `${hex(start)}-${hex(code - 1)}`);
      start = -1;
    }
  }
  return ranges.join('');
}

const onText =
  (rule: (text: string) => string | null): Rule =>
  (value) =>
    typeof value === 'string' ? rule(value) : null;

/** What String.prototype.trim() removes, and what `\s` matches in ECMAScript. */
const SPACE = '\\u0009-\\u000D\\u0020\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF';
/** Characters the domain's names cannot show (domain/shared/validation.ts); characters beyond the BMP count as visible.
 * */
const INVISIBLE = bmpClass((char) => nameError(char) === REQUIRED);

/** Text-direction controls (U+202A–U+202E, U+2066–U+2069), which no name holds. */
const DIRECTION = bmpClass(hasTextDirectionControl);
/** Any character a name may hold: no NUL, no text-direction control. */
const NAME_CHAR = `[^\\u0000${DIRECTION}]`;

/** A display name: a visible character, no leading space, at most NAME_MAX_LENGTH characters ('Required', …). */
export const Name = withRule(
  Type.String({
    pattern: `^(?! )${NAME_CHAR}*[^${INVISIBLE}]${NAME_CHAR}*$`,
    maxLength: NAME_MAX_LENGTH,
    description: `Shows a visible character; no leading space, no text-direction controls; at most ${NAME_MAX_LENGTH} characters`,
  }),
  onText(nameError),
);

/** A name the domain judges with its own messages and status (variants, signals, storyboards): only bounded here. */
export const NameText = (description?: string) =>
  withRule(Text({ maxLength: NAME_MAX_LENGTH, description }), always(NAME_TOO_LONG));

/** An email address, spaces around it aside ('Please enter a valid email', …). */
export const Email = withRule(
  Type.String({
    pattern: `^[${SPACE}]*(?=[^\\u0000]{1,${EMAIL_MAX_LENGTH}}[${SPACE}]*$)[^${SPACE}@\\u0000]+@[^${SPACE}@\\u0000]+\\.[^${SPACE}@\\u0000]+[${SPACE}]*$`,
    description: `name@domain.tld, at most ${EMAIL_MAX_LENGTH} characters`,
  }),
  onText(emailError),
);

/** domain/shared/password-rules.ts: a lowercase and an uppercase letter, a digit, PASSWORD_MIN_LENGTH characters. */
export const Password = withRule(
  Type.String({
    pattern: `^(?=[^\\u0000]*[a-z])(?=[^\\u0000]*[A-Z])(?=[^\\u0000]*[0-9])[^\\u0000]{${PASSWORD_MIN_LENGTH},}$`,
    maxLength: PASSWORD_MAX_LENGTH,
    description: `${PASSWORD_RULES_MESSAGE}; at most ${PASSWORD_MAX_LENGTH} characters`,
  }),
  onText((password) => passwordError(password) ?? PASSWORD_RULES_MESSAGE),
);

/** One of the roles given, else 'Please provide a correct user role'. */
export const RoleOf = (roles: readonly string[]) => withRule(Literals(roles), always(INVALID_ROLE_MESSAGE));
export const PartnerType = withRule(Literals(PARTNER_TYPES), always(INVALID_PARTNER_TYPE));
export const NodeType = withRule(Literals(NODE_TYPES), always(INVALID_NODE_TYPE));
export const LibraryStatus = withRule(Literals(LIBRARY_STATUSES), always(INVALID_LIBRARY_STATUS));

/** Stricter than the domain, which trims, drops empty and repeated tags and then counts. */
export const Tags = withRule(
  Type.Array(withRule(Text({ maxLength: MAX_TAG_LENGTH }), always(INVALID_TAGS)), {
    maxItems: MAX_TAGS,
    description: INVALID_TAGS,
  }),
  always(INVALID_TAGS),
);

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const HOST = `(?:${LABEL}\\.)+[A-Za-z]{2,63}`;
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const PORT = '(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3}|0))?';
const USERINFO = "(?:[A-Za-z0-9._~!$&'()*+,;=:%-]+@)?";
const SCHEME = '(?:[Hh][Tt][Tt][Pp][Ss]?|[Ff][Tt][Pp])://';
const LOCALHOST = '[Ll][Oo][Cc][Aa][Ll][Hh][Oo][Ss][Tt]';
const IPV6 = `\\[${IPV6_ADDRESS}\\]`;

/**
 * A link (domain/asset/rules.ts urlError) that a URL parser also takes: hosts in ASCII (an international one as
 * punycode), IPv4 octets up to 255, bracketed IPv6 addresses (RFC 3986), ports up to 65535; spaces around it are
 * trimmed.
 */
export const Url = withRule(
  Type.String({
    pattern: `^[${SPACE}]*(?:${SCHEME}${USERINFO}(?:${HOST}|${OCTET}(?:\\.${OCTET}){3}|${IPV6}|${LOCALHOST})|www\\.${HOST})${PORT}(?:[/?#][^${SPACE}\\u0000]*)?[${SPACE}]*$`,
    maxLength: 2048,
    description: 'http://, https://, ftp:// or www. form',
  }),
  always(INVALID_URL),
);

/** Any JSON value whose texts and keys hold no NUL character. */
export const Json = Type.Cyclic(
  {
    Json: Type.Union([
      Text(),
      Type.Number(),
      Type.Boolean(),
      Type.Null(),
      Type.Array(Type.Ref('Json')),
      Type.Object({}, { additionalProperties: Type.Ref('Json'), propertyNames: Text() }),
    ]),
  },
  'Json',
);
