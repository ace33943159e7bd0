// What of a request's URL may be logged: a public tearsheet link's path is its token, a secret that opens the
// tearsheet to anyone (issue 19 §3), so it is written as `[token]`.
const PUBLIC_LINK = /(\/public\/tearsheets\/)[^/?#.]+/g;

export const redactedUrl = (url: string) => url.replace(PUBLIC_LINK, '$1[token]');
