// A file of a kind the product reads (picture, video, audio, zip) whose bytes could not be read: the upload
// fails with the spec's processing message rather than an internal error.
export class MediaUnreadableError extends Error {
  constructor(
    readonly file: string,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Could not read ${file}: ${reason}`, options);
    this.name = 'MediaUnreadableError';
  }
}
