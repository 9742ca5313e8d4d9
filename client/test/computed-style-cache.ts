// jsdom computes a style by matching every rule of its built-in user-agent sheet against the element
// (and, for `visibility`, against each ancestor), on every call. Testing Library's role queries ask for
// the same elements' styles over and over while working out accessible names and hidden subtrees, and
// that was most of the client suite's CPU (a profile of package-picker.test.tsx: 24 of 43 s in
// accessible names, under jsdom's style matching). Answers are kept until anything in the document
// changes: every mutation since the last call, taken synchronously, empties the cache, so a test never
// reads a style from before its own change.
const original = window.getComputedStyle.bind(window);
const observer = new MutationObserver(() => undefined);
observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
let sheets = document.styleSheets.length;
let cache = new WeakMap<Element, Map<string, CSSStyleDeclaration>>();

window.getComputedStyle = (element: Element, pseudo?: string | null): CSSStyleDeclaration => {
  if (observer.takeRecords().length > 0 || document.styleSheets.length !== sheets) {
    sheets = document.styleSheets.length;
    cache = new WeakMap();
  }
  // The observer sees only this document: an element outside it (detached, another frame) is asked afresh.
  if (!element.isConnected || element.ownerDocument !== document) return original(element, pseudo);
  let styles = cache.get(element);
  if (!styles) cache.set(element, (styles = new Map()));
  const key = pseudo ?? '';
  let style = styles.get(key);
  if (!style) styles.set(key, (style = original(element, pseudo)));
  return style;
};
