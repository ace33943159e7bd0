// A variant's menu (spec 2 §2, §4): Rename, Duplicate, Set as Fallback, Archive, Unarchive, each offered only
// where the rules allow (../rules.ts). Archive confirms first; setting a fallback confirms when the current one
// has user segments and the new one is on, since the old one is then turned off.
import { useState } from 'react';
import { IconButton, Menu, MenuItem } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { useNotifyError } from '../../common/notifications';
import type { VariaDataProvider } from '../../providers/dataProvider';
import type { VariantRow } from '../../../../domain/personalise/variant-view';
import type { PersonaliseTree, TreeRef } from '../../providers/adapters/personalise';
import { useCommand } from '../../providers/useCommand';
import { canBeFallback } from '../rules';
import { treeKey } from '../useTreeData';

interface VariantMenuProps {
  treeRef: TreeRef;
  tree: PersonaliseTree;
  row: VariantRow;
  onRename: (row: VariantRow) => void;
  onDuplicate: (row: VariantRow) => void;
}

type Confirm = 'archive' | 'fallback' | null;

export const VariantMenu = ({ treeRef, tree, row, onRename, onDuplicate }: VariantMenuProps) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [archive, archiving] = useCommand('archiveVariant');
  const [fallback, settingFallback] = useCommand('setFallbackVariant');
  const offerFallback = canBeFallback(row, tree);
  // Asked only when the menu is open on a variant that may become the fallback.
  const fallbackSegments = useQuery({
    queryKey: [...treeKey(treeRef), 'fallback-segments'],
    queryFn: () => dataProvider.fallbackSegmentsCount(treeRef),
    enabled: !!anchor && offerFallback && row.enabled && !!tree.fallbackVariantId,
  });
  const close = () => setAnchor(null);
  const done = (text: string) => ({
    onSuccess: () => {
      setConfirm(null);
      notify(text, { type: 'success' });
    },
    onError: (error: Error) => {
      setConfirm(null);
      notifyError(error);
    },
  });
  const runArchive = (archived: boolean) =>
    archive(
      { ...treeRef, variantId: row.id, archived },
      done(`Variant ${row.name} ${archived ? 'archived' : 'unarchived'}`),
    );
  const runFallback = () => fallback({ ...treeRef, variantId: row.id }, done(`${row.name} is now the Fallback`));
  const item = (label: string, action: () => void, disabled = false) => (
    <MenuItem
      disabled={disabled}
      onClick={() => {
        close();
        action();
      }}
    >
      {label}
    </MenuItem>
  );
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions: ${row.name}`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        {item('Rename', () => onRename(row))}
        {!row.archived && item('Duplicate', () => onDuplicate(row))}
        {offerFallback &&
          item(
            'Set as Fallback',
            () => ((fallbackSegments.data ?? 0) > 0 ? setConfirm('fallback') : void runFallback()),
            fallbackSegments.isFetching,
          )}
        {!row.archived && !row.isFallback && item('Archive', () => setConfirm('archive'))}
        {row.archived && item('Unarchive', () => void runArchive(false))}
      </Menu>
      <ConfirmDialog
        open={confirm === 'archive'}
        title={`Archive ${row.name}?`}
        content="An archived variant is turned off and hidden unless the 'archived' status is filtered for."
        confirm="Archive"
        destructive
        pending={archiving.isPending}
        onConfirm={() => void runArchive(true)}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'fallback'}
        title={`Make ${row.name} the Fallback?`}
        content="The current Fallback has user segments: it stops being the Fallback and is turned off."
        confirm="Set as Fallback"
        pending={settingFallback.isPending}
        onConfirm={() => void runFallback()}
        onClose={() => setConfirm(null)}
      />
    </>
  );
};
