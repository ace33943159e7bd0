/** Why a business node cannot be picked: it is outside the user's own nodes and those below them. */
export const OUTSIDE_REACH = 'Outside your business nodes';
