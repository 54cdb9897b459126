import { createContext, useContext, type ReactNode } from 'react';
import { LINK_CLASS } from './listBodyStyles';

/** The router's base (useHref('/')), given once by the list table to its row links. */
export const RowLinkBase = createContext('/');

/** The attribute that marks a row link for the table's one click handler (ListTable). */
export const ROW_LINK_ROUTE = 'data-route';

/**
 * A link in a list row: a plain anchor drawn as MUI's Link, followed in the app by the table's
 * click handler. A router Link would subscribe each of a page's links to the location, and
 * render them all again on every filter keystroke (issue 21).
 */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  const base = useContext(RowLinkBase);
  return (
    <a className={LINK_CLASS} href={base.replace(/\/$/, '') + to} {...{ [ROW_LINK_ROUTE]: to }}>
      {children}
    </a>
  );
}
