/** Source of the current time. Application code never calls `new Date()` or `Date.now()` itself. */
export interface Clock {
  now(): Date;
}
