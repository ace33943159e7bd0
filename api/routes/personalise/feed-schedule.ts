// A tree's scheduled feed (issue 23 §3): GET, PUT and DELETE P/feed-schedule. PUT {url, everyHours, idColumn,
// nameColumn?, signalsColumn?, elements} records the schedule on its stream (commands/feed-schedules.ts) and makes or
// changes its Temporal Schedule (workflows/feeds): every everyHours the feed is fetched from the link through the link
// guard and imported as the user who set it. DELETE removes both. Each answers the schedule and its last run.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { clearFeedSchedule, feedScheduleState, setFeedSchedule } from '../../../commands/feed-schedules';
import { FeedScheduleAnswer } from '../../../domain/feed-schedule/answers';
import type { FeedScheduleState } from '../../../domain/feed-schedule';
import type { AppDeps } from '../../deps';
import { runCommand } from '../../http/commands';
import { errors } from '../../http/errors';
import { Body, Dictionary, Nullable, Text } from '../../http/schemas';
import { config, P, readableTree, refOf, tags, treeParams } from './view';

const LINK_MAX = 2048;
const COLUMN_MAX = 256;
const Column = (description: string) => Text({ maxLength: COLUMN_MAX, minLength: 1, description });

const FeedScheduleBody = Body({
  url: Text({ maxLength: LINK_MAX, description: 'The http(s) link the feed (CSV or XLSX) is fetched from' }),
  everyHours: Type.Integer({ description: 'Hours between two imports, 1 to 168' }),
  idColumn: Column('The column keying a row to its variant'),
  nameColumn: Type.Optional(Nullable(Column('The column naming the variant; the key when absent'))),
  signalsColumn: Type.Optional(Nullable(Column("The column naming the variant's signals"))),
  elements: Dictionary(Column('The dynamic element the column fills'), { description: 'Column → element' }),
});

export const feedScheduleRoutes =
  (deps: AppDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const answer = async (treeId: string, { schedule, lastRun }: FeedScheduleState): Promise<FeedScheduleAnswer> => ({
      schedule: schedule && {
        url: schedule.url,
        everyHours: schedule.everyHours,
        idColumn: schedule.mapping.idColumn,
        nameColumn: schedule.mapping.nameColumn,
        signalsColumn: schedule.mapping.signalsColumn,
        elements: schedule.mapping.elements,
        setBy: schedule.setBy,
        setAt: schedule.setAt,
        nextRunAt: await deps.feedSchedules.nextRunAt(treeId),
      },
      lastRun,
    });

    app.get(
      `${P}/feed-schedule`,
      { config, schema: { tags, params: treeParams, response: { 200: FeedScheduleAnswer, ...errors(404) } } },
      async (request) => {
        const ref = refOf(request.params);
        await readableTree(deps, request, ref);
        return answer(ref.treeId, await feedScheduleState(deps.store, ref.treeId));
      },
    );

    app.put(
      `${P}/feed-schedule`,
      {
        config,
        schema: {
          tags,
          params: treeParams,
          body: FeedScheduleBody,
          response: { 200: FeedScheduleAnswer, ...errors(404, 409, 422) },
        },
      },
      async (request, reply) => {
        const ref = refOf(request.params);
        const { url, everyHours, idColumn, nameColumn, signalsColumn, elements } = request.body;
        await runCommand(deps, request, reply, (commands, context) =>
          setFeedSchedule(commands, context, ref, {
            url,
            everyHours,
            mapping: { idColumn, nameColumn: nameColumn ?? null, signalsColumn: signalsColumn ?? null, elements },
          }),
        );
        await deps.feedSchedules.set(ref.treeId, everyHours);
        return answer(ref.treeId, await feedScheduleState(deps.store, ref.treeId));
      },
    );

    app.delete(
      `${P}/feed-schedule`,
      { config, schema: { tags, params: treeParams, response: { 200: FeedScheduleAnswer, ...errors(404) } } },
      async (request, reply) => {
        const ref = refOf(request.params);
        await runCommand(deps, request, reply, (commands, context) => clearFeedSchedule(commands, context, ref));
        await deps.feedSchedules.clear(ref.treeId);
        return answer(ref.treeId, await feedScheduleState(deps.store, ref.treeId));
      },
    );
  };
