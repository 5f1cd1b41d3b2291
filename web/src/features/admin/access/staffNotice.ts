/** What the staff's privacy notice says (PrivacyNotice `lines`), where it differs from a member's. */
export const STAFF_NOTICE_LINES = ['staff.noticeKeep', 'staff.noticeWhy', 'staff.noticeLong', 'staff.noticeWho'] as const;
