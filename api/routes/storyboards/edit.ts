// Changing a concept's storyboards (spec 3 §4, §7): create (JSON {storyboard}), rename / retype / re-sort one
// (PUT JSON {storyboard}; a new version is a file, POST …/{id}/versions in files.ts), bulk reorder (PUT
// {storyboards: [{_id, sortIndex}]}), delete one, delete a version (answers {latestVersion}), approve (optional
// versionId, default the latest; answers the storyboard). A deleted version's file leaves the blob store with it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STORYBOARD_NOT_FOUND } from '../../../domain/storyboard';
import {
  approveStoryboard,
  changeStoryboard,
  createStoryboard,
  deleteStoryboard,
  deleteStoryboardVersion,
  reorderStoryboards,
  STORYBOARD_ACCESS,
} from '../../../commands/storyboards';
import { getStoryboard, listStoryboards } from '../../../projections/storyboards/queries';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { accepted } from '../../http/saved-answer';
import { found } from '../../http/found';
import { Deleted, Id, Params } from '../../http/schemas';
import { LatestVersion, Storyboard, Storyboards } from '../../../domain/storyboard/answers';
import { ApproveBody, NewStoryboard, StoryboardChange, StoryboardOrder } from '../../schemas/storyboards';
import { conceptParams, oneStoryboard, storyboardAnswer, storyboardParams, versionAnswer } from './view';

const edit = { access: STORYBOARD_ACCESS.edit };
const tags = ['storyboards'];
const refusals = errors(404, 409, 422);
const STORYBOARD = '/assets/concepts/:id/storyboards/:storyboardId';

export const editRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    /** The blobs of versions that are gone; a failure here leaves a file nobody reads, never a version without one. */
    const forget = async (locations: string[]) => {
      for (const location of locations)
        await deps.blobs
          .delete(location)
          .catch((error: unknown) => app.log.warn({ err: error, location }, 'storyboard file not deleted'));
    };

    app.post(
      '/assets/concepts/:id/storyboards',
      {
        config: edit,
        schema: {
          tags,
          params: conceptParams,
          body: NewStoryboard,
          response: { 201: Storyboard, ...accepted(STORYBOARD), ...refusals },
        },
      },
      async (request, reply) => {
        const { id: conceptId } = request.params;
        const { storyboardId } = await runCommand(deps, request, reply, (commands, context) =>
          createStoryboard(commands, context, conceptId, request.body.storyboard),
        );
        return reply.status(201).send(await oneStoryboard(deps.pool, conceptId, storyboardId));
      },
    );

    app.put(
      '/assets/concepts/:id/storyboards',
      {
        config: edit,
        schema: {
          tags,
          params: conceptParams,
          body: StoryboardOrder,
          response: { 200: Storyboards, ...accepted('/assets/concepts/:id/storyboards'), ...errors(400, 404, 409) },
        },
      },
      async (request, reply) => {
        const { id: conceptId } = request.params;
        const order = request.body.storyboards.map(({ _id, sortIndex }) => ({ storyboardId: _id, sortIndex }));
        await runCommand(deps, request, reply, (commands, context) =>
          reorderStoryboards(commands, context, conceptId, order),
        );
        return (await listStoryboards(deps.pool, conceptId)).map(storyboardAnswer);
      },
    );

    app.put(
      '/assets/concepts/:id/storyboards/:storyboardId',
      {
        config: edit,
        schema: {
          tags,
          params: storyboardParams,
          body: StoryboardChange,
          response: { 200: Storyboard, ...accepted(STORYBOARD), ...refusals },
        },
      },
      async (request, reply) => {
        const { id: conceptId, storyboardId: id } = request.params;
        await runCommand(deps, request, reply, (commands, context) =>
          changeStoryboard(commands, context, conceptId, id, request.body.storyboard),
        );
        return oneStoryboard(deps.pool, conceptId, id);
      },
    );

    app.delete(
      '/assets/concepts/:id/storyboards/:storyboardId',
      { config: edit, schema: { tags, params: storyboardParams, response: { 200: Deleted, ...errors(404, 409) } } },
      async (request, reply) => {
        const { id: conceptId, storyboardId: id } = request.params;
        const before = await getStoryboard(deps.pool, conceptId, id);
        await runCommand(deps, request, reply, (commands, context) =>
          deleteStoryboard(commands, context, conceptId, id),
        );
        await forget(before?.versions.map((v) => v.location) ?? []);
        return { id };
      },
    );

    app.delete(
      '/assets/concepts/:id/storyboards/:storyboardId/version/:versionId',
      {
        config: edit,
        schema: {
          tags,
          params: Params({ id: Id, storyboardId: Id, versionId: Id }),
          response: { 200: LatestVersion, ...accepted(STORYBOARD), ...errors(404, 409) },
        },
      },
      async (request, reply) => {
        const { id: conceptId, storyboardId: id, versionId } = request.params;
        const before = await getStoryboard(deps.pool, conceptId, id);
        await runCommand(deps, request, reply, (commands, context) =>
          deleteStoryboardVersion(commands, context, conceptId, id, versionId),
        );
        await forget(before?.versions.filter((v) => v.id === versionId).map((v) => v.location) ?? []);
        const after = found(await getStoryboard(deps.pool, conceptId, id), STORYBOARD_NOT_FOUND);
        return { latestVersion: after.latestVersion && versionAnswer(after, after.latestVersion) };
      },
    );

    app.post(
      '/assets/concepts/:id/storyboards/:storyboardId/approve',
      // Every reader may ask; the domain answers 403 'Wrong user roles' to all but the final approvers.
      {
        config: { access: STORYBOARD_ACCESS.read },
        schema: {
          tags,
          params: storyboardParams,
          body: ApproveBody,
          response: { 200: Storyboard, ...accepted(STORYBOARD), ...refusals },
        },
      },
      async (request, reply) => {
        const { id: conceptId, storyboardId: id } = request.params;
        await runCommand(deps, request, reply, (commands, context) =>
          approveStoryboard(commands, context, conceptId, id, request.body.versionId ?? null),
        );
        return oneStoryboard(deps.pool, conceptId, id);
      },
    );
  };
