import { createElement, Fragment, type ReactNode } from 'react';

// Server templates are shown as plain text structure only: these tags, no attributes (links keep
// an http, https or mailto href). Other tags are unwrapped to their text; these are dropped whole.
const KEPT_TAGS = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'small', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'span', 'a']);
const DROPPED_TAGS = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'title', 'head', 'svg', 'math', 'textarea', 'select', 'button', 'form']);
const SAFE_LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

function safeHref(href: string | null): string | null {
  if (!href) return null;
  try {
    return SAFE_LINK_PROTOCOLS.has(new URL(href, window.location.href).protocol) ? href : null;
  } catch {
    return null;
  }
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const tag = node.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return null;
  const children = Array.from(node.childNodes, toReact);
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = safeHref(node.getAttribute('href'));
    if (href) {
      return (
        <a key={key} href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    }
  }
  if (!KEPT_TAGS.has(tag) || tag === 'a') return <Fragment key={key}>{children}</Fragment>;
  return createElement(tag, { key }, ...children);
}

/**
 * An HTML fragment from the server as React elements, keeping only plain text structure: no
 * scripts, styles, event handlers, images or other attributes can get through.
 */
export function safeHtml(html: string): ReactNode[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, toReact);
}
