// Asset recommendations (spec 1 §7; issue 23 §4): GET /assets/single-files/brief/recommendations?nodeIds recommends
// library assets for a brief from its nodes, the categories it asks for and its tags (domain/recommendation/rules.ts,
// learning from the partner's votes and earlier choices); POST .../recommendation/generate {url, tags} does so for an
// uploaded file (a brief's temporary file or a library asset) with its tags; POST .../recommendation {url} answers the
// recommendations for a library asset (more like it); POST .../recommendation/feedback {url, feedback} records the
// caller's thumbs up or down; POST .../recommendation/create {assets, nodeIds, partnerId} turns chosen ones into brief
// assets with origin 'recommendation'. For the Assets area's roles; only assets of the caller's partner they may see.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assertNodesAllowed, reachableNodes, scopedAsset } from '../../../commands/asset-scope';
import { resolvePartner } from '../../../commands/authorization';
import { readTempFile } from '../../../commands/brief-temp-files';
import type { SignedInActor } from '../../../commands/context';
import {
  chooseRecommendations,
  giveRecommendationFeedback,
  type RecommendationReads,
} from '../../../commands/recommendations';
import { ASSET_NOT_FOUND } from '../../../domain/asset';
import { ASSET_CATEGORIES, suggestCategory, type AssetCategory } from '../../../domain/asset/rules';
import { TEMP_FILE_NOT_FOUND, TEMP_URL_PATTERN, tempFileId } from '../../../domain/concept/brief-temp-files';
import {
  ChosenBriefAsset,
  FeedbackRecorded,
  RECOMMENDATION_FEEDBACKS,
  Suggestions,
  type Suggestion,
} from '../../../domain/recommendation/answers';
import {
  ASSET_URL_PATTERN,
  assetIdOfUrl,
  recommend,
  type RecommendationRequest,
} from '../../../domain/recommendation/rules';
import { DomainError } from '../../../domain/shared/errors';
import { getAsset, type AssetRow } from '../../../projections/assets/queries';
import { recommendationCandidates, recommendationLearning } from '../../../projections/recommendations/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { PartnerChoice } from '../../http/partner-choice';
import { Body, Id, Literals, Text } from '../../http/schemas';
import { Tags } from '../../schemas/fields';
import { toApiAsset } from './view';

const config = { access: 'ADMINS_AND_SELF_SERVICE' as const };
const tags = ['assets'];
const AssetUrl = Type.String({ pattern: ASSET_URL_PATTERN, description: "A library asset's url, or its id" });
const PartnerQuery = Type.Object({ partnerId: PartnerChoice() }, { additionalProperties: false });
const ID_LIST = '^[0-9a-f]{24}(,[0-9a-f]{24}){0,199}$';
const CATEGORY_LIST = `^(${ASSET_CATEGORIES.join('|')})(,(${ASSET_CATEGORIES.join('|')})){0,4}$`;
const csv = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);

