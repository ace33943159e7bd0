// A concept's storyboards (spec 3 §3, §4, §7; the answers of domain/storyboard/answers.ts): the list, the
// users of one; create, import a file, upload a version, reorder, approve, delete a version or a storyboard as
// commands. Files go through postMultipart so the tab can show the bytes' progress.
import type { StoryboardType } from '../../../../domain/storyboard';
import type { Storyboard, StoryboardUser, StoryboardVersion } from '../../../../domain/storyboard/answers';
import { multipartForm, postMultipart, type OnProgress } from '../multipartUpload';
import { del, enc, get, post, put } from '../requests';
import type { ResourceAdapter } from './adapter';

export type { Storyboard, StoryboardUser, StoryboardVersion };

const base = (conceptId: string) => `/assets/concepts/${enc(conceptId)}/storyboards`;

/** POST multipart {file}, reporting the bytes sent. */
const sendFile = (path: string, file: File, onProgress?: OnProgress) =>
  postMultipart<Storyboard>(path, multipartForm({}, file), onProgress).done;

interface OfStoryboard {
  conceptId: string;
  storyboardId: string;
}

export const storyboards = {
  queries: {
    conceptStoryboards: (conceptId: string) => get<Storyboard[]>(base(conceptId)),
    storyboardUsers: ({ conceptId, storyboardId }: OfStoryboard) =>
      get<StoryboardUser[]>(`${base(conceptId)}/${enc(storyboardId)}/users`),
  },
  commands: {
    createStoryboard: ({ conceptId, name, type }: { conceptId: string; name: string; type: StoryboardType }) =>
      post<Storyboard>(base(conceptId), { storyboard: { name, type } }),
    changeStoryboard: ({
      conceptId,
      storyboardId,
      name,
      type,
    }: OfStoryboard & { name: string; type: StoryboardType }) =>
      put<Storyboard>(`${base(conceptId)}/${enc(storyboardId)}`, { storyboard: { name, type } }),
    importStoryboard: ({ conceptId, file, onProgress }: { conceptId: string; file: File; onProgress?: OnProgress }) =>
      sendFile(`${base(conceptId)}/import`, file, onProgress),
    uploadStoryboardVersion: ({
      conceptId,
      storyboardId,
      file,
      onProgress,
    }: OfStoryboard & { file: File; onProgress?: OnProgress }) =>
      sendFile(`${base(conceptId)}/${enc(storyboardId)}/versions`, file, onProgress),
    reorderStoryboards: ({ conceptId, order }: { conceptId: string; order: { _id: string; sortIndex: number }[] }) =>
      put<Storyboard[]>(base(conceptId), { storyboards: order }),
    approveStoryboard: ({ conceptId, storyboardId, versionId }: OfStoryboard & { versionId: string }) =>
      post<Storyboard>(`${base(conceptId)}/${enc(storyboardId)}/approve`, { versionId }),
    deleteStoryboardVersion: ({ conceptId, storyboardId, versionId }: OfStoryboard & { versionId: string }) =>
      del<{ latestVersion: StoryboardVersion | null }>(
        `${base(conceptId)}/${enc(storyboardId)}/version/${enc(versionId)}`,
      ),
    deleteStoryboard: ({ conceptId, storyboardId }: OfStoryboard) =>
      del<{ id: string }>(`${base(conceptId)}/${enc(storyboardId)}`),
  },
} satisfies ResourceAdapter;
