/** Check status history page size (shell document §9). */
export const CHECK_STATUS_PAGE_SIZE = 50;
/** Points of the Health Overview chart at most (shell document §9: check graph count). */
export const CHECK_GRAPH_COUNT = 300;
