// Reading a concept's storyboards (spec 3 §7): the list, one storyboard, its users, the count, and a version's
// file. Every call reaches the concept first (group, partner, business nodes: commands/concepts.ts scopedConcept).
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { STORYBOARD_FORMATS, STORYBOARD_NOT_FOUND, STORYBOARD_VERSION_NOT_FOUND } from '../../../domain/storyboard';
import { scopedConcept } from '../../../commands/concepts';
import { contentTypeOf } from '../../../workflows/render/content-types';
import { STORYBOARD_ACCESS } from '../../../commands/storyboards';
import {
  countStoryboards,
  getStoryboard,
  listStoryboards,
  storyboardUsers,
} from '../../../projections/storyboards/queries';
import { actorOf } from '../../auth/gate';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/errors';
import { found } from '../../http/found';
import { Id, Params } from '../../http/schemas';
import { FileAnswer } from '../../schemas/assets';
import { Storyboard, StoryboardCount, Storyboards, StoryboardUser } from '../../../domain/storyboard/answers';
import { conceptParams, oneStoryboard, storyboardAnswer, storyboardParams } from './view';
import { create as contentDisposition } from 'content-disposition';

const config = { access: STORYBOARD_ACCESS.read };
const tags = ['storyboards'];

export const readRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const reach = (request: FastifyRequest, conceptId: string) =>
      scopedConcept(deps.lookups, actorOf(request), conceptId, STORYBOARD_ACCESS.read);

    app.get(
      '/assets/concepts/:id/storyboards',
      { config, schema: { tags, params: conceptParams, response: { 200: Storyboards, ...errors(404) } } },
      async (request) => {
        await reach(request, request.params.id);
        return (await listStoryboards(deps.pool, request.params.id)).map(storyboardAnswer);
      },
    );

    app.get(
      '/assets/concepts/:id/storyboards/count',
      { config, schema: { tags, params: conceptParams, response: { 200: StoryboardCount, ...errors(404) } } },
      async (request) => {
        await reach(request, request.params.id);
        return { count: await countStoryboards(deps.pool, request.params.id) };
      },
    );

    app.get(
      '/assets/concepts/:id/storyboards/:storyboardId',
      { config, schema: { tags, params: storyboardParams, response: { 200: Storyboard, ...errors(404) } } },
      async (request) => {
        await reach(request, request.params.id);
        return oneStoryboard(deps.pool, request.params.id, request.params.storyboardId);
      },
    );

    app.get(
      '/assets/concepts/:id/storyboards/:storyboardId/users',
      {
        config,
        schema: { tags, params: storyboardParams, response: { 200: Type.Array(StoryboardUser), ...errors(404) } },
      },
      async (request) => {
        await reach(request, request.params.id);
        found(await getStoryboard(deps.pool, request.params.id, request.params.storyboardId), STORYBOARD_NOT_FOUND);
        return storyboardUsers(deps.pool, request.params.storyboardId);
      },
    );

    app.get(
      '/assets/concepts/:id/storyboards/:storyboardId/versions/:versionId/file',
      {
        config,
        schema: {
          tags,
          params: Params({ id: Id, storyboardId: Id, versionId: Id }),
          response: {
            200: FileAnswer("The version's file", [...new Set(STORYBOARD_FORMATS.map(contentTypeOf))]),
            ...errors(404),
          },
        },
      },
      async (request, reply) => {
        const { id: conceptId, storyboardId: id, versionId } = request.params;
        await reach(request, conceptId);
        const storyboard = found(await getStoryboard(deps.pool, conceptId, id), STORYBOARD_NOT_FOUND);
        const version = found(
          storyboard.versions.find((v) => v.id === versionId),
          STORYBOARD_VERSION_NOT_FOUND,
        );
        reply.header('content-type', version.contentType);
        reply.header('content-length', String(version.size));
        reply.header('content-disposition', contentDisposition(version.fileName, { type: 'inline' }));
        reply.header('cache-control', 'private, max-age=3600');
        // The content was checked on upload (images, pdf, mp4 only); nosniff keeps the browser to the declared type.
        reply.header(
          'content-security-policy',
          "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'",
        );
        reply.header('x-content-type-options', 'nosniff');
        return reply.send(await deps.blobs.open(version.location));
      },
    );
  };
