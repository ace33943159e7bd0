// A partner's node connected to the simulated CM360: the network granted to the product's CM360 user there (as a
// network's admin would), and the node's CM360 advertiser and network ids set through the API.
import type { TestApp } from './app';
import type { HttpClient } from './http';

export async function grantCm360Network(t: TestApp, networkId: string): Promise<void> {
  const granted = await fetch(`${t.system.deps.oauth.simulated!.google}/__simulated/cm360/networks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ networkId }),
  });
  if (!granted.ok) throw new Error(`granting the CM360 network ${networkId}: ${granted.status}`);
}

export async function connectNodeToCm360(
  t: TestApp,
  su: HttpClient,
  nodeId: string,
  ids: { dcmNetworkId: string; dcmAdvertiserId: string },
): Promise<void> {
  await grantCm360Network(t, ids.dcmNetworkId);
  const put = await su.put(`/business-nodes/${nodeId}/publishing`, { publishing: { google: ids } });
  if (put.status !== 200) throw new Error(`setting the CM360 ids of node ${nodeId}: ${put.status}`);
}
