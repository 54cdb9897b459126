// jsdom's getComputedStyle (which Testing Library's role queries and accessible names, and
// user-event's pointer-events check, call for element after element) tests the element against
// every style rule in the document with nwsapi, and MUI's emotion styles are thousands of rules:
// that matching was an eighth of the console suites' CPU. Nearly every rule ends in a class
// (`.css-1x2y3z`, `.MuiButton-root.Mui-disabled`) that the element does not have, which a look
// at its class list tells at once. This answers those with "no match" before nwsapi is asked, and
// leaves every other rule to nwsapi, so what matches is exactly what matched before.
//
// It must be loaded before jsdom: jsdom's style code keeps its own reference to the matcher.

/** What this needs of an element (jsdom's implementation object, or the element itself). */
interface ElementLike {
  localName: string;
  getAttributeNS(namespace: string | null, name: string): string | null;
}
interface ElementImpl extends ElementLike {
  _ownerDocument: { compatMode: string };
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const selectors = require('jsdom/lib/jsdom/living/helpers/selectors.js') as {
  matchesDontThrow: (element: ElementImpl, selector: string) => boolean;
};

const NAME = /^[A-Za-z0-9_-]+$/;

/** What one comma-separated alternative of a selector asks of the element itself. */
interface Subject {
  /** The type selector of its last compound, lower-cased, if any. */
  tag: string | null;
  /** The classes its last compound requires outside any parentheses or brackets. */
  classes: string[];
}

/**
 * What each alternative of a selector asks of the element it matches (its last compound);
 * null when one asks nothing that can be checked here, or the selector has escapes
 * (then nwsapi decides).
 */
export function subjectsOf(selector: string): Subject[] | null {
  if (/[\\@]/.test(selector)) return null;
  const subjects: Subject[] = [];
  let depth = 0;
  let subject: Subject = { tag: null, classes: [] };
  let atCompoundStart = true;
  // The name being read: a class after '.', the type selector at the start of a compound.
  let reading: { kind: 'class' | 'tag'; text: string } | null = null;
  const endName = () => {
    if (reading && NAME.test(reading.text)) {
      if (reading.kind === 'class') subject.classes.push(reading.text);
      else subject.tag = reading.text.toLowerCase();
    }
    reading = null;
  };
  const endSubject = () => {
    endName();
    if (subject.tag === null && subject.classes.length === 0) return false;
    subjects.push(subject);
    return true;
  };
  let quote: string | null = null;
  for (const char of selector) {
    if (quote !== null) {
      if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") {
      // Strings are only in attribute selectors and functions, which are skipped.
      if (depth === 0) return null;
      quote = char;
      continue;
    }
    if (depth > 0) {
      if (char === '(' || char === '[') depth++;
      else if (char === ')' || char === ']') depth--;
      continue;
    }
    if (char === '(' || char === '[') {
      endName();
      depth++;
      atCompoundStart = false;
    } else if (char === ',') {
      if (!endSubject()) return null;
      subject = { tag: null, classes: [] };
      atCompoundStart = true;
    } else if (char === ' ' || char === '>' || char === '+' || char === '~' || char === '\n' || char === '\t') {
      // A combinator: the compound before it says nothing about the element itself.
      endName();
      subject = { tag: null, classes: [] };
      atCompoundStart = true;
    } else if (char === '.') {
      endName();
      reading = { kind: 'class', text: '' };
      atCompoundStart = false;
    } else if (char === ':' || char === '#' || char === '*') {
      endName();
      atCompoundStart = false;
    } else if (reading) {
      reading.text += char;
    } else if (atCompoundStart) {
      reading = { kind: 'tag', text: char };
      atCompoundStart = false;
    }
  }
  return endSubject() ? subjects : null;
}

const parsed = new Map<string, Subject[] | null>();
const classesOf = new WeakMap<ElementLike, { attribute: string; names: Set<string> }>();

function classSet(element: ElementLike): Set<string> {
  const attribute = element.getAttributeNS(null, 'class') ?? '';
  const known = classesOf.get(element);
  if (known && known.attribute === attribute) return known.names;
  const names = new Set(attribute.split(/[ \t\n\f\r]+/).filter(Boolean));
  classesOf.set(element, { attribute, names });
  return names;
}

/** The element cannot be the subject: it is of another type or lacks a required class. */
function rulesOut(subject: Subject, element: ElementLike): boolean {
  if (subject.tag !== null && subject.tag !== element.localName.toLowerCase()) return true;
  if (subject.classes.length === 0) return false;
  const names = classSet(element);
  return subject.classes.some((name) => !names.has(name));
}

/** True when the element (in a standards-mode document) cannot match the selector. */
export function cannotMatch(element: ElementLike, selector: string): boolean {
  let subjects = parsed.get(selector);
  if (subjects === undefined) {
    subjects = subjectsOf(selector);
    parsed.set(selector, subjects);
  }
  return subjects !== null && subjects.every((subject) => rulesOut(subject, element));
}

const nwsapiMatch = selectors.matchesDontThrow;
selectors.matchesDontThrow = (element, selector) => {
  // Rules without a selector (@font-face, @keyframes) reach here too. Quirks mode matches
  // classes without regard to case; tests run in standards mode.
  const quick = typeof selector === 'string' && element._ownerDocument.compatMode === 'CSS1Compat';
  return quick && cannotMatch(element, selector) ? false : nwsapiMatch(element, selector);
};
