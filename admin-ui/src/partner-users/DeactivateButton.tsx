import { UserStatusButton } from './UserStatusButton';

/** POST /users/{id}/deactivate, after a confirmation. */
export const DeactivateButton = ({ variant = 'icon' }: { variant?: 'icon' | 'button' }) => <UserStatusButton action="deactivate" variant={variant} />;
