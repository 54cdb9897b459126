// Cache tags shared by the enhance files: each list is tagged as a whole (id LIST) and per item
// (id uuid), so a save refreshes that item and the lists that show it, in whichever feature.
export const LIST = 'LIST';

interface Identified {
  uuid?: string;
}

/** providesTags of a list: the list itself and each of its items. */
export const listTags =
  <T extends string>(type: T) =>
  (result: readonly Identified[] | undefined) => [
    { type, id: LIST },
    ...(result ?? []).flatMap((item) => (item.uuid ? [{ type, id: item.uuid }] : [])),
  ];

/** providesTags of a page of a list (a paged list operation's answer): the list itself and the page's items. */
export const pageTags =
  <T extends string>(type: T) =>
  (result: { items: readonly Identified[] } | undefined) =>
    listTags(type)(result?.items);

/** providesTags of one item fetched by id. */
export const itemTag =
  <T extends string>(type: T) =>
  (_result: unknown, _error: unknown, arg: { id: string }) => [{ type, id: arg.id }];

/** The list and the one item (by id or by the saved uuid) that a write changed. */
export const listAndItem = <T extends string>(type: T, id: string | undefined) => [{ type, id: LIST }, ...(id ? [{ type, id }] : [])];
