import { DAY_MS, ImportRequested, QUEUES, jobIdFromEvent, type ImportFileJob } from '@glyco/contracts';
import type { JobSink } from './job-sink';
import { defineReactor } from './reactor';

/** ImportRequested -> the job that reads the file and appends its records. */
export function importFileReactor(sink: JobSink) {
  return defineReactor(
    {
      name: 'import_file',
      version: 1,
      handles: [ImportRequested.type],
      // The uploaded file is deleted within a day of its import; an older request has no file left to read.
      maxEventAgeMs: DAY_MS,
      jobFor(event) {
        const data: ImportFileJob = { importId: String(event.data.importId), userId: String(event.data.userId), requestEventId: event.eventId };
        return { queue: QUEUES.imports, name: 'import-file', jobId: jobIdFromEvent('import', event.eventId), data };
      },
    },
    sink,
  );
}
