// A variant's menu (spec 2 §2, §4): Rename, Duplicate, Set as Fallback, Archive, Unarchive, each offered only
// where the rules allow (../rules.ts). Archive confirms first. Setting a fallback confirms when the current one has
// user segments and the new one is on, and warns when the current one is on without a user segment ('You are about to
// remove a fallback from a Variant with no user segments.'): either way the server turns the old one off. A refusal
// says 'Cannot set as fallback' or 'Cannot archive/unarchive a variant' (spec 2 §8) over the server's reason.
import { useState } from 'react';
import { IconButton, Menu, MenuItem } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { cannotArchive, FALLBACK_REMOVED_WARNING, TOAST } from '../../../../domain/personalise/messages';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { useNotifyFailure } from '../../common/notifications';
import type { VariaDataProvider } from '../../providers/dataProvider';
import type { VariantRow } from '../../../../domain/personalise/answers';
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

type Confirm = 'archive' | 'fallback' | 'fallbackRemoved' | null;

export const VariantMenu = ({ treeRef, tree, row, onRename, onDuplicate }: VariantMenuProps) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
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
  const done = (text: string, failed: string) => ({
    onSuccess: () => {
      setConfirm(null);
      notify(text, { type: 'success' });
    },
    onError: (error: Error) => {
      setConfirm(null);
      notifyFailure(failed, error);
    },
  });
  const runArchive = (archived: boolean) =>
    archive(
      { ...treeRef, variantId: row.id, archived },
      done(`Variant ${row.name} ${archived ? 'archived' : 'unarchived'}`, cannotArchive(archived, 'variant')),
    );
  const runFallback = () =>
    fallback({ ...treeRef, variantId: row.id }, done(`${row.name} is now the Fallback`, TOAST.setFallback));
  /** What setting the fallback asks first: the current one's user segments are known once the menu is open. */
  const fallbackAsks = (): Confirm => {
    const segments = fallbackSegments.data;
    if (segments === undefined) return null;
    if (segments > 0) return 'fallback';
    return tree.isFallbackEnabled ? 'fallbackRemoved' : null;
  };
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
            () => {
              const ask = fallbackAsks();
              if (ask) setConfirm(ask);
              else void runFallback();
            },
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
      <ConfirmDialog
        open={confirm === 'fallbackRemoved'}
        title={FALLBACK_REMOVED_WARNING.title}
        content={FALLBACK_REMOVED_WARNING.text}
        confirm={FALLBACK_REMOVED_WARNING.action}
        pending={settingFallback.isPending}
        onConfirm={() => void runFallback()}
        onClose={() => setConfirm(null)}
      />
    </>
  );
};
