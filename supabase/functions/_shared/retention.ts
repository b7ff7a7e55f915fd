// How long the enquiry backend keeps personal data: the privacy page states these periods and the
// migration's purge applies them (tests tie the three together); change one here and in the migration.

/** The purge runs this often: pg_cron at minute 17 of every hour, the local stack on its own timer. */
export const PURGE_EVERY_MINUTES = 60

/** A visitor's address (and its /48) is needed for the rate limits and the per-sender share this long. */
export const ADDRESS_NEEDED_MINUTES = 60

/** The privacy page's placeholders; an address is kept for its window, then until the next purge. */
export const RETENTION_TEXT = {
  addressHours: (ADDRESS_NEEDED_MINUTES + PURGE_EVERY_MINUTES) / 60,
  spamDays: 30,
  enquiryMonths: 24,
  /** Supabase's daily backups keep deleted rows this long on the Pro plan: change it with the plan. */
  backupDays: 7,
}
