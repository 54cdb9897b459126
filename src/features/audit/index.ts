// What other features use of the audit trail: a record's History (a tab's content, or a section).
export { RecordHistory } from './RecordHistory';
export { HistorySection } from './HistorySection';
