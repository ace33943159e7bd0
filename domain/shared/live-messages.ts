// Live-channel message types that the server sends and the screens read (the rest are declared beside their sender).
/** A change answered with x-projections-lagging has now been applied to the read models. */
export const READ_MODEL_CAUGHT_UP = 'read-model-caught-up';
/** What the screens say meanwhile, instead of claiming a change they cannot show yet. */
export const PENDING_CHANGE_TEXT = 'Your change is saved and will show here shortly.';
