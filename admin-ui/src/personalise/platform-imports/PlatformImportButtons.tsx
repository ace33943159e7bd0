// Where a tree's user segments can come from a platform (spec 2 §3 user segment types): 'Import from DV360' on the
// trees that take DV360 Line Item segments, 'Import from Meta' on those that take Meta Ad Set ones (a Meta tree); the
// button opens the import's own dialog over the User segments dialog.
import { useState } from 'react';
import { Button } from '@mui/material';
import CloudDownload from '@mui/icons-material/CloudDownload';
import type { Platform } from '../../../../domain/campaign/platforms';
import { segmentTypesFor } from '../../../../domain/personalise/signals';
import type { TreeRef } from '../../providers/adapters/personalise';
import { Dv360Import } from './Dv360Import';
import { MetaImport } from './MetaImport';

const IMPORTS = [
  { segmentType: 'DV360 Line Item', label: 'Import from DV360', Dialog: Dv360Import },
  { segmentType: 'Meta Ad Set', label: 'Import from Meta', Dialog: MetaImport },
] as const;

export const PlatformImportButtons = ({ treeRef, platform }: { treeRef: TreeRef; platform: Platform }) => {
  const [open, setOpen] = useState<string | null>(null);
  const types = segmentTypesFor(platform);
  return IMPORTS.filter((i) => types.includes(i.segmentType)).map(({ label, Dialog }) => (
    <span key={label}>
      <Button variant="outlined" startIcon={<CloudDownload />} onClick={() => setOpen(label)}>
        {label}
      </Button>
      {open === label && <Dialog treeRef={treeRef} onClose={() => setOpen(null)} />}
    </span>
  ));
};
