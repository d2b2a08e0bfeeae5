/** A person's private calendar feed: their visits (a customer) or jobs (a sitter) as an iCal address. */
export interface CalendarFeedStatus {
  /** Whether an address is live; the address itself is shown once, when made. */
  active: boolean;
  /** When the live address was made (ISO instant), null without one. */
  createdAt: string | null;
}

export interface CalendarFeedCreated extends CalendarFeedStatus {
  active: true;
  createdAt: string;
  /** The secret address to paste into a calendar app; making a new one ends the old one. */
  url: string;
}

/** How far back and ahead the feed lists visits: recent history and everything booked. */
export const CALENDAR_FEED_PAST_DAYS = 30;
export const CALENDAR_FEED_AHEAD_DAYS = 400;

/** The words of the calendar section in Settings. */
export const CALENDAR_TEXT = {
  title: 'Calendar',
  intro: {
    homeowner: 'Add your visits to Google Calendar, Apple Calendar or Outlook: they update as visits are booked, moved or cancelled.',
    housesitter: 'Add your jobs to Google Calendar, Apple Calendar or Outlook: they update as jobs are assigned, moved or cancelled.',
  },
  private: 'The link is private: anyone who has it can see your schedule. Access details are never in it.',
  create: 'Create calendar link',
  renew: 'Get a new link',
  turnOff: 'Turn off',
  copy: 'Copy link',
  copied: 'Link copied',
  linkLabel: 'Your calendar link',
  linkHint: 'Paste it into your calendar app as a subscription ("From URL"). It is shown only now.',
  activeSince: (date: string) => `A calendar link is active since ${date}. For your security it is shown only when made.`,
  renewConfirm: {
    title: 'Get a new calendar link?',
    description: 'The current link stops working at once. Calendars subscribed to it stop updating until you add the new one.',
  },
  turnOffConfirm: {
    title: 'Turn off your calendar link?',
    description: 'The link stops working at once. Calendars subscribed to it stop updating.',
  },
  failed: 'Could not change your calendar link',
  loadFailed: 'Could not load your calendar link',
} as const;
