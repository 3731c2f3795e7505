/**
 * Pages handed from one reader to a consumer that pulls them (`for await`), unbounded: the reader
 * never waits for the consumer, so a consumer whose queries queue behind the reader's COPY on the
 * same connection cannot block it. Pages pushed after the consumer stopped are dropped.
 */
export class PageChannel<T> implements AsyncIterable<T> {
  private readonly queue: T[] = [];
  private ended = false;
  private stopped = false;
  private wake: (() => void) | null = null;

  push(page: T): void {
    if (this.stopped) return;
    this.queue.push(page);
    this.wake?.();
  }

  end(): void {
    this.ended = true;
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    try {
      for (;;) {
        const page = this.queue.shift();
        if (page !== undefined) yield page;
        else if (this.ended) return;
        else await new Promise<void>((resolve) => (this.wake = resolve));
        this.wake = null;
      }
    } finally {
      this.stopped = true;
      this.queue.length = 0;
    }
  }
}
