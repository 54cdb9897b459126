import type { AuditAction, AuditRecordType, ListAuditEventsApiArg } from '../../api/audit.gen';
import type { ListFilter } from '../../shared/list/ListFilterBar';
import type { ListStateShape } from '../../shared/list/listUrlState';
import type { PageArgs } from '../../shared/list/useServerList';
import { actionLabels, recordTypeLabels } from './auditText';

// The Audit screen's state in the URL: its filters, the time order and the page.

export type AuditFilterField = 'actor' | 'recordType' | 'action' | 'text' | 'from' | 'to';
export type AuditSortField = 'at';

export const auditListShape: ListStateShape<AuditFilterField, AuditSortField> = {
  filterFields: ['actor', 'recordType', 'action', 'text', 'from', 'to'],
  sortFields: ['at'],
};

/** Who, what kind of record, which action, text, and the days from and to. */
export const auditFilters: readonly ListFilter<AuditFilterField>[] = [
  { field: 'actor', label: 'Who' },
  { field: 'recordType', label: 'Record type', kind: 'select', options: recordTypeLabels },
  { field: 'action', label: 'Action', kind: 'select', options: actionLabels },
  { field: 'text', label: 'Text' },
  { field: 'from', label: 'From', kind: 'date' },
  { field: 'to', label: 'To', kind: 'date' },
];

export const initialAuditFilters = { actor: '', recordType: '', action: '', text: '', from: '', to: '' };
export const initialAuditSort = { field: 'at' as const, direction: 'desc' as const };

const isRecordType = (value: string | undefined): value is AuditRecordType => value !== undefined && value in recordTypeLabels;
const isAction = (value: string | undefined): value is AuditAction => value !== undefined && value in actionLabels;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day (yyyy-mm-dd) as the start of that day in the browser's time zone; `plusDays` 1 for the day after. */
export function dayStart(day: string | undefined, plusDays = 0): string | undefined {
  if (!day || !DAY.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return undefined;
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
}

/** The arguments of GET /audit/events for a page: "to" takes in the whole of its day; unknown values are left out. */
export function auditPageArgs(page: PageArgs<AuditFilterField, AuditSortField>): ListAuditEventsApiArg {
  return {
    page: page.page,
    size: page.size,
    direction: page.direction,
    ...(page.actor ? { actor: page.actor } : {}),
    ...(isRecordType(page.recordType) ? { recordType: page.recordType } : {}),
    ...(isAction(page.action) ? { action: page.action } : {}),
    ...(page.text ? { text: page.text } : {}),
    ...(dayStart(page.from) ? { from: dayStart(page.from) } : {}),
    ...(dayStart(page.to, 1) ? { to: dayStart(page.to, 1) } : {}),
  };
}
