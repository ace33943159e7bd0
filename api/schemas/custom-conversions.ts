// What the custom conversion calls carry: a name under the product's name rule and the CM360 floodlight activity.
import { Cm360Id } from '../../domain/custom-conversion/answers';
import { Body } from '../http/schemas';
import { Name } from './fields';

export const CustomConversionBody = Body({ name: Name, floodlightActivityId: Cm360Id });
