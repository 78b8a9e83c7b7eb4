import { performance } from 'node:perf_hooks';
import type { TestClient } from '@glyco/testing';
import { API_ROUTES } from '@glyco/contracts';
import { sensorClock } from './glucose-events';

const READING = { mealContext: 'Not Specified', readingType: 'CGM', feeling: 'Not Specified' };
/** A GET that still misses the reading after this long counts as this long (never seen in practice). */
const GIVE_UP_MS = 5_000;

/**
 * One more person writing beside the load: POST a reading (a sensor's next one), then list the readings until it is
 * there. A sample is the time from the POST's answer to the answer of the first GET that lists it.
 * Every other reading is listed as the web app does, sending the POST's position back
 * (`X-Glyco-Min-Position`), so the GET waits for the read model of the list (`readYourWrites`);
 * the others are listed without it, polling: `samples` holds those, `readYourWritesSamples` these.
 */
export function startLagProbe(client: TestClient) {
  const samples: number[] = [];
  const readYourWritesSamples: number[] = [];
  let running = true;
  // Forward from 30 days back: each reading is the person's newest, first in the list.
  const nextInstant = sensorClock(30);
  const loop = (async () => {
    for (let index = 0; running; index += 1) {
      // Without its last position the GET answers at once instead of waiting for the projection.
      client.readYourWrites = index % 2 === 1;
      const posted = await client.post(API_ROUTES.glucose.log.path, { ...READING, value: 90 + (index % 100), timestamp: nextInstant(), timezoneOffsetMinutes: 0 });
      if (posted.status !== 201) throw new Error(`probe POST answered ${posted.status}`);
      const answeredAt = performance.now();
      const id = (posted.body as { _id: string })._id;
      for (;;) {
        const listed = await client.get(`${API_ROUTES.glucose.list.path}?limit=5`);
        const seenAfter = performance.now() - answeredAt;
        const isListed = listed.status === 200 && (listed.body as { _id: string }[]).some((reading) => reading._id === id);
        if (isListed || seenAfter > GIVE_UP_MS) {
          (client.readYourWrites ? readYourWritesSamples : samples).push(seenAfter);
          break;
        }
      }
    }
  })();
  return {
    samples,
    readYourWritesSamples,
    async stop() {
      running = false;
      await loop;
    },
  };
}
