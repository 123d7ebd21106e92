/**
 * The stream poller's waits between rounds, which a write may cut short: `shorten` makes the current
 * wait end no later than `interval` after it began, `end` ends it now. Each answers whether a wait
 * was under way (if not, the poller remembers the write for the round it is reading).
 */
export function pollWaits(interval: number) {
  let waiting: { end(): void; shorten(): void } | null = null;
  return {
    wait(ms: number): Promise<void> {
      return new Promise<void>((resolve) => {
        const since = Date.now();
        let timer = setTimeout(end, ms);
        function end() {
          clearTimeout(timer);
          waiting = null;
          resolve();
        }
        function shorten() {
          const left = since + interval - Date.now();
          if (left >= ms - (Date.now() - since)) return;
          clearTimeout(timer);
          timer = setTimeout(end, Math.max(0, left));
        }
        waiting = { end, shorten };
      });
    },
    shorten(): boolean {
      waiting?.shorten();
      return waiting !== null;
    },
    end(): boolean {
      const was = waiting !== null;
      waiting?.end();
      return was;
    },
  };
}
