// The searchable languages of the Details step: the search settles for 275 ms before the list follows it
// (spec 1 §9); the brief keeps the languages' codes.
import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { languageName, searchLanguages, type Language } from '../../../../../domain/concept/languages';
import { LANGUAGE_SEARCH_DEBOUNCE_MS } from '../../../../../domain/concept/wizard';
import { useDebounced } from '../../../assets/useDebounced';

interface LanguagePickerProps {
  value: string[];
  disabled: boolean;
  error: string | null;
  onChange: (codes: string[]) => void;
}

export const LanguagePicker = ({ value, disabled, error, onChange }: LanguagePickerProps) => {
  const [search, setSearch] = useState('');
  const settled = useDebounced(search, LANGUAGE_SEARCH_DEBOUNCE_MS);
  const chosen: Language[] = value.map((code) => ({ code, name: languageName(code) }));
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={searchLanguages(settled)}
      value={chosen}
      inputValue={search}
      // The list is already the settled search's: MUI must not filter it again by the unsettled text.
      filterOptions={(options) => options}
      getOptionLabel={(language) => language.name}
      isOptionEqualToValue={(option, selected) => option.code === selected.code}
      onInputChange={(_e, text, reason) => reason !== 'reset' && setSearch(text)}
      onChange={(_e, languages) => {
        onChange(languages.map((language) => language.code));
        setSearch('');
      }}
      renderInput={(params) => (
        <TextField {...params} label="Languages" required error={!!error} helperText={error ?? ' '} />
      )}
    />
  );
};
