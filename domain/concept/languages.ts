// The languages a brief can name (spec 1 §2.5 'languages (searchable)'): ISO 639-1 codes, which the brief
// stores, with their English names, which the wizard shows and searches.
export interface Language {
  code: string;
  name: string;
}

const LANGUAGES: readonly Language[] = [
  ['ar', 'Arabic'],
  ['bg', 'Bulgarian'],
  ['bn', 'Bengali'],
  ['ca', 'Catalan'],
  ['cs', 'Czech'],
  ['cy', 'Welsh'],
  ['da', 'Danish'],
  ['de', 'German'],
  ['el', 'Greek'],
  ['en', 'English'],
  ['es', 'Spanish'],
  ['et', 'Estonian'],
  ['eu', 'Basque'],
  ['fa', 'Persian'],
  ['fi', 'Finnish'],
  ['fil', 'Filipino'],
  ['fr', 'French'],
  ['ga', 'Irish'],
  ['gl', 'Galician'],
  ['he', 'Hebrew'],
  ['hi', 'Hindi'],
  ['hr', 'Croatian'],
  ['hu', 'Hungarian'],
  ['id', 'Indonesian'],
  ['is', 'Icelandic'],
  ['it', 'Italian'],
  ['ja', 'Japanese'],
  ['ko', 'Korean'],
  ['lt', 'Lithuanian'],
  ['lv', 'Latvian'],
  ['ms', 'Malay'],
  ['mt', 'Maltese'],
  ['nl', 'Dutch'],
  ['no', 'Norwegian'],
  ['pl', 'Polish'],
  ['pt', 'Portuguese'],
  ['ro', 'Romanian'],
  ['ru', 'Russian'],
  ['sk', 'Slovak'],
  ['sl', 'Slovenian'],
  ['sr', 'Serbian'],
  ['sv', 'Swedish'],
  ['sw', 'Swahili'],
  ['ta', 'Tamil'],
  ['th', 'Thai'],
  ['tr', 'Turkish'],
  ['uk', 'Ukrainian'],
  ['ur', 'Urdu'],
  ['vi', 'Vietnamese'],
  ['zh', 'Chinese'],
].map(([code, name]) => ({ code: code!, name: name! }));

/** The language's name; a code the list does not hold (an older brief's) is shown as it is. */
export function languageName(code: string): string {
  return LANGUAGES.find((language) => language.code === code)?.name ?? code;
}

/** Languages whose name or code starts a word with the query, in the list's order; all for an empty query. */
export function searchLanguages(query: string): Language[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [...LANGUAGES];
  return LANGUAGES.filter(
    ({ code, name }) =>
      code === wanted ||
      name
        .toLowerCase()
        .split(/\s+/)
        .some((word) => word.startsWith(wanted)),
  );
}
