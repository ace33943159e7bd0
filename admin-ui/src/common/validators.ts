// react-admin validators built from the shared rules in domain/shared (one message source for UI and API).
import { emailError, nameError } from '../../../domain/shared/validation';

export const validateName = (value: string) => nameError(value) ?? undefined;
export const validateEmail = (value: string) => emailError(value) ?? undefined;
