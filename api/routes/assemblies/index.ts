// Assemblies of a campaign (spec 2 §7 Assemblies, generate-variations, datasources live and update; issue 23 §2):
// POST /assemblies/import?campaignId (multipart `file`, CSV or XLSX, read as feeds are), GET /assemblies?campaignId,
// GET/DELETE /assemblies/{id}, DELETE /assemblies/all?campaignId; POST /campaigns/generate-variations {campaignId}
// (starts the generation workflow) and GET /campaigns/{id}/variations/generation (its progress; ours);
// GET /campaigns/{id}/variant-sources (ours: why a feed or a datasource may not drive the campaign, or null);
// POST /campaigns/{id}/datasources/live {assemblyId} and /update (multipart `file`: the live datasource's new content,
// then a generation that makes only what changed). For the assemblies tab's roles (spec 2 §6, managed-service: the
// top admins, as audiences) on a campaign in their partner and reach; another campaign's assembly is 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { Type } from 'typebox';
import {
  campaignTrees,
  deleteAllAssemblies,
  deleteAssembly,
  importAssembly,
  planGeneration,
  recordGeneration,
  setLiveDatasource,
  updateLiveDatasource,
} from '../../../commands/assemblies';
import { generateAtOnce } from '../../../commands/assembly-variations';
import { scopedCampaign } from '../../../commands/campaigns';
import { PERSONALISE_ACCESS } from '../../../commands/personalise';
import { datasourceRefusal, feedRefusal } from '../../../commands/variant-sources';
import type { SignedInActor } from '../../../commands/context';
import { ASSEMBLY_ACCESS, ASSEMBLY_MESSAGES, permutationsOf, variationHash } from '../../../domain/assembly';
import {
  AllAssembliesDeletedAnswer,
  AssemblyAnswer,
  AssemblyDetailAnswer,
  DatasourceUpdatedAnswer,
  GenerationAnswer,
  VariantSourcesAnswer,
} from '../../../domain/assembly/answers';
import { DomainError, MESSAGES } from '../../../domain/shared/errors';
import {
  ASSEMBLY_LIST,
  getAssembly,
  latestGeneration,
  listAssemblies,
  type AssemblyRow,
  type GenerationRow,
} from '../../../projections/assemblies/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { commandContext, runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { accepted } from '../../http/saved-answer';
import { ListAnswer, listQuerystring, parseListQuery, sendPage } from '../../http/list-query';
import { Deleted, Id, Params } from '../../http/schemas';
import {
  AssemblyCampaignQuery,
  DatasourceFileBody,
  GenerateVariationsBody,
  LiveDatasourceBody,
} from '../../schemas/assemblies';
import { readFeedForm } from '../assets/feed-form';
import { parsedFeedFile } from '../assets/feeds';

const config = { access: ASSEMBLY_ACCESS };
const tags = ['assemblies'];
const IdParams = Params({ id: Id });
/** The body is a stream read by readFeedForm, not by ajv: only OpenAPI is told its shape. */
const multipart = {
  ...config,
  swaggerTransform: ({ schema, url }: { schema: FastifySchema; url: string }) => ({
    schema: { ...schema, body: { content: { 'multipart/form-data': { schema: DatasourceFileBody } } } },
    url,
  }),
};
const PREVIEW = 20;

