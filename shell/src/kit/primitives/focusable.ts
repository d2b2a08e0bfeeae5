const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * Elements inside `root` that Tab can reach, in DOM order. A radio group is one stop, as in the
 * browser: its checked radio, or its first when none is (a dialog focusing the first radio of a
 * group with another checked drew a focus ring on one plan card beside the chosen one).
 */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  const candidates = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
  const stops = new Map<string, HTMLInputElement>();
  for (const el of candidates) {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) continue;
    const stop = stops.get(el.name);
    if (!stop || (el.checked && !stop.checked)) stops.set(el.name, el);
  }
  return candidates.filter((el) => !(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name || stops.get(el.name) === el);
}
