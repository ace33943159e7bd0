// The builder's filters of where the ads run and what their campaigns are for (spec 3 §3 "Report filters"): the
// platforms' campaigns by name and their ad groups, looked up from what the imports read of the caller's campaigns'
// delivery under the report's other filters (POST /report/relevant-dimensions), and the objectives of spec 1's brief.
import { Stack } from '@mui/material';
import type { AnalyzeViewSettings } from '../../../domain/analyze-view/answers';
import { OBJECTIVES } from '../../../domain/concept/brief';
import { titleCase } from '../concepts/wizard/labels';
import { FilterChoice, useFilterLookup } from './FilterChoice';
import { filterOf, withFilter } from './reportSettings';

interface MediaFiltersProps {
  settings: AnalyzeViewSettings;
  /** The partner named to the API (top admins), else null. */
  partner: string | null;
  onChange: (settings: AnalyzeViewSettings) => void;
}

export const MediaFilters = ({ settings, partner, onChange }: MediaFiltersProps) => {
  const campaigns = useFilterLookup(settings, partner, 'mediaCampaignNames', 'mediaCampaignNames');
  const adGroups = useFilterLookup(settings, partner, 'adGroupIds', 'adGroupIds');
  const adGroupName = new Map((adGroups.data ?? []).map((g) => [g.id, g.title ?? g.id]));
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <FilterChoice
        label="Platform campaigns"
        everything="All platform campaigns"
        width={240}
        options={(campaigns.data ?? []).map((c) => c.id)}
        values={filterOf(settings, 'mediaCampaignNames')}
        loading={campaigns.isPending}
        onChange={(names) => onChange(withFilter(settings, 'mediaCampaignNames', names))}
      />
      <FilterChoice
        label="Ad groups"
        everything="All ad groups"
        width={240}
        options={(adGroups.data ?? []).map((g) => g.id)}
        values={filterOf(settings, 'adGroupIds')}
        loading={adGroups.isPending}
        labelOf={(id) => adGroupName.get(id) ?? id}
        onChange={(ids) => onChange(withFilter(settings, 'adGroupIds', ids))}
      />
      <FilterChoice
        label="Objectives"
        everything="All objectives"
        width={220}
        options={[...OBJECTIVES]}
        values={filterOf(settings, 'objectives')}
        loading={false}
        labelOf={titleCase}
        onChange={(objectives) => onChange(withFilter(settings, 'objectives', objectives))}
      />
    </Stack>
  );
};
