/** The highest resident set size of this process (product and load generator) while sampling. */
export function sampleRss(everyMs = 50) {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, everyMs);
  return {
    stop(): number {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage.rss());
    },
  };
}

export const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
