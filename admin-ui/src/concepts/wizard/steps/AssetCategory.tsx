// One of the Assets step's five categories (spec 1 §2.5, §3, §5): its assets (each removable, a wrong one
// in red), an upload kept as a temporary file with its bytes' progress (briefUploads.ts: it becomes a library asset
// when the brief is saved, and a chip deleted before then removes the file), a link to a URL and the library picker;
// each file and link is judged against the category by the server, its errors and advice shown under the chips.
// Uploading and the library are for the roles of the Assets area.
import { useRef, useState } from 'react';
import { Alert, Button, Chip, FormHelperText, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import CloudUpload from '@mui/icons-material/CloudUpload';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import { fileFormat, INVALID_FILE_FORMAT } from '../../../../../domain/asset/rules';
import type { BriefAsset } from '../../../../../domain/concept/brief';
import { acceptsFormat, briefAssetError, type BriefAssetCategory } from '../../../../../domain/concept/brief-assets';
import { can, inGroup } from '../../../../../domain/roles';
import { useSession } from '../../../auth/session';
import { WhyDisabled } from '../../../common/WhyDisabled';
import { randomId } from '../../../assets/live/randomId';
import { PickFromLibraryDialog } from './PickFromLibraryDialog';
import { LinkInput } from '../../../assets/upload/LinkInput';
import { fileError } from '../../../assets/upload/selection';
import { linkName } from '../../../assets/upload/uploadRows';
import type { BriefWizardState } from '../useBriefWizard';
import { isTempAsset, removeTempFiles, saveTempFile, validateBriefFile, type BriefFileCheck } from '../briefUploads';

const NOT_ALLOWED_TO_UPLOAD = 'Your role cannot upload assets: add a link instead';
const NOT_ALLOWED_TO_PICK = 'Your role cannot open the asset library: add a link instead';

/** The file's problem for this category: the upload's own checks, then the category's formats. */
function refusal(category: BriefAssetCategory, file: File): string | null {
  return fileError(file) ?? (acceptsFormat(category.id, fileFormat(file.name, file.type)) ? null : INVALID_FILE_FORMAT);
}

export const AssetCategory = ({
  wizard,
  category,
  partnerId,
}: {
  wizard: BriefWizardState;
  category: BriefAssetCategory;
  partnerId: string;
}) => {
  const { brief, edit, shownError, readOnly } = wizard;
  const session = useSession();
  const input = useRef<HTMLInputElement>(null);
  /** Files on their way to the temporary store, with their bytes sent so far. */
  const [sending, setSending] = useState<{ key: string; name: string; percent: number }[]>([]);
  /** The server's judgement of each file and link added here, by its url. */
  const [checks, setChecks] = useState<ReadonlyMap<string, BriefFileCheck>>(new Map());
  const uploading = sending.length > 0;
  const [problem, setProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const assets = brief.assets[category.id];
  const add = (added: BriefAsset[]) =>
    edit((b) => ({ ...b, assets: { ...b.assets, [category.id]: [...b.assets[category.id], ...added] } }));
  const remove = (index: number) => {
    const asset = assets[index];
    // A temporary file not yet in the library is deleted from the store as its chip goes.
    if (asset && isTempAsset(asset))
      removeTempFiles(partnerId, [asset.assetId]).catch((error: Error) => setProblem(error.message));
    edit((b) => ({
      ...b,
      assets: { ...b.assets, [category.id]: b.assets[category.id].filter((_, i) => i !== index) },
    }));
  };
  const judge = async (url: string) => {
    const check = await validateBriefFile(partnerId, url, category.id);
    setChecks((before) => new Map(before).set(url, check));
  };
  const mayUpload = !!session && can(session.role, 'upload');
  const mayPick = !!session && inGroup(session.role, 'ADMINS_AND_SELF_SERVICE');

  /** One file to the temporary store, its progress shown; then judged and added to the brief. */
  async function sendFile(file: File): Promise<void> {
    const key = randomId();
    const progress = (percent: number) =>
      setSending((before) => before.map((row) => (row.key === key ? { ...row, percent } : row)));
    setSending((before) => [...before, { key, name: file.name, percent: 0 }]);
    try {
      const temp = await saveTempFile(partnerId, file, (loaded, total) =>
        progress(total > 0 ? Math.round((loaded / total) * 100) : 0),
      ).done;
      await judge(temp.url);
      add([{ assetId: temp.url, name: temp.name, format: temp.format || fileFormat(temp.name), link: null }]);
    } catch (error) {
      setProblem(`${file.name}: ${(error as Error).message}`);
    } finally {
      setSending((before) => before.filter((row) => row.key !== key));
    }
  }

  async function upload(files: File[]): Promise<void> {
    const refused = files.map((file) => [file, refusal(category, file)] as const).find(([, why]) => why !== null);
    if (refused) return setProblem(`${refused[0].name}: ${refused[1]}`);
    setProblem(null);
    await Promise.all(files.map(sendFile));
  }

  function addLink(url: string): void {
    add([{ assetId: randomId(), name: linkName(url), format: '', link: url }]);
    judge(url).catch((error: Error) => setProblem(error.message));
  }

  /** The server's words on the assets still here: a file's or link's errors and advice. */
  const judged = assets.flatMap((asset) => {
    const check = checks.get(asset.link ?? asset.assetId);
    if (!check) return [];
    const of = (messages: string[], error: boolean) =>
      messages.map((message) => ({ name: asset.name, message, error }));
    return [...of(check.errors, true), ...of(check.warnings, false)];
  });

  const missing = shownError(`assets.${category.id}`);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={category.label}>
      <Typography variant="subtitle1">
        {category.label}
        {category.required && ' *'}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {category.formats.join(', ')}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', my: 1 }}
        aria-label={`${category.label} assets`}
      >
        {assets.map((asset, index) => {
          const error = briefAssetError(category.id, asset);
          return (
            <Chip
              key={`${asset.assetId}-${index}`}
              label={error ? `${asset.name}: ${error}` : asset.name}
              color={error ? 'error' : 'default'}
              onDelete={readOnly ? undefined : () => remove(index)}
            />
          );
        })}
      </Stack>
      {sending.map((row) => (
        <Stack key={row.key} direction="row" spacing={1} sx={{ alignItems: 'center', my: 0.5 }}>
          <Typography variant="caption" sx={{ minWidth: 120 }}>
            {row.name}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={row.percent}
            aria-label={`Uploading ${row.name}`}
            sx={{ flex: 1 }}
          />
        </Stack>
      ))}
      {judged.map(({ name, message, error }) => (
        <FormHelperText key={`${name}-${message}`} error={error}>
          {name}: {message}
        </FormHelperText>
      ))}
      {missing && <FormHelperText error>{missing}</FormHelperText>}
      {problem && (
        <Alert severity="error" sx={{ my: 1 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {!readOnly && (
        <>
          <Stack direction="row" spacing={1} sx={{ my: 1 }}>
            <WhyDisabled reason={!mayUpload ? NOT_ALLOWED_TO_UPLOAD : uploading && 'Uploading…'}>
              <Button
                variant="outlined"
                startIcon={<CloudUpload />}
                loading={uploading}
                disabled={!mayUpload}
                onClick={() => input.current?.click()}
              >
                Upload
              </Button>
            </WhyDisabled>
            <WhyDisabled reason={!mayPick && NOT_ALLOWED_TO_PICK}>
              <Button
                variant="outlined"
                startIcon={<PhotoLibrary />}
                disabled={!mayPick}
                onClick={() => setPicking(true)}
              >
                Pick from library
              </Button>
            </WhyDisabled>
          </Stack>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            aria-label={`${category.label} files to upload`}
            accept={category.id === 'other' ? undefined : category.formats.map((f) => `.${f}`).join(',')}
            onChange={(e) => {
              void upload(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
          <LinkInput onAdd={addLink} />
          {mayPick && (
            <PickFromLibraryDialog
              open={picking}
              partnerId={partnerId}
              exclude={assets.map((a) => a.assetId)}
              onClose={() => setPicking(false)}
              onPick={(picked) => {
                setPicking(false);
                add(picked);
              }}
            />
          )}
        </>
      )}
    </Paper>
  );
};
