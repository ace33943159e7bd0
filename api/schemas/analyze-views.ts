// What the saved-report calls carry: a report's settings as they are answered, the name under the product's name rule.
import { Type } from 'typebox';
import { AnalyzeViewSettings } from '../../domain/analyze-view/answers';
import { Name } from './fields';

export const AnalyzeViewBody = Type.Object(
  { ...AnalyzeViewSettings.properties, name: Name },
  { additionalProperties: false },
);
