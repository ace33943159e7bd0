// Feeds (spec 1 §7; issue 23 §3): POST /assets/single-files/feeds/check (form: file) reads a CSV or XLSX feed and
// answers 'The file could be parsed' with its columns and first rows, or 422 'The file could not be parsed' with the
// reason (spec 3 §8), writing nothing. POST /assets/single-files/feeds?partnerId (form: file, campaignId, treeId and
// the column mapping) imports it into the tree's variants (commands/feeds.ts): new, updated and archived by the feed
// statuses of spec 3 §3. The caller's reach on the campaign is checked before the file is read as a feed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchema } from 'fastify';
import { Type } from 'typebox';
import { FeedUnreadable, readFeedFile } from '../../../commands/feed-files';
import { importFeed } from '../../../commands/feeds';
import { PERSONALISE_ACCESS, scopedTree } from '../../../commands/personalise';
import { FEED_NOT_PARSED, FEED_PARSED } from '../../../domain/personalise';
import { tableOf } from '../../../domain/personalise/csv-table';
import { FeedCheckAnswer, FeedImportAnswer } from '../../../domain/personalise/answers';
import { DomainError, MESSAGES } from '../../../domain/shared/errors';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { PartnerChoice } from '../../http/partner-choice';
import { FeedCheckBody, FeedImportBody, mappingOf, readFeedForm } from './feed-form';

const tags = ['feeds'];
/** The body is a stream read by readFeedForm, not by ajv: only OpenAPI is told its shape. */
const multipart = (body: object) => ({
  access: PERSONALISE_ACCESS,
  swaggerTransform: ({ schema, url }: { schema: FastifySchema; url: string }) => ({
    schema: { ...schema, body: { content: { 'multipart/form-data': { schema: body } } } },
    url,
  }),
});
const PREVIEW_ROWS = 5;

/** The file's rows, or 422 'The file could not be parsed' with the reason. */
export async function parsedFeedFile(fileName: string, bytes: Buffer): Promise<string[][]> {
  try {
    return await readFeedFile(fileName, bytes);
  } catch (error) {
    if (error instanceof FeedUnreadable) throw DomainError.unprocessable(FEED_NOT_PARSED, { reason: error.message });
    throw error;
  }
}

export const feedRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/assets/single-files/feeds/check',
      {
        config: multipart(FeedCheckBody),
        schema: { tags, response: { 200: FeedCheckAnswer, ...errors(400, 413, 415, 422) } },
      },
      async (request) => {
        const { fileName, bytes } = await readFeedForm(request, false);
        const table = tableOf(await parsedFeedFile(fileName, bytes));
        const width = table.header.length;
        return {
          message: FEED_PARSED,
          columns: table.header,
          rows: table.rows.length,
          preview: table.rows
            .slice(0, PREVIEW_ROWS)
            .map((r) => Array.from({ length: width }, (_, i) => r.cells[i] ?? '')),
        };
      },
    );

    app.post(
      '/assets/single-files/feeds',
      {
        config: multipart(FeedImportBody),
        schema: {
          tags,
          querystring: Type.Object(
            { partnerId: PartnerChoice('the campaign names it') },
            { additionalProperties: false },
          ),
          response: { 200: FeedImportAnswer, ...errors(400, 404, 409, 413, 415, 422) },
        },
      },
      async (request, reply) => {
        const form = await readFeedForm(request, true);
        const ref = { campaignId: form.fields.campaignId!, treeId: form.fields.treeId! };
        const counts = await runCommand(deps, request, reply, async (commands, context) => {
          const tree = await scopedTree(commands, context, ref);
          const { partnerId } = request.query;
          if (partnerId !== undefined && partnerId !== tree.partnerId)
            throw DomainError.notFound(MESSAGES.entityNotFound);
          const table = await parsedFeedFile(form.fileName, form.bytes);
          return importFeed(commands, context, ref, { table, mapping: mappingOf(form.fields) });
        });
        return { new: counts.new, updated: counts.updated, archived: counts.archived, unchanged: counts.unchanged };
      },
    );
  };
