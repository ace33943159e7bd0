// Meta-style ad previews from the simulated Graph API: `/{creative}/previews` and `/act_{id}/generatepreviews` answer
// `{data: [{body}]}`, the body an iframe of the requested size whose page draws the ad as a feed post (page, primary
// text, picture or video still, headline, call to action), and says plainly it is simulated.

type Spec = Record<string, unknown>;

const escapeHtml = (text: unknown) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** `SHOP_NOW` as Meta's button says it: 'Shop now'. */
const ctaLabel = (cta: unknown) => {
  const type = String((cta as Spec | undefined)?.type ?? '');
  if (!type || type === 'NO_BUTTON') return '';
  const words = type.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The iframe Meta answers, pointing at this simulator's page for the spec. */
export function previewIframe(origin: string, spec: Spec, adFormat: string, width: number, height: number): string {
  const d = Buffer.from(JSON.stringify({ spec, adFormat })).toString('base64url');
  return `<iframe src="${origin}/ads/api/preview_iframe.php?d=${d}" width="${width}" height="${height}" scrolling="yes" style="border: none;"></iframe>`;
}

function card(input: { picture: string; headline: unknown; description: unknown; cta: unknown; link: unknown }) {
  const cta = ctaLabel(input.cta);
  return `<figure style="margin:0;flex:0 0 auto;width:100%;max-width:320px">
<img src="${escapeHtml(input.picture)}" alt="" style="width:100%;display:block;background:#ddd;min-height:120px">
<figcaption style="display:flex;gap:8px;align-items:center;padding:8px;background:#f0f2f5">
<span style="flex:1"><small>${escapeHtml(input.link)}</small><br><strong>${escapeHtml(input.headline)}</strong><br><small>${escapeHtml(input.description)}</small></span>
${cta ? `<button type="button">${escapeHtml(cta)}</button>` : ''}</figcaption></figure>`;
}

/** The ad as a feed post; `imageUrl` turns an image hash into a URL this simulator serves. */
export function previewPage(encoded: string, imageUrl: (hash: string) => string): string {
  const { spec, adFormat } = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as {
    spec: Spec;
    adFormat: string;
  };
  const link = (spec.link_data ?? {}) as Spec;
  const video = spec.video_data as Spec | undefined;
  const children = (link.child_attachments ?? []) as Spec[];
  const pictureOf = (s: Spec) =>
    s.image_hash ? imageUrl(String(s.image_hash)) : String(s.image_url ?? s.picture ?? '');
  const message = video?.message ?? link.message;
  const body = video
    ? card({
        picture: pictureOf(video),
        headline: video.title,
        description: video.link_description,
        cta: video.call_to_action,
        link: (video.call_to_action as Spec | undefined)?.value
          ? ((video.call_to_action as Spec).value as Spec).link
          : '',
      })
    : children.length > 0
      ? `<div style="display:flex;gap:8px;overflow-x:auto">${children
          .map((c) =>
            card({
              picture: pictureOf(c),
              headline: c.name,
              description: c.description,
              cta: c.call_to_action ?? link.call_to_action,
              link: c.link,
            }),
          )
          .join('')}</div>`
      : card({
          picture: pictureOf(link),
          headline: link.name,
          description: link.description,
          cta: link.call_to_action,
          link: link.caption ?? link.link,
        });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Simulated Meta ad preview</title></head>
<body style="font-family:sans-serif;margin:0;padding:8px">
<p role="note" style="font-size:11px;color:#65676b;margin:0 0 6px">Simulated Meta preview (${escapeHtml(adFormat)}): not rendered by Meta.</p>
<p style="margin:0 0 4px"><strong>Page ${escapeHtml(spec.page_id)}</strong> · Sponsored</p>
<p style="margin:0 0 8px;white-space:pre-wrap">${escapeHtml(message)}</p>
${body}
</body></html>`;
}
