// How long the enquiry backend keeps personal data. The purge applies these periods (the defaults of
// enquiry_jobs.purge_personal_data and its hourly schedule, in supabase/migrations), the privacy page
// states them (content/privacy.json's placeholders, filled from here), and tests tie all three together
// (tests/jobs_test.ts, __tests__/pages/privacy.test.tsx): change a period here and in the migration.

/** The purge runs this often: pg_cron at minute 17 of every hour, the local stack on its own timer. */
export const PURGE_EVERY_MINUTES = 60

/** A visitor's address (and its /48) is needed for the rate limits and the per-sender share this long. */
export const ADDRESS_NEEDED_MINUTES = 60

export const SPAM_KEPT_DAYS = 30
export const ENQUIRY_KEPT_MONTHS = 24

/**
 * How long the database provider keeps its daily backups, in which deleted rows live on until they
 * expire: 7 days on Supabase's Pro plan (14 on Team, 30 on Enterprise). Change it with the plan.
 */
export const BACKUP_KEPT_DAYS = 7

/**
 * The privacy page's placeholders: {addressHours} is the longest an address is kept, needed for its
 * window and then removed at the next purge; the others are the periods above.
 */
export const RETENTION_TEXT = {
  addressHours: (ADDRESS_NEEDED_MINUTES + PURGE_EVERY_MINUTES) / 60,
  spamDays: SPAM_KEPT_DAYS,
  enquiryMonths: ENQUIRY_KEPT_MONTHS,
  backupDays: BACKUP_KEPT_DAYS,
}
