// Tearsheets (issue 19 §3; spec 2 §7 `create-pdf`):
// - POST /campaigns/{id}/create-pdf {platforms?, formats?, status?, segments?, qa?} records a tearsheet and starts its
//   workflow `build-tearsheet-<id>` (progress on /ws, the bell told started, finished or failed);
// - GET /campaigns/{id}/tearsheets lists a campaign's, GET /tearsheets/{id} one, GET /tearsheets/{id}/pdf and
//   /xlsx download it (every reader of the campaign);
// - POST /tearsheets/{id}/links {expiresAt?} makes a public read-only link (its token answered once) and
//   DELETE /tearsheets/{id}/links/{linkId} revokes it (the admins and the self-service group);
// - GET /public/tearsheets/{token}[.pdf|.xlsx] and /public/tearsheets/{token}/screenshots/{fingerprint} answer anyone,
//   signed in or not (access 'public'), 404 for a token that names nothing and 410 for one revoked or expired; each
//   opening of the PDF or the spreadsheet is recorded, which the campaign's audit trail shows. Limited per address
//   (api/auth/public-link-throttle.ts); the token never reaches a log line (api/http/redact.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { create as contentDisposition } from 'content-disposition';
import { scopedCampaign } from '../../../commands/campaigns';
import {
  checkTearsheetLink,
  createTearsheetLink,
  openTearsheetLink,
  requestTearsheet,
  revokeTearsheetLink,
  tokenHashOf,
} from '../../../commands/tearsheets';
import { DomainError } from '../../../domain/shared/errors';
import { screenshotUrl } from '../../../domain/screenshot/view';
import { CreatedTearsheetLink, Tearsheet, TearsheetLink } from '../../../domain/tearsheet/answers';
import {
  filterSummary,
  LINK_NOT_FOUND,
  TEARSHEET_ACCESS,
  TEARSHEET_NOT_FOUND,
  TEARSHEET_NOT_READY,
  type OpenedAs,
  type TearsheetEntry,
} from '../../../domain/tearsheet';
import {
  campaignTearsheets,
  linkByTokenHash,
  tearsheetById,
  tearsheetLink,
  tearsheetRecord,
  type TearsheetRecord,
} from '../../../projections/tearsheets/queries';
import { screenshotKey } from '../../../workflows/render/screenshot-activities';
import { storedEntries } from '../../../workflows/render/tearsheet-activities';
import { actorOf } from '../../auth/gate';
import { PublicLinkThrottle } from '../../auth/public-link-throttle';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { accepted } from '../../http/saved-answer';
import { found } from '../../http/found';
import { Id, Params } from '../../http/schemas';
import { tearsheetXlsx, XLSX_TYPE } from '../../http/tearsheet-xlsx';
import { FileAnswer } from '../../schemas/assets';
import { CreateLinkBody, CreatePdfBody, PUBLIC_FILE_PATTERN, PUBLIC_TOKEN_PATTERN } from '../../schemas/tearsheets';

const tags = ['tearsheets'];
const byId = Params({ id: Id });
const FINGERPRINT = Type.String({ pattern: '^[0-9a-f]{64}$' });
const SCREENSHOT_NOT_FOUND = 'Screenshot not found';

const PDF_ANSWER = FileAnswer('The tearsheet (PDF)', ['application/pdf']);
const XLSX_ANSWER = FileAnswer('The tearsheet as a spreadsheet', [XLSX_TYPE]);

