// The variant table's reads (spec 2 §7 "Personalize reads"): GET P/variants (filter, sort, range; Content-Range),
// P/variants/count, P/variant-identifiers (select all across pages), P/variants/{id}, P/templates,
// P/variant/exist?name and P/available-filters.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '../../../domain/shared/errors';
import { KeptReads, treeReadKey } from '../../../projections/personalise/read-cache';
import {
  availableFilters,
  countVariants,
  getVariant,
  variantIdentifiers,
  variantNameTaken,
  variantPage,
} from '../../../projections/personalise/queries';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { sendJsonBytes } from '../../http/json-bytes';
import { found } from '../../http/found';
import { ListAnswer } from '../../http/list-query';
import { Body, Text } from '../../http/schemas';
import {
  AvailableFilters,
  Exists,
  TreeTemplates,
  VariantCounts,
  VariantIdentifiers,
  VariantRow,
} from '../../../domain/personalise/answers';
import { VariantFilterQuery, VariantPageQuery } from '../../schemas/personalise';
import { config, P, parseFilter, parsePageQuery, readableTree, refOf, tags, treeParams, variantParams } from './view';

/** A querystring refuses fields it does not name, as a body does. */
const Query = Body;
const FilterOnly = Query({ filter: Type.Optional(VariantFilterQuery) });

export const variantReadRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    // Counts per tree and filter; pages as the bytes sent (serialised once, by the route's own schema), up to 64 MB.
    const counts = new KeptReads<Awaited<ReturnType<typeof countVariants>>>({ max: 2_000 });
    const pages = new KeptReads<{ body: Buffer; rows: number }>({
      maxSize: 64 << 20,
      sizeOf: (page) => page.body.length,
    });

    app.get(
      `${P}/variants`,
      {
        config,
        schema: {
          tags,
          params: treeParams,
          querystring: Query(VariantPageQuery),
          response: { 200: ListAnswer('variants', VariantRow), ...errors(404) },
        },
      },
      async (request, reply) => {
        const tree = await readableTree(deps, request, refOf(request.params));
        const query = parsePageQuery(request.query);
        const filter = parseFilter(request.query.filter);
        const [page, counted] = await Promise.all([
          pages.read(treeReadKey(tree, filter, query), async () => {
            const rows = await variantPage(deps.pool, tree, filter, query);
            return { body: Buffer.from(reply.serialize(rows) as string), rows: rows.length };
          }),
          counts.read(treeReadKey(tree, filter), () => countVariants(deps.pool, tree, filter)),
        ]);
        const last = page.rows === 0 ? query.offset : query.offset + page.rows - 1;
        reply.header('Content-Range', `variants ${query.offset}-${last}/${counted.filteredAmount}`);
        return sendJsonBytes(reply, page.body);
      },
    );

    app.get(
      `${P}/variants/count`,
      {
        config,
        schema: { tags, params: treeParams, querystring: FilterOnly, response: { 200: VariantCounts, ...errors(404) } },
      },
      async (request) => {
        const tree = await readableTree(deps, request, refOf(request.params));
        const filter = parseFilter(request.query.filter);
        return counts.read(treeReadKey(tree, filter), () => countVariants(deps.pool, tree, filter));
      },
    );

    app.get(
      `${P}/variant-identifiers`,
      {
        config,
        schema: {
          tags,
          params: treeParams,
          querystring: FilterOnly,
          response: { 200: VariantIdentifiers, ...errors(404) },
        },
      },
      async (request) => {
        return variantIdentifiers(
          deps.pool,
          await readableTree(deps, request, refOf(request.params)),
          parseFilter(request.query.filter),
        );
      },
    );

    app.get(
      `${P}/variants/:variantId`,
      { config, schema: { tags, params: variantParams, response: { 200: VariantRow, ...errors(404) } } },
      async (request) => {
        const tree = await readableTree(deps, request, refOf(request.params));
        return found(await getVariant(deps.pool, tree, request.params.variantId), MESSAGES.entityNotFound);
      },
    );

    app.get(
      `${P}/templates`,
      { config, schema: { tags, params: treeParams, response: { 200: TreeTemplates, ...errors(404) } } },
      async (request) => {
        return (await readableTree(deps, request, refOf(request.params))).templates;
      },
    );

    app.get(
      `${P}/variant/exist`,
      {
        config,
        schema: {
          tags,
          params: treeParams,
          querystring: Query({ name: Text() }),
          response: { 200: Exists, ...errors(404) },
        },
      },
      async (request) => {
        await readableTree(deps, request, refOf(request.params));
        return { exists: await variantNameTaken(deps.pool, request.params.treeId, request.query.name) };
      },
    );

    app.get(
      `${P}/available-filters`,
      { config, schema: { tags, params: treeParams, response: { 200: AvailableFilters, ...errors(404) } } },
      async (request) => {
        return availableFilters(deps.pool, await readableTree(deps, request, refOf(request.params)));
      },
    );
  };