export const recommendationRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const reads: RecommendationReads = {
      inLibrary: async (assetId) => {
        const row = await getAsset(deps.pool, assetId);
        return row?.uploadStatus === 'DONE' && !row.archived;
      },
    };

    /** The recommendations for the request among the library assets the caller may see on `nodeIds` (or any). */
    async function suggestions(
      actor: SignedInActor,
      partnerId: string,
      request: RecommendationRequest,
    ): Promise<Suggestion[]> {
      const reachable = await reachableNodes(deps.lookups, actor);
      const { nodeIds } = request;
      const rows = await recommendationCandidates(deps.pool, {
        partnerId,
        nodeIds: [...nodeIds],
        reachable,
        userId: actor.userId,
      });
      const learning = await recommendationLearning(
        deps.pool,
        rows.map((r) => r.id),
        actor.userId,
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      const candidates = rows.map((r) => ({ ...r, category: r.category ?? ('other' as const) }));
      return recommend(request, candidates, learning).map(({ assetId, score, reason }) => {
        const asset = toApiAsset(byId.get(assetId)!);
        return {
          _id: asset._id,
          name: asset.name,
          category: asset.type,
          fullOriginalName: asset.fullOriginalName,
          format: asset.format,
          url: asset.url ?? '',
          thumbLocation: asset.thumbLocation,
          tags: asset.tags,
          score,
          reason,
          feedback: learning.get(assetId)?.mine ?? null,
        };
      });
    }

    /** The library asset a url names, once the caller may see it; else 404. */
    async function libraryAsset(actor: SignedInActor, url: string): Promise<AssetRow> {
      const id = assetIdOfUrl(url);
      if (id === null) throw DomainError.notFound(ASSET_NOT_FOUND);
      await scopedAsset(deps.lookups, actor, id);
      const row = await getAsset(deps.pool, id);
      if (!row || row.uploadStatus !== 'DONE' || row.archived) throw DomainError.notFound(ASSET_NOT_FOUND);
      return row;
    }

    app.get(
      '/assets/single-files/brief/recommendations',
      {
        config,
        schema: {
          tags,
          querystring: Type.Object(
            {
              partnerId: PartnerChoice(),
              nodeIds: Type.Optional(Type.String({ pattern: ID_LIST, description: "The brief's business nodes" })),
              categories: Type.Optional(
                Type.String({ pattern: CATEGORY_LIST, description: 'The categories the brief asks for' }),
              ),
              tags: Type.Optional(Text({ maxLength: 1000, description: "The brief's tags, comma separated" })),
              exclude: Type.Optional(
                Text({ maxLength: 20_000, description: "The brief's assets' ids, comma separated: never recommended" }),
              ),
            },
            { additionalProperties: false },
          ),
          response: { 200: Suggestions, ...errors(400, 403, 404) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const q = request.query;
        const partnerId = resolvePartner(actor, q.partnerId);
        const nodeIds = csv(q.nodeIds);
        await assertNodesAllowed(deps.lookups, actor, partnerId, nodeIds);
        return suggestions(actor, partnerId, {
          nodeIds,
          categories: csv(q.categories) as AssetCategory[],
          tags: csv(q.tags).map((t) => t.trim()),
          exclude: csv(q.exclude),
        });
      },
    );

    app.post(
      '/assets/single-files/recommendation/generate',
      {
        config,
        schema: {
          tags,
          querystring: PartnerQuery,
          body: Body({
            url: Type.Union([Type.String({ pattern: TEMP_URL_PATTERN }), AssetUrl], {
              description: "A brief's temporary file (tmp/<id>) or a library asset's url",
            }),
            tags: Tags,
          }),
          response: { 200: Suggestions, ...errors(400, 403, 404) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const partnerId = resolvePartner(actor, request.query.partnerId);
        const { url } = request.body;
        const fileId = tempFileId(url.trim());
        let category: AssetCategory;
        let exclude: string[] = [];
        if (fileId !== null) {
          const info = await readTempFile(deps.blobs, partnerId, fileId);
          if (!info) throw DomainError.notFound(TEMP_FILE_NOT_FOUND);
          category = suggestCategory(info.name);
        } else {
          const asset = await libraryAsset(actor, url);
          if (asset.partnerId !== partnerId) throw DomainError.notFound(ASSET_NOT_FOUND);
          category = asset.category ?? 'other';
          exclude = [asset.id];
        }
        return suggestions(actor, partnerId, { nodeIds: [], categories: [category], tags: request.body.tags, exclude });
      },
    );

    app.post(
      '/assets/single-files/recommendation',
      {
        config,
        schema: {
          tags,
          body: Body({ url: AssetUrl }),
          response: { 200: Suggestions, ...errors(400, 403, 404) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const asset = await libraryAsset(actor, request.body.url);
        return suggestions(actor, asset.partnerId, {
          nodeIds: asset.businessNodes,
          categories: [asset.category ?? 'other'],
          tags: asset.tags,
          exclude: [asset.id],
        });
      },
    );

    app.post(
      '/assets/single-files/recommendation/feedback',
      {
        config,
        schema: {
          tags,
          body: Body({ url: AssetUrl, feedback: Literals(RECOMMENDATION_FEEDBACKS) }),
          response: { 200: FeedbackRecorded, ...errors(400, 403, 404) },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const assetId = assetIdOfUrl(request.body.url)!;
        const { feedback } = request.body;
        await runCommand(deps, request, reply, (commands, context) =>
          giveRecommendationFeedback(commands, context, reads, { assetId, feedback }),
        );
        const learning = (await recommendationLearning(deps.pool, [assetId], actor.userId)).get(assetId);
        return { assetId, feedback, ups: learning?.ups ?? 0, downs: learning?.downs ?? 0 };
      },
    );

    app.post(
      '/assets/single-files/recommendation/create',
      {
        config,
        schema: {
          tags,
          body: Body({
            assets: Type.Array(Body({ _id: Id, type: Type.Optional(Literals(ASSET_CATEGORIES)) }), {
              minItems: 1,
              maxItems: 50,
            }),
            nodeIds: Type.Array(Id, { maxItems: 200 }),
            partnerId: Type.Optional(Id),
          }),
          response: { 201: Type.Array(ChosenBriefAsset), ...errors(400, 403, 404) },
        },
      },
      async (request, reply) => {
        const partnerId = resolvePartner(actorOf(request), request.body.partnerId);
        const { assets } = await runCommand(deps, request, reply, (commands, context) =>
          chooseRecommendations(commands, context, reads, {
            partnerId,
            assetIds: request.body.assets.map((a) => a._id),
            nodeIds: request.body.nodeIds,
          }),
        );
        const asked = new Map(request.body.assets.map((a) => [a._id, a.type]));
        const chosen = await Promise.all(
          assets.map(async (asset) => {
            const row = (await getAsset(deps.pool, asset.id))!;
            return {
              type: asked.get(asset.id) ?? row.category ?? ('other' as const),
              assetId: asset.id,
              name: row.name,
              format: row.format,
              link: null,
              origin: 'recommendation' as const,
            };
          }),
        );
        return reply.status(201).send(chosen);
      },
    );
  };
