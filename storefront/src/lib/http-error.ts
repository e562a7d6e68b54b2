/** A function answered with an HTTP error status (the query client retries only 5xx). */
export class HttpError extends Error {
  constructor(
    what: string,
    readonly status: number,
  ) {
    super(`${what}: HTTP ${status}`);
    this.name = 'HttpError';
  }
}
