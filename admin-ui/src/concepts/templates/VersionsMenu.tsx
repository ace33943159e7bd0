// The versions of a template's generation (GET /assets/templates/{id}/versions): the card shows the highest,
// this menu picks another to look at, approve or delete.
import { useState } from 'react';
import { Button, CircularProgress, ListItemText, Menu, MenuItem } from '@mui/material';
import History from '@mui/icons-material/History';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { VariaDataProvider } from '../../providers/dataProvider';
import type { Template } from '../../providers/adapters/templates';

interface VersionsMenuProps {
  /** The generation's highest version, which names the generation. */
  latest: Template;
  shownId: string;
  onPick: (versionId: string) => void;
}

/** All versions of the generation, loaded once asked for; shared by the menu and the card showing one. */
export function useTemplateVersions(latestId: string, enabled: boolean) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['template-versions', latestId],
    queryFn: () => dataProvider.templateVersions(latestId),
    enabled,
  });
}

export const VersionsMenu = ({ latest, shownId, onPick }: VersionsMenuProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const versions = useTemplateVersions(latest.id, !!anchor);
  const pick = (version: Template) => {
    onPick(version.id);
    setAnchor(null);
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<History />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-label={`Versions of ${latest.name}`}
      >
        Versions
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {versions.isPending ? (
          <MenuItem disabled>
            <CircularProgress size={16} sx={{ mr: 1 }} /> Loading versions…
          </MenuItem>
        ) : versions.error ? (
          <MenuItem disabled>{versions.error.message}</MenuItem>
        ) : (
          [...versions.data]
            .sort((a, b) => b.version - a.version)
            .map((version) => (
              <MenuItem key={version.id} selected={version.id === shownId} onClick={() => pick(version)}>
                <ListItemText
                  primary={`v${version.version}`}
                  secondary={version.approved ? 'Approved' : new Date(version.createdAt).toLocaleString()}
                />
              </MenuItem>
            ))
        )}
      </Menu>
    </>
  );
};
