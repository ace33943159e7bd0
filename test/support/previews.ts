// What the preview tests share: a template whose own script writes its headline (required) and hero image (optional)
// from its defaultValues block into the page, as a real banner does, so a variant's values show in its live preview;
// and a render of a campaign's screenshots, waited for.
import { eventually } from './eventually';
import type { HttpClient } from './http';
import { code } from './templates';

export const PREVIEW_HTML = Buffer.from(
  `<!doctype html><html><head>${code({
    defaultValues: '{"headline": "Default headline", "hero": "images/hero.png"}',
    dynamicImageSizes: '{"hero": [300, 250]}',
    requiredFields: '["headline"]',
  })}</head>
  <body><h1 id="headline"></h1><img id="hero" alt="">
  <script>
    const values = JSON.parse(document.getElementById('defaultValues').textContent);
    document.getElementById('headline').textContent = values.headline;
    document.getElementById('hero').src = values.hero;
  </script></body></html>`,
);

/** Renders the campaign's content not pictured yet (`client` may render) and waits until its render queue is idle. */
export async function renderCampaign(client: HttpClient, campaign: { campaignId: string; partnerId: string }) {
  const asked = await client.post(`/campaigns/${campaign.campaignId}/make-screenshots`, campaign);
  if (asked.status !== 201) throw new Error(`make-screenshots: ${asked.status} ${JSON.stringify(asked.body)}`);
  await eventually(async () => {
    const state = await client.get<{ running: boolean }>(`/campaigns/${campaign.campaignId}/render-queue/state`);
    if (state.status !== 200 || state.body.running) throw new Error('still rendering');
  }, 120_000);
}
