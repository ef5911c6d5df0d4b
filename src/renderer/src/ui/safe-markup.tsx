import { createElement, Fragment, type ReactNode } from 'react'

/** The inline tags a snippet may keep; the same list main's sanitiser allows (main/dashboard/blog-feed.ts). */
const keptTags = new Set(['p', 'br', 'strong', 'b', 'em', 'i'])
/** Elements whose content is never text to show (a script's body, a style sheet, an embedded picture). */
const droppedTags = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'title',
])

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent
  if (node.nodeType !== Node.ELEMENT_NODE) return null
  const tag = (node as Element).localName
  if (droppedTags.has(tag)) return null
  const children = Array.from(node.childNodes, toReact)
  // Allowed tags are made anew, without a single attribute of the original (no handler, style or link);
  // any other element leaves only its text.
  if (keptTags.has(tag)) return createElement(tag, { key }, ...(tag === 'br' ? [] : children))
  return createElement(Fragment, { key }, ...children)
}

/**
 * Shows HTML that came from a server as React elements: a few inline tags without attributes, the rest as
 * text (SEC-14). The renderer never hands server text to `innerHTML`; main sanitises too, this holds even if
 * it did not. DOMParser's document is inert: its scripts do not run and its images do not load.
 */
export function SafeMarkup({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body
  return <>{Array.from(body.childNodes, toReact)}</>
}
