/** Bad arguments, unreadable input, bad config: exit 2 with this message and no stack trace. */
export class UsageError extends Error {}
