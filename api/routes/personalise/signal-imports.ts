// Importing user segments (spec 2 §5, §7): POST P/signals/upload {csvData, segmentType} (a Signals CSV),
// P/signals/import/lineitems {campaignIds, advertiserId, excludeCompleted} (DV360) and P/signals/import/adsets
// {campaignIds, facebookAdAccountId, facebookPageId, excludeCompleted} (Meta) and, ours as the spec names no path,
// P/signals/upload/facebook {csvData, facebookAdAccountId} (the Facebook segment CSV, checked against the ad account's
// campaigns and ad sets: its Meta Ad Set segments are imported; the spec names no place for its rows' ad fields, so
// they are checked and not kept), through commands/signal-import.ts.
// DV360's line items and Meta's ad sets come through the look-ups on the integration of one of the campaign's nodes
// holding that advertiser or ad account.
// A refused file or far end imports nothing: the segments are appended in one event or not at all.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { importSignals, type TreeRef } from '../../../commands/personalise';
import {
  adSetSegments,
  facebookSegmentsFromCsv,
  lineItemSegments,
  signalsFromCsv,
} from '../../../commands/signal-import';
import type { SignalFields } from '../../../domain/personalise';
import type { TreeInfo } from '../../../projections/personalise/queries';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../auth/gate';
import { campaignDv360Port } from '../dv360/line-items-port';
import { metaAdsPort } from '../meta/ads-port';
import { metaConnection } from '../meta/connection';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { Imported } from '../../../domain/personalise/answers';
import {
  AdSetsImportBody,
  FacebookSegmentsUploadBody,
  LineItemsImportBody,
  SignalsUploadBody,
} from '../../schemas/personalise';
import { config, P, readableTree, refOf, tags, treeParams } from './view';

const answers = { 200: Imported, ...errors(404, 409, 422) };
/** 503 when no campaign node connects the DV360 advertiser; the platforms' refusals are platform-errors.ts'. */
const farEndAnswers = { ...answers, ...errors(429, 503) };

export const signalImportRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    /** The caller's reach first, then the segments (a far end is asked only for a caller who may import), then one
     * append. */
    async function importFrom(
      request: FastifyRequest,
      reply: FastifyReply,
      ref: TreeRef,
      source: 'csv' | 'lineItems' | 'adSets',
      read: (tree: TreeInfo) => Promise<SignalFields[]>,
    ) {
      const signals = await read(await readableTree(deps, request, ref));
      const { imported } = await runCommand(deps, request, reply, (commands, context) =>
        importSignals(commands, context, ref, { signals, source }),
      );
      return { imported };
    }

    app.post(
      `${P}/signals/upload`,
      { config, schema: { tags, params: treeParams, body: SignalsUploadBody, response: answers } },
      (request, reply) =>
        importFrom(request, reply, refOf(request.params), 'csv', async (tree) =>
          signalsFromCsv(request.body.csvData, request.body.segmentType, tree.platform),
        ),
    );

    app.post(
      `${P}/signals/import/lineitems`,
      { config, schema: { tags, params: treeParams, body: LineItemsImportBody, response: farEndAnswers } },
      (request, reply) =>
        importFrom(request, reply, refOf(request.params), 'lineItems', async (tree) => {
          const campaign = await deps.lookups.campaign(tree.campaignId);
          return lineItemSegments(campaignDv360Port(deps, campaign?.businessNodes ?? []), request.body);
        }),
    );

    /** The Meta connection of the campaign's node holding the ad account. */
    async function campaignMeta(request: FastifyRequest, tree: TreeInfo, facebookAdAccountId: string) {
      const campaign = await deps.lookups.campaign(tree.campaignId);
      const account = await metaConnection(deps, actorOf(request), facebookAdAccountId, campaign?.businessNodes ?? []);
      return metaAdsPort(deps.oauth.meta.lookups, account);
    }

    app.post(
      `${P}/signals/upload/facebook`,
      { config, schema: { tags, params: treeParams, body: FacebookSegmentsUploadBody, response: farEndAnswers } },
      (request, reply) =>
        importFrom(request, reply, refOf(request.params), 'csv', async (tree) => {
          const { csvData, facebookAdAccountId } = request.body;
          const meta = await campaignMeta(request, tree, facebookAdAccountId);
          return (await facebookSegmentsFromCsv(meta, facebookAdAccountId, csvData)).map((segment) => segment.signal);
        }),
    );

    app.post(
      `${P}/signals/import/adsets`,
      { config, schema: { tags, params: treeParams, body: AdSetsImportBody, response: farEndAnswers } },
      (request, reply) =>
        importFrom(request, reply, refOf(request.params), 'adSets', async (tree) =>
          adSetSegments(await campaignMeta(request, tree, request.body.facebookAdAccountId), request.body),
        ),
    );
  };
