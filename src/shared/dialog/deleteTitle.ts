/** Every delete dialog's title, one form for every kind of record. */
export const deleteTitle = (name: string) => `Delete ${name}`;
