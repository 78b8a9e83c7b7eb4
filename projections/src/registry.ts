import type { Projection } from './engine/projection';
import { glucoseDailyProjection } from './glucose-daily/projection';
import { glucoseReadingsProjection } from './glucose-readings/projection';
import { insulinDosesProjection } from './insulin-doses/projection';
import { mealsProjection } from './meals/projection';
import { usersProjection } from './users/projection';
import { auditTimelineProjection } from './audit-timeline/projection';
import { clinicianAccessLogProjection } from './clinician-access-log/projection';
import { importsProjection } from './imports/projection';
import { nightscoutTreatmentsProjection } from './nightscout/treatments-projection';
import { tempBasalsProjection } from './temp-basals/projection';
import { nightscoutDeviceStatusesProjection, nightscoutProfilesProjection } from './nightscout-devices/projections';
import { alertsProjection } from './alerts/projection';
import { pushSubscriptionsProjection } from './push-subscriptions/projection';

/** Every read model the projector runs and `projections:rebuild` can rebuild. */
export const allProjections: Projection[] = [usersProjection, mealsProjection, insulinDosesProjection, glucoseReadingsProjection, glucoseDailyProjection, auditTimelineProjection, clinicianAccessLogProjection, nightscoutTreatmentsProjection, tempBasalsProjection, importsProjection, nightscoutDeviceStatusesProjection, nightscoutProfilesProjection, alertsProjection, pushSubscriptionsProjection];

/**
 * Read models the product had and dropped; the projector removes what is left of them.
 * nightscout_entries: Nightscout followers read glucose_readings (version 2) instead of a copy.
 */
export const retiredProjections: readonly string[] = ['nightscout_entries'];
