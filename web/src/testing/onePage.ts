/** A paged panel's rows as usePagedRows gives them, all on one page: for component tests of the admin's panels. */
import type { Page } from '../features/admin/panels/usePagedQuery';

export const onePage = <T>(items: T[]): Page<T> => ({ items, hasMore: false, loadingMore: false, showMore: () => {}, error: null });
