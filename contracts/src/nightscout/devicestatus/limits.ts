/** Device statuses are kept this many days unless NIGHTSCOUT_DEVICESTATUS_DAYS says otherwise: followers chart a day or two of loop state, and two weeks still covers one catching up after a long time offline. */
export const DEVICE_STATUS_RETENTION_DAYS_DEFAULT = 14;
/** Nightscout's default page of device statuses: the latest ten. */
export const DEVICE_STATUS_DEFAULT_COUNT = 10;
/** 288 five-minute loop cycles are the day LoopFollow asks for; ten times that leaves room without letting one request read the whole table. */
export const DEVICE_STATUS_COUNT_MAX = 2_880;
/** Nightscout answers `GET profile` with every stored profile; Glyco answers at most this many, newest first (Loop uploads one per settings change). */
export const PROFILE_LIST_MAX = 100;
