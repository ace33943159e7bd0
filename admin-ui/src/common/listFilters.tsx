// The filters of the product's lists, each shown at once above the list (react-admin's alwaysOn inputs): a page names
// its filters with these and says only what differs (its field, words and choices).
import { BooleanInput, SearchInput, SelectArrayInput, SelectInput } from 'react-admin';

interface Choice {
  id: string;
  name: string;
}

/** A search box wide enough for its whole placeholder beside the search icon ('Search by name or email' was cut). */
export const searchFilter = (placeholder: string, source = 'q') => (
  <SearchInput
    key={source}
    source={source}
    alwaysOn
    placeholder={placeholder}
    sx={{ minWidth: `calc(${placeholder.length}ch + 56px)` }}
  />
);

/** One value of a few, or all ('All statuses'). */
export const choiceFilter = (source: string, label: string, emptyText: string, choices: readonly Choice[]) => (
  <SelectInput
    key={source}
    source={source}
    label={label}
    alwaysOn
    emptyText={emptyText}
    choices={choices as Choice[]}
  />
);

/** Any of many values, whose choices may still be loading. */
export const choicesFilter = (
  source: string,
  label: string,
  { choices, isPending }: { choices: readonly Choice[]; isPending: boolean },
  minWidth: number,
) => (
  <SelectArrayInput
    key={source}
    source={source}
    label={label}
    alwaysOn
    choices={choices as Choice[]}
    isPending={isPending}
    sx={{ minWidth }}
  />
);

export const archivedFilter = () => <BooleanInput key="archived" source="archived" label="Archived" alwaysOn />;