/** The request's own origin, as the client reached it (TRUST_PROXY honoured): the spreadsheet's links are absolute. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const fileName = (t: { campaignName: string }, ext: string) =>
  `${t.campaignName.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim() || 'tearsheet'} tearsheet.${ext}`;

export const tearsheetRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const throttle = new PublicLinkThrottle();

    /** The tearsheet once the caller may read its campaign (404 for none). */
    const readable = async (request: FastifyRequest, id: string) => {
      const record = found(await tearsheetRecord(deps.pool, id), TEARSHEET_NOT_FOUND);
      const campaign = await scopedCampaign(deps.lookups, actorOf(request), record.campaignId, TEARSHEET_ACCESS.read);
      return { record, campaign };
    };
    const readyEntries = async (record: Pick<TearsheetRecord, 'status' | 'entriesKey'>) => {
      if (record.status !== 'ready' || !record.entriesKey) throw DomainError.conflict(TEARSHEET_NOT_READY);
      return found(await storedEntries(deps.blobs, record.entriesKey), TEARSHEET_NOT_READY);
    };
    const sendPdf = async (reply: FastifyReply, pdfKey: string | null, name: string) => {
      if (!pdfKey) throw DomainError.conflict(TEARSHEET_NOT_READY);
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(fileName({ campaignName: name }, 'pdf'), { type: 'inline' }))
        .header('cache-control', 'private, no-store');
      return reply.send(await deps.blobs.open(pdfKey));
    };
    const sendXlsx = async (
      reply: FastifyReply,
      sheet: { campaignName: string; filter: TearsheetRecord['filter']; entries: TearsheetEntry[] },
      screenshotUrlOf: (fingerprint: string) => string,
    ) => {
      const bytes = await tearsheetXlsx({
        title: sheet.campaignName,
        subtitle: [filterSummary(sheet.filter), `${sheet.entries.length} creatives`],
        entries: sheet.entries,
        screenshotUrl: screenshotUrlOf,
      });
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', contentDisposition(fileName(sheet, 'xlsx')))
        .header('cache-control', 'private, no-store');
      return reply.send(bytes);
    };

    app.post(
      '/campaigns/:id/create-pdf',
      {
        config: { access: TEARSHEET_ACCESS.create },
        schema: {
          tags,
          params: byId,
          body: CreatePdfBody,
          response: { 201: Tearsheet, ...accepted('/tearsheets/:tearsheetId'), ...errors(404) },
        },
      },
      async (request, reply) => {
        const { tearsheetId } = await runCommand(deps, request, reply, (commands, context) =>
          requestTearsheet(commands, context, request.params.id, request.body),
        );
        // One that fails to start now (Temporal away) is started later, or by the boot's reconciler.
        await deps.tearsheets
          .start({ tearsheetId })
          .catch((error: unknown) =>
            request.log.error({ err: error, tearsheetId }, 'tearsheet workflow did not start'),
          );
        return reply.code(201).send(found(await tearsheetById(deps.pool, tearsheetId), TEARSHEET_NOT_FOUND));
      },
    );

    app.get(
      '/campaigns/:id/tearsheets',
      {
        config: { access: TEARSHEET_ACCESS.read },
        schema: { tags, params: byId, response: { 200: Type.Array(Tearsheet), ...errors(404) } },
      },
      async (request) => {
        const campaign = await scopedCampaign(deps.lookups, actorOf(request), request.params.id, TEARSHEET_ACCESS.read);
        return campaignTearsheets(deps.pool, campaign.id);
      },
    );

    app.get(
      '/tearsheets/:id',
      {
        config: { access: TEARSHEET_ACCESS.read },
        schema: { tags, params: byId, response: { 200: Tearsheet, ...errors(404) } },
      },
      async (request) => {
        await readable(request, request.params.id);
        return found(await tearsheetById(deps.pool, request.params.id), TEARSHEET_NOT_FOUND);
      },
    );

    app.get(
      '/tearsheets/:id/pdf',
      {
        config: { access: TEARSHEET_ACCESS.read },
        schema: { tags, params: byId, response: { 200: PDF_ANSWER, ...errors(404, 409) } },
      },
      async (request, reply) => {
        const { record, campaign } = await readable(request, request.params.id);
        if (record.status !== 'ready') throw DomainError.conflict(TEARSHEET_NOT_READY);
        return sendPdf(reply, record.pdfKey, campaign.name);
      },
    );

    app.get(
      '/tearsheets/:id/xlsx',
      {
        config: { access: TEARSHEET_ACCESS.read },
        schema: { tags, params: byId, response: { 200: XLSX_ANSWER, ...errors(404, 409) } },
      },
      async (request, reply) => {
        const { record, campaign } = await readable(request, request.params.id);
        const entries = await readyEntries(record);
        const origin = originOf(request);
        return sendXlsx(
          reply,
          { campaignName: campaign.name, filter: record.filter, entries },
          (fingerprint) => `${origin}${screenshotUrl(record.campaignId, fingerprint)}`,
        );
      },
    );

    app.post(
      '/tearsheets/:id/links',
      {
        config: { access: TEARSHEET_ACCESS.share },
        schema: {
          tags,
          params: byId,
          body: CreateLinkBody,
          response: { 201: CreatedTearsheetLink, ...errors(404, 409, 422) },
        },
      },
      async (request, reply) => {
        const { linkId, token } = await runCommand(deps, request, reply, (commands, context) =>
          createTearsheetLink(commands, context, request.params.id, request.body.expiresAt ?? null),
        );
        const link = found(await tearsheetLink(deps.pool, linkId), LINK_NOT_FOUND);
        const base = `${originOf(request)}/api/v1/public/tearsheets/${token}`;
        return reply.code(201).send({ ...link, token, url: base, xlsxUrl: `${base}.xlsx` });
      },
    );

    app.delete(
      '/tearsheets/:id/links/:linkId',
      {
        config: { access: TEARSHEET_ACCESS.share },
        schema: {
          tags,
          params: Params({ id: Id, linkId: Id }),
          response: { 200: TearsheetLink, ...accepted('/tearsheets/:id', 'linkId'), ...errors(404, 409) },
        },
      },
      async (request, reply) => {
        await runCommand(deps, request, reply, (commands, context) =>
          revokeTearsheetLink(commands, context, request.params.id, request.params.linkId),
        );
        return found(await tearsheetLink(deps.pool, request.params.linkId), LINK_NOT_FOUND);
      },
    );

    // ---- Public: no sign-in ----

    const publicly = { access: 'public' } as const;
    const publicErrors = errors(404, 410, 429);

    /** Counts the request against its address; a token that names no link counts as a miss. */
    const linkOf = async (request: FastifyRequest, reply: FastifyReply, token: string) => {
      const wait = await throttle.attempt(request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw DomainError.tooManyRequests();
      }
      const link = await linkByTokenHash(deps.pool, tokenHashOf(token));
      if (!link) {
        await throttle.missed(request.ip);
        throw DomainError.notFound(LINK_NOT_FOUND);
      }
      return link;
    };
    const open = async (request: FastifyRequest, reply: FastifyReply, token: string, as: OpenedAs) => {
      const link = await linkOf(request, reply, token);
      try {
        return await openTearsheetLink(deps, {
          ...link,
          as,
          address: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 255) ?? null,
          correlationId: request.id,
          now: new Date(),
        });
      } catch (error) {
        if (error instanceof DomainError && error.statusCode === 410) await throttle.missed(request.ip);
        throw error;
      }
    };

    app.get(
      '/public/tearsheets/:token',
      {
        config: publicly,
        schema: {
          tags,
          summary: 'A shared tearsheet, signed out: the PDF, or with .xlsx the spreadsheet',
          // One name for the segment on both public routes (the router shares it): here with its extension.
          params: Params({ token: Type.String({ pattern: PUBLIC_FILE_PATTERN }) }),
          response: { 200: FileAnswer('The tearsheet', ['application/pdf', XLSX_TYPE]), ...publicErrors },
        },
      },
      async (request, reply) => {
        const [token, ext] = request.params.token.split('.') as [string, string | undefined];
        reply.header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
        if (ext !== 'xlsx') {
          const opened = await open(request, reply, token, 'pdf');
          return sendPdf(reply, opened.pdfKey, opened.tearsheet.campaignName);
        }
        const opened = await open(request, reply, token, 'xlsx');
        const entries = found(
          opened.entriesKey ? await storedEntries(deps.blobs, opened.entriesKey) : null,
          TEARSHEET_NOT_READY,
        );
        const base = `${originOf(request)}/api/v1/public/tearsheets/${token}`;
        return sendXlsx(
          reply,
          { campaignName: opened.tearsheet.campaignName, filter: opened.tearsheet.filter, entries },
          (fingerprint) => `${base}/screenshots/${fingerprint}`,
        );
      },
    );

    app.get(
      '/public/tearsheets/:token/screenshots/:fingerprint',
      {
        config: publicly,
        schema: {
          tags,
          summary: 'A screenshot of a shared tearsheet, signed out',
          params: Params({ token: Type.String({ pattern: PUBLIC_TOKEN_PATTERN }), fingerprint: FINGERPRINT }),
          response: { 200: FileAnswer('The screenshot (PNG)', ['image/png']), ...publicErrors },
        },
      },
      async (request, reply) => {
        const link = await linkOf(request, reply, request.params.token);
        const record = found(await tearsheetRecord(deps.pool, link.tearsheetId), LINK_NOT_FOUND);
        // Checked on the tearsheet's stream as an opening is, without recording it: a picture is part of what opened.
        await checkTearsheetLink(deps, { ...link, now: new Date() }).catch(async (error: unknown) => {
          if (error instanceof DomainError && error.statusCode === 410) await throttle.missed(request.ip);
          throw error;
        });
        const entries = record.entriesKey ? await storedEntries(deps.blobs, record.entriesKey) : null;
        const { fingerprint } = request.params;
        // Only the pictures the tearsheet shows.
        if (!entries?.some((e) => e.screenshot?.fingerprint === fingerprint))
          throw DomainError.notFound(SCREENSHOT_NOT_FOUND);
        const key = screenshotKey(record.partnerId, fingerprint);
        if (!(await deps.blobs.stat(key))) throw DomainError.notFound(SCREENSHOT_NOT_FOUND);
        reply
          .header('content-type', 'image/png')
          .header('cache-control', 'private, no-store')
          .header('x-robots-tag', 'noindex')
          .header('referrer-policy', 'no-referrer');
        return reply.send(await deps.blobs.open(key));
      },
    );
  };
