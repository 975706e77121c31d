/** Users created and changed: registered customers, guest records, administrators. */
export interface AccountEvents {
  /** A registration, a guest checkout's record or a newsletter sign-up's guest record. */
  'user.created': { userId: string; registered: boolean };
  /** A guest record became an account, or an account was verified. */
  'user.changed': { userId: string };
  /** A customer deleted their own account (their orders stay, without personal details). */
  'user.deleted': { userId: string };
}

/** The bus channel of each account event. */
export const ACCOUNT_EVENT_CHANNELS = {
  'user.created': 'users',
  'user.changed': 'users',
  'user.deleted': 'users',
} as const satisfies Record<keyof AccountEvents, string>;