const iso = (date: Date) => date.toISOString();
const answer = (row: AssemblyRow): AssemblyAnswer => ({
  ...row,
  _id: row.id,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
const generationAnswer = (row: GenerationRow): GenerationAnswer => ({
  ...row,
  startedAt: iso(row.startedAt),
  finishedAt: row.finishedAt && iso(row.finishedAt),
});

export const assemblyRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    /** The assembly, once the caller may reach its campaign. */
    const found = async (actor: SignedInActor, id: string) => {
      const row = await getAssembly(deps.pool, id);
      if (!row) throw DomainError.notFound(ASSEMBLY_MESSAGES.notFound);
      await scopedCampaign(deps.lookups, actor, row.campaignId, ASSEMBLY_ACCESS);
      return row;
    };

    /** The datasource file of a multipart body, as a table; the campaign is reached before the body is read. */
    const datasourceFile = async (request: FastifyRequest, campaignId: string) => {
      await scopedCampaign(deps.lookups, actorOf(request), campaignId, ASSEMBLY_ACCESS);
      const { fileName, bytes } = await readFeedForm(request, false);
      return { fileName, table: await parsedFeedFile(fileName, bytes) };
    };

    /**
     * Starts a generation. A small one is made at once, here, so the answer (after the read side caught up) holds its
     * end and the variations; a large one, or one whose making at once failed for a reason not the domain's, goes to
     * its workflow, which records its progress. A workflow that fails to start now (Temporal away) waits in the
     * starter.
     */
    const generate = async (request: FastifyRequest, reply: FastifyReply, campaignId: string) => {
      const { target, handOver } = await runCommand(deps, request, reply, async (commands, context) => {
        const planned = await planGeneration(commands, context, campaignId);
        const made = await generateAtOnce(commands, context, planned).catch((error: unknown) => {
          if (error instanceof DomainError) throw error; // its start refused on the latest state: a 4xx
          request.log.warn({ err: error, campaignId }, 'generation handed to its workflow');
          return null;
        });
        if (made) return { target: planned.target, handOver: false, position: made.position };
        const started = await recordGeneration(commands, context, planned);
        return { target: planned.target, handOver: true, position: started.position };
      });
      if (handOver)
        await deps.generations
          .start(target)
          .catch((error: unknown) => request.log.error({ err: error, campaignId }, 'generation did not start'));
      const row = await latestGeneration(deps.pool, campaignId);
      if (!row) throw DomainError.notFound(MESSAGES.entityNotFound);
      return generationAnswer(row);
    };

    app.post(
      '/assemblies/import',
      {
        config: multipart,
        schema: {
          tags,
          querystring: AssemblyCampaignQuery,
          response: {
            201: AssemblyAnswer,
            ...accepted('/assemblies/:assemblyId'),
            ...errors(400, 403, 404, 409, 413, 415, 422),
          },
        },
      },
      async (request, reply) => {
        const { campaignId } = request.query;
        const file = await datasourceFile(request, campaignId);
        const { assemblyId } = await runCommand(deps, request, reply, (commands, context) =>
          importAssembly(commands, context, { campaignId, ...file }),
        );
        return reply.status(201).send(answer(await found(actorOf(request), assemblyId)));
      },
    );

    app.get(
      '/assemblies',
      {
        config,
        schema: {
          tags,
          querystring: Type.Object(
            { campaignId: Id, ...listQuerystring(ASSEMBLY_LIST) },
            { additionalProperties: false },
          ),
          response: { 200: ListAnswer('assemblies', AssemblyAnswer), ...errors(400, 403, 404) },
        },
      },
      async (request, reply) => {
        const campaign = await scopedCampaign(
          deps.lookups,
          actorOf(request),
          request.query.campaignId,
          ASSEMBLY_ACCESS,
        );
        const query = parseListQuery(request.query, ASSEMBLY_LIST);
        const page = await listAssemblies(deps.pool, campaign.id, query);
        return sendPage(reply, 'assemblies', query, { total: page.total, rows: page.rows.map(answer) });
      },
    );

    app.get(
      '/assemblies/:id',
      {
        config,
        schema: { tags, params: IdParams, response: { 200: AssemblyDetailAnswer, ...errors(400, 403, 404) } },
      },
      async (request) => {
        const row = await found(actorOf(request), request.params.id);
        const templates = (await campaignTrees(deps.lookups, row.campaignId)).flatMap((tree) => tree.templates);
        const preview = permutationsOf({ columns: row.columns })
          .slice(0, PREVIEW)
          .map((p) => ({ ...p, variationHashes: templates.map((t) => variationHash(p.hash, t)) }));
        return { ...answer(row), preview };
      },
    );

    app.delete(
      '/assemblies/all',
      {
        config,
        schema: {
          tags,
          querystring: AssemblyCampaignQuery,
          response: { 200: AllAssembliesDeletedAnswer, ...errors(400, 403, 404) },
        },
      },
      async (request, reply) => {
        const { deleted } = await runCommand(deps, request, reply, (commands, context) =>
          deleteAllAssemblies(commands, context, request.query.campaignId),
        );
        return { deleted };
      },
    );

    app.delete(
      '/assemblies/:id',
      { config, schema: { tags, params: IdParams, response: { 200: Deleted, ...errors(400, 403, 404) } } },
      async (request, reply) => {
        const row = await found(actorOf(request), request.params.id);
        await runCommand(deps, request, reply, (commands, context) =>
          deleteAssembly(commands, context, { campaignId: row.campaignId, assemblyId: row.id }),
        );
        return { id: row.id };
      },
    );

    app.post(
      '/campaigns/generate-variations',
      {
        config,
        schema: {
          tags,
          body: GenerateVariationsBody,
          response: { 202: GenerationAnswer, ...errors(400, 403, 404, 409, 422) },
        },
      },
      async (request, reply) => reply.status(202).send(await generate(request, reply, request.body.campaignId)),
    );

    app.get(
      '/campaigns/:id/variations/generation',
      {
        config,
        schema: { tags, params: IdParams, response: { 200: GenerationAnswer, ...errors(400, 403, 404) } },
      },
      async (request) => {
        const campaign = await scopedCampaign(deps.lookups, actorOf(request), request.params.id, ASSEMBLY_ACCESS);
        const row = await latestGeneration(deps.pool, campaign.id);
        if (!row) throw DomainError.notFound(MESSAGES.entityNotFound);
        return generationAnswer(row);
      },
    );

    // Read by the personalise screen's 'Import feed' and the assemblies tab's 'Import datasource', greyed out with
    // the reason the server would refuse them with (commands/variant-sources.ts).
    app.get(
      '/campaigns/:id/variant-sources',
      {
        config: { access: PERSONALISE_ACCESS },
        schema: { tags, params: IdParams, response: { 200: VariantSourcesAnswer, ...errors(400, 403, 404) } },
      },
      async (request) => {
        const campaign = await scopedCampaign(deps.lookups, actorOf(request), request.params.id, PERSONALISE_ACCESS);
        const reads = { store: deps.store, lookups: deps.lookups };
        const context = commandContext(request);
        const trees = await deps.lookups.campaignTreeIds(campaign.id);
        return {
          feed: await feedRefusal(reads, context, campaign),
          datasource: await datasourceRefusal(reads, context, campaign, trees),
        };
      },
    );

    app.post(
      '/campaigns/:id/datasources/live',
      {
        config,
        schema: {
          tags,
          params: IdParams,
          body: LiveDatasourceBody,
          response: { 200: AssemblyAnswer, ...accepted('/assemblies/:assemblyId'), ...errors(400, 403, 404) },
        },
      },
      async (request, reply) => {
        const { assemblyId } = request.body;
        await runCommand(deps, request, reply, (commands, context) =>
          setLiveDatasource(commands, context, { campaignId: request.params.id, assemblyId }),
        );
        return answer(await found(actorOf(request), assemblyId));
      },
    );

    app.post(
      '/campaigns/:id/datasources/update',
      {
        config: multipart,
        schema: {
          tags,
          params: IdParams,
          response: { 200: DatasourceUpdatedAnswer, ...errors(400, 403, 404, 409, 413, 415, 422) },
        },
      },
      async (request, reply) => {
        const campaignId = request.params.id;
        const file = await datasourceFile(request, campaignId);
        const updated = await runCommand(deps, request, reply, (commands, context) =>
          updateLiveDatasource(commands, context, { campaignId, ...file }),
        );
        const assemblyId = updated.events.find((e) => e.type === 'AssemblyUpdated')!.data.assemblyId;
        const generation = await generate(request, reply, campaignId);
        return { assembly: answer(await found(actorOf(request), assemblyId)), generation };
      },
    );
  };
