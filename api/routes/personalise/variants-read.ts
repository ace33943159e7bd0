// The variant table's reads (spec 2 §7 "Personalize reads"): GET P/variants (filter, sort, range; Content-Range),
// P/variants/count, P/variant-identifiers (select all across pages), P/variants/{id}, P/templates,
// P/variant/exist?name and P/available-filters.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '../../../domain/shared/errors';
import { VariantCounter } from '../../../projections/personalise/counts';
import { availableFilters, getVariant, variantIdentifiers, variantNameTaken, variantPage } from '../../../projections/personalise/queries';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { found } from '../../http/found';
import { ListAnswer } from '../../http/list-query';
import { Body, Text } from '../../http/schemas';
import { AvailableFilters, Exists, TreeTemplates, VariantCounts, VariantFilterQuery, VariantIdentifiers, VariantPageQuery, VariantRow } from '../../schemas/personalise';
import { config, P, parseFilter, parsePageQuery, readableTree, refOf, tags, treeParams, variantParams } from './view';

/** A querystring refuses fields it does not name, as a body does. */
const Query = Body;
const FilterOnly = Query({ filter: Type.Optional(VariantFilterQuery) });

export const variantReadRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const counter = new VariantCounter(deps.pool);

    app.get(
      `${P}/variants`,
      { config, schema: { tags, params: treeParams, querystring: Query(VariantPageQuery), response: { 200: ListAnswer('variants', VariantRow), ...errors(404) } } },
      async (request, reply) => {
        const tree = await readableTree(deps, request, refOf(request.params));
        const query = parsePageQuery(request.query);
        const filter = parseFilter(request.query.filter);
        const [rows, counts] = await Promise.all([variantPage(deps.pool, tree, filter, query), counter.counts(tree, filter)]);
        const last = rows.length === 0 ? query.offset : query.offset + rows.length - 1;
        reply.header('Content-Range', `variants ${query.offset}-${last}/${counts.filteredAmount}`);
        return rows;
      },
    );

    app.get(
      `${P}/variants/count`,
      { config, schema: { tags, params: treeParams, querystring: FilterOnly, response: { 200: VariantCounts, ...errors(404) } } },
      async (request) => {
        return counter.counts(await readableTree(deps, request, refOf(request.params)), parseFilter(request.query.filter));
      },
    );

    app.get(
      `${P}/variant-identifiers`,
      { config, schema: { tags, params: treeParams, querystring: FilterOnly, response: { 200: VariantIdentifiers, ...errors(404) } } },
      async (request) => {
        return variantIdentifiers(deps.pool, await readableTree(deps, request, refOf(request.params)), parseFilter(request.query.filter));
      },
    );

    app.get(`${P}/variants/:variantId`, { config, schema: { tags, params: variantParams, response: { 200: VariantRow, ...errors(404) } } }, async (request) => {
      const tree = await readableTree(deps, request, refOf(request.params));
      return found(await getVariant(deps.pool, tree, request.params.variantId), MESSAGES.entityNotFound);
    });

    app.get(`${P}/templates`, { config, schema: { tags, params: treeParams, response: { 200: TreeTemplates, ...errors(404) } } }, async (request) => {
      return (await readableTree(deps, request, refOf(request.params))).templates;
    });

    app.get(
      `${P}/variant/exist`,
      { config, schema: { tags, params: treeParams, querystring: Query({ name: Text() }), response: { 200: Exists, ...errors(404) } } },
      async (request) => {
        await readableTree(deps, request, refOf(request.params));
        return { exists: await variantNameTaken(deps.pool, request.params.treeId, request.query.name) };
      },
    );

    app.get(`${P}/available-filters`, { config, schema: { tags, params: treeParams, response: { 200: AvailableFilters, ...errors(404) } } }, async (request) => {
      return availableFilters(deps.pool, await readableTree(deps, request, refOf(request.params)));
    });
  };
