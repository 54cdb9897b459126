// What other features use of the audit trail: a record's History tab.
export { RecordHistory } from './RecordHistory';
