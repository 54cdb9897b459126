import { enhancedApi } from './audit.gen';

// The audit trail grows with every write in any feature: its pages are not kept once no screen
// shows them (keepUnusedDataFor 0), so opening the Audit screen or a History tab reads it afresh.
export const auditApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    listAuditEvents: { keepUnusedDataFor: 0 },
    getAuditEvent: { keepUnusedDataFor: 0 },
  },
});

export const { useListAuditEventsQuery, useLazyListAuditEventsQuery, useGetAuditEventQuery } = auditApi;
