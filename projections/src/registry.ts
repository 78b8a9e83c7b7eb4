import type { Projection } from './engine/projection';
import { glucoseDailyProjection } from './glucose-daily/projection';
import { glucoseReadingsProjection } from './glucose-readings/projection';
import { insulinDosesProjection } from './insulin-doses/projection';
import { mealsProjection } from './meals/projection';
import { usersProjection } from './users/projection';
import { auditTimelineProjection } from './audit-timeline/projection';
import { clinicianAccessLogProjection } from './clinician-access-log/projection';
import { importsProjection } from './imports/projection';
import { nightscoutEntriesProjection } from './nightscout/entries-projection';
import { nightscoutTreatmentsProjection } from './nightscout/treatments-projection';

/** Every read model the projector runs and `projections:rebuild` can rebuild. */
export const allProjections: Projection[] = [usersProjection, mealsProjection, insulinDosesProjection, glucoseReadingsProjection, glucoseDailyProjection, auditTimelineProjection, clinicianAccessLogProjection, nightscoutEntriesProjection, nightscoutTreatmentsProjection, importsProjection];
