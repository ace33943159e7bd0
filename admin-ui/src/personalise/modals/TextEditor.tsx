// plainTextEdit, richTextEdit, urlEdit and dropdownEdit (spec 2 §2). Where the element is single-line, Enter does
// nothing (no line break, no accidental save); the rich text keeps its line breaks and tags, and the cell shows
// it without them.
import { MenuItem, TextField } from '@mui/material';
import type { ElementColumn } from '../table/columns';

/** The shared URL pattern (spec 2 §5: validation is optional): an absolute http(s) address without spaces. */
export const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const URL_INVALID = 'Enter a full address, like https://example.com';

export const urlError = (column: ElementColumn, value: string) =>
  column.editor === 'url' && value !== '' && !URL_PATTERN.test(value) ? URL_INVALID : null;

export const TextEditor = ({
  column,
  value,
  onChange,
}: {
  column: ElementColumn;
  value: string;
  onChange: (value: string) => void;
}) => {
  if (column.editor === 'dropdown') {
    return (
      <TextField
        select
        fullWidth
        margin="dense"
        label={column.label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {(column.possibleValues ?? []).map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  const multiline = column.editor === 'richText' || column.multiline;
  const error = urlError(column, value);
  const max = column.maxLength;
  return (
    <TextField
      autoFocus
      fullWidth
      margin="dense"
      label={column.label}
      value={value}
      type={column.editor === 'url' ? 'url' : 'text'}
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (!multiline && e.key === 'Enter') e.preventDefault();
      }}
      error={!!error || (max !== null && value.length > max)}
      helperText={
        error ??
        (max !== null
          ? `${value.length}/${max}`
          : column.editor === 'richText'
            ? 'Line breaks and tags are kept; the table shows the text alone.'
            : ' ')
      }
      slotProps={{ htmlInput: { 'data-testid': 'element-input' } }}
    />
  );
};
