// A storyboard as the routes answer it: the read model's row, numbered, each version with the path of its file.
import type pg from 'pg';
import { STORYBOARD_NOT_FOUND, type Numbered } from '../../../domain/storyboard';
import type { Storyboard, StoryboardVersion } from '../../../domain/storyboard/answers';
import { getStoryboard, type StoryboardRow, type StoryboardVersionRow } from '../../../projections/storyboards/queries';
import { found } from '../../http/found';
import { Id, Params } from '../../http/schemas';

/** The path of a concept's storyboards, and of one of them: the concept is `id`, as in every concept route. */
export const conceptParams = Params({ id: Id });
export const storyboardParams = Params({ id: Id, storyboardId: Id });

const versionFilePath = (conceptId: string, storyboardId: string, versionId: string) =>
  `/assets/concepts/${conceptId}/storyboards/${storyboardId}/versions/${versionId}/file`;

export function versionAnswer(
  storyboard: Pick<StoryboardRow, 'conceptId' | 'id'>,
  { location: _, ...version }: StoryboardVersionRow,
): StoryboardVersion {
  return { ...version, _id: version.id, file: versionFilePath(storyboard.conceptId, storyboard.id, version.id) };
}

/** The numbered row; its partner stays on the server (the concept's scope is checked before). */
export function storyboardAnswer({ partnerId: _, ...row }: Numbered<StoryboardRow>): Storyboard {
  return {
    ...row,
    _id: row.id,
    versions: row.versions.map((v) => versionAnswer(row, v)),
    latestVersion: row.latestVersion && versionAnswer(row, row.latestVersion),
  };
}

export async function oneStoryboard(pool: pg.Pool, conceptId: string, id: string) {
  return storyboardAnswer(found(await getStoryboard(pool, conceptId, id), STORYBOARD_NOT_FOUND));
}
