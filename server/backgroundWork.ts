/**
 * Work that goes on after its request was answered (a bulk job, a push outcome's audit entry). Closing the server asks it to
 * stop at its next safe point and waits for it, before the database closes.
 */
export class BackgroundWork {
  private readonly stopping = new AbortController();
  private readonly running = new Set<Promise<void>>();

  /** Starts `work`; it should return soon after `signal` aborts. Errors go to `onError`. */
  run(work: (signal: AbortSignal) => Promise<void>, onError: (error: unknown) => void): void {
    const done: Promise<void> = work(this.stopping.signal)
      .catch(onError)
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once no work is running (work started meanwhile included). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  async close(): Promise<void> {
    this.stopping.abort();
    await Promise.all(this.running);
  }
}
