// Cells the product's tables share: a row's name, links inside rows that take clicks, and a row's action buttons.
import type { ReactNode } from 'react';
import { Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** A link in a row that takes clicks (the keyboard's way to where the row goes, or to another page); the row's own
 * click does not fire too. `plain` keeps the text's colour. */
export const RowLink = ({ to, plain, children }: { to: string; plain?: boolean; children: ReactNode }) => (
  <Link
    component={RouterLink}
    to={to}
    underline="hover"
    color={plain ? 'inherit' : undefined}
    onClick={(e) => e.stopPropagation()}
  >
    {children}
  </Link>
);

/** A row's name (its link) in bold, then its chips: `chips`, and 'Archived' when it is. */
export const NameCell = ({ name, archived, chips }: { name: ReactNode; archived: boolean; chips?: ReactNode }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    <Typography variant="body2" sx={{ fontWeight: 500 }}>
      {name}
    </Typography>
    {chips}
    {archived && <Chip size="small" label="Archived" variant="outlined" />}
  </Stack>
);

/** The action buttons of a table row; a click on them is theirs, not the row's. */
export const RowActions = ({ children }: { children: ReactNode }) => (
  <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()}>
    {children}
  </Stack>
);
