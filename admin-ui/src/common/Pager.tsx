// Table paging (spec 1 §2.4): page size 10/20/30/40 (default 10), a 'Page X of Y' selector, previous and next.
import { IconButton, MenuItem, Select, Stack, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useListContext } from 'react-admin';
import { WhyDisabled } from './WhyDisabled';

export const PAGE_SIZES = [10, 20, 30, 40] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** 'Page X of Y' with previous and next; pages count from 1. */
export const PageNavigator = ({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    <Typography variant="body2">Page</Typography>
    <Select
      size="small"
      variant="standard"
      value={Math.min(page, pages)}
      onChange={(e) => onPage(Number(e.target.value))}
      inputProps={{ 'aria-label': 'Page' }}
    >
      {Array.from({ length: pages }, (_, i) => (
        <MenuItem key={i + 1} value={i + 1}>
          {i + 1}
        </MenuItem>
      ))}
    </Select>
    <Typography variant="body2">of {pages}</Typography>
    <WhyDisabled reason={page <= 1 && 'This is the first page'} title="Previous page">
      <IconButton size="small" aria-label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft />
      </IconButton>
    </WhyDisabled>
    <WhyDisabled reason={page >= pages && 'This is the last page'} title="Next page">
      <IconButton size="small" aria-label="Next page" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <ChevronRight />
      </IconButton>
    </WhyDisabled>
  </Stack>
);

/** A page-size selector ('Rows per page' unless named otherwise) beside the page navigator. */
export const PageControls = ({
  label = 'Rows per page',
  sizes = PAGE_SIZES,
  perPage,
  onPerPage,
  padded = true,
  ...pages
}: Parameters<typeof PageNavigator>[0] & {
  label?: string;
  /** The tables' sizes unless given. */
  sizes?: readonly number[];
  perPage: number;
  onPerPage: (perPage: number) => void;
  /** Inset as at the foot of a table (the default), or flush. */
  padded?: boolean;
}) => (
  <Stack
    direction="row"
    spacing={2}
    sx={{ alignItems: 'center', justifyContent: 'flex-end', ...(padded && { px: 2, py: 1 }) }}
  >
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Select
      size="small"
      variant="standard"
      value={perPage}
      onChange={(e) => onPerPage(Number(e.target.value))}
      inputProps={{ 'aria-label': label }}
    >
      {sizes.map((size) => (
        <MenuItem key={size} value={size}>
          {size}
        </MenuItem>
      ))}
    </Select>
    <PageNavigator {...pages} />
  </Stack>
);

/** The paging of a react-admin list. */
export const Pager = () => {
  const { page, perPage, total, setPage, setPerPage, isPending } = useListContext();
  if (isPending || !total) return null;
  return (
    <PageControls
      perPage={perPage}
      onPerPage={setPerPage}
      page={page}
      pages={Math.max(1, Math.ceil(total / perPage))}
      onPage={setPage}
    />
  );
};
