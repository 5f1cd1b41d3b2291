/** The family circle's notice (CIRCLE_NOTICE_VERSION): what joining shows, and what a member agrees to again when it changes. */
export const CIRCLE_NOTICE_LINES = ['circle.noticeKeep', 'circle.noticeWhy', 'circle.noticeLeave'] as const;
