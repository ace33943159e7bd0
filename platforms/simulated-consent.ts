// Pressing Allow on a simulated far end's consent page (platforms/simulated.ts), as a browser would: open the page,
// follow its Allow link, and answer where the far end then sends the browser (the product's screen with ?code&state).
// For the simulated platforms only: the demo seed and the tests connect nodes through the real OAuth flow with it.

export async function allowOnConsentPage(authorizeUrl: string): Promise<URL> {
  const page = await (await fetch(authorizeUrl)).text();
  const allow = /<a href="([^"]+)">Allow<\/a>/.exec(page)?.[1]?.replaceAll('&amp;', '&');
  if (!allow) throw new Error(`no Allow on the consent page at ${new URL(authorizeUrl).origin}`);
  const target = new URL(allow, authorizeUrl);
  if (target.origin !== new URL(authorizeUrl).origin) return target;
  const approved = await fetch(target, { redirect: 'manual' });
  const location = approved.headers.get('location');
  if (!location) throw new Error(`the consent page's Allow answered ${approved.status} without a redirect`);
  return new URL(location);
}
