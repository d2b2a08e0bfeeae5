/** Whether this instance is shutting down: /api/ready answers 503 from the moment SIGTERM arrives. */
export class DrainState {
  private since: Date | null = null;

  get draining(): boolean {
    return this.since !== null;
  }

  start(now = new Date()): void {
    this.since ??= now;
  }
}
