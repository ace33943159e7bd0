// Storyboard files (spec 3 §5, §7): each upload of a file is a new version (POST …/storyboards/{id}/versions,
// multipart {file}; the spec shows no path for it), and POST …/storyboards/import (multipart {file}) makes a new
// storyboard named after the file. The caller's right to edit is checked before the body is read; a refusal after
// the file was stored deletes it, so nothing is kept. A process killed between storing the file and appending its
// event leaves a file no version names; the orphan sweep (commands/blob-store/orphans.ts) removes it after an hour.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { CommandContext } from '../../../commands/context';
import type { CommandDeps } from '../../../commands/deps';
import {
  addStoryboardVersion,
  editableConcept,
  importStoryboard,
  STORYBOARD_ACCESS,
  type StoredFile,
} from '../../../commands/storyboards';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { Storyboard } from '../../../domain/storyboard/answers';
import { StoryboardFileBody } from '../../schemas/storyboards';
import { readStoryboardFile } from './file-form';
import { conceptParams, oneStoryboard, storyboardParams } from './view';

const tags = ['storyboards'];
const config = {
  access: STORYBOARD_ACCESS.edit,
  // The body is a stream read by readStoryboardFile, not by ajv: only OpenAPI is told its shape.
  swaggerTransform: ({ schema, url }: { schema: FastifySchema; url: string }) => ({
    schema: { ...schema, body: { content: { 'multipart/form-data': { schema: StoryboardFileBody } } } },
    url,
  }),
};
const response = { 201: Storyboard, ...errors(404, 409, 413, 415, 422) };

export const fileRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    /** Checks the caller, stores the file, runs the command; a refused command takes the file with it. */
    const withFile = <R extends { position: number | null }>(
      request: FastifyRequest,
      reply: FastifyReply,
      conceptId: string,
      command: (commands: CommandDeps, context: CommandContext, file: StoredFile) => Promise<R>,
    ) =>
      runCommand(deps, request, reply, async (commands, context) => {
        await editableConcept(commands, context, conceptId);
        const file = await readStoryboardFile(request, deps.blobs, conceptId);
        try {
          return await command(commands, context, file);
        } catch (error) {
          await deps.blobs.delete(file.location);
          throw error;
        }
      });

    app.post(
      '/assets/concepts/:id/storyboards/:storyboardId/versions',
      { config, schema: { tags, params: storyboardParams, response } },
      async (request, reply) => {
        const { id: conceptId, storyboardId: id } = request.params;
        await withFile(request, reply, conceptId, (commands, context, file) =>
          addStoryboardVersion(commands, context, conceptId, id, file),
        );
        return reply.status(201).send(await oneStoryboard(deps.pool, conceptId, id));
      },
    );

    app.post(
      '/assets/concepts/:id/storyboards/import',
      { config, schema: { tags, params: conceptParams, response } },
      async (request, reply) => {
        const { id: conceptId } = request.params;
        const { storyboardId } = await withFile(request, reply, conceptId, (commands, context, file) =>
          importStoryboard(commands, context, conceptId, file),
        );
        return reply.status(201).send(await oneStoryboard(deps.pool, conceptId, storyboardId));
      },
    );
  };
