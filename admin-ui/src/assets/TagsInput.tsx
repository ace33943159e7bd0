// Tags as chips: type and press Enter (or a comma) to add one. Limits from domain/asset/decide.
import { useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { MAX_TAGS, MAX_TAG_LENGTH } from '../../../domain/asset/decide';

interface TagsInputProps {
  value: string[];
  onChange: (tags: string[]) => void;
  label?: string;
  helperText?: string;
}

export const TagsInput = ({ value, onChange, label = 'Tags', helperText }: TagsInputProps) => {
  const [text, setText] = useState('');
  const add = (raw: string) => {
    const tags = raw
      .split(',')
      .map((t) => t.trim().slice(0, MAX_TAG_LENGTH))
      .filter(Boolean);
    if (tags.length) onChange([...new Set([...value, ...tags])].slice(0, MAX_TAGS));
    setText('');
  };
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={value}
      inputValue={text}
      onInputChange={(_, next, reason) =>
        reason === 'input' && next.endsWith(',') ? add(next) : setText(reason === 'reset' ? '' : next)
      }
      onChange={(_, next) =>
        onChange([...new Set(next.map((t) => t.trim().slice(0, MAX_TAG_LENGTH)).filter(Boolean))].slice(0, MAX_TAGS))
      }
      onBlur={() => text.trim() && add(text)}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length ? '' : 'Type a tag and press Enter'}
          helperText={helperText ?? `Up to ${MAX_TAGS} tags`}
        />
      )}
    />
  );
};
