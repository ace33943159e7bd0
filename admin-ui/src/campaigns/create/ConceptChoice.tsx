// /campaigns/new: first the ready concept the campaign is built from (a campaign needs a concept's templates).
import { useState } from 'react';
import {
  Alert,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { useGetList } from 'react-admin';
import { useDebounced } from '../../assets/useDebounced';
import { EmptyState } from '../../common/ListStates';
import { ConceptThumb } from '../../concepts/ConceptThumb';
import type { ConceptRow } from '../../../../domain/concept/answers';

/** How many ready concepts are offered at once; the search narrows them. */
const SHOWN = 40;

export const ConceptChoice = ({ partnerId, onPick }: { partnerId: string; onPick: (conceptId: string) => void }) => {
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim(), 300);
  const concepts = useGetList<ConceptRow>('concepts', {
    filter: { partnerId, status: 'ready', ...(settled ? { search: settled } : {}) },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: SHOWN },
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Choose a concept">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        Choose a ready concept
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The campaign is built from the concept's templates.
      </Typography>
      <TextField
        label="Search concepts"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        size="small"
        sx={{ mb: 1 }}
      />
      {concepts.isPending ? (
        <Skeleton variant="rounded" height={120} aria-label="Loading" />
      ) : concepts.error ? (
        <Alert severity="error">{concepts.error.message}</Alert>
      ) : !concepts.data?.length ? (
        <EmptyState
          title="No ready concepts"
          text={
            settled
              ? 'No ready concept matches this search.'
              : 'A concept must be ready (its templates made) before a campaign is built from it.'
          }
        />
      ) : (
        <List aria-label="Ready concepts">
          {concepts.data.map((concept) => (
            <ListItemButton key={concept.id} onClick={() => onPick(concept.id)}>
              <ListItemIcon sx={{ mr: 2 }}>
                <ConceptThumb conceptId={concept.id} thumbnail={concept.thumbnail} name={concept.name} size={40} />
              </ListItemIcon>
              <ListItemText primary={concept.name} />
            </ListItemButton>
          ))}
          {(concepts.total ?? 0) > SHOWN && (
            <Typography variant="caption" color="text.secondary" sx={{ px: 2 }}>
              {concepts.total} ready concepts: search to find the others.
            </Typography>
          )}
        </List>
      )}
    </Paper>
  );
};
