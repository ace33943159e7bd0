// The column mapping of a feed (issue 23 §3): which column keys a row to its variant, which names it, which names its
// signals, and which fills each text or link element of the tree's formats (images come from the library, never a
// feed). A column named like an element (its name or label) is chosen for it at first.
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { PersonaliseTree } from '../../../../domain/personalise/answers';
import { FEED_SIGNAL_SEPARATOR, type FeedMapping } from '../../../../domain/personalise/feed-rows';

export interface FeedElement {
  name: string;
  label: string;
}

/** The tree's text and link elements, once each by name. */
export function feedElements(tree: PersonaliseTree): FeedElement[] {
  const byName = new Map<string, FeedElement>();
  for (const template of tree.templates)
    for (const element of template.elements)
      if ((element.type === 'text' || element.type === 'url') && !byName.has(element.name))
        byName.set(element.name, { name: element.name, label: element.label });
  return [...byName.values()];
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A first mapping: the first column keys the rows, and columns named like an element fill it. */
export function guessedMapping(columns: readonly string[], elements: readonly FeedElement[]): FeedMapping {
  const pairs = elements.flatMap((element) => {
    const column = columns.find((c) => same(c, element.name) || same(c, element.label));
    return column ? [[column, element.name] as const] : [];
  });
  return {
    idColumn: columns[0] ?? '',
    nameColumn: columns.find((c) => same(c, 'name')) ?? null,
    signalsColumn: columns.find((c) => same(c, 'signals') || same(c, 'segments')) ?? null,
    elements: Object.fromEntries(pairs),
  };
}

const NONE = '';

const ColumnSelect = ({
  label,
  columns,
  value,
  onChange,
  required = false,
  helperText,
}: {
  label: string;
  columns: readonly string[];
  value: string | null;
  onChange: (column: string | null) => void;
  required?: boolean;
  helperText?: string;
}) => (
  <TextField
    select
    size="small"
    label={label}
    required={required}
    value={value ?? NONE}
    helperText={helperText}
    onChange={(e) => onChange(e.target.value === NONE ? null : e.target.value)}
    sx={{ minWidth: 260 }}
  >
    {!required && (
      <MenuItem value={NONE}>
        <em>Not used</em>
      </MenuItem>
    )}
    {columns.map((column) => (
      <MenuItem key={column} value={column}>
        {column}
      </MenuItem>
    ))}
  </TextField>
);

interface FeedMappingFieldsProps {
  columns: readonly string[];
  elements: readonly FeedElement[];
  mapping: FeedMapping;
  onChange: (mapping: FeedMapping) => void;
}

export const FeedMappingFields = ({ columns, elements, mapping, onChange }: FeedMappingFieldsProps) => {
  const columnOf = (element: string) =>
    Object.entries(mapping.elements).find(([, name]) => name === element)?.[0] ?? null;
  const setElement = (element: string, column: string | null) => {
    const rest = Object.entries(mapping.elements).filter(([c, name]) => name !== element && c !== column);
    onChange({ ...mapping, elements: Object.fromEntries(column ? [...rest, [column, element]] : rest) });
  };
  return (
    <Stack spacing={2} data-testid="feed-mapping">
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <ColumnSelect
          label="Variant key"
          required
          columns={columns}
          value={mapping.idColumn}
          helperText="One row per variant: a re-import finds its variant by this column"
          onChange={(column) => onChange({ ...mapping, idColumn: column ?? '' })}
        />
        <ColumnSelect
          label="Variant name"
          columns={columns}
          value={mapping.nameColumn}
          helperText="Without it the key names the variant"
          onChange={(nameColumn) => onChange({ ...mapping, nameColumn })}
        />
        <ColumnSelect
          label="Signals"
          columns={columns}
          value={mapping.signalsColumn}
          helperText={`Names of this tree's signals, separated by '${FEED_SIGNAL_SEPARATOR}'`}
          onChange={(signalsColumn) => onChange({ ...mapping, signalsColumn })}
        />
      </Stack>
      <Typography variant="subtitle2">Dynamic elements</Typography>
      {elements.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          This tree has no text or link elements a feed can fill.
        </Typography>
      ) : (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 2 }}>
          {elements.map((element) => (
            <ColumnSelect
              key={element.name}
              label={element.label}
              columns={columns}
              value={columnOf(element.name)}
              onChange={(column) => setElement(element.name, column)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
};
