import { act } from '@testing-library/react';

/**
 * jsdom has no IntersectionObserver. This stand-in records the observers so a test can say
 * "the end of the list scrolled into view".
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Every observer that is watching something reports it as visible. */
  static scrollIntoView() {
    act(() => {
      for (const observer of FakeIntersectionObserver.instances) {
        const entries = [...observer.elements].map((target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry);
        if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
      }
    });
  }
}
