// The demo's markets come connected to the simulated platforms (issue 20 §6): every node of the demo campaigns gets
// publishing ids for all five platforms (PUT /business-nodes/{id}/publishing) and its Google Ads, DV360, YouTube and
// Meta tokens through the real OAuth flow, the seed pressing Allow on the simulated consent page as a person would.
// CM360 has no token per node: the simulated Google grants the product's user each node's network. A re-run sends
// only what is missing: ids already set record nothing, and a VALID token is kept. Against real platforms
// (PLATFORMS=live) the seed connects nothing: only a person may grant access there.
import type { Publishing } from '../domain/integration/answers';
import { TOKEN_PROVIDER, type IdProperty, type TokenProperty } from '../domain/integration/properties';
import { allowOnConsentPage } from '../platforms/simulated-consent';
import type { Seeding } from './ensure';

const TOKENS: readonly TokenProperty[] = ['gadsToken', 'dv360Token', 'youtubeToken', 'facebookToken'];

/** Ids of the node's own accounts on the simulated platforms, the same on every run (from the node's id). */
export function demoPublishingIds(nodeId: string): Record<IdProperty, string> {
  const n = parseInt(nodeId.slice(-7), 16);
  return {
    gadsCustomerAccountId: String(1_000_000_000 + n).slice(0, 10),
    dcmNetworkId: String(7_000 + (n % 1_000)),
    dcmAdvertiserId: String(40_000_000 + n),
    facebookAdAccountId: `act_${60_000_000 + n}`,
    facebookPageId: String(550_000_000 + n),
    instagramAccountId: String(170_000_000 + n),
    dv360AdvertiserId: String(80_000_000 + n),
  };
}

const idsOf = (answer: Publishing): Partial<Record<IdProperty, string | null>> => {
  const { gads, google, facebook, dv360 } = answer.publishing;
  return {
    gadsCustomerAccountId: gads.gadsCustomerAccountId,
    dcmNetworkId: google.dcmNetworkId,
    dcmAdvertiserId: google.dcmAdvertiserId,
    facebookAdAccountId: facebook.facebookAdAccountId,
    facebookPageId: facebook.facebookPageId,
    instagramAccountId: facebook.instagramAccountId,
    dv360AdvertiserId: dv360.dv360AdvertiserId,
  };
};

const tokenOf = (answer: Publishing, token: TokenProperty) => {
  const { gads, dv360, youtube, facebook } = answer.publishing;
  return {
    gadsToken: gads.gadsToken,
    dv360Token: dv360.dv360Token,
    youtubeToken: youtube.youtubeToken,
    facebookToken: facebook.facebookToken,
  }[token];
};

/** Starts the OAuth flow, allows it on the simulated consent page and hands the code back; answers the far end. */
async function connect(s: Seeding, nodeId: string, token: TokenProperty): Promise<string> {
  const { authorizeUrl } = await s.api.post<{ authorizeUrl: string }>(
    `/business-nodes/${nodeId}/publishing/${token}/oauth`,
    {},
  );
  const back = await allowOnConsentPage(authorizeUrl);
  await s.api.post(`/oauth/${TOKEN_PROVIDER[token]}/callback`, {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  });
  return new URL(authorizeUrl).origin;
}

async function connectNode(s: Seeding, nodeId: string): Promise<void> {
  const path = `/business-nodes/${nodeId}/publishing`;
  let answer = await s.api.get<Publishing>(path);
  if (!answer.simulated) {
    s.log(`= integrations of node ${nodeId}: real platforms, connect them on the Integrations screen`);
    return;
  }
  const wanted = demoPublishingIds(nodeId);
  const current = idsOf(answer);
  const missing = Object.entries(wanted).filter(([key, value]) => current[key as IdProperty] !== value);
  if (missing.length > 0) {
    const publishing = {
      gads: { gadsCustomerAccountId: wanted.gadsCustomerAccountId },
      google: { dcmAdvertiserId: wanted.dcmAdvertiserId, dcmNetworkId: wanted.dcmNetworkId },
      facebook: {
        facebookAdAccountId: wanted.facebookAdAccountId,
        facebookPageId: wanted.facebookPageId,
        instagramAccountId: wanted.instagramAccountId,
      },
      dv360: { dv360AdvertiserId: wanted.dv360AdvertiserId },
    };
    answer = await s.api.call<Publishing>('PUT', path, { publishing });
  }
  const connected: TokenProperty[] = [];
  let google: string | null = null;
  for (const token of TOKENS) {
    if (tokenOf(answer, token).validity === 'VALID') continue;
    const farEnd = await connect(s, nodeId, token);
    if (TOKEN_PROVIDER[token] === 'google') google = farEnd;
    connected.push(token);
  }
  // Granted with the Google tokens: while those stay VALID the simulated Google, which keeps both, holds the grant.
  if (google) {
    const granted = await fetch(`${google}/__simulated/cm360/networks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ networkId: wanted.dcmNetworkId }),
    });
    if (!granted.ok) throw new Error(`granting CM360 network ${wanted.dcmNetworkId}: ${granted.status}`);
  }
  const changed = [...(missing.length > 0 ? ['ids'] : []), ...connected];
  if (changed.length > 0) s.log(`+ integrations of node ${nodeId}: ${changed.join(', ')}`);
  else s.log(`= integrations of node ${nodeId}`);
}

/** Connects each node, once. */
export async function seedIntegrations(s: Seeding, nodes: ReadonlySet<string>): Promise<void> {
  for (const node of nodes) await connectNode(s, node);
}
