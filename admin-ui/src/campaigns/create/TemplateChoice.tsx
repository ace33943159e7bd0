// The concept's templates to build the campaign from (its latest version of each generation, archived ones left
// out), each with its thumbnail; a template goes to the trees of the channels it suits.
import { Box, Button, Card, Checkbox, FormControlLabel, Skeleton, Stack, Typography } from '@mui/material';
import { EmptyState, ErrorState } from '../../common/ListStates';
import { TemplateThumb } from '../../concepts/templates/TemplateThumb';
import type { Template } from '../../providers/adapters/templates';
import type { UseQueryResult } from '@tanstack/react-query';

interface TemplateChoiceProps {
  templates: UseQueryResult<Template[]>;
  value: string[];
  onChange: (templateIds: string[]) => void;
  disabled?: boolean;
}

export const TemplateChoice = ({ templates, value, onChange, disabled }: TemplateChoiceProps) => {
  if (templates.isPending)
    return (
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
        aria-busy="true"
        aria-label="Loading templates"
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={220} />
        ))}
      </Box>
    );
  if (templates.error) return <ErrorState message={templates.error.message} onRetry={() => void templates.refetch()} />;
  const usable = templates.data.filter((t) => !t.archived);
  if (!usable.length)
    return (
      <EmptyState
        title="This concept has no templates"
        text="A campaign is built from the concept's templates: upload them on its Templates tab first."
      />
    );
  const all = usable.every((t) => value.includes(t.id));
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <Stack spacing={1}>
      <Box>
        <Button size="small" disabled={disabled} onClick={() => onChange(all ? [] : usable.map((t) => t.id))}>
          {all ? 'Clear the choice' : 'Choose all'}
        </Button>
      </Box>
      <Box
        role="group"
        aria-label="Templates"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
      >
        {usable.map((template) => (
          <Card
            key={template.id}
            variant="outlined"
            data-testid="campaign-template"
            sx={{ borderColor: value.includes(template.id) ? 'primary.main' : undefined }}
          >
            <TemplateThumb template={template} />
            <Box sx={{ px: 1, py: 0.5 }}>
              <FormControlLabel
                sx={{ m: 0 }}
                control={
                  <Checkbox
                    size="small"
                    checked={value.includes(template.id)}
                    disabled={disabled}
                    onChange={(e) => toggle(template.id, e.target.checked)}
                  />
                }
                label={
                  <Typography variant="body2" noWrap title={template.name}>
                    {template.name}
                  </Typography>
                }
              />
              <Typography variant="caption" color="text.secondary" component="div">
                {template.size} · v{template.version} · {template.suitableChannels.join(', ')}
              </Typography>
            </Box>
          </Card>
        ))}
      </Box>
    </Stack>
  );
};
