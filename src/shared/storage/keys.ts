/**
 * Every name Pocket AP stores data under on the device, `pocket-ap:<concern>`: localStorage only for what must be
 * read synchronously, IndexedDB for the rest. See docs/architecture.md#device-storage.
 */
export const LOCAL_STORAGE_KEYS = {
  /** The notes board's user name, set by accounts, read by notes (docs/product.md#notes). */
  notesUser: 'pocket-ap:notes-user',
  notes: 'pocket-ap:notes',
  /** A notes value that could not be read is copied here before anything overwrites it. */
  notesBackup: 'pocket-ap:notes:unreadable-backup',
  /** The last known account, for the header's first paint only. */
  lastUser: 'pocket-ap:last-user',
  /** The install offer: when it was last dismissed, and whether the app was installed (docs/product.md#offline). */
  installOffer: 'pocket-ap:install-offer',
  /** The accounts (uids) whose profile setup was offered on this device: it does not open by itself again. */
  profileOffered: 'pocket-ap:profile-offered',
} as const;

export const IDB_DATABASES = {
  essayGrader: 'pocket-ap:essay-grader',
  /** MCQ exam: the sheet in progress (`sheet`), attempts (`attempt:<id>`), values set aside (`unreadable:...`). */
  mcqExam: 'pocket-ap:mcq-exam',
  saqExam: 'pocket-ap:saq-exam',
  /** Unit quizzes, per account: the attempt in progress (`progress:<quiz>`) and the scores (`results:<quiz>`). */
  quiz: 'pocket-ap:quiz',
  /** DBQ and LEQ: drafts per prompt (`draft:<kind>:<id>`) and the history of gradings. */
  freeResponse: 'pocket-ap:free-response',
  gradingOutbox: 'pocket-ap:grading-outbox',
  /** Every grading that came back, per account, filed by the grading client (docs/architecture.md#grading-path). */
  gradings: 'pocket-ap:gradings',
  flashcards: 'pocket-ap:flashcards',
  /** The unit topics a student has opened (`topics-opened[:<uid>]`), for My progress. */
  studyGuide: 'pocket-ap:study-guide',
} as const;

/** Databases written under an older name: read once, copied to the current one, then deleted. */
export const LEGACY_IDB_DATABASES = {
  essayGrader: 'pocket-ap-essay-grader',
} as const;

export type LocalStorageKey = (typeof LOCAL_STORAGE_KEYS)[keyof typeof LOCAL_STORAGE_KEYS];
export type IdbDatabase = (typeof IDB_DATABASES)[keyof typeof IDB_DATABASES];
