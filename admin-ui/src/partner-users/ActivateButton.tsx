import { UserStatusButton } from './UserStatusButton';

/** POST /users/{id}/activate, after a confirmation. */
export const ActivateButton = ({ variant = 'icon' }: { variant?: 'icon' | 'button' }) => <UserStatusButton action="activate" variant={variant} />;
