export interface ParseOptions {
  /** The person's IANA zone ('Europe/Paris'), for files whose times are device-local. */
  timeZone: string;
  /** Rows later than now (beyond clock skew) are refused. */
  now: Date;
}
