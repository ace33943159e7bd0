// One of the Assets step's five categories (spec 1 §2.5, §3, §5): its assets (each removable, a wrong one
// in red), an upload through the library's upload call (the uploads become the brief's assets), a link to a
// URL and the library picker. Uploading and the library are for the roles of the Assets area.
import { useRef, useState } from 'react';
import { Alert, Button, Chip, FormHelperText, Paper, Stack, Typography } from '@mui/material';
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
import { uploadFiles } from '../../../providers/assetUpload';
import type { BriefWizardState } from '../useBriefWizard';

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
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const assets = brief.assets[category.id];
  const add = (added: BriefAsset[]) =>
    edit((b) => ({ ...b, assets: { ...b.assets, [category.id]: [...b.assets[category.id], ...added] } }));
  const remove = (index: number) =>
    edit((b) => ({
      ...b,
      assets: { ...b.assets, [category.id]: b.assets[category.id].filter((_, i) => i !== index) },
    }));
  const mayUpload = !!session && can(session.role, 'upload');
  const mayPick = !!session && inGroup(session.role, 'ADMINS_AND_SELF_SERVICE');

  async function upload(files: File[]): Promise<void> {
    const refused = files.map((file) => [file, refusal(category, file)] as const).find(([, why]) => why !== null);
    if (refused) return setProblem(`${refused[0].name}: ${refused[1]}`);
    setProblem(null);
    setUploading(true);
    try {
      const request = { partnerId, uid: randomId(), files, nodeIds: brief.intro.businessNodes, tags: [], unzip: false };
      const answer = await uploadFiles(request, () => undefined).done;
      add(
        answer.uploadedAssets.map((item) => ({
          assetId: item.tempAssetId,
          name: item.name ?? '',
          format: fileFormat(item.name ?? ''),
          link: null,
        })),
      );
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setUploading(false);
    }
  }

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
          <LinkInput onAdd={(url) => add([{ assetId: randomId(), name: linkName(url), format: '', link: url }])} />
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
